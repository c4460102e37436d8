"""Wolof, as Senegalese and Gambian customers mix it with French and English; Twi's
prohibitive; and Egyptian Arabic typed in Latin letters ("Arabizi").

Only the small words a request turns on: remove ("dindil ko", remove it), send ("yónnee"),
I want ("dama bëgg"), a lot ("lu bari"). Read over folded words ("bëgg" is "begg").

Round 43: Twi "mma me mfa code no bio" (don't make me enter the code again): "mma me" is
"don't make me" before any verb, "mfa" (I don't take/use) the verb a code is entered by;
"ɛyɛ me" (it is me). Round 45: Arabizi, where digits stand for Arabic letters (3 ʿayn, 7 ḥā,
2 hamza): "bel nyaba 3anni" (on my behalf), "men gher ma tes2alni" (without asking me),
"khalli" (let), "kol 7aga" (everything).
"""

from __future__ import annotations

WEST_WORDS: dict[str, str] = {
    "dindil": "remove",
    "dindi": "remove",
    "yonnee": "send",
    "yonne": "send",
    "memorise": "remember",
    "memoriser": "remember",
    # Twi: "I don't take/use" (a code entered).
    "mfa": "enter",
    # Arabizi: let, my son, my daughter, my brother, he does.
    "khalli": "let",
    "khali": "let",
    "ebni": "my son",
    "ibni": "my son",
    "benti": "my daughter",
    "akhoya": "my brother",
    "ye3mel": "do",
    "te3mel": "do",
    # Hausa (round 59): before, two, much ("sau biyu kafin ka tura kudi mai yawa": twice before
    # you send much money).
    "kafin": "before",
    "biyu": "two",
    "yawa": "much",
}

