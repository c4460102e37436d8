"""The facts screen: badges, highlighted evidence, refusals, per message, across accounts."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from accounts.facts.services import fact_state, facts_screen_and_apply
from accounts.forgotten import hmac_secret
from accounts.messages.services import NewMessage, message_record
from accounts.models import (
    Account,
    CompactionAttempt,
    CompactionBatch,
    FactProposal,
    ForgetRequest,
    ForgottenWord,
    Message,
    RefusedAccess,
)
from memoryadmin.engine.forgetting import digest

pytestmark = pytest.mark.django_db
T0 = datetime(2026, 11, 29, 15, 0, tzinfo=UTC)
READERS = ["ops", "support", "reviewer", "viewer"]


def record(account: Account, ext: str, role: str, content: str) -> Message:
    m, _ = message_record(
        account=account,
        item=NewMessage(external_id=ext, role=role, content=content, created_at=T0),
    )
    return m


def compact(
    account: Account, msgs: list[Message], proposals: list[Any], model: str = "fake-model"
) -> CompactionBatch:
    batch = CompactionBatch.objects.create(
        account=account, from_seq=msgs[0].seq, to_seq=msgs[-1].seq, status="accepted"
    )
    attempt = CompactionAttempt.objects.create(
        batch=batch, account=account, number=1, prompt=[], model=model, outcome="accepted"
    )
    facts_screen_and_apply(
        account=account, batch=batch, attempt=attempt, proposals=proposals, batch_messages=msgs
    )
    return batch


def P(key: str, kind: str, note: str, evidence: str, confidence: float = 0.9) -> dict[str, Any]:
    return {"key": key, "kind": kind, "note": note, "evidence": evidence, "confidence": confidence}


@pytest.fixture
def ada() -> dict[str, Any]:
    account = Account.objects.create(external_id="ada")
    m1 = record(account, "m-1", "user", "Hello there. From now on, call me Ada, please.")
    m2 = record(account, "m-2", "assistant", "Sure Ada. Your rent is ₦300,000.")
    m3 = record(account, "m-3", "user", "My rent of 250,000 is due on the 25th every month.")
    first = compact(account, [m1, m2, m3], [P("title", "preference", "Likes Mrs", "call me Ada")])
    second = compact(
        account,
        [m1, m2, m3],
        [
            P("title", "preference", "Prefers to be called Ada", "call me Ada"),
            P(
                "rent",
                "commitment",
                "Rent of ₦250,000 due on the 25th monthly",
                "rent of 250,000 is due on the 25th every month",
            ),
            P(
                "rent_big",
                "commitment",
                "Rent of ₦300,000 monthly",
                "rent of 250,000 is due on the 25th every month",
            ),
            P("rent_said", "commitment", "Rent is 300,000", "Your rent is ₦300,000"),
            P("mama_tobi", "beneficiary_nickname", "Mama Tobi is the sister", "call me Ada"),
        ],
    )
    stated, _ = fact_state(
        account=account, key="bank", kind="transfer_purpose", note="Rent to Mr Obi"
    )
    return {
        "account": account,
        "m1": m1,
        "m3": m3,
        "first": first,
        "second": second,
        "stated": stated,
    }


def login(client: Client, personas: dict[str, Any], who: str = "viewer") -> Client:
    client.force_login(personas[who])
    return client


def urls(ada: dict[str, Any]) -> list[str]:
    return [
        "/facts/",
        "/facts/refused/",
        "/facts/account/ada/",
        f"/facts/messages/{ada['m1'].pk}/",
    ]


@pytest.mark.parametrize("role", READERS)
def test_every_role_reads(client: Client, personas: Any, ada: Any, role: str) -> None:
    login(client, personas, role)
    for url in urls(ada):
        assert client.get(url).status_code == 200, url


def test_outsider_is_refused_and_logged(client: Client, personas: Any, ada: Any) -> None:
    login(client, personas, "outsider")
    for url in urls(ada):
        assert client.get(url).status_code == 403
    assert RefusedAccess.objects.filter(needed="read").count() == 4


def test_anonymous_is_sent_to_log_in(client: Client, ada: Any) -> None:
    for url in urls(ada):
        r = client.get(url)
        assert r.status_code == 302 and "/login" in r["Location"]


def test_unknown_account_or_message_is_404(client: Client, personas: Any, ada: Any) -> None:
    login(client, personas)
    assert client.get("/facts/account/nobody/").status_code == 404
    assert client.get("/facts/messages/999999/").status_code == 404


def test_account_page_shows_each_fact_with_badge_evidence_batch_and_history(
    client: Client, personas: Any, ada: Any
) -> None:
    login(client, personas)
    html = client.get("/facts/account/ada/").content.decode()
    assert 'badge origin-stated">stated' in html and 'badge origin-inferred">inferred' in html
    assert "transfer_purpose" in html and "commitment" in html and "0.90" in html
    # The evidence quote highlighted inside its source message, whole words.
    assert "Hello there. From now on, <mark>call me Ada</mark>, please." in html
    assert "My <mark>rent of 250,000 is due on the 25th every month</mark>." in html
    # The batch that proposed it, and what it superseded.
    assert f"batch #{ada['second'].pk}" in html
    assert "supersedes inferred “Likes Mrs”" in html
    # Refused proposals with their screens.
    for screen in ("numbers", "never_inferred", "evidence_quote"):
        assert f">{screen}</span>" in html
    assert "Your rent is ₦300,000" in html  # the evidence the model gave, kept for review


def test_history_filter_shows_what_was_superseded(client: Client, personas: Any, ada: Any) -> None:
    login(client, personas)
    html = client.get("/facts/account/ada/?state=history").content.decode()
    assert "Likes Mrs" in html and "superseded by inferred “Prefers to be called Ada”" in html
    assert "Rent of ₦250,000" not in html
    stated_only = client.get("/facts/account/ada/?origin=stated").content.decode()
    assert "Rent to Mr Obi" in stated_only and "Prefers to be called Ada" not in stated_only


def test_refused_proposals_filter_by_screen(client: Client, personas: Any, ada: Any) -> None:
    login(client, personas)
    html = client.get("/facts/account/ada/?screen=numbers").content.decode()
    assert "Rent of ₦300,000 monthly" in html and "Mama Tobi is the sister" not in html


def test_which_facts_came_from_this_message(client: Client, personas: Any, ada: Any) -> None:
    login(client, personas)
    html = client.get(f"/facts/messages/{ada['m1'].pk}/").content.decode()
    assert "Prefers to be called Ada" in html and "Rent of ₦250,000" not in html
    assert "Mama Tobi is the sister" in html  # a proposal that quoted it, refused
    by_ref = client.get("/facts/account/ada/?message=m-3").content.decode()
    assert "Facts whose evidence came from it" in by_ref
    missing = client.get("/facts/account/ada/?message=m-404").content.decode()
    assert "No message m-404 in this account." in missing


def test_message_lookup_by_seq_through_htmx_swaps_only_its_fragment(
    client: Client, personas: Any, ada: Any
) -> None:
    login(client, personas)
    r = client.get(
        f"/facts/account/ada/?message=%23{ada['m3'].seq}",
        headers={"HX-Request": "true", "HX-Target": "message_facts"},
    )
    html = r.content.decode()
    assert r.status_code == 200 and "<html" not in html
    assert html.strip().startswith('<div id="message_facts">')
    assert "Rent of ₦250,000 due on the 25th monthly" in html
    assert "HX-Request" in r["Vary"]


def test_overview_counts_rejection_reasons_across_accounts(
    client: Client, personas: Any, ada: Any
) -> None:
    other = Account.objects.create(external_id="bola")
    m = record(other, "b-1", "user", "I want to buy airtime")
    compact(
        other,
        [m],
        [
            P("airtime", "goal", "Wants airtime", "I want to buy airtime"),
            P("x", "beneficiary_nickname", "Sister", "buy airtime"),
        ],
    )
    login(client, personas)
    r = client.get("/facts/")
    o = r.context["o"]
    counts = {s.screen: (s.proposals, s.accounts) for s in o.by_screen}
    assert counts == {
        "never_inferred": (2, 2),
        "numbers": (1, 1),
        "evidence_quote": (1, 1),
        "lasting": (1, 1),
    }
    assert o.by_screen[0].screen == "never_inferred"  # the most frequent first
    assert (o.accepted, o.rejected) == (
        FactProposal.objects.filter(accepted=True).count(),
        FactProposal.objects.filter(accepted=False).count(),
    )
    rows = {a.external_id: (a.active_facts, a.stated, a.inferred, a.refused) for a in o.accounts}
    assert rows == {"ada": (3, 1, 2, 3), "bola": (0, 0, 0, 2)}
    html = r.content.decode()
    assert "/facts/refused/?screen=never_inferred" in html and "bola" in html
    only = client.get("/facts/refused/?screen=lasting").content.decode()
    assert "Wants airtime" in only and "Mama Tobi" not in only


def test_nothing_shows_a_forgotten_word(client: Client, personas: Any, ada: Any) -> None:
    account = ada["account"]
    forget = ForgetRequest.objects.create(account=account, key_id="k1", forget_seq=3, deadline=T0)
    for word in ("tobi", "mama"):
        ForgottenWord.objects.create(
            account=account, request=forget, digest=digest(word, hmac_secret()), key_id="k1"
        )
    login(client, personas)
    for url in [*urls(ada), "/facts/account/ada/?state=all", "/facts/account/ada/?message=m-1"]:
        html = client.get(url).content.decode()
        assert "Tobi" not in html and "Mama" not in html, url
    assert "[forgotten]" in client.get("/facts/refused/").content.decode()


def _queries(client: Client, url: str) -> int:
    with CaptureQueriesContext(connection) as ctx:
        r = client.get(url)
    assert r.status_code == 200
    return len(ctx.captured_queries)


def test_fixed_queries_at_two_page_sizes(client: Client, personas: Any, ada: Any) -> None:
    account = ada["account"]
    msgs = [
        record(account, f"x-{i}", "user", f"I always like thing number {i} every day")
        for i in range(12)
    ]
    for i, m in enumerate(msgs):
        compact(
            account,
            [m],
            [
                P(f"thing_{i}", "personal", f"Likes thing {i}", f"thing number {i}"),
                P(f"nope_{i}", "goal", f"Goal {i}", f"thing number {i}"),
                P(f"bad_{i}", "shoe_size", f"Size {i}", f"thing number {i}"),
            ],
        )
    for i in range(12):
        other = Account.objects.create(external_id=f"acct-{i:02}")
        fact_state(account=other, key="k", kind="personal", note=f"Note {i}")
        forget = ForgetRequest.objects.create(account=other, key_id="k1", deadline=T0)
        ForgottenWord.objects.create(account=other, request=forget, digest="0" * 64, key_id="k1")
        compact(other, [record(other, "o-1", "user", "hello")], [P("k2", "personal", "n", "hi")])
    login(client, personas)
    client.get("/facts/")  # warm the session and the role cache's first queries
    counts: dict[str, int] = {}
    for url in [
        "/facts/?per_page={}",
        "/facts/refused/?per_page={}",
        "/facts/account/ada/?state=all&per_page={}",
        "/facts/account/ada/?per_page={}&message=x-3",
        f"/facts/messages/{msgs[0].pk}/?per_page={{}}",
    ]:
        small, large = _queries(client, url.format(2)), _queries(client, url.format(20))
        assert small == large, (url, small, large)
        counts[url] = large
    # Session, user, roles and project grants take four; each page's own reads are bounded,
    # and a page of one account's facts writes its read to the audit log (one more).
    assert counts == {
        "/facts/?per_page={}": 4 + 4,
        "/facts/refused/?per_page={}": 4 + 3,
        "/facts/account/ada/?state=all&per_page={}": 4 + 8 + 1,
        "/facts/account/ada/?per_page={}&message=x-3": 4 + 8 + 4 + 1,
        f"/facts/messages/{msgs[0].pk}/?per_page={{}}": 4 + 5 + 1,
    }, counts
    page = client.get("/facts/account/ada/?state=all&per_page=20").context["a"]
    refused = FactProposal.objects.filter(account=account, accepted=False).count()
    assert len(page.facts) == 16 and len(page.proposals) == 20 and refused > 20


@pytest.mark.parametrize(
    ("url", "target"),
    [
        ("/facts/?q=ad", "fact_accounts"),
        ("/facts/refused/?screen=never_inferred", "fact_rejections"),
        ("/facts/account/ada/?origin=inferred", "account_facts"),
        ("/facts/account/ada/?screen=numbers", "account_proposals"),
    ],
)
def test_htmx_filters_swap_only_their_list(
    client: Client, personas: Any, ada: Any, url: str, target: str
) -> None:
    login(client, personas)
    r = client.get(url, headers={"HX-Request": "true", "HX-Target": target})
    html = r.content.decode()
    assert r.status_code == 200 and "<html" not in html
    assert html.strip().startswith(f'<div id="{target}">')
    full = client.get(url).content.decode()
    assert "<html" in full and f'hx-target="#{target}"' in full  # same URL with and without htmx


def test_refusals_narrow_to_one_model_and_to_recent_days(
    client: Client, personas: Any, ada: Any
) -> None:
    other = Account.objects.create(external_id="bola")
    m = record(other, "b-1", "user", "I want to buy airtime")
    compact(other, [m], [P("airtime", "goal", "Wants airtime", "I want to buy airtime")], "gpt-x")
    FactProposal.objects.filter(model="fake-model").update(created_at=T0 - timedelta(days=40))
    login(client, personas)
    o = client.get("/facts/").context["o"]
    assert dict(o.models) == {"fake-model": 6, "gpt-x": 1}
    o = client.get("/facts/?model=gpt-x").context["o"]
    assert [(s.screen, s.proposals) for s in o.by_screen] == [("lasting", 1)]
    assert (o.total, o.accepted) == (1, 0)
    o = client.get("/facts/?days=30").context["o"]
    assert [s.screen for s in o.by_screen] == ["lasting"]
    o = client.get("/facts/?days=13").context["o"]  # not an offered period: every day counts
    assert o.days is None and o.total == 7
    r = client.get("/facts/?model=gpt-x", headers={"HX-Request": "true", "HX-Target": "refusals"})
    assert r.content.decode().strip().startswith('<div id="refusals"')
    html = client.get("/facts/refused/?model=gpt-x").content.decode()
    assert "Wants airtime" in html and "Mama Tobi" not in html


def test_account_page_shows_each_keys_chain_with_its_quotes(
    client: Client, personas: Any, db: Any
) -> None:
    """Issue 26: a stated fact superseded by the user's newer words, under the current one."""
    account = Account.objects.create(external_id="tunde")
    fact_state(account=account, key="city", kind="personal", note="Lives in Lagos")
    said = "Quick update: I have moved to Abuja now, I live in Abuja since last week."
    when = datetime.now(UTC) + timedelta(days=1)  # said after the statement
    m, _ = message_record(
        account=account,
        item=NewMessage(external_id="t1", role="user", content=said, created_at=when),
    )
    compact(
        account,
        [m],
        [P("city", "personal", "Lives in Abuja", "I live in Abuja since last week")],
    )
    login(client, personas)
    html = client.get("/facts/account/tunde/").content.decode()
    chain = html.split('<ol class="chain"', 1)[1].split("</ol>", 1)[0]
    assert "Lives in Lagos" in chain and ">stated<" in chain
    assert "when the user wrote “I live in Abuja since last week”" in chain
    assert "until " in chain
    # The current fact, with its quote highlighted in its source message.
    assert "<mark>I live in Abuja since last week</mark>" in html
