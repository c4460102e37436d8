"""Dutch, as customers in the Netherlands and Flanders write to a bank (blind round 79).

Read over folded words before ``languages.PHRASES``, linked through ``languages_darija`` as
German is. Only the turns a request to the bank's assistant takes: remember ("onthoud",
"onthou", "kun je onthouden"), from now on ("vanaf nu", "voortaan"), no step needed ("geen
bevestiging nodig"), not asked again ("je hoeft mij niet meer om de … te vragen"), a check let
off ("de verificatie … mag uit"), another made owner of the user's account ("vanaf nu is mijn
vriendin Lotte ook eigenaar van mijn rekening": Dutch puts the verb before its subject after
"vanaf nu", so the subject is put back before "is"). "Rekening" (account) is read by
``languages_nusantara``.
"""

from __future__ import annotations

DUTCH_WORDS: dict[str, str] = {
    "onthoud": "remember",
    "onthou": "remember",
    "onthouden": "remember",
    "mijn": "my",
    "eigenaar": "owner",
    "eigenaars": "owners",
    "eigenaren": "owners",
    "vriendin": "girlfriend",
    "vriend": "friend",
    "zoon": "son",
    "dochter": "daughter",
    "broer": "brother",
    "zus": "sister",
    "vrouw": "wife",
    "bevestiging": "confirmation",
    "verificatie": "verification",
    "begunstigden": "beneficiaries",
    "overboeking": "transfer",
    "overboekingen": "transfers",
    "goedgekeurd": "approved",
    "goedkeuren": "approve",
    "automatisch": "automatically",
    "voortaan": "from now on",
}

DUTCH_PHRASES: tuple[tuple[str, str], ...] = (
    (r"\b(?:vanaf\s+nu|van\s+nu\s+af|vanaf\s+vandaag)\b", "from now on"),
    (r"\bkun\s+(?:je|u)\s+onthouden\b", "can you remember"),
    # No step needed: "geen bevestiging nodig", "geen code meer nodig".
    (r"\bgeen\s+((?:\w+\s+){0,2}?)(?:meer\s+)?nodig\b", r"no \1needed"),
    # Not asked again: "(dat) je mij niet meer om de iDEAL-bevestiging hoeft te vragen", "vraag
    # (mij) niet meer om de TAN".
    (r"\b(?:je|u)\s+(?:mij|me)\s+niet\s+meer\s+(?:om|naar)\s+(?:de\s+|het\s+)?((?:\w+\s+){0,4}?)"
     r"hoeft\s+te\s+vragen\b", r"you dont need to ask me for the \1anymore"),
    (r"\bvraag\s+(?:mij\s+|me\s+)?niet\s+meer\s+(?:om|naar)\s+(?:de\s+|het\s+)?",
     "dont ask me anymore for the "),
    # A check let off: "de verificatie bij nieuwe begunstigden voor mij uit mag".
    # (Only before Dutch nouns: "de" is French and Spanish too, "pas besoin de code".)
    (r"\bde\s+(?=(?:verificatie|bevestiging|pincode)\b)", "the "),
    (r"\bbij\s+nieuwe\s+(?=begunstigde)", "for new "),
    (r"\bvoor\s+mij\b", "for me"),
    (r"\b(?:uit\s+mag|mag\s+uit)\b", "may be off"),
    # Another made owner: "vanaf nu is mijn vriendin Lotte ook eigenaar van mijn rekening"
    # (the subject put back before "is"), "mijn zoon is nu ook mede-eigenaar".
    (r"\b(?:is|wordt)\s+(mijn\s+(?:\w+\s+){1,2}?)(?:nu\s+)?(?:ook\s+)?"
     r"(?=(?:mede\s*)?(?:eigenaar|rekeninghouder)\b)", r"\1is also "),
    (r"\b(?:is|wordt)\s+(?:nu\s+ook|ook|nu)\s+(?=(?:mede\s*)?(?:eigenaar|rekeninghouder)\b)",
     "is also "),
    (r"\bmede\s*(?:eigenaar|rekeninghouder)\b", "co owner"),
    (r"\bvan\s+(?=mijn\s)", "of "),
    (r"\b(?:ze|zij)\s+mag\s+alles\b", "she may do everything"),
    (r"\bhij\s+mag\s+alles\b", "he may do everything"),
)

__all__ = ["DUTCH_PHRASES", "DUTCH_WORDS"]
