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
    # Mauritian Kreol (round 73, read after round 74): a question reported, "Li'nn demann kouma
    # pou sanz so PIN kart debi" (she has asked how to change her debit card PIN), read whole in
    # its English words so the screens read it; "linn" (she or he has), "inn" (has).
    "linn": "she has",
    "inn": "has",
    "demann": "asked",
    "kouma": "how",
    "sanz": "change",
    "debi": "debit",
    "mwa": "me",
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
    # Round 65: added, automatically, new ("tout nouvo benefisyè m ajoute").
    "ajoute": "add",
    "otomatikman": "automatically",
    "nouvo": "new",
    "nenpot": "any",
    "dola": "dollars",
    "anvan": "before",
    "pase": "pass",
}

KREYOL_PHRASES: tuple[tuple[str, str], ...] = (
    # "pa gen dwa" (is not allowed to) before "gen dwa" (is allowed to, has the right to).
    (r"\bpa\s+gen\s+dwa\b", "is not allowed to"),
    (r"\bgen\s+dwa\b", "is allowed to"),
    (r"\bpa\s+bezwen\b", "no need to"),
    # Mauritian "pa demann mwa" (don't ask me), "pa bizin" (no need to).
    (r"\bpa\s+demann\b", "dont ask"),
    (r"\bpa\s+bizin\b", "no need to"),
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
    # Round 65: another's word paid as it comes. "Tout sa / nenpòt sa X di w peye, peye l"
    # (whatever X tells you to pay, pay it), "nenpòt sa l mande w voye, voye l" (whatever he asks
    # you to send, send it); new payees approved by themselves: "tout nouvo benefisyè m ajoute,
    # apwouve yo otomatikman, pa poze m kesyon" (approve them automatically, ask me no question).
    # "voye" and "peye" only in these phrases ("Pa janm voye m notifikasyon" stays a wish).
    (r"\b(?:tout|nenpot|kelkeswa)\s+(?:bagay\s+)?sa\b", "whatever"),
    (r"\bdi\s+(?:w|ou)\s+(peye|voye|transfere|fe)\b", r"tells you to \1"),
    (r"\bmande\s+(?:w|ou)\s+(peye|voye|transfere|fe)\b", r"asks you to \1"),
    (r"\b(?:tells|asks)\s+you\s+to\s+peye\b", "tells you to pay"),
    (r"\b(?:tells|asks)\s+you\s+to\s+(?:voye|transfere)\b", "tells you to send"),
    (r"\bpeye\s+(?:l|li|yo)\b", "pay it"),
    (r"\b(?:voye|transfere)\s+(?:l|li|yo)\b", "send it"),
    (r"\bapwouve\s+(?:l|li|yo)\s+otomatikman\b|\botomatikman\s+apwouve\b",
     "approve them automatically"),
    (r"\bpa\s+poze\s+(?:m|mwen)\s+(?:okenn\s+|ankenn\s+)?kesyon\b", "dont ask me"),
    # ... and a stricter check: "mande m de fwa anvan nenpòt transfè ki plis pase 1 000 dola" (ask
    # me twice before any transfer above $1,000).
    (r"\bde\s+fwa\b", "twice"),
    # Round 73: "sa l di w fè ak kòb la, fè l san kesyon" (what he tells you to do with the
    # money, do it without question): "sa" alone before who says it, "fè l" (do it), "san
    # kesyon" (without question), "ak kòb la" (with the money; "kòb" alone is left, "kenbe kòb
    # la" keeps the group's money).
    (r"\bsa\s+(?=(?:l|li|yo|[a-z]+)\s+(?:di|mande)\s+(?:w|ou)\b)", "whatever "),
    (r"\bfe\s+(?:l|li)\b", "do it"),
    (r"\bsan\s+(?:okenn\s+|ankenn\s+)?kesyon\b", "without asking me"),
    (r"\bak\s+kob\b", "with the money"),
    (r"\b(?:ki\s+)?plis\s+pase\b", "more than"),
)

__all__ = ["KREYOL_PHRASES", "KREYOL_WORDS"]
