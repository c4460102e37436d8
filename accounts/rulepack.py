"""The rule pack the engine runs with (settings.MEMORY_RULE_PACK), and its summary validator."""

from __future__ import annotations

from functools import lru_cache

from django.conf import settings

from memoryadmin.engine.ports import RulePack
from memoryadmin.engine.validator import Validator
from memoryadmin.packs import load_pack


@lru_cache(maxsize=1)
def pack() -> RulePack:
    return load_pack(settings.MEMORY_RULE_PACK)


def validator() -> Validator:
    """The pack's summary rules: what compaction, redaction and the rule lab check against."""
    return Validator.for_pack(pack())
