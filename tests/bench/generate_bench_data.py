"""Generate console benchmark data: many accounts and messages, inserted in bulk.

Not a test and not the API: on PostgreSQL every table is filled by one
``INSERT … SELECT FROM generate_series`` each, so 1,000,000 messages take
seconds, not hours. SQLite gets the same rows through ``bulk_create``
(fine for small sizes). Accounts are named ``bench-0000001`` …; the largest
account, ``bench-big``, holds a tenth of the messages, so the account page
is measured on a long history.

    python -m tests.bench generate_bench_data --accounts 100000 --messages 1000000 --wipe

``--wipe`` empties the engine's tables first, and is refused unless the
database's name contains "bench", so it cannot empty real data by accident.
"""

from __future__ import annotations

import time
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.db import connection, models, transaction
from django.utils import timezone

from accounts.models import (
    Account,
    AuditEntry,
    CompactionAttempt,
    CompactionBatch,
    ForgetRequest,
    ForgottenWord,
    Message,
    RolloutSetting,
    ShadowRecord,
    SummaryVersion,
    UnclassifiedTool,
)

BIG = "bench-big"
WIPED = [
    ForgottenWord,
    ForgetRequest,
    SummaryVersion,
    CompactionAttempt,
    CompactionBatch,
    ShadowRecord,
    Message,
    UnclassifiedTool,
    AuditEntry,
]


def _rest(model: type[models.Model], given: set[str]) -> tuple[list[str], list[Any]]:
    """Columns the insert does not name, with their model defaults (NULL ones are left out)."""
    cols: list[str] = []
    params: list[Any] = []
    for f in model._meta.concrete_fields:
        if f.primary_key or f.column in given or f.null:
            continue
        if not f.has_default():
            raise CommandError(f"{model.__name__}.{f.name} has no default: name it in the insert")
        cols.append(connection.ops.quote_name(f.column))
        params.append(f.get_db_prep_save(f.get_default(), connection))
    return cols, params


def _insert_select(model: type[models.Model], columns: dict[str, str], tail: str) -> None:
    """INSERT INTO model (columns…, defaults…) SELECT expressions…, %s… <tail>."""
    extra_cols, extra_params = _rest(model, set(columns))
    names = [connection.ops.quote_name(c) for c in columns] + extra_cols
    exprs = list(columns.values()) + ["%s"] * len(extra_params)
    sql = (
        f"INSERT INTO {model._meta.db_table} ({', '.join(names)}) SELECT {', '.join(exprs)} {tail}"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, extra_params)


class Command(BaseCommand):
    help = "Bulk-generate accounts, messages, shadow records and audit entries for bench_console."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--accounts", type=int, default=100_000)
        parser.add_argument("--messages", type=int, default=1_000_000)
        parser.add_argument("--wipe", action="store_true", help="empty the engine tables first")

    def handle(self, *args: Any, **opts: Any) -> None:
        n_accounts, n_messages = opts["accounts"], opts["messages"]
        if n_accounts < 10 or n_messages < n_accounts:
            raise CommandError("Need at least 10 accounts and one message per account.")
        if opts["wipe"]:
            wipe()
        elif Account.objects.filter(external_id__startswith="bench-").exists():
            raise CommandError("Bench data is already here: pass --wipe to start again.")
        started = time.monotonic()
        if connection.vendor == "postgresql":
            generate_pg(n_accounts, n_messages)
        else:
            generate_orm(n_accounts, n_messages)
        self.stdout.write(
            f"Generated {Account.objects.count():,} accounts, {n_messages:,} messages, "
            f"{ShadowRecord.objects.count():,} shadow records, "
            f"{AuditEntry.objects.count():,} audit entries in {time.monotonic() - started:.1f}s"
        )


def wipe() -> None:
    name = str(settings.DATABASES["default"]["NAME"])
    if "bench" not in name:
        raise CommandError(f"Refusing to wipe {name!r}: its name does not contain 'bench'.")
    with transaction.atomic():
        if connection.vendor == "postgresql":
            tables = [m._meta.db_table for m in [*WIPED, Account]]
            with connection.cursor() as cursor:
                cursor.execute(f"TRUNCATE {', '.join(tables)} RESTART IDENTITY CASCADE")
        else:
            with connection.cursor() as cursor:
                for m in [*WIPED, Account]:
                    cursor.execute(f"DELETE FROM {m._meta.db_table}")
        RolloutSetting.objects.update_or_create(
            pk=1, defaults={"mode": "shadow", "scope": "allowlist", "kill_switch": False}
        )


