"""What a pattern cannot match without, read from the pattern itself (the secret masks' prefilters).

A mask skips a pattern on a text only where the pattern is proved to find nothing in it: a text
with no digit holds no match of a pattern every match of which holds a digit (a code of letters
and digits, an API key). The proof is read from the pattern by ``re``'s own parser, so a label or
a value added later brings its own: nothing is declared by hand, and nothing can go stale.

Where the parser is not there (another Python), or a pattern holds what this reading does not
know, the answer is "not proved": the pattern is searched, as it always was.
"""

from __future__ import annotations

import importlib
import re
from typing import Any

try:  # the parser ``re`` compiles with (CPython 3.11 and later)
    _PARSER: Any = importlib.import_module("re._parser")
    _C: Any = importlib.import_module("re._constants")
except ImportError:  # pragma: no cover - another interpreter: nothing is proved
    _PARSER = _C = None

# A class wider than this is read as "not only digits" without being walked.
_RANGE_WALKED = 4096


def _only_digits(op: Any, av: Any) -> bool:
    """Whether a one-character item matches nothing but digits (``str.isdigit``). Case folding
    changes no digit, and maps no other character to one."""
    if op is _C.LITERAL:
        return chr(av).isdigit()
    if op is not _C.IN:
        return False
    for item, value in av:
        if item is _C.LITERAL:
            ok = chr(value).isdigit()
        elif item is _C.RANGE:
            low, high = value
            walked = range(low, high + 1) if high - low < _RANGE_WALKED else None
            ok = walked is not None and all(chr(c).isdigit() for c in walked)
        elif item is _C.CATEGORY:
            ok = value is _C.CATEGORY_DIGIT  # \d: a decimal digit, Unicode's or ASCII's
        else:  # a negated class, or what this reading does not know
            ok = False
        if not ok:
            return False
    return True


def _needs_digit(items: Any) -> bool:
    """Whether a text holds a digit wherever this sequence of parsed items matches in it."""
    return any(_item_needs_digit(op, av) for op, av in items)


def _item_needs_digit(op: Any, av: Any) -> bool:
    if op in (_C.LITERAL, _C.IN):
        return _only_digits(op, av)
    if op is _C.BRANCH:
        return all(_needs_digit(alternative) for alternative in av[1])
    if op in (_C.MAX_REPEAT, _C.MIN_REPEAT, _C.POSSESSIVE_REPEAT):
        least, _, repeated = av
        return bool(least >= 1 and _needs_digit(repeated))
    if op is _C.SUBPATTERN:
        return _needs_digit(av[-1])
    if op is _C.ATOMIC_GROUP:
        return _needs_digit(av)
    if op is _C.ASSERT:
        # A look-ahead or look-behind that must hold reads the text's own characters:
        # "(?=[A-Za-z0-9-]{0,15}\d)" needs a digit in the text, though it consumes none.
        return _needs_digit(av[1])
    # Anything else (a look-around that must not hold, a back-reference, a conditional group,
    # a class of more than digits): proves nothing, the next item may.
    return False


def needs_digit(pattern: re.Pattern[str] | None) -> bool:
    """True only when a text holds a digit (a character ``str.isdigit`` calls one) wherever
    ``pattern`` matches in it: a text without one holds no match. False when not proved."""
    if pattern is None or _PARSER is None:
        return False
    try:
        parsed = _PARSER.parse(pattern.pattern, pattern.flags)
    except Exception:  # pragma: no cover - a parser that reads otherwise: nothing is proved
        return False
    return _needs_digit(parsed)
