"""The agent API's JSON parser: orjson on the hot path, the standard library where orjson refuses.

orjson reads a request body several times faster than ``json``. It refuses a
few things the standard library accepts and this API has always accepted: a
lone surrogate escape (``"\\ud800"``, which ``/context`` must echo back on its
fallback), NaN/Infinity (refused by DRF's strict setting anyway); and it reads an
integer beyond 64 bits as a float, so a body with a run of 19 digits or more
goes to the standard library too. On any refusal the body is read again exactly as DRF's own
``JSONParser`` reads it, so what is accepted or refused, and the error, do not
change.

Whichever reads it, the body is then held to ``MEMORY_JSON_MAX_DEPTH``
(accounts/api/bounds.py): deeper is a 400 ``too_deep``, as is a body so deep
that the standard library's reader itself runs out of stack.

The request keeps the body's bytes (``raw_body``), so a door that sends the body
upstream unchanged sends those bytes instead of encoding what was parsed from them,
and whether orjson read it (``utf8_clean``): orjson refuses every lone surrogate, so
such a body needs no walk looking for one.
"""

from __future__ import annotations

import io
import re
from collections.abc import Mapping
from typing import IO, Any

import orjson
from rest_framework.parsers import JSONParser

from accounts.api.bounds import TooDeep, check_depth, max_depth

_LONG_NUMBER = re.compile(rb"\d{19}")


class FastJSONParser(JSONParser):
    def parse(
        self,
        stream: IO[bytes],
        media_type: str | None = None,
        parser_context: Mapping[str, Any] | None = None,
    ) -> Any:
        raw = stream.read() if stream is not None else b""
        encoding = (parser_context or {}).get("encoding") or "utf-8"
        data, clean = self._read(raw, encoding, media_type, parser_context)
        check_depth(data)
        request = (parser_context or {}).get("request")
        if request is not None:
            request.memory_raw_body = raw
            request.memory_utf8_clean = clean
        return data

    def _read(
        self,
        raw: bytes,
        encoding: str,
        media_type: str | None,
        parser_context: Mapping[str, Any] | None,
    ) -> tuple[Any, bool]:
        """What the body holds, and whether orjson read it (no lone surrogate in it)."""
        if encoding.lower().replace("-", "") == "utf8" and not _LONG_NUMBER.search(raw):
            try:
                return orjson.loads(raw), True
            except orjson.JSONDecodeError:
                pass
        try:
            return super().parse(io.BytesIO(raw), media_type, parser_context), False
        except RecursionError:
            limit = max_depth()
            raise TooDeep(
                f"JSON nested deeper than {limit} levels (MEMORY_JSON_MAX_DEPTH)."
            ) from None


def raw_body(request: Any) -> bytes | None:
    """The bytes this parser read the request's JSON body from (None: not read by it)."""
    raw = getattr(request, "memory_raw_body", None)
    return raw if isinstance(raw, bytes) else None


def utf8_clean(request: Any) -> bool:
    """Whether the request's JSON body was read by orjson: no lone surrogate anywhere."""
    return getattr(request, "memory_utf8_clean", False) is True
