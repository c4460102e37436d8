"""The turn log on the account page (SCREENS.md v1.2): what each recent turn sent the model.

The account page lists the newest turns; each opens (an htmx fragment, or a page of its
own without JavaScript) to what the model was sent beside the agent's own history, the
differences marked: the added context message, the stamps, the older messages dropped.
Opening a turn reads customer messages, so it is written to the audit log.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_GET

from accounts.audit import audit_read
from accounts.forgotten import mask_for
from accounts.models import Account, TurnRecord
from accounts.shadow.selectors import DiffBlock, DiffRow, align, blocks_of
from accounts.turnlog import tokens_of, turn_log
from memoryadmin.console.access import object_or_404, require
from memoryadmin.console.paging import render_page

SHOWN = 20


@dataclass(frozen=True)
class TurnRow:
    """A turn as the account page lists it."""

    record: TurnRecord
    tokens: int
    given_tokens: int

    @property
    def delta(self) -> int:
        return self.tokens - self.given_tokens


def turn_rows(*, account: Account, limit: int = SHOWN) -> list[TurnRow]:
    """The account's newest turns with their token counts: one query."""
    return [
        TurnRow(r, tokens_of(r.messages or []), tokens_of(r.given or []))
        for r in turn_log(account=account, limit=limit)
    ]


@dataclass(frozen=True)
class TurnDetail:
    row: TurnRow
    rows: list[DiffRow]
    counts: dict[str, int]

    @cached_property
    def blocks(self) -> list[DiffBlock]:
        return blocks_of(self.rows)

    @property
    def anchor(self) -> str:
        """The prefix of this turn's change anchors (several turns may share a page)."""
        return f"turn-{self.row.record.pk}-change"


@require_GET
@require("read")
def turn(request: HttpRequest, pk: int) -> HttpResponse:
    record = object_or_404(
        request.user,
        TurnRecord.objects.select_related("account__project"),
        "No such turn (the log keeps only each account's latest turns).",
        pk=pk,
    )
    acct = record.account
    rows, counts = align(record.given or [], record.messages or [], mask_for(acct))
    audit_read(reader=request.user, what="turn", account=acct, item=f"turn {record.pk}", turn=pk)
    detail = TurnDetail(
        TurnRow(record, tokens_of(record.messages or []), tokens_of(record.given or [])),
        rows,
        counts,
    )
    ctx: dict[str, Any] = {"t": detail, "account": acct}
    return render_page(request, "console/turn.html", ctx, fragment="turn")
