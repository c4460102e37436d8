"""Seed demo data by driving the real agent API, and print the demo logins.

The steps live in ``accounts.demo`` (``accounts.demo.steps.DEMO_STEPS``, in
order); each takes the ``Demo`` (an API client with a real key, a clock,
``say``). Idempotent: a second run adds nothing.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone
from rest_framework.test import APIClient

from accounts.apikeys import hash_key
from accounts.demo.conversations import DEMO_PASSWORD, DEMO_USERS
from accounts.demo.projects import grants_line
from accounts.demo.script import Demo
from accounts.demo.steps import DEMO_STEPS
from accounts.models import Account, ApiKey, ShadowRecord
from accounts.rollout.selectors import accounts_per_mode
from memoryadmin.settings import env_bool

# A fixed demo key (development data only), so a second run reuses it instead of minting another.
DEMO_API_KEY = "mk_demo_only_not_a_secret_0000000000000000"


def demo_client() -> APIClient:
    key_hash = hash_key(DEMO_API_KEY)
    if not ApiKey.objects.filter(key_hash=key_hash, revoked_at__isnull=True).exists():
        ApiKey.objects.filter(key_hash=key_hash).delete()
        ApiKey.objects.create(name="demo-agent", prefix=DEMO_API_KEY[:10], key_hash=key_hash)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {DEMO_API_KEY}")
    return client


def development() -> bool:
    """DEBUG on, or the process started with DJANGO_DEBUG=1 (settings.DEBUG's own source:
    a test runner turns DEBUG off while tests run, the deployment's choice stays)."""
    return bool(settings.DEBUG) or env_bool("DJANGO_DEBUG", False)


class Command(BaseCommand):
    help = "Seed demo accounts through the real agent API and print the demo logins."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument(
            "--port", type=int, default=8000, help="The port the console is served on."
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if not development():
            raise CommandError(
                "seed_demo refuses to run with DEBUG off: it creates a fixed, published API "
                "key and demo users with a known password. Run it on a development copy "
                "with DJANGO_DEBUG=1. Nothing was written."
            )
        # The conversations happened this morning, so shadow turns sit inside the retention.
        start = timezone.now().replace(minute=0, second=0, microsecond=0) - timedelta(hours=6)
        demo = Demo(client=demo_client(), now=start, say=self.stdout.write)
        for step in DEMO_STEPS:
            step(demo)
        per_mode = accounts_per_mode()
        self.stdout.write(
            f"Demo accounts: {Account.objects.count()} "
            f"({per_mode['enabled']} enabled, {per_mode['shadow']} shadow, "
            f"{per_mode['disabled']} disabled); shadow turns: {ShadowRecord.objects.count()}"
        )
        for note in demo.notes:
            self.stdout.write(f"  {note}")
        port = int(options.get("port") or 8000)
        self.stdout.write(
            f"\nConsole: http://127.0.0.1:{port}/   API docs: http://127.0.0.1:{port}/api/v1/docs/"
        )
        # The logins last, where a newcomer's eye lands.
        self.stdout.write(f"Demo logins (password for each: {DEMO_PASSWORD}):")
        for username, role in DEMO_USERS.items():
            self.stdout.write(f"  {username:<10} role {role}, {grants_line(username)}")
        self.stdout.write("")
