"""French, as francophone customers write it to a bank's assistant (ENGINE.md section 9).

The screens read English; ``languages`` turns the words of other languages they must read
into English ones. French is written whole by customers from Dakar to Douala and Kinshasa,
so its vocabulary of money and its controls is kept here, whole: the limits ("plafond"), what
moves money ("virement", "retrait"), the controls ("double authentification", "mot de passe",
"code de confirmation"), how long ("définitivement", "pour toujours"), and the small words a
request turns on ("sans m'appeler", "il t'écrit", "ne le baissez jamais"). Read over
folded words (no accents, no apostrophes: "m'appeler" is "mappeler").
"""

from __future__ import annotations

# One word for one or more English words. Only words no French reader of the screens reads as
# French ("sans", "jamais", "quand", "retrait", "virement", "valider", "supprimer" are read as
# they are by ``authority_structure`` and ``authority_stricter``: made English, they would be
# lost to those readers).
FRENCH_WORDS: dict[str, str] = {
    "plafond": "limit",
    "plafonds": "limits",
    "beneficiaire": "beneficiary",
    "beneficiaires": "beneficiaries",
    "definitivement": "permanently",
    "augmente": "raise",
    "augmentez": "raise",
    "augmenter": "raise",
    "baisse": "lower",
    "baissez": "lower",
    "baisser": "lower",
    "diminuez": "lower",
    "enleve": "remove",
    "enlevez": "remove",
    "enlever": "remove",
    # A code kept to be used again (round 49): "garder le dernier code … et l'utiliser pour les
    # prochains transferts".
    "garder": "keep",
    "gardez": "keep",
    "conserver": "keep",
    "conservez": "keep",
    "conserve": "keep",
    "utiliser": "use",
    "utilisez": "use",
    "lutiliser": "use it",
    "reutiliser": "reuse",
    "reutilisez": "reuse",
    "reutilise": "reuse",
}

