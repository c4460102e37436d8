"""Greek, in its own script and in Latin letters ("Greeklish"), as customers in Greece and Cyprus
write to a bank (blind round 79).

Read over folded words (accents gone, a final "ς" is "σ": "μεταφορές" is "μεταφορεσ") before
``languages.PHRASES``, linked through ``languages_darija``. Only the turns a request to the bank's
assistant takes: kept in mind ("θυμήσου ότι", remember that; "thelo na thimaste oti"), another
able to move the money ("ο γιος μου … μπορεί να κάνει μεταφορές από τον λογαριασμό μου", my son
can make transfers from my account), a check waved off ("χωρίς να με ρωτάς", without asking me;
"μη ρωτήσεις τον παλιό", don't ask the old one), codes sent elsewhere ("στείλε εκεί τους κωδικούς",
send the codes there), another a holder too ("einai kai aftos katoxos tou logariasmou", he too is
a holder of the account) and let at the money ("na ton afinete na kanei metafores", let him make
transfers). Not a translator: "η γυναίκα μου δουλεύει στην Αθήνα" (my wife works in Athens) keeps
its unread words.
"""

from __future__ import annotations

# Greek script: words of its own, no other table's spelling.
GREEK_WORDS: dict[str, str] = {
    "θυμησου": "remember",
    "θυμηθειτε": "remember",
    "θυμασαι": "remember",
    "οτι": "that",
    "μπορει": "can",
    "μπορουν": "can",
    "μεταφορεσ": "transfers",
    "μεταφορα": "transfer",
    "εμβασματα": "transfers",
    "πληρωμεσ": "payments",
    "αναληψεισ": "withdrawals",
    "χωρισ": "without",
    "κωδικουσ": "codes",
    "κωδικο": "code",
    "κωδικοσ": "code",
    "κωδικοι": "codes",
    "στειλε": "send",
    "στειλτε": "send",
    "εκει": "there",
    "ειναι": "is",
    "και": "and",
    "αριθμοσ": "number",
    "αριθμο": "number",
    "εγκριση": "approval",
    "επιβεβαιωση": "confirmation",
    "παντα": "always",
    "ποτε": "never",
    "προτιμω": "i prefer",
    "πληρωνω": "i pay",
    # What the near-misses say, read whole: "Πάντα επιβεβαιώνω τις μεταφορές μου μόνος μου" (I
    # always confirm my transfers myself), "Ποτέ μην παραλείπεις τον κωδικό" (never skip the code).
    "επιβεβαιωνω": "i confirm",
    "ελεγχω": "i check",
    "παραλειπεισ": "skip",
    "παραλειψεισ": "skip",
    "παραλειπετε": "skip",
    "μη": "dont",
    "μην": "dont",
    "τον": "the",
    "την": "the",
    "τισ": "the",
    "τουσ": "the",
    "ελληνικα": "greek",
    # "μου" (mine, me) said after its noun, where no phrase took it with the noun.
    "μου": "mine",
    "μονοσ": "alone",
    "μονη": "alone",
}

_KIN = (
    ("γιοσ", "son"), ("κορη", "daughter"), ("αδερφοσ", "brother"), ("αδελφοσ", "brother"),
    ("αδερφη", "sister"), ("αδελφη", "sister"), ("γυναικα", "wife"), ("συζυγοσ", "spouse"),
    ("αντρασ", "husband"), ("αντρα", "husband"), ("μητερα", "mother"), ("μαμα", "mother"),
    ("πατερασ", "father"), ("μπαμπασ", "father"), ("ξαδερφοσ", "cousin"), ("φιλοσ", "friend"),
    ("αδερφο", "brother"), ("αδελφο", "brother"), ("γιο", "son"), ("αντρα", "husband"),
)
_KIN_LATIN = (
    ("gios", "son"), ("giou", "son"), ("kori", "daughter"), ("adelfos", "brother"),
    ("aderfos", "brother"), ("adelfi", "sister"), ("aderfi", "sister"), ("gynaika", "wife"),
    ("gunaika", "wife"), ("syzygos", "spouse"), ("andras", "husband"), ("antras", "husband"),
    ("mitera", "mother"), ("mama", "mother"), ("pateras", "father"), ("babas", "father"),
    ("ksaderfos", "cousin"), ("xaderfos", "cousin"), ("filos", "friend"),
    # ... and after a verb: "ton adelfo mou" (my brother), "ton gio mou" (my son).
    ("adelfo", "brother"), ("aderfo", "brother"), ("gio", "son"), ("andra", "husband"),
    ("antra", "husband"), ("patera", "father"),
)

