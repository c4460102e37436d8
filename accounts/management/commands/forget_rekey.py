"""Re-key stored forgotten-word digests to the current HMAC key id, from the message log.

    python manage.py forget_rekey [--account ID] [--dry-run] [--reason "…"]

Run after a rotation (a new key id added to MEMORY_AUDIT_HMAC_KEYS and made
MEMORY_AUDIT_HMAC_KEY_ID). Digests whose word or phrase is in a stored
message move to the current key; the rest keep their old key id, which must
stay in the keyring (the report names it). Audited per account; nothing is
printed but counts and key ids.
"""

from __future__ import annotations

import getpass
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from accounts.forgetting.rekey import digests_per_key_id, rekey
from accounts.forgotten import hmac_keyring
from accounts.messages.selectors import account_find
from memoryadmin.engine.keyring import KeyringError


def _actor() -> str:
    try:
        return f"cli:{getpass.getuser()}"
    except Exception:
        return "cli"


class Command(BaseCommand):
    help = "Re-key forgotten-word digests made under old key ids to the current key id."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--account", help="Only this account (its external id).")
        parser.add_argument(
            "--dry-run", action="store_true", help="Report what would move; change nothing."
        )
        parser.add_argument(
            "--reason",
            default="Re-key forgotten-word digests to the current key id after a rotation",
            help="Kept in the audit log.",
        )

    def handle(self, *args: Any, **o: Any) -> None:
        try:
            current = hmac_keyring().current
        except (RuntimeError, KeyringError) as exc:
            raise CommandError(str(exc)) from exc
        account = None
        if o["account"]:
            account = account_find(external_id=o["account"])
            if account is None:
                raise CommandError(f"No account {o['account']!r}; nothing changed.")
        reports = rekey(
            actor=_actor(), reason=o["reason"], account=account, dry_run=o["dry_run"]
        )
        verb = "would move" if o["dry_run"] else "moved"
        for r in reports:
            left = ", ".join(f"{n} under {k}" for k, n in sorted(r.left.items())) or "none"
            self.stdout.write(
                f"{r.external_id!r}: {r.rows} under old key ids, {verb} {r.rekeyed} to "
                f"{current}, left {left} ({r.messages_read} messages read)"
            )
            for key_id, n in sorted(r.no_secret.items()):
                self.stdout.write(
                    f"  {n} under {key_id} cannot be re-keyed: the keyring holds no secret for it"
                )
        total = sum(r.rekeyed for r in reports)
        self.stdout.write(
            f"{'Dry run: ' if o['dry_run'] else ''}{len(reports)} account(s), "
            f"{total} digest(s) {verb} to {current}."
        )
        # As stored now (a dry run changed nothing).
        per_key = digests_per_key_id()
        old = {k: n for k, n in sorted(per_key.items()) if k != current and n}
        if old:
            listed = ", ".join(f"{k} ({n})" for k, n in old.items())
            self.stdout.write(
                f"Still stored under old key ids: {listed}. Keep them in MEMORY_AUDIT_HMAC_KEYS: "
                "without its secret a digest matches nothing and its word would come back."
            )
        else:
            self.stdout.write(
                f"Every stored digest is under {current}: old key ids may leave the keyring."
            )
