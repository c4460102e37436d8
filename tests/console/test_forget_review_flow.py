"""Issue 14 on the forget, facts and review screens: prefilled forgets, a checklist that
does not claim checks that never ran, the status cards refreshing, and reviewing that
moves on after a verdict and is closed to the viewer."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from django.test import Client

from accounts import clock
from accounts.messages.services import account_get_or_create
from accounts.models import (
    Account,
    AuditEntry,
    CompactionAttempt,
    CompactionBatch,
    Fact,
    ForgetRequest,
    ForgottenWord,
    RefusedAccess,
)
from tests.accounts.forget_helpers import CANARY, haunted_account
from tests.console.test_forget_screen import failed_request, filed

pytestmark = pytest.mark.django_db
HX = {"HTTP_HX_REQUEST": "true"}


def offered_keys(html: str) -> list[str]:
    """The fact keys the page offers as buttons to choose from."""
    return [part.split('"', 1)[0] for part in html.split('data-fact-key="')[1:]]


# --- the prefilled forget form -----------------------------------------------------------


def test_a_link_with_words_fills_the_form_and_shows_the_preview_at_once(
    client_for: Callable[[str], Client],
) -> None:
    haunted_account()
    r = client_for("support").get("/forget/?account=ada&project=default&words=wife")
    assert r.status_code == 200
    html = r.content.decode()
    assert 'name="account" id="id_account" value="ada"' in html
    assert 'value="default"' in html and 'value="wife"' in html
    # The preview is on the page before anything is typed: the key and the name in its note.
    preview = html[html.index('id="forget-preview"') :]
    assert "Filing forgets exactly this" in preview
    assert "<code>wife</code>" in preview and f"<code>{CANARY.lower()}</code>" in preview
    assert "Nothing is filed until then" in html
    assert "no-store" in r["Cache-Control"]
    assert not ForgetRequest.objects.exists() and not ForgottenWord.objects.exists()
    assert Fact.objects.get(key="wife").active


def test_prefilled_words_the_fact_covers_are_not_added_again_and_others_are(
    client_for: Callable[[str], Client],
) -> None:
    haunted_account()
    html = (
        client_for("support")
        .get(f"/forget/?account=ada&project=default&words={CANARY},wife,Kokolette")
        .content.decode()
    )
    # "wife" is a fact key: it becomes the key; the canary is in its note (covered);
    # Kokolette is not, so it goes under "Also forget" and into the preview.
    assert 'id="id_key"' in html and 'value="wife"' in html
    assert 'name="extra"' in html and 'value="Kokolette"' in html
    assert "<code>kokolette</code>" in html


def test_prefilled_unknown_key_is_kept_with_the_account_keys_to_choose(
    client_for: Callable[[str], Client],
) -> None:
    haunted_account()
    r = client_for("support").get("/forget/?account=ada&project=default&words=husbnd")
    html = r.content.decode()
    assert 'value="husbnd"' in html
    assert "This account has no remembered fact with that key." in html
    assert offered_keys(html) == ["car", "wife"]
    assert not ForgetRequest.objects.exists()


def test_a_prefilled_word_already_forgotten_is_left_out_and_not_shown(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    account = haunted_account()
    filed(account, django_capture_on_commit_callbacks)
    html = (
        client_for("support")
        .get(f"/forget/?account=ada&project=default&words={CANARY},car")
        .content.decode()
    )
    assert CANARY not in html and CANARY.lower() not in html
    assert "1 word is already forgotten for this account and left out" in html
    assert 'value="car"' in html  # the other word still fills the key


def test_a_prefilled_link_for_an_unknown_account_says_so(
    client_for: Callable[[str], Client],
) -> None:
    html = client_for("support").get("/forget/?account=nobody&words=wife").content.decode()
    assert "No account with that id." in html and 'value="nobody"' in html


def test_only_support_gets_the_prefilled_form_and_its_words(
    client_for: Callable[[str], Client],
) -> None:
    haunted_account()
    html = client_for("viewer").get("/forget/?account=ada&words=wife").content.decode()
    assert "File a forget request" not in html and "<code>wife</code>" not in html


def test_a_link_without_words_lists_only_that_accounts_requests(
    client_for: Callable[[str], Client],
) -> None:
    ada = haunted_account()
    bob = Account.objects.create(external_id="bob")
    for account in (ada, bob):
        ForgetRequest.objects.create(
            account=account, key_id="k1", deadline=clock.now() + timedelta(days=30)
        )
    mine = ForgetRequest.objects.get(account=ada)
    theirs = ForgetRequest.objects.get(account=bob)
    html = client_for("viewer").get("/forget/?account=ada&project=default").content.decode()
    assert f'href="/forget/{mine.pk}/"' in html and f'href="/forget/{theirs.pk}/"' not in html
    assert "Requests of ada" in html and "Show every account" in html
    # The filters keep the account; the list refreshes on the same URL.
    assert '<input type="hidden" name="account" value="ada">' in html
    both = client_for("viewer").get("/forget/").content.decode()
    assert f'href="/forget/{mine.pk}/"' in both and f'href="/forget/{theirs.pk}/"' in both
    html = client_for("viewer").get("/forget/?account=carol").content.decode()
    assert "No account carol" in html


def test_empty_lists_say_why(client_for: Callable[[str], Client]) -> None:
    html = client_for("viewer").get("/forget/").content.decode()
    assert "No forget request yet" in html and "Nothing to show" not in html
    html = client_for("viewer").get("/forget/?status=failed").content.decode()
    assert "No request matches these filters" in html


# --- the filing form: type-ahead, keys to choose, the cards ---------------------------------


def test_account_type_ahead_lists_options(client_for: Callable[[str], Client]) -> None:
    haunted_account()
    account_get_or_create(external_id="adaeze")
    r = client_for("support").get("/forget/accounts/?account=ada", **HX)
    html = r.content.decode()
    assert r.status_code == 200 and html.lstrip().startswith('<ul id="account-options"')
    assert 'role="listbox"' in html and html.count('role="option"') == 2
    assert 'data-account="ada" data-project="default"' in html
    html = client_for("support").get("/forget/accounts/?account=zzz", **HX).content.decode()
    assert "No account matches" in html and 'role="option"' not in html
    assert client_for("viewer").get("/forget/accounts/?account=ada").status_code == 403


def test_choosing_an_account_offers_its_keys_without_an_error(
    client_for: Callable[[str], Client],
) -> None:
    haunted_account()
    r = client_for("support").post("/forget/preview/", {"account": "ada", "key": ""}, **HX)
    assert r.status_code == 200
    html = r.content.decode()
    assert offered_keys(html) == ["car", "wife"] and "Choose which fact of ada" in html
    assert "Give the key" not in html


def test_filing_with_an_unknown_key_keeps_it_and_offers_the_keys(
    client_for: Callable[[str], Client],
) -> None:
    haunted_account()
    r = client_for("support").post(
        "/forget/new/", {"account": "ada", "key": "husbnd", "reason": "asked"}, **HX
    )
    assert r.status_code == 422
    html = r.content.decode()
    assert 'value="husbnd"' in html and offered_keys(html) == ["car", "wife"]
    assert "no remembered fact with that key" in html
    assert not ForgetRequest.objects.exists()


def test_the_status_cards_refresh_on_forget_changed(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    haunted_account()
    support = client_for("support")
    page = support.get("/forget/").content.decode()
    assert 'hx-trigger="forget-changed from:body"' in page[page.index('id="forget-cards"') - 200 :]
    with django_capture_on_commit_callbacks(execute=True):
        r = support.post("/forget/new/", {"account": "ada", "key": "wife", "reason": "asked"}, **HX)
    assert r["HX-Trigger"] == "forget-changed"
    cards = support.get("/forget/?part=cards", **HX).content.decode()
    assert cards.lstrip().startswith('<section class="cards forget-cards" id="forget-cards"')
    clean = cards[cards.index('data-status="verified_clean"') :]
    assert '<div class="num">1</div>' in clean[: clean.index("</a>")]


# --- the checklist of a failed request ----------------------------------------------------


def _states(html: str) -> dict[str, str]:
    out = {}
    for part in html.split('<tr data-place="')[1:]:
        place, rest = part.split('"', 1)
        out[place] = rest.split('data-state="', 1)[1].split('"', 1)[0]
    return out


def test_a_failed_step_does_not_show_its_places_as_zero_checked(
    client_for: Callable[[str], Client], django_capture_on_commit_callbacks: Any
) -> None:
    req = failed_request(django_capture_on_commit_callbacks)
    assert req.error.startswith("model_error")
    html = client_for("viewer").get(f"/forget/{req.pk}/").content.decode()
    states = _states(html)
    assert states["summary"] == "unchecked" and states["replayed_window"] == "unchecked"
    assert states["facts"] == "clean" and states["shadow_records"] == "clean"
    summary_row = html[html.index('<tr data-place="summary"') :].split("</tr>", 1)[0]
    assert "0 ✓" not in summary_row and "not checked" in summary_row
    assert "the summary rewrite failed" in summary_row
    assert "failed on a step" in html


def test_a_request_with_no_stored_words_has_nothing_checked(
    client_for: Callable[[str], Client],
) -> None:
    account = Account.objects.create(external_id="bare")
    now = clock.now()
    checklist = {
        p: {"label": p, "hits": 0, "checked_at": now.isoformat()}
        for p in ("facts", "summary", "audit_entries")
    }
    req = ForgetRequest.objects.create(
        account=account,
        key_id="k1",
        deadline=now + timedelta(days=30),
        status="failed",
        error="error: RuntimeError",
        checklist=checklist,
    )
    html = client_for("viewer").get(f"/forget/{req.pk}/").content.decode()
    table = html[html.index('class="checklist"') :].split("</table>", 1)[0]
    assert set(_states(html).values()) == {"unchecked"} and "0 ✓" not in table


# --- facts: forget this fact --------------------------------------------------------------


def test_each_remembered_fact_links_to_its_prefilled_forget(
    client_for: Callable[[str], Client],
) -> None:
    haunted_account()
    html = client_for("support").get("/facts/account/ada/?project=default").content.decode()
    assert 'href="/forget/?account=ada&amp;project=default&amp;words=wife"' in html
    assert 'href="/forget/?account=ada&amp;project=default&amp;words=car"' in html
    assert '<div class="table-wrap"><table>' in html
    viewer = client_for("viewer").get("/facts/account/ada/?project=default").content.decode()
    assert "words=wife" not in viewer


def test_facts_empty_states_say_why(client_for: Callable[[str], Client]) -> None:
    Account.objects.create(external_id="quiet")
    html = client_for("viewer").get("/facts/account/quiet/").content.decode()
    assert "Nothing is remembered about quiet yet" in html
    assert "No proposal was refused for this account" in html
    assert "Nothing to show" not in html
    html = client_for("viewer").get("/facts/").content.decode()
    assert "No account has facts yet" in html and "No proposal has been refused yet" in html


# --- review ---------------------------------------------------------------------------------


def rejected_attempts(n: int, account_id: str = "rev-1") -> list[CompactionAttempt]:
    """``n`` rejected candidates, oldest first."""
    account = account_get_or_create(external_id=account_id)
    out = []
    for i in range(n):
        batch = CompactionBatch.objects.create(
            account=account, from_seq=1, to_seq=2, status=CompactionBatch.Status.REJECTED
        )
        out.append(
            CompactionAttempt.objects.create(
                batch=batch,
                account=account,
                number=1,
                prompt=[{"role": "user", "content": "[#1 user] I paid the group today."}],
                candidate=f"Tunde has paid the group, note {i}.",
                excerpt="has paid",
                model="fake-model",
                outcome=CompactionAttempt.Outcome.REJECTED_RULE,
                broken_rule="no_payment_status",
            )
        )
    return out


def test_a_verdict_moves_on_to_the_next_open_item(client_for: Callable[[str], Client]) -> None:
    a0, a1, a2 = rejected_attempts(3)
    reviewer = client_for("reviewer")
    # Newest first: a2, then a1, then a0. Judging a1 moves to a0 (the next older one).
    r = reviewer.post(
        f"/review/{a1.pk}/verdict/?rule=&state=open",
        {"verdict": "correct", "reason": "status claim"},
        **HX,
    )
    assert r.status_code == 200
    html = r.content.decode()
    assert html.lstrip().startswith('<div id="item"')
    assert f'action="/review/{a0.pk}/verdict/' in html
    assert "Verdict recorded on attempt 1 of rev-1: Correct rejection." in html
    assert r["HX-Push-Url"] == f"/review/{a0.pk}/?rule=&state=open"
    assert r["HX-Trigger"] == "review-changed"
    # Judging the oldest goes back to the newest still open.
    r = reviewer.post(
        f"/review/{a0.pk}/verdict/?state=open", {"verdict": "false_positive", "reason": "r"}, **HX
    )
    assert r["HX-Push-Url"] == f"/review/{a2.pk}/?rule=&state=open"
    # The last one: all caught up, in place of the item.
    r = reviewer.post(
        f"/review/{a2.pk}/verdict/?state=open", {"verdict": "correct", "reason": "r"}, **HX
    )
    html = r.content.decode()
    assert "All caught up" in html and "No rejected summary waits for review" in html
    assert r["HX-Push-Url"] == "/review/?rule=&state=open"
    assert AuditEntry.objects.filter(action="review.verdict").count() == 3
    # Without JavaScript: a redirect to the next item (here: the queue).
    a3 = rejected_attempts(1, "rev-2")[0]
    r = reviewer.post(f"/review/{a3.pk}/verdict/?state=open", {"verdict": "correct", "reason": "r"})
    assert r.status_code == 302 and r["Location"] == "/review/?rule=&state=open"


def test_the_empty_queue_is_a_helpful_state(client_for: Callable[[str], Client]) -> None:
    html = client_for("reviewer").get("/review/").content.decode()
    assert "All caught up:" in html and "Rejected summaries appear here when" in html
    assert "Nothing to show" not in html


def test_the_keys_are_listed_at_the_top(client_for: Callable[[str], Client]) -> None:
    (a0,) = rejected_attempts(1)
    html = client_for("reviewer").get(f"/review/{a0.pk}/").content.decode()
    legend = html.index('class="keys-legend"')
    assert legend < html.index("What the compactor saw")
    assert "<kbd>c</kbd> correct rejection" in html[legend : legend + 400]
    html = client_for("reviewer").get("/review/").content.decode()
    assert html.index('class="keys-legend"') < html.index('id="queues"')


REVIEW_PAGES = ["/review/", "/review/accepted/", "/review/{pk}/", "/review/?state=all"]


@pytest.mark.parametrize("who", ["viewer", "support"])
def test_the_review_screens_are_closed_to_viewer_and_support(
    who: str, client_for: Callable[[str], Client]
) -> None:
    (a0,) = rejected_attempts(1)
    c = client_for(who)
    before = RefusedAccess.objects.count()
    for url in REVIEW_PAGES:
        r = c.get(url.format(pk=a0.pk))
        assert r.status_code == 403, url
    for action in ("verdict", "keep"):
        r = c.post(f"/review/{a0.pk}/{action}/", {"verdict": "correct", "reason": "r"}, **HX)
        assert r.status_code == 403
    assert RefusedAccess.objects.count() == before + len(REVIEW_PAGES) + 2
    a0.refresh_from_db()
    assert a0.verdict == ""
    assert 'href="/review/"' not in c.get("/").content.decode()


@pytest.mark.parametrize("who", ["reviewer", "ops"])
def test_reviewer_and_ops_open_the_review_screens(
    who: str, client_for: Callable[[str], Client]
) -> None:
    (a0,) = rejected_attempts(1)
    c = client_for(who)
    for url in REVIEW_PAGES:
        assert c.get(url.format(pk=a0.pk)).status_code == 200, url
    assert 'href="/review/"' in c.get("/").content.decode()


def test_marking_an_accepted_summary_moves_on_to_the_next_older_one(
    client_for: Callable[[str], Client],
) -> None:
    older, newer = rejected_attempts(2, "acc-1")
    CompactionAttempt.objects.filter(pk__in=[older.pk, newer.pk]).update(
        outcome=CompactionAttempt.Outcome.ACCEPTED, broken_rule="", excerpt=""
    )
    reviewer = client_for("reviewer")
    r = reviewer.post(f"/review/{newer.pk}/verdict/", {"verdict": "missed", "reason": "r"}, **HX)
    assert r.status_code == 200 and r["HX-Push-Url"] == f"/review/{older.pk}/"
    r = reviewer.post(f"/review/{older.pk}/verdict/", {"verdict": "missed", "reason": "r"}, **HX)
    assert "End of the accepted sample" in r.content.decode()
    assert r["HX-Push-Url"] == "/review/accepted/"
