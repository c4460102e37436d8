"""Stricter, by shape (ENGINE.md section 9): the user making a control stricter.

``memoryadmin.engine.authority_topic`` refuses a text about how money is authorised that
loosens a control; these are the shapes that make one stricter instead ("always ask me
twice", "never add a payee without asking me", "if I ever ask you to remove my OTP,
refuse", "put a 24-hour wait on any limit increase"), each read over plain words. A
stricter shape is set aside before the rest of the text is read for a loosening, so
"always ask for my PIN even on small amounts, I no want anybody use am" loosens nothing.
"""

from __future__ import annotations

import re

from memoryadmin.engine.sentences import CLAUSE_STOPS, plain_words

# The case a stricter shape holds for, to the end of its clause: not a second request after it
# ("…, otherwise no OTP", "… and skip the PIN").
_CASE_TAIL = (
    r"(?:\s+(?!and\b|but\b|so\b|then\b|also\b|just\b|dont\b|no\b|never\b|otherwise\b|else\b|"
    r"skip|remov|stop|without\b|let\b|allow|can\b|may\b)\S+){1,12}"
)

# The user making a control stricter, or choosing how a code reaches them.
STRICTER = re.compile(
    # Something kept from being trusted, with what it would be trusted as ("never add my
    # wife's phone as a trusted device"): the shape holds its object, which names the control.
    r"\b(?:never|dont|do\s+not)\s+(?:ever\s+)?(?:add|save|register|make|mark|set|link|bind|"
    r"whitelist|treat)\s+(?:\w+\s+){0,5}?as\s+(?:a\s+|an\s+|my\s+)?(?:trusted|registered|known|"
    r"saved|approved|verified|second|safe)\s+\w+|"
    # Nobody let past the checks: "Never whitelist any number for my account" (round 72).
    r"\b(?:never|dont|do\s+not)\s+(?:ever\s+)?(?:whitelist|allowlist|white\s+list|allow\s+list|exempt)"
    r"\w*\s+(?:any|anyone|anybody|anything|a|new|numbers?|accounts?|payees?|people)\b"
    + _CASE_TAIL
    + r"|"
    # Not acting on the user's word alone: "Don't just approve it" (call or ask first).
    r"\b(?:never|dont|do\s+not)\s+just\s+(?:approve|send|pay|transfer|do|process|release|go\s+ahead)"
    r"(?:\s+(?:it|them|that|this))?\s*$|"
    # A call or a check before each of a kind: "Call me before any transfer above 500k".
    r"\b(?:call|ring|text|ask|check\s+with|confirm\s+with)\s+me\s+(?:on\s+(?:the|my)\s+phone\s+|by\s+phone\s+)?"
    r"(?:first\s+)?before\s+(?:approving\s+|"
    r"adding\s+|paying\s+|sending\s+|making\s+|accepting\s+)?(?:any|every|"
    r"each|all)\s+(?:\w+\s+){0,1}?(?:transfers?|payments?|withdrawals?|transactions?|debits?|"
    r"beneficiar(?:y|ies)|payees?|loans?)\b|"
    # A question asked each time, whatever it costs: "ask security question every time I log in
    # from a new device, even if it's annoying".
    r"\b(?:ask|require|request)\s+(?:me\s+)?(?:for\s+)?(?:my\s+|the\s+|a\s+)?(?:\w+\s+){0,2}?"
    r"(?:security\s+questions?|otp|pin|code|password|confirmation)s?\s+(?:every\s+time|each\s+time|"
    r"whenever|any\s*time)\b" + _CASE_TAIL + r"(?:\s+even\s+(?:if|when|though)\b(?:\s+\S+){1,6})?|"
    # The longest shape that opens on "never" ("never add a payee without asking me").
    r"\b(?:never|dont|do\s+not)\s+(?:\w+\s+){0,8}?(?:without|unless|except)\b|"
    # ... and its object the "no": "approve nothing without calling me", "pay no one unless I
    # confirm", "send no money before I say so".
    r"\b(?:approve|pay|send|transfer|release|process|move|add|accept|allow)\s+(?:nothing|no\s+one|"
    r"nobody|no\s+(?:\w+\s+)?(?:transfers?|payments?|money|payees?|beneficiar\w*))\s+(?:\w+\s+){0,3}?"
    r"(?:without|unless|until|before)\b|"
    # Nobody answers for the user: "never say yes for me when someone asks to send money".
    r"\b(?:never|dont|do\s+not)\s+(?:ever\s+)?(?:say|answer|reply)\s+(?:with\s+)?yes\s+(?:for|on\s+behalf\s+of|"
    r"in\s+place\s+of)\s+me\b|"
    r"(?<!\bnobody\s)(?<!\bnoone\s)(?<!\bno\sone\s)"
    # (Not "always honour transfer requests that …": another's request, honoured.)
    r"\b(?:always|please\s+always|must|should)\s+(?:(?!honou?r\b|obey\b|approve\b|accept\b|process\b|"
    r"execute\b)\w+\s+){0,2}?(?:ask|asks|confirm|check|require|"
    r"verify|request|send\s+me|show\s+me|warn|use)\b"
    # ... before the user's money moves: "always double check with me before you send anything
    # to a new number" (what it guards, to the end of the clause).
    # ("always ask me twice before you send anything above …": me, how many times.)
    r"(?:(?:\s+with\s+me|\s+me)?(?:\s+(?:first|twice|again|two\s+times))?\s+before\s+(?:you\s+|u\s+)?"
    r"(?:send|pay|transfer|move|"
    r"release|approve|add)\w*\b" + _CASE_TAIL + r")?"
    # ... with the case it holds against: "always ask for my fingerprint, even where the app
    # would let me skip it".
    r"(?:(?:\s+\S+){0,6}?\s+even\s+(?:if|when|where|though)\b(?:\s+\S+){1,10})?"
    r"|\b(?:never|dont\s+ever|do\s+not\s+ever)\s+(?:\w+\s+){0,2}?(?:skip|remove|disable|raise|increase|"
    r"approve|share|turn\s+off|lift|waive|send|pay|transfer|bypass|auto\s*\w+|save|add|remember|"
    r"store|keep|record|memori[sz]e|give|tell|disclose|reveal|show|remind)\b"
    # A request of the user's own refused in advance: "if I ever ask you to remove my OTP,
    # refuse me, even if I beg"; or anyone's ("si jamais quelqu'un vous demande de supprimer le
    # code, refusez"). What it asks for is the hypothesis; the rule is the refusal.
    r"|\b(?:if|when|whenever|even\s+if|should)\s+(?:ever\s+)?(?:i|anyone|anybody|someone|somebody)"
    r"\s+(?:ever\s+)?(?:ask|tell|beg|want|say|request|tr(?:y|ie)|call|claim)s?\b(?:\s+\S+){0,10}?\s+(?:refuse|decline|say\s+no|ignore|reject|dont\s+(?:listen|agree|"
    r"do\s+it|allow)|remind\s+me\s+(?:why|what|of)|warn\s+me|ask\s+me\s+(?:again|twice|if)|"
    # ... or the caller checked: "if anybody call say na me, double check am" (round 47).
    r"double\s+check(?!(?:\s+\S+){0,4}?\s+(?:send|pay|transfer|approve|release|give|process)\w*\b)|"
    r"check\s+with\s+me|make\s+me\s+(?:wait|confirm|think))\b"
    r"|\brequire\w*\s+(?:\w+\s+){0,2}(?:otp|pin|code|confirmation|token|approval|call\s*back|"
    r"callback|call)\w*\s+(?:for|on|before|when|whenever|if)\b"
    r"|\b(?:ask|confirm|check)\s+(?:\w+\s+){0,3}?(?:twice|first|myself|again\s+before)\b"
    # ... and nothing taken for granted: "check with me first — don't assume".
    r"(?:\s+(?:dont|do\s+not|never)\s+(?:just\s+)?(?:assume|guess))?"
    # Others' word refused, others kept out: "no believe am", "is not allowed to".
    r"|\b(?:dont|no|never)\s+(?:believe|trust|accept|honou?r|obey|listen\s+to)\b"
    # The alerts on money kept, others dropped: "no promotion messages, I only want transaction
    # alerts".
    r"|\b(?:i|we)\s+(?:only\s+)?(?:want|need|prefer|like)\s+(?:only\s+)?(?:the\s+|my\s+)?"
    r"(?:\w+\s+){0,2}?(?:alerts?|notifications?)\b(?!\s+(?:off|turned\s+off|stopped|removed))"
    r"|\b(?:is|are|be)\s+not\s+(?:allowed|permitted|authori[sz]ed?)\b"
    # Nobody at the money alone: "the treasurer cannot withdraw without two other signatories".
    r"|(?<!\byou\s)(?<!\bu\s)(?<!\bi\s)\b(?:cannot|can\s+not|cant|may\s+not|must\s+not|is\s+not\s+allowed\s+to)"
    r"\s+(?:\w+\s+){0,2}?(?:withdraw|transfer|pay|spend|send|move|sign|approve|release)\w*\s+(?:\w+\s+){0,4}?(?:without|unless)"
    r"\b" + _CASE_TAIL +
    # The user approving each payment themselves, with their own code: "I want to approve every
    # transaction with my PIN, even the small ones" (round 52). Not "I approve all" (granted now).
    r"|\b(?:i|we)\s+(?:want|would\s+like|d\s+like|need|prefer|wish|insist\s+on)\s+(?:to\s+)?"
    r"(?:personally\s+)?(?:approve|approving|confirm|confirming|authori[sz]e|authori[sz]ing)\s+"
    r"(?:every|each|all|any)\s+(?:single\s+)?(?:\w+\s+)?(?:transfers?|payments?|transactions?|"
    r"debits?|withdrawals?)(?:\s+(?:myself|personally))?\s+(?:with|using|by)\s+(?:my\s+)?(?:own\s+)?"
    r"(?:pin|otp|password|token|fingerprint|face\s+id|code|signature)\b"
    r"(?:\s+even\s+(?:the\s+)?(?:small|little|tiny)\s+(?:ones|amounts|ones?)\b)?"
    # Someone acting as the user met with suspicion: "treat it as suspicious and make them
    # verify fully".
    r"|\btreat\w*\s+(?:it|them|that|this|him|her)\s+as\s+(?:suspicious|fraud\w*|a\s+scam|unsafe|risky)\b"
    r"|\bmake\s+(?:them|him|her|it)\s+(?:verify|confirm|prove)\b"
    r"|\bonly\s+(?:i|me)\s+(?:can|may|will|should|must)\b"
    # Someone claiming to be the user denied: "assume it is not me".
    r"|\bassume\s+(?:that\s+)?(?:it|they|he|she)\s+(?:is|are|s|re)\s+not\s+me\b"
    # Protection sooner than the bank's own: "if I type the wrong PIN twice, freeze the card,
    # don't wait for three".
    r"|(?<!\bdont\s)(?<!\bnot\s)(?<!\bnever\s)(?<!\bstop\s)(?<!\bno\s)"
    r"\b(?:freeze|block|lock|suspend)\s+(?:my\s+|the\s+)?(?:card|account|wallet|app|profile)\b"
    r"(?:\s+(?:immediately|automatically|at\s+once|straight\s+away|right\s+away))?"
    r"(?:\s+dont\s+wait(?:\s+for\s+\w+)?)?"
    r"|\b(?:never|dont|do\s+not)\s+let\s+(?!me\b)(?:\w+\s+){1,3}?(?:do|use|touch|access|operate|send|pay|"
    r"transfer|withdraw|add|change|remove|edit|raise|increase|reset|unblock|unlock|update|replace|"
    r"talk|speak|deal|act|transact|instruct)\b"
    # ... with the case it holds against: "never let anyone change my details even if they
    # have my phone", "never let anyone else talk to you on my behalf, even if they say they're my
    # son" (what they might have or say is the hypothesis, not a grant).
    r"(?:(?:\s+\S+){0,6}?\s+even\s+(?:if|when|though)\b(?:\s+\S+){1,8})?"
    # Nobody else at it: "I no want anybody use am".
    r"|\b(?:dont|do\s+not|never)\s+(?:want|let|allow)\s+(?:anybody|anyone|nobody|someone|somebody|"
    r"others?|any\s+other\s+person)\s+(?:else\s+)?(?:to\s+)?(?:use|see|know|touch|access|enter)\b"
    r"|\b(?:no\s+\w+\s+(?:may|can|should)|may\s+not|must\s+not|cannot|can\s+not|should\s+not)\s+"
    r"(?:\w+\s+){0,2}?(?:skip|weaken|bypass|remove|disable|raise|waive|grant|loosen|override)\b"
    # "ask for OTP even for small amounts", "call me to confirm whenever…"
    r"|\b(?:ask|asks|require|request|demand|use|send)\s+(?:me\s+)?(?:for\s+)?(?:the\s+|an?\s+|my\s+)?"
    r"(?:\w+\s+)?(?:otp|pin|code|token|confirmation|password)s?\s+(?:\w+\s+)?even\b"
    r"|\b(?:call|text|ring|phone|email|message)\s+me\s+(?:first\s+)?to\s+(?:confirm|verify|check|approve)\b"
    # The user told of something, each time: "warn me whenever a payee's name doesn't match",
    # "alert me immediately about any login from a new device".
    r"|\b(?:warn|alert|notify|tell|text|email|call|message|sms)\s+me\s+(?:\w+\s+){0,2}?(?:whenever|"
    r"each\s+time|every\s+time|any\s*time|(?:about|of|for|on)\s+(?:any|every|all|each))\b"
    # ... with what it is told of, to the end of that clause ("a payee's name doesn't match"),
    # at any hour ("for every login from a new phone, no matter the time").
    r"(?:\s+(?!and\b|but\b|so\b|then\b|also\b|just\b|dont\b|no\b(?!\s+matter\b)|never\b|skip|remov|stop|"
    r"without\b|let\b|allow|can\b|may\b|he\b|she\b|they\b)\S+){0,10}"
    r"|(?<!\btoo\s)(?<!\bso\s)(?<!\bvery\s)\bstrict\w*|\bsafe\b"
    r"|\b(?:lower|reduce|decrease|cut)\s+(?:\w+\s+){0,3}limit|\blimit\w*\s+(?:\w+\s+){0,3}low\b"
    # ... named by what it caps: "lower the maximum I can spend in a day" (round 51).
    r"|\b(?:lower|reduce|decrease|cut)\s+(?:the\s+|my\s+)?(?:max\w*|most|amount)\s+(?:that\s+)?i\s+"
    r"can\s+(?:send|spend|transfer|withdraw)\b"
    # Locked by itself on a sign of misuse: "lock my card automatically if someone enters a
    # wrong PIN twice", "freeze my account after two failed logins".
    r"|(?<!\bdont\s)(?<!\bnot\s)(?<!\bnever\s)(?<!\bno\s)(?<!\bstop\s)"
    r"\b(?:lock|block|freeze|suspend|disable)\s+(?:my|the)\s+(?:\w+\s+){0,2}?(?:cards?|accounts?|"
    r"wallets?|app)\s+(?:automatic\w*\s+|straight\s+away\s+|immediately\s+)?(?:if|when|whenever|"
    r"after|once|the\s+moment)\b" + _CASE_TAIL +
    # A card or account kept locked: "keep my card locked for online payments by default".
    r"|\bkeep\s+(?:my\s+|the\s+)?(?:\w+\s+){0,2}?(?:locked|blocked|frozen)\b(?:\s+(?:for|on|to)\s+"
    r"(?:\w+\s+){0,2}?(?:payments?|transactions?|transfers?|use|withdrawals?|purchases?))?"
    r"(?:\s+by\s+default)?"
    r"|\bkeep\s+(?:\w+\s+){0,3}limit\w*\s+(?:at\s+(?:the\s+)?\S+\s+)?(?:low|lower|lowest|minimum|below|under|"
    r"as\s+it\s+is)\b(?:\s+(?:setting|level|amount))?"
    r"(?:\s+than\s+(?:the\s+)?(?:default|usual|standard|normal))?"
    r"|\b(?:send|deliver|receive|get)\s+(?:me\s+)?(?:the\s+|my\s+)?(?:otp|code|token)s?\s+"
    r"(?:by|via|on|through|to)\b"
    r"|\b(?:by|via|on|through)\s+(?:sms|email|whatsapp|text|phone\s+call)\s+before\b"
)


