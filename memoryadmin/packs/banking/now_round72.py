"""A gauge as last read, money not yet come, a tally so far (summary finders, blind rounds 72-73).

- An investment or a score said as its move or its latest reading: "User portfolio up 12% this
  week", "her shares are down 8% today", "the user's CIBIL score came back as 742 this month",
  "his credit score came out at 690". The gauge as last seen, which the next day changes (like
  ``now_round70.score_moved``); refused unless dated to a year or a span long past ("fell 30% in
  2008": an event of then).
- Money or a transfer not yet come, in the creoles of Portuguese and Spanish stock: "Dinheru ki el
  manda pa Brava inda ka txiga" (Kabuverdianu), "e plaka ainda no a yega" (Papiamentu), "kabalu
  inda ka entra" (Guinea-Bissau Kriol): the "not yet" marker before a verb (like Kreyòl's "poko
  rive", ``still_elsewhere``). A state until the money lands.
- How many people have done something so far, in romanised South Indian languages: "Kuri-yil ee
  maasam ithuvare 6 per mathrame adachittullu" (Malayalam: so far only 6 people have paid),
  "ippati varaku 6 mandi kattaru" (Telugu), "ithu varaikkum 6 per kattirukkaanga" (Tamil): the
  "so far" word, a figure and a word for people. Who has paid, counted as it stands.
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.finders import first_match
from memoryadmin.packs.banking.now_round70 import _SCORE, not_long_ago

_I = re.IGNORECASE

# What is worth what a market or a bureau says today.
_GAUGE = (
    rf"(?:{_SCORE}|portfolio|investments?|shares|stocks?|equities|unit\s+trusts?|mutual\s+funds?|"
    r"index\s+funds?|crypto|bitcoin|btc|eth|etfs?|pension\s+pot|401\s*k|ira|sips?|nav)"
)
_MOVES = (
    r"(?:(?:is|are|was|were|['’]s|has\s+been|have\s+been|don|don\s+go|don\s+dey|dey|go|went|"
    r"has\s+gone|have\s+gone|gone|is\s+now|are\s+now)\s+)?(?:now\s+)?"
    r"(?:up|down|rose|risen|fell|fallen|grew|grown|gained|lost|dropped|jumped|climbed|slipped|"
    r"dipped|increased|decreased)"
)
_PERCENT = (
    r"(?:by\s+)?(?:about\s+|around\s+|almost\s+|nearly\s+|over\s+)?\d+(?:[.,]\d+)?\s*"
    r"(?:%|percent|per\s+cent|pc)"
)
# Its latest reading: "came back as 742", "came out at 690", "is showing 710".
_READ = (
    r"(?:came|comes|come|has\s+come|was|is)\s+(?:back|out|in)\s+(?:as|at)|(?:is|was)\s+showing|"
    r"shows|showed|reads|read\s+as"
)
_GAUGE_NOW = re.compile(
    rf"\b{_GAUGE}\b(?:\s+(?:[\w'’&-]+\s+){{0,3}}?)?\s*(?:{_MOVES}\s+{_PERCENT}|(?:{_READ})\s+"
    r"(?:about\s+|around\s+|only\s+|just\s+)?\d[\d,]*)",
    _I,
)


def gauge_now(text: str) -> str | None:
    """An investment's move or a score's latest reading, not dated long past (see above)."""
    return not_long_ago(_GAUGE_NOW, text)


# "not yet" before a verb in the creoles of Portuguese and Spanish stock.
not_yet_creole = first_match(
    # ... not Portuguese "ainda no banco" (still in the bank): Papiamentu's "no" takes "a".
    r"\b(?:inda|ainda|aind)\s+(?:(?:ka|nka|nu)\s+|k['’]\s*|no\s+a\s+)[\w'’-]+",
)

# "so far" in romanised Malayalam, Tamil, Telugu, Kannada; a figure; a word for people.
_SO_FAR = (
    r"(?:ithu\s*vare|ithu\s*vareyum|ippo\s*vare|innu\s*vare|ithu\s*varai(?:kkum|kum|yil)?|"
    r"ippo\s*varai(?:kkum|kum)?|ippati\s*varaku|ippudu\s*varaku|ivattu\s*varegu|ivaga\s*varegu|"
    r"illi\s*varegu)"
)
_PEOPLE = r"(?:per|peru|peyar|perum|mandi|manditho|jana|janaru|aalukal|aalu|aal|people|members?)"
tally_so_far = first_match(
    rf"\b{_SO_FAR}\b(?:\s+[\w'’-]+){{0,2}}?\s+\d+\s*{_PEOPLE}\b",
    rf"\b\d+\s*{_PEOPLE}\b(?:\s+[\w'’-]+){{0,2}}?\s+{_SO_FAR}\b",
)


__all__ = ["gauge_now", "not_yet_creole", "tally_so_far"]
