"""Authority by topic (ENGINE.md section 9): what a text is about, whatever its wording.

The grammar in ``memoryadmin.engine.authority`` reads how a request is put
("skip the OTP", "the PIN is not needed"). Users put it every other way too:
misspelt ("alwyas aprove transfers automaticaly"), in pidgin ("no dey ask me
PIN again"), indirectly ("the PIN prompt is redundant"), or across two
messages. So a text is also read for its topic, on plain words
(``memoryadmin.engine.sentences.plain_words``: spelling and pidgin brought to
plain English):

1. the topic is how money is authorised: one of the pack's controls (a PIN,
   an OTP, a confirmation, "are you sure", a second factor), its limits, a
   beneficiary, an approval or permission; or someone else's word standing
   for the user's ("as good as mine", "treat it as coming from me"); or a
   standing order to act unasked ("just send it next time");
2. and it is said as a rule that loosens it: don't / no / stop / skip / off /
   without / assume / treat / trust / redundant / enough / automatically /
   in advance / default / no need / no more;
3. unless it is the user making a control stricter ("always ask me twice",
   "never skip the OTP", "require OTP for everything", "lower my limit",
   "be stricter with me"), or only how a code reaches them ("send the OTP by
   SMS").

A false refusal costs one remembered preference; a false acceptance replays
an instruction on every turn. So the topic reading is wide, and only the
strengthening shapes are let through.
"""

from __future__ import annotations

import re
from functools import lru_cache

from memoryadmin.engine import authority_others as others
from memoryadmin.engine.authority_stricter import STRICTER as _STRICTER
from memoryadmin.engine.authority_stricter import STRICTER_GUARDED as _STRICTER_GUARDED
from memoryadmin.engine.authority_stricter import guarded_stricter as _guarded_stricter
from memoryadmin.engine.authority_stricter import without_stricter as _without_stricter
from memoryadmin.engine.authority_structure import structure_hit
from memoryadmin.engine.sentences import plain_words