# Stricter too, unless something before it says "no", "remove", "stop": a wait set on a
# change ("put a 24-hour wait on any limit increase"), a check made with the user
# ("double-check with me any time I send money after midnight").
STRICTER_GUARDED = re.compile(
    r"\b(?:put|add|set|place|apply|impose|enforce|have|want|need|keep|maintain|retain)\s+"
    r"(?:a\s+|an\s+|the\s+)?"
    r"(?:\w+\s+){0,2}?(?:wait|waiting\s+period|delay|hold|pause|cooling\s+off(?:\s+period)?)"
    r"\s+(?:on|before|for|to)\s+(?:any|every|all|each|my|the|a)?\s*(?:\w+\s+){0,2}?(?:limits?"
    r"(?:\s+(?:increases?|changes?|raises?|upgrades?))?|transfers?|payments?|withdrawals?|"
    r"beneficiar(?:y|ies)|payees?|loans?|credit|disbursements?)\b"
    r"|\b(?:double\s+check|check|confirm|verify|ask|call)\s+with\s+me\b"
    # The user approving each one: "I want to approve every debit order myself".
    r"|\b(?:i\s+want\s+to|let\s+me|i\s+will|ill|i\s+must)\s+approve\s+(?:every|each|all|any)\s+"
    r"(?:\w+\s+){0,2}?(?:myself|personally)\b"
    # One more check added on a kind of payment: "add an extra confirmation whenever money
    # goes to a number I've never sent to before".
    r"|\b(?:add|put|use|require|want|need)\s+(?:an?\s+)?(?:extra|additional|second|another)\s+"
    r"(?:confirmations?|verifications?|checks?|questions?|pins?|otps?|approvals?|steps?)\b"
    r"(?:\s+(?:for|on|when|whenever|before|if)\b" + _CASE_TAIL + r")?"
    # Protection named as such, unless waved off: "no extra check", "don't need the cooling
    # off period" are the opposite.
    r"|\bextra\s+(?:safety|security|checks?|steps?)\b|\bthink\s+twice\b"
    # A control asked for on a whole class: "ask for my PIN and OTP for every transfer",
    # "every transaction confirmed with my PIN".
    r"|\b(?:ask|asks|require|request|demand|use|want)\s+(?:me\s+)?(?:for\s+)?(?:the\s+|an?\s+|my\s+|"
    r"both\s+)?(?:\w+\s+){0,3}?(?:otp|pin|code|token|confirmation|password)s?\b(?:\s+\w+){0,4}?\s+"
    r"(?:every|each|all|any)\b"
    r"|\b(?:every|each|all|any)\s+(?:single\s+)?(?:\w+\s+)?(?:transactions?|transfers?|payments?|"
    r"withdrawals?)\s+(?:\w+\s+)?(?:confirmed|verified|approved|checked|authori[sz]ed)\s+(?:with|by|using)\b"
)
_NEGATION_BEFORE = re.compile(
    r"\b(?:dont(?!\s+(?:mind|care|worry))|do\s+not(?!\s+(?:mind|care))|never|no|not|stop|remove\w*|cancel\w*|skip\w*|without|lift\w*|"
    r"drop\w*|waive\w*|no\s+need\s+to|no\s+more)\s+(?:\w+\s+){0,3}$"
)


