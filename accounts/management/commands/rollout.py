"""Rollout from the command line; every change is audited like one in the console."""

from __future__ import annotations

import getpass
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from accounts.errors import InvalidInput
from accounts.messages.selectors import account_find
from accounts.models import DEFAULT_PROJECT, Mode, Scope
from accounts.projects import project_get
from accounts.rollout.selectors import rollout_resolve
from accounts.rollout.services import (
    rollout_allow,
    rollout_disallow,
    rollout_kill_switch,
    rollout_set_mode,
    rollout_set_project_mode,
)

# `set-mode global --project P`: the project follows the global mode again.
FOLLOW_GLOBAL = "global"


def _actor() -> str:
    try:
        return f"cli:{getpass.getuser()}"
    except Exception:
        return "cli"


class Command(BaseCommand):
    help = "Set the rollout mode, manage the allowlist, or explain an account's effective mode."

    def add_arguments(self, parser: CommandParser) -> None:
        sub = parser.add_subparsers(dest="action", required=True)
        p = sub.add_parser(
            "set-mode",
            help="Set the global mode, or with --project that project's own mode "
            "(MODE `global`: the project follows the global mode again).",
        )
        p.add_argument("mode")
        p.add_argument("--scope", choices=Scope.values)
        p.add_argument("--project", help="Set this project's own mode instead of the global one.")
        p.add_argument("--reason", required=True)
        p = sub.add_parser("allow", help="Put an account on the allowlist.")
        p.add_argument("account")
        p.add_argument("--mode", choices=[Mode.SHADOW, Mode.ENABLED])
        p.add_argument("--project", default=DEFAULT_PROJECT)
        p.add_argument("--reason", required=True)
        p = sub.add_parser("disallow", help="Take an account off the allowlist.")
        p.add_argument("account")
        p.add_argument("--project", default=DEFAULT_PROJECT)
        p.add_argument("--reason", required=True)
        p = sub.add_parser("kill-switch", help="Drop everything to disabled, or lift that.")
        p.add_argument("state", choices=["on", "off"])
        p.add_argument("--reason", required=True)
        p = sub.add_parser(
            "explain", help="The effective mode of an account, why, and which level decided."
        )
        p.add_argument("account")
        p.add_argument("--project", default=DEFAULT_PROJECT)

    def handle(self, *args: Any, **o: Any) -> None:
        try:
            self._handle(o)
        except InvalidInput as exc:
            raise CommandError(str(exc)) from exc

    def _handle(self, o: dict[str, Any]) -> None:
        action = o["action"]
        if action == "set-mode" and o["project"]:
            project = project_get(o["project"])
            follow = o["mode"] == FOLLOW_GLOBAL
            s = rollout_set_project_mode(
                actor=_actor(),
                project=project,
                mode=None if follow else o["mode"],
                scope=o["scope"],
                reason=o["reason"],
            )
            own = s.project_modes.get(str(project.pk))
            self.stdout.write(
                f"Project {project.slug} follows the global mode."
                if own is None
                else f"Project {project.slug} has its own mode: {own['mode']} for {own['scope']}."
            )
        elif action == "set-mode":
            s = rollout_set_mode(
                actor=_actor(), mode=o["mode"], scope=o["scope"], reason=o["reason"]
            )
            self.stdout.write(f"Global mode is now {s.mode} for the {s.scope}.")
        elif action == "allow":
            rollout_allow(
                actor=_actor(),
                external_ids=[o["account"]],
                mode=o["mode"],
                reason=o["reason"],
                project=project_get(o["project"]),
            )
            self.stdout.write(
                f"{o['account']} is on the allowlist"
                + (f" with mode {o['mode']}." if o["mode"] else ".")
            )
        elif action == "disallow":
            done = rollout_disallow(
                actor=_actor(),
                external_ids=[o["account"]],
                reason=o["reason"],
                project=project_get(o["project"]),
            )
            if not done:
                raise CommandError(f"No account {o['account']!r}; nothing changed.")
            self.stdout.write(f"{o['account']} is off the allowlist.")
        elif action == "kill-switch":
            rollout_kill_switch(actor=_actor(), on=o["state"] == "on", reason=o["reason"])
            self.stdout.write(f"Kill switch is {o['state']}.")
        elif action == "explain":
            project = project_get(o["project"])
            account = account_find(external_id=o["account"], project=project)
            r = rollout_resolve(account=account, project=project)
            if account is None:
                self.stdout.write(f"{o['account']} has not been seen yet in project {project}.")
            self.stdout.write(f"{o['account']}: {r.mode.value}")
            self.stdout.write(f"  project: {project.slug}")
            self.stdout.write(f"  decided by: {r.level}")
            for reason in r.reasons:
                self.stdout.write(f"  - {reason}")
