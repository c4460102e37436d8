"""Time a forget on an account full of stored artifacts, then roll everything back.

    python python -m tests.bench bench_forget --shadow 2000 --attempts 500 --messages 2000

Everything happens inside one transaction that is rolled back at the end, so
the database is left as it was. The redaction step runs in-process (the
offline rewrite), as the task would.
"""

from __future__ import annotations

import time
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand
from django.db import connection, reset_queries, transaction
from django.utils import timezone

from accounts.forgetting.redaction import forget_redact
from accounts.forgetting.scrub import checklist_verify
from accounts.forgetting.services import forget_fact
from accounts.messages.services import NewMessage, account_get_or_create, messages_append
from accounts.models import (
    Account,
    CompactionAttempt,
    CompactionBatch,
    Fact,
    ForgetRequest,
    ShadowRecord,
)

WORD = "Zanzibarella"
FILLER = "lorem ipsum dolor sit amet " * 20


class Command(BaseCommand):
    help = "Time forget, redaction, scrub and verification at a given size (rolled back)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--shadow", type=int, default=2000, help="shadow records (10 turns)")
        parser.add_argument("--attempts", type=int, default=500, help="compaction attempts")
        parser.add_argument("--messages", type=int, default=2000, help="stored messages")

    def handle(self, *args: Any, **opts: Any) -> None:
        with transaction.atomic():
            self._run(opts["shadow"], opts["attempts"], opts["messages"])
            transaction.set_rollback(True)

    def _run(self, n_shadow: int, n_attempts: int, n_messages: int) -> None:
        account = account_get_or_create(external_id=f"bench-forget-{time.time_ns()}")
        now = timezone.now()
        for start in range(0, n_messages, 500):
            messages_append(
                account=account,
                items=[
                    NewMessage(
                        external_id=f"m{i}",
                        role="user",
                        content=f"Message {i}: my wife {WORD} asks about plan {i}.",
                        created_at=now,
                    )
                    for i in range(start, min(start + 500, n_messages))
                ],
                known_ids=set(),
            )
        batch = CompactionBatch.objects.create(account=account, from_seq=1, to_seq=1)
        CompactionAttempt.objects.bulk_create(
            CompactionAttempt(
                batch=batch,
                account=account,
                number=1,
                prompt=[{"role": "user", "content": f"[#1 user] my wife {WORD} {FILLER}"}],
                candidate=f"Married to {WORD}.",
                model="bench",
                outcome="rejected_rule",
            )
            for _ in range(n_attempts)
        )
        turn = [{"role": "user", "content": f"my wife {WORD} {FILLER}"}] * 10
        ShadowRecord.objects.bulk_create(
            ShadowRecord(account=account, given=turn, engine=turn, given_tokens=1, engine_tokens=1)
            for _ in range(n_shadow)
        )
        Fact.objects.create(
            account=account,
            key="wife",
            kind="relationship",
            note=f"Wife is {WORD}",
            origin="stated",
        )
        Account.objects.filter(pk=account.pk).update(
            summary=f"He is married to {WORD}. He saves for a car."
        )
        account.refresh_from_db()

        debug, settings.DEBUG = settings.DEBUG, True  # count queries
        try:
            reset_queries()
            t0 = time.perf_counter()
            req = forget_fact(account=account, key="wife", actor="bench", reason="bench")
            t1 = time.perf_counter()
            q_forget = len(connection.queries)
            reset_queries()
            req = forget_redact(request_id=req.pk)
            t2 = time.perf_counter()
            q_redact = len(connection.queries)
            reset_queries()
            checklist_verify(request=ForgetRequest.objects.get(pk=req.pk))
            t3 = time.perf_counter()
            q_verify = len(connection.queries)
        finally:
            settings.DEBUG = debug
        self.stdout.write(
            f"{connection.vendor}: {n_shadow} shadow records, {n_attempts} attempts, "
            f"{n_messages} messages\n"
            f"  forget (transaction)          {t1 - t0:6.2f} s  {q_forget} queries\n"
            f"  redaction + scrub + verify    {t2 - t1:6.2f} s  {q_redact} queries"
            f"  -> {req.status}\n"
            f"  verify again                  {t3 - t2:6.2f} s  {q_verify} queries"
        )
