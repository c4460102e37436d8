"""Egyptian and Levantine Arabic in Latin letters ("Arabizi"), with the digits that stand for
Arabic letters (2 hamza, 3 ʿayn, 5 khā, 7 ḥā), as customers at home and in the Gulf type them
(round 55; the older Egyptian words are in ``languages_west``).

Read over folded words before ``languages.PHRASES`` (with ``languages_darija``). Only the turns a
request to the bank's assistant takes: a limit raised and left so ("3alli el limit … w sibo keda
3ala tool"), alerts switched off ("e2felha"), the confirmation not asked ("baddi ma t2elli kel
marra 'akked'", "ma tes2alnish 3aleh tany"), a transfer let go "mn gheir ma te2aked ma3aya"
(without confirming with me), another's word taken ("esma3 kalamo", "elly howa 3ayzo"), a payee
made trusted ("beneficiary mawsou2").
"""

from __future__ import annotations

ARABIZI_WORDS: dict[str, str] = {
    "7awel": "transfer",
    "7awwel": "transfer",
    "7awelo": "transfer",
    "7ewala": "transfer",
    "7ewalat": "transfers",
    "ta7weel": "transfer",
    "ta7welat": "transfers",
    "3alli": "raise",
    "3ali": "raise",
    "3alliha": "raise",
    "zawed": "raise",
    "zawwed": "raise",
    "zawedli": "raise",
    "e2fel": "turn off",
    "e2felha": "turn off",
    "e2felhom": "turn off",
    "2fel": "turn off",
    "2felha": "turn off",
    "a2fel": "turn off",
    "sakkar": "turn off",
    "sakkarha": "turn off",
    "5ales": "completely",
    "za23etni": "annoying",
    "za3ajetni": "annoying",
    "mawsou2": "trusted",
    "mawsoo2": "trusted",
    "akked": "confirm",
    "2akked": "confirm",
    "ta2keed": "confirmation",
    "te2aked": "confirm",
    "3amaleya": "transaction",
    "3amaliye": "transaction",
    "3amaliya": "transaction",
    "3amalyat": "transactions",
    "tany": "again",
    "bedoon": "without",
    "bidoon": "without",
    "shahreya": "monthly",
    "shahriye": "monthly",
    "ahli": "my family",
    "gozi": "my husband",
    "merati": "my wife",
    "o5ti": "my sister",
    # Round 61: read so the phrases below are read at all (a text none of whose words is known
    # is read in its own words only).
    "e3melo": "do it",
    "e3mlo": "do it",
    "nafezo": "do it",
    "naffezo": "do it",
    "tesa2alny": "ask me",
    "tes2alny": "ask me",
    "tesa2alni": "ask me",
    "sheelo": "remove it",
    "sheelha": "remove it",
}

