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

from memoryadmin.engine.authority_stricter import STRICTER as _STRICTER
from memoryadmin.engine.authority_stricter import STRICTER_GUARDED as _STRICTER_GUARDED
from memoryadmin.engine.authority_stricter import guarded_stricter as _guarded_stricter
from memoryadmin.engine.authority_stricter import without_stricter as _without_stricter
from memoryadmin.engine.authority_structure import structure_hit
from memoryadmin.engine.sentences import norm_words, plain_words

# Someone else's word counting as the user's.
_DELEGATION = (
    r"as\s+good\s+as\s+mine|coming\s+from\s+me|(?:came|come|comes)\s+from\s+me|"
    r"on\s+my\s+behalf|(?:his|her|their)\s+word|(?:they|he|she)\s+(?:are|is)\s+me|"
    r"(?:says?|claims?)\s+(?:they|he|she)\s+(?:are|is)\s+me|"
    r"(?:whatever|anything|everything)\s+(?:my\s+|our\s+|the\s+)?(?:he|she|they|\w+)\s+"
    r"(?:asks?|says?|talks?|wants?|"
    r"requests?|tells?)|(?:he|she|they|\w+)\s+(?:can|fit|may)\s+(?:collect|take|withdraw|use)\s+"
    r"(?:\w+\s+)?(?:money|cash|funds)|(?:trust|honou?r|obey|follow)\s+(?:any|every|all)\s+"
    r"(?:request|message|instruction)s?|(?:send|sends|message|messages|text|texts)\s+you\s+"
    r"(?:instructions?|orders?|requests?)|"
    # Someone else given leave: "he has my permission", "I authorise my cousin to withdraw".
    r"(?:he|she|they|(?!i\b|we\b|you\b|u\b)[a-z]+)\s+(?:has|have|got|get)\s+(?:my|our)\s+"
    r"(?:full\s+)?(?:permission|authority|consent|blessing|mandate|go\s+ahead|approval|"
    r"authori[sz]ation)|"
    r"(?<!\bnot\s)(?<!\bnever\s)(?<!\bdont\s)(?<!\bdoesnt\s)(?<!\bwont\s)"
    r"(?:authori[sz]e|allow|permit|empower|mandate|entitle)\s+(?:my\s+|our\s+)?"
    r"(?!me\b|myself\b|you\b|u\b|the\s+app\b)[a-z]+(?:\s+[a-z]+){0,2}\s+to\s+(?:make|send|"
    r"approve|transfer|pay|authori[sz]e|confirm|move|withdraw|operate|manage|spend|change|add|"
    r"remove|instruct|initiate|request|access|use|collect|receive|sign)|"
    # An account detail changed by someone else: "let my son change the phone number".
    r"(?:let|allow)\s+(?:my\s+|our\s+)?(?!me\b|you\b)[a-z]+(?:\s+[a-z]+){0,2}\s+(?:change|"
    r"update|edit|reset|swap|replace)\s+(?:my\s+|the\s+|our\s+)?(?:\w+\s+)?(?:phone|number|"
    r"email|address|details|pin|password|sim|line|account|device)|"
    # Anything taken as the user's sign-off: "accept her email as authorisation".
    r"(?:accept|take|treat|count|consider|regard)\s+(?:\w+\s+){0,6}?(?:as|for)\s+(?:my\s+|an?\s+)?"
    r"(?:authori[sz]ation|approval|confirmation|consent|permission|go\s+ahead|instruction|"
    r"mandate|signature)|"
    # Someone else let at the money itself: "let my treasurer withdraw from my account".
    r"(?<!\bnot\s)(?<!\bnever\s)(?<!\bdont\s)(?<!\bwont\s)(?<!\bcannot\s)"
    r"let\s+(?:my\s+|our\s+|the\s+)?(?!me\b|nobody\b|no\s+one\b|noone\b|us\b|you\b|u\b|it\b)[a-z]+(?:\s+[a-z]+){0,2}\s+"
    r"(?:withdraw|take|debit|transfer|move|spend|collect|access|operate|use)\s+(?:\w+\s+){0,2}?"
    r"(?:from|out\s+of|on|in)?\s*(?:my|our)\s+(?:\w+\s+)?(?:account|money|funds|savings|"
    r"wallet|card)s?|"
    # Any request of a kind from someone else: "any transfer Chief Okonkwo asks you to do".
    r"(?:any|every|all|each)\s+(?:\w+\s+)?(?:transfers?|payments?|requests?|instructions?|"
    r"transactions?|withdrawals?|debits?)\s+(?:that\s+)?(?!i\b|me\b|you\b|u\b)[a-z]+(?:\s+[a-z]+)?\s+"
    r"(?:asks?|says?|tells?|requests?|wants?|sends?|orders?|instructs?|initiates?)|"
    # Taken as the user's own act: "take it as if I approved", "treat it as me confirming".
    r"(?:accept|take|treat|count|consider|regard)\s+(?:\w+\s+){0,6}?(?:as|for)\s+(?:if\s+)?"
    r"(?:i|me)\s+(?:had\s+|have\s+)?(?:approv\w*|authori[sz]\w*|confirm\w*|sent|did|said|agreed)|"
    # Someone else let into the account: "my brother can log in with my details".
    r"(?!i\b|we\b|you\b|u\b)[a-z]+\s+(?:can|may|should|to|will|must)\s+(?:also\s+)?(?:log|sign)\s*in"
    r"\s+(?:\w+\s+){0,3}?(?:with|using|on|into|to|as)\s+(?:my|me)\b|"
    # Someone or something taken as the user: "take am as me", "count it as me", "keep it
    # registered as mine", "logs in as me", "if he's on, na me", "that's me talking".
    r"(?:take|treat|count|consider|regard|see|accept|recogni[sz]e|register)\w*\s+(?:\w+\s+){0,4}?"
    r"(?:as|like)\s+(?:me|mine|myself)\b|"
    # "consider her me"; the user taken as someone else: "I'll be her … treat it as her".
    r"(?:consider|count|treat|take|regard)\s+(?:her|him|them|it|this|that)\s+(?:me|myself|mine)\b|"
    r"(?:treat|take|count|consider|regard)\s+(?:it|me|this|that|them)\s+as\s+(?:her|him|them)\b|"
    r"\bi(?:ll|\s+will|\s+am\s+going\s+to)\s+be\s+(?:her|him|them)\b|"
    # Someone else doing the user's transactions: "she will be doing the transactions from now".
    r"(?:he|she|they)\s+(?:will|would|is\s+going\s+to|are\s+going\s+to|gonna)\s+(?:be\s+)?(?:doing|do|"
    r"handling|handle|making|make|running|run)\s+(?:the\s+|my\s+|all\s+(?:the\s+|my\s+)?)?"
    r"(?:transactions?|transfers?|payments?|withdrawals?|banking)\b|"
    # Someone else signed in with the user's details: "Fatou logs in with my details".
    r"(?!i\b|we\b|you\b|u\b)[a-z]+\s+(?:logs|signs|logged|signed)\s*(?:in|on|into)\s+(?:\w+\s+){0,3}?"
    r"(?:with|using)\s+my\s+(?:\w+\s+)?(?:details|login|password|pin|credentials|card|phone)\b|"
    # Someone else changing a payment instruction: "Uncle Jide can change my standing order".
    r"(?!i\b|we\b|you\b|u\b)[a-z]+\s+(?:can|may|should|will|is\s+allowed\s+to)\s+(?:change|update|edit|"
    r"increase|raise|redirect|modify|amend|cancel)\s+(?:my|the|our)\s+(?:\w+\s+)?(?:standing\s+orders?|"
    r"debit\s+orders?|direct\s+debits?|beneficiar\w*|payees?|limits?)\b|"
    # Another's request made fine in advance: "if she tells you to move my contribution
    # anywhere, it's fine".
    r"(?:if|when|whenever|any\s*time)\s+(?!i\b)(?:(?:my|our|the)\s+)?(?:[a-z]+\s+){0,2}?(?:tells?|asks?|"
    r"says?|instructs?|"
    r"wants?|requests?)\s+(?:you\s+)?(?:to\s+)?(?:\w+\s+)?(?:move|send|pay|transfer|withdraw|release|"
    r"give)\b(?:\s+\S+){0,6}?\s+(?:its|it\s+is|thats|that\s+is|is)\s+(?:fine|ok|okay|allowed|approved|"
    r"authori[sz]ed|good|cool)\b|"
    # "treat her messages as if they're from me", "like they're mine", "he's me".
    r"(?:as\s+if|like)\s+(?:theyre|its|it\s+is|they\s+are|they\s+were|it\s+was|it\s+were)\s+(?:from\s+me|"
    r"mine|me)\b|(?:hes|shes|theyre)\s+me\b|go\s+along\s+with\s+(?:it|them|him|her)\b|"
    r"act\s+on\s+(?:his|her|their)\s+(?:instructions?|requests?|messages?|word)\b|"
    # "any request from her number is from me", "both count as my registered device".
    r"(?:requests?|messages?|instructions?|anything|everything)\s+(?:\w+\s+){0,4}?(?:is|are)\s+from\s+me\b|"
    r"count\w*\s+as\s+(?:my|mine)\s+(?:\w+\s+)?(?:device|phone|number|line|sim)\b|"
    # Others signing for the user: "the other two signing for me".
    r"(?:others?|two|both|they|he|she|him|her|them)\s+(?:\w+\s+){0,2}?(?:sign|signing|signs|approv\w*)\s+"
    r"(?:on\s+my\s+behalf|for\s+me)\b|(?:log\w*\s+in|logs\s+in|sign\w*\s+in)\s+(?:\w+\s+){0,2}?as\s+(?:me|mine|"
    r"myself)\b|"
    r"(?:send|pay|transfer|act|approve|operate|bank|withdraw)\w*\s+(?:\w+\s+){0,3}?as\s+(?:me|myself)\b|"
    r"(?<!\bthis\s)(?<!\bhere\s)(?<!\bit\s)(?:is|thats)\s+(?:also\s+|still\s+|just\s+)?me\b(?!\s+(?:who|that|again|here|please|"
    r"and|speaking))|"
    # Someone else at the account itself: "my PA go dey use my login", "let her do my
    # transactions", "be permitted to operate my account".
    r"(?<!\bnot\s)(?<!\bnever\s)(?!i\b|we\b|you\b|u\b|me\b)[a-z]+\s+(?:can|fit|may|go|will|should|to|"
    r"must|be\s+permitted\s+to|be\s+allowed\s+to|is\s+allowed\s+to)\s+(?:also\s+)?(?:use|operate|"
    r"access|run|handle|do)\s+(?:\w+\s+){0,2}?(?:my|ma|mi)\s+(?:\w+\s+)?(?:login|logins|account|"
    r"accounts|card|app|transactions?|transfers?|banking|profile|details|phone|line|money|online|"
    r"payments?)\b|"
    r"(?<!\bnot\s)(?<!\bnever\s)(?<!\bdont\s)(?:let|allow|permit)\s+(?!me\b)(?:\w+\s+){1,3}?(?:use|"
    r"operate|access|do|run|handle|log\s*(?:in|into|on)|sign\s*(?:in|into|on))\s+(?:\w+\s+){0,2}?(?:my|ma|mi)\s+(?:\w+\s+)?(?:login|account|"
    r"accounts|card|app|transactions?|transfers?|banking|profile|details|money|payments?)\b|"
    # Someone else let at a control or a sign-off: "let the boy at my stand enter my PIN",
    # "let my manager sign off on all transfers".
    r"(?<!\bnot\s)(?<!\bnever\s)(?<!\bdont\s)(?:let|allow|permit)\s+(?!me\b)(?:\w+\s+){1,7}?(?:enter|"
    r"type|put|key|know|see|have|hold|answer|approv(?:e|es|ing)|authori[sz](?:e|es|ing)|"
    r"confirm(?:s|ing)?|sign\s+off|sign\s+for|okay)\b(?:\s+(?:in|on|for))?\s+(?:my|the|all|any|every)\b|"
    # Someone else's body or face opening the user's app: "her fingerprint should work".
    r"(?:her|his|their)\s+(?:face(?:\s*id)?|finger\s*prints?|thumb\s*prints?|biometrics?|voice|selfie)"
    r"\s+(?:\w+\s+)?(?:work|open|unlock|approve|log|access)\w*|"
    # What they ask, gone ahead with: "they're with me, so go ahead with what they ask".
    r"(?:do|go\s+ahead\s+with|proceed\s+with|follow)\s+(?:what(?:ever)?|anything)\s+(?:they|he|she|"
    r"them)\s+(?:ask|asks|say|says|want|wants|tell|tells)\b|"
    # "she is speaking for me", "treat it the same as the iPhone".
    r"(?:speak|speaks|speaking|act|acts|acting)\s+for\s+me\b|"
    r"treat\w*\s+(?:\w+\s+){0,2}?(?:the\s+)?same\s+(?:as|like)\s+(?:me|my|mine|the)\b|"
    # Whatever someone else hands over: "whatever account she gives you, save am".
    r"(?:whatever|anything|everything|any)\s+(?:\w+\s+)?(?!i\b|you\b|u\b)(?:he|she|they|[a-z]+)\s+"
    r"(?:gives?|sends?|provides?|brings?|forwards?)\s+(?:to\s+)?(?:you|u)\b|"
    # Someone else able to take the money out: "Musa the boy at my shop should be able to
    # cash out from my wallet".
    r"(?!i\b|we\b|you\b|u\b)[a-z]+\s+(?:should|can|may|must|will|to)\s+be\s+(?:able|allowed|permitted)\s+"
    r"to\s+(?:\w+\s+)?(?:cash\s*out|withdraw|send|transfer|pay|spend|take|move|collect|use|access|"
    r"operate)\s+(?:\w+\s+){0,3}?(?:from|on|with|in|into|out\s+of)\s+(?:my|our)\b|"
    # A word anyone may say to be the user: "anyone who says it can move money".
    r"(?:anyone|anybody|whoever|any\s+person|someone|somebody)\s+(?:who\s+|that\s+)?(?:says?|knows?|"
    r"gives?|uses?|has|mentions?|quotes?)\s+(?:\w+\s+){0,3}?(?:can|may|should|will|fit|is\s+allowed\s+to)"
    r"\s+(?:\w+\s+)?(?:move|send|transfer|withdraw|take|spend|pay|access|collect|use|operate)\b|"
    # Someone else at the money with the user's credentials: "let the other officials
    # withdraw from the group account with my login".
    r"let\s+(?!me\b)(?:\w+\s+){1,4}?(?:withdraw|take|transfer|send|pay|move|spend|access|log\s*in|"
    r"sign\s*in|transact|operate)\w*\s+(?:\w+\s+){0,6}?(?:with|using)\s+(?:my|our)\s+(?:\w+\s+)?"
    r"(?:login|logins|password|pin|credentials|details|card|token|otp)\b|"
    # Identity by hearsay: "if he says I sent him".
    r"(?:says?|claims?|tells?\s+you)\s+(?:that\s+)?(?:i|me)\s+(?:sent|send)\s+(?:him|her|them)"
)
# Someone else signing off: "my boss can sign off payments", "X can approve transfers zangu".
_SIGNS_OFF = (
    r"\b(?!i\b|we\b|you\b|u\b|e\b|bank\b|app\b|it\b|that\b|this\b|which\b|who\b)[a-z]+\s+"
    r"(?:can|fit|may|will|should|must)\s+(?:also\s+)?(?:approve|authori[sz]e|confirm|sign\s+off|"
    r"sign\s+for|okay|ok)\s+(?:\w+\s+)?(?:transfers|payments|transactions|withdrawals|debits|"
    r"payouts|for\s+me)\b"
    r"|\b(?!i\b|we\b|you\b|u\b)[a-z]+\s+(?:can|may|will|should)\s+use\s+my\s+(?:phone|device|sim|"
    r"line|token|app|finger\s*print|face)\s+to\s+(?:confirm|approve|authori[sz]e|verify|pay|send|"
    r"transfer)\b"
)
# A control held by someone else, or borrowed from their device or body: "my brother can
# collect my OTP", "use face ID from my daughter's phone", "my wife's fingerprint".
_HELD_BY_OTHER = (
    r"\b(?!i\b|e\b|we\b|you\b|u\b|phone\b|line\b|sim\b|number\b|app\b|device\b|email\b|it\b|that\b|"
    r"this\b|which\b|code\b|bank\b)[a-z]+\s+(?:can|may|will|should|to|must)\s+(?:also\s+)?"
    r"(?:collect|receive|get|take|hold|keep|have|see|know|enter|answer)\s+(?:my|the|all|any|our|"
    r"every|his|her)\s+(?:\w+\s+)?(?:{control})\b"
    r"|\b(?:{control})\s+(?:from|on|with|via|through|in)\s+(?:my\s+|our\s+)?(?:\w+\s+)?"
    r"(?:(?:{others})s?|[a-z]+s)\s+(?:phone|device|line|sim|number|finger|face|thumb|token|app)"
    r"|\b(?:{others})s\s+(?:face(?:\s*id)?|finger\s*prints?|thumb\s*prints?|biometrics?|voice|"
    r"selfie|token|otp|pin)\b"
)
# People other than the user: a control sent to them is out of the user's hands.
_OTHERS = (
    # Roles a delegate is named by: household, office, bank, trade.
    r"gate\s*man|security\s+(?:man|guard)|guard|watchman|house\s*(?:boy|girl|help|keeper)|maid|"
    r"nanny|cook|steward|gardener|caretaker|accountant|book\s*keeper|lawyer|solicitor|"
    r"relationship\s+manager|account\s+officer|personal\s+assistant|cashier|clerk|apprentice|"
    r"shop\s+(?:boy|girl)|sales\s*(?:boy|girl|rep)|landlord|landlady|tenant|pastor|imam|"
    r"children|child|kids?|grand\s*(?:son|daughter|child)|step\s*(?:son|daughter)|"
    r"friends?|wife|husband|hubby|brother|sister|son|daughter|mum|mom|mother|mama|father|dad|papa|"
    r"cousin|uncle|aunt|aunty|auntie|nephew|niece|pa|assistant|secretary|driver|chauffeur|colleague|boss|"
    r"manager|partner|relative|neighbou?r|girlfriend|boyfriend|fianc\w*|in\s+law|someone|"
    r"somebody|another\s+person|another\s+number|agent|staff|worker|employee|guy|person|"
    r"paddy|padi|bestie|bro|deputy|madam|oga|pikin"
)
# Another person's hand on the user's money: "my cashier Bisi can send money from my
# account", "he can finish any payment I start", "let her do transfers for me".
_HAND_ON_MONEY = (
    r"(?<!\bnot\s)(?<!\bnever\s)(?:(?:my|our|the)\s+(?:\w+\s+){0,2}?(?:"
    + _OTHERS
    + r")(?:\s+[a-z]+)?"
    r"|he|she|they|e)\s+(?:can|fit|may|will|should|must|is\s+allowed\s+to|has\s+permission\s+to)\s+"
    r"(?:also\s+)?(?:send|pay|transfer|withdraw|move|take|finish|complete|approve|authori[sz]e|spend|"
    r"make|do|initiate|confirm)\w*\s+(?:\w+\s+){0,3}?(?:(?:from|on|with|in|for)\s+(?:my|me|our)|any|"
    r"every|all)\b|"
    r"(?<!\bnot\s)(?<!\bnever\s)(?<!\bdont\s)(?:let|allow|permit)\s+(?:him|her|them|(?:my|our)\s+"
    r"(?:\w+\s+){0,2}?(?:" + _OTHERS + r"))\s+(?:\w+\s+)?(?:send|pay|transfer|withdraw|move|finish|"
    r"complete|approve|spend|make|do|initiate|confirm)\w*\s+(?:\w+\s+)?(?:transfers?|payments?|"
    r"transactions?|money|for\s+me)\b"
)
# "Send the confirmation codes to my friend Segun's phone", "share my OTP with my wife",
# "… instead of mine": a control routed away from the user.
_REDIRECT = (
    r"\b(?:send|sends|sending|forward\w*|share|sharing|give|giving|tell|deliver\w*|route|text|"
    r"direct|copy)\b(?:\s+\S+){{0,5}}?\s+(?:{control})\b(?:\s+\S+){{0,3}}?\s+(?:to|with)\s+"
    r"(?:my\s+|our\s+|his\s+|her\s+|their\s+)?(?:\w+\s+)?(?:(?:{others})\b|"
    r"(?!me\b|my\b|mine\b)[a-z]+s\s+(?:phone|number|line|email|whatsapp|sim|device))"
    # "no send OTP to me again, send am to her number": another's line, named by its
    # owner's pronoun, the control named or just before.
    r"|\b(?:(?:{control})\b(?:\s+\S+){{0,8}}?\s+{send}\s+(?:it|them)|{send}\s+(?:the\s+|my\s+)?"
    r"(?:{control}))\s+to\s+(?:his|her|their)\s+(?:phone|number|line|email|whatsapp|sim|device)\b"
    r"|\b(?:send|forward\w*|give|tell|text|show|read)\s+(?:my\s+|our\s+|the\s+)?(?:\w+\s+)?"
    r"(?:{others}|him|her|them)\b(?:\s+\S+){{0,2}}?\s+(?:the\s+|my\s+|any\s+|every\s+)?(?:{control})\b"
    r"|\b(?:{control})\b(?:\s+\S+){{0,10}}?\s+instead\s+of\s+(?:mine|me|my\s+(?:own\s+|main\s+|usual\s+|"
    r"primary\s+|registered\s+|first\s+)?"
    r"(?:phone|number|line|email|sim))\b"
)
_SEND = r"(?:send|sends|sending|forward\w*|deliver\w*|route|text|direct)"
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
    r"(?<!\bi\s)(?<!\bwe\s)(?:approve|pay|send|process)\s+(?:it|them|anything|everything)\b"
    # Messages sent by a channel are not money: "send everything by WhatsApp".
    r"(?!\s+(?:by|via|on|through|over)\s+(?:whatsapp|sms|e\s*mail|text|telegram|post))"
)
_NEGATED_ACT = re.compile(r"\b(?:dont|do\s+not|never|not|no)\s+(?:\w+\s+)?$")
# Said as a rule that loosens the control.
_LOOSEN = (
    r"dont(?!\s+(?:mind|care))|do\s+not(?!\s+(?:mind|care))|doesnt|never|stop|stopped|stopping|"
    r"skip\w*|off|remove\w*|without|assume\w*|drop\w*|overrid\w*|exempt\w*|leave\s+(?:\w+\s+)?out|"
    r"(?:not\s+to|dont|do\s+not|never)\s+(?:show|display|bring\s+up|prompt)\s+(?:it|that|this|them)|"
    # Not for this user: "the hold doesn't apply to me", "my card should not lock".
    r"(?:doesnt|does\s+not|dont|do\s+not|shouldnt|should\s+not|wont|will\s+not|not)\s+(?:apply|"
    r"count|matter)\s+(?:to|for)\s+(?:me|my|us)|should\s+not|shouldnt|must\s+not|mustnt|wont|"
    r"waive\w*|not\s+(?:needed|necessary|required|compulsory|important|for\s+me)|"
    r"treat\w*|consider\w*|trust\w*|redundant|enough|unnecessary|pointless|useless|annoying|"
    r"cancel\w*|scrap\w*|abolish\w*|disable\w*|deactivate\w*|too\s+much|"
    r"tire|tiring|auto(?:matic(?:ally)?)?|auto\s*approve\w*|in\s+advance|default|whitelist\w*|"
    r"straight\s+away|right\s+away|immediately|no\s+need|no\s+more|never\s+again|forever|"
    r"anymore|any\s+more|done\s+with|e\s+don\s+do|means\s+(?:\w+\s+)?approv\w*|"
    r"(?:is|be|as)\s+(?:an?\s+)?approval|already\s+approv\w*|pre\s*approv\w*|save\s+my\s+approval|"
    r"counts?\s+as|good\s+as|enough|"
    # Set aside for now: "put a hold on asking me for OTP", "let's not bother with the PIN".
    r"pause\w*|suspend\w*|put\s+(?:a\s+)?hold\s+on|hold\s+off|not\s+bother\w*|never\s+mind|"
    r"forget\s+about|ignor\w*|disregard\w*|overlook\w*|for\s+show|"
    # Let through on the user's word: "push am through, I take responsibility".
    r"push\w*\s+(?:\w+\s+){0,2}?through|let\s+(?:\w+\s+){0,2}?through|go\s+through(?!\s+(?:my|our|the|his|her|their|all|each|every|them|it|this|that|these|those)\b)|"
    r"i\s+(?:will\s+)?take\s+(?:full\s+)?responsibility|at\s+my\s+(?:own\s+)?risk|"
    # Done with nobody's say: "approve every bill from X on its own".
    r"on\s+(?:its|their|your)\s+own|by\s+(?:itself|themselves|yourself)"
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
    r"(?:transact|log\s*in|sign\s*in|let\s+(?:me|her|him|them)\s+in|access|verify|pay)\w*\s+(?:\w+\s+){0,2}?"
    r"with\s+(?:just|only)\b|with\s+(?:my|her|his)\s+(?:\w+\s+){0,2}?(?:number|name|email)\s+only\b|"
    r"mark\w*\s+(?:me|it|this|that|my\s+\w+(?:\s+\w+)?)\s+as\s+(?:trusted|safe|verified|whitelisted|"
    r"low\s+risk|exempt)|"
    # "stop flagging my transfers to Dubai": a check on the money itself waved off.
    r"(?:stop|quit)\s+(?:flagg|block|freez|holding|delay)\w*\s+(?:my|our|the|all|any)\s+(?:\w+\s+)?"
    r"(?:transfers?|payments?|transactions?|withdrawals?|money|account|card|remittances?)\b|"
    r"(?:security|protection|checks?|verification)\s+(?:\w+\s+){0,4}?(?:lighter|weaker|looser|"
    r"easier|less\s+strict|more\s+relaxed|relaxed|reduced)\b"
)
# A word or a signal standing for the user's approval: "every time I say go, send the
# money", "if I reply yes, pay it", "when I text 1, that means approve".
_SIGNAL = re.compile(
    r"\b(?:every\s+time|each\s+time|whenever|when|if|once|any\s+time)\s+i\s+(?:just\s+)?"
    r"(?:say|type|reply|text|write|send|respond|answer|press|enter)\s+(?:with\s+)?\S+(?:\s+\S+){0,2}"
    r"\s+(?:then\s+|it\s+|you\s+(?:can\s+|should\s+)?)?(?:just\s+)?(?:send|pay|transfer|approve|release|"
    r"move|process|go\s+ahead|do\s+it|proceed|that\s+means|it\s+means|means)\b"
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
    r"\b(?:dont|do\s+not|never|no\s+need\s+to|dont\s+need\s+to|stop|without)\s+(?:ever\s+)?"
    r"(?:ask|asking|check|"
    r"checking|bother|bothering|disturb|disturbing|consult|wait)\b"
    # Not what one reads: "I don't check email".
    r"(?!\s+(?:my\s+|the\s+)?(?:e\s*mails?|mails?|messages?|whatsapp|sms|texts?|inbox|"
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
    r"\b(?:remov\w*|waiv\w*|skip\w*|leave\s+(?:\w+\s+)?out|drop\w*|instant\w*|immediately|"
    r"one\s+tap|no\s+more\s+\w+ing|no\s+waiting|in\s+advance|like\s+my\s+\w+s\s+own|whitelist\w*|"
    r"never\s+(?:gets?|be|is)\s+(?:flagged|checked|blocked|held|stopped)|"
    r"(?:none|no)\s+(?:of\s+)?(?:my\s+)?(?:\w+\s+)?(?:get|gets|be|is|are)\s+(?:flagged|checked|blocked|held|"
    r"stopped)|"
    r"continue\s+(?:that|this|the)\s+arrangement|do\s+what\s+(?:they|he|she|them)\s+(?:ask|say|want)|"
    # "stop flagging it": a check on the money waved off.
    r"(?:stop|quit)\s+(?:flagg|block|freez|hold|delay)\w*|"
    r"(?:dont|do\s+not|never)\s+(?:stop|freeze|block|hold|delay|flag|do\s+(?:it|that|this)|"
    r"check(?!\s+(?:my\s+|the\s+)?(?:e\s*mails?|mails?|messages?|whatsapp|sms|texts?|inbox))))\b"
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
        r"review|password|verif\w*|security\s+check\w*|consent\w*|(?:said|say|saying)\s+yes|"
        # Alerts that tell the user money moved are a check on it.
        r"(?:debit|transaction|withdrawal|transfer|payment|fraud|security|login|sms)\s+(?:alerts?|"
        r"notifications?)|alerts?\s+(?:for|on)\s+(?:\w+\s+)?(?:withdrawals?|transfers?|debits?|"
        r"transactions?|payments?|logins?)"
    )
    return {
        "topic": re.compile(rf"\b(?:{topic})\b"),
        "control_or_limit": re.compile(rf"\b(?:{control}|{limit})\b"),
        "limit": re.compile(rf"\b(?:{limit})\b"),
        "redirect": re.compile(_REDIRECT.format(control=control, others=_OTHERS, send=_SEND)),
        "no_control": re.compile(_NO_CONTROL.format(control=control)),
        "fine_without": re.compile(_FINE_WITHOUT.format(control=control)),
        "delegation": re.compile(rf"\b(?:{_DELEGATION}|{_HAND_ON_MONEY})\b"),
        "held": re.compile(_HELD_BY_OTHER.format(control=control, others=_OTHERS)),
        "signs_off": re.compile(_SIGNS_OFF),
        "act": re.compile(rf"\b(?:{_ACT})\b"),
        "loosen": re.compile(rf"\b(?:{_LOOSEN})\b"),
        "standing": re.compile(rf"\b(?:{_STANDING})\b"),
    }


