"""French typed on a phone, and the languages beside it in West and North Africa (round 71).

Customers from Abidjan to Algiers type French without accents and in SMS shorthand: "c" for
"c'est", "tas qua" for "tu n'as qu'à", "pas la peine de" for "pas besoin de", "desormais", "a
partir d'aujourd'hui". Folding takes the accents off the tables of ``languages_french``; these
rewrites bring the shorthand and the spoken turns to the forms those tables and the screens read
(a request to skip a check, another's word taken as the user's), by the frame of the request,
not by its sentence. Also the Darija of Morocco in Latin letters with digits ("ila sifet", "ma
tsewlnich", "dir direct"), Malagasy ("aza manontany ahy", "kaody") and Arabic script ("الرمز",
"التحويلات"), only the words a request to the assistant turns on.

Read over folded words (no accents, no apostrophes), before every other table.
"""

from __future__ import annotations

# The verbs that move or approve money, as typed (every person, no accents).
_MOVE = (
    r"(?:envoie[sz]?|envoyer|paie[sz]?|payez|payer|transfere[sz]?|transferer|valide[sz]?|valider|"
    r"approuve[sz]?|approuver|debite[sz]?|debiter|accepte[sz]?|accepter|execute[sz]?|executer)"
)
_CHECKS = r"(?:confirmations?|verifications?|validations?|codes?|otps?|pins?|questions?)"

SMS_WORDS: dict[str, str] = {
    "desormais": "from now on",
    "retiens": "remember",
    "retenez": "remember",
    "memorise": "remember",
    "memorisez": "remember",
    "debite": "debit",
    "debites": "debit",
    "debitez": "debit",
    "debiter": "debit",
    "approuve": "approve",
    "approuvez": "approve",
    "approuver": "approve",
    # Malagasy: "kaody" (code), "alefaso" (send it), "fotsiny" (just), "intsony" (any more).
    "kaody": "code",
    "alefaso": "send",
    "alefasonao": "send",
    "fotsiny": "just",
    "intsony": "again",
    # Arabic script: the code, the transfers, directly.
    "الرمز": "code",
    "الكود": "code",
    "التحويلات": "transfers",
    "التحويل": "transfer",
    "مباشرة": "directly",
}