# Protection told as a warning, not asked of anyone (summaries, blind rounds 39-41): the bank
# never asks for a code ("the bank never asks for a PIN or OTP via chat"), a code is never shared
# ("OTPs are never to be shared with anyone, including bank staff"), a channel distrusted after a
# scam ("she no longer trusts phone calls"). Each is a whole clause, after whoever told it: a case
# after it ("… for small transfers", "… except with her husband") is a control loosened for that
# case, and the clause is read as before. Not the assistant as the one who never asks: "the
# assistant never asks for her PIN" is an instruction to it.
_SECRET = (
    r"(?:otps?|pins?|pass\s*words?|pass\s*codes?|one\s+time\s+(?:pins?|pass\s*words?|codes?)|cvvs?|"
    r"(?:security|verification|secret|sms)\s+codes?|codes?|tokens?|card\s+details)"
)
_SECRETS = (
    rf"(?:(?:a|an|the|your|their|his|her|any|my)\s+)?{_SECRET}(?:\s+(?:or|and|nor)\s+"
    rf"(?:(?:a|an|the|your|their|his|her|any|my)\s+)?{_SECRET})*"
)
_CHANNEL = (
    r"(?:chat|whatsapp|sms|texts?|text\s+messages?|phones?|phone\s+calls?|calls?|telephone|e\s*mails?|"
    r"social\s+media|messages?|links?|facebook|instagram|telegram|dms?)"
)
_WHO_TOLD = (
    r"(?:(?:the\s+)?(?:assistant|agent|bank|user|customer)|she|he|they|[a-z]+)\s+(?:also\s+)?"
    r"(?:explained|said|warned|advised|reminded|told|stressed|noted|emphasi[sz]ed|mentioned|"
    r"confirmed|learned|learnt|knows|understands)(?:\s+(?:the\s+user|him|her|them))?\s+(?:that\s+)?"
)
_BANK_SIDE = (
    r"(?:(?:the|a|any|its|their|your|no)\s+)?(?:real\s+|genuine\s+|legitimate\s+|official\s+)?"
    # a brand of two words in plain words: "M-Pesa staff" reads "m money staff" (round 42)
    r"(?:[a-z]+\s+){0,2}(?:bank|banks|staff|agents?|employees?|officials?|officers?|tellers?|"
    r"customer\s+care|support|operators?|providers?)"
)
_PROTECTIVE = re.compile(
    rf"(?:{_WHO_TOLD})?(?:"
    # The bank never asks for a code, or only never by a channel.
    rf"{_BANK_SIDE}\s+(?:will\s+|would\s+)?(?:never|not|doesnt|does\s+not|dont|do\s+not|wont|"
    r"will\s+not)\s+(?:ever\s+)?(?:ask|asks|request|requests)\s+(?:you\s+|customers\s+|anyone\s+|"
    rf"users\s+|clients\s+|people\s+)?(?:for\s+)?{_SECRETS}"
    rf"(?:\s+(?:via|by|over|on|through|in)\s+(?:(?:a|an|the)\s+)?(?:[a-z]+\s+)?{_CHANNEL})?"
    # A code never shared, said of the code or to whoever holds one.
    rf"|{_SECRETS}\s+(?:are|is|should|must)\s+(?:be\s+)?(?:never|not)\s+(?:to\s+)?(?:be\s+)?"
    r"(?:shared|given|disclosed|revealed|told|sent|shown)"
    rf"|(?:never|dont|do\s+not)\s+(?:ever\s+)?(?:share|give|disclose|reveal|tell|send)\s+{_SECRETS}"
    r")(?:\s+(?:to|with)\s+(?:anyone|anybody|no\s+one|nobody|others|anyone\s+else|other\s+people|"
    # ... whoever it names after "including" or "not even" is still inside the ban.
    r"third\s+parties|strangers))?(?:\s+(?:including|not\s+even|even|especially)(?:\s+[a-z]+){1,4})?"
    # A channel distrusted, before a preference for another one or nothing.
    rf"|(?:{_WHO_TOLD})?(?:(?:the\s+user|she|he|they)\s+)?(?:now\s+)?(?:no\s+longer|doesnt|does\s+not|"
    r"dont|do\s+not|never)\s+(?:trusts?|believes?)\s+(?:any\s+|unknown\s+|random\s+|unsolicited\s+|"
    rf"strange\s+|such\s+)?(?:[a-z]+\s+)?(?:{_CHANNEL}|callers|apps|mobile\s+apps|strangers|websites)"
    r"(?:\s+from\s+(?:strangers|unknown\s+numbers|people\s+claiming\s+to\s+be\s+from\s+the\s+bank))?"
    r"(?:\s+(?:anymore|any\s+more|since\s+then|now))?"
    r"(?:\s+(?:and|so)\s+(?:(?:she|he|they)\s+)?(?:only\s+)?(?:prefers|uses|sticks\s+to|would\s+"
    r"rather|likes)\b(?:\s+(?!(?:no|not|without|skip\w*|less|fewer|never)\b)[a-z]+){1,5})?"
)


