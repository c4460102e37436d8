"""What a pattern cannot match without, read from the pattern itself: the prefilters of the
secret masks and of the phrases the screens rewrite.

A reader skips a pattern on a text only where the pattern is proved to find nothing in it:

- A text with no digit holds no match of a pattern every match of which holds a digit (a code
  of letters and digits, an API key): ``needs_digit``.
- A text holds no label of a secret where none of the label's cue words is: "pin" for "my pin
  is", "cod" for "code", "kodu" and "codice", "ካርድ" for Amharic's card. The cues are the strings
  one of which every match of the pattern spells out (``cues``); one search for any of them
  (``cue_gate``) is several times cheaper than the label's own pattern, which is searched only
  where that finds one. A pattern read case-blind has its cues read so too.

The proof is read from the pattern by ``re``'s own parser, so a label or a value added later
brings its own: nothing is declared by hand, and nothing can go stale. Where the parser is not
there (another Python), or a pattern holds what this reading does not know, the answer is "not
proved": the pattern is searched, as it always was.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterator
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


# --- cue words ---------------------------------------------------------------------

# The most strings a part of a pattern is spelt out as before it is read as "too many" (a
# class of letters, "\w+"): a part that is not is no cue, the parts around it may be.
_SPELT_MAX = 64
# A repeat is spelt out up to this many times ("i{1,2}"); beyond, only its least count is.
_REPEAT_SPELT = 4


def _joined(left: frozenset[str] | None, right: frozenset[str] | None) -> frozenset[str] | None:
    if left is None or right is None or len(left) * len(right) > _SPELT_MAX:
        return None
    return frozenset(a + b for a in left for b in right)


_EMPTY = frozenset({""})
_REPEATS = ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT")
_IGNORECASE = int(re.IGNORECASE)


def _better(cues: frozenset[str]) -> tuple[int, int]:
    # Longer cues find fewer texts (four letters are enough), fewer are searched faster.
    return min(min(len(c) for c in cues), 4), -len(cues)


class _Reading:
    """One pattern's parsed items read for cues. ``blind`` is the pattern's own case-blindness
    (``re.IGNORECASE`` or 0): its cues are searched with it, so a part is spelt out only where
    its letters are matched so. What each item spells is read once (a nested part is met again
    at every level above it)."""

    def __init__(self, blind: int) -> None:
        self.blind = blind
        self.spellings: dict[tuple[Any, int, int], frozenset[str] | None] = {}
        self.repeats = tuple(getattr(_C, name) for name in _REPEATS)

    def spelt(self, items: Any, flags: int) -> frozenset[str] | None:
        """Every string this sequence of parsed items can consume, or None (too many,
        unknown)."""
        out: frozenset[str] | None = _EMPTY
        for op, av in items:
            out = _joined(out, self.item(op, av, flags))
            if out is None:
                return None
        return out

    def item(self, op: Any, av: Any, flags: int) -> frozenset[str] | None:
        key = (op, id(av), flags)  # the parsed items live as long as the reading
        if key not in self.spellings:
            self.spellings[key] = self._item(op, av, flags)
        return self.spellings[key]

    def _item(self, op: Any, av: Any, flags: int) -> frozenset[str] | None:
        if op in (_C.AT, _C.ASSERT, _C.ASSERT_NOT):
            return _EMPTY  # consumes nothing (what it asks of the text is not needed here)
        if flags & _IGNORECASE != self.blind:  # "(?i:…)" in a pattern that is not, or the reverse
            return None
        if op is _C.LITERAL:
            return frozenset({chr(av)})
        if op is _C.IN:
            chars: set[str] = set()
            for item, value in av:
                if item is _C.LITERAL:
                    chars.add(chr(value))
                elif item is _C.RANGE and value[1] - value[0] < 8:
                    chars.update(chr(c) for c in range(value[0], value[1] + 1))
                else:  # a negated class, a category ("\s"), a wide range
                    return None
            return frozenset(chars) if len(chars) <= 8 else None
        if op is _C.SUBPATTERN:
            _, added, removed, sub = av
            return self.spelt(sub, (flags | int(added)) & ~int(removed))
        if op is _C.BRANCH:
            out: set[str] = set()
            for alternative in av[1]:
                spelt = self.spelt(alternative, flags)
                if spelt is None:
                    return None
                out |= spelt
            return frozenset(out) if len(out) <= _SPELT_MAX else None
        if op in self.repeats:
            least, most, sub = av
            if most > _REPEAT_SPELT:
                return None
            once = self.spelt(sub, flags)
            spellings: set[str] = set()
            times: frozenset[str] | None = _EMPTY
            for count in range(most + 1):
                if once is None or times is None:
                    return None
                if count >= least:
                    spellings |= times
                times = _joined(times, once) if count < most else times
            return frozenset(spellings) if len(spellings) <= _SPELT_MAX else None
        return None

    def edge(self, op: Any, av: Any, flags: int) -> frozenset[str] | None:
        """What a repeat of at least one that is not spelt out whole ("s+", "(?:ab){2,}")
        surely spells at either end of a stretch: its least count of times."""
        if op not in self.repeats or av[0] < 1:
            return None
        once = self.spelt(av[2], flags)
        times: frozenset[str] | None = _EMPTY
        for _ in range(av[0]):
            times = _joined(times, once)
        return times

    def required(self, items: Any, flags: int) -> frozenset[str] | None:
        """Strings one of which the text holds wherever this sequence of parsed items matches
        in it, the best of every way of reading it; None when there is none."""
        items = list(items)
        spelt = [self.item(op, av, flags) for op, av in items]
        edges = [
            self.edge(op, av, flags) if s is None else None
            for s, (op, av) in zip(spelt, items, strict=True)
        ]
        best: frozenset[str] | None = None
        score = (0, 0)

        def consider(found: frozenset[str] | None) -> None:
            nonlocal best, score
            if found and (best is None or _better(found) > score):
                best, score = found, _better(found)

        # A stretch of items spelt out: what it consumes is one of its spellings, a substring
        # of the text. A repeat not spelt out whole may stand at either end with its least
        # count.
        for first in range(len(items)):
            stretch = spelt[first] if spelt[first] is not None else edges[first]
            for last in range(first, len(items)):
                if last > first:
                    ends = spelt[last] if spelt[last] is not None else edges[last]
                    stretch = _joined(stretch, ends)
                if stretch is None:
                    break
                if "" not in stretch:
                    consider(stretch)
                    if min(len(c) for c in stretch) >= 4:
                        break  # long enough: a longer stretch is only spelt more ways
                if last > first and spelt[last] is None:
                    break  # a repeat's least count ends the stretch: what follows may not
        # A part that must match: what it needs, the text needs.
        for op, av in items:
            if op is _C.SUBPATTERN:
                _, added, removed, sub = av
                consider(self.required(sub, (flags | int(added)) & ~int(removed)))
            elif op is _C.BRANCH:
                each = [self.required(alternative, flags) for alternative in av[1]]
                if all(e is not None for e in each):
                    consider(frozenset().union(*(e for e in each if e is not None)))
            elif op in self.repeats and av[0] >= 1:
                consider(self.required(av[2], flags))
            elif op is _C.ASSERT:  # a look-ahead or look-behind that must hold reads the text
                consider(self.required(av[1], flags))
            elif op is _C.ATOMIC_GROUP:
                consider(self.required(av, flags))
        if best is None:
            return None
        # A cue holding another is found wherever that one is not: the shorter is enough.
        return frozenset(c for c in best if not any(o != c and o in c for o in best))


def cues(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Strings one of which a text holds wherever ``pattern`` matches in it, read as the
    pattern reads it (case-blind where it is: ``cue_gate``), or None when that is not proved."""
    if _PARSER is None:
        return None
    try:
        parsed = _PARSER.parse(pattern.pattern, pattern.flags)
    except Exception:  # pragma: no cover - a parser that reads otherwise: nothing is proved
        return None
    flags = int(parsed.state.flags)
    return _Reading(flags & _IGNORECASE).required(parsed, flags)


