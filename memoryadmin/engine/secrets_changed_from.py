"""The old value of a credential being changed (blind round 82), read by ``secrets_structure``.

"Abeg change my transfer pin from 1357 to something else": the PIN in use, named by what it is
changed from. ``secrets_structure`` masks what a credential is changed to ("reset my PIN to
4410"); the value it is changed from is as live (the user is changing it, not done), and in
"change my pin from 1357 to 2468" both are. Said of the credential ("change my pin from …",
"switch my password from Lagos2020 to …", "change my pin to 2468 from 1357"), or of "it" where
the message names the credential ("the pin, change it from 1357 to 2468").

A value is four to six digits or a password of the usual shape (``PASSWORD_SHAPED``): not an
amount ("change my transfer limit from ₦1,357 to ₦2,000" names no credential, and "from 1,357"
is no PIN), nor a word ("from the app").
"""

from __future__ import annotations

import re

from memoryadmin.engine.secrets_asked import PASSWORD_SHAPED

_CREDENTIAL = r"(?:password|passcode|pass\s*word|passwd|pwd|m?pin(?:\s*code)?)"
_CHANGE = r"(?:chang|reset|updat|switch|mov|modif|replac|swap)\w*"
_VALUE = r"[\"'“‘]?(?P<{name}>[^\s\"'“”‘’,;]+)"
_THEN_TO = r"(?:\s+(?:to|into|for)\s+" + _VALUE.format(name="new") + r")?"
_FROM = re.compile(
    # "change my transfer pin from 1357 (to 2468)".
    rf"\b{_CHANGE}\s+(?:(?:my|the|our|me|mi|ma|your)\s+)?(?:(?!{_CREDENTIAL}\b)\w+\s+){{0,2}}?"
    rf"{_CREDENTIAL}\s+from\s+{_VALUE.format(name='old')}{_THEN_TO}"
    # "change my pin to 2468 from 1357".
    rf"|\b{_CHANGE}\s+(?:(?:my|the|our|me|mi|ma|your)\s+)?(?:(?!{_CREDENTIAL}\b)\w+\s+){{0,2}}?"
    rf"{_CREDENTIAL}\s+to\s+[\"'“‘]?\S+\s+from\s+" + _VALUE.format(name="first"),
    re.IGNORECASE,
)
# Of "it", the credential named in the message: "the pin, change it from 1357 to 2468".
_IT_FROM = re.compile(
    rf"\b{_CHANGE}\s+(?:(?:it|am|that|this|dem|them|one)\s+)?from\s+{_VALUE.format(name='old')}"
    rf"{_THEN_TO}",
    re.IGNORECASE,
)
_NAMED = re.compile(rf"\b{_CREDENTIAL}\b", re.IGNORECASE)
# A message about money names an amount changed, not a credential.
_AMOUNT_NAMED = re.compile(
    r"\b(?:amount|balance|limit|price|fee|rate|salary|airtime|data|bundle|plan)\b", re.IGNORECASE
)
_SHAPED = re.compile(rf"{PASSWORD_SHAPED}|\d{{4,6}}")


def _spans(m: re.Match[str]) -> list[tuple[str, int, int]]:
    out = []
    for name in ("old", "new", "first"):
        if name not in m.re.groupindex or m.group(name) is None:
            continue
        value = m.group(name).rstrip(".!?)")
        if _SHAPED.fullmatch(value):
            kind = "PIN" if value.isdigit() else "password"
            out.append((kind, m.start(name), m.start(name) + len(value)))
    return out


def changed_from(text: str) -> list[tuple[str, int, int]]:
    """Every credential's value in ``text`` named as the one it is changed from, and what it
    is changed to after it: ``(kind, start, end)``."""
    if "from" not in text.lower() or not _NAMED.search(text):
        return []
    found = [span for m in _FROM.finditer(text) for span in _spans(m)]
    if not found and not _AMOUNT_NAMED.search(text):
        found = [span for m in _IT_FROM.finditer(text) for span in _spans(m)]
    return found


__all__ = ["changed_from"]