WEST_PHRASES: tuple[tuple[str, str], ...] = (
    (r"\bdama\s+begg\b", "i want"),
    (r"\blu\s+bari\b", "a lot"),
    # Ghanaian and Nigerian pidgin (round 58): "he call say …" (he calls to say, he asks), and
    # "no confirm" said as an order ("just go, no confirm"), not of what one did ("I no confirm").
    (r"\b(he|she|they|dem|e)\s+(?:call|calls|text|texts|message|messages|talk|talks|tell\s+you|"
     r"tells\s+you)\s+say\b", r"\1 asks"),
    # "unless na me ask" (unless it is I who ask): the user's own ask.
    (r"\b(unless|until|till)\s+na\s+(?:me|i)\s+(ask|asks|request|say)\b", r"\1 i \2"),
    (r"(?<!\bi\s)(?<!\bwe\s)(?<!\bhe\s)(?<!\bshe\s)(?<!\bthey\s)(?<!\bdem\s)(?<!\byou\s)"
     r"(?<!\bu\s)(?<!\be\s)\bno\s+confirm\b", "no confirmation"),
    # Twi prohibitive with its object: "mma me …" (don't make me …); "ɛyɛ me" (it is me).
    (r"\bmma\s+me\b", "dont make me"),
    (r"(?<!\bse\s)\beye\s+me\b", "its me"),
    # Twi (round 53): "yi X no firi hɔ" (take the X away from there: remove it), "koraa"
    # (completely), "na nsan mfa nsi hɔ bio" (and don't put it back there again).
    (r"\byi\s+((?:\w+\s+){1,3}?)no\s+(?:firi|fi)\s+ho\b", r"remove the \1"),
    (r"\bkoraa\b", "completely"),
    (r"\b(?:na\s+)?nsan\s+(?:mfa\s+)?(?:nsi|mfa|ntwe)\s+(?:ho\s+)?bio\b",
     "and dont put it back again"),
    # Arabizi: on my behalf ("bel nyaba/neyaba 3anni"), without (you) asking me, everything.
    (r"\bbe?l\s*ne?ya?ba\s+3an(?:n)?i\b", "on my behalf"),
    (r"\b(?:men|min)\s+gh?[ae]e?r\s+ma\s+t(?:e|i)s2?al(?:n|ny)i\b", "without asking me"),
    (r"\bkol\s+(?:7aga|haga|hagah|shay)\b", "everything"),
    # Hausa (round 52): "Idan na ce 'yi', to ka yi" (when I say do, then do it); "ba sai ka sake
    # tambaya ta ba" (no need for you to ask me again): "ba sai … ba" is "no need to …", "sake"
    # (again) before the verb, "tambaya ta" / "tambaye ni" (ask me).
    (r"\bba\s+sai\s+(?:ka|ki|kun|an)\s+sake\s+(?:tambaya|tambaye|tambayi)\s+(?:ta|ni)\s+ba\b",
     "no need to ask me again"),
    (r"\bba\s+sai\s+(?:ka|ki|kun|an)\s+(?:tambaya|tambaye|tambayi)\s+(?:ta|ni)\s+ba\b",
     "no need to ask me"),
    (r"\bba\s+sai\s+(?:ka|ki|kun|an)\s+sake\s+((?:\w+\s+){0,5}?)ba\b", r"no need to \1again"),
    (r"\bba\s+sai\s+(?:ka|ki|kun|an)\s+((?:\w+\s+){0,5}?)ba\b", r"no need to \1"),
    (r"\bidan\s+na\s+ce\b", "if i say"),
    (r"\bto\s+ka\s+yi\b", "then do it"),
    # "ka tambaye ni sau biyu kafin ka tura …" (ask me twice before you send …): the user made
    # the one asked, the times, the subject of the verb after "kafin".
    # (Not after "kada" / "kar", don't: ``languages`` reads "kada ka" as "dont".)
    (r"(?<!\bkada\s)(?<!\bkar\s)\b(?:ka|ki|kun)\s+(?:tambaye|tambayi)\s+ni\b", "ask me"),
    (r"\bsau\s+biyu\b", "twice"),
    (r"\bkafin\s+(?:ka|ki|kun)\b", "before you"),
    (r"\bmai\s+yawa\b", "a lot"),
    # Hausa, round 65: "duk abin da ya ce a tura, ka tura kawai" (whatever he says to send, just
    # send it).
    (r"\bduk\s+(?:abin|abinda|abubuwan)\s*(?:da\s+)?(?=(?:ya|ta|su|suka|yake|take)\s+ce\b|\w+\s+(?:ya|ta)\s+ce\b)",
     "whatever "),
    (r"\b(?:ta|su)\s+ce\b", "says"),
    (r"\ba\s+(tura|biya|aika)\b", r"to \1"),
    (r"\b(?:ka|ki|ku)\s+(?:tura|aika)\s+kawai\b", "just send it"),
    (r"\b(?:ka|ki|ku)\s+biya\s+kawai\b", "just pay it"),
    # ... a reminder asked for: "ka tuna min kowace ranar Alhamis in biya kudin Islamiyya" (remind
    # me every Thursday to pay the Islamiyya fees); the weekdays.
    (r"\b(?:ka|ki|ku)\s+(?:tuna|tunatar\s+da|tunasar\s+da)\s+(?:min|mini|ni|mana)\b", "remind me"),
    (r"\bkowace\s+(?:ranar\s+|rana\s+)?", "every "),
    (r"\b(?:in|a)\s+biya\b", "to pay"),
    (r"\bin\s+(?:tura|aika)\b", "to send"),
    (r"\b(?:ranar\s+)?litinin\b", "monday"), (r"\b(?:ranar\s+)?talata\b", "tuesday"),
    (r"\b(?:ranar\s+)?laraba\b", "wednesday"), (r"\b(?:ranar\s+)?alhamis\b", "thursday"),
    (r"\b(?:ranar\s+)?juma\s*a\b", "friday"), (r"\b(?:ranar\s+)?asabar\b", "saturday"),
    (r"\b(?:ranar\s+)?lahadi\b", "sunday"),
    # Pidgin, round 64: "drop ajo money" (pay it in), not a control dropped.
    (r"\bdrop\s+((?:(?:my|the|our|ajo|esusu|adashe|susu|kutu|seettu|chama|weekly|monthly|daily)\s+){0,2})"
     r"(money|cash|contributions?|dues|ajo|esusu|adashe|susu)\b", r"pay \1\2"),
    # Krio and Liberian English (round 63): "give am, no question" (without question), "tek am
    # out fo me account" (take it out of my account).
    (r"\b(give|gi|send|pay|approve|do|release)\s+(am|it|dem|them|her|him|en)\s+(?:no|nor|nohn|without)\s+"
     r"(?:questions?|query|ask|asking)(?:\s+(?:ask|asked))?\b", r"\1 \2 without question"),
    (r"\bout\s+(?:fo|fr|pan)\s+(?:me|mi|ma|my|mi\s+own)\s+(?=(?:\w+\s+)?(?:account|akaunt|"
     r"acount|wallet|card|phone|sim|app)\b)", "out of my "),
    # --- Round 67 (attacks), Yoruba: "ohunkóhun tí ó bá sọ" (whatever he says), with the name or
    # "wọ́n" (they) for "ó" but not "mo" (I); "ẹ san án" (pay it); "láì pè mí", "láì bi mí léèrè"
    # (without calling me, without asking me).
    (r"\bohunkohun\s+(?:ti|to)\s+(?:(?!mo\b)\w+\s+)?ba\s+(?:so|ni|bere|beere|fe|pa\s+lase)\b"
     r"(?:\s+pe)?", "whatever he says"),
    (r"\be\s+(?:san|se)\s+(?:an|e)\b", "do it"),
    (r"\blai(?:si)?\s+(?:pe|bi|bere|beere)\s+mi(?:\s+leere)?\b", "without asking me"),
    # Round 69 (Krio): "wetin e tel yu fo du, du am" (what he tells you to do, do it), Krio's "du"
    # (do) only before "am" (it) or after "fo" (to); "go di use" (will be using).
    (r"\bfo\s+du\b", "to do"),
    (r"\bdu\s+(am|dem)\b", r"do \1"),
    (r"\bgo\s+d[ie]\s+(?=(?:use|yuz|tek|take|send|sen|pay|draw|withdraw|handle|run|manage|operate|"
     r"collect|kolekt|transfer|control)\b)", "go "),
)

__all__ = ["WEST_PHRASES", "WEST_WORDS"]
