"""Shadow diffs with noise rules (SCREENS.md v1.2): real shadow turns through the API.

Stamps and masks the engine adds are expected changes, shown but not counted; "mostly
differs" only for dropped, added or changed content; records written before the rules
read the same; tool calls show as the account page shows them; each change of a diff
has previous/next links."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client

from accounts.models import Account, ShadowRecord
from accounts.shadow.selectors import shadow_summary
from memoryadmin.engine.shadow import diff, masks_match
from tests.console.conftest import tunde_history
from tests.console.test_turn_log import tool_history

pytestmark = pytest.mark.django_db


def test_stamps_alone_are_shown_but_not_counted(
    ops: Client, shadow_turn: Callable[..., None]
) -> None:
    shadow_turn("ada")  # the Tunde story: a live read, stamped by the engine
    record = ShadowRecord.objects.get()
    assert record.diff_kinds == ["stamps"] and not record.differs
    acct = Account.objects.get(external_id="ada")
    s = shadow_summary(account=acct)
    assert (s.turns, s.differ, s.mostly_differs) == (1, 0, False)
    page = ops.get("/accounts/ada/").content.decode()
    assert 'class="card warn" id="hub-shadow"' not in page  # no red badge for stamps
    listing = ops.get("/shadow/").content.decode()
    assert "stamps · expected" in listing
    detail = ops.get(f"/shadow/{record.pk}/").content.decode()
    assert "Same content" in detail and "Checked live at 15:35" in detail


def test_records_from_before_the_rules_read_the_same(
    ops: Client, shadow_turn: Callable[..., None]
) -> None:
    """Stamps-only records stored as differing (as written before the noise rules)."""
    for _ in range(3):
        shadow_turn("ada")
    ShadowRecord.objects.update(differs=True)  # what the code before the rules stored
    acct = Account.objects.get(external_id="ada")
    assert shadow_summary(account=acct).differ == 0
    assert 'class="card warn" id="hub-shadow"' not in ops.get("/accounts/ada/").content.decode()
    pk = ShadowRecord.objects.first().pk  # type: ignore[union-attr]
    assert "Same content" in ops.get(f"/shadow/{pk}/").content.decode()


def test_dropped_content_still_counts_and_changes_have_previous_next(
    ops: Client, shadow_turn: Callable[..., None], settings: Any
) -> None:
    settings.MEMORY_WINDOW_TOKENS = 140  # the chatty start ages out: dropped content
    shadow_turn("ada", tool_history(6))
    record = ShadowRecord.objects.get()
    assert "dropped" in record.diff_kinds and record.differs
    assert shadow_summary(account=record.account).mostly_differs
    body = ops.get(f"/shadow/{record.pk}/").content.decode()
    assert 'id="change-1"' in body and 'id="change-2"' in body and 'href="#change-2"' in body
    assert 'href="#change-1"' in body  # back from the second
    # The tool-call turn reads as the account page shows it, never an empty box.
    assert "→ calls get_group_status({&quot;group&quot;: &quot;ajo&quot;})" in body


def test_a_masked_secret_is_an_expected_change(
    ops: Client, shadow_turn: Callable[..., None]
) -> None:
    history = tunde_history()
    history.insert(1, {"role": "user", "content": "My PIN is 4321, remember it", "id": "p-1"})
    shadow_turn("ada", history)
    record = ShadowRecord.objects.get()
    assert "4321" not in str(record.engine)
    assert "dropped" not in record.diff_kinds and "added" not in record.diff_kinds
    assert "masked" in record.diff_kinds and not record.differs


def test_masks_match_only_what_a_mask_covers() -> None:
    assert masks_match("My PIN is [secret: PIN], ok", "My PIN is 4321, ok")
    assert masks_match("I saved for a [forgotten].", "I saved for a car.")
    assert not masks_match("My PIN is [secret: PIN], ok", "My PIN is 4321, not ok")
    assert not masks_match("no mask here", "no mask here")
    given = [{"role": "user", "content": "Pay Tobi 5000"}]
    assert diff(given, [{"role": "user", "content": "Pay [forgotten] 5000"}]).kinds == ("masked",)
    assert diff(given, [{"role": "user", "content": "Pay Tobi 6000"}]).differs
