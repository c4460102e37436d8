"""Links between a secret's label and its value in languages the shared link tables lack (blind
rounds 68 and 69), added by ``secrets_shapes`` to the ones ``languages_links`` lists.

- A possessive after the noun: Hausa "ɗin" with its person joined ("PIN ɗina", my PIN; "ɗinka",
  "ɗinki", yours; "ɗinsa", "ɗinta", his, hers; "ɗinmu", ours), the word a borrowed noun takes
  ("PIN ɗin", the PIN), typed "dina" on a phone, as the view folds it; Efik and Ibibio "mmi"
  (my: "PIN mmi edi 3091").
- A copula: Efik and Ibibio "edi" (is); the plural of the Romance copulas the shared table
  holds in the singular ("é", "es", "est"): Portuguese "são", Spanish "son", French "sont", as
  a card's three numbers are ("os três números atrás do cartão são 7 7 3").

Only ever read where a secret's label stands right before them (or, value first, right after
the value), never as words of their own: "son" and "edi" are names and words elsewhere.

And where a code is seen, said after it: pidgin "for" is "on" or "in" ("e show 845306 for my
screen"), so a number "for my phone" or "for the screen" is the code on it, not an amount paid
for something (``LOCATIVE_FOR``: the place ends its clause; "5000 for my phone bill" stays an
amount).
"""

from __future__ import annotations

# Hausa "ɗin" and its persons (folded: "din"), Efik and Ibibio "mmi".
SECRET_MY = r"[ɗd]in(?:a|ka|ki|sa|ta|mu|ku|su)?|mmi"
# Efik and Ibibio "edi"; Portuguese "são" (folded "sao"), Spanish "son", French "sont".
SECRET_COPULAS = r"edi|s[ãa]o|son|sont"

# Where a code shows: a phone, its screen, a message, after pidgin "for" (on, in) and "inside".
_WHERE_SEEN = (
    r"(?:phone|fone|screen|sms|text|message|msg|inbox|e-?mail|notification|alert)s?"
)
LOCATIVE_FOR = (
    r"for\s+(?:inside\s+|ontop\s+)?(?:(?:my|mi|me|the|di|dis|this|that|dat|ma)\s+)?"
    rf"{_WHERE_SEEN}(?=\s*(?:[,.!?;:)]|$))"
)

__all__ = ["LOCATIVE_FOR", "SECRET_COPULAS", "SECRET_MY"]
