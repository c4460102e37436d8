"""Kept regression cases reach the file the pack's tests load."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.core.management import call_command

from accounts.models import RegressionCase


def test_export_adds_kept_cases_once_and_keeps_the_old(db: Any, tmp_path: Path) -> None:
    path = tmp_path / "regressions.json"
    path.write_text(
        json.dumps(
            {
                "about": "x",
                "cases": [{"text": "Old case.", "expect": "accept", "rule": "", "why": "kept"}],
            }
        )
    )
    RegressionCase.objects.create(
        text="Tunde has paid.",
        expect="reject",
        rule="no_payment_status",
        why="field",
        created_by="remi",
    )
    call_command("export_regression_cases", path=str(path))
    call_command("export_regression_cases", path=str(path))
    cases = json.loads(path.read_text())["cases"]
    assert [c["text"] for c in cases] == ["Old case.", "Tunde has paid."]
    assert cases[1]["expect"] == "reject" and cases[1]["rule"] == "no_payment_status"
