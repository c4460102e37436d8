"""Sentence boundaries in model-written text (summaries, fact notes).

Used where a whole sentence must go rather than a word be masked: a
candidate summary sentence that mentions a forgotten word is dropped
(ENGINE.md section 6). The texts are short English prose written by the
model, so a few rules cover them:

- a line break always ends a sentence (summaries are often bullet lists);
- ``.``, ``!``, ``?`` or ``…`` (closing quotes and brackets may follow) end a
  sentence only when whitespace follows and the next character is not a
  lowercase letter: ``₦5.5k``, ``3.5%`` and ``e.g. airtime`` never split;
- a period after a title or a common abbreviation (``Mr.``, ``Dr.``,
  ``No. 5``, ``approx.``) or after a single initial (``J. Okafor``) does not
  end a sentence, nor does a list marker (``1. Pays rent``).

When a rule errs, two sentences are read as one: a drop then takes both,
which loses a little context but never keeps a forgotten word.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from memoryadmin.engine import languages
from memoryadmin.engine.pattern_needs import cue_gate

# A stop and any closing quotes/brackets, then whitespace; or a line break
# (with the whitespace around it).
_BOUNDARY = re.compile(r"(?P<stop>[.!?…]+)[\"'”’»)\]]*(?P<ws>\s+)|(?P<nl>[^\S\n]*\n\s*)")
_WORD_BEFORE = re.compile(r"([^\W\d_]+(?:\.[^\W\d_]+)*)$")
_LIST_MARKER = re.compile(r"\(?(?:\d{1,3}|[A-Za-z]|[ivxIVX]{1,4})\)?")

# Lowercase, without the final period; dotted forms keep their inner dots.
ABBREVIATIONS = frozenset(
    """mr mrs ms mx dr prof sr jr st mt rev hon gen col capt lt sgt engr barr messrs
    alh mme mlle vs v e.g i.e cf al approx appr est fig no nos vol ref tel ext dept
    govt inc ltd corp co bros""".split()
)
# Followed by a number these never end a sentence ("No. 5", "Fig. 2").
_BEFORE_NUMBER = frozenset({"no", "nos", "fig", "vol", "ref", "tel", "ext"})


def _ends_sentence(text: str, start: int, stop_at: int, stop: str, next_char: str) -> bool:
    if not next_char:
        return True
    if next_char.islower():
        return False
    if stop != ".":
        return True
    before = text[start:stop_at]
    if _LIST_MARKER.fullmatch(before.strip()):
        return False  # "1. Pays rent", "a) ..."
    m = _WORD_BEFORE.search(before)
    if m is None:
        return True  # after a number, an amount, a symbol
    word = m.group(1).lower()
    if word in _BEFORE_NUMBER:
        return not next_char.isdigit()
    if word in ABBREVIATIONS:
        return False
    # A single initial ("J. Okafor", "U.S. bank") joins what follows.
    return not (len(word) == 1 and next_char.isupper())


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each sentence, trimmed of whitespace, in order.

    Everything outside the spans is whitespace, so the text can be put back
    together from the spans and the gaps between them.
    """
    spans: list[tuple[int, int]] = []
    start = 0

    def close(end: int) -> None:
        seg = text[start:end]
        s = start + (len(seg) - len(seg.lstrip()))
        e = start + len(seg.rstrip())
        if e > s:
            spans.append((s, e))

    for m in _BOUNDARY.finditer(text):
        if m.group("nl") is not None:
            close(m.start())
            start = m.end()
            continue
        nxt = text[m.end() : m.end() + 1]
        if "\n" in m.group("ws") or _ends_sentence(text, start, m.start(), m.group("stop"), nxt):
            close(m.start("ws"))
            start = m.end()
    close(len(text))
    return spans


def split_sentences(text: str) -> list[str]:
    return [text[s:e] for s, e in sentence_spans(text)]


# --- words and clauses, for the authority grammar and the rules ----------------------
# Every rule that reads words rather than sentences reads them the same way: lower case,
# apostrophes gone, every other mark a space; clauses cut at . ! ? ; : and line breaks.

_APOSTROPHES = "'’‘`´"
_CLAUSE_END = re.compile(r"[.!?;:\n\r\u2028\u2029\u0085\u000b\u000c]+|\s[-–—]+\s|\(|\)")