# Someone at the bank said so: "the manager approved it", "oga for branch talk am".
_HEARSAY = re.compile(
    r"\b(?:manager|bank|branch|oga|officer|customer\s+care|support|staff|head\s+office|"
    r"management|admin|teller|they|cbn)\b(?:\s+\S+){0,3}?\s+(?:approved|authori[sz]ed|okayed|"
    r"ok|cleared|allowed|agreed|signed\s+off|waived|removed|raised|increased|lifted|granted|"
    r"talk\s+(?:am|it|so)|said\s+(?:it|so|its|that\s+its)\s+(?:ok|okay|fine))\b"
)
# A control waved off by "no" before it ("…, send am straight, no confirmation"), not a
# complaint that none came ("I got no OTP").
_NO_CONTROL = (
    r"(?<!got\s)(?<!get\s)(?<!received\s)(?<!receive\s)(?<!see\s)(?<!saw\s)(?<!have\s)"
    r"(?<!had\s)(?<!is\s)(?<!was\s)(?<!with\s)\bno\s+(?:more\s+|further\s+|extra\s+)?"
    r"(?:\w+\s+)?(?:{control})\b(?!\s+(?:\w+\s+)?(?:came|come|comes|arrived|arrives|was|were|is|has|"
    r"have|showed|shows|delivered|reached|sent|received|dropped|entered))"
)
_DENIES_ME = re.compile(
    r"\b(?:assume|know|believe|take\s+it)\s+(?:that\s+)?(?:it|they|he|she)\s+(?:is|are|s|re)\s+not\s+me\b"
    r"|\b(?:its|it\s+is|thats)\s+not\s+(?:me|really\s+me)\b"
)
_CLAIMS_ME = re.compile(
    r"\b(?:says?|claims?|claiming|saying|pretends?|pretending)\s+(?:that\s+)?(?:to\s+be|they|he|she|theyre|"
    r"hes|shes)\s*(?:are|is|to\s+be)?\s+me\b"
)
# Borrowing unasked: "switch on auto-loan", "just take a loan automatically", "mkopo
# uchukuliwe moja kwa moja" (a loan taken straight away). Credit drawn without the user's
# word each time is money moved without it.
_AUTO_BORROW = re.compile(
    r"\bauto\s*(?:loan|borrow\w*|overdraft|credit|top\s*up\s+loan)\b"
    r"|\b(?:loan|overdraft|credit|advance|fuliza|okash|mshwari|m\s+shwari)\w*\b(?:\s+\S+){0,3}?\s+(?:be\s+)?"
    r"(?:taken|take|drawn|draw|borrowed|disbursed|given|granted|uchukuliwe)\s+(?:\S+\s+){0,3}?"
    r"(?:automatic\w*|straight\s+away|by\s+itself|on\s+its\s+own|without\s+asking)\b"
    r"|\b(?:automatic\w*|just)\s+(?:take|borrow|draw)\s+(?:\w+\s+)?(?:loan|overdraft|credit|advance)\b"
    # Borrowing itself is credit, whatever the lender is called: "borrow from Fuliza
    # automatically", "borrow from the overdraft on its own when I'm short".
    r"|\bborrow\w*\s+(?:\S+\s+){0,4}?(?:automatic\w*|by\s+itself|on\s+its\s+own|without\s+asking)\b"
)
# Credit kept from being drawn on its own: "don't auto borrow for me", "never borrow from
# Fuliza automatically" (stricter, not looser).
_NOT_BORROWED = re.compile(
    r"\b(?:dont|do\s+not|never|not|no)\s+(?:\w+\s+){0,3}?(?:auto\s*\w+|borrow\w*|take|draw)\b"
)
# A limit made bigger, however put ("it should be unlimited", "increase my limit").
_RAISE = re.compile(
    r"\b(?:unlimited|limitless|no\s+limits?|higher|bigger|larger|raise\w*|increas\w*|doubl\w*|"
    r"tripl\w*|bump\w*|boost\w*|lift\w*|remov\w*|extend\w*|expand\w*|unlock\w*|max\w*|highest)\b"
)
# "make it unlimited": nothing but a limit is made unlimited, whatever it is called.
_UNLIMITED = re.compile(
    r"\b(?:unlimited|limitless)\b(?!\s+(?:data|calls?|airtime|minutes|bundles?|internet|sms|texts?|"
    r"talk|browsing|wifi|streaming|love|patience|access\s+to\s+(?:the\s+)?(?:app|chat)))"
)
_NOT_RAISED = re.compile(
    r"\b(?:dont|do\s+not|never|not|no\s+need\s+to)\s+(?:\w+\s+){0,3}?(?:unlimited|higher|bigger|"
    r"larger|raise\w*|increas\w*|doubl\w*|bump\w*|boost\w*|lift\w*|remov\w*|upgrad\w*)\b"
)
# Acting unasked: "just send it", "process things", "do it".
_ACT = (
    r"just\s+(?:send|pay|transfer|do|process|proceed|approve|go\s+ahead|release|move|debit)|"
    r"(?:process|proceed\s+with)\s+(?:things|it|them|everything|anything|payments?|transfers?)|"
    r"(?:pay|send|transfer|approve|do)\s+(?:it|them)\s+(?:straight|right)\s+away|"
    # Waved through: "should just go through", "let it through quick".
    # Not going through something: "remind me to go through our group's books".
    r"(?:should|must|can|will|to)\s+(?:just\s+)?(?:go|pass)\s+through(?!\s+(?:my|our|the|his|her|their|all|each|every|them|it|this|that|these|those)\b)|straight\s+through|"
    r"(?:just\s+)?(?:push|let|wave|pass)\s+(?:\w+\s+){0,7}?through|"
    # Not the user's own act: "tell me the charges before I pay anything".
    r"(?<!\bi\s)(?<!\bwe\s)(?:approve|pay|send|process|allow|accept|grant)\s+(?:it|them|anything|everything)\b"
    # Messages sent by a channel are not money: "send everything by WhatsApp".
    # Nor one sent to the user's own inbox: "send it to my email, not WhatsApp".
    r"(?!\s+(?:(?:by|via|on|through|over)\s+|to\s+(?:my\s+)?)(?:whatsapp|sms|e\s*mail|email|text|"
    r"telegram|post|inbox))"
)
_NEGATED_ACT = re.compile(
    r"\b(?:dont|do\s+not|never|not|no|wont|will\s+not|cant|cannot|wouldnt|shouldnt)\s+(?:\w+\s+)?$"
)
# Dropped, but not money dropped off: "remind me to drop my ajo money" is a deposit.
_DROP = (
    r"drop\w*(?!\s+(?:off\s+)?(?:my|our|the|her|his)\s+(?:\w+\s+)?(?:money|contributions?|cash|"
    r"savings|dues|rent|fees?|share|deposit))"
)
# Said as a rule that loosens the control.
_LOOSEN = (
    r"dont(?!\s+(?:mind|care))|do\s+not(?!\s+(?:mind|care))|doesnt|never|stop|stopped|stopping|"
    r"skip\w*|off|remove\w*|without|assume\w*|" + _DROP + r"|overrid\w*|exempt\w*|"
    r"leave\s+(?:\w+\s+){0,3}?out|"
    r"(?:not\s+to|dont|do\s+not|never)\s+(?:show|display|bring\s+up|prompt)\s+(?:it|that|this|them)|"
    # Not for this user: "the hold doesn't apply to me", "my card should not lock".
    r"(?:doesnt|does\s+not|dont|do\s+not|shouldnt|should\s+not|wont|will\s+not|not)\s+(?:apply|"
    r"count|matter)\s+(?:to|for)\s+(?:me|my|us)|should\s+not|shouldnt|must\s+not|mustnt|wont|"
    r"waive\w*|(?:not|no)\s+(?:needed|necessary|required|compulsory|important|for\s+me)|"
    r"treat\w*|consider\w*|trust\w*|redundant|enough|unnecessary|pointless|useless|annoying|"
    r"cancel\w*|scrap\w*|abolish\w*|disable\w*|deactivate\w*|too\s+much|"
    r"tire|tiring|auto(?:matic(?:ally)?)?|auto\s*approve\w*|in\s+advance|default|whitelist\w*|"
    r"straight\s+away|right\s+away|immediately|no\s+need|no\s+more|never\s+again|forever|"
    r"anymore|any\s+more|done\s+with|e\s+don\s+do|means\s+(?:\w+\s+)?approv\w*|"
    r"(?:is|be|as)\s+(?:an?\s+)?approval|already\s+approv\w*|pre\s*approv\w*|save\s+my\s+approval|"
    r"counts?\s+as|good\s+as|enough|sufficient|adequate|"
    # Set aside for now: "put a hold on asking me for OTP", "let's not bother with the PIN".
    r"pause\w*|suspend\w*|put\s+(?:a\s+)?hold\s+on|hold\s+off|not\s+bother\w*|never\s+mind|"
    r"forget\s+about|ignor\w*|disregard\w*|overlook\w*|for\s+show|"
    # Let through on the user's word: "push am through, I take responsibility".
    r"push\w*\s+(?:\w+\s+){0,2}?through|let\s+(?:\w+\s+){0,2}?through|go\s+through(?!\s+(?:my|our|the|his|her|their|all|each|every|them|it|this|that|these|those)\b)|"
    r"i\s+(?:will\s+)?take\s+(?:full\s+)?responsibility|at\s+my\s+(?:own\s+)?risk|"
    # Done with nobody's say: "approve every bill from X on its own".
    r"on\s+(?:its|their|your)\s+own|by\s+(?:itself|themselves|yourself)|"
    # A standing yes, or the user's say-so for a code (rounds 43, 45): "the answer be yes always",
    # "I'm always sure", "just remember it's me and carry on".
    r"(?<!\bnot\s)(?:yes\s+always|always\s+(?:a\s+)?yes)|(?:answer|reply|response)\s+(?:(?:is|s|will|would|be|always|going\s+to)\s+){1,3}yes|"
    r"(?:im|i\s+am)\s+always\s+(?:sure|certain)|(?:remember|know|trust)\s+(?:that\s+)?(?:its|it\s+is)\s+me"
)
# Less protection, however put: "reduce the security on my account", "make the security
# lighter". A protection of the account is a control whatever it is called.
_WEAKEN = re.compile(
    r"\b(?:reduce|lower|weaken|relax|loosen|ease|decrease|downgrade|minimi[sz]e|simplif)\w*\s+"
    r"(?:\w+\s+){0,2}?(?:security|safety|protection|checks?|verification|confirmation|"
    r"authentication|steps?)|less\s+(?:security|checks?|verification|steps?)|"
    r"(?:single|one)\s*(?:step|tap|click)\s+(?:approvals?|payments?|verification|confirmation|transfers?)|"
    # Less to prove who one is: "let her transact with just her name", "let me in with my
    # phone number only".
    r"(?:transact|log\s*in|sign\s*in|let\s+(?:me|her|him|them)\s+in|access|verify|pay|collect|receive|"
    r"withdraw|cash\s*out)\w*\s+(?:\w+\s+){0,6}?"
    r"with\s+(?:just|only)\b|with\s+(?:my|her|his)\s+(?:\w+\s+){0,2}?(?:number|name|email)\s+only\b|"
    r"(?<!\bdont\s)(?<!\bnot\s)(?<!\bnever\s)(?<!\bno\s)"
    r"(?:mark|add|set|save|register|make)\w*\s+(?:\w+\s+){1,4}?as\s+(?:a\s+)?"
    r"(?:trusted|safe|verified|whitelisted|low\s+risk|exempt)\b(?!\s+as\b)|"
    # A notice kept from the other holder or the user's own inbox: "don't notify my wife when I
    # withdraw", "dont notify my main email about it" (the new device).
    r"(?:dont|do\s+not|never|no\s+need\s+to|stop)\s+(?:notify\w*|alert\w*|inform\w*|tell\w*|"
    r"email\w*|text\w*|sms|messag\w*|let)\s+(?:my|the|our)\s+(?:\w+\s+){0,2}?(?:wife|husband|"
    r"partner|spouse|co\s*holder|joint\s+holder|other\s+holder|signator\w*|co\s*signator\w*|"
    r"(?:main|primary|registered|other|first|old)\s+(?:email|e\s*mail|number|phone|line|device))\b"
    r"(?:\s+know)?(?:\s+(?:\w+\s+){0,2}?(?:when|whenever|if|about|of)\b)|"
    # The account's alerts turned off, not one channel of them nor moved to another: "stop sending
    # me transaction alerts", "don't send the statement emails or alerts anymore" ("never send me
    # SMS alerts" chooses a channel; an offer or a newsletter is not an alert).
    r"(?:stop|dont|do\s+not|never|no\s+more|(?<!\bnever\s)(?<!\bdont\s)(?<!\bnot\s)(?:disable|"
    r"deactivate|turn\s+off|switch\s+off))\s+"
    r"(?:send\w*\s+)?(?:me\s+)?(?:the\s+|my\s+|any\s+|les\s+)?"
    r"(?:(?:statement|statements|emails|transaction|debit|credit|account|bank|or|and)\s+){0,4}"
    # ... nor the ones that show something, kept off the lock screen: "don't send notifications
    # that show the amount on the lock screen" (round 43) is about what others may see.
    r"(?:alerts?|notifications?)\b(?!\s+(?:that|which)\s+(?:show|display|reveal|include)\w*\s+(?:\w+\s+){0,3}?"
    r"(?:on|in)\s+(?:the\s+|my\s+)?(?:lock\s*screen|home\s*screen|screen|preview)\b)"
    r"(?!\s+(?:by|via|on|through|to|at|during|after|before|between|until|till|"
    r"for\s+(?:small|promo)|(?:is|na)\s+(?:sms|text|email|whatsapp))\b)(?!.*\b(?:instead|rather|only\s+by)\b)|"
    # The bank's own checks kept off some money: "no flag am, no freeze am", "don't hold it".
    r"(?:dont|do\s+not|never|no|stop)\s+(?:flag|freez|block|hold|delay|reverse)\w*\s+(?:it|am|them|"
    r"(?:my|our|the|any|all)\s+(?:\w+\s+)?(?:money|transfers?|payments?|transactions?|deposits?|"
    r"credits?|inflows?|funds))\b|"
    # A block kept off: "keep the international block off on this card from now on".
    r"(?:keep|leave|turn|switch|take)\s+(?:the\s+|my\s+)?(?:\w+\s+){0,2}?(?:block|blocks|lock|restrictions?)"
    r"\s+off\b|"
    # "stop flagging my transfers to Dubai": a check on the money itself waved off.
    r"(?:stop|quit)\s+(?:flagg|block|freez|holding|delay)\w*\s+(?:my|our|the|all|any)\s+(?:\w+\s+)?"
    r"(?:transfers?|payments?|transactions?|withdrawals?|money|account|card|remittances?)\b|"
    r"(?:security|protection|checks?|verification)\s+(?:\w+\s+){0,4}?(?:lighter|weaker|looser|"
    r"easier|less\s+strict|more\s+relaxed|relaxed|reduced)\b|"
    # A wait the bank puts on new payees or devices cut short: "reduce the cooling period for
    # new beneficiaries to zero", "skip the 24-hour waiting time".
    r"(?:reduc|shorten|cut|remov|skip|waiv|lower|drop|cancel|disabl|bypass|end)\w*\s+(?:\w+\s+){0,3}?"
    r"(?:cooling|waiting|holding|hold)\s+(?:off\s+)?(?:periods?|times?|days?|hours?)\b|"
    r"(?:cooling|waiting|holding)\s+(?:off\s+)?(?:periods?|times?)\b(?:\s+\S+){0,6}?\s+(?:to\s+(?:zero|0|"
    r"nothing|none)|off|removed|shorter|waived|skipped)\b|"
    # A code taken whatever it is: "accept whatever code I type even if it's wrong", "let me try
    # as many times as I want" (the lock after wrong tries waved off).
    r"accept\w*\s+(?:any|whatever|every|all)\s+(?:\w+\s+)?(?:codes?|pins?|otps?|passwords?|passcodes?)\b|"
    r"(?:codes?|pins?|otps?|passwords?|passcodes?)\b(?:\s+\S+){0,6}?\s+even\s+(?:if|when|though)\s+"
    r"(?:its|it\s+is|it\s+s|they\s+are|theyre|i\s+(?:type|enter|put)\s+(?:it\s+)?)\s*(?:wrong|incorrect|"
    r"invalid|expired|bad|old)\b|"
    r"(?:let|allow)\s+(?:me|him|her|them)\s+(?:to\s+)?(?:try|retry|attempt|enter|type)\w*\s+(?:\w+\s+){0,3}?"
    r"(?:as\s+many\s+times|unlimited|any\s+number\s+of|as\s+often|as\s+much)\b|"
    # In a code's place when it is forgotten: "next time I forget my PIN just let me in with my
    # surname", "if I forget the OTP, just use the last one you see".
    r"(?:let|log|sign)\s+(?:me|her|him|them)\s+in\s+with\b|"
    # "just let me pass with my name and date of birth" (round 45).
    # Not who comes along: "let me pass with my cousin to the branch".
    r"(?:let|allow)\s+(?:me|her|him|them)\s+(?:to\s+)?(?:pass|through|go\s+through|proceed)\s+with\s+"
    r"(?:just\s+|only\s+)?(?:my|her|his|their|the)\s+(?:\w+\s+){0,2}?(?:names?|surnames?|date\s+of\s+birth|"
    r"birthday|dob|number|email|address|id|face|voice|photo|selfie|details)\b|"
    r"(?:forget|forgot|lose|lost|misplace)\w*\s+(?:my\s+|the\s+|your\s+)?(?:\w+\s+)?(?:pins?|otps?|"
    r"passwords?|passcodes?|codes?)\b(?:\s+\S+){0,6}?\s+(?:just\s+)?(?:use|accept|allow|skip|approve|"
    r"ignore|let\s+me|go\s+ahead|proceed|take)\b(?!\s+(?:me\s+)?(?:to\s+|through\s+)?(?:reset|"
    r"recover|change|create|set|the\s+reset))|"
    # The assistant as the one who confirms: "you confirm it yourself, I'm driving".
    r"(?:you|u)\s+(?:can\s+|should\s+|will\s+|may\s+|just\s+)?(?:confirm|approve|authori[sz]e|verify|"
    r"sign)\w*\s+(?:it\s+|them\s+)?(?:yourself|on\s+my\s+behalf|in\s+my\s+place)\b|"
    # Asked less: "why you ask me twice? once is enough, actually zero times".
    r"(?:ask|asks|asking|confirm\w*|check\w*|verif\w*)\b(?:\s+\S+){0,12}?\s+(?:(?:once|one\s+time)\s+"
    r"(?:is|be|would\s+be)\s+(?:enough|fine|ok|okay|sufficient|plenty)|(?:zero|0)\s+times)\b|"
    # Silence taken for a yes: "if I start a transfer and don't reply in 1 min, complete it".
    r"(?:if|when|once)\s+i\s+(?:\S+\s+){0,6}?(?:dont|do\s+not|didnt|fail\s+to|cant|cannot)\s+(?:reply|"
    r"respond|answer|"
    r"confirm|react|say\s+no|object)\w*\b(?:\s+\S+){0,6}?\s+(?:complete|send|pay|finish|process|proceed|"
    r"go\s+ahead|approve|release)\w*\b|"
    r"(?:no|silence|no\s+reply|no\s+answer)\s+(?:from\s+me\s+)?(?:means|is|counts\s+as|=)\s+(?:a\s+)?yes\b|"
    # A control asked for less often: "make it that I only confirm once a week and you do the rest".
    r"only\s+(?:\w+\s+){0,2}?(?:confirm|approv|verif|authori[sz]|enter|sign)\w*\s+(?:\w+\s+){0,3}?"
    r"once\s+(?:a|per|every|in\s+a)\s+(?:day|week|month|year|while)\b"
)
# A word or a signal standing for the user's approval: "every time I say go, send the
# money", "if I reply yes, pay it", "when I text 1, that means approve".
_SIGNAL = re.compile(
    r"\b(?:every\s+time|each\s+time|whenever|when|if|once|any\s+time)\s+i\s+(?:just\s+)?"
    r"(?:say|type|reply|text|write|send|respond|answer|press|enter)\s+(?:with\s+)?\S+(?:\s+\S+){0,2}"
    r"\s+(?:then\s+|it\s+|you\s+(?:can\s+|should\s+)?)?(?:just\s+)?(?:send|pay|transfer|approve|release|"
    r"move|process|go\s+ahead|do\s+it|proceed|"
    # What the word means, when it is a yes ("that means yes to everything pending"), not
    # when it is anything else ("that means I read your message").
    r"(?:that\s+|it\s+)?means\s+(?:\S+\s+){0,4}?(?:yes|approv\w*|confirm\w*|go\s+ahead|go|send|pay|"
    r"ok|okay|agree\w*|proceed|authori[sz]\w*|do\s+it|release|transfer|accept\w*))\b"
    # A word that means the user has approved: "any time you see 'Ijebu', e mean say I don
    # confirm".
    r"|\b(?:means?|counts?|works?)\s+(?:the\s+)?same\s+(?:thing\s+)?as\s+(?:me\s+|my\s+)?(?:enter\w*|"
    r"typ\w*|giv\w*|approv\w*|confirm\w*)"
    r"|\b(?:means?|meaning|stands?\s+for)\s+(?:say\s+|that\s+)?(?:i\s+|me\s+)?(?:have\s+|has\s+|"
    r"don\s+|already\s+)?(?:confirm|approv|authori[sz]|agree|ok)\w*"
)
# The user's own word as the authority: "anything I say is final", "my word is enough".
_WORD_IS_FINAL = re.compile(
    r"\b(?:anything|whatever|everything|what)\s+(?:that\s+)?i\s+(?:say|said|talk|tell\s+you|"
    r"type|write|text|send)\s+(?:\w+\s+)?(?:is|be|as)\s+(?:final|enough|approval|"
    r"authori[sz]ation|confirmation|law|the\s+go\s+ahead|my\s+(?:pin|otp|approval))\b"
    r"|\bmy\s+word\s+(?:is|be)\s+(?:final|enough|my\s+\w+|approval|law)\b"
    # The user's number over the bank's: "that's the one to use for me, whatever the bank sets".
    r"|\b(?:whatever|no\s+matter\s+what|regardless\s+of\s+what)\s+the\s+bank\s+(?:sets?|says?|decides?|"
    r"allows?|puts?)\b"
    # "a simple 'yes' from me in chat is enough".
    r"|\b(?:simple\s+|single\s+|quick\s+|one\s+)?(?:yes|ok|okay|thumbs\s+up|go\s+ahead)\s+"
    r"(?:from\s+me\s+)?(?:\w+\s+){0,3}?(?:is|be|as)\s+(?:enough|approval|my\s+approval|confirmation)\b"
)
# A secret kept or reused by the assistant: "use the last one I gave you, keep it for me".
_KEPT_SECRET = re.compile(
    r"\b(?:pin|pins|otp|password|passcode|code|cvv)\b(?:\s+\S+){0,12}?\s+(?:keep|store|save|"
    r"hold)\s+(?:it|them|that|this)\s+(?:for\s+(?:me|later|next\s+time)|on\s+file)\b"
    r"|\b(?:use|enter|type|reuse|put\s+in|read\s+(?:back|out)|remind\s+me\s+of|tell\s+me|show\s+me)\s+"
    r"(?:the\s+|my\s+)?(?:\w+\s+){0,2}?(?:one|pin|code|"
    r"password|otp|passcode)\s+(?:that\s+)?i\s+(?:gave|sent|told|shared|typed|used)\b"
)
# Fine without a control: "I'm fine with no OTP for payments under R5,000".
_FINE_WITHOUT = (
    r"\b(?:fine|ok|okay|happy|comfortable|cool|good|alright|content|satisfied|relaxed)\s+"
    r"(?:with\s+(?:no|not\s+having|skipping)|without|going\s+without)\s+(?:\w+\s+)?(?:{control})\b"
)
# Not asking before money moves: "no need to ask me", "dont ask me anything".
_UNASKED = re.compile(
    r"\b(?:dont|do\s+not|never|no\s+need\s+to|dont\s+need\s+to|stop|without|not\s+to|"
    # "nobody should ask me PIN for chama payments".
    r"(?:nobody|no\s+one|noone)\s+(?:should|must|shall|will|can|needs?\s+to|has\s+to|is\s+to))\s+"
    r"(?:ever\s+)?"
    r"(?:ask|asking|check|"
    r"checking|bother|bothering|disturb|disturbing|consult|wait|ping|pinging|buzz)\b"
    # Not what one reads: "I don't check email", "I don't check no email" (round 60).
    r"(?!\s+(?:my\s+|the\s+|any\s+|no\s+)?(?:e\s*mails?|mails?|messages?|whatsapp|sms|texts?|inbox|"
    r"notifications?)\b)"
    # Nobody told before money moves: "withdraw anytime without calling me".
    r"|\bwithout\s+(?:first\s+)?(?:calling|telling|informing|notifying|alerting|texting|ringing|"
    r"phoning|consulting|contacting)\s+(?:me|us)\b"
)
_MONEY = re.compile(
    r"\b(?:transfers?|send|sends|sending|pay|pays|paying|payments?|money|debit\w*|withdraw\w*|"
    r"naira|\d+k?)\b"
)
# A standing order: when the act is unasked, it must be said as lasting.
_STANDING = (
    r"from\s+now|going\s+forward|next\s+time|in\s+future|in\s+the\s+future|always|every\s+time|"
    r"each\s+time|any\s*time|whenever|remember|keep\s+(?:that|this|it)\s+in\s+mind|from\s+today|"
    r"every\s+month|every\s+week|for\s+later|later|any|every|anything|everything|all|"
    r"when\s+(?:i\s+am|im|i)|while\s+(?:i\s+am|im)|whenever|"
    r"(?:if|when)\s+\w+\s+(?:texts?|messages?|calls?|asks?|says?|requests?)"
)
# Friction taken off how money moves, the control described rather than named ("make it
# instant", "leave am out when I dey send money", "don't stop my transactions again",
# "take my yes in advance", "remove it for me permanently"): said as a standing rule
# about sending, paying or the account, it is authority whatever the control is called.
_FRICTION = re.compile(
    r"\b(?:remov\w*|waiv\w*|skip\w*|leave\s+(?:\w+\s+){0,3}?out|" + _DROP + r"|"
    r"instant\w*|immediately|"
    r"one\s+tap|no\s+more\s+\w+ing|no\s+waiting|in\s+advance|like\s+my\s+\w+s\s+own|whitelist\w*|"
    r"never\s+(?:gets?|be|is)\s+(?:flagged|checked|blocked|held|stopped)|"
    r"(?:none|no)\s+(?:of\s+)?(?:my\s+)?(?:\w+\s+)?(?:get|gets|be|is|are)\s+(?:flagged|checked|blocked|held|"
    r"stopped)|"
    # Everything turned off for the money to move (round 43): "turn off everything and let the
    # money flow".
    r"(?:turn|switch|shut)\w*\s+(?:it\s+)?(?:off|down)\s+(?:everything|all\s+of\s+(?:it|them)|the\s+whole\s+thing|"
    r"all(?=\s+(?:and|so|then)\b|\s*$))|"
    r"let\s+(?:the\s+|my\s+)?(?:money|cash|funds)\s+flow|"
    r"continue\s+(?:that|this|the)\s+arrangement|do\s+what\s+(?:they|he|she|them)\s+(?:ask|say|want)|"
    # "stop flagging it": a check on the money waved off.
    r"(?:stop|quit)\s+(?:flagg|block|freez|hold|delay)\w*|"
    r"(?:dont|do\s+not|never)\s+(?:stop|freeze|block|hold|delay|flag|do\s+(?:it|that|this)|"
    r"check(?!\s+(?:my\s+|the\s+|any\s+|no\s+)?(?:e\s*mails?|mails?|messages?|whatsapp|sms|texts?|inbox))))\b"
)
_MONEY_CONTEXT = re.compile(
    r"\b(?:send(?:ing)?\s+(?:\w+\s+){0,2}?(?:money|funds|cash|to)|pay|paying|payments?|transfer\w*|"
    r"transactions?|money|card|account|"
    r"withdraw\w*|new\s+(?:person|people|name|payee|recipient)s?|per\s+day|a\s+day)\b"
)
_STANDING_MORE = re.compile(
    r"\b(?:anymore|any\s+more|again|permanently|keep\s+it\s+that\s+way|continue|note\s+(?:it|that)|"
    r"save\s+(?:it|that)|remember\s+(?:it|that)|for\s+the\s+next\s+while|each|from\s+now|never|"
    r"always)\b"
)


