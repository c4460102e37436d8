"""Security questions asked in Italian, German, Dutch and Greek (blind round 79).

The question by its name ("domanda di sicurezza", "Sicherheitsfrage", "beveiligingsvraag",
"ερώτηση ασφαλείας") or by the usual ones: a mother's name before she married ("cognome da
nubile di tua madre", "Mädchenname Ihrer Mutter", "meisjesnaam van je moeder", "πατρικό επώνυμο
της μητέρας σας"), a first pet, school or teacher ("Wie hieß Ihr erstes Haustier?", "il tuo
primo animale domestico", "το πρώτο σας κατοικίδιο"), and where a parent was born ("σε ποια
πόλη γεννήθηκε ο πατέρας σας;", "città natale di tuo padre", "Geburtsort Ihres Vaters"). Asked,
the reply is the answer however it is put ("Unser Dackel hieß Waldi", "Sta Ioannina"):
``secrets_questions.QUESTION_ASKED`` reads these as its own.

"First" alone asks nothing ("Ihre erste Überweisung"), nor a city alone ("In welcher Stadt
wohnen Sie?"), nor a birthplace of the user's own a form asks: only a parent's.

Requests are read folded (``secrets_replies``), so the words are written in plain letters
(Greek without its accents, German "Madchenname" as well as "Mädchenname").
"""

from __future__ import annotations

_PARENT_IT = r"(?:padre|madre|papa|mamma|nonn[oa])"
_PARENT_DE = r"(?:vater|mutter|vaters|papas?|mamas?|gro(?:ss|ß)(?:vater|mutter|vaters))"
_PARENT_NL = r"(?:vader|moeder)"
_PARENT_EL = r"(?:πατερα\w?|μητερα\w?|μητερας|παππου\w?|γιαγια\w?)"

_FIRST_IT = (
    r"prim[oa]\s+(?:animale(?:\s+domestico)?|cane|gatto|scuola|maestr[ao]|insegnante|"
    r"professor\w*|auto|macchina|lavoro|amore|ragazz[oa])"
)
_FIRST_DE = (
    r"erst\w{0,2}\s+(?:haustier\w*|hund\w*|katze\w*|schule|grundschule|lehrer\w*|auto\w*|"
    r"wagen\w*|arbeitgeber\w*|freund\w*|liebe)"
)
_FIRST_NL = r"eerste\s+(?:huisdier|hond|kat|school|leraar|lerares|juf|meester|auto|baan|liefde)"
_FIRST_EL = (
    r"πρωτ\w{0,2}\s+(?:(?:σας|σου)\s+)?(?:κατοικιδι\w*|σκυλ\w*|γατ\w*|σχολει\w*|δασκαλ\w*|"
    r"καθηγητ\w*|αυτοκινητ\w*|δουλει\w*)"
)
_MAIDEN = (
    r"(?:cognome|nome)\s+(?:da\s+|di\s+)?(?:nubile|ragazza)|"
    r"m(?:a|ae|ä)dchenname\w*|geburtsname\w*\s+(?:der|ihrer|deiner)\s+mutter|"
    r"meisjesnaam|"
    r"(?:πατρικο|πατρικο\s+επωνυμο|επωνυμο)\s+(?:της\s+)?(?:μητερας|μανας|μαμας)"
)
_NAMED = (
    r"domanda\s+(?:di\s+)?sicurezza|domanda\s+segreta|risposta\s+(?:di\s+sicurezza|segreta)|"
    r"sicherheits(?:frage|antwort)|geheim(?:frage|antwort)|"
    r"beveiligingsvra(?:ag|gen)|geheime\s+vraag|"
    r"ερωτηση\s+ασφαλειας|μυστικη\s+ερωτηση|απαντηση\s+ασφαλειας"
)
_BIRTHPLACE = (
    rf"(?:citta|paese|luogo)\s+(?:natale|di\s+nascita)\s+(?:di\s+|del\s+|della\s+)?"
    rf"(?:(?:tuo|tua|suo|sua|vostro|vostra)\s+)?{_PARENT_IT}|"
    rf"(?:nato|nata)\s+(?:\w+\s+){{0,2}}{_PARENT_IT}|{_PARENT_IT}\s+(?:e\s+)?nat[oa]|"
    rf"geburts(?:ort|stadt)\s+(?:ihres|deines|ihrer|deiner|des|der)\s+{_PARENT_DE}|"
    rf"{_PARENT_DE}\s+geboren|geboren\w*\s+(?:\w+\s+){{0,2}}{_PARENT_DE}|"
    rf"geboorteplaats\s+van\s+(?:je|uw|jouw)\s+{_PARENT_NL}|{_PARENT_NL}\s+geboren|"
    rf"γεννηθηκε\s+(?:ο|η)\s+{_PARENT_EL}|{_PARENT_EL}\s+(?:σας|σου)\s+γεννηθηκε|"
    rf"τοπος\s+γεννησης\s+(?:του|της)\s+{_PARENT_EL}"
)

EUROPEAN_QUESTIONS = (_FIRST_IT, _FIRST_DE, _FIRST_NL, _FIRST_EL, _MAIDEN, _NAMED, _BIRTHPLACE)

__all__ = ["EUROPEAN_QUESTIONS"]
