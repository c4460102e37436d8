"""Haitian Kreyòl, as Haitians write to a bank's assistant at home, in Miami and Montreal.

Round 49. Only the small words a request about money and its controls turns on, read over
folded words (no accents: "kòd" is "kod", "ankò" is "anko"):

- the controls and what checks them: "kòd" (code), "modpas" (password), "konfimasyon",
  "konfime", "verifye", "verifikasyon", "apwouve", "otorize", "benefisyè";
- the negations a rule turns on, whole: "pa bezwen" (no need to), "pa mande m" (don't ask me),
  "pa janm" (never), "pa gen dwa" (is not allowed to) before "gen dwa" (is allowed to);
- someone else in the user's place: "nan non m" (in my name, on my behalf), "pou mwen" (for me);
- how long: "pou tout tan", "pou toujou" (forever), "sonje" (remember), "toujou" (always).

Not a translator: "pa" alone stays as it is ("Pa pale m de kredi", don't talk to me about
credit), so do "voye" (send) and "notifikasyon" ("Pa janm voye m notifikasyon dimanch maten"
chooses when, it turns no alert off); "Rele m Manman Jo" reads as it did. "san" (without) is a
hundred too ("de san goud"), so it is read only before a control.
"""

from __future__ import annotations

# The controls and the words of money after "san" (without) that make it "without".
_CHECKED = (
    r"verifye|verifikasyon|konfime|konfimasyon|kod|modpas|apwouve|apwobasyon|otorizasyon|"
    r"pemisyon|mande\s+(?:m|mwen)"
)

KREYOL_WORDS: dict[str, str] = {
    "kod": "code",
    "modpas": "password",
    "konfimasyon": "confirmation",
    "konfime": "confirm",
    "verifye": "verify",
    "verifikasyon": "verification",
    "apwouve": "approve",
    "apwobasyon": "approval",
    "otorize": "authorise",
    "otorizasyon": "authorisation",
    "pemisyon": "permission",
    "benefisye": "beneficiary",
    "tranzaksyon": "transactions",
    "transfe": "transfer",
    "peman": "payments",
    "sonje": "remember",
    "toujou": "always",
    "tanpri": "please",
    "anko": "again",
}

KREYOL_PHRASES: tuple[tuple[str, str], ...] = (
    # "pa gen dwa" (is not allowed to) before "gen dwa" (is allowed to, has the right to).
    (r"\bpa\s+gen\s+dwa\b", "is not allowed to"),
    (r"\bgen\s+dwa\b", "is allowed to"),
    (r"\bpa\s+bezwen\b", "no need to"),
    (r"\bpa\s+janm\b", "never"),
    (r"\bpa\s+mande\s+(?:m|mwen)\b", "dont ask me"),
    (r"\bmande\s+(?:m|mwen)\b", "ask me"),
    # "fè tranzaksyon" (make transactions), "fè transfè" (make transfers).
    (r"\bfe\s+(?=tranzaksyon|transfe|peman|retre|depo)", "make "),
    # Someone else in the user's place: "nan non m" (in my name), "pou mwen" (for me).
    (r"\bnan\s+non\s+(?:m|mwen)\b", "on my behalf"),
    (r"\bpou\s+(?:tout\s+tan|toujou)\b", "forever"),
    # A limit taken off: "retire limit la" (remove the limit; "retire lajan" is withdraw money).
    (r"\bretire\s+(?=limit)", "remove "),
    # "san" (without) only before a control: it is also a hundred.
    (rf"\bsan\s+(?=(?:{_CHECKED})\b)", "without "),
    # "toujou wi" (always yes).
    (r"\btoujou\s+wi\b|\bwi\s+toujou\b", "always yes"),
)

__all__ = ["KREYOL_PHRASES", "KREYOL_WORDS"]
