"""Rollout's reads: the global setting (cached), each account's effective mode, the lists.

Each costs a fixed number of queries however many accounts there are.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db.models import Count, Q, QuerySet
from django.db.models.signals import post_save
from django.dispatch import receiver

from accounts.models import Account, Project, RolloutSetting
from accounts.scope import EVERY_PROJECT, ProjectScope
from memoryadmin.engine.rollout import Resolution, resolve
from memoryadmin.engine.types import Mode

_setting_cache: tuple[float, RolloutSetting] | None = None


def rollout_setting() -> RolloutSetting:
    """The global rollout row, cached in-process for MEMORY_ROLLOUT_CACHE_SECONDS.

    Every turn needs it; a change made in this process clears the cache at
    once (post_save below), other processes see it within the TTL.
    """
    global _setting_cache
    ttl = settings.MEMORY_ROLLOUT_CACHE_SECONDS
    now = time.monotonic()
    if ttl > 0 and _setting_cache is not None and now - _setting_cache[0] < ttl:
        return _setting_cache[1]
    setting = RolloutSetting.current()
    _setting_cache = (now, setting)
    return setting


@receiver(post_save, sender=RolloutSetting)
def _forget_cached_setting(**kwargs: Any) -> None:
    global _setting_cache
    _setting_cache = None


def project_pk(project: Project | int | None) -> int | None:
    return project.pk if isinstance(project, Project) else project


def project_rollout(setting: RolloutSetting, project: Project | int | None) -> dict[str, Any]:
    """The project's own mode, scope and slug, or {} when it follows the global mode."""
    pk = project_pk(project)
    modes = setting.project_modes if isinstance(setting.project_modes, dict) else {}
    found = modes.get(str(pk)) if pk is not None else None
    return found if isinstance(found, dict) else {}


def rollout_resolve(
    *,
    account: Account | None,
    setting: RolloutSetting | None = None,
    project: Project | int | None = None,
) -> Resolution:
    """The account's effective mode; an account not seen yet resolves within ``project``.

    The project's own mode is on the (cached) rollout row: no query of its own.
    """
    return _resolve(
        setting or rollout_setting(),
        allowlisted=bool(account and account.allowlisted),
        override=account.rollout_mode if account else None,
        project=account.project_id if account is not None else project,
    )


def _resolve(
    setting: RolloutSetting,
    *,
    allowlisted: bool,
    override: object,
    project: Project | int | None = None,
) -> Resolution:
    own = project_rollout(setting, project)
    return resolve(
        global_mode=setting.mode,
        scope=setting.scope,
        kill_switch=setting.kill_switch,
        allowlisted=allowlisted,
        override=override,
        env_ceiling=settings.MEMORY_MODE,
        project_mode=own.get("mode"),
        project_scope=own.get("scope"),
        project=str(own.get("slug", "")),
    )


def accounts_per_mode(
    *, project: Project | None = None, scope: ProjectScope = EVERY_PROJECT
) -> dict[str, int]:
    """Effective mode counts in a fixed number of queries, however many accounts.

    Projects with a mode of their own are counted apart (one grouped query);
    ``project`` counts one project's accounts only, ``scope`` those of its projects.
    """
    setting = rollout_setting()
    counts: dict[str, int] = {"disabled": 0, "shadow": 0, "enabled": 0}
    base = Account.objects.all() if project is None else Account.objects.filter(project=project)
    base = scope.narrow(base)
    if project is None and project_overrides(setting):
        per_project = base.values("project_id", "allowlisted", "rollout_mode").annotate(
            n=Count("id")
        )
        for row in per_project.order_by():
            mode = rollout_resolve_values(
                setting,
                allowlisted=row["allowlisted"],
                override=row["rollout_mode"] if row["allowlisted"] else None,
                project=row["project_id"],
            )
            counts[mode] += row["n"]
        return counts
    pk = project.pk if project is not None else None
    total = base.count()
    groups = base.filter(allowlisted=True).values("rollout_mode").annotate(n=Count("id"))
    allowlisted = 0
    for g in groups:
        allowlisted += g["n"]
        mode = rollout_resolve_values(
            setting, allowlisted=True, override=g["rollout_mode"], project=pk
        )
        counts[mode] += g["n"]
    rest = rollout_resolve_values(setting, allowlisted=False, override=None, project=pk)
    counts[rest] += total - allowlisted
    return counts


def project_overrides(setting: RolloutSetting) -> list[int]:
    """Ids of the projects with a mode of their own."""
    modes = setting.project_modes if isinstance(setting.project_modes, dict) else {}
    return [int(k) for k, v in modes.items() if str(k).isdigit() and isinstance(v, dict)]


def rollout_resolve_values(
    setting: RolloutSetting,
    *,
    allowlisted: bool,
    override: object,
    project: Project | int | None = None,
) -> str:
    """The effective mode for a kind of account, without loading one (counts, previews)."""
    return _resolve(setting, allowlisted=allowlisted, override=override, project=project).mode.value


TYPEAHEAD_LIMIT = 20


CHECK_LIMIT = 1000


MODES = ("enabled", "shadow", "disabled")


