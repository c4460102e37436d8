"""One record is one line: caller-supplied values cannot forge a log line."""

from __future__ import annotations

import io
import json
import logging

from hypothesis import given
from hypothesis import strategies as st

from memoryadmin.ops.logging import OneLineFilter, escape


def _emit(fmt: logging.Formatter, msg: str, *args: object) -> str:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(fmt)
    handler.addFilter(OneLineFilter())
    logger = logging.getLogger("test.one_line")
    logger.handlers[:] = [handler]
    logger.propagate = False
    logger.setLevel(logging.INFO)
    logger.info(msg, *args)
    return stream.getvalue()


def test_a_newline_in_an_account_id_cannot_start_a_line() -> None:
    forged = "acct\n2026-12-01 00:00:00 INFO memory all good"
    out = _emit(logging.Formatter("%(message)s"), "context fell back: account=%s", forged)
    assert out.count("\n") == 1
    assert "account=acct\\n2026-12-01" in out


@given(st.text())
def test_any_text_stays_on_one_line(text: str) -> None:
    out = _emit(logging.Formatter("%(message)s"), "account=%s", text)
    assert out.endswith("\n")
    assert len(out.rstrip("\n").splitlines()) <= 1
    assert "\u2028" not in escape(text) and "\r" not in escape(text)


def test_json_format_is_one_object_per_line() -> None:
    from pythonjsonlogger.json import JsonFormatter

    out = _emit(JsonFormatter("%(levelname)s %(name)s %(message)s"), "account=%s", "a\nb")
    record = json.loads(out)
    assert record["message"] == "account=a\\nb"
    assert record["levelname"] == "INFO"