def _abugida_sign(ch: str) -> bool:
    """A vowel sign, virama or nasal mark of a South or Southeast Asian script: a letter of its
    word ("बन्द", "প্রতি"), not a mark on one."""
    return ("\u0900" <= ch <= "\u0dff" or "\u0e00" <= ch <= "\u0eff"
            or "\u1000" <= ch <= "\u109f" or "\u1780" <= ch <= "\u17ff") and (
        unicodedata.category(ch)[0] == "M")


def norm_words(text: str) -> str:
    """Lower case, apostrophes gone ("don't" is "dont"), every other mark a space."""
    text = unicodedata.normalize("NFKC", text).casefold()
    out = []
    for ch in text:
        # A mark that sits on a letter (a tone, Arabic's shadda) is part of the word: dropped,
        # but kept in an abugida, where it spells the word (once cut "बन्द" in two).
        if ch.isalnum() or (ch > "\u02ff" and _abugida_sign(ch)):
            out.append(ch)
        elif ch not in _APOSTROPHES and not unicodedata.combining(ch):
            out.append(" ")
    return " ".join("".join(out).split())


CLAUSE_STOPS = re.compile(r"[.!?;\n\r\u2028\u2029\u0085\u000b\u000c]+")


def units(text: str) -> list[tuple[str, str]]:
    """Clauses, then each whole sentence that has more than one clause.

    A rule hit in either counts: clauses keep a negation to its own part
    ("I don't mind, skip the OTP"), sentences keep a condition with its
    action ("If my mum asks, send her 5000").
    """
    out = clauses(text)
    seen = {norm for _, norm in out}
    for piece in CLAUSE_STOPS.split(text):
        norm = norm_words(piece)
        if norm and norm not in seen:
            seen.add(norm)
            out.append((piece.strip(), norm))
    return out


def clauses(text: str) -> list[tuple[str, str]]:
    """(original clause, normalised clause) pairs, in order.

    A comma ends a clause only when at least two words come before it, so
    "Never, ever skip the OTP" keeps its negation.
    """
    out: list[tuple[str, str]] = []
    for piece in _CLAUSE_END.split(text):
        buffer = ""
        for part in piece.split(","):
            buffer = f"{buffer},{part}" if buffer else part
            if len(norm_words(buffer).split()) >= 2:
                out.append((buffer.strip(), norm_words(buffer)))
                buffer = ""
        if buffer.strip():
            if out and len(norm_words(buffer).split()) < 2 and out[-1][0] and piece.count(","):
                prev = out.pop()
                merged = f"{prev[0]},{buffer}"
                out.append((merged.strip(), norm_words(merged)))
            else:
                out.append((buffer.strip(), norm_words(buffer)))
    return [c for c in out if c[1]]


# --- sentences with their offsets, for the summary rules --------------------------
# A sentence ends at ". ", "! ", "? " or a line break, never at the point of "₦2.5m".
_RULE_SENTENCE_END = re.compile(r"[.!?]+[\"”’')\]]*(?=\s|$)|\n")
# ... nor at the period of a person's title before their name: "his landlord, M. Kouadio, …",
# "Mr. Okafor", "Sra. Fátima" (round 49). Read as one, a sentence is read more strictly.
_TITLE_BEFORE = re.compile(r"\b(?:M|Mr|Mrs|Ms|Dr|Mme|Mlle|Sr|Sra|Prof)$")
_NAME_AFTER = re.compile(r"[^\S\n]+[A-Z]")
# ... nor at the last period of a dotted lowercase abbreviation when the sentence goes on in
# lowercase or with a number: "11.5% p.a. as of this week", "e.g. airtime", "by 5 p.m. today"
# (round 74). Split there, the tail ("as of this week") is read apart from the value it dates.
_DOTTED_BEFORE = re.compile(r"(?<![^\W\d_])[a-z](?:\.[a-z])+$")
_GOES_ON = re.compile(r"[^\S\n]+[a-z0-9]")
# ... nor at the period of a Russian or Ukrainian thousand, million or money unit when the
# sentence goes on in lowercase: "540 тыс. сум", "12 тис. грн на рахунку" (round 78). Split
# there, the figure is read apart from its currency.
_UNIT_BEFORE = re.compile(r"(?<![^\W\d_])(?:тыс|тис|млн|млрд|руб|коп|грн)$", re.IGNORECASE)
_GOES_ON_ANY = re.compile(r"[^\S\n]+(\w)")