SMS_PHRASES: tuple[tuple[str, str], ...] = (
    # "c moi", "c pas grave", "c trop long": "c'est" as typed, before a word it opens.
    (r"\bc\s+(?=(?:moi|pas|trop|la|le|les|un|une|mon|ma|ok|bon|grave|normal|lui|elle|toi|comme|"
     r"juste|mieux|tout|fini|bien)\b)", "cest "),
    # From a day on: "a partir d'aujourd'hui", "a partir de maintenant", "des maintenant".
    (r"\ba\s+partir\s+(?:daujourdhui|de\s+maintenant|de\s+ce\s+jour|de\s+now)\b"
     r"|\bdes\s+maintenant\b", "from now on"),
    # Asked again is asked: "sans me redemander", "tu me redemandes".
    (r"\bre(demande[rsz]?)\b", r"\1"),
    # "pas la peine de m'appeler" (no need to call me) is "pas besoin de".
    (r"\bpas\s+la\s+peine\s+d(?=e\b|\s|[aeiouy])", "pas besoin d"),
    # Done without the user told first: "sans m'écrire", "sans me prévenir", "sans m'appeler".
    (r"\bsans\s+(?:me\s+|m\s*)(?:ecrire|appeler|avertir|prevenir|consulter|deranger|contacter|"
     r"demander)\b", "sans me demander"),
    # Not asked before a check: "me demande pas de valider ses opérations", the "ne" dropped.
    (rf"\b(?:ne\s+)?me\s+demande[sz]?\s+(?:pas|plus|jamais)\s+(?:de\s+|d\s*)(?:{_MOVE}|confirmer|verifier)\b",
     "dont ask me to confirm"),
    # Another not asked any more: "ne plus lui demander son avis" (her say no longer asked).
    (r"\bne\s+(?:plus|pas|jamais)\s+(?:lui|leur)\s+demander\b", "dont ask her"),
    (r"\bdont\s+ask\s+her\s+(?:son|leur)\s+(?:avis|accord|permission|autorisation)\b",
     "dont ask her for confirmation"),
    # "je refuse toutes les confirmations" (I refuse every confirmation): no more of them.
    (rf"\bje\s+refuse\s+(?:toutes?\s+|tous\s+)?(?:les\s+|mes\s+)?(?={_CHECKS}\b)", "no more "),
    # "t'as qu'à le couper" (just switch it off): the control named before, its pronoun here.
    (r"\b(?:tu\s+)?(?:tas|t\s+as|tu\s+as|ta|vous\s+avez|tu\s+nas|vous\s+navez)\s+qua\s+", "just "),
    (r"\b(?:le|la|les)\s+(?:couper|coupe[zr]?|desactiver|arreter|enlever)\b", "turn it off"),
    (r"\bcoupe[rz]?\s+(?=(?:le|la|les|mon|ma|mes)\s+(?:2fa|double|code|otp|pin|verification|"
     r"confirmation|validation|sms|alertes?)\b)", "turn off "),
    (r"\bpour\s+la\s+prochaine\s+fois\b", "for next time"),
    # "quand je dis envoie tu envoies" (when I say send, you send): the user's word made final.
    (rf"\b(?:quand|si|des\s+que|lorsque)\s+je\s+(?:te\s+|vous\s+)?(?:dis|dit)\s+{_MOVE}\s+"
     rf"(?:tu\s+|vous\s+)?{_MOVE}\b", "when i say send send"),
    # A right given to another: "a le droit de valider les retraits", "peut valider".
    (rf"\b(?:a|ont|aura|auront)\s+le\s+droit\s+de\s+(?={_MOVE}\b)", "is allowed to "),
    (rf"\ballowed\s+to\s+{_MOVE}\b", "allowed to approve"),
    (rf"\blaisse[zr]?\s+(?:le|la|les|l)\s+{_MOVE}\b", "let him approve"),
    # A check the other lacks, waved off: "elle a pas le code mais c pas grave".
    (r"\b(?:il|elle|ils|elles|on)\s+(?:na|n\s+a|a|ont|nont)\s+pas\s+(?:le|la|les|son|sa|ses|mon|ma|mes|l)\s*"
     r"(code|pin|otp|mot\s+de\s+passe)\s+mais\s+(?:cest\s+|c\s+|ca\s+)?(?:pas\s+grave|rien|ok|bon)\b",
     r"pas besoin du \1"),
    # A limit left open: "laisse le plafond sans limite" (leave the limit unlimited).
    (r"\bsans\s+(?:aucune\s+)?limites?\b", "unlimited"),
    (r"\blaisse[zr]?\s+(?=(?:le|la|les|mon|ma|mes)\s+(?:plafonds?|limites?)\b)", "leave "),
    # A threshold under which the user is not asked: "si le montant depasse pas 1 million".
    (r"\bsi\s+(?:le|la|les|mon|ma|mes)\s+(?=(?:montants?|sommes?|transferts?|paiements?|virements?|"
     r"retraits?)\b)", "if the "),
    (r"\b(?:ne\s+)?depasse(?:nt)?\s+pas\b", "is under"),
    (r"\bif\s+the\s+(?:montants?|sommes?)\b", "if the amount"),
    # The account put in a trusted mode: "mets mon compte en mode confiance".
    (r"\b(?:en\s+)?mode\s+(?:de\s+)?confiance\b", "in whitelist mode"),
    (r"\bcomme\s+co\s*titulaires?\b", "as joint account holder"),
    # Whatever another sends or asks, done: "tout ce qu'il envoie", "ses envois" let through.
    (r"\btout\s+ce\s+qu(?:il|elle|ils|elles)\s+(?:envoie|envoient|demande|demandent)\b",
     "whenever he asks"),
    (r"\blaisse[zr]?\s+passer\s+(?:ses|leurs|les|tous\s+ses|toutes\s+ses)\s+(?:envois|transferts|"
     r"paiements|operations|retraits|demandes)\b", "just approve her transfers"),
    (rf"\b(?:tu\s+|vous\s+)?{_MOVE}\s+(?:tout\s+ce\s+que|tout\s+ce\s+qu)\s*(?:je|il|elle|on)\s+"
     r"(?:demande|dit|veut|envoie)\b", "approve everything i ask"),
    (r"\b(?:tu\s+|vous\s+)?accepte[sz]?\s+(?:ses|mes|leurs|les)\s+demandes\s+(?:sur|de|pour)\s+"
     r"(?:son|sa|leur)\s+compte\b", "whenever he asks debit the account"),
    (r"\bce\s+qu(?:il|elle)\s+(?:te|vous)\s+dit\s+de\s+faire\b", "whatever he tells you to send"),
    (r"\b(?:fais|faites)\s+(?:le|la)(?=\s*$|\s+(?:pas|et|donc|stp|direct)\b)", "send it"),
    # A reminder asked for: "rappelle moi le vendredi de payer la daret" (remind me on Fridays to
    # pay), a verb to do after "de"; "rappelle moi demain" (call me back) is left as it is.
    (r"\brappelle[zr]?\s+(?:moi|nous)\b(?=(?:\s+\S+){0,8}?\s+(?:de\s+\w+(?:er|ir|re)|d\s*\w+(?:er|ir|re))\b)",
     "remind me"),
    # Darija in Latin letters: "ma tsewlnich" (don't ask me) with the negation apart, "ila sifet"
    # (if he sends), "ila gal lik" (if he tells you), "dir direct" (just do it).
    (r"\bma\s+(?:t|ta)?(?:9ol|9oul|sewl|swl|tlob|tleb|talab|s2el)\w*(?:ch|sh)\b(?:\s+mni)?",
     "dont ask me for"),
    (r"\bila\s+(?:gal|galt|9al|9alt|glk)\s+(?:lik|lek|lk)\s+(?:sifet|sift|seft|sayft)\b",
     "if he asks you to send"),
    (r"\bila\s+(?=(?:sifet|sift|seft|sayft)\b)", "if "),
    (r"\b(?:sifet|sift|seft|sayft)\b", "send"),
    (r"\bsend\s+(?:chi\s+)?(?:flous|floss|flouss)\b", "send money"),
    (r"\bsend\s+(?:rani|ana|raha)\s+m3ah\b", "do it"),
    (r"\b(?:dir|dirha|dirhom|diriha)\s+(?:direct|directement|nichan|tout\s+de\s+suite)\b",
     "just do it"),
    # Malagasy: "Aza manontany ahy" (don't ask me).
    (r"\baza\s+(?:manontany|mangataka)\s+(?:ahy|aho)\b", "dont ask me"),
)

__all__ = ["SMS_PHRASES", "SMS_WORDS"]