def _combinations_q(setting: RolloutSetting, wanted: set[str], project: int | None) -> Q:
    known: list[str | None] = [None, *(m.value for m in Mode)]
    q = Q(pk__in=[])
    for listed in (True, False):
        matches = {
            own: rollout_resolve_values(setting, allowlisted=listed, override=own, project=project)
            in wanted
            for own in [*known, "?"]
        }
        if all(matches.values()):
            # Whatever the account's own mode holds (off the allowlist it is ignored).
            q |= Q(allowlisted=listed)
            continue
        for own in known:
            if matches[own]:
                q |= Q(allowlisted=listed) & (
                    Q(rollout_mode__isnull=True) if own is None else Q(rollout_mode=own)
                )
        if matches["?"]:
            q |= (
                Q(allowlisted=listed)
                & ~Q(rollout_mode__in=known[1:])
                & Q(rollout_mode__isnull=False)
            )
    return q


def effective_mode_q(*modes: str) -> Q:
    """Accounts that resolve to one of ``modes`` now, as one filter (the console, the scan).

    The effective mode depends only on (project, allowlisted, own mode) once
    the global setting is read, so each of those few combinations is resolved
    here once and the database does the filtering: the projects that follow
    the global mode together, each project with a mode of its own apart. An
    unknown stored mode resolves like the engine resolves it (to disabled, on
    the allowlist).
    """
    wanted = {str(m) for m in modes}
    setting = rollout_setting()
    own = project_overrides(setting)
    q = _combinations_q(setting, wanted, None)
    if not own:
        return q
    q = ~Q(project_id__in=own) & q
    for pk in own:
        q |= Q(project_id=pk) & _combinations_q(setting, wanted, pk)
    return q


_LISTED = (
    "id",
    "project__slug",
    "external_id",
    "allowlisted",
    "rollout_mode",
    "last_seq",
    "covered_through_seq",
    "summary_version",
    "compaction_stuck",
    "created_at",
)


def accounts_list(
    *,
    scope: ProjectScope,
    q: str = "",
    allowlisted: bool | None = None,
    mode: str = "",
    project: str = "",
) -> QuerySet[Account]:
    """Accounts of ``scope``'s projects for the console's lists, each with its project
    (a join, not a query)."""
    qs = scope.narrow(Account.objects.select_related("project").only(*_LISTED))
    if project:
        qs = qs.filter(project__slug=project)
    if q.strip():
        qs = qs.filter(external_id__icontains=q.strip())
    if allowlisted is not None:
        qs = qs.filter(allowlisted=allowlisted)
    if mode in MODES:
        qs = qs.filter(effective_mode_q(mode))
    return qs.order_by("external_id", "project__slug")


def accounts_typeahead(*, q: str, scope: ProjectScope, project: str = "") -> list[Account]:
    """At most 20 accounts of ``scope``'s projects whose id starts with, then contains,
    what was typed."""
    q = q.strip()
    if not q:
        return []
    qs = Account.objects.select_related("project").only(
        "id", "project__slug", "external_id", "allowlisted", "rollout_mode"
    )
    qs = scope.narrow(qs)
    if project:
        qs = qs.filter(project__slug=project)
    order = ("external_id", "project__slug")
    starts = list(qs.filter(external_id__istartswith=q).order_by(*order)[:TYPEAHEAD_LIMIT])
    if len(starts) < TYPEAHEAD_LIMIT:
        seen = [a.pk for a in starts]
        starts += list(
            qs.filter(external_id__icontains=q)
            .exclude(pk__in=seen)
            .order_by(*order)[: TYPEAHEAD_LIMIT - len(starts)]
        )
    return starts


@dataclass(frozen=True)
class Checked:
    external_id: str
    account: Account | None
    resolution: Resolution

    @property
    def mode(self) -> str:
        return self.resolution.mode.value

    @property
    def project(self) -> str:
        return self.account.project.slug if self.account is not None else ""


def rollout_check(
    *, external_ids: Sequence[str], scope: ProjectScope, project: Project | None = None
) -> list[Checked]:
    """Each pasted id with its effective mode: two queries however many ids.

    Within ``project`` when given; otherwise an id held by several of ``scope``'s
    projects gives one row per project, and an id none of them holds resolves by
    the global mode (its project's mode applies once a key of that project uses it).
    """
    ids = list(dict.fromkeys(i for i in external_ids if i))[:CHECK_LIMIT]
    setting = rollout_setting()
    qs = scope.narrow(Account.objects.filter(external_id__in=ids))
    if project is not None:
        qs = qs.filter(project=project)
    found: dict[str, list[Account]] = {}
    for a in (
        qs.select_related("project")
        .only("id", "project__slug", "external_id", "allowlisted", "rollout_mode")
        .order_by("project__slug")
    ):
        found.setdefault(a.external_id, []).append(a)
    out: list[Checked] = []
    for i in ids:
        accounts: list[Account | None] = [*found.get(i, [])] or [None]
        out += [
            Checked(i, a, rollout_resolve(account=a, setting=setting, project=project))
            for a in accounts
        ]
    return out
