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
        data = self._read(raw, encoding, media_type, parser_context)
        check_depth(data)
        return data

    def _read(
        self,
        raw: bytes,
        encoding: str,
        media_type: str | None,
        parser_context: Mapping[str, Any] | None,
    ) -> Any:
        if encoding.lower().replace("-", "") == "utf8" and not _LONG_NUMBER.search(raw):
            try:
                return orjson.loads(raw)
            except orjson.JSONDecodeError:
                pass
        try:
            return super().parse(io.BytesIO(raw), media_type, parser_context)
        except RecursionError:
            limit = max_depth()
            raise TooDeep(
                f"JSON nested deeper than {limit} levels (MEMORY_JSON_MAX_DEPTH)."
            ) from None