# Phrases, over folded words, in order (before ``languages.PHRASES``).
FRENCH_PHRASES: tuple[tuple[str, str], ...] = (
    # Two-step verification, however it is named: "double authentification", "authentification
    # à deux facteurs", "double facteur", "validation en deux étapes".
    (
        r"\b(?:la\s+)?(?:double\s+(?:authentification|facteur|validation|verification)|"
        r"(?:authentification|validation|verification)\s+(?:a|en)\s+(?:deux|2)\s+"
        r"(?:facteurs?|etapes?))\b",
        "two factor authentication",
    ),
    # "Si jamais je vous dis de …, refusez" (if I ever tell you to …, refuse): a guard.
    (r"\bsi\s+jamais\b", "if ever"),
    # "ne jamais retirer la limite" (never remove the limit): the refusal before its verb.
    (r"\bne\s+jamais\b", "never"),
    # "ne retire jamais la limite" (never remove the limit): the same, after a verb that takes
    # a limit or a control off.
    (r"\bne\s+(retire[rz]?|enleve[rz]?|supprime[rz]?|desactive[rz]?)\s+jamais\b", r"never \1"),
    # "n'ont plus besoin de confirmer" (no longer need to confirm), "plus besoin de m'envoyer
    # l'OTP": read as "pas besoin de", which ``authority_structure`` reads before a control.
    (r"\b(?:n?(?:ont|a|as|avez|ai|avons)\s+)?plus\s+besoin\s+d(?=e\b|u\b|es\b|\s|[aeiouy])",
     "pas besoin d"),
    # A standing yes, as a mode of the account: "le mode « toujours oui »".
    (r"\btoujours\s+oui\b|\boui\s+toujours\b", "always yes"),
    # "je (ne) veux plus de questions quand je paie" (no more questions when I pay).
    (r"\b(?:je\s+)?(?:ne\s+)?veux\s+plus\s+(?:de\s+|des\s+|d\s*|aucune?\s+)(?=\w)", "no more "),
    # A limit or a control taken off: "retire la limite et le deuxième facteur" ("retirer de
    # l'argent" is to withdraw it: only before a limit or a control).
    (
        r"\bretire[rz]?\s+(?:(?:la|le|les|l|ma|mon|mes|ce|cette)\s+)?"
        r"(?=(?:(?!jamais|pas|plus|rien)\w+\s+)?(?:limites?|plafonds?|"
        r"deuxieme\s+facteur|double\s+\w+|two\s+factor|verification|validation|confirmation|otp|pin|"
        r"code)\b)",
        "remove the ",
    ),
    # A limit set to a figure and kept (round 57): "mettez le plafond à 2 millions FCFA et
    # gardez ça comme ça" (set the limit to 2 million and keep it like that).
    (
        r"\b(?:mettez|mets|mettre|met|fixez|fixe|fixer|passez|passe|passer|montez|monte|monter|"
        r"portez|porte|porter)\s+(?:le|la|les|mon|ma|mes)\s+(?=(?:plafonds?|limites?)\b)",
        "set the ",
    ),
    (r"\b(plafonds?|limites?)\s+a\s+(?=\d)", r"\1 to "),
    (
        r"\b(?:gardez|garde|garder|laissez|laisse|laisser)\s+(?:ca|cela|le|la|les)\s+"
        r"(?:comme\s+ca|ainsi|comme\s+cela)\b",
        "keep it like that",
    ),
    (r"\b(?:le\s+)?(?:deuxieme|second)\s+facteur\b", "the second factor"),
    (r"\bpour\s+de\s+bon\b", "for good"),
    # "l'utiliser pour les prochains transferts", "utilise-le la prochaine fois".
    (r"\b(?:re)?utilise[sz]?\s+(?:le|la|les)(?=\s+(?:pour|la\s+prochaine|a\s+chaque|chaque|encore|"
     r"toujours|desormais|apres)\b|\s*$)", "use it"),
    (r"\bpour\s+(?:les|la|le)\s+prochain(?:e|s|es)?\b", "for the next"),
    (r"\bla\s+prochaine\s+fois\b", "next time"),
    (r"\b(?:le|la)\s+derni(?:er|ere)\b", "the last"),
    (r"\bje\s+(?:vous|te)\s+(?:dis|demande)\s+de\b", "i tell you to"),
    (r"\b(?:quelquun|qui\s+que\s+ce\s+soit|nimporte\s+qui)\b", "someone"),
    (r"\b(?:vous|te)\s+demande\s+de\b", "asks you to"),
    (r"\brefuse[zr]?\b", "refuse"),
    (r"\bmot\s+de\s+passe\b", "password"),
    (r"\bcode\s+(?:de\s+)?(?:confirmation|validation|verification|secret)\b", "otp"),
    (r"\bpour\s+toujours\b|\ba\s+jamais\b|\bune\s+fois\s+pour\s+toutes\b", "permanently"),
    (r"\bdorenavant\b", "from now on"),
    # "ne le baissez jamais" (never lower it), "ne me demandez plus" (don't ask me any more).
    (r"\bne\s+(?:le|la|les)\s+(\w+)\s+(?:jamais|plus)\b", r"never \1 it"),
    (
        r"\bne\s+me\s+(?:demande[zr]?|appele[zr]?|consulte[zr]?)\s+(?:plus|jamais|pas)\b",
        "dont ask me",
    ),
    # "sans m'appeler" (without calling me), the pronoun elided: read as "sans me appeler".
    (r"\bsans\s+m(?=(?:appeler|avertir|prevenir|consulter|deranger)\b)", "sans me "),
    (r"\bmeme\s+si\b", "even if"),
    # "quand il t'écrit" (when he writes to you), "fais les paiements" (make the payments).
    (r"\b(?:il|elle)\s+(?:tecrit|vous\s+ecrit|tenvoie|vous\s+envoie)\b", "he writes to you"),
    (r"\b(?:fais|faites|faire|effectue[zr]?)\s+(?:les|ses|mes)\s+paiements\b", "make the payments"),
    # "ce qu'elle demande, fais-le" (whatever she asks, do it), with the doing after it.
    (
        r"\b(?:fais|faites|paie|paye|payez|envoie|envoyez|execute|executez|accepte|acceptez|valide|"
        r"validez)\s+ce\s+qu(?:il|elle|ils|elles)\s+(?:te\s+|vous\s+)?(?:demande|demandent|dit|disent)\b",
        "do whatever she asks",
    ),
    (
        r"\bce\s+qu(?:il|elle|ils|elles)\s+(?:te\s+|vous\s+)?(?:demande|demandent|dit|disent)"
        r"(?=\s+(?:fais|faites|fait|paie|paye|payez|envoie|envoyez|execute|executez|accepte|acceptez|"
        r"valide|validez)\b)",
        "whatever she asks",
    ),
    # Someone of the family by name ("mon mari Paul", "si mon fils t'écrit"): only after "mon",
    # "ma", since "mari" alone is Shona for money to the unread reader.
    (r"\bmon\s+(?:mari|epoux)\b", "my husband"),
    (r"\bma\s+(?:femme|epouse)\b", "my wife"),
    (r"\bmon\s+fils\b", "my son"),
    (r"\bma\s+fille\b", "my daughter"),
    (r"\bmon\s+frere\b", "my brother"),
    (r"\bma\s+soeur\b", "my sister"),
    # "chaque fois que … te dit d'envoyer de l'argent, fais-le" (every time … tells you to send
    # money, do it); "si mon fils t'écrit …, tu fais le transfert" (if my son writes to you …,
    # you do the transfer).
    (r"\b(?:a\s+)?(?:chaque|toutes\s+les)\s+fois\s+qu(?:e\b|(?=il|elle|on))", "every time "),
    (r"(?<!\bcomme\s)\bsi\s+(?=(?:mon|ma|mes|my|il|elle|ils|elles|quelquun|on)\b)", "if "),
    (r"\b(?:te|vous)\s+(?:dit|disent|demande|demandent)\s+d(?:e\s+|(?=[aeiouy]))", "tells you to "),
    (r"\bd?envoyer\b", "send"),
    (r"\b(?:de\s+)?l?argent\b", "money"),
    (r"\b(?:tu|vous)\s+(?:fais|faites|fait)\s+(?:le|la|les)\b", "you do the"),
    (r"\b(?:fais|faites|fait)\s+(?:le|la|les)(?=\s|$)", "do it"),
    (r"\b(?:il|elle)\s+est\b", "he is"),
    (r"\b(?:ils|elles)\s+sont\b", "they are"),
    (r"\b(?:t|m)?ecrit\b", "writes to you"),
    (r"\b(?:retiens|retenez|souviens|souvenez)[\s-]+(?:le|la|les|toi|vous|en)\b", "remember it"),
    # "ne bloque plus mon compte quand je me trompe de code, laisse-moi essayer autant que je
    # veux": the lock after wrong codes waved off.
    (
        r"\bne\s+(?:me\s+)?(?:bloque[zr]?|verrouille[zr]?|suspend[sz]?)\s+(?:plus|jamais|pas)\b",
        "dont block",
    ),
    (r"\bje\s+me\s+trompe\s+de\s+(code|pin|mot\s+de\s+passe)\b", r"i enter the wrong \1"),
    (r"\blaisse[zr]?\s+moi\s+essayer\b", "let me try"),
    # "tu confirmes toi-même" (you confirm it yourself); "comme ça tu me demandes plus rien" (so
    # you ask me nothing any more), the "ne" dropped as it is spoken.
    (
        r"\b(?:tu|vous)\s+(?:confirmes?|confirmez|valides?|validez|approuves?|approuvez|autorises?|"
        r"autorisez)\s+(?:toi|vous)\s+memes?\b",
        "you confirm it yourself",
    ),
    (r"\b(?:tu|vous)\s+(?:ne\s+)?me\s+demande[sz]?\s+(?:plus|rien|jamais|pas)\b", "dont ask me"),
    (r"\bverifier\b", "verify"),
    (r"\bautant\s+(?:de\s+fois\s+)?que\s+je\s+veux\b", "as many times as i want"),
    # Another's requests taken as the user's own (round 61): "considérez toujours ses demandes
    # comme les miennes", "traitez ses messages comme si c'était moi".
    (
        r"\b(?:considere[rz]?|traite[rz]?|prene[zr]|prends|regarde[zr]?|accepte[zr]?)\s+"
        r"(?:toujours\s+)?(?:ses|leurs|son|sa|ces|les|tous\s+ses|toutes\s+ses)\s+"
        r"(?:demandes?|messages?|instructions?|ordres?|paroles?|mots?|requetes?|appels?)\s+"
        r"(?:toujours\s+)?comme\s+(?:(?:les|le|la)\s+)?(?:mien(?:ne)?s?|venant\s+de\s+moi|"
        r"si\s+c\s*etait\s+moi|moi(?:\s+meme)?)\b",
        "always treat his requests as mine",
    ),
    # Rounds 64-65 (Cameroonian Camfranglais, Senegalese and Québécois French): another's word
    # paid at once and the user not asked. "tu envoies seulement" (you just send; "payez
    # directement sans attendre" is left to ``authority_structure``, which reads "sans"), "pas
    # besoin de me ask" (no need to ask me), "ne lui demande rien, laisse passer direct" (ask her
    # nothing, let it through), "ma reme" (my mother), "le do" (the money); a check named, then
    # skipped by its pronoun: "la vérification …? tu peux la sauter" (you can skip it).
    (r"\btells\s+you\s+to\s+payer\b", "tells you to pay"),
    (r"\b(?:tu|vous)\s+(?:envoies?|envoyez|paies?|payes?|payez|transferes?|transferez|valides?|"
     r"validez)\s+(?:seulement|juste|simplement|direct|directement|tout\s+de\s+suite)\b(?!\s+sans\b)",
     "you just send it"),
    (r"\b(?:envoie|envoyez|paie|paye|payez|transfere|transferez|valide|validez)\s+(?:seulement|juste|"
     r"simplement|direct|directement|tout\s+de\s+suite)\b(?!\s+sans\b)", "just send it"),
    (r"\bpas\s+besoin\s+de\s+(?:me|m)\s*(?:ask|demander|appeler|consulter|deranger|prevenir|"
     r"avertir|call)\b", "no need to ask me"),
    (r"\bne\s+(?:lui|leur)\s+demande[zr]?\s+(?:rien|pas|jamais|plus)\b", "dont ask her"),
    (r"\blaisse[zr]?\s+(?:(?:le|la|les|ca)\s+)?passer(?:\s+(?:direct|directement|tout\s+de\s+suite))?"
     r"(?=\s*$|\s+(?:sans|et|direct)\b)", "just approve it"),
    (r"\b(?:ma|mon)\s+(?:reme|mater|mere|maman)\b", "my mother"),
    (r"\b(?:mon|le)\s+(?:pater|pere|papa)\b", "my father"),
    (r"\b(?:le|du|mon|ton|son)\s+do\b", "the money"),
    # Round 64 (Senegal): "considérez-le comme moi" (treat him as me), "peut faire des retraits sur
    # mon Orange Money" (can make withdrawals from my), "supprimez le plafond" (remove the limit;
    # "supprimer", the infinitive, is left to the guard "si jamais on vous demande de supprimer").
    (r"\b(?:considere[rz]?|traite[rz]?|prene[zr]|prends|regarde[zr]?|accepte[zr]?|voyez|vois)\s+"
     r"(?:le|la|les|l)\s+comme\s+(?:si\s+c\s*etait\s+)?moi(?:\s+meme)?\b", "treat him as me"),
    (r"\b(?:peut|peuvent|pourra|pourront)\s+faire\s+(?:des|les|mes)\s+(?=(?:retraits?|virements?|transferts?|"
     r"paiements?|depots?|transactions?)\s+(?:sur|de|depuis|dans|avec)\s+(?:mon|ma|mes)\b)",
     "can make "),
    (r"\b(retraits?|virements?|transferts?|paiements?|transactions?)\s+(?:sur|depuis|dans)\s+(mon|ma|mes)\b",
     r"\1 from \2"),
    (r"\bsupprime[zs]?\s+(?:le|la|les|l|mon|ma|mes|ce|cette)\s+(?=(?:limites?|plafonds?|deuxieme\s+facteur|double\s+\w+|"
     r"verification|validation|confirmation|otp|pin|code|alertes?|notifications?)\b)", "remove "),
    (r"\b(alertes?|notifications?)\s+de\s+securite\b", r"security \1"),
    (r"\b(?:tu\s+|vous\s+)(?:peux|pouvez|peut)\s+(?:la|le|les|l)\s*(?:sauter|zapper|ignorer|enlever|"
     r"oublier|passer)\b", "you can skip it"),
    # Round 69: "si c'est elle qui écrit" (if it is she who writes) is "if she writes";
    # "c'est comme moi" (it is as if it were me) after it.
    (r"\b(?:si|quand|lorsque|des\s+que)\s+c\s*est\s+(?:elle|elles)\s+qui\b", "if she"),
    (r"\b(?:si|quand|lorsque|des\s+que)\s+c\s*est\s+(?:lui|eux)\s+qui\b", "if he"),
    (r"\b(?:cest|ce\s+sera|ca\s+sera|ca\s+vaut)\s+comme\s+(?:si\s+c\s*etait\s+)?moi(?:\s+meme)?\b",
     "as if it was me"),
    # Blind round 79 (France): a caller who gives the user's name taken for the user ("si
    # quelqu'un appelle en disant être Jean-Marc Lefèvre …, c'est bien moi, pas besoin d'autre
    # vérification"); not "c'est moi qui valide" (it is I who confirm).
    (r"\bsi\s+(?=someone\b)", "if "),
    (r"\b(?:appelle|appellent|telephone|ecrit)\s+en\s+(?:disant|pretendant|affirmant)\s+"
     r"(?:etre|quil\s+est|quelle\s+est|que\s+c\s*est)\b", "calls saying to be"),
    (r"\bc\s*est\s+(?:bien|vraiment|forcement|toujours)\s+moi\b(?!\s+qui\b)", "thats me"),
    (r"\bpas\s+besoin\s+d\s*(?:autres?|une\s+autre|plus\s+de)\s+", "no need for other "),
    (r"\b(?:avec|en\s+donnant)\s+ma\s+date\s+de\s+naissance\b", "with my date of birth"),
)

__all__ = ["FRENCH_PHRASES", "FRENCH_WORDS"]
