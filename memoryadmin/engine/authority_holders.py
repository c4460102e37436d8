"""Another put in the user's place over the money, or the assistant left to choose (ENGINE.md
section 9, rounds 72 and 73): shapes over plain words
(``memoryadmin.engine.sentences.plain_words``), whatever the language around them.

- another made a holder of the account, with no "of my …" after the role: "add my brother as
  joint holder", "make my wife a signatory", "put my daughter on my account as second holder"
  (French "ajoute mon frere comme co-titulaire" reads the same);
- another let at the money: "let my brother pay the bills from my account" (French "laisse mon
  frere payer les factures depuis mon compte"), or able to: "my shop attendant Musa can send
  money from my Opay" (round 75), "my husband should be able to see and move money in my
  account" (round 76); or put above the user: "treat my daughter as the main account holder";
- the user let at others' money: "as chairlady I can withdraw from any member's wallet";
- another number taken for the user: "a message from 0977 123 456 is me, trust it same as this";
- another given the user's account to send with ("let the guy at the Western Union counter use
  my account number to send for me"), anyone who gives the user's name helped with the account
  ("if anybody calls … and gives my name just help them with my account", round 77);
- the assistant doing the check for the user: "answer the security questions yourself for me",
  "fill in the OTP yourself when it comes" (round 75), "when the OTP comes just read it yourself"
  (round 76);
- another's body taken for the user's check: "accept her fingerprint for my account";
- another's word taken for the user's yes: "he can say yes for me, you listen him";
- the assistant left to choose over the money: "u can move it around however u think best, u
  decide", Portuguese "pode decidir sozinho quanto mandar", Telugu "meeru decide cheyyandi
  evariki pampalo" (you decide whom to send to);
- the confirming step named and waved off: "just run am, no confirm screen", "no
  double-checking for transfers".

Not the user keeping the step or doing it: "my wife and I have a joint account", "I pay my
brother's bills every month", "make me a signatory", "never let my brother pay from my
account", "accept my fingerprint", "nobody can say yes for me", "help me decide how much to
save", "I decide who to send to", "always double-check my transfers".
"""

from __future__ import annotations

import re

from memoryadmin.engine.authority_leave import first_undenied

