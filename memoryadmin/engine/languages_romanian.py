"""Romanian, as customers in Romania, Moldova and the diaspora write to a bank (round 63).

Read over folded words ("plăți" is "plati", "ș" is "s") before ``languages.PHRASES``, linked
through ``languages_darija``. Only the turns a request to the bank's assistant takes: a check not
asked any more ("nu mai cere cod de confirmare", don't ask for a confirmation code any more;
"nu mă mai întreba"), for good ("niciodată", never; "permanent", "definitiv"), a limit raised
("mărește limita la maxim") and checks removed ("scoate verificările"), switched off
("dezactivează alertele"), another's payments approved ahead ("eu aprob tot dinainte", I approve
everything in advance; "aprobă tot ce cere", approve whatever he asks).
"""

from __future__ import annotations

# Known words as the screens first see them (with their marks), so a Romanian text is read in
# its English words too.
ROMANIAN_WORDS: dict[str, str] = {
    "confirmare": "confirmation",
    "confirmarea": "confirmation",
    "verificările": "checks",
    "verificarile": "checks",
    "niciodată": "never",
    "niciodata": "never",
    "mărește": "raise",
    "mareste": "raise",
    "limita": "the limit",
    "plățile": "payments",
    "platile": "payments",
    "plăți": "payments",
    "plati": "payments",
    "aprob": "i approve",
    "dinainte": "in advance",
    "alertele": "alerts",
    "notificările": "alerts",
    "notificarile": "alerts",
}

ROMANIAN_PHRASES: tuple[tuple[str, str], ...] = (
    # Not asked any more: "nu mai cere(ți)", "nu mă mai întreba(ți)", "nu mai solicita".
    (r"\bnu\s+(?:ma\s+)?(?:mai\s+)?(?:ma\s+)?(?:cere|ceri|cereti|intreba|intrebi|intrebati|solicita|"
     r"solicitati|trimite|trimiteti)\b", "dont ask anymore"),
    (r"\b(?:nicio|niciun|niciunul|nici\s+o)\b", "any"),
    (r"\bniciodata\b|\bpentru\s+totdeauna\b", "ever again"),
    (r"\bdefinitiv\b", "permanently"),
    (r"\bde\s+acum\s+(?:inainte|incolo)\b|\bde\s+azi\s+(?:inainte|incolo)\b", "from now on"),
    # What is checked: "cod de confirmare", "confirmarea", "verificările".
    (r"\bcod(?:ul|uri|urile)?\s+de\s+(?:confirmare|verificare|securitate|autentificare)\b",
     "confirmation code"),
    (r"\bconfirmar(?:e|ea|i|ile)\b", "confirmation"),
    (r"\b(?:verificar(?:e|ea|i|ile)|autentificar(?:e|ea))\b", "checks"),
    (r"\b(?:la|pe|pentru)\s+(?:plati|platile|plata)\b", "on payments"),
    (r"\b(?:plati|platile|platilor)\b", "payments"),
    (r"\btransferuri(?:le|lor)?\b", "transfers"),
    (r"\b(?:alertele|alerte|notificarile|notificari)\b", "alerts"),
    # A limit raised ("mărește limita … la maxim"), removed or switched off.
    (r"\b(?:mareste|mariti|creste|cresteti|ridica|ridicati)\b", "raise"),
    # ("limita" alone is Spanish's and Portuguese's verb too: only with what follows it here.)
    (r"\blimit(?:ele|ei)\b|\blimita(?=\s+(?:de|la|zilnica|maxima|contului|cardului|mea)\b)",
     "the limit"),
    (r"\bla\s+maxim(?:um)?\b", "to the maximum"),
    (r"\b(?:scoate|scoateti|elimina|eliminati|sterge|stergeti|anuleaza|anulati)\b", "remove"),
    (r"\b(?:dezactiveaza|dezactivati|opreste|opriti|inchide|inchideti)\b", "turn off"),
    # Another's payments approved ahead: "eu aprob tot dinainte", "aprobă tot ce cere".
    (r"\b(?:eu\s+)?aprob\s+(?:tot|totul|toate)\s+(?:dinainte|in\s+avans|de\s+acum)\b",
     "i approve everything in advance"),
    (r"\b(?:tot\s+)?ce\s+(?:cere|spune|vrea|zice|trimite)\b", "whatever he asks"),
    (r"\b(?:aproba|aprobati|accepta|acceptati)\b", "approve"),
    (r"\bin\s+numele\s+meu\b", "in my name"),
    (r"\b(mama|sotia|sotul|fiul|fiica|fratele|sora|tata)\s+(?:mea|meu)\b", r"my \1"),
    (r"\bmy\s+mama\b", "my mother"),
    (r"\bmy\s+sotia\b", "my wife"),
    (r"\bmy\s+sotul\b", "my husband"),
    (r"\bmy\s+fiul\b", "my son"),
    (r"\bmy\s+fratele\b", "my brother"),
    (r"\bpentru\b", "for"),
    (r"\bcatre\b", "to"),
    (r"\b(?:te|va)\s+rog\b", "please"),
    # Blind round 78: another let at the money ("fratele meu Mihai are voie să trimită bani din
    # contul meu", my brother Mihai is allowed to send money from my account), kept in mind ("să
    # ții minte"), a holder like the user ("e titular ca și mine").
    (r"\b(?:are|au)\s+voie\s+(?:sa\s+)?", "is allowed to "),
    (r"\bpoate\s+sa\s+", "can "),
    (r"\b(?:trimita|trimite|trimiti|scoata|retraga|transfere|plateasca)\s+(?:bani|banii)\b",
     "send money"),
    (r"\b(?:din|de\s+pe)\s+(?:contul|cardul)\s+(?:meu|nostru)\b", "from my account"),
    (r"\b(?:sa\s+)?(?:tii|tineti|tine)\s+minte\b", "remember"),
    (r"\b(?:e|este)\s+(?:co\s*)?titular\w*\s+ca\s+si\s+(?:mine|noi)\b",
     "is a joint holder like me"),
)

__all__ = ["ROMANIAN_PHRASES", "ROMANIAN_WORDS"]
