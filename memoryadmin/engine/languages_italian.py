"""Italian, as customers in Italy and Ticino write to a bank's assistant (blind round 79).

Read over folded words ("può" is "puo", "d'ora" is "dora") before ``languages.PHRASES``,
linked through ``languages_darija``. Only the turns a request takes: kept in mind
("ricordatelo", "ricordati che"), from now on ("da oggi", "d'ora in poi"), another let at the
money ("mia moglie può fare bonifici dal mio conto", my wife can make transfers from my
account), another taken for the user ("è come se fosse me", he is as if he were me), a check
not asked ("non chiedere conferme"), not needed ("il codice OTP non serve"), skipped
("saltalo") or let go ("lascia perdere la doppia autenticazione"). Not a translator: "saldo",
"conto", "sempre" are read only where a request uses them, since Spanish and Portuguese share
them.
"""

from __future__ import annotations

# Words no other table reads, each a turn a request takes (so an Italian text is read in its
# English words too). No word of money or of a control: an Italian sentence that names one in
# words no table reads would be unread money ("L'utente ha chiesto come attivare le notifiche per
# i pagamenti", a question told), so those are read only where a request uses them (below).
ITALIAN_WORDS: dict[str, str] = {
    "ricordatelo": "remember it",
    "ricordalo": "remember it",
    "ricordati": "remember",
    "ricordatevi": "remember",
    "ricordarti": "remember",
    "memorizza": "remember",
    "memorizzalo": "remember it",
    "saltalo": "skip it",
    "saltala": "skip it",
    "saltarlo": "skip it",
    "moglie": "wife",
    "marito": "husband",
    "fratello": "brother",
    "sorella": "sister",
    "figlio": "son",
    "figlia": "daughter",
}

_CAN = r"\b(?:puo|possono|potra|potranno)\s+(?:anche\s+|sempre\s+|pure\s+)?"
# What a check is called, in the phrases that wave it off.
_CHECK = (
    r"(?:(?:la\s+|le\s+|il\s+|i\s+)?(?:doppia\s+(?:autenticazione|verifica)|autenticazione\s+a\s+due\s+"
    r"fattori|conferm[ae]|codice|codici|verifica|verifiche|otp|pin))"
)

# Right after a check is waved off or not asked for ("skip", "dont ask me for").
_AFTER = r"(?:(?<=\bskip\s)|(?<=\bfor\s))"

ITALIAN_PHRASES: tuple[tuple[str, str], ...] = (
    # From now on: "da oggi (in poi)", "d'ora in poi" ("dora" folded), "da adesso in poi".
    (r"\b(?:da\s+oggi|dora|da\s+ora|da\s+adesso|da\s+questo\s+momento)\s+in\s+(?:poi|avanti)\b",
     "from now on"),
    (r"\bda\s+oggi\b", "from today"),
    # Kin named with the possessive: "mia moglie", "mio fratello", "la mia figlia".
    (r"\b(?:la\s+|il\s+)?mi[ao]\s+(?=(?:moglie|marito|fratello|sorella|figlio|figlia|madre|padre|"
     r"mamma|papa|compagn[ao]|fidanzat[ao]|socio|amic[ao]|collega|capo)\b)", "my "),
    # The account money leaves: "dal mio conto" (from my account).
    (r"\b(?:dal|dai|dalla)\s+(?:mio|mia|miei|mie)\s+(?:conto|conti|carta|carte)\b",
     "from my account"),
    # Another let at the money: "può fare bonifici" (can make transfers), "può chiedere saldo,
    # bonifici, tutto" (can ask the balance, transfers, everything). The money is read only
    # after what another can do with it: "può vedere il saldo" (can see the balance) is seeing.
    (_CAN + r"(?:fare|effettuare|disporre|eseguire)\b", "can make"),
    (_CAN + r"(?:chiedere|ordinare|richiedere)\b", "can ask"),
    (r"(?<=\bcan\s)(make|ask)\s+(?:il\s+|mio\s+|il\s+mio\s+)?saldo\b", r"\1 the balance"),
    (r"(?<=\bcan\s)(make|ask)((?:\s+(?:dei|i|le|delle|the\s+balance|e))*)\s+(?:bonifici|bonifico)\b",
     r"\1\2 transfers"),
    (r"(?<=\bcan\s)(make|ask)((?:\s+(?:dei|i|le|delle|the\s+balance|transfers|e))*)\s+"
     r"(?:pagamenti|pagamento)\b", r"\1\2 payments"),
    (r"(?<=\btransfers\s)tutto\b|(?<=\bpayments\s)tutto\b", "everything"),
    (_CAN + r"(?:pagare|mandare|inviare|spostare|prelevare|trasferire)\s+(?:i\s+)?soldi\b",
     "can send money"),
    (r"\b(?:puo|possono|potra|potranno)\b", "can"),
    # Another taken for the user: "è come se fosse me/io" (he is as if he were me), "è come me".
    (r"\b(?:e\s+)?come\s+se\s+(?:fosse|fossi|fossero)\s+(?:me|io)(?:\s+stess[oa])?\b",
     "is as if he were me"),
    (r"\be\s+come\s+me\b", "is like me"),
    (r"\bsono\s+io\b(?!\s+che\b)", "it is me"),
    # Not to be asked: "non chiedere conferme", "non chiedermi il codice", "non mi chiedere più".
    (r"\bnon\s+(?:mi\s+)?(?:chiedere|chiedermi|domandare|domandarmi|chiedete|chiedetemi)\s+(?:piu\s+)?"
     r"(?=" + _CHECK + r"\b)", "dont ask me for "),
    (r"\bnon\s+(?:mi\s+)?(?:chiedere|chiedermi|chiedete|chiedetemi)\s+piu\b",
     "dont ask me anymore"),
    # Not needed: "il codice OTP non serve" (the OTP code is not needed).
    (r"\bnon\s+(?:serve|servono|e\s+necessari[oa]|sono\s+necessari[ei]|ce\s+bisogno\s+d\w*)\b",
     "is not needed"),
    # Waved off: "lascia perdere la doppia autenticazione" (forget the two-factor), "salta il
    # codice" (skip the code), "togli la conferma" (remove the confirmation).
    # Not the user keeping it: "non saltare mai il codice" (never skip the code) stays unread.
    (r"(?<!\bnon\s)\b(?:lascia(?:te)?\s+perdere|salta(?:te|re)?|togli(?:ete|ere)?|disattiva(?:te|re)?|"
     r"elimina(?:te|re)?)\s+(?=" + _CHECK + r"\b)", "skip "),
    (_AFTER + r"(?:la\s+)?(?:doppia\s+(?:autenticazione|verifica)|"
     r"autenticazione\s+a\s+due\s+fattori)\b",
     "the two factor authentication"),
    (_AFTER + r"(?:la\s+|le\s+)?conferm[ae]\b", "the confirmation"),
    (_AFTER + r"(?:il\s+|i\s+)?codic[ei]\b", "the code"),
    (r"(?<=\bauthentication\s)per\s+(?:tutti\s+i|tutte\s+le|ogni)\s+(?:pagamenti|pagamento|bonifici|bonifico)\b",
     "for all payments"),
    # Kept in mind: "tienilo a mente", "ricorda che".
    (r"\b(?:tienilo|tieni|tenete)\s+(?:a\s+)?mente\b", "remember"),
    (r"\bricorda(?:ti|telo)?\s+che\b", "remember that"),
)

__all__ = ["ITALIAN_PHRASES", "ITALIAN_WORDS"]
