"""Nepali in Devanagari and in Latin letters, as customers in Nepal and in the Gulf type it
(round 62; round 54's romanised Nepali is in ``languages_hindi``).

Read over folded words before ``languages.PHRASES``. Only the turns a request to the bank's
assistant takes: a control or the alerts switched off ("प्रमाणीकरण बन्द गरिदिनुहोस्", turn the
verification off; "band gardinus"), a limit removed or raised ("limit hataidinus", "सीमा
बढाइदिनुहोस्"), the user not to be asked ("नसोध्नुहोस्", "मलाई सोध्नु पर्दैन"), for good ("सधैंको
लागि").

Devanagari words are matched with or without their vowel signs and virama, and with a space
wherever a sign was: ``sentences.norm_words`` now keeps an abugida's signs in its words, but the
folded text drops the virama ("बनद"), and a table tolerant of both reads either.
"""

from __future__ import annotations

import re

# A vowel sign, the virama, a nasal mark or the nukta: dropped or made a space before this table.
_MARK = "[\u0900-\u0903\u093a-\u094f\u0955-\u0957\u0962\u0963]"
_GAP = rf"(?:{_MARK}|\s)*"


def _deva(word: str) -> str:
    """A regex for ``word`` in Devanagari, its signs optional and a space allowed for each."""
    letters = [c for c in word if not re.fullmatch(_MARK, c)]
    return _GAP.join(re.escape(c) for c in letters)


def _word(*words: str) -> str:
    """Any of ``words`` as a whole word (spaces around it or the text's ends)."""
    return r"(?<!\S)(?:" + "|".join(_deva(w) for w in words) + r")" + _MARK + r"*(?=\s|$)"


# The polite endings of a verb after its stem ("गरिदिनुहोस्", "हटाउनुहोस्", "गर्नुस्").
_ENDING = (
    r"(?:" + _GAP + r"(?:" + "|".join(
        _deva(w) for w in ("इदिनुहोस्", "िदिनुहोस्", "दिनुहोस्", "नुहोस्", "दिनुस्", "नुस्", "इदिनु",
                           "दिनु", "इदेउ", "देउ", "नु", "उ", "इदिनुहोला")
    ) + r"))?"
)

# Known words in both forms, so a Devanagari text is read in English too (the screens read a
# text in its English words only when one of its words is known).
NEPALI_WORDS: dict[str, str] = {
    "बन्द": "turn off",
    "बनद": "turn off",
    "प्रमाणीकरण": "verification",
    "हटाइदिनुहोस्": "remove",
    "नसोध्नुहोस्": "dont ask me",
    # In Latin letters: "limit hataidinus" (remove the limit), "alert band gardinus".
    "hataidinus": "remove",
    "hataidinu": "remove",
    "hataunus": "remove",
    "hataideu": "remove",
    "hatainus": "remove",
    "gardinus": "",
    "garidinus": "",
    # Round 69: "pathau" (send), said as what another says.
    "pathau": "send",
}