def _trie(words: frozenset[str]) -> str:
    """One pattern for ``words``, shared beginnings read once ("co(?:d|n)"): searched in every
    message, a trie is tried at each character once per first letter, not once per word."""
    first: dict[str, set[str]] = {}
    for w in words:
        first.setdefault(w[0], set()).add(w[1:])
    branches = []
    for ch, rests in sorted(first.items()):
        # A word that ends here is found here: whatever longer word begins with it is too.
        rest = "" if "" in rests else _trie(frozenset(rests))
        branches.append(re.escape(ch) + rest)
    return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"


def cue_gate(pattern: re.Pattern[str] | None) -> re.Pattern[str] | None:
    """One pattern for the cues of ``pattern`` (``cues``), case-blind where it is: where it
    finds nothing in a text, ``pattern`` finds nothing either. None when no cue is proved."""
    found = None if pattern is None else cues(pattern)
    if not found or pattern is None:
        return None
    return re.compile(_trie(found), pattern.flags & re.IGNORECASE)


def finder(pattern: re.Pattern[str]) -> Callable[[str], Iterator[re.Match[str]]]:
    """``pattern.finditer``, reading only a text that may hold a match (``may_hold``)."""
    may = may_hold(pattern)
    return lambda text: pattern.finditer(text) if may(text) else iter(())


def may_hold(pattern: re.Pattern[str]) -> Callable[[str], bool]:
    """Whether a text may hold a match of ``pattern``: False only where none of its cues is
    (``cue_gate``), so ``pattern`` is searched only where it may find something."""
    gate = cue_gate(pattern)
    if gate is None:
        return lambda text: True
    search = gate.search
    return lambda text: search(text) is not None
