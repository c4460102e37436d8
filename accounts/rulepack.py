"""The rule pack the engine runs with (settings.MEMORY_RULE_PACK), its summary validator,
and its vocabulary for secrets and authority (ENGINE.md section 8)."""

from __future__ import annotations

from functools import lru_cache

from django.conf import settings

from memoryadmin.engine import safety as memory_safety
from memoryadmin.engine import secrets as memory_secrets
from memoryadmin.engine.ports import RulePack
from memoryadmin.engine.validator import Validator
from memoryadmin.packs import load_pack


@lru_cache(maxsize=1)
def pack() -> RulePack:
    return load_pack(settings.MEMORY_RULE_PACK)


@lru_cache(maxsize=1)
def validator() -> Validator:
    """The pack's summary rules: what compaction, redaction and the rule lab check against.

    Built once, like the pack: its secret rules compile their patterns on first use
    and keep them, which a validator made afresh per call threw away every batch.
    """
    return Validator.for_pack(pack())


@lru_cache(maxsize=1)
def safety() -> memory_safety.Safety:
    """The pack's authority and secret vocabulary merged with the core's."""
    return memory_safety.safety_of(pack())


def secret_rules() -> memory_secrets.SecretRules:
    """What counts as a secret: masked before it is shown to the compactor or stored."""
    return safety().secrets


def mask(text: str) -> str:
    """``text`` with every secret replaced by ``[secret: <kind>]``."""
    return memory_secrets.mask_text(text, secret_rules())


def mask_json(value: object) -> object:
    """Every string in a JSON-like value masked (stored prompts, shadow records)."""
    return memory_secrets.mask_json(value, secret_rules())