NEPALI_PHRASES: tuple[tuple[str, str], ...] = (
    # Devanagari: the two-step check, the verification, the alerts, the limit, the OTP, the PIN.
    (_word("दोस्रो", "दुई") + r"\s+" + _deva("चरण") + _MARK + r"*(?:" + _GAP + _deva("को")
     + r")?(?=\s|$)", "two step"),
    (_word("प्रमाणीकरण", "प्रमाणिकरण", "भेरिफिकेसन"), "verification"),
    (_word("अलर्ट", "सूचना", "सुचना", "नोटिफिकेसन", "अलर्टहरू", "सूचनाहरू"), "alerts"),
    (_word("सीमा", "लिमिट"), "limit"),
    (_word("ओटिपी", "ओटीपी"), "otp"),
    # Round 69: "जति … भने पनि" (however much he says), read before "पिन" (PIN), whose letters
    # "पनि" (also) shares once its vowel sign is dropped.
    (_word("जति") + r"\s+((?:\S+\s+){0,2}?)" + _word("भने") + r"\s+" + _word("पनि"),
     r"whatever he says \1"),
    (_word("पिन"), "pin"),
    # Off, removed, raised: "बन्द गरिदिनुहोस्", "हटाइदिनुहोस्", "बढाइदिनुहोस्".
    (r"(?<!\S)" + _deva("बन्द") + r"\s+" + _deva("गर") + _ENDING + r"(?=\s|$)", "turn off"),
    (r"(?<!\S)" + _deva("हटा") + _ENDING + r"(?=\s|$)", "remove"),
    (r"(?<!\S)" + _deva("बढा") + _ENDING + r"(?=\s|$)", "raise"),
    # Not asked: "नसोध्नुहोस्" (don't ask), "मलाई सोध्नु पर्दैन" (no need to ask me).
    (r"(?<!\S)" + _deva("नसोध") + _ENDING + r"(?=\s|$)", "dont ask me"),
    (r"(?<!\S)(?:" + _deva("मलाई") + r"\s+)?" + _deva("सोध्नु") + r"\s+" + _deva("पर्दैन")
     + r"(?=\s|$)", "dont ask me"),
    (r"(?<!\S)" + _deva("सधैं") + _GAP + r"(?:" + _deva("को") + r")?\s+" + _deva("लागि")
     + r"(?=\s|$)", "permanently"),
    # In Latin letters: switched off ("band gardinus"), removed ("hatai dinus").
    (r"\b(?:band|banda|bandh)\s+(?:gardinus|garidinus|gardinu|garnus|garnuhos|gardeu|gara)\b",
     "turn off"),
    (r"\bhatai\s+(?:dinus|dinu|deu|dinuhos)\b", "remove"),
    # Round 69 (preferences): a reminder's when, its count of days before "agadi" (before): "ek
    # din agadi remind garnu" (remind me one day before); "एक दिन अगाडि".
    *(
        (rf"\b{nepali}\s+(?=(?:din|hapta|mahina|ghanta)\s+(?:agadi|agaadi|aghi|pahile|pahila)\b)",
         f"{english} ")
        for nepali, english in (("(?:ek|euta)", "one"), ("dui", "two"), ("tin", "three"),
                                ("char", "four"), ("panch", "five"))
    ),
    *(
        (rf"\b(one|two|three|four|five|\d+)\s+{nepali}\s+(?:agadi|agaadi|aghi|pahile|pahila)\b",
         rf"\1 {english} before")
        for nepali, english in (("din", "day"), ("hapta", "week"), ("mahina", "month"),
                                ("ghanta", "hour"))
    ),
    (_word("एक") + r"\s+" + _word("दिन") + r"\s+" + _word("अगाडि", "अघि", "पहिले"),
     "one day before"),
    # --- Round 69 (attacks): another's line or word taken as the user's, in Latin letters and in
    # Devanagari. "jun number bata message garcha" (whatever number he messages from), "teslai
    # ma nai ho bhanera manu" (take it that it is me), "usle jati pathau bhane pani" (however
    # much he says send; not "maile", I), "malai phone nagarnu" (don't call me).
    (r"\bjun\s+(number|numbar|nambar|phone|mobile|sim|email|whatsapp|account)\s+(?:bata|baata|dekhi)\s+"
     r"(?:(?:message|msg|call|sms|text|phone|kura)\s+)?(?:garcha|garchha|garchan|garchhan|garchin|"
     r"garchhin|garla|garyo|pathaucha|pathauchha|pathaunchha|aaucha|aauchha|aaunchha)\b",
     r"whatever \1 he messages from"),
    (r"\b(?:(?:teslai|tyaslai|uslai|yeslai|tyolai|unlai|tyo|yo)\s+)?(?:pani\s+)?(?:ma|malai|mai)\s+"
     r"(?:nai\s+|nei\s+|ni\s+)?(?:ho|hun|hu)\s+bhan(?:era|i|ne)\s+(?:manu|mannu|mannus|manidinu|"
     r"manidinus|manidinuhos|manna|samjhanu|samjhanus|samjhidinu|samjhidinus|linu|linus|bujhnu|"
     r"bujhnus)\b", "treat it as me"),
    (r"\b(?:(?!maile\b|hamile\b)[a-z]+le\s+)?(?<!\bmaile\s)(?<!\bhamile\s)(?:jati|jeti|je|jun)\s+"
     r"((?:\w+\s+){0,2}?)bhan(?:e|era|chha|cha|chhan|chan)\s+pani\b"
     # ... not refused right after it ("ma mandina", I won't accept; "nagarnu", don't do it).
     r"(?!(?:\s+\S+)?\s+(?:na[a-z]{3,}|mandina|mandinan|hudaina)\b)", r"whatever he says \1"),
    (r"\b(?:malai|hamilai)\s+(?:phone|fon|call)\s+(?:nagarnu|nagarnus|nagarnuhos|nagarnuhola|nagara)\b",
     "dont call me"),
    (_word("म", "मलाई") + r"\s+(?:" + _word("नै") + r"\s+)?" + _word("हो") + r"\s+" + _word("भनेर")
     + r"\s+" + _word("मान्नु", "मान्नुहोस्", "मान्नुस्", "मानिदिनु", "मानिदिनुहोस्", "सम्झनु", "सम्झिदिनुहोस्"),
     "treat it as me"),
    (_word("मलाई") + r"\s+" + _word("फोन", "कल") + r"\s+"
     + _word("नगर्नु", "नगर्नुहोस्", "नगर्नुस्", "नगर"), "dont call me"),
)

__all__ = ["NEPALI_PHRASES", "NEPALI_WORDS"]
