"""System checks: ``manage.py check`` fails when a pack's tool is unclassified."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core import checks


@checks.register()
def tools_classified(app_configs: Any = None, **kwargs: Any) -> list[checks.CheckMessage]:
    from memoryadmin.engine.types import Volatility
    from memoryadmin.packs import load_pack

    errors: list[checks.CheckMessage] = []
    try:
        pack = load_pack(settings.MEMORY_RULE_PACK)
    except Exception as exc:  # an unloadable pack is itself the error to report
        return [
            checks.Error(
                f"Rule pack {settings.MEMORY_RULE_PACK!r} failed to load: {exc}", id="memory.E001"
            )
        ]
    tools = getattr(pack, "tools", None)
    if tools is None:
        return [checks.Error(f"Rule pack {pack.name!r} declares no tools enum.", id="memory.E002")]
    for tool in tools:
        try:
            value = pack.volatility_of(tool.value)
        except Exception as exc:
            value = None
            detail = f" ({type(exc).__name__}: {exc})"
        else:
            detail = ""
        if not isinstance(value, Volatility):
            errors.append(
                checks.Error(
                    f"Tool {tool.value!r} of pack {pack.name!r} has no volatility{detail}.",
                    hint="Classify it live, event or stable by meaning: would repeating it "
                    "later, out of context, ever be wrong?",
                    id="memory.E003",
                )
            )
    return errors