GREEK_PHRASES: tuple[tuple[str, str], ...] = (
    # Kin said with "μου" after it, the article before: "ο γιος μου ο Γιώργος" (my son Giorgos).
    *(
        (rf"(?:(?<=\s)|^)(?:ο\s+|η\s+|τον\s+|την\s+)?{g}\s+μου(?:\s+(?:ο|η)(?=\s))?(?=\s|$)",
         f"my {e}")
        for g, e in _KIN
    ),
    *(
        (rf"\b(?:o\s+|i\s+|ton\s+|tin\s+)?{g}\s+mou(?:\s+(?:o|i)\b)?\b", f"my {e}")
        for g, e in _KIN_LATIN
    ),
    # Another taken for a holder: "(συν)κάτοχος του λογαριασμού" (a (joint) holder of the account),
    # "θεώρησε τον αδερφό μου κάτοχο του λογαριασμού" (consider my brother the account holder).
    (r"(?:(?<=\s)|^)(?:ειναι\s+)?(?:και\s+)?(?:αυτοσ|αυτη)?\s*(?:και\s+)?(?:συν)?κατοχοσ\s+(?:του\s+)?"
     r"λογαριασμου(?:\s+μου)?(?=\s|$)", "is a joint holder of the account"),
    (r"(?:(?<=\s)|^)(?:συν)?κατοχο\s+(?:του\s+)?λογαριασμου(?:\s+μου)?(?=\s|$)",
     "the account holder"),
    (r"(?:(?<=\s)|^)(?:να\s+)?θεωρ(?:ειτε|ησε|ησετε|εισ|ειστε)(?=\s|$)", "consider"),
    # Never, the check kept: "ποτέ μην …" (never …), "μη μου στέλνεις" (don't send me).
    (r"(?:(?<=\s)|^)ποτε\s+μη(?:ν)?(?=\s|$)", "never"),
    (r"(?:(?<=\s)|^)μη(?:ν)?\s+μου\s+(?:στελνεισ|στελνετε|στειλεισ|στειλετε)\s+ποτε(?=\s|$)",
     "never send me"),
    (r"(?:(?<=\s)|^)μη(?:ν)?\s+μου\s+(?:στελνεισ|στελνετε|στειλεισ|στειλετε)(?=\s|$)",
     "dont send me"),
    (r"(?:(?<=\s)|^)παντα\s+επιβεβαιωνω(?=\s|$)", "i always confirm"),
    (r"(?:(?<=\s)|^)παντα\s+ελεγχω(?=\s|$)", "i always check"),
    (r"(?:(?<=\s)|^)σε\s+αλλο\s+αριθμο(?=\s|$)", "to another number"),
    # The account: "από τον λογαριασμό μου" (from my account), "της κάρτας μου".
    (r"(?:(?<=\s)|^)απο\s+(?:τον\s+|το\s+|την\s+)?(?:λογαριασμο|καρτα)\s+μου(?=\s|$)",
     "from my account"),
    (r"(?:(?<=\s)|^)(?:τον\s+|το\s+|του\s+)?λογαριασμ(?:ο|ου|οσ)\s+μου(?=\s|$)", "my account"),
    (r"(?:(?<=\s)|^)(?:ο\s+)?(?:νεοσ|καινουργιοσ)\s+μου\s+αριθμοσ(?=\s|$)", "my new number"),
    (r"(?:(?<=\s)|^)στον\s+(?:νεο|καινουργιο)\s+μου\s+αριθμο(?=\s|$)", "to my new number"),
    (r"(?:(?<=\s)|^)(?:τισ|τουσ|τα|τον|την|το)\s+(μεταφορεσ|πληρωμεσ|κωδικουσ|κωδικο|καρτα)\s+μου"
     r"(?=\s|$)", r"my \1"),
    (r"(?:(?<=\s)|^)μον(?:οσ|η)\s+μου(?=\s|$)", "myself"),
    # Asked no more: "χωρίς να με ρωτάς" (without asking me), "μη(ν) ρωτήσεις" (don't ask).
    (r"(?:(?<=\s)|^)χωρισ\s+να\s+με\s+ρωτα(?:σ|τε)(?=\s|$)", "without asking me"),
    (r"(?:(?<=\s)|^)μη(?:ν)?\s+(?:με\s+)?ρωτ(?:ησεισ|ησετε|ασ|ατε|ασ\s+πια)(?=\s|$)", "dont ask"),
    (r"(?:(?<=\s)|^)τον\s+παλιο(?=\s|$)", "the old one"),
    (r"(?:(?<=\s)|^)(?:να\s+)?κανει\s+(?=μεταφορ|πληρωμ|εμβασ|αναληψ)", "make "),
    (r"(?:(?<=\s)|^)τουσ\s+(?=κωδικουσ(?:\s|$))", "the "),
    (r"(?:(?<=\s)|^)απο\s+τωρα\s+και\s+(?:στο\s+)?εξησ(?=\s|$)", "from now on"),
    # Greeklish: kept in mind ("thimisou to", "thelo na thimaste oti", "na thymasai").
    (r"\bthelo\s+na\s+(?:thimaste|thymaste|thimasai|thymasai|thimisete|thymithite)\b",
     "i want you to remember"),
    (r"\b(?:na\s+)?(?:thimisou|thymisou|thimithite|thymithite|thimasai|thymasai|thimaste|"
     r"thymaste)(?:\s+to)?\b", "remember"),
    (r"\boti\s+(?=my\s)", "that "),
    (r"\bapo\s+tora\s+(?:kai\s+)?(?:sto\s+exis|pera|kai\s+pera)\b", "from now on"),
    (r"\b(?:na\s+)?(?:theoreite|thewreite|theorise|thewrise|theoreis|thewreis)\b", "consider"),
    (r"\b(?:syn|sin)?katoxo\s+(?:tou\s+)?logariasmou(?:\s+mou)?\b", "the account holder"),
    # Another a holder too: "einai kai aftos katoxos tou logariasmou" (he too is a holder of the
    # account), "syndikaiouxos" (joint holder).
    (r"\beinai\s+(?:kai\s+)?(?:aftos|aftis|afti|autos|auti)?\s*(?:kai\s+)?(?:katoxos|syndikaiouxos|"
     r"sindikaiouxos|dikaiouxos)\s+(?:tou\s+)?(?:logariasmou|kartas)(?:\s+mou)?\b",
     "is a joint holder of the account"),
    # Let at the money: "na ton afinete na kanei metafores" (let him make transfers).
    (r"\b(?:na\s+)?(?:ton|tin|tous)\s+(?:afinete|afineis|afiste|afise)\s+na\s+", "let him "),
    (r"\b(?:na\s+)?(?:borei|mporei)\s+na\s+", "can "),
    (r"\b(?:na\s+)?kanei\s+(?=metafor|pliromes|emvasmata)", "make "),
    (r"\bmetafor(?:es|a)\b", "transfers"),
    (r"\bapo\s+(?:ton\s+)?logariasmo\s+mou\b", "from my account"),
    (r"\bxoris\s+na\s+me\s+rota(?:s|te)\b", "without asking me"),
    (r"\bmi(?:n)?\s+(?:me\s+)?rot(?:iseis|isete|as|ate)\b", "dont ask"),
    (r"\b(?:steile|steilte|stile|stilte)\s+", "send "),
    (r"\btous\s+kodikous\b|\bkodikous\b", "the codes"),
)

__all__ = ["GREEK_PHRASES", "GREEK_WORDS"]
