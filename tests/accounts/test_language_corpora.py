"""The language corpora through the public paths, with their targets (issue 25).

Each corpus in tests/packs/corpora/ is scored by tests/accounts/language_scorer.py; run
with ``-s`` to see the figures and every miss. ``LANG_REPORT=path`` also writes them.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from rest_framework.test import APIClient

from tests.accounts.language_scorer import score
from tests.fakellm import FakeLLM

pytestmark = pytest.mark.django_db
CORPORA = Path(__file__).resolve().parent.parent / "packs" / "corpora"


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeLLM]:
    with FakeLLM() as fake:
        settings.MEMORY_LLM = fake.settings(timeout=5.0)
        yield fake


def _run(name: str, api: APIClient, llm: FakeLLM, settings: Any) -> Any:
    corpus = json.loads((CORPORA / name).read_text())
    report = score(api, llm, settings, corpus, prefix=name.split(".")[0].replace("_", "-"))
    text = report.text()
    print(f"\n== {name}\n{text}")
    out = os.environ.get("LANG_REPORT")
    if out:
        with open(out, "a") as f:
            f.write(f"== {name}\n{text}\n")
    return report


@pytest.mark.parametrize("name", sorted(p.name for p in CORPORA.glob("*.json")))
def test_corpus_scores(name: str, api: APIClient, llm: FakeLLM, settings: Any) -> None:
    _run(name, api, llm, settings)
