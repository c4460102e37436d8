"""A question the user asked, reported in French or Haitian Kreyòl (a durable frame read after
blind round 65; Portuguese, Arabic and Arabizi after round 66), as ``frames``' asked frame reads
English:

- French: "L'utilisateur a demandé combien il lui reste à rembourser sur son prêt de tontine",
  "Elle voulait savoir si son virement est arrivé";
- Kreyòl: "Itilizatè a mande konbyen kòb ki sou kont MonCash li" (the user asked how much money is
  in her MonCash account).

Only the question, whole: someone asked (the user, he or she, a name), a question word straight
after, and no figure, no word of now or still, no "why" (which presupposes what follows), and no
second clause ("…, mais sa carte est bloquée"), which may say how it stands.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_FR = re.compile(
    r"^\s*(?:l['’]\s*(?:utilisat(?:eur|rice)|usag[eè]re?|client(?:e)?|abonn[ée]e?)|le\s+client|"
    r"la\s+cliente|il|elle|(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s+"
    r"(?:a\s+demand[ée]|voulait\s+savoir|a\s+voulu\s+savoir|s['’]est\s+renseign[ée]e?\s+sur|"
    r"se\s+demandait)\s+"
    r"(?:combien|si|s['’](?=il|ils)|quand|comment|quel(?:le)?s?|[àa]\s+qui|qui|o[ùu])\b",
    _I,
)
_HT = re.compile(
    r"^\s*(?:itilizat[èe]\s+a|kliyan\s+an|li|(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s+"
    r"(?:te\s+)?mande\s+(?:konbyen|si|kil[èe]|ki\s+l[èe]|kijan|k[òo]man|kiy[èe]s|kil[èe]s|ki\s+moun)\b",
    _I,
)
# A value, a word of now or still, a why, a second clause: what says how it stands.
_LIVE = re.compile(
    r"\d|[$€£₦₵]|\b(?:actuellement|en\s+ce\s+moment|maintenant|toujours|encore|d[ée]j[àa]|"
    r"aujourd['’]?hui|hier|bloqu\w*|gel[ée]\w*|en\s+attente|en\s+cours|pourquoi|parce|mais|"
    r"kounye\s*a|toujou|poko|bloke|an\s+atant|jodi\s+a|poukisa|paske|men)\b|;|,\s*(?:et|mais|e)\b",
    _I,
)


# Portuguese, Arabic and Arabizi (blind round 66): "A usuária perguntou quanto falta pagar do
# financiamento do carro", "المستخدم سأل كم باقي على قرض السيارة" (asked how much is left on the car
# loan), "El user sa2al shu si3r el dollar el yom" (asked what the dollar's rate is today). As
# English's asked frame, a day named in the question is what was asked ("el yom", "hoje").
_PT = re.compile(
    r"^\s*(?:(?:o|a)\s+(?:usu[áa]ri[oa]|cliente|utilizador(?:a)?|titular)|ele|ela|"
    r"(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s+"
    r"(?:perguntou|quis\s+saber|queria\s+saber|se\s+informou\s+sobre)\s+"
    r"(?:quanto|quanta|quantos|quantas|se|quando|como|qual|quais|onde|quem|a\s+quem|o\s+que)\b",
    _I,
)
_AR_WHO = (
    r"(?:المستخدم|المستخدمة|العميل|العميلة|الزبون|الزبونة|هو|هي|"
    r"(?:el|al|il)\s*-?\s*(?:user|3ameel|3amil|zaboon|mustakhdim)|(?-i:[A-Z])[\w'’-]+)"
)
_AR = re.compile(
    rf"^\s*{_AR_WHO}\s+(?:سأل|سألت|سال|سالت|استفسر|استفسرت|تسأل|يسأل|"
    r"sa2al|sa2alat|sa2lat|saal|sa2el|is2al|istafsar|istafsarat)\s+"
    r"(?:(?:عن|على)\s+)?(?:كم|متى|كيف|شو|ايش|إيش|وش|هل|إذا|اذا|لو|وين|مين|منو|ما|ماذا|"
    r"kam|kem|cham|metah?|mata|kaif|kef|shu|sho|esh|aish|wesh|wish|hal|itha|eza|iza|law|lo|wain|"
    r"ween|meen|min|mino)(?![\w\u0600-\u06ff])",
    _I,
)
# A figure is a number standing alone: Arabizi writes letters in digits ("sa2al", "3alaih").
_LIVE_ELSEWHERE = re.compile(
    r"(?<![^\W\d_])\d+(?![^\W\d_])|[$€£₦₵]|\b(?:ainda|agora|atualmente|no\s+momento|j[áa]|bloquead\w*|pendente|"
    r"porque|por\s+que|mas|el\s*7[ei]+n|al\s*7[ei]+n|l7[ei]+n|lesa|lissa|ba3d[ae]h|laish|lesh|"
    r"leesh|3ashan|3shan|bas)\b|الحين|هالحين|ذحين|الآن|الان|لسه|لسا|مازال|ما\s+زال|بعده|ليش|"
    r"لماذا|لأن|لان|عشان|بس|لكن|;|,\s*(?:e|mas|w|wa)\b|،",
    _I,
)


def asked_elsewhere(sentence: str) -> bool:
    """A question the user asked, in French, Kreyòl, Portuguese, Arabic or Arabizi, without its
    value (see above)."""
    if _FR.search(sentence) is not None or _HT.search(sentence) is not None:
        return _LIVE.search(sentence) is None
    if _PT.search(sentence) is not None or _AR.search(sentence) is not None:
        return _LIVE_ELSEWHERE.search(sentence) is None
    return False


__all__ = ["asked_elsewhere"]
