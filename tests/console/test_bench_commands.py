"""The console benchmark's commands work (the figures themselves come from running them)."""

from __future__ import annotations

from io import StringIO
from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from accounts.models import Account, Message, ShadowRecord
from tests.bench import command as bench_command

pytestmark = pytest.mark.django_db


def test_generate_then_measure(personas: Any) -> None:
    call_command(bench_command("generate_bench_data"), accounts=20, messages=400, stdout=StringIO())
    assert Account.objects.filter(external_id__startswith="bench-").count() == 20
    assert Message.objects.count() == 400
    assert ShadowRecord.objects.exists()
    out = StringIO()
    call_command(bench_command("bench_console"), runs=2, stdout=out)
    text = out.getvalue()
    for page in ("overview", "rollout", "shadow diffs", "account"):
        assert page in text
    with pytest.raises(CommandError, match="already here"):
        call_command(
            bench_command("generate_bench_data"), accounts=20, messages=400, stdout=StringIO()
        )


def test_wipe_is_refused_outside_a_bench_database() -> None:
    Account.objects.create(external_id="real-customer")
    with pytest.raises(CommandError, match="Refusing to wipe"):
        call_command(bench_command("generate_bench_data"), accounts=20, messages=400, wipe=True)
    assert Account.objects.filter(external_id="real-customer").exists()