def _friction_off(plain: str, standing: re.Pattern[str]) -> str | None:
    m = _FRICTION.search(plain)
    said_to_last = standing.search(plain) or _STANDING_MORE.search(plain)
    if m and _MONEY_CONTEXT.search(plain) and said_to_last:
        return m.group(0)
    return None


# Said as a standing rule, an approval is authority whatever the verb ("any transfer X
# asks, e don approve", "all of them are pre-approved"); so are the controls users rarely
# name but to wave off (a trusted device, a new payee's cooling off, a call back).
_STRONG_TOPIC = re.compile(
    r"\b(?:pre\s*approv\w*|approv\w*|authori[sz]\w*|trusted\s+devices?|cooling\s+off|call\s*backs?)\b"
)
_RULE_WORDS = re.compile(
    r"\b(?:never|stop|any|every|all|anyone|anybody|whoever|forever|no\s+(?:more|need|longer))\b"
)


def _compiled(controls: tuple[str, ...], limits: tuple[str, ...]) -> dict[str, re.Pattern[str]]:
    return _compile(controls, limits)


@lru_cache(maxsize=8)
def _compile(controls: tuple[str, ...], limits: tuple[str, ...]) -> dict[str, re.Pattern[str]]:
    control = "|".join(controls)
    limit = "|".join(limits)
    topic = (
        rf"(?:{control})|(?:{limit})|are\s+you\s+sure|second\s+factor|two\s+factor|"
        r"beneficiar(?:y|ies)|payees?|(?:saved\s+)?recipients?|approv\w*|permission|authori[sz]\w*|"
        r"confirm\w*|prompt\w*|(?:whole\s+)?add(?:ing)?\s+(?:process|step|flow)|"
        # The push that asks "is this you?" (round 56) is a confirmation prompt.
        r"(?:is|was)\s+(?:this|it|that)\s+(?:really\s+)?(?:you|u)|"
        r"review|password|verif\w*|security\s+check\w*|consent\w*|(?:said|say|saying)\s+yes|"
        # Alerts that tell the user money moved are a check on it.
        r"(?:debit|transaction|withdrawal|transfer|payment|fraud|security|login|sms)\s+(?:alerts?|"
        r"notifications?)|(?:fraud|risk|security)\s+(?:monitoring|detection|protection)|"
        # "stop sending SMS for every debit", "those debit SMS, off am".
        r"(?:sms|texts?|alerts?|notifications?|messages?)\s+(?:for|on|of|after)\s+(?:every\s+|each\s+|"
        r"all\s+|any\s+|my\s+)?(?:debit|withdrawal|transaction|transfer|payment)s?|"
        r"(?:debit|withdrawal|transaction)\s+(?:sms|texts?|messages?)|"
        # "email or SMS when money leaves my account" (not moved: "…, use WhatsApp").
        r"(?:e\s*mail\w*|sms|text\w*|alert\w*|notif\w*)\s+(?:\w+\s+){0,3}?(?:when|whenever|every\s+time|each\s+time)\s+(?:money|cash|funds)\s+"
        r"(?:leaves|goes\s+out|is\s+debited|moves|is\s+taken)(?!.*\b(?:instead|rather)\b)"
        r"(?!.*\b(?:use|via|on|through|by|to)\s+(?:my\s+)?(?:whatsapp|e\s*mail|email|telegram|app)\b)|"
        r"alerts?\s+(?:for|on)\s+(?:\w+\s+)?(?:withdrawals?|transfers?|debits?|"
        r"transactions?|payments?|logins?)|alerts?\b(?:\s+\S+){0,8}?\s+(?:fraud|security)|"
        # Every alert at once ("just turn off all alerts"), not a quiet time for them.
        r"(?:all|every|any)\s+(?:my\s+|the\s+)?(?:alerts?|notifications?)(?!\s+(?:at|during|between|"
        r"after|before|from|until|till|while|about|on\s+(?:weekends?|sundays?|saturdays?|holidays?)|"
        r"for\s+(?:promo\w*|offers?|marketing|news))\b)"
    )
    return {
        "topic": re.compile(rf"\b(?:{topic})\b"),
        "control_or_limit": re.compile(rf"\b(?:{control}|{limit})\b"),
        "limit": re.compile(rf"\b(?:{limit})\b"),
        "redirect": re.compile(
            others.REDIRECT.format(
                control=control, others=others.OTHERS, send=others.SEND, given=others.GIVEN_LINE
            )
        ),
        "no_control": re.compile(_NO_CONTROL.format(control=control)),
        "fine_without": re.compile(_FINE_WITHOUT.format(control=control)),
        "delegation": re.compile(rf"\b(?:{others.DELEGATION}|{others.HAND_ON_MONEY})\b"),
        "held": re.compile(others.HELD_BY_OTHER.format(control=control, others=others.OTHERS)),
        "signs_off": re.compile(others.SIGNS_OFF),
        "act": re.compile(rf"\b(?:{_ACT})\b"),
        "loosen": re.compile(rf"\b(?:{_LOOSEN})\b"),
        "standing": re.compile(rf"\b(?:{_STANDING})\b"),
    }