_ANY_NEGATION = re.compile(
    r"\b(?:never|not|dont|do\s+not|no|without|stop\w*|skip\w*|remov\w*|waiv\w*|cancel\w*|"
    r"disabl\w*|off)\b"
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
    if (_STRICTER.search(plain) or guarded) and not delegation and not _WEAKEN.search(plain):
        # Stricter as a whole only when nothing else in it loosens: "always ask me,
        # but skip it under 5k" is both; the grammar reads the parts.
        rest = _without_stricter(plain)
        if guarded is not None:
            rest = _STRICTER_GUARDED.sub(" ", rest)
        if not (c["topic"].search(rest) and c["loosen"].search(rest)):
            return None
    if delegation:
        return delegation.group(0)
    if c["control_or_limit"].search(plain) and (hearsay := _HEARSAY.search(plain)):
        return hearsay.group(0)
    if (no := c["no_control"].search(plain) or c["fine_without"].search(plain)) is not None:
        return no.group(0)
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


# A message that only announces what comes next: "Please remember one thing for me going
# forward.", "Abeg, I wan set one rule for my account.", "Pls save dis instruction".
_ANNOUNCES = frozenset(
    "remember note noted save keep set register record write down take mark store add rule rules "
    "instruction instructions agree agreement deal arrangement understanding".split()
)
_PREAMBLE = _ANNOUNCES | frozenset(
    "please kindly i we wan want wanna to would like just ehn oya abeg one thing something "
    "this that these the following a an standing new important for me my our account going "
    "forward from now on in mind later here is are it as you about preference setting settings "
    "lets let us make payment payments transfer transfers money banking something "
    "request listen ok okay so and make sure before anything else first of all future "
    "futures record records reference thing things info information point down matter".split()
)


def announces_only(text: str) -> bool:
    """Whether ``text`` says nothing but that something to remember or obey comes next."""
    words = plain_words(text).split()
    return any(w in _ANNOUNCES for w in words) and all(w in _PREAMBLE for w in words)


# A message that opens by carrying on from the one before: "So from now…", "And…",
# "Also…", "In that spirit…", "That's also my PIN…", "Because of that…"; Swahili "pia",
# "na", isiZulu "futhi", Afrikaans "ook", Pidgin "ehen", "na im make".
_CONTINUES = re.compile(
    r"^(?:so|and|also|plus|then|hence|therefore|thus|which\s+means|that\s+means|this\s+means|"
    r"in\s+that\s+(?:spirit|case|vein|light)|in\s+(?:the\s+)?same\s+(?:spirit|vein|way)|"
    r"because\s+of\s+(?:that|this)|for\s+that\s+reason|on\s+that\s+note|"
    r"(?:that|this|it)\s+(?:is|s|was)\s+(?:also|why|the\s+same)|thats\s+(?:also|why|the\s+same)|"
    r"by\s+the\s+way|btw|oh\s+and|ehen|pia|futhi|ook|na\s+(?:im|am)\s+make|"
    r"(?:and|so)\s+(?:from|going)|same\s+(?:thing|way)|actually)\b"
)


def continues(text: str) -> bool:
    """Whether ``text`` opens by carrying on from the message before it."""
    return _CONTINUES.match(norm_words(text)) is not None


def mentions_topic(text: str, controls: tuple[str, ...], limits: tuple[str, ...]) -> bool:
    """Whether ``text`` names how money is authorised at all (a control, a limit, …)."""
    return _compiled(controls, limits)["topic"].search(plain_words(text)) is not None


__all__ = ["announces_only", "continues", "mentions_topic", "topic_hit"]
