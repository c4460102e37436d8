"""``python manage.py mcp_stdio --key KEY``: the MCP tools over stdio (API.md v1.2 "MCP").

An MCP client (a desktop assistant, an agent framework) starts this command
and speaks MCP on its stdin and stdout. The key decides the project, as on
the HTTP API; it is checked once here (a bad key: a clear error on stderr and
exit status 2, before any MCP traffic) and again on every call, so a key
revoked while the client runs stops working within MEMORY_API_KEY_CACHE_SECONDS,
as on the API. Logs go to stderr.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import close_old_connections
from mcp.server.mcpserver import Context
from rest_framework import exceptions

from accounts.api.auth import key_for_raw
from accounts.mcp.tools import memory_server
from accounts.models import ApiKey

# What an unusable key exits with: 2, as for a bad command line.
BAD_KEY = 2


class Command(BaseCommand):
    help = (
        "Serve the memory engine's MCP tools (recall, remember, forget) over stdio, "
        "as the project of the given API key."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--key",
            required=True,
            help="An engine API key (python manage.py create_api_key NAME): its project "
            "is the one whose accounts the tools see.",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        raw: str = options["key"].strip()
        try:
            key = key_for_raw(raw)
        except exceptions.AuthenticationFailed as exc:
            raise CommandError(
                f"{exc.detail} Create one with: python manage.py create_api_key NAME",
                returncode=BAD_KEY,
            ) from exc
        finally:
            close_old_connections()
        self.stderr.write(
            f"MCP over stdio for project {key.project.slug!r} with key {key.name!r} "
            f"({key.prefix}…, {key.scope})."
        )

        def key_of(_ctx: Context) -> ApiKey:
            # Checked on every call (cached like the API's): a revoked key stops here.
            return key_for_raw(raw)

        memory_server(key_of).run("stdio")
