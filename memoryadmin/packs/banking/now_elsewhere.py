"""How a pot, a transfer or a debt stands now, in the phrasings of blind rounds 64 and 65.

Live (refused), each a value true only when read:

- whose turn a group's pot is now, said as where it goes: "this cycle the equb goes to Obsa",
  "this month's seettu goes to Kumari aunty", "the ajo goes to Tunde this month". The pot goes to
  a named member (a capitalised name) in a period going on or next. Not a rule of every period
  ("the equb goes to whoever wins the draw each month", "to a different member every month");
- Haitian Kreyòl, whose turn it is to take the sòl: "Se tou Manman Lòlò pou l pran sòl la"
  (it is Manman Lòlò's turn to take the sòl), "mwa sa a se Jak ki pran men an" (this month it
  is Jak who takes the hand). Taking the pot, with a turn word or a period going on;
- a status a thing says, as a screen shows it: "the transfer says successful but the owo never
  landed", "the app says pending" (like "shows as successful"). Only a thing says it (a
  transfer, an app, a receipt): "the user says successful traders keep records" is a person;
- Pidgin's perfect of money come back: "the 25 000 wey ih send don reverse back", "the money
  don enter back" (like "has been reversed": the state it is in now), with money in the
  sentence;
- French (Cameroon's Camfranglais too) not yet back: "le do n'est pas encore back", "l'argent
  n'est toujours pas revenu" (like "has not come back yet"), with money in the sentence;
- Tagalog and Bisaya not yet and still: "wala pa yung refund" (there is no refund yet), "hindi
  pa pumapasok", "pending pa rin", with money in the sentence;
- Hausa what is left of a debt: "bashin da ake bin Musa … ya rage naira dubu arba'in da biyar"
  (the debt Musa is owed … is down to forty-five thousand naira), "saura naira dubu biyar".
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.group_names import SAVINGS_GROUP

_I = re.IGNORECASE
_SENTENCE = re.compile(r"[^.!?;\n]+")


def found_beside(
    text: str,
    found: re.Pattern[str],
    needed: re.Pattern[str],
    unless: re.Pattern[str] | None = None,
    sentences: re.Pattern[str] = _SENTENCE,
) -> str | None:
    """The first ``found`` in a sentence of ``text`` that also holds ``needed`` and no
    ``unless``: the words (each reader below is one such pair)."""
    for m in sentences.finditer(text):
        sentence = m.group(0)
        hit = found.search(sentence)
        if hit is None or needed.search(sentence) is None:
            continue
        if unless is None or unless.search(sentence) is None:
            return hit.group(0)
    return None


# A period going on or next: "this cycle", "this month's", "next week", "today".
_PERIOD = (
    r"(?:cycle|month|week|round|rotation|turn|time|draw|year|fortnight|meeting|sitting|"
    r"sunday|monday|tuesday|wednesday|thursday|friday|saturday)"
)
_NOW = re.compile(
    rf"\b(?:this|next|the\s+current|the\s+coming)\s+(?:[\w-]+\s+)?{_PERIOD}(?:['’]s)?\b"
    r"|\b(?:today|tonight|tomorrow|now|currently)\b",
    _I,
)
# Every period, a rule of the group: "each month", "every cycle".
_EVERY = re.compile(
    rf"\b(?:each|every|per|a)\s+(?:[\w-]+\s+)?{_PERIOD}\b|\bmonthly\b|\bweekly\b", _I
)
_GOES = re.compile(
    rf"\b(?:{SAVINGS_GROUP}|pot|payout|kitty|hand|lump\s+sum|collection)\s+(?:[\w'’-]+\s+){{0,3}}?"
    r"(?:goes|go|is\s+going|will\s+go|gone|went)\s+to\s+(?!(?:Bank|Sacco)\b)(?-i:[A-Z])[\w'’-]+",
    _I,
)


def pot_goes_now(text: str) -> str | None:
    """Whose turn a group's pot is now, said as where it goes (see above): the excerpt."""
    return found_beside(text, _GOES, _NOW, _EVERY)


