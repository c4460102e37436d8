"""The API's JSON parser: orjson where it can, DRF's own reading where orjson refuses."""

from __future__ import annotations

import io

import pytest
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

from accounts.api.parsers import FastJSONParser


@pytest.mark.parametrize(
    "body",
    [
        b'{"history": [{"role": "user", "content": "\\u20a6200"}]}',
        b'{"a": "\\ud800"}',  # a lone surrogate: orjson refuses, the standard library reads it
        b'{"big": 123456789012345678901234567890}',
        b"[1, 2]",
    ],
)
def test_reads_what_drf_reads(body: bytes) -> None:
    ctx = {"encoding": "utf-8"}
    assert FastJSONParser().parse(io.BytesIO(body), None, ctx) == JSONParser().parse(
        io.BytesIO(body), None, ctx
    )


@pytest.mark.parametrize("body", [b"{not json", b'{"a": NaN}', b""])
def test_refuses_what_drf_refuses(body: bytes) -> None:
    ctx = {"encoding": "utf-8"}
    with pytest.raises(ParseError):
        JSONParser().parse(io.BytesIO(body), None, ctx)
    with pytest.raises(ParseError):
        FastJSONParser().parse(io.BytesIO(body), None, ctx)
