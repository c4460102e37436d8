"""The banking pack's summary rules (ENGINE.md section 4).

Filled in by the compaction work: each rule is a ``SummaryRule`` with a name,
an explanation the retry prompt and the console both use, and a check.
"""

from __future__ import annotations

from memoryadmin.engine.ports import SummaryRule

SUMMARY_RULES: list[SummaryRule] = []
SUMMARY_WORD_LIMIT = 200
