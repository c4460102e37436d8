"""``make bench-language`` runs: its four readers print a cost per item beside a token count."""

from __future__ import annotations

import re
from io import StringIO

from django.core.management import call_command

from tests.bench import command as bench_command


def test_the_language_bench_prints_each_reader_beside_a_token_count() -> None:
    out = StringIO()
    call_command(bench_command("bench_language"), rounds=1, every=40, stdout=out)
    row = re.compile(r"^([^\d\n]+?)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)$", re.M)
    rows = {m.group(1).strip(): float(m.group(4)) for m in row.finditer(out.getvalue())}
    assert set(rows) == {
        "replay mask, per message",
        "compactor's view, per conversation",
        "summary check, per sentence",
        "fact screens, per attack",
    }, out.getvalue()
    assert all(ratio > 0 for ratio in rows.values()), out.getvalue()
