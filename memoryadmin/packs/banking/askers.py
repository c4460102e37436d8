"""Who asks, in the asked frame (``frames.asked_frame``): a question without its value is an event
whoever asked it (ENGINE.md section 9).

- the user, in any register: "the user", Pidgin's article "di user ask…", "the customer", a
  pronoun;
- someone named, by up to three capitalised words: "Mama Tolu asked…", "Mrs Adeyemi asked…"
  (after blind round 51; one capitalised word was read before);
- a group's officer, by office: "the treasurer asked…", "her ajo's collector asked…".

What follows the asker is read by ``asked_frame`` as before: a value in the question ("asked how
many members have paid, and 12 have") is never framed.
"""

from __future__ import annotations

_OFFICE = (
    r"(?:treasurer|secretary|chair(?:man|woman|lady|person)?|organi[sz]er|coordinator|collector|"
    r"alajo|president)"
)
_OWNER = r"(?:the|her|his|their|its|the\s+user['’]s|(?:the|her|his|their)\s+[\w-]+['’]s)"
_NAMED = r"(?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z][a-z]+)){0,2}"

# Pidgin's article: "Di user ask wetin…".
ASKER = (
    r"(?:(?:the|di|de|da)\s+user|the\s+customer|she|he|they|the\s+member|"
    rf"{_OWNER}\s+{_OFFICE}|{_NAMED}|[A-Z][a-z]+)"
)