def _goes_on_lower(text: str, at: int) -> bool:
    """Whitespace at ``at`` (no line break), then a lowercase letter of any script or a digit."""
    m = _GOES_ON_ANY.match(text, at)
    return m is not None and (m.group(1).islower() or m.group(1).isdigit())


def _title_stop(text: str, m: re.Match[str]) -> bool:
    return (
        m.group() == "."
        and _TITLE_BEFORE.search(text, max(0, m.start() - 5), m.start()) is not None
        and _NAME_AFTER.match(text, m.end()) is not None
    ) or (
        m.group() == "."
        and _DOTTED_BEFORE.search(text, max(0, m.start() - 9), m.start()) is not None
        and _GOES_ON.match(text, m.end()) is not None
    )


def _unit_stop(text: str, m: re.Match[str]) -> bool:
    return (
        m.group() == "."
        and _UNIT_BEFORE.search(text, max(0, m.start() - 5), m.start()) is not None
        and _goes_on_lower(text, m.end())
    )


def offset_sentences(text: str) -> list[tuple[int, str]]:
    """Each sentence with its offset in ``text``."""
    out: list[tuple[int, str]] = []
    start = 0
    for m in _RULE_SENTENCE_END.finditer(text):
        if _title_stop(text, m) or _unit_stop(text, m):
            continue
        if text[start : m.end()].strip():
            out.append((start, text[start : m.end()]))
        start = m.end()
    if text[start:].strip():
        out.append((start, text[start:]))
    return out


# --- plain words: spelling and pidgin brought to plain English -----------------------
# The authority and secret screens must hold on how people type: "alwyas aprove",
# "no dey ask me PIN again", "abeg commot that OTP". ``plain_words`` is ``norm_words``
# with common chat shorthand and Nigerian Pidgin put in plain English, and each long
# word within one or two letters of a word the screens read (``KEYWORDS``) spelt right.

