"""Rule packs: the domain rules that plug into the domain-agnostic engine.

A pack lives in its own folder (``packs/<name>/``) and exposes ``PACK``. To
add one, copy ``banking/`` and point ``MEMORY_RULE_PACK`` at it.
"""

from __future__ import annotations

from importlib import import_module

from memoryadmin.engine.ports import RulePack


def load_pack(name: str) -> RulePack:
    module = import_module(f"memoryadmin.packs.{name}")
    pack: RulePack = module.PACK
    return pack
