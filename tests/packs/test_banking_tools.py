"""The banking pack classifies every tool, and the build breaks when one is missing."""

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from django.core import checks

from memoryadmin.engine.types import Volatility
from memoryadmin.packs.banking import PACK, BankingTool, volatility
from memoryadmin.packs.banking.money import quotes_money


def test_every_tool_is_classified() -> None:
    for tool in BankingTool:
        assert isinstance(volatility(tool), Volatility)


def test_classified_by_meaning_not_by_name() -> None:
    assert volatility(BankingTool.GET_GROUP_INVITE_LINK) is Volatility.STABLE
    assert volatility(BankingTool.GET_GROUP_STATUS) is Volatility.LIVE
    assert volatility(BankingTool.GET_BALANCE) is Volatility.LIVE
    assert volatility(BankingTool.RELEASE_PAYOUT) is Volatility.EVENT
    assert PACK.volatility_of("not_a_tool") is None


@pytest.mark.parametrize(
    "text", ["₦200", "N5,000", "NGN 250,000", "$12.50", "₦250k", "5000 naira", "300,000 NGN"]
)
def test_money_is_detected(text: str) -> None:
    assert quotes_money(f"You have {text} left.")


@pytest.mark.parametrize(
    "text",
    [
        "2 of 3 members have paid",
        "Call me at 15:35",
        "Your NIN is pending",
        "in 2024",
        "BVN 22 digits",
    ],
)
def test_non_money_is_not(text: str) -> None:
    assert not quotes_money(text)


def test_system_check_fails_on_an_unclassified_tool(monkeypatch: pytest.MonkeyPatch) -> None:
    from accounts.checks import tools_classified

    assert tools_classified() == []
    original = PACK.volatility_of
    monkeypatch.setattr(
        PACK, "volatility_of", lambda name: None if name == "get_balance" else original(name)
    )
    errors = tools_classified()
    assert [e.id for e in errors] == ["memory.E003"]
    assert isinstance(errors[0], checks.Error) and "get_balance" in errors[0].msg


def test_mypy_rejects_a_missing_member(tmp_path: Path) -> None:
    """assert_never makes an unclassified tool a type error under mypy --strict."""
    src = Path("memoryadmin/packs/banking/tools.py").read_text()
    broken = src.replace("            | BankingTool.FREEZE_CARD\n", "")
    assert broken != src
    (tmp_path / "tools_broken.py").write_text(broken)
    (tmp_path / "tools_ok.py").write_text(src)
    base = [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--follow-imports=silent"]
    ok = subprocess.run([*base, str(tmp_path / "tools_ok.py")], capture_output=True, text=True)
    assert ok.returncode == 0, ok.stdout
    bad = subprocess.run([*base, str(tmp_path / "tools_broken.py")], capture_output=True, text=True)
    assert bad.returncode == 1
    assert "assert_never" in bad.stdout or "FREEZE_CARD" in bad.stdout, textwrap.shorten(
        bad.stdout, 500
    )
