"""JSON for the agent API: fast, and never a 500 on text Python can hold but UTF-8 cannot.

orjson encodes several times faster than the standard library and is the
hot path's encoder. It refuses a lone surrogate (text that is not valid
Unicode), which a caller can send inside a JSON string; ``/context`` echoes
the caller's history when it falls back, so that history is then encoded
with ASCII escapes (``\\ud800``), which is still valid JSON.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import orjson
from rest_framework.renderers import JSONRenderer
from rest_framework.utils.encoders import JSONEncoder


def dumps(data: Any) -> bytes:
    try:
        return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS)
    except (orjson.JSONEncodeError, TypeError):
        # Lone surrogates, or a type orjson does not know: the standard library
        # with ASCII escapes and DRF's encoder handles both.
        return json.dumps(data, cls=JSONEncoder, ensure_ascii=True).encode("ascii")


class SafeJSONRenderer(JSONRenderer):
    def render(
        self,
        data: Any,
        accepted_media_type: str | None = None,
        renderer_context: Mapping[str, Any] | None = None,
    ) -> bytes:
        if data is None:
            return b""
        return dumps(data)
