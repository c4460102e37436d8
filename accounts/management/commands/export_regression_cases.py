"""Write the reviewers' kept regression cases into the banking pack's regressions.json.

The file is what tests/packs/test_banking_rules.py loads, so a case kept in
the console becomes a test once this runs and the file is committed. Cases
already in the file are kept; a case is identified by its text and verdict.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from accounts.review.selectors import regression_cases_export

DEFAULT = Path(settings.BASE_DIR) / "memoryadmin" / "packs" / "banking" / "regressions.json"


class Command(BaseCommand):
    help = "Export kept regression cases to memoryadmin/packs/banking/regressions.json."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--path", default=str(DEFAULT))

    def handle(self, *args: Any, **options: Any) -> None:
        path = Path(options["path"])
        existing: list[dict[str, Any]] = []
        if path.exists():
            existing = list(json.loads(path.read_text()).get("cases", []))
        exported = regression_cases_export()
        seen = {(c["text"], c["expect"]) for c in existing}
        added = [c for c in exported["cases"] if (c["text"], c["expect"]) not in seen]
        data = {"about": exported["about"], "cases": existing + added}
        path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
        self.stdout.write(f"{len(added)} case(s) added, {len(existing) + len(added)} in {path}")