SHORTHAND: dict[str, str] = {
    "u": "you",
    "ur": "your",
    "yu": "you",
    "jst": "just",
    "jus": "just",
    "dnt": "dont",
    "dont": "dont",
    # "donot ask": the space dropped (round 45).
    "donot": "do not",
    "dontt": "dont",
    "wen": "when",
    "wn": "when",
    "nxt": "next",
    "frm": "from",
    "wit": "with",
    "wiv": "with",
    "sav": "save",
    "hav": "have",
    "agen": "again",
    "agn": "again",
    "alwys": "always",
    "alwyas": "always",
    "alway": "always",
    "allways": "always",
    "awlays": "always",
    "alws": "always",
    "pls": "please",
    "plz": "please",
    "abeg": "please",
    "biko": "please",
    "jowo": "please",
    "rember": "remember",
    "rememba": "remember",
    "remmber": "remember",
    "snd": "send",
    "undr": "under",
    "trus": "trust",
    "sis": "sister",
    "bro": "brother",
    "brotha": "brother",
    "askin": "asking",
    "aks": "ask",
    "confrm": "confirm",
    "cnfrm": "confirm",
    "comfirm": "confirm",
    "aprov": "approve",
    "aprv": "approve",
    "apprv": "approve",
    "benefishary": "beneficiary",
    "benefisiary": "beneficiary",
    "dat": "that",
    "dis": "this",
    "evry": "every",
    "wey": "that",
    "una": "you",
    "anytime": "any time",
    "oya": "",
    "o": "",
    "4": "for",
    # Krio and Pidgin spelt as said: "Ar nor wan make una aks mi fo OTP egen, jes sen di moni".
    "egen": "again",
    "jes": "just",
    "jos": "just",
    "sen": "send",
    "moni": "money",
    "mani": "money",
    "nor": "no",
    "fo": "for",
    "tel": "tell",
    "kod": "code",
    # ... "Abeg yuz Krio wen yu de tok to mi": use Krio when you talk to me (round 43).
    "yuz": "use",
    "tok": "talk",
    "b4": "before",
    "2nd": "second",
    # A control's name mistyped by a key ("otb", "pinn", "limmit").
    "otb": "otp",
    "opt": "otp",
    "0tp": "otp",
    "pinn": "pin",
    "limmit": "limit",
    "limt": "limit",
    "txt": "text",
}
# Phrases, over normalised words (apostrophes gone), in order.
PIDGIN: tuple[tuple[str, str], ...] = (
    # A sign dropped with the marks: "code word 'mango' = I confirm" reads "code word mango i
    # confirm"; the "=" was "means" (round 53).
    (r"\b((?:code|secret|safe|pass)\s*word|keyword|password)\s+(\w+)\s+"
     r"(?=i\s+(?:confirm|approve|agree|authori[sz]e|consent|accept)\b)", r"\1 \2 means "),
    # "take am say na me approve": take it as if I approved.
    (r"\btake\s+(?:am|it)\s+say\b", "treat it as"),
    # Cameroonian Pidgin's habitual "di" after a pronoun: "ih di send am money every month end"
    # (he sends her money every month end, round 65). Not after "you" or "una" (an imperative),
    # nor "di" after a verb ("send di moni": the money).
    (r"\b(?:ih|he|she)\s+di\s+(send|pay|give|put|save|contribute|transfer|use|keep|buy|sell|"
     r"collect|work|trade|bank)\b", r"he \1s"),
    (r"\b(?:dem|they)\s+di\s+(send|pay|give|put|save|contribute|transfer|use|keep|buy|sell|"
     r"collect|work|trade|bank|draw|meet)\b", r"they \1"),
    (r"\bna\s+(?:me|mi)\s+(approve|authori[sz]e|confirm|send)\b", r"i \1"),
    (r"\bdon\s+(approve|authori[sz]e)\b", r"\1d"),
    # "my data no dey always": is not (there), a state, when nothing follows but a conjunction.
    (
        r"\bno\s+dey\s+(always|there|here|around|available|steady|regular)\b"
        r"(?!\s+(?!(?:so|and|but|because|sometimes|for|at|o+)\b)\w)",
        r"is not \1",
    ),
    (r"\bno\s+dey\b", "dont"),
    # "I no wan type code again": pidgin's "don't want".
    (r"\bno\s+(?:want|wan|wanna)\b", "dont want"),
    (r"\bno\s+(ask|send|disturb|bother|worry|need|collect|wait|check|request|give)\b", r"dont \1"),
    # Krio "yu nɔ fɔ aks mi": you should not ask me.
    (r"\bno\s+for\s+(ask|send|check|request|bother)\b", r"dont \1"),
    (r"\bmake\s+(?:una|you)\s+off\b", "turn off"),
    (r"\b(?:make\s+you|make\s+una)\b", "please"),
    (r"\bcommot\b", "remove"),
    (r"\bna\s+(approval|permission|confirmation)\s+be\s+that\b", r"that is \1"),
    (r"\bna\s+(\w+)\s+be\s+that\b", r"that is \1"),
    (r"\be\s+dey\s+tire\s+me\b", "it is annoying"),
    (r"\be\s+don\s+do\b", "enough"),
    (r"\bno\s+be\b", "is not"),
    (r"\b(?:dont|do\s+not|never)\s+forget\b", "remember"),
    (r"\bstraight\b(?!\s+(?:away|to|into|from|through))", "straight away"),
    (r"\bfit\b", "can"),
    (
        r"\b(do|pay|send|collect|remember|take|approve|use|need|off|remove|process|run|allow)"
        r"\s+am\b",
        r"\1 it",
    ),
    (r"\btalk\s+say\b", "say"),
    # "any request wey start with …": pidgin's relative "that"; "sharp sharp", at once.
    (r"\bwey\b", "that"),
    (r"\bsharp\s+sharp\b", "immediately"),
    (r"\bwetin\b", "what"),
    # Krio's progressive "de" before a verb of speaking: "wen yu de tok to mi".
    (r"\bde\s+(talk|write|reply|send|speak|chat)\b", r"\1"),
    (r"\b(to|with|for)\s+mi\b", r"\1 me"),
    (r"\bdey\b", ""),
    (r"\bna\b", "is"),
)
KEYWORDS: tuple[str, ...] = (
    "always",
    "approve",
    "approved",
    "approval",
    "automatically",
    "confirm",
    "confirmation",
    "confirming",
    "beneficiary",
    "beneficiaries",
    "permission",
    "remember",
    "remind",
    "without",
    "anything",
    "annoying",
    "already",
    "asking",
    "transfer",
    "transfers",
    "verification",
    "authorise",
    "authorize",
    "authorisation",
    "authorization",
    "whitelist",
    "request",
    "process",
    "proceed",
    "password",
    "second",
    "factor",
    "prompt",
    "prompts",
    "again",
    "future",
    "forward",
    "redundant",
    "necessary",
    "unnecessary",
    "security",
    "transaction",
    "transactions",
)
Rewrites = tuple[tuple[re.Pattern[str], str], ...]