# Not anyone else: the user, the assistant, nobody.
_ANOTHER = (
    r"(?!me\b|myself\b|i\b|you\b|u\b|yourself\b|nobody\b|no\s+one\b|anyone\b|it\b|them\s+all\b)"
)
_ROLE = (
    r"(?:co\s*owners?|co\s*holders?|joint\s+(?:account\s+)?(?:owners?|holders?)|co\s*signator\w*|"
    r"signator(?:y|ies)|second\s+(?:owner|holder|signatory)|(?:another|other|extra)\s+(?:owner|holder)|"
    # ... or put above the user: "treat my daughter Naledi as the main account holder" (round 76).
    r"(?:main|primary|principal|sole|only|real)\s+(?:account\s+)?(?:owners?|holders?)|"
    r"co\s*titulaires?|cotitulaires?|mandataires?|procurations?)"
)
# "add my brother as joint holder", "make my wife a signatory", "put my daughter on my account
# as second holder".
_MADE_HOLDER = re.compile(
    r"\b(?:add|make|set|register|put|list|include|name|appoint|enrol|ajoute|mets|treat|regard|"
    r"consider|recogni[sz]e)\w*\s+"
    # (not passive: "is listed as a joint holder" reports what is).
    # (nor no one named: "how to add a second signatory").
    + r"(?!as\b|by\b|on\b|to\b|in\b|an?\s|the\s|another\s)"
    + _ANOTHER
    + r"(?:\w+\s+){1,6}?(?:as\s+|comme\s+)?(?:an?\s+|the\s+|my\s+|our\s+|un\s+|une\s+)?"
    + _ROLE
    + r"\b"
)
_MONEY_VERB = (
    r"(?:pay|payer|send|envoyer|transfer\w*|withdraw|retirer|move|spend|depenser|take|use|debit|"
    r"approve|operate|access|manage|cash\s*out)"
)
# "let the guy at the Western Union counter use my account number to send for me" (round 77):
# another given the user's account, card or details to move money with.
_LET_USE_MINE = re.compile(
    rf"\b(?:let|lets|allow|allows|permit)\s+{_ANOTHER}(?:\w+\s+){{1,7}}?(?:to\s+)?(?:use|have|take|keep)\s+"
    r"(?:my|our)\s+(?:\w+\s+)?(?:account|card|wallet|details|pin|login|account\s+number|card\s+number)"
    r"(?:\s+number)?\s+(?:to|for)\s+(?:send|pay|transfer|withdraw|buy|move|payments?|transfers?|sending)\b"
)
# Anyone who gives the user's name helped with the account: "if anybody calls saying they're from
# my church and gives my name just help them with my account" (round 77).
_ANYONE_HELPED = re.compile(
    r"\b(?:anybody|anyone|someone|somebody|whoever|everybody|everyone)\b"
    r"(?:\s+(?!dont\b|never\b|not\b|no\b)\S+){0,12}?\s+"
    r"(?:help|assist|serve|attend\s+to|deal\s+with|sort\s+out)\s+(?:them|him|her)\s+(?:with|on|in)\s+"
    r"(?:my|our)\s+(?:\w+\s+)?(?:account|accounts|money|wallet|card|transfers?|payments?)\b"
)
# "let my brother pay the bills from my account", "laisse mon frere payer … depuis mon compte".
_LET_AT_MONEY = re.compile(
    rf"\b(?:let|lets|allow|allows|permit|laisse|laissez|autorise|autorisez)\s+{_ANOTHER}"
    rf"(?:\w+\s+){{1,3}}?(?:to\s+)?{_MONEY_VERB}\b(?:\s+\S+){{0,6}}?\s+"
    r"(?:from|on|with|out\s+of|through|depuis|sur|avec)\s+(?:my|our)\s+"
    r"(?:\w+\s+)?(?:account|accounts|compte|wallet|card|money|funds|savings|app)\b"
)
# Another able to move the money out of the user's account or wallet, by name: "my shop
# attendant Musa can send money from my Opay" (blind round 75). Receiving is no power ("Musa can
# send money to me on Opay"), nor the user, the assistant, nobody or whoever asks.
_CAN_AT_MONEY = re.compile(
    r"\b(?!i\b|we\b|you\b|u\b|nobody\b|noone\b|one\b|else\b|anyone\b|anybody\b|someone\b|"
    r"somebody\b|who\b|it\b|that\b|which\b|what\b|only\b|this\b)[a-z]+\s+"
    r"(?:can|may|could|fit|will\s+be\s+able\s+to|is\s+(?:allowed|free|able)\s+to|has\s+"
    r"(?:permission|the\s+right)\s+to|gets\s+to|should\s+be\s+able\s+to)\s+"
    r"(?:also\s+|now\s+|always\s+|freely\s+|just\s+)?(?:(?:see|view|check)\s+and\s+)?(?:send|pay|"
    r"transfer|withdraw|move|spend|debit|cash\s*out|take)\b(?:\s+(?!to\b|into\b)\S+){0,4}?\s+(?:(?:from|out\s+of|off)\s+"
    r"(?:my|our)\s+[a-z]+|in\s+(?:my|our)\s+(?:\w+\s+)?(?:account|accounts|wallet|app|name)\b)"
)
# The user given others' money to move: "as chairlady I can withdraw from any member's wallet"
# (round 76). Not the user's own ("I can withdraw from my savings"), nor collecting what members
# owe the group.
_OTHERS_MONEY = re.compile(
    r"\bi\s+(?:can|may|am\s+(?:allowed|able|free)\s+to|should\s+be\s+able\s+to|have\s+(?:the\s+)?"
    r"(?:right|permission|power)\s+to)\s+(?:also\s+|always\s+)?(?:withdraw|take|debit|move|send|pull|"
    r"transfer|spend|cash\s*out)\b(?:\s+\S+){0,3}?\s+(?:from|out\s+of)\s+(?:any|every|all|each|other|"
    r"the\s+other|their|his|her|members|(?:any|every|each|all)\s+(?:other\s+)?members?)\b"
    # ... or debits them straight: "as treasurer I may debit members' wallets".
    r"|\bi\s+(?:can|may|am\s+(?:allowed|able|free)\s+to)\s+(?:also\s+|always\s+)?(?:debit|charge|"
    r"drain|empty)\s+(?:any\s+|every\s+|all\s+|each\s+|other\s+|the\s+)?(?:members|members?s|others|their)\s+"
    r"(?:\w+\s+)?(?:wallets?|accounts?|money|funds|cards?)\b"
)
# A security question named by what it asks ("the 'first school' question", "the mother's maiden
# name question"), not any question ("the first question", "my question about fees").
_NAMED_QUESTION = (
    r"(?:(?:first|favou?rite|childhood|oldest|eldest)\s+(?:\w+\s+)?(?:school|pet|dog|cat|car|teacher|"
    r"job|street|boss|friend|love|employer|house|home|city|book|movie|film|food|colou?r|team|song|"
    r"concert|phone)|(?:mothers?\s+|moms?\s+|mums?\s+)?maiden\s+name|birth\s*place|"
    r"place\s+of\s+birth|(?:home\s*)?town\s+(?:you\s+were\s+|i\s+was\s+)?born(?:\s+in)?|"
    r"memorable\s+(?:word|date|place|name))\s+questions?"
)
# The assistant doing the check in the user's place: "answer the security questions yourself for
# me", "just fill in the OTP yourself when it comes" (blind round 75).
_CHECK_FOR_ME = re.compile(
    r"\b(?:answer|fill\s+in|fill|enter|type\s+in|type|input|put\s+in|complete|pass|supply|"
    r"provide|do)\s+(?:in\s+)?(?:the\s+|my\s+|any\s+|all\s+|those\s+|these\s+)?(?:\w+\s+)?"
    r"(?:security\s+questions?|secret\s+questions?|otps?|one\s+time\s+(?:codes?|passwords?)|"
    r"m?pins?|passcodes?|verification(?:\s+codes?)?|2fa|two\s+factor|captchas?|"
    # ... or the security question named by what it asks: "answer the 'first school' question
    # yourself next time" (blind round 80).
    + _NAMED_QUESTION
    + r")\b"
    r"(?:\s+\S+){0,3}?\s+(?:yourself|for\s+me|on\s+my\s+behalf|in\s+my\s+place|instead\s+of\s+me|"
    r"automatically|auto)\b"
    r"|\b(?:confirm|approve|authori[sz]e|accept)\s+(?:it|them|the\s+\w+|my\s+\w+)\s+yourself\b"
)
# ... the check named first, then taken by the assistant: "when the OTP comes just read it
# yourself and confirm the payment for me" (round 76), "I can't remember all these security
# questions, just answer them for me" (round 77). Read from the verb, so a "can't" before the
# check's name ("can't remember") is not taken for a denial of the verb.
_CHECK_NAMED = re.compile(
    r"\b(?:otps?|codes?|m?pins?|passcodes?|tokens?|(?:security|secret)\s+questions?)\b(?:\s+\S+){0,10}?\s+$"
)
_TAKEN_FOR_ME = re.compile(
    r"\b(?:read|use|enter|type|fill|copy|take|see|put|input|check|open|answer)\s+(?:it|them|am)\s+(?:in\s+)?"
    r"(?:yourself|for\s+me|on\s+my\s+behalf)\b"
)
# Another number or line taken for the user: "if you get a message from 0977 123 456 it's me, my
# other line", "trust it same as this one" (round 76). Not a warning ("… saying I won, it's a
# scam"), nor a number given to call the user on.
_ANOTHER_LINE = re.compile(
    r"\b(?:messages?|texts?|sms|calls?|whatsapps?|requests?|instructions?)\s+(?:\w+\s+)?from\s+"
    r"(?:\+?\d[\d\s]{5,}\d|(?:my\s+|this\s+|that\s+|the\s+)?(?:other|second|new|another|old|work|business|"
    r"wifes|husbands|sons|daughters)\s+(?:line|number|phone|sim|whatsapp))\b(?:\s+\S+){0,2}?\s+"
    r"(?:its|it\s+is|is|are|thats|they\s+are|theyre|na)\s+(?:also\s+)?(?:me|mine|from\s+me)\b"
    r"|\btrust\s+(?:it|them|that|this|him|her)(?:\s+(?:number|line|phone|sim))?\s+(?:the\s+)?(?:same|"
    r"just|exactly|equally)\s+(?:as|like)\s+(?:this|me|mine|my)\b"
)
# "accept her fingerprint for my account": another's body taken for the check.
_THEIR_BODY = re.compile(
    r"\b(?:accept|add|register|enrol\w*|save|use|take|allow|link|set\s+up)\s+"
    r"(?:his|her|their|[a-z]+s|(?:my|our)\s+(?!own\b|new\b|old\b|real\b)[a-z]+)\s+"
    r"(?:fingerprints?|thumbprints?|thumbs?|faces?|face\s+id|voice|voiceprint|biometrics?|eyes?|"
    r"iris|touch\s+id)\b"
)
# "he can say yes for me", "my son will approve for me, listen to him".
_YES_FOR_ME = re.compile(
    r"\b(?!nobody\b|noone\b|one\b|i\b|you\b|u\b|we\b|it\b|that\b|who\b)"
    r"(?:he|she|they|him|her|[a-z]+)\s+(?:can|may|will|should|is\s+allowed\s+to|fit|go)\s+"
    r"(?:always\s+|also\s+)?(?:say\s+yes|answer|confirm|approve|accept|agree|decide|sign|respond|"
    r"reply)\s+(?:\w+\s+)?(?:for|on\s+behalf\s+of|in\s+place\s+of|instead\s+of)\s+me\b"
)
# The assistant left to choose: "you decide", "however you think best", "pode decidir sozinho".
_YOU_CHOOSE = re.compile(
    # (not a case put: "if you decide to send me a reminder, do it in the morning".)
    r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bonce\s)(?<!\bwhether\s)(?<!\bbefore\s)"
    r"\b(?:you|u|voce|meeru|meere|nuvvu|tu|vous|usted)\s+(?:can\s+|may\s+|pode\s+|just\s+|"
    r"yourself\s+)?(?:decide|decides|decidir|decidez|decides|choose|chose|pick)\b"
    r"|\b(?:however|whatever|as|how)\s+(?:you|u)\s+(?:think|see|feel|judge)\s+(?:is\s+)?(?:best|fit|right|"
    r"good)\b"
    r"|\b(?:pode|can|puede|peux|podes)\s+(?:decidir|decide|decider|choose|escolher)\s+"
    r"(?:sozinh[oa]|alone|yourself|by\s+yourself|solo|sol[oa]|seul|for\s+me)\b"
)
_MONEY = re.compile(
    r"\b(?:money|cash|transfers?|pay\w*|send\w*|mandar|manda|enviar|envoyer|withdraw\w*|debit\w*|"
    r"funds|wallet|account|move|spend\w*|dinheiro|dinheru|argent|kob|lajan|savings|sou\s+sou|"
    r"ajo|esusu|tontine)\b"
)
# The confirming step waved off: "no confirm screen", "no double checking".
_STEP_WAVED = re.compile(
    r"\b(?:no|without|skip\w*|stop\w*|remove|drop)\s+(?:the\s+|any\s+|all\s+|more\s+)?"
    r"(?:double\s*check\w*|double\s+confirm\w*|re\s*check\w*|"
    r"(?:confirm\w*|verif\w*|check\w*|approval|security|pin|otp)\s+(?:screens?|pages?|steps?|"
    r"prompts?|pop\s*ups?|box(?:es)?|messages?|questions?))\b"
)
# Denied before the shape: "never let …", "nobody can …", "don't add …".
_DENIED = re.compile(
    r"\b(?:dont|do\s+not|never|not|no\s+one|nobody|shouldnt|cannot|cant|wont|ne|jamais|refuse)\s+"
    r"(?:\w+\s+){0,3}$"
)


