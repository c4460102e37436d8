"""Reads. Each costs a fixed number of queries whatever the data size."""

from __future__ import annotations

from django.conf import settings
from django.db.models import Count, Q

from accounts.models import Account, Fact, Message, RolloutSetting
from memoryadmin.engine import types as t
from memoryadmin.engine.rollout import Resolution, resolve


def account_find(*, external_id: str) -> Account | None:
    return Account.objects.filter(external_id=external_id).first()


def rollout_setting() -> RolloutSetting:
    return RolloutSetting.current()


def rollout_resolve(
    *, account: Account | None, setting: RolloutSetting | None = None
) -> Resolution:
    setting = setting or rollout_setting()
    return resolve(
        global_mode=setting.mode,
        scope=setting.scope,
        kill_switch=setting.kill_switch,
        allowlisted=bool(account and account.allowlisted),
        override=account.rollout_mode if account else None,
        env_ceiling=settings.MEMORY_MODE,
    )


def stored_message(m: Message) -> t.StoredMessage:
    return t.StoredMessage(
        seq=m.seq,
        role=t.Role(m.role),
        content=m.content,
        created_at=m.created_at,
        token_count=m.token_count,
        volatility=t.Volatility(m.volatility) if m.volatility else None,
        observed_at=m.observed_at,
        unverified=m.unverified,
        tools=tuple(m.tools) if m.tools is not None else None,
    )


def window_candidates(*, account: Account, limit: int | None = None) -> list[t.StoredMessage]:
    """The newest stored messages, newest first: one bounded query."""
    limit = limit or settings.MEMORY_WINDOW_MAX_MESSAGES
    rows = (
        Message.objects.filter(account=account)
        .order_by("-seq")
        .only(
            "seq",
            "role",
            "content",
            "created_at",
            "token_count",
            "volatility",
            "observed_at",
            "unverified",
            "tools",
        )[:limit]
    )
    return [stored_message(m) for m in rows]


def facts_active(*, account: Account) -> list[Fact]:
    return list(Fact.objects.filter(account=account, active=True).order_by("origin", "key"))


def facts_for_context(*, account: Account) -> list[t.Fact]:
    return [
        t.Fact(key=f.key, kind=f.kind, note=f.note, origin=f.origin, confidence=f.confidence)
        for f in facts_active(account=account)
    ]


def messages_page(*, account: Account, after_seq: int, limit: int) -> list[Message]:
    return list(Message.objects.filter(account=account, seq__gt=after_seq).order_by("seq")[:limit])


def pending_messages(*, account: Account) -> int:
    covered = account.covered_through_seq or 0
    return Message.objects.filter(account=account, seq__gt=covered).count()


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
    return resolve(
        global_mode=setting.mode,
        scope=setting.scope,
        kill_switch=setting.kill_switch,
        allowlisted=allowlisted,
        override=override,
        env_ceiling=settings.MEMORY_MODE,
    ).mode.value


def stuck_filter() -> Q:
    return Q(compaction_stuck=True)
