"""Seed demo data by driving the real agent API, and print the demo logins.

Idempotent: running it twice adds nothing new (messages are posted with fixed ids).
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import Group, User
from django.core.management.base import BaseCommand
from rest_framework.test import APIClient

from accounts import services

DEMO_PASSWORD = "demo-pass-2026"
DEMO_USERS = {"ops": "ops", "support": "support", "reviewer": "reviewer", "viewer": "viewer"}

TUNDE = [
    {
        "id": "t-1",
        "role": "user",
        "content": "Has everyone paid into the Ajo group?",
        "created_at": "2026-11-29T15:34:00Z",
    },
    {
        "id": "t-2",
        "role": "assistant",
        "content": "Everyone except Tunde. Tunde hasn't paid his ₦200 yet.",
        "tools": ["get_group_status"],
        "created_at": "2026-11-29T15:35:05Z",
        "observed_at": "2026-11-29T15:35:00Z",
    },
    {
        "id": "t-3",
        "role": "user",
        "content": "OK. Send me the group invite link please.",
        "created_at": "2026-11-29T15:40:00Z",
    },
    {
        "id": "t-4",
        "role": "assistant",
        "content": "Here it is: https://flow.example/g/ajo-42",
        "tools": ["get_group_invite_link"],
        "created_at": "2026-11-29T15:40:03Z",
    },
]


class Command(BaseCommand):
    help = "Seed demo accounts through the real agent API and print the demo logins."

    def handle(self, *args: Any, **options: Any) -> None:
        for username, role in DEMO_USERS.items():
            user, created = User.objects.get_or_create(username=username)
            if created:
                user.set_password(DEMO_PASSWORD)
                user.save()
            user.groups.add(Group.objects.get(name=role))
        _, raw = services.api_key_create(name="demo-agent", actor="seed_demo")
        client = APIClient()
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
        services.rollout_allow(
            actor="seed_demo",
            external_ids=["ada-tunde"],
            mode="enabled",
            reason="Demo: the Tunde story, enabled",
        )
        for item in TUNDE:
            client.post("/api/v1/accounts/ada-tunde/messages", item, format="json")
        client.post(
            "/api/v1/accounts/ada-tunde/context",
            {
                "history": [
                    {"role": "system", "content": "You are Flow."},
                    {"role": "user", "content": "Is Tunde still pending?"},
                ]
            },
            format="json",
        )
        self.stdout.write(f"\nDemo logins (password for each: {DEMO_PASSWORD}):")
        for username, role in DEMO_USERS.items():
            self.stdout.write(f"  {username:<10} role {role}")
        self.stdout.write(
            "Console: http://127.0.0.1:8000/   API docs: http://127.0.0.1:8000/api/v1/docs/\n"
        )