# Blind round 78. Another said to hold the user's account now ("my sister Anahit is co-owner of
# my Idram wallet now"; round 79: "my girlfriend Lotte is also owner of my account"): not the
# user ("I am a joint holder of my mother's account"), nor an account that is the couple's ("my
# wife and I have a joint account").
_IS_HOLDER = re.compile(
    r"\b(?!i\b|we\b|who\b|it\b|that\b|which\b|user\b|nobody\b|one\b)[a-z]+\s+(?:is|are|will\s+be|"
    r"becomes|became)\s+(?:now\s+|also\s+|officially\s+)?(?:an?\s+|the\s+|my\s+)?"
    + r"(?:" + _ROLE + r"\s+(?:of|on|for|in|to)\s+(?:my|our|the\s+account)\b"
    # ... or plain owner of the money (round 79, Dutch: "… is ook eigenaar van mijn rekening"),
    # not of a flat ("my landlord is the owner of my apartment").
    + r"|(?:account\s+)?(?:owners?|holders?)\s+(?:of|on)\s+(?:my|our)\s+(?:\w+\s+)?"
    + r"(?:accounts?|wallets?|cards?|savings|money|funds|deposits?)\b)"
)
# Blind round 79. Another taken for the holder, with no "main" before it: "from now on treat my
# brother Pieter as the account holder". Not the user ("treat me as the account holder"), nor the
# holder told as a fact ("the account holder is my mother", "I am the account holder").
_TREATED_AS_HOLDER = re.compile(
    r"\b(?:treat|regard|consider|recogni[sz]e|accept|see)\w*\s+(?!as\b|that\b|if\b|whether\b)"
    + _ANOTHER
    + r"(?:\w+\s+){1,6}?(?:as\s+(?:an?\s+|the\s+|my\s+|our\s+)?|(?:an?|the)\s+)"
    r"(?:(?:account|card|wallet)\s+(?:owners?|holders?)\b|(?:owners?|holders?)\s+of\s+(?:my|our|the)\s+(?:\w+\s+)?"
    r"(?:account|card|wallet)s?\b)"
)
# Another let see the user's money and pay from it, in words or by a call: "if someone calls
# from +7 926 … its my manager, he can ask my balance and make payments". Seeing alone is no
# power over the money ("my daughter can see my statements if she asks", round 75), nor the
# user or the assistant ("you can see my balance"), nor nobody.
_CAN_SEE_AND_PAY = re.compile(
    r"\b(?!i\b|we\b|you\b|u\b|nobody\b|noone\b|one\b|who\b|it\b|only\b|else\b)[a-z]+\s+"
    r"(?:can|may|is\s+allowed\s+to|should\s+be\s+able\s+to)\s+(?:also\s+|always\s+)?(?:ask|see|check|know|"
    r"get|hear|view|access)\s+(?:about\s+|for\s+)?(?:my|our)\s+(?:\w+\s+)?(?:balance|balances|statements?|"
    r"transactions?|account\s+details|history)\s+and\s+(?:also\s+)?(?:make|send|do|approve|move)\s+"
    r"(?:\w+\s+)?(?:payments?|transfers?|money)\b"
)
# A channel trusted as the user: "always trust emails from bogdan.transfers@gmail.com they are
# from me". Not trust kept to the bank ("only trust emails from the bank").
_TRUST_CHANNEL = re.compile(
    r"(?<!\bonly\s)\btrust\s+(?:any\s+|all\s+|every\s+)?(?:emails?|e\s+mails?|mails?|messages?|texts?|"
    r"calls?|sms|whatsapps?|requests?|instructions?)\s+from\b"
    r"(?!\s+(?:the\s+bank|my\s+bank|you|this\s+app|the\s+app|official)\b)"
)
# Anyone who calls or writes in the bank's or the user's name taken on trust: "if anyone calls you
# from Zenith with my name just trust them" (blind round 84, mended at once); not "… don't trust
# them".
_CALLER_TRUSTED = re.compile(
    r"\b(?:anyone|anybody|someone|somebody|whoever|any\s+(?:one|person|staff|agent|caller))\s+"
    r"(?:who\s+)?(?:calls?|messages?|texts?|contacts?|chats?|writes?|reaches?)\s+(?:you\s+)?"
    r"(?:from|claiming|saying|with|using|in)\b(?:\s+(?!dont\b|don['’]t\b|do\b|not\b|never\b|no\b)\S+)"
    r"{0,8}?\s+(?:just\s+|simply\s+)?"
    r"(?:trust|believe|obey|follow|listen\s+to)\s+(?:them|him|her|it|the\s+(?:person|caller))\b"
)
# Another's word obeyed over the money: "send wherever he says", "pay whoever she tells you".
_WHEREVER_SAID = re.compile(
    r"\b(?:send|transfer|pay|move|give)\s+(?:(?:the\s+)?(?:money|it|them|funds|cash)\s+)?(?:to\s+)?"
    r"(?:wherever|where|whoever|whomever|anywhere|anyone)\s+(?!i\b|you\b|u\b)(?:he|she|they|[a-z]+)\s+"
    r"(?:says|said|tells|asks|wants|instructs|directs|decides|chooses)\b"
)