# Every warning has a negation and a verb of asking, sharing or trusting: a clause without both
# is never put into plain words here (this runs on every text the screens read).
_MAYBE_PROTECTIVE = re.compile(r"\b(?:never|not|no\s+longer)\b|n['’]?t\b", re.IGNORECASE)
_MAYBE_VERB = re.compile(
    r"\b(?:ask|request|shar|giv|disclos|reveal|tell|told|send|sent|shown?|trust|believ)",
    re.IGNORECASE,
)


# The codes a warning names stay where they are: a loosening in the next sentence may point back
# at them ("The bank never asks for my OTP. So don't ask me for it anymore.").
_NAMED_SECRET = re.compile(
    r"\b(?:otps?|pins?|pass\s*words?|pass\s*codes?|cvvs?|codes?|tokens?)\b", re.IGNORECASE
)


def without_protective(text: str) -> str:
    """``text`` with each clause that is wholly a warning (see above) blanked but for the codes
    it names, offsets kept."""
    if _MAYBE_PROTECTIVE.search(text) is None:
        return text
    out = text
    start = 0
    for stop in [*CLAUSE_STOPS.finditer(text), None]:
        end = stop.start() if stop is not None else len(text)
        piece = text[start:end]
        if (
            _MAYBE_PROTECTIVE.search(piece)
            and _MAYBE_VERB.search(piece)
            and _PROTECTIVE.fullmatch(plain_words(piece))
        ):
            kept = [" "] * len(piece)
            for m in _NAMED_SECRET.finditer(piece):
                kept[m.start() : m.end()] = piece[m.start() : m.end()]
            out = out[:start] + "".join(kept) + out[end:]
        start = stop.end() if stop is not None else end
    return out