ARABIZI_PHRASES: tuple[tuple[str, str], ...] = (
    # Without confirming with me: "mn gheir ma te2aked ma3aya" (only before a check: "men gher ma
    # tes2alni" is read in ``languages_west``).
    (
        r"\b(?:mn|men|min)\s+(?:gheir|ghair|gher|ghir|gheer)\s+(?:ma\s+)?(?=(?:te2aked|t2aked|"
        r"tet2aked|te2akked|akked|ta2keed|otp|pin|code|confirmation)\b)",
        "without ",
    ),
    (r"\b(?:te2aked|t2aked|tet2aked|te2akked)\s+(?:ma3aya|ma3ai|ma3i|menni)\b",
     "confirming with me"),
    # Left so for good: "sibo keda 3ala tool".
    (r"\b(?:sibo|sibha|sibhom|seebo|5aleeh|5alih)\s+(?:keda|kda|kida)\b", "keep it that way"),
    (r"\b3al?a?\s+(?:tool|tul)\b", "forever"),
    # Let it go through: "5aliha temshi", "5alih yemshi".
    (r"\b(?:5aliha|5alliha|5aleeha|5alihom|5allihom|5alih|5allih|khalliha|khallih)\s+(?:temshi|yemshi|"
     r"te3addi|ye3addi|tetnafez|yetnafez)\b", "let it go through"),
    (r"\b(?:5alih|5allih|5aleeh|5aliha|5alliha)\b", "make it"),
    # A payee made trusted, the adjective after its noun: "beneficiary mawsou2".
    (r"\b(beneficiary|beneficiaries|contact|account|number|device)\s+(?:mawsou2|mawsoo2|mawthou2)\b",
     r"trusted \1"),
    # Don't ask me (about it): "ma tes2alnish 3aleh tany"; Levantine "baddi ma t2elli" (I want
    # you not to tell me).
    (r"\b(?:ma\s+|mat)?(?:tes2alnish|tis2alnish|tes2alneesh|tsa2alnish)(?:\s+(?:3aleh|3aleha|3alehom|"
     r"3anno|3anha))?\b", "dont ask me"),
    (r"\b(?:(?:baddi|bade|biddi)\s+)?ma\s+(?:t2elli|t2olli|t2oli|t2ulli|t2olli)\b", "dont ask me"),
    (r"\b(?:kel|kol|kil)\s+marra\b", "every time"),
    # Another's word taken: "esma3 kalamo" (listen to his word), "elly howa 3ayzo" (whatever he
    # wants).
    (r"\b(?:esma3|isma3|nafez|naffez|e3mel\s+b)\s+(?:kalamo|kalamoh)\b", "follow his word"),
    (r"\b(?:esma3|isma3|nafez|naffez|e3mel\s+b)\s+(?:kalamha)\b", "follow her word"),
    (r"\belly\s+(?:howa|hwa)\s+(?:3ayzo|3ayez|3ayzoh|yetlobo|yo2ol|ye2ool|yetlob)\b",
     "whatever he wants"),
    (r"\belly\s+(?:heya|hya)\s+(?:3ayzah|3ayza|3ayzaha|tetlobo|te2ool|tetlob)\b",
     "whatever she wants"),
    # "el alerts bta3et kol 3amaleya" (the alerts of every transaction).
    (r"\b(?:bta3et|beta3et|bta3t|bta3|beta3)\s+(?:el\s+)?(?:(?:kol|kel)\s+)?(?=(?:el\s+)?(?:7ewalat|"
     r"7ewala|ta7welat|ta7weel|3amaleya|3amaliye|3amaliya|3amalyat|sa7b)\b)", "for every "),
    # Round 61 (Egyptian): a limit taken off by a pronoun after it is named ("el limit … 2alil
    # awi, sheelo khales", the limit is too low, remove it completely), remembered so
    # ("efteker dah"); whatever another asks done at once, the user not asked ("ay talab yegi meno
    # e3melo 3ala tool, mesh lazem tesa2alny").
    (r"\b(limits?|7ad|el\s+7ad|sa2f)\b(.{0,60}?)\b(?:sheelo|sheeloh|sheelha|shilo|shiloh|shilha|"
     r"shelo|shelha|sheel|shil)\b", r"\1\2remove the limit"),
    (r"\b(?:sheel|shil|sheeli|shili)\s+(?:el\s+)?(?=limits?\b|7ad\b|sa2f\b)", "remove the "),
    (r"\b(?:khales|khaales|5aales)\b", "completely"),
    (r"\b(?:efteker|eftekir|eftkr|fakar|fakkar)\b", "remember"),
    (r"\b(?:ay|ayy|eay|kol)\s+(?:talab|7aga|7aaga|tlab)\b", "any request"),
    (r"\b(?:yegi|yeegi|gay|gaay|gaya|tegi)\s+(?:meno|menno|mino|menha|minha|men\s+3ando)\b",
     "coming from him"),
    (r"\b(?:e3melo|e3mlo|e3meloh|e3melha|e3milo|nafezo|naffezo|nafezha|naffezha)\b", "do it"),
    (r"\b(?:mesh|mish|msh|mush)\s+(?:lazem|lazim|lazm|darouri|daruri)\s+(?:te|ti|t)?"
     r"(?:sa2alny|sa2alni|s2alny|s2alni|es2alny|es2alni)(?:\s+ana)?\b", "dont ask me"),
    # Arabic script (round 61): "وقف التنبيهات الأمنية نهائياً" (stop the security alerts for
    # good); read only before the alerts, the notices or the messages it stops.
    (r"(?:^|(?<=\s))(?:وقف|اوقف|وقفي|اقفل|قفل|اقفلي|الغي|الغ|عطل|عطلي|شيل|شيلي|ابطل|بطل)\s+"
     r"(?=(?:كل\s+)?(?:ال)?(?:تنبيهات|تنبيه|اشعارات|اشعار|رسايل|رسائل|sms|alerts?)(?=\s|$))",
     "turn off "),
    (r"(?:^|(?<=\s))(?:ال)?(?:تنبيهات|تنبيه|اشعارات|اشعار)(?=\s|$)", "alerts"),
    (r"(?:^|(?<=\s))(?:ال)?(?:امنية|امنيه|امان)(?=\s|$)", "security"),
    (r"(?:^|(?<=\s))(?:نهاييا|نهائيا|نهايي|خالص|على\s+طول)(?=\s|$)", "permanently"),
)

__all__ = ["ARABIZI_PHRASES", "ARABIZI_WORDS"]
