"""Tagalog (Taglish) as Filipino workers abroad type it, and Jamaican patois (round 48).

Only the small words a request about money turns on, read over normalised words
(hyphens are spaces: "i-approve mo" is "i approve mo"):

- Tagalog's verb frames: "i-X mo" (you X it: "i-approve mo", "i-save mo", "i-unlock mo"),
  "paki-X" (please X: "pakibigay", please give), "X na lang" (just X), "na agad" / "agad"
  (straight away), "ma-lock" (gets locked), "kung may …" (if someone …), "kahit anong"
  (any, whatever), "walang" (without), "ulit" (again), "tandaan mo" (remember); a noun
  with its postposed "ko" (my: "account ko", "number ko", "MPIN ko"), only for the nouns
  of money and its controls ("ko" is "not" in Yoruba);
- Jamaican patois: "tek" (take), "yuh" (you), "nuh need fi" (don't need to), "haffi"
  (have to), and "done" before "approve" / "confirm" (already approved, confirmed).

Not a translator: "call me Ate", "remind me every kinsenas", "Sundays lang po" read as
they did.
"""

from __future__ import annotations

from memoryadmin.engine.languages_tokpisin import TOK_PISIN_PHRASES, TOK_PISIN_WORDS

# The nouns "ko" (my) follows that the screens read.
_MINE = (
    r"account|accounts|number|numero|phone|cellphone|cp|sim|mpin|pin|otp|code|password|card|"
    r"pera|money|gcash|maya|limit|asawa|anak|kapatid|nanay|tatay|email|signature|id|transfers?|"
    r"padala|payments?|wallet"
)

ISLANDS_WORDS: dict[str, str] = {
    **TOK_PISIN_WORDS,
    # Tagalog
    "asawa": "spouse",
    "pera": "money",
    "ulit": "again",
    "agad": "immediately",
    "walang": "without",
    "tandaan": "remember",
    "huwag": "dont",
    "wag": "dont",
    "aprubahan": "approve",
    "aprubado": "approved",
    "kumpirmahin": "confirm",
    "kumpirmasyon": "confirmation",
    "beripikasyon": "verification",
    "pahintulot": "permission",
    "ipadala": "send",
    "magpadala": "send",
    "bigay": "send",
    "ibigay": "send",
    "tanungin": "ask",
    "humingi": "ask for",
    "yung": "the",
    "kung": "if",
    "kapag": "when",
    "ituloy": "proceed",
    "tuloy": "proceed",
    "lahat": "all",
    "kapatid": "sibling",
    "kailangan": "need",
    "dumating": "come",
    # Round 60: removed ("tanggalin na yung daily limit": remove the daily limit), for good.
    "tanggalin": "remove",
    "tanggal": "remove",
    "alisin": "remove",
    "alisan": "remove",
    "permanente": "permanently",
    "permanenteng": "permanently",
    # Jamaican patois
    "tek": "take",
    "yuh": "you",
    "haffi": "have to",
    "seh": "say",
    "wid": "with",
    "bredda": "brother",
    "breda": "brother",
    "sista": "sister",
    "outta": "out of",
    "cyaan": "cant",
    "bodda": "bother",
    # Round 62: "memba it" (remember it); Trinidadian "allyuh" (you all).
    "memba": "remember",
    "rememba": "remember",
    "allyuh": "you",
    "alyuh": "you",
    # Round 69: "whateva" (whatever), "granson" (grandson).
    "whateva": "whatever",
    "wateva": "whatever",
    "watever": "whatever",
    "granson": "grandson",
}