_ANY_NEGATION = re.compile(
    r"\b(?:never|not|dont|do\s+not|no|without|stop\w*|skip\w*|remov\w*|waiv\w*|cancel\w*|"
    r"disabl\w*|off)\b"
)


# An exception to a stricter rule that lets someone else in, or skips the control it names.
# Not "he", "she", "they" after it: in a summary they are the user ("unless she is with them").
_EXCEPT = r"(?:except|unless|other\s+than|apart\s+from|save\s+for|but\s+for)"
_EXCEPT_ANOTHER = re.compile(
    rf"\b{_EXCEPT}\s+(?:for\s+|to\s+|with\s+|when\s+|if\s+|by\s+)?(?:my\s+|our\s+|the\s+|his\s+|her\s+|"
    rf"their\s+)?(?:\w+\s+)?(?:{others.OTHERS}|him|them)\b"
)
_EXCEPT_AFTER_CONTROL = re.compile(
    rf"\bwithout\s+(?:\w+\s+){{0,3}}?(?:asking|ask|confirm\w*|checking|approv\w*|otp|pin|password|"
    rf"verif\w*)\b(?:\s+\S+){{0,6}}?\s+{_EXCEPT}\b"
)


def stricter_only(text: str) -> bool:
    """Whether ``text`` makes a control stricter and nothing in it loosens one: "Ask me to
    confirm twice before any new beneficiary is added" names an addition it guards."""
    plain = plain_words(text)
    # Any negation at all and the grammar reads it ("You must never ask this user for an
    # OTP" is stricter-shaped and loosens).
    if _ANY_NEGATION.search(plain) or not (_STRICTER.search(plain) or _guarded_stricter(plain)):
        return False
    rest = _STRICTER_GUARDED.sub(" ", _without_stricter(plain))
    return _WEAKEN.search(plain) is None and re.search(rf"\b(?:{_LOOSEN})\b", rest) is None