def generate_pg(n_accounts: int, n_messages: int) -> None:
    per = n_messages * 9 // 10 // (n_accounts - 1)
    big = n_messages - per * (n_accounts - 1)
    with transaction.atomic():
        RolloutSetting.objects.update_or_create(
            pk=1, defaults={"mode": "shadow", "scope": "allowlist", "kill_switch": False}
        )
        # One in ten accounts is allowlisted: a third of those enabled, the rest shadow.
        _insert_select(
            Account,
            {
                "external_id": "CASE WHEN i = 1 THEN 'bench-big' "
                "ELSE 'bench-' || lpad(i::text, 7, '0') END",
                "created_at": "now() - mod(i, 365) * interval '1 day'",
                "last_seq": f"CASE WHEN i = 1 THEN {big} ELSE {per} END",
                "allowlisted": "mod(i, 10) = 1",
                "rollout_mode": "CASE WHEN mod(i, 30) = 1 THEN 'enabled' "
                "WHEN mod(i, 10) = 1 THEN 'shadow' END",
                "compaction_stuck": "mod(i, 997) = 0",
                "covered_through_seq": f"CASE WHEN mod(i, 3) = 0 THEN {per // 2} END",
            },
            f"FROM generate_series(1, {n_accounts}) AS i",
        )
        _insert_select(
            Message,
            {
                "account_id": "a.id",
                "seq": "s",
                "external_id": "'m-' || s",
                "role": "CASE WHEN mod(s, 2) = 1 THEN 'user' ELSE 'assistant' END",
                "content": "CASE WHEN mod(s, 2) = 1 THEN 'What is my balance today, and did the "
                "transfer to Amaka go through? (' || s || ')' ELSE 'Your balance is "
                "₦84,250 and the transfer to Amaka completed. (' || s || ')' END",
                "created_at": "now() - (a.last_seq - s) * interval '1 minute'",
                "recorded_at": "now()",
                "tools": "CASE WHEN mod(s, 2) = 0 THEN '[\"get_balance\"]'::jsonb END",
                "observed_at": "CASE WHEN mod(s, 2) = 0 THEN now() - (a.last_seq - s) "
                "* interval '1 minute' END",
                "volatility": "CASE WHEN mod(s, 2) = 0 THEN 'live' END",
                "unverified": "false",
                "token_count": "24",
            },
            f"FROM {Account._meta.db_table} a, generate_series(1, a.last_seq) AS s",
        )
        # Ten shadow turns for each allowlisted account, spread over the retention period.
        _insert_select(
            ShadowRecord,
            {
                "account_id": "a.id",
                "created_at": "now() - mod(a.id * 10 + k, 20 * 24 * 60) * interval '1 minute'",
                "given": '\'[{"role": "user", "content": "What is my balance?"}]\'::jsonb',
                "engine": '\'[{"role": "user", "content": "What is my balance?"}]\'::jsonb',
                "given_tokens": "400 + k",
                "engine_tokens": "380 + mod(k * 7, 60)",
                "differs": "mod(k, 3) <> 0",
                "diff_kinds": "CASE WHEN mod(k, 3) = 0 THEN '[]'::jsonb WHEN mod(k, 3) = 1 "
                'THEN \'["stamps"]\'::jsonb ELSE \'["stamps", "dropped"]\'::jsonb END',
                "diff_key": "CASE WHEN mod(k, 3) = 0 THEN 'same' WHEN mod(k, 3) = 1 THEN 'stamps' "
                "ELSE 'stamps+dropped' END",
            },
            f"FROM {Account._meta.db_table} a, generate_series(1, 10) AS k WHERE a.allowlisted",
        )
        _insert_select(
            AuditEntry,
            {
                "created_at": "now() - i * interval '1 minute'",
                "actor": "'bench'",
                "action": "CASE WHEN mod(i, 2) = 0 THEN 'rollout.allow' "
                "ELSE 'rollout.disallow' END",
                "target": "'bench-' || lpad(i::text, 7, '0')",
                "reason": "'generated for the console benchmark'",
                "before": '\'{"allowlisted": false, "mode": null}\'::jsonb',
                "after": '\'{"allowlisted": true, "mode": "shadow"}\'::jsonb',
            },
            f"FROM generate_series(1, {n_accounts}) AS i",
        )
        _insert_select(
            CompactionBatch,
            {
                "account_id": "a.id",
                "from_seq": "1",
                "to_seq": "10",
                "status": "'accepted'",
                "started_at": "now() - (mod(a.id, 14)) * interval '1 day'",
            },
            f"FROM {Account._meta.db_table} a WHERE mod(a.id, 5) = 0",
        )
        _insert_select(
            CompactionAttempt,
            {
                "batch_id": "b.id",
                "account_id": "b.account_id",
                "number": "1",
                "prompt": "'[]'::jsonb",
                "model": "'bench-model'",
                "outcome": "CASE WHEN mod(b.id, 10) < 7 THEN 'accepted' WHEN mod(b.id, 10) < 9 "
                "THEN 'rejected_rule' ELSE 'failed' END",
                "created_at": "b.started_at",
            },
            f"FROM {CompactionBatch._meta.db_table} b",
        )
        _insert_select(
            ForgetRequest,
            {
                "account_id": "a.id",
                "key_id": "'k1'",
                "status": "CASE WHEN mod(a.id, 4) = 0 THEN 'verified_clean' ELSE 'received' END",
                "deadline": "now() + (mod(a.id, 30)) * interval '1 day'",
            },
            f"FROM {Account._meta.db_table} a WHERE mod(a.id, 500) = 0",
        )
        for i in range(12):
            UnclassifiedTool.objects.create(name=f"bench_tool_{i}", last_account=BIG)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")


