"""Every console page in a real browser, at a phone's size and a desk's.

On the seeded demo, each page at 390x844 and 1440x900: nothing makes it wider than
the screen, no JavaScript error, no failed request. And the in-page actions behave
one way: a session that expired sends the browser to sign in (not into a panel), a
refusal shows a message, the menu opens at phone size with Sign out in it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from io import StringIO
from typing import Any

import pytest
from django.contrib.auth.models import Group, User
from django.contrib.sessions.models import Session
from django.core.management import call_command
from django.urls import URLPattern, reverse

from accounts.models import (
    CompactionAttempt,
    Fact,
    ForgetRequest,
    ShadowRecord,
    TurnRecord,
)
from memoryadmin.console import urls as console_urls
from tests.browser.conftest import DESK, PHONE, sign_in, wait_for
from tests.personas import grant_projects

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PASSWORD = "every-page-2026"
SIZES = ("390", "1440")  # names in tests.browser.conftest.VIEWPORTS

# URL names that are actions (POST) or fragments htmx asks for, not pages to open.
NOT_PAGES = {
    "account_timezone",
    "rollout_search",
    "rollout_check",
    "rollout_mode",
    "rollout_kill",
    "rollout_project_mode",
    "rollout_allow",
    "rollout_remove",
    "forget_file",
    "forget_preview",
    "forget_verify",
    "forget_retry",
    "forget_clear",
    "forget_check",
    "compaction_bulk",
    "compaction_failures",  # the Overview's failures panel, a fragment
    "compaction_action",
    "compaction_resume",
    "review_verdict",
    "review_keep",
    "key_create",
    "key_revoke",
    "access_grant",
    "access_revoke",
}


def _account_args() -> dict[str, str]:
    return {"external_id": "ada-tunde"}


# Pages whose URL needs an argument: how to find one in the demo data.
ARGS: dict[str, Callable[[], dict[str, Any]]] = {
    "account": _account_args,
    "facts_account": _account_args,
    "compaction_account": lambda: {
        "external_id": CompactionAttempt.objects.order_by("id").first().account.external_id  # type: ignore[union-attr]
    },
    "shadow_detail": lambda: {
        "pk": (
            ShadowRecord.objects.filter(diff_key__contains="dropped").first()
            or ShadowRecord.objects.first()
        ).pk  # type: ignore[union-attr]
    },
    "facts_message": lambda: {
        "pk": Fact.objects.exclude(source_message=None).first().source_message_id  # type: ignore[union-attr]
    },
    # A turn of the log (the demo's turns go through the real context API).
    "turn": lambda: {"pk": TurnRecord.objects.order_by("-id").first().pk},  # type: ignore[union-attr]
    "forget_detail": lambda: {"pk": ForgetRequest.objects.order_by("id").first().pk},  # type: ignore[union-attr]
    "review_item": lambda: {
        "pk": CompactionAttempt.objects.exclude(outcome="accepted").order_by("id").first().pk  # type: ignore[union-attr]
    },
}
QUERIES = {"rollout_explain": "?account=ada-tunde"}


def page_names() -> list[str]:
    return sorted(
        p.name
        for p in console_urls.urlpatterns
        if isinstance(p, URLPattern) and p.name and p.name not in NOT_PAGES
    )


def page_path(name: str) -> str:
    needs = ARGS.get(name)
    try:
        path = reverse(f"console:{name}", kwargs=needs() if needs else None)
    except Exception as exc:  # a new page with an argument nobody told this test about
        raise AssertionError(
            f"console:{name} needs an argument: add how to find one to ARGS in {__file__}"
            f" (or to NOT_PAGES when it is an action or a fragment): {exc}"
        ) from exc
    if name in {"account", "facts_account", "compaction_account"}:
        path += "?project=default"
    return path + QUERIES.get(name, "")


@dataclass
class Watch:
    """What went wrong on a page while it was watched: JS errors, failed requests."""

    problems: list[str] = field(default_factory=list)
    expected: set[int] = field(default_factory=set)

    def attach(self, page: Any) -> None:
        page.on("pageerror", lambda exc: self.problems.append(f"JS error: {exc}"))
        page.on("console", self._console)
        page.on("requestfailed", self._failed)
        page.on("response", self._response)

    def _console(self, msg: Any) -> None:
        if msg.type != "error":
            return
        # The browser and htmx log every 4xx/5xx answer; the expected ones are no problem.
        text = msg.text
        if any(f"status of {c}" in text or f"Error Code {c}" in text for c in self.expected):
            return
        self.problems.append(f"console: {text}")

    def _failed(self, request: Any) -> None:
        failure = request.failure or ""
        if "ERR_ABORTED" in failure:  # a navigation that replaced a pending request
            return
        self.problems.append(f"request failed: {request.method} {request.url} {failure}")

    def _response(self, response: Any) -> None:
        if response.status >= 400 and response.status not in self.expected:
            self.problems.append(f"{response.status} {response.request.method} {response.url}")


def widths(page: Any) -> tuple[int, int]:
    return page.evaluate(
        "[Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),"
        " window.innerWidth]"
    )


def person(username: str, *roles: str) -> User:
    user = User.objects.create_user(username, password=PASSWORD)
    for role in roles:
        user.groups.add(Group.objects.get_or_create(name=role)[0])
    return grant_projects(user)


@pytest.fixture
def demo(roles: None) -> None:
    call_command("seed_demo", stdout=StringIO())
    # Every role at once, so every page and its actions show.
    person("all_roles", "ops", "support", "reviewer", "viewer")
    person("vic_viewer", "viewer")


def test_every_page_fits_the_screen_without_errors(
    browser: Any, live_server: Any, demo: None, shot: Any
) -> None:
    names = page_names()
    assert {"overview", "audit", "shadow", "shadow_detail", "rollout"} <= set(names)
    paths = {name: page_path(name) for name in names}
    problems: list[str] = []
    for size in SIZES:
        page = sign_in(browser, live_server, "all_roles", size, password=PASSWORD)
        for name, path in paths.items():
            watch = Watch()
            watch.attach(page)
            page.goto(f"{live_server.url}{path}")
            page.wait_for_load_state("networkidle")
            assert "/login/" not in page.url, name
            wide, screen = widths(page)
            if wide > screen:
                problems.append(f"{name} at {size}: {wide} px wide on a {screen} px screen")
            problems += [f"{name} at {size}: {p}" for p in watch.problems]
            shot(page, f"every-{name}-{size}")
            # Listeners stay on the page: start each page with a fresh one.
            page.close()
            page = page.context.new_page()
        page.context.close()
    assert not problems, "\n".join(problems)


def test_an_expired_session_sends_the_browser_to_sign_in(
    browser: Any, live_server: Any, demo: None, shot: Any
) -> None:
    for size in SIZES:
        page = sign_in(browser, live_server, "all_roles", size, password=PASSWORD)
        page.goto(f"{live_server.url}/rollout/")
        # The session ends on the server (it expired, or was signed out elsewhere).
        Session.objects.all().delete()
        page.fill("form[hx-get$='/rollout/explain/'] input[name=account]", "ada-tunde")
        page.locator("form[hx-get$='/rollout/explain/'] button").click()
        page.wait_for_url("**/login/?next=*")
        assert page.url.startswith(f"{live_server.url}/login/?next=%2Frollout%2F"), page.url
        assert page.locator("#explain").count() == 0, "sign-in must not be inside a panel"
        assert page.locator("input[name=password]").count() == 1
        shot(page, f"every-session-expired-{size}")
        page.context.close()


def test_an_action_with_its_cookies_gone_also_goes_to_sign_in(
    browser: Any, live_server: Any, demo: None
) -> None:
    page = sign_in(browser, live_server, "all_roles", PHONE, password=PASSWORD)
    page.goto(f"{live_server.url}/rollout/")
    page.context.clear_cookies()  # no session, no CSRF cookie: a POST is refused before the view
    page.locator("form[hx-post$='/rollout/check/'] textarea").fill("ada-tunde")
    page.locator("form[hx-post$='/rollout/check/'] button[type=submit]").click()
    page.wait_for_url("**/login/?next=*")
    assert "/login/?next=%2Frollout%2F" in page.url
    page.context.close()


def test_a_refused_in_page_action_shows_a_message(
    browser: Any, live_server: Any, demo: None, shot: Any
) -> None:
    for size in SIZES:
        page = sign_in(browser, live_server, "vic_viewer", size, password=PASSWORD)
        watch = Watch(expected={403})
        watch.attach(page)
        page.goto(f"{live_server.url}/rollout/")
        # A viewer sees no kill switch; a stale page or a forced button still posts one.
        page.evaluate(
            """() => {
              const b = document.createElement('button');
              b.id = 'forced'; b.textContent = 'Switch everything off';
              b.setAttribute('hx-post', '/rollout/kill/');
              b.setAttribute('hx-vals', JSON.stringify({on: '0', reason: 'forced'}));
              b.setAttribute('hx-target', 'this');
              document.querySelector('main').prepend(b);
              htmx.process(b);
            }"""
        )
        page.click("#forced")
        toast = page.locator("#toasts .toast")
        toast.wait_for(state="visible", timeout=5000)
        assert "permission" in toast.inner_text()
        assert page.locator("#forced").is_enabled(), "the control comes back after the answer"
        assert page.locator("#toasts").get_attribute("aria-live") == "assertive"
        shot(page, f"every-refused-{size}", full_page=False)
        assert not watch.problems, watch.problems
        page.context.close()


def test_a_control_is_busy_while_its_request_runs(
    browser: Any, live_server: Any, demo: None
) -> None:
    page = sign_in(browser, live_server, "all_roles", DESK, password=PASSWORD)
    page.goto(f"{live_server.url}/rollout/")
    # Hold the answer back, so the busy state can be seen.
    held: list[Any] = []
    page.route("**/rollout/check/", lambda route: held.append(route))
    page.locator("form[hx-post$='/rollout/check/'] textarea").fill("ada-tunde")
    button = page.locator("form[hx-post$='/rollout/check/'] button[type=submit]")
    button.click()
    wait_for(page, "document.body.classList.contains('busy')")
    assert button.is_disabled() and button.get_attribute("aria-busy") == "true"
    # The bar fades in (a CSS transition): wait for it to be fully shown, not a mid-fade frame.
    wait_for(
        page, "getComputedStyle(document.querySelector('.progress')).opacity === '1'", timeout=5000
    )
    held[0].continue_()
    wait_for(page, "!document.body.classList.contains('busy')")
    assert page.locator("form[hx-post$='/rollout/check/'] button[type=submit]").is_enabled()
    page.context.close()


def test_a_failed_server_or_network_shows_a_message(
    browser: Any, live_server: Any, demo: None
) -> None:
    page = sign_in(browser, live_server, "all_roles", DESK, password=PASSWORD)
    page.goto(f"{live_server.url}/rollout/")
    page.route(
        "**/rollout/check/",
        lambda route: route.fulfill(
            status=500, body="<h1>Server Error</h1>", content_type="text/html"
        ),
    )
    page.locator("form[hx-post$='/rollout/check/'] textarea").fill("ada-tunde")
    page.locator("form[hx-post$='/rollout/check/'] button[type=submit]").click()
    toast = page.locator("#toasts .toast").last
    toast.wait_for(state="visible", timeout=5000)
    assert "Try again" in toast.inner_text()
    page.unroute("**/rollout/check/")
    page.route("**/rollout/check/", lambda route: route.abort("internetdisconnected"))
    page.locator("form[hx-post$='/rollout/check/'] button[type=submit]").click()
    page.locator("#toasts .toast", has_text="Could not reach the server").wait_for(timeout=5000)
    page.context.close()


def test_the_menu_at_phone_size_opens_with_sign_out(
    browser: Any, live_server: Any, demo: None, shot: Any
) -> None:
    page = sign_in(browser, live_server, "all_roles", PHONE, password=PASSWORD)
    header = page.locator("header.top")
    assert header.bounding_box()["height"] < 80, "the header is one line, not a stack of links"  # type: ignore[index]
    assert not page.locator("header nav >> text=Audit log").is_visible()
    page.click("header .menu-toggle")
    assert page.locator("header .menu-toggle").get_attribute("aria-expanded") == "true"
    sign_out = page.locator("header button", has_text="Sign out")
    assert sign_out.is_visible() and page.locator("header nav >> text=Audit log").is_visible()
    box = sign_out.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE[0]
    shot(page, "every-menu-open-390", full_page=False)
    page.click("header nav >> text=Audit log")
    page.wait_for_url("**/audit/")
    page.click("header .menu-toggle")
    page.locator("header button", has_text="Sign out").click()
    page.wait_for_url("**/login/**")
    page.context.close()

    wide = sign_in(browser, live_server, "all_roles", DESK, password=PASSWORD)
    assert not wide.locator("header .menu-toggle").is_visible()
    assert wide.locator("header button", has_text="Sign out").is_visible()
    wide.context.close()


def test_a_panel_showing_what_changed_refreshes_without_a_reload(
    browser: Any, live_server: Any, demo: None, shot: Any
) -> None:
    for size in SIZES:
        page = sign_in(browser, live_server, "all_roles", size, password=PASSWORD)
        page.goto(f"{live_server.url}/rollout/")
        page.evaluate("window.notReloaded = true")
        disabled = page.locator("#modes .card").nth(2).locator(".num")
        before = int(disabled.inner_text())
        form = page.locator("form[hx-post$='/rollout/allow/']").last
        account = "ada-tunde" if size == "390" else "bola-shadow-new"
        form.locator("textarea[name=ids]").fill(account)
        form.locator("select[name=mode]").select_option("disabled")
        form.locator("input[name=reason]").fill("browser test: counts follow the action")
        form.locator("button[type=submit]").click()
        wait_for(
            page,
            f"document.querySelector('#modes .card:nth-child(3) .num').textContent.trim()"
            f" === '{before + 1}'",
        )
        assert page.evaluate("window.notReloaded === true"), "the cards changed without a reload"
        shot(page, f"every-panel-refreshed-{size}", full_page=False)
        page.context.close()