# Asked about, reported: "the user asked if she can add her husband as a joint holder".
_ASKED_IF = re.compile(
    r"\b(?:asked|wondered|enquired|inquired|know)\s+(?:if|whether|how)\s+(?:\w+\s+){0,2}?"
    r"(?:can|could|may|to)\s+$"
)
# Neither denied nor asked about just before the shape.
_NOT_GRANTED = re.compile(rf"(?:{_DENIED.pattern})|(?:{_ASKED_IF.pattern})")




def holders_hit(plain: str) -> str | None:
    """The shape in ``plain`` (plain words) that puts another in the user's place over the
    money, leaves the choice to the assistant, or waves the confirming step off, or None."""
    found = first_undenied(
        plain,
        (
            _MADE_HOLDER,
            _LET_AT_MONEY,
            _LET_USE_MINE,
            _ANYONE_HELPED,
            _CAN_AT_MONEY,
            _OTHERS_MONEY,
            _ANOTHER_LINE,
            _THEIR_BODY,
            _YES_FOR_ME,
            _CHECK_FOR_ME,
            _STEP_WAVED,
            _IS_HOLDER,
            _TREATED_AS_HOLDER,
            _CAN_SEE_AND_PAY,
            _TRUST_CHANNEL,
            _CALLER_TRUSTED,
            _WHEREVER_SAID,
        ),
        _NOT_GRANTED,
    )
    if found is None:
        for m in _TAKEN_FOR_ME.finditer(plain):
            before = plain[: m.start()]
            if _CHECK_NAMED.search(before) and not _NOT_GRANTED.search(before):
                return m.group(0)
    if found is None and _MONEY.search(plain):
        return first_undenied(plain, (_YOU_CHOOSE,), _NOT_GRANTED)
    return found


__all__ = ["holders_hit"]
