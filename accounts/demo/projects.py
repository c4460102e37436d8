"""The demo's second project and who is granted what, so scoping by project shows.

A second bank's agent (project ``kora-bank``, its own API key) records two
customers through the real API, one in shadow with a shadow turn. The demo
logins are granted: ops every project, support both projects, the reviewer
``default`` only and the viewer ``kora-bank`` only (signing in as the viewer
shows one bank's accounts and nothing of the other's).
"""

from __future__ import annotations

from django.contrib.auth.models import User
from rest_framework.test import APIClient

from accounts.apikeys import hash_key
from accounts.demo.conversations import ACTOR, SYSTEM
from accounts.demo.script import Demo, Line, message_item
from accounts.grants import grant
from accounts.messages.selectors import account_find
from accounts.models import ApiKey, Project, ProjectGrant, ShadowRecord
from accounts.projects import project_create, project_find
from accounts.rollout.services import rollout_allow

SECOND = "kora-bank"
# A fixed demo key for the second project (development data only), reused by a second run.
SECOND_API_KEY = "mk_demo_kora_only_not_a_secret_00000000000000"

# What each demo login is granted: None is every project.
DEMO_GRANTS: dict[str, list[str] | None] = {
    "ops": None,
    "support": ["default", SECOND],
    "reviewer": ["default"],
    "viewer": [SECOND],
}

MUSA: list[Line] = [
    ("user", "Good morning. Please remind me to pay the school fees on Friday.", None),
    ("assistant", "Noted: school fees on Friday. Shall I set a reminder?", []),
    ("user", "Yes please, and call my sister Zainab 'Zee' in transfers.", None),
    ("assistant", "Done: Zee is Zainab in your transfers.", []),
]
NNEKA: list[Line] = [
    ("user", "What is my balance?", None),
    ("assistant", "Your balance is ₦54,300.", ["get_balance"]),
]


def _second_project() -> Project:
    found = project_find(SECOND)
    if found is not None:
        return found
    return project_create(
        slug=SECOND, name="Kora Bank (second demo bank)", actor=ACTOR, reason="Demo: a second bank"
    )


def _client(project: Project) -> APIClient:
    key_hash = hash_key(SECOND_API_KEY)
    if not ApiKey.objects.filter(key_hash=key_hash, revoked_at__isnull=True).exists():
        ApiKey.objects.filter(key_hash=key_hash).delete()
        ApiKey.objects.create(
            name="kora-agent", prefix=SECOND_API_KEY[:10], key_hash=key_hash, project=project
        )
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {SECOND_API_KEY}")
    return client


def step_second_project(demo: Demo) -> None:
    project = _second_project()
    kora = Demo(client=_client(project), now=demo.now, say=demo.say, notes=demo.notes)
    musa = account_find(external_id="kora-musa", project=project)
    if musa is None or not musa.allowlisted:
        rollout_allow(
            actor=ACTOR,
            external_ids=["kora-musa"],
            mode="shadow",
            reason="Demo: the second bank tries shadow",
            project=project,
        )
    for external_id, lines in (("kora-musa", MUSA), ("kora-nneka", NNEKA)):
        items = [message_item(external_id, n, line, kora) for n, line in enumerate(lines)]
        for item in items:
            kora.post_message(external_id, item)
        if (
            external_id == "kora-musa"
            and not ShadowRecord.objects.filter(
                account__project=project, account__external_id=external_id
            ).exists()
        ):
            question = {"role": "user", "content": "Who is Zee again?"}
            kora.context(external_id, [SYSTEM, *items, question], kora.at(20))
    demo.notes.append(f"{'kora-musa':<14} project {SECOND}: a second bank, in shadow")
    demo.notes.append(f"{'kora-nneka':<14} project {SECOND}: not on its allowlist")


def step_grants(demo: Demo) -> None:
    """Each demo login's projects (granted once: a second run adds nothing)."""
    for username, slugs in DEMO_GRANTS.items():
        user = User.objects.get(username=username)
        if slugs is None:
            if not ProjectGrant.objects.filter(user=user, every_project=True).exists():
                grant(user=user, project=None, actor=ACTOR, reason="Demo: ops see every project")
            continue
        for slug in slugs:
            project = project_find(slug)
            assert project is not None
            if not ProjectGrant.objects.filter(user=user, project=project).exists():
                grant(user=user, project=project, actor=ACTOR, reason=f"Demo: {username} {slug}")


def grants_line(username: str) -> str:
    """What the printout says a demo login sees."""
    slugs = DEMO_GRANTS.get(username)
    return "every project" if slugs is None else "project " + ", ".join(slugs) + " only"
