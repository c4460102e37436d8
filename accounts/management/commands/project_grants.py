"""Which projects console users see: list the grants, grant or take one back (audited).

The console's Access screen does the same for ops granted every project; this is the
way in when nobody is yet (a deployment without a superuser).
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from accounts import grants
from accounts.errors import InvalidInput
from accounts.management.commands.api_keys import _actor
from accounts.models import ProjectGrant
from accounts.projects import project_get


class Command(BaseCommand):
    help = "List console users' project grants, or grant or take back a project (or every one)."

    def add_arguments(self, parser: CommandParser) -> None:
        sub = parser.add_subparsers(dest="action", required=True)
        sub.add_parser("list", help="Every grant: user, project (or every project), by whom.")
        for name, text in (("grant", "Grant a project"), ("revoke", "Take a grant back")):
            p = sub.add_parser(name, help=f"{text}, audited with the reason.")
            p.add_argument("username")
            which = p.add_mutually_exclusive_group(required=True)
            which.add_argument("--project", help="A project's slug.")
            which.add_argument("--every", action="store_true", help="Every project.")
            p.add_argument("--reason", required=True)

    def handle(self, *args: Any, **o: Any) -> None:
        try:
            if o["action"] == "list":
                self._list()
                return
            user = self._user(o["username"])
            project = None if o["every"] else project_get(o["project"])
            label = grants.grant_label(every=project is None, project=project)
            if o["action"] == "grant":
                grants.grant(user=user, project=project, actor=_actor(), reason=o["reason"])
                self.stdout.write(f"{user.get_username()} is granted {label}.")
                return
            held = ProjectGrant.objects.filter(
                user=user, project=project, every_project=project is None
            ).first()
            if held is None:
                raise InvalidInput(f"{user.get_username()} is not granted {label}.")
            grants.revoke(grant=held, actor=_actor(), reason=o["reason"])
            self.stdout.write(f"{user.get_username()} is no longer granted {label}.")
        except InvalidInput as exc:
            raise CommandError(str(exc)) from exc

    def _user(self, username: str) -> Any:
        found = get_user_model().objects.filter(username=username).first()
        if found is None:
            raise InvalidInput(f"No user {username!r}.")
        return found

    def _list(self) -> None:
        rows = ProjectGrant.objects.select_related("user", "project").order_by(
            "user__username", "-every_project", "project__slug"
        )
        for g in rows:
            what = grants.grant_label(every=g.every_project, project=g.project)
            by = f" by {g.granted_by}" if g.granted_by else ""
            self.stdout.write(f"{g.user.get_username():<20} {what}{by}")
        if not rows:
            self.stdout.write("No grants: console users see no project until granted one.")
