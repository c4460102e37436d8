"""List API keys, or revoke one by its prefix (audited)."""

from __future__ import annotations

import getpass
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from accounts.apikeys import api_key_by_prefix, api_key_revoke, api_keys
from accounts.errors import InvalidInput


def _actor() -> str:
    try:
        return f"cli:{getpass.getuser()}"
    except Exception:
        return "cli"


def _when(value: Any) -> str:
    return value.strftime("%Y-%m-%d %H:%M") if value is not None else "never"


class Command(BaseCommand):
    help = "List API keys (prefix, name, project, scope, created, last used, revoked), or revoke."

    def add_arguments(self, parser: CommandParser) -> None:
        sub = parser.add_subparsers(dest="action", required=True)
        p = sub.add_parser("list", help="Every key; never the key itself.")
        p.add_argument("--project", default="", help="Only this project's keys.")
        p = sub.add_parser(
            "revoke", help="Revoke a key: refused within MEMORY_API_KEY_CACHE_SECONDS."
        )
        p.add_argument("prefix", help="The key's prefix as `api_keys list` shows it.")
        p.add_argument("--reason", required=True)

    def handle(self, *args: Any, **o: Any) -> None:
        try:
            if o["action"] == "list":
                self._list(o["project"])
            else:
                key = api_key_revoke(
                    key=api_key_by_prefix(o["prefix"]), actor=_actor(), reason=o["reason"]
                )
                self.stdout.write(
                    f"Revoked {key.prefix}… ({key.name!r}, project {key.project.slug!r})."
                )
        except InvalidInput as exc:
            raise CommandError(str(exc)) from exc

    def _list(self, project: str) -> None:
        header = ("PREFIX", "NAME", "PROJECT", "SCOPE", "CREATED", "LAST USED", "REVOKED")
        rows = [header]
        for k in api_keys(project=project):
            revoked = (
                f"{_when(k.revoked_at)} by {k.revoked_by}: {k.revoked_reason}"
                if k.revoked_at
                else "no"
            )
            rows.append(
                (
                    k.prefix,
                    k.name,
                    k.project.slug,
                    k.scope,
                    _when(k.created_at),
                    _when(k.last_used_at),
                    revoked,
                )
            )
        widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
        widths[-1] = 0  # the last column is not padded
        for r in rows:
            cells = (c.ljust(w) for c, w in zip(r, widths, strict=True))
            self.stdout.write("  ".join(cells).rstrip())
        if len(rows) == 1:
            self.stdout.write("No API keys.")
