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
    # Blind round 79, before the words below are read. Remember: "merk dir", "bitte merken",
    # "speicher das".
    (r"\b(?:merke?\s+dir|merken\s+sie\s+sich|(?<=bitte\s)merken|merken\s+(?=bitte\b))\b",
     "remember"),
    (r"\bspeicher(?:e|n)?\s+(?:dir\s+)?(?:das|dies)\b", "save that"),
    # Who calls and says he is someone, taken as the user: "wenn jemand anruft und sagt er ist
    # Klaus Berger, dann bin das ich".
    (r"\bwenn\s+(?:jemand|einer|wer)\s+(?:anruft|schreibt|sich\s+meldet)\b", "if someone calls"),
    (r"\b(?:und\s+)?sagt\s+(?:dass\s+)?er\s+(?:ist|sei|ware)\b", "and says he is"),
    (r"\b(?:und\s+)?sagt\s+(?:dass\s+)?sie\s+(?:ist|sei|ware)\b", "and says she is"),
    (r"\b(?:dann\s+)?(?:bin\s+das\s+ich|das\s+bin\s+ich|bin\s+ich\s+das|ist\s+das\s+ich)\b"
     r"(?!\s+nicht\b)", "then that is me"),
    (r"\b(?:einfach\s+)?vertrauen\b", "just trust"),
    # The TAN not asked: "keine TAN mehr abfragen", "nicht mehr nach der TAN fragen".
    (r"\bkeine\s+(?:sms\s+|push\s+)?(?:tan|pin|code)s?\s+mehr\s+(?:ab|nach)?fragen\b",
     "dont ask for the code anymore"),
    (r"\b(?:nicht|nie)\s+mehr\s+nach\s+(?:der|dem|einer|einem)\s+(?:tan|pin|code)\s+fragen\b",
     "dont ask for the code anymore"),
    # Access given: "gib ihm bitte vollen Zugriff".
    (r"\bgib\s+ihm\b", "give him"),
    (r"\bgib\s+ihr\b", "give her"),
    (r"\bgib\s+ihnen\b", "give them"),
    (r"\b(?:vollen|vollstandigen|kompletten|ganzen)\s+zugriff\b", "full access"),
    (r"\bzugriff\b", "access"),
    # Another approves: "mein Chef Herr Wagner darf Überweisungen von meinem Konto freigeben, ohne
    # dass ich bestätigen muss".
    (r"\bohne\s+dass\s+ich\s+(?:\w+\s+){0,2}?(?:bestatigen|zustimmen|freigeben|unterschreiben)\s+"
     r"(?:muss|musste)\b", "without my confirmation"),
    (r"\bmeine?\s+(?:chef|chefin|vorgesetzter|vorgesetzte)\b", "my boss"),
    (r"\bherr\b", "mr"),
    (r"\bdarf\b", "may"),
    (r"\bvon\s+meinem\s+(?:giro|spar)?konto\b", "from my account"),
    # The security question answered by the assistant: "die Sicherheitsfrage … beantworte die
    # bitte künftig selbst" (not "ich beantworte die Sicherheitsfrage selbst", "… beantworte ich
    # selbst").
    (r"\b(?:die\s+)?sicherheitsfragen?\b", "the security question"),
    (r"\bdie\s+antwort\s+(?:ist|lautet|heisst)\b", "the answer is"),
    (r"(?<!\bich\s)(?<!\bwir\s)\b(?:beantworte|beantworten|antworte)\s+(?:sie\s+)?"
     r"((?:(?!ich\b|wir\b)\w+\s+){0,5}?)(?:selbst|selber)\b", r"answer it yourself \1"),
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