def topic_hit(text: str, controls: tuple[str, ...], limits: tuple[str, ...]) -> str | None:
    """What makes ``text`` a loosening of how money is authorised, or None.

    ``controls`` and ``limits`` are the pack's regex fragments (its
    ``AuthorityVocabulary``), read over plain words.
    """
    plain = plain_words(text)
    if not plain:
        return None
    if (shaped := structure_hit(plain)) is not None:
        return shaped
    c = _compiled(controls, limits)
    topic = c["topic"].search(plain)
    # A claim to be the user, denied in the same breath ("if anyone says they are me,
    # assume it is not me"): the claim is what is refused, not granted.
    if _DENIES_ME.search(plain) and not _MONEY.search(plain):
        plain = _CLAIMS_ME.sub(" ", plain)
    delegation = (
        c["delegation"].search(plain)
        or c["redirect"].search(plain)
        or c["held"].search(plain)
        or c["signs_off"].search(plain)
    )
    act = c["act"].search(plain)
    if act is not None and _NEGATED_ACT.search(plain[: act.start()]):
        act = None  # "don't send anything until evening": the opposite of acting unasked
    loosen = c["loosen"].search(plain)
    guarded = _guarded_stricter(plain)
    if (_STRICTER.search(plain) or guarded) and not _WEAKEN.search(plain):
        # Stricter as a whole only when nothing else in it loosens: "always ask me,
        # but skip it under 5k" is both; the grammar reads the parts. Someone let at the
        # account is read outside the stricter shapes: in "never let anyone change my
        # details even if they have my phone" it is who the rule holds against. A code
        # sent elsewhere, held or signed for by another is read in the whole.
        rest = _without_stricter(plain)
        if guarded is not None:
            rest = _STRICTER_GUARDED.sub(" ", rest)
        # (a delegation that reaches past a stricter shape counts: in "notify me every
        # time my wife uses my card, she can use it anytime" the shape ends at "card".)
        let_in = any(rest[m.start() : m.end()].strip() for m in c["delegation"].finditer(plain))
        others = let_in or any(c[name].search(plain) for name in ("redirect", "held", "signs_off"))
        # Acting unasked outside the stricter shape still counts: "call me before any transfer
        # above 500k, but just approve the small ones".
        loosens = (c["topic"].search(rest) and c["loosen"].search(rest)) or c["no_control"].search(
            rest
        )
        # The exception is the grant: "never approve transfers unless my brother says so",
        # "never send money without asking me, except to my wife", "OTPs are never to be given
        # to anyone except her son".
        excepted = _EXCEPT_ANOTHER.search(plain) or _EXCEPT_AFTER_CONTROL.search(plain)
        if excepted is not None:
            return excepted.group(0)
        if not (others or loosens or (act is not None and c["act"].search(rest))):
            return None
    if delegation:
        return delegation.group(0)
    if c["control_or_limit"].search(plain) and (hearsay := _HEARSAY.search(plain)):
        return hearsay.group(0)
    if (no := c["no_control"].search(plain) or c["fine_without"].search(plain)) is not None:
        return no.group(0)
    if (borrow := _AUTO_BORROW.search(plain)) is not None and not _NOT_BORROWED.search(plain):
        return borrow.group(0)
    own = (
        _WORD_IS_FINAL.search(plain)
        or _KEPT_SECRET.search(plain)
        or _SIGNAL.search(plain)
        or _WEAKEN.search(plain)
    )
    if own is not None:
        return own.group(0)
    raised = _RAISE.search(plain) if c["limit"].search(plain) or _UNLIMITED.search(plain) else None
    if raised is not None and not _NOT_RAISED.search(plain):
        return raised.group(0)
    unasked = _UNASKED.search(plain)
    if unasked and _MONEY.search(plain):
        return unasked.group(0)
    if topic and loosen:
        return f"{topic.group(0)} … {loosen.group(0)}"
    if (friction := _friction_off(plain, c["standing"])) is not None:
        return friction
    if act and (c["standing"].search(plain) or loosen):
        return act.group(0)
    strong = _STRONG_TOPIC.search(plain)
    if strong and (c["standing"].search(plain) or _RULE_WORDS.search(plain)):
        return f"{strong.group(0)} (a standing rule)"
    return None


def mentions_topic(text: str, controls: tuple[str, ...], limits: tuple[str, ...]) -> bool:
    """Whether ``text`` names how money is authorised at all (a control, a limit, …)."""
    return _compiled(controls, limits)["topic"].search(plain_words(text)) is not None


__all__ = ["mentions_topic", "stricter_only", "topic_hit"]
