"""Reads. Each costs a fixed number of queries whatever the data size."""

from __future__ import annotations

import time
from typing import Any

from django.conf import settings
from django.db.models import Count, FloatField, Value
from django.db.models.functions import Cast
from django.db.models.signals import post_save
from django.dispatch import receiver

from accounts.models import Account, Fact, ForgottenWord, Message, RolloutSetting
from memoryadmin.engine import types as t
from memoryadmin.engine.rollout import Resolution, resolve


def account_find(*, external_id: str) -> Account | None:
    return Account.objects.filter(external_id=external_id).first()


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


_WINDOW_FIELDS = (
    "seq",
    "role",
    "content",
    "created_at",
    "token_count",
    "volatility",
    "observed_at",
    "unverified",
    "tools",
    "external_id",
)


def _stored(row: tuple[Any, ...]) -> t.StoredMessage:
    seq, role, content, created_at, tokens, volatility, observed_at, unverified, tools, eid = row
    return t.StoredMessage(
        seq=seq,
        role=t.Role(role),
        content=content,
        created_at=created_at,
        token_count=tokens,
        volatility=t.Volatility(volatility) if volatility else None,
        observed_at=observed_at,
        unverified=unverified,
        tools=tuple(tools) if tools is not None else None,
        external_id=eid,
    )


def stored_message(m: Message) -> t.StoredMessage:
    return _stored(tuple(getattr(m, f) for f in _WINDOW_FIELDS))


def window_candidates(
    *, account: Account, budget: int | None = None, limit: int | None = None
) -> list[t.StoredMessage]:
    """The newest stored messages, newest first, enough to fill the token budget.

    Reads a small page first and a larger one only when the budget is not yet
    spent: one query on a typical turn, bounded by the budget and ``limit``,
    never by how many messages the account has. Plain tuples, not model
    instances: this runs on every turn.
    """
    budget = budget if budget is not None else settings.MEMORY_WINDOW_TOKENS
    limit = limit or settings.MEMORY_WINDOW_MAX_MESSAGES
    base = Message.objects.filter(account=account).order_by("-seq")
    out: list[t.StoredMessage] = []
    spent, page, before = 0, min(48, limit), None
    while len(out) < limit:
        qs = base if before is None else base.filter(seq__lt=before)
        rows = list(qs.values_list(*_WINDOW_FIELDS)[:page])
        out.extend(_stored(r) for r in rows)
        spent += sum(r[4] for r in rows)
        if len(rows) < page or spent > budget:
            break
        before, page = rows[-1][0], min(limit - len(out), 4 * page)
    return out


def facts_active(*, account: Account) -> list[Fact]:
    return list(Fact.objects.filter(account=account, active=True).order_by("origin", "key"))


def memory_for_turn(*, account: Account) -> tuple[list[t.Fact], list[tuple[str, int]]]:
    """Active facts and forgotten-word digests in one query (UNION ALL): every turn needs both.

    Each digest comes with the forget's ``forget_seq``: messages up to it are masked.
    """
    facts = Fact.objects.filter(account=account, active=True).values_list(
        Value("f"), "key", "kind", "note", "origin", "confidence"
    )
    words = ForgottenWord.objects.filter(account=account).values_list(
        Value("w"),
        "digest",
        Value(""),
        Value(""),
        Value(""),
        Cast("request__forget_seq", FloatField()),
    )
    found: list[t.Fact] = []
    digests: list[tuple[str, int]] = []
    for tag, key, kind, note, origin, confidence in facts.union(words, all=True):
        if tag == "w":
            digests.append((key, int(confidence)))
        else:
            found.append(
                t.Fact(key=key, kind=kind, note=note, origin=origin, confidence=confidence)
            )
    found.sort(key=lambda f: (f.origin, f.key))
    return found, digests


def forgotten_digests(*, account: Account) -> list[tuple[str, int]]:
    """Each forgotten-word digest of the account with the seq its forget happened at."""
    return list(
        ForgottenWord.objects.filter(account=account).values_list("digest", "request__forget_seq")
    )


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
    """The effective mode for a kind of account, without loading one (counts, previews)."""
    return _resolve(setting, allowlisted=allowlisted, override=override).mode.value