def generate_orm(n_accounts: int, n_messages: int) -> None:
    per = n_messages * 9 // 10 // (n_accounts - 1)
    big = n_messages - per * (n_accounts - 1)
    now = timezone.now()
    with transaction.atomic():
        RolloutSetting.objects.update_or_create(
            pk=1, defaults={"mode": "shadow", "scope": "allowlist", "kill_switch": False}
        )
        Account.objects.bulk_create(
            Account(
                external_id=BIG if i == 1 else f"bench-{i:07}",
                last_seq=big if i == 1 else per,
                allowlisted=i % 10 == 1,
                rollout_mode="enabled" if i % 30 == 1 else "shadow" if i % 10 == 1 else None,
                compaction_stuck=i % 997 == 0,
            )
            for i in range(1, n_accounts + 1)
        )
        accounts = list(Account.objects.filter(external_id__startswith="bench-"))
        Message.objects.bulk_create(
            (
                Message(
                    account=a,
                    seq=s,
                    external_id=f"m-{s}",
                    role="user" if s % 2 else "assistant",
                    content=f"Your balance is ₦84,250 ({s})" if s % 2 == 0 else f"Balance? ({s})",
                    created_at=now - timedelta(minutes=a.last_seq - s),
                    tools=None if s % 2 else ["get_balance"],
                    observed_at=None if s % 2 else now,
                    volatility=None if s % 2 else "live",
                    token_count=24,
                )
                for a in accounts
                for s in range(1, a.last_seq + 1)
            ),
            batch_size=5000,
        )
        ShadowRecord.objects.bulk_create(
            ShadowRecord(
                account=a,
                created_at=now - timedelta(minutes=k * 13),
                given=[{"role": "user", "content": "What is my balance?"}],
                engine=[{"role": "user", "content": "What is my balance?"}],
                given_tokens=400 + k,
                engine_tokens=380 + (k * 7) % 60,
                differs=k % 3 != 0,
                diff_kinds=[] if k % 3 == 0 else ["stamps"],
                diff_key="same" if k % 3 == 0 else "stamps",
            )
            for a in accounts
            if a.allowlisted
            for k in range(10)
        )
        AuditEntry.objects.bulk_create(
            AuditEntry(
                actor="bench",
                action="rollout.allow",
                target=f"bench-{i:07}",
                reason="generated for the console benchmark",
                before={"allowlisted": False},
                after={"allowlisted": True},
            )
            for i in range(n_accounts)
        )
