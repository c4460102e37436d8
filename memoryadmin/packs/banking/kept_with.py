"""Where the user's accounts are kept and what is linked to what, each the whole sentence (a
durable frame read after blind round 65).

- which bank each of someone's accounts is with: "Emeka keeps his business account with Fidelity
  Bank and his personal account with Zenith" (a choice that holds until changed, like "her salary
  account is with Ecobank", ``framing``'s provider frame). Only a bank by its capitalised name and
  nothing after it: "keeps his savings account with Zenith frozen", "keeps ₦50,000 in his account"
  are read as before;
- an identity document or a number linked to a wallet or an account: "the user's Ghana Card is
  linked to her MTN MoMo wallet", "his NIN is linked to his Opay account" (how the account is set
  up, as "is registered in her name"). Never with a negation or a word of now ("is not yet
  linked", "is currently linked", "was unlinked"), which says how it stands;
- the wallet or account said to be registered with one, or in a name (round 84): "User's MoMo
  wallet is registered with her Ghana card".
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.frames import _no_live_value

_I = re.IGNORECASE
_END = r"\s*[.!]?\s*$"
_WHO = r"(?:the\s+user|he|she|they|(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)"
_OWNER = r"(?:the\s+user['’]s|his|her|their|(?-i:[A-Z])[\w-]+['’]s)"
_POSSESSIVE = r"(?:his|her|their)"
_KIND = (
    r"(?:(?:business|personal|salary|savings|current|main|everyday|joint|dollar|domiciliary|dom|"
    r"naira|cedi|mobile|shop|family|school|trading|company)\s+){1,2}"
)
_BANK = (
    r"(?-i:[A-Z])[\w&'’-]*(?:\s+(?-i:[A-Z])[\w&'’-]*){0,3}"
)
_KEPT = re.compile(
    rf"^\s*{_WHO}\s+(?:keeps|has|holds|maintains|operates)\s+{_POSSESSIVE}\s+{_KIND}accounts?\s+"
    rf"(?:with|at)\s+{_BANK}"
    rf"(?:\s*,?\s+and\s+{_POSSESSIVE}\s+{_KIND}accounts?\s+(?:with|at)\s+{_BANK}){{0,2}}{_END}",
    _I,
)
_ID = (
    r"(?:ghana\s+card|nin|bvn|national\s+id(?:\s+card)?|id\s+card|national\s+identity\s+card|"
    r"huduma\s+(?:card|number)|aadhaar(?:\s+card)?|voter['’]?s?\s+(?:card|id)|passport|"
    r"(?:phone|mobile)\s+number|sim(?:\s+card)?)"
)
_LINKED = re.compile(
    rf"^\s*{_OWNER}\s+{_ID}\s+is\s+(?:linked|tied|connected|attached)\s+to\s+{_POSSESSIVE}\s+"
    r"(?:(?:[A-Z][\w-]*|[\w-]+)\s+){0,3}?(?:wallet|account|bank\s+account|momo|number|bvn|nin|"
    rf"sim){_END}",
    _I,
)
# ... or the wallet, account or line said to be registered with the document, or in a name
# (round 84): "User's MoMo wallet is registered with her Ghana card" (how it was set up, as the
# document linked to it is; "is not registered", "is registered but blocked", "the wallet is
# empty" are read as before).
_REGISTERED = re.compile(
    rf"^\s*{_OWNER}\s+(?:(?:[A-Z][\w-]*|[\w-]+)\s+){{0,3}}?(?:wallet|account|momo|sim(?:\s+card)?|"
    r"line|number)\s+(?:is|was)\s+(?:registered|linked|tied)\s+(?:with|to|under|in|using|on)\s+"
    rf"{_POSSESSIVE}\s+(?:(?:[A-Z][\w-]*|[\w'’-]+)\s+){{0,2}}?(?:{_ID}|name){_END}",
    _I,
)
_NOW = re.compile(
    r"\b(?:not|no\s+longer|never|yet|now|still|currently|temporarily|un\w+|frozen|blocked|"
    r"dormant|closed|suspended|restricted)\b",
    _I,
)


def kept_with_frame(sentence: str) -> bool:
    """Which bank each account is with, or what is linked to a wallet (see above)."""
    if not any(shape.search(sentence) for shape in (_KEPT, _LINKED, _REGISTERED)):
        return False
    return _NOW.search(sentence) is None and _no_live_value(sentence)


__all__ = ["kept_with_frame"]
