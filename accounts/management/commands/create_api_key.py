from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from accounts.apikeys import api_key_create
from accounts.errors import InvalidInput
from accounts.models import DEFAULT_PROJECT
from accounts.projects import project_get_or_create


class Command(BaseCommand):
    help = (
        "Create an API key for an agent. Prints the key alone on its last line; "
        "only its hash is stored."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("name")
        parser.add_argument(
            "--project",
            default=DEFAULT_PROJECT,
            help="The project whose accounts the key sees (default: default).",
        )
        parser.add_argument(
            "--create-project",
            action="store_true",
            help="Create the project when it does not exist (else an unknown project is refused).",
        )
        parser.add_argument(
            "--read-only",
            action="store_true",
            help="A key that reads but cannot write: 403 on every write.",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            project = project_get_or_create(
                slug=options["project"],
                create=options["create_project"],
                actor="manage.py",
                reason=f"create_api_key {options['name']} --create-project",
            )
            key, raw = api_key_create(
                name=options["name"], project=project, read_only=options["read_only"]
            )
        except InvalidInput as exc:
            raise CommandError(str(exc)) from exc
        self.stdout.write(
            f"Created API key {key.name!r} ({key.prefix}…) for project {project.slug!r}, "
            f"scope {key.scope}. It is shown once:"
        )
        self.stdout.write(raw)
