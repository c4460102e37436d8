from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from accounts.apikeys import api_key_create
from accounts.errors import InvalidInput


class Command(BaseCommand):
    help = (
        "Create an API key for an agent. Prints the key alone on its last line; "
        "only its hash is stored."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("name")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            key, raw = api_key_create(name=options["name"])
        except InvalidInput as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(f"Created API key {key.name!r} ({key.prefix}…). It is shown once:")
        self.stdout.write(raw)
