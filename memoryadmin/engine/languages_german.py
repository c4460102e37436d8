"""German, as customers in Germany, Austria and Switzerland write to a bank, Turkish beside it
(round 63).

Read over folded words ("Überweisung" is "uberweisung", "ß" is "ss") before
``languages.PHRASES``, linked through ``languages_darija``. Only the turns a request to the bank's
assistant takes: a check or the alerts switched off ("Sicherheitsbenachrichtigungen
ausschalten"), not asked ("nicht mehr nachfragen"), done without ("ohne Bestätigung"), a limit
raised or lifted ("Limit erhöhen", "aufheben"), for good ("dauerhaft", "ab sofort"), another's
word approved ("was sie sagt, bestätigen", "in meinem Namen"). German glues its nouns: a compound
is read by its head ("Sicherheits-benachrichtigungen", "Überweisungs-limit").
"""

from __future__ import annotations

# Known words as the screens first see them (with their marks), so a German text is read in
# its English words too.
GERMAN_WORDS: dict[str, str] = {
    "bitte": "please",
    "dauerhaft": "permanently",
    "ausschalten": "turn off",
    "abschalten": "turn off",
    "deaktivieren": "turn off",
    "bestätigung": "confirmation",
    "bestatigung": "confirmation",
    "überweisungen": "transfers",
    "uberweisungen": "transfers",
    "erhöhen": "raise",
    "erhohen": "raise",
    "handy": "phone",
}

GERMAN_PHRASES: tuple[tuple[str, str], ...] = (
    # For good: "dauerhaft", "für immer", "endgültig"; "ab sofort", "von nun an", "künftig".
    (r"\b(?:dauerhaft|fur\s+immer|endgultig)\b", "permanently"),
    (r"\b(?:ab\s+(?:sofort|jetzt|heute)|von\s+nun\s+an|kunftig|in\s+zukunft)\b", "from now on"),
    # The alerts by a compound's head: "Sicherheitsbenachrichtigungen", "Push-Benachrichtigung".
    (r"\bsicherheits(?:benachrichtigung|warnung|hinweis|meldung|alarm|abfrage)\w*\b",
     "security notifications"),
    (r"\b\w*(?:benachrichtigung|warnung|meldung)(?:en)?\b", "notifications"),
    # Switched off, removed, raised.
    (r"\b(?:ausschalten|abschalten|abstellen|ausmachen|deaktivieren|deaktiviere|deaktiviert)\b",
     "turn off"),
    (r"\b(?:schalte|schalten)\s+(?:sie\s+)?((?:\w+\s+){1,4}?)(?:aus|ab)\b", r"turn off \1"),
    (r"\b(?:entfernen|entferne|aufheben|aufgehoben|streichen|loschen|losche)\b", "remove"),
    (r"\b(?:erhohen|erhohe|erhoht|hochsetzen|anheben|heraufsetzen|raufsetzen)\b", "raise"),
    (r"\b(?:uberweisungs|tages|karten|transaktions)limits?\b", "limit"),
    # Not asked: "nicht (mehr) nachfragen", "fragen Sie mich nicht", "ohne Bestätigung".
    (r"\b(?:nicht|nie)\s+(?:mehr\s+)?(?:nach|ab|rueck|ruck)?fragen\b", "dont ask"),
    (r"\bfrag(?:en)?\s+(?:sie\s+)?(?:mich\s+)?(?:nicht|nie)(?:\s+mehr)?\b", "dont ask me"),
    (r"\bohne\s+(?:\w+\s+)?(?:bestatigung|ruckfrage|nachfrage|tan|code|pin|prufung)\w*\b",
     "without confirmation"),
    (r"\b(?:bestatigungs|sicherheits)(?:code|tan)\b", "confirmation code"),
    (r"\bbestatigung(?:en)?\b", "confirmation"),
    (r"\buberweisung(?:en)?\b", "transfers"),
    (r"\bzahlung(?:en)?\b", "payments"),
    # Another's word approved: "was sie sagt, bestätigen", "in meinem Namen", "meine Frau".
    (r"\b(?:genehmigen|genehmige|bestatigen|bestatige|freigeben|gib\s+frei)\b", "approve"),
    (r"\bin\s+meinem\s+namen\b", "in my name"),
    (r"\bvon\s+meinem\s+(?:handy|telefon)\b", "from my phone"),
    (r"\bmeine?\s+(?=(?:frau|mann|sohn|tochter|bruder|schwester|mutter|vater)\b)", "my "),
    (r"\bfrau\b", "wife"),
    (r"\bsohn\b", "son"),
    # Whatever another says, by pronoun or by name ("was meine Frau sagt", "was Elif schreibt").
    (r"\bwas\s+(?:auch\s+)?(?:immer\s+)?((?:my\s+)?\w+)\s+(?:sagt|will|schreibt|verlangt|mochte|"
     r"moechte|anfordert|mochte)\b", r"whatever \1 says"),
    (r"\bbitte\b", "please"),
)

__all__ = ["GERMAN_PHRASES", "GERMAN_WORDS"]