# The user's own way back a stricter rule buys, said after it: "a 10-minute delay on all
# transfers to new payees so I can cancel if I change my mind" (round 43). Its "cancel" is the
# user's of a transfer, not a control's; what the rule is on ("new payees") is still read.
_OWN_WAY_BACK = re.compile(
    r"\bso\s+(?:that\s+)?i\s+(?:can|could|have\s+time\s+to)\s+(?:cancel|stop|reverse|recall|review|"
    r"check|think)(?:\s+(?:it|them|the\s+transfer))?(?:\s+if\s+i\s+change\s+my\s+mind)?"
    r"(?=\s*$|\s*[.!])"
)


def without_stricter(plain: str) -> str:
    """``plain`` with every stricter shape blanked, overlapping ones too ("always ask for
    my OTP even on small transfers" is two shapes that share "ask")."""
    keep = list(plain)
    for start in [0, *(i + 1 for i, ch in enumerate(plain) if ch == " ")]:
        m = STRICTER.match(plain, start)
        if m is not None:
            keep[m.start() : m.end()] = " " * (m.end() - m.start())
    return _OWN_WAY_BACK.sub(lambda m: " " * len(m.group(0)), "".join(keep))


def guarded_stricter(plain: str) -> re.Match[str] | None:
    for m in STRICTER_GUARDED.finditer(plain):
        if not _NEGATION_BEFORE.search(plain[: m.start()]):
            return m
    return None


__all__ = [
    "STRICTER",
    "STRICTER_GUARDED",
    "guarded_stricter",
    "without_protective",
    "without_stricter",
]