ISLANDS_PHRASES: tuple[tuple[str, str], ...] = (
    *TOK_PISIN_PHRASES,
    # Round 65: "pakitanong ako ng dalawang beses bago mag-send" (please ask me twice before
    # sending); "bago" is also "new", so only before a verb of sending.
    (r"\b(?:paki)?(?:tanong(?:in)?|tanungin)\s+(?:(?:mo|nyo|niyo|po)\s+)?(?:ako|ko)\b",
     "please ask me"),
    (r"\b(?:ng\s+)?dalawang\s+(?:beses|ulit)\b", "twice"),
    (r"\bbago\s+(?:mag\s*)?(?=(?:send|transfer|pay|padala|magpadala|bayad|withdraw|mag\s+send)\b)",
     "before "),
    # "pakibigay na lang" (please just give), "pakiapprove" (please approve). Not Pakistan.
    (r"\bpaki(?!stan)(\w{3,})\s+(?:mo\s+|nyo\s+|po\s+)?na\s+lang\b", r"please just \1"),
    (r"\bpaki(?!stan)(\w{3,})\b", r"please \1"),
    # "i-save mo na lang" (just save it), "i-approve mo" (approve it).
    (r"\bi\s+([a-z]{3,})\s+(?:mo|nyo|ninyo)\s+(?:na\s+lang|lang)\b", r"just \1"),
    (r"\bi\s+([a-z]{3,})\s+(?:mo|nyo|ninyo)\b", r"\1"),
    (r"\b([a-z]{4,})\s+(?:mo|nyo|ninyo)\s+na\s+lang\b", r"just \1"),
    (r"\bna\s+lang\b", "just"),
    (r"\bna\s+agad\b", "immediately"),
    # Round 60: whatever another says ("kung ano sabihin niya": whatever she says), to be sent
    # ("na ipadala"); the user in another ("parang ako na rin siya": as if she were me, "siya
    # na rin ako"); a word typed standing for a secret ("pag nag-type ako ng 'go', yun na yung
    # PIN ko": when I type 'go', that is my PIN).
    (r"\bkung\s+ano(?:ng|n)?\s+(?:ang\s+)?(?:sabihin|sasabihin|sinabi|hingin|hihingin|hiningi|"
     r"iutos|utos)\s+(?:niya|nya|nila|ni\s+\w+)\b", "whatever she says"),
    (r"\bna\s+(?=ipadala|ibigay|ipasa|bayaran|i\s+send|i\s+transfer)", "to "),
    (r"\b(?:parang|para\s+na\s+ring?|para\s+bang)\s+(?:ako|ako\s+na)\s+(?:na\s+)?(?:rin|din)\s+"
     r"(?:siya|sya|sila)\b", "she is me"),
    (r"\b(?:siya|sya|sila)\s+(?:na\s+)?(?:rin|din)\s+ako\b", "she is me"),
    (r"\b(?:pag|kapag|kpag|pagka|kapagka)\s+nag\s+([a-z]{3,})\s+ako\s+(?:ng\s+)?", r"when i \1 "),
    (r"\b(?:yun|yon|iyon|yan|iyan)\s+na\s+(?:yung|ang|ung)\b", "that is"),
    (r"\b(save|tandaan|remember)\s+(?:mo|nyo)\s+(?:yan|iyan|yun|iyon|ito|to)\b", r"\1 that"),
    (r"\bkahit\s+ano(?:ng|n)?\b", "any"),
    (r"\bkahit\b", "even"),
    (r"\bkung\s+may\b", "if someone"),
    (r"\bma\s+(lock|block|freeze|hold)(?:ed)?\b", r"gets \1ed"),
    (r"\b(?:nang|ng)\s+walang\b", "without"),
    (r"\bgaling\s+(?:sa|kay)\b", "from"),
    (r"\bgamit\s+(?:ang|ng|yung)\b", "using"),
    (r"\bibang\s+(phone|cellphone|cp|number|sim|device|account)\b", r"another \1"),
    (r"\btandaan\s+mo\s+(?:yan|yun|ito|to)\b", "remember that"),
    (r"\bpara\s+(?:di|hindi)\s+(?:na\s+)?(?:ako|ko)\s+(?:mag\s+)?", "so i dont "),
    (
        r"\bmag\s+(request|type|verify|confirm|approve|send|transfer|enter|withdraw|pay|borrow|add)\b",
        r"\1",
    ),
    (rf"\b(?:yung\s+|ang\s+)?({_MINE})\s+ko\b", r"my \1"),
    # "pwede siyang mag-withdraw" (she can withdraw), "di mo na kailangan" (you no longer need to).
    (r"\bpwede\s+(?:siya|siyang|sya|syang|niya|nya)\b", "she can"),
    (r"\b(?:di|hindi)\s+mo\s+(?:na\s+)?kailangan\b", "you dont need to"),
    (r"\blahat\s+ng\b", "all"),
    # "hindi dumating" (did not come); not the language ("Hindi mein baat karo").
    (r"\bhindi\s+(?=dumating|dumarating|gumana|gumagana|natanggap|pumasok)", "not "),
    # Jamaican patois: "yuh nuh need fi wait" (you don't need to wait), "it done approve"
    # (it is already approved).
    (r"\bnuh\s+(?:need|haffi|have)\s+(?:fi|to)\b", "dont need to"),
    (r"\bnuh\s+(ask|check|bother|bodda|wait|need|worry)\b", r"dont \1"),
    # "mi account" (my account), "him a me" (he is me).
    (rf"\bmi\s+({_MINE})\b", r"my \1"),
    (r"\b(?:him|she|her|dem|dey)\s+a\s+me\b", "he is me"),
    (r"\bdone\s+approv\w*", "already approved"),
    (r"\bdone\s+confirm\w*", "already confirmed"),
    (r"\bdone\s+authori[sz]\w*", "already authorised"),
    (r"\bwait\s+fi\b", "wait for"),
    # Round 62: "so mi nuh haffi type it again" (so I don't have to type it again); Trinidadian
    # "all dem alerts" (all those alerts), "meh account" (my account).
    (r"\b(?:mi|me|ah|a)\s+nuh\s+(?:haffi|have\s+fi|have\s+to|affi)\b", "i dont have to"),
    (r"\b(?:mi|ah)\s+(?:nuh|doh|eh)\s+(?=(?:want|need|waan)\b)", "i dont "),
    (r"\ball\s+(?:dem|dese|dem\s+dey)\s+(?=\w)", "all the "),
    (rf"\bmeh\s+({_MINE})\b", r"my \1"),
    # Round 69: "do whateva him sey" (whatever he says), "him" the subject; not "mi" (I).
    (r"\b(?:whateva|wateva|watever|whatever)\s+(?!mi\b|me\b|i\b|ah\b|wi\b)(him|her|dem|she|he|[a-z]+)\s+"
     r"(?:sey|seh|se|say|tell\s+yuh?|aks|ask)\b", r"whatever \1 says"),
)

__all__ = ["ISLANDS_PHRASES", "ISLANDS_WORDS"]