class _Run:
    """A run of rewrites behind one pattern matching wherever any of them does, searched only
    where one of its cue words is (``pattern_needs.cue_gate``: "pas", "moi", "toi" ... for a
    run of French phrases), several times cheaper to look for than the phrases themselves.
    The cues are read from the pattern at the run's first use, not at import."""

    __slots__ = ("_cue", "_read", "gate", "rewrites")

    def __init__(self, rewrites: Rewrites) -> None:
        self.rewrites = rewrites
        self.gate = re.compile("|".join(f"(?:{p.pattern})" for p, _ in rewrites))
        self._cue: re.Pattern[str] | None = None
        self._read = False

    def touches(self, words: str) -> bool:
        """Whether any of the run's rewrites may change ``words``."""
        if not self._read:
            self._cue, self._read = cue_gate(self.gate), True
        if self._cue is not None and self._cue.search(words) is None:
            return False
        return self.gate.search(words) is not None


Gated = tuple[_Run, ...]


def _gated(pairs: Sequence[tuple[str, str]], size: int = 8) -> Gated:
    """The rewrites in order, in runs of ``size`` behind one pattern matching wherever any of
    them does (``_Run``): a text none of a run's rewrites touches is searched once, not
    ``size`` times, and the rewrites still apply one after another, in order."""
    compiled = tuple((re.compile(p), r) for p, r in pairs)
    return tuple(_Run(compiled[k : k + size]) for k in range(0, len(compiled), size))


def _rewrite(words: str, gated: Gated) -> str:
    for run in gated:
        if run.touches(words):
            for pattern, replacement in run.rewrites:
                words = pattern.sub(replacement, words)
    return words


_COMPILED_PIDGIN = _gated(PIDGIN)
_COMPILED_PHRASES = _gated(languages.PHRASES)
# Short words the screens read, typed with a letter dropped ("tokn", "limt", "plese"): too
# short for a near-miss by ratio, so each is known by its one-letter-short spellings, less
# those that are words of their own ("lease", "toke").
SHORT_KEYWORDS: tuple[str, ...] = (
    "remove",
    "cancel",
    "token",
    "tokens",
    "limit",
    "limits",
    "please",
    "codes",
    "remind",
)
_NOT_MISSPELT = frozenset({"lease", "pease", "toke", "tokes", "code", "odes", "imit"})
_DROPPED_LETTER: dict[str, str] = {
    word[:i] + word[i + 1 :]: word
    for word in SHORT_KEYWORDS
    for i in range(len(word))
    if len(word) > 4 and word[:i] + word[i + 1 :] not in (_NOT_MISSPELT | set(SHORT_KEYWORDS))
}


@lru_cache(maxsize=16384)
def _spelt(word: str) -> str:
    # Remembered: a near-miss is looked for by ratio against every keyword, and the same
    # words come back in every text.
    if word in languages.WORDS:
        return languages.WORDS[word]
    if word in SHORTHAND:
        return SHORTHAND[word]
    if word in _DROPPED_LETTER:
        return _DROPPED_LETTER[word]
    if len(word) < 6 or word in KEYWORDS or not word.isalpha():
        return word
    close = difflib.get_close_matches(word, KEYWORDS, n=1, cutoff=0.88)
    return close[0] if close else word


@lru_cache(maxsize=4096)
def plain_words(text: str) -> str:
    """``norm_words``, with shorthand, pidgin and near-misses of ``KEYWORDS`` made plain."""
    words = _rewrite(languages.fold(norm_words(text)), _COMPILED_PHRASES)
    words = " ".join(_spelt(w) for w in words.split())
    return " ".join(_rewrite(words, _COMPILED_PIDGIN).split())


# --- a key read as words ---------------------------------------------------------
_SEPARATORS = re.compile(r"[_\-.]+")
# The character before each letter/digit boundary, followed by a space: it consumes what
# it checks, so it runs about twice as fast as the lookbehind-and-lookahead way of
# writing the same thing (every text nothing is found in is read this way too).
_GLUED = re.compile(r"([A-Za-z](?=\d)|\d(?=[A-Za-z]))")


def key_words(key: str) -> str:
    """A key read as words: "skip_otp" says "skip otp", "pin1234" says "pin 1234"."""
    return _GLUED.sub(r"\1 ", _SEPARATORS.sub(" ", key))
