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

from accounts.models import Account, RolloutSetting
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


def rollout_resolve(
    *, account: Account | None, setting: RolloutSetting | None = None
) -> Resolution:
    return _resolve(
        setting or rollout_setting(),
        allowlisted=bool(account and account.allowlisted),
        override=account.rollout_mode if account else None,
    )


def _resolve(setting: RolloutSetting, *, allowlisted: bool, override: object) -> Resolution:
    return resolve(
        global_mode=setting.mode,
        scope=setting.scope,
        kill_switch=setting.kill_switch,
        allowlisted=allowlisted,
        override=override,
        env_ceiling=settings.MEMORY_MODE,
    )


def accounts_per_mode() -> dict[str, int]:
    """Effective mode counts in a fixed number of queries, however many accounts."""
    setting = rollout_setting()
    counts: dict[str, int] = {"disabled": 0, "shadow": 0, "enabled": 0}
    total = Account.objects.count()
    groups = Account.objects.filter(allowlisted=True).values("rollout_mode").annotate(n=Count("id"))
    allowlisted = 0
    for g in groups:
        allowlisted += g["n"]
        mode = rollout_resolve_values(setting, allowlisted=True, override=g["rollout_mode"])
        counts[mode] += g["n"]
    rest = rollout_resolve_values(setting, allowlisted=False, override=None)
    counts[rest] += total - allowlisted
    return counts


def rollout_resolve_values(setting: RolloutSetting, *, allowlisted: bool, override: object) -> str:
    """The effective mode for a kind of account, without loading one (counts, previews)."""
    return _resolve(setting, allowlisted=allowlisted, override=override).mode.value


TYPEAHEAD_LIMIT = 20


CHECK_LIMIT = 1000


MODES = ("enabled", "shadow", "disabled")


def effective_mode_q(*modes: str) -> Q:
    """Accounts that resolve to one of ``modes`` now, as one filter (the console, the scan).

    The effective mode depends only on (allowlisted, own mode) once the global
    setting is read, so each of those few combinations is resolved here once
    and the database does the filtering. An unknown stored mode resolves like
    the engine resolves it (to disabled, on the allowlist).
    """
    wanted = {str(m) for m in modes}
    setting = rollout_setting()
    known: list[str | None] = [None, *(m.value for m in Mode)]
    q = Q(pk__in=[])
    for listed in (True, False):
        matches = {
            own: rollout_resolve_values(setting, allowlisted=listed, override=own) in wanted
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


def accounts_list(
    *, q: str = "", allowlisted: bool | None = None, mode: str = ""
) -> QuerySet[Account]:
    qs = Account.objects.only(
        "id",
        "external_id",
        "allowlisted",
        "rollout_mode",
        "last_seq",
        "covered_through_seq",
        "summary_version",
        "compaction_stuck",
        "created_at",
    )
    if q.strip():
        qs = qs.filter(external_id__icontains=q.strip())
    if allowlisted is not None:
        qs = qs.filter(allowlisted=allowlisted)
    if mode in MODES:
        qs = qs.filter(effective_mode_q(mode))
    return qs.order_by("external_id")


def accounts_typeahead(*, q: str) -> list[Account]:
    """At most 20 accounts whose id starts with, then contains, what was typed."""
    q = q.strip()
    if not q:
        return []
    qs = Account.objects.only("id", "external_id", "allowlisted", "rollout_mode")
    starts = list(qs.filter(external_id__istartswith=q).order_by("external_id")[:TYPEAHEAD_LIMIT])
    if len(starts) < TYPEAHEAD_LIMIT:
        seen = [a.pk for a in starts]
        starts += list(
            qs.filter(external_id__icontains=q)
            .exclude(pk__in=seen)
            .order_by("external_id")[: TYPEAHEAD_LIMIT - len(starts)]
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


def rollout_check(*, external_ids: Sequence[str]) -> list[Checked]:
    """Each pasted id with its effective mode: two queries however many ids."""
    ids = list(dict.fromkeys(i for i in external_ids if i))[:CHECK_LIMIT]
    setting = rollout_setting()
    found = {
        a.external_id: a
        for a in Account.objects.filter(external_id__in=ids).only(
            "id", "external_id", "allowlisted", "rollout_mode"
        )
    }
    return [
        Checked(i, found.get(i), rollout_resolve(account=found.get(i), setting=setting))
        for i in ids
    ]
