"""Rollout's writes: the global mode, the kill switch and the allowlist, each audited."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.db import transaction

from accounts import clock
from accounts.audit import actor_name, audit_write, require_reason
from accounts.errors import InvalidInput
from accounts.models import (
    DEFAULT_PROJECT,
    Account,
    Mode,
    Project,
    RolloutSetting,
    Scope,
    default_project_id,
)
from accounts.rollout.ids import clean_ids


def _rollout_state(setting: RolloutSetting) -> dict[str, Any]:
    return {"mode": setting.mode, "scope": setting.scope, "kill_switch": setting.kill_switch}


def _account_state(account: Account) -> dict[str, Any]:
    return {"allowlisted": account.allowlisted, "mode": account.rollout_mode}


def _project_id(project: Project | None) -> int:
    """The project a change applies to: the ``default`` project unless one is named."""
    return project.pk if project is not None else default_project_id()


def _target(account: Account) -> str:
    """The audit target: the id alone in ``default`` (as before projects), else ``slug:id``."""
    slug = account.project.slug
    return account.external_id if slug == DEFAULT_PROJECT else f"{slug}:{account.external_id}"


def _checked_mode(value: str, allowed: Sequence[str]) -> str:
    # Unknown values read from storage resolve to disabled; values typed by a
    # person are refused outright, so a typo never changes anything.
    if value not in allowed:
        raise InvalidInput(f"Unknown mode {value!r}: choose one of {', '.join(allowed)}.")
    return value


def _rollout_global_change(
    *, actor: Any, action: str, reason: str, **changes: Any
) -> RolloutSetting:
    """Change the global rollout row under a row lock, audited with before and after."""
    with transaction.atomic():
        setting = RolloutSetting.objects.select_for_update().get(pk=RolloutSetting.current().pk)
        before = _rollout_state(setting)
        for field, value in changes.items():
            setattr(setting, field, value)
        setting.updated_at = clock.now()
        setting.updated_by = actor_name(actor)
        setting.save()
        audit_write(
            actor=actor,
            action=action,
            target="global",
            reason=reason,
            before=before,
            after=_rollout_state(setting),
        )
    return setting


def rollout_set_mode(
    *, actor: Any, mode: str, scope: str | None = None, reason: str
) -> RolloutSetting:
    _checked_mode(mode, [m.value for m in Mode])
    if scope is not None and scope not in Scope.values:
        raise InvalidInput(f"Unknown scope {scope!r}: choose allowlist or everyone.")
    require_reason(reason)
    changes: dict[str, Any] = {"mode": mode} | ({"scope": scope} if scope is not None else {})
    return _rollout_global_change(actor=actor, action="rollout.set_mode", reason=reason, **changes)


def rollout_kill_switch(*, actor: Any, on: bool, reason: str) -> RolloutSetting:
    """Drop everything to disabled (or lift that) without touching any override."""
    require_reason(reason)
    return _rollout_global_change(
        actor=actor, action="rollout.kill_switch", reason=reason, kill_switch=on
    )


def rollout_set_project_mode(
    *, actor: Any, project: Project, mode: str | None, scope: str | None = None, reason: str
) -> RolloutSetting:
    """Give a project its own mode and scope (between the global mode and each account's).

    ``mode`` None: the project follows the global mode again. Audited like a
    change of the global mode, on the same row (``project_modes``).
    """
    if mode is not None:
        _checked_mode(mode, [m.value for m in Mode])
    if scope is not None and scope not in Scope.values:
        raise InvalidInput(f"Unknown scope {scope!r}: choose allowlist or everyone.")
    reason = require_reason(reason)
    key = str(project.pk)
    with transaction.atomic():
        setting = RolloutSetting.objects.select_for_update().get(pk=RolloutSetting.current().pk)
        modes = dict(setting.project_modes) if isinstance(setting.project_modes, dict) else {}
        before = modes.get(key)
        if mode is None:
            modes.pop(key, None)
        else:
            scope = scope or Scope.ALLOWLIST.value
            modes[key] = {"mode": mode, "scope": scope, "slug": project.slug}
        setting.project_modes = modes
        setting.updated_at = clock.now()
        setting.updated_by = actor_name(actor)
        setting.save()
        audit_write(
            actor=actor,
            action="rollout.set_project_mode",
            target=f"project:{project.slug}",
            reason=reason,
            before=before or {"follows": "global"},
            after=modes.get(key) or {"follows": "global"},
            project=project,
        )
    return setting


def rollout_allow(
    *,
    actor: Any,
    external_ids: Sequence[str],
    mode: str | None,
    reason: str,
    project: Project | None = None,
) -> list[Account]:
    """Put accounts of ``project`` (default: ``default``) on the allowlist, own mode or not."""
    if mode is not None:
        _checked_mode(mode, [Mode.SHADOW.value, Mode.ENABLED.value, Mode.DISABLED.value])
    require_reason(reason)
    ids = clean_ids(external_ids)
    project_id = _project_id(project)
    changed: list[Account] = []
    with transaction.atomic():
        for external_id in ids:
            account, _ = (
                Account.objects.select_for_update(of=("self",))
                .select_related("project")
                .get_or_create(external_id=external_id, project_id=project_id)
            )
            _allowlist_write(
                account, True, mode, actor=actor, action="rollout.allow", reason=reason
            )
            changed.append(account)
    return changed


def _allowlist_write(
    account: Account,
    allowlisted: bool,
    mode: str | None,
    *,
    actor: Any,
    action: str,
    reason: str,
) -> None:
    """One account on or off the allowlist, audited with its before and after."""
    before = _account_state(account)
    account.allowlisted = allowlisted
    account.rollout_mode = mode
    account.save(update_fields=["allowlisted", "rollout_mode"])
    audit_write(
        actor=actor,
        action=action,
        target=_target(account),
        reason=reason,
        before=before,
        after=_account_state(account),
        project=account.project_id,
    )


def rollout_disallow(
    *, actor: Any, external_ids: Sequence[str], reason: str, project: Project | None = None
) -> list[Account]:
    """Take accounts of ``project`` (default: ``default``) off the allowlist."""
    require_reason(reason)
    ids = clean_ids(external_ids)
    changed: list[Account] = []
    with transaction.atomic():
        accounts = (
            Account.objects.select_for_update(of=("self",))
            .select_related("project")
            .filter(external_id__in=ids, project_id=_project_id(project))
        )
        for account in accounts:
            _allowlist_write(
                account, False, None, actor=actor, action="rollout.disallow", reason=reason
            )
            changed.append(account)
    return changed
