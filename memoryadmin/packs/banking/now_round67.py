"""Whose turn a pot is now, and how money stands now, in the languages of blind round 67
(summary rules, read after blind round 67; like ``now_round66``).

- whose turn it is to take a group's pot in a period going on: Swahili "mzunguko huu wa upatu ni
  zamu ya Bi Mwanaisha kupokea" (this round of the upatu it is Bi Mwanaisha's turn to receive),
  Bemba "ukupoka kwa chilimba umweshi uno ni kwa ba Bwalya" (the chilimba's receiving this month
  is Bwalya's), Amharic "በዚህ ዙር እቁቡ የሚደርሰው ለአበበ ነው" (this round the equb falls to Abebe),
  Yoruba "ọ̀sẹ̀ yìí, Ìyá Rúkà ló kàn láti gba owó àjọ" (this week it is Iya Ruka's turn to take
  the ajo money). A turn said with every period ("kila mwezi", "cila mweshi", "በየወሩ",
  "lọ́sọ̀ọ̀sẹ̀") is the group's custom and is left to the other rules;
- Amharic now, with a card or money: "ኤቲኤም ካርድ አሁን ታግዷል" (the ATM card is now blocked);
- Luganda what is left, with a loan or money: "looni … esigaddeko emitwalo 80" (the loan has
  800,000 left on it).

Yoruba is read with its tone marks taken off ("ló kàn" as "lo kan"), so a writer who leaves
them out is read the same.
"""

from __future__ import annotations

import re
import unicodedata

from memoryadmin.packs.banking.now_elsewhere import found_beside

_SENTENCE = re.compile(r"[^.!?;።፤\n]+")
_I = re.IGNORECASE


def _bare(text: str) -> str:
    """``text`` without its combining marks (Yoruba tones and under-dots), same words."""
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


# A turn to take a group's pot, with the words around it in each language.
_TURN = re.compile(
    # Swahili: "zamu ya …".
    r"\bzamu\b"
    # Bemba: "ukupoka kwa chilimba" (the chilimba's receiving), "inshita ya" (the time of).
    r"|\b(?:uku|ku)?pok(?:a|ela)\s+(?:kwa\s+)?i?c?h?ilimba\b|\binshita\s+ya\b"
    # Amharic: the equb "falls to" someone, or someone's turn ("ተራ").
    r"|(?:እቁ|ዕቁ)\S*\s+(?:\S+\s+)?(?:የሚደርሰው|ይደርሳል|የሚደርሳት|የሚወጣው|ይወጣል)|ተራው|ተራዋ|ተራ\s"
    # Yoruba, tones off: "… ló kàn láti gba" (it is … who is next to take).
    r"|\b(?:lo|ni\s+o)\s+kan\b",
    _I,
)
# A period going on or next.
_NOW_PERIOD = re.compile(
    r"\b(?:mwezi|wiki|mzunguko|awamu|raundi|mwaka|mara)\s+(?:huu|hii|ujao|ijayo)\b|\b(?:sasa|leo)\b"
    r"|\b(?:umweshi|mweshi|mulungu|umulungu|inshita|ubushiku)\s+(?:uno|ubu|ino|iyi|ulefika)\b"
    r"|\b(?:nomba|lelo)\b"
    r"|በዚህ\s*(?:ዙር|ወር|ሳምንት|ጊዜ)|በሚቀጥለው\s*(?:ዙር|ወር|ሳምንት)|አሁን|ዛሬ"
    r"|\b(?:ose|osu|odun|igba|akoko|iyipo)\s+(?:yii|yi|to\s+n\s+bo)\b|\b(?:loni|bayii?|nisinsinyi|nisisiyi)\b",
    _I,
)
# Every period: the group's custom, not the round going on.
_EVERY_PERIOD = re.compile(
    r"\bkila\b|\b(?:cila|ila)\b|በየ|\b(?:gbogbo|losoose|losoosu|lososu|lodoodun|ojoojumo)\b",
    _I,
)


def turn_now_east(text: str) -> str | None:
    """Whose turn a group's pot is in a period going on, in the languages above: the turn."""
    turn = found_beside(_bare(text), _TURN, _NOW_PERIOD, _EVERY_PERIOD, _SENTENCE)
    return turn.strip() if turn is not None else None


# Amharic: now, today, for now, so far; with a card, an account or money; not every period.
_AM_NOW = re.compile(r"አሁን|ዛሬ|ለጊዜው|እስካሁን|በአሁኑ\s*ጊዜ")
_AM_MONEY = re.compile(r"\d|ካርድ|ሂሳብ|አካውንት|ብር|ገንዘብ|ብድር|ደመወዝ|ቴሌብር|ዝውውር|እቁብ|ዕቁብ")
_AM_EVERY = re.compile(r"በየ|ሁልጊዜ|ሁሌም")


def amharic_now(text: str) -> str | None:
    """An Amharic word of now with money or a card in its sentence (see above): the word."""
    return found_beside(text, _AM_NOW, _AM_MONEY, _AM_EVERY, _SENTENCE)


# Luganda: what is left ("-sigadde"), still ("akyali", "ekyali"), now ("kati"), with money.
_LG_LEFT = re.compile(r"\b\w*sigadde\w*|\b(?:akyali|ekyali|kikyali|bukyali)\b|\bkati\b", _I)
_LG_MONEY = re.compile(
    r"\d|\b(?:looni|ssente|sente|emitwalo|mitwalo|akakadde|obukadde|shs|ugx|akawunti|kaadi|"
    r"bbanka|ebbanja|bbanja|omusaala)\b",
    _I,
)


def luganda_left(text: str) -> str | None:
    """A Luganda word of what is left or of now, with money in its sentence: the word."""
    return found_beside(text, _LG_LEFT, _LG_MONEY, sentences=_SENTENCE)


__all__ = ["amharic_now", "luganda_left", "turn_now_east"]