# Kreyòl: taking the pot ("pran sòl la", "resevwa men an", "touche kòb la"), with whose turn
# ("se tou X", "tou pa l") or a period going on ("mwa sa a", "semèn sa a", "kounye a", "jodi a").
_HT_TAKES = re.compile(
    r"\b(?:pran|resevwa|touche|jwenn|ranmase)\s+(?:\w+\s+){0,2}?(?:s[òo]l|men|k[òo]b|lajan|"
    r"boukan|kès|kes)\b",
    _I,
)
_HT_TURN = re.compile(
    r"\b(?:se|c['’]?est|se\s+te)\s+tou\s+(?!moun\b)|\btou\s+pa\s+(?:l|li|yo)\b"
    r"|\b(?:mwa|semèn|semenn|wonn|tou|jou|dimanch|vandredi)\s+sa\s+a\b|\bkounye\s*a\b|\bjodi\s+a\b",
    _I,
)


def kreyol_turn(text: str) -> str | None:
    """Whose turn it is to take the sòl, in Kreyòl (see above): the excerpt."""
    return found_beside(text, _HT_TURN, _HT_TAKES)


_THING = (
    r"(?:transfers?|transactions?|payments?|withdrawals?|deposits?|remittances?|app|receipt|"
    r"status|screen|alert|sms|notification|dashboard|portal|statement|history|page|slip|"
    r"message|it)"
)
_STATE = (
    r"(?:successful|success|unsuccessful|failed|pending|processing|completed|complete|sent|"
    r"delivered|reversed|declined|approved|credited|debited|in\s+progress|on\s+hold)"
)
_SAID = re.compile(
    rf"\b{_THING}\s+(?:[\w'’-]+\s+){{0,4}}?(?:still\s+)?(?:says?|said|is\s+saying)\s+"
    rf"(?:it\s+(?:is|was|went)\s+|it['’]s\s+)?[\"“‘']?{_STATE}\b",
    _I,
)


def status_said(text: str) -> str | None:
    """A status a thing says, as a screen shows it (see above): the excerpt."""
    m = _SAID.search(text)
    return m.group(0) if m else None


# Money in a sentence, in the words of the languages below: a figure or a word of money.
_MONEY = re.compile(
    r"\d|[₦₵₱$€£]|\b(?:le|la|mon|son|ton|mes|ses)\s+do\b|\b(?:money|moni|owo|ego|argent|fonds|kudi|kudin|naira|cedis?|fcfa|cfa|"
    r"francs?|pesos?|pera|kwarta|refund|transfer|transfert|virement|retrait|padala|bayad|"
    r"remittance|payment|alert|wallet|account|compte|momo|gcash|maya|loan|bashi|bashin)\b",
    _I,
)
_COME_BACK = re.compile(
    # Pidgin: "don reverse back", "don enter back", "don return".
    r"\b(?:don|done)\s+(?:reverse[d]?|return(?:ed)?|refund(?:ed)?|bounce[d]?|(?:enter|come|land|"
    r"drop|reach|go)\s+back)\b"
    # French: "n'est pas encore back", "n'est toujours pas revenu", "pas encore rentré".
    r"|\b(?:n['’]\s*)?(?:est|sont|a|ont)\s+(?:toujours\s+)?pas\s+(?:encore\s+)?(?:back|revenue?s?|"
    r"rentr[ée]e?s?|arriv[ée]e?s?|tomb[ée]e?s?|rembours[ée]e?s?|cr[ée]dit[ée]e?s?|reçue?s?|recue?s?)\b"
    # Tagalog and Bisaya: "wala pa", "hindi pa", "dili pa", "wala pay", "pa rin", "pa din".
    # (Not "di pay": Cameroonian Pidgin's habitual, "ih di pay money give ih mami".)
    r"|\b(?:wala|hindi|di|dili)\s+pa\b|\bwala\s+pay\b|\bpa\s+(?:rin|din)\b"
    # Hausa: what is left ("ya rage", "saura"), what someone is owed ("ake bin").
    r"|\b(?:ya|ta|sun|ya\s+yi)\s+rage\b|\bsaura(?:n)?\s+(?:kudi|kudin|naira|dubu|bashi|\d)"
    r"|\b(?:ake|ana)\s+bin\b",
    _I,
)


def back_not_yet(text: str) -> str | None:
    """Money come back or not yet come, what is left of a debt, in the languages above, with
    money in the sentence (see above): the words."""
    return found_beside(text, _COME_BACK, _MONEY)


__all__ = ["back_not_yet", "found_beside", "kreyol_turn", "pot_goes_now", "status_said"]
