"""The known defects of issue 22, one reason each, for ``xfail(strict=True)`` marks.

A test marked with one of these fails today because of that defect. When the
fix lands the test passes, strict xfail turns that into a failure, and the
fixer removes the mark (and updates docs/compat.md).
"""

from __future__ import annotations

import pytest

RESERIALISED = (
    "issue 22: re-serialised tool-call arguments duplicate the tool_calls item "
    "and the strict upstream 400s from then on"
)
IDLESS = (
    "issue 22: an id-less history on /context (LangChain's convert_to_openai_messages, "
    "a client's own list) records nothing"
)
OVERSIZE = "issue 22: a turn larger than the window vanishes"
CONTROL = "issue 22: control characters in user create an unreadable account"


def known(*reasons: str) -> pytest.MarkDecorator:
    """The mark for a test that fails today because of these defects (all must be fixed)."""
    return pytest.mark.xfail(strict=True, reason="; and ".join(reasons))
