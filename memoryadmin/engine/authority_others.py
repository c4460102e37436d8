"""Others acting for the user (ENGINE.md section 9): the shapes ``authority_topic`` reads.

Someone else's word counting as the user's, someone or something taken as the user,
another person's hand on the user's money or on a control, a control routed to someone
else: each a regex fragment read over plain words
(``memoryadmin.engine.sentences.plain_words``). ``{control}`` and ``{others}`` are filled
in by ``authority_topic`` with the pack's controls and ``OTHERS``.
"""

from __future__ import annotations

# Someone else's word counting as the user's.
DELEGATION = (
    r"as\s+good\s+as\s+mine|coming\s+from\s+me|(?:came|come|comes)\s+from\s+me|"
    r"on\s+my\s+behalf|(?:his|her|their)\s+word|(?:they|he|she)\s+(?:are|is)\s+me|"
    r"(?:says?|claims?)\s+(?:they|he|she)\s+(?:are|is)\s+me|"
    r"(?:whatever|anything|everything)\s+(?:my\s+|our\s+|the\s+)?(?:he|she|they|\w+)\s+"
    r"(?:asks?|says?|talks?|wants?|"
    r"requests?|tells?|instructs?|orders?|directs?|commands?)|(?:he|she|they|\w+)\s+(?:can|fit|may)\s+(?:collect|take|withdraw|use)\s+"
    r"(?:\w+\s+)?(?:money|cash|funds)|(?:trust|honou?r|obey|follow)\s+(?:any|every|all)\s+"
    r"(?:request|message|instruction)s?|(?:send|sends|message|messages|text|texts)\s+you\s+"
    r"(?:instructions?|orders?|requests?)|"
    # Another's messages taken as the user's: "treat voice notes from my husband's phone as
    # instructions from me".
    r"treat\w*\s+(?:\w+\s+){0,8}?as\s+(?:\w+\s+)?(?:instructions?|orders?|requests?|approvals?|"
    r"messages?)\s+from\s+me|"
    # ... or as the user's own word: "treat his emails as my instructions for all payments".
    r"(?:treat|take|count|consider|regard|accept)\w*\s+(?:\w+\s+){1,8}?as\s+my\s+(?:own\s+)?"
    r"(?:instructions?|orders?|requests?|approvals?|word|authori[sz]ation|consent|go\s+ahead)\b|"
    # Whatever someone else says is done: "if she says send, do it", "when he tells you to pay,
    # pay".
    r"(?:if|when|whenever|once)\s+(?!i\b|we\b|you\b|u\b)[a-z]+\s+(?:says?|asks?|tells?\s+you)\s+"
    r"(?:\w+\s+){0,6}?(?:do\s+it|send\s+it|pay\s+it|just\s+do|just\s+send|just\s+pay|go\s+ahead)\b|"
    # The user's records to anyone who knows a detail: "share my statements with anyone who
    # gives my account number".
    r"(?:share|give|send|show|disclose|release|read)\w*\s+(?:out\s+)?(?:my|our)\s+(?:\w+\s+){0,2}?"
    r"(?:statements?|balances?|details|information|info|transactions?|history|records)\s+"
    r"(?:\w+\s+)?(?:with|to)\s+(?:anyone|anybody|whoever|everyone|any\s+(?:one|person|caller|body))\b|"
    # Someone else drawing on the user's own: "the agent Farah can collect my transfers",
    # "ugogo can withdraw on my card".
    r"(?!i\b|we\b|you\b|u\b)[a-z]+\s+(?:can|may|fit|is\s+allowed\s+to)\s+(?:collect|withdraw|"
    r"use|receive|cash\s+out)\s+(?:on\s+|from\s+|with\s+)?(?:my|our)\s+(?:\w+\s+)?(?:transfers?|"
    r"cards?|accounts?|wallets?|remittances?|funds)\b|"
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
    r"(?<!\bnot\s)(?<!\bnever\s)(?<!\bdont\s)(?<!\bwont\s)(?<!\bcannot\s)"
    r"(?:let|allow)\s+(?:my\s+|our\s+)?(?!me\b|you\b|nobody\b|no\s+one\b)[a-z]+(?:\s+[a-z]+){0,2}\s+(?:change|"
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
    r"(?:take|treat|count|consider|regard|see|accept|recogni[sz]e|register|trust|tag|mark|label)\w*\s+"
    r"(?:\w+\s+){0,7}?(?:\d+\s+){0,6}(?:as|like|(?:the\s+)?same\s+as)\s+(?:me|mine|myself|my\s+own)\b|"
    # ... or as the user's device: "let my cousin's phone … be trusted as my device".
    r"(?:trusted|treated|registered|recogni[sz]ed|accepted|saved|added)\s+as\s+(?:my|a)\s+(?:own\s+|"
    r"trusted\s+|registered\s+|second\s+)?(?:device|phone|number|line|sim)\b|"
    # A word standing for a secret or an approval: "whenever I type 'go', take it as my PIN".
    r"(?:take|treat|count|accept|use)\s+(?:it|that|this|the\s+word)\s+as\s+(?:my\s+)?(?:pin|otp|password|"
    r"approval|confirmation|authori[sz]ation|signature)\b|"
    # Done on someone's word alone: "his transfers be processed on my instruction alone".
    r"on\s+(?:(?:my|his|her|their)\s+)?(?:[a-z]+s\s+)?(?:instructions?|word|say\s*so|authority|approval)\s+"
    r"(?:alone|only)\b|"
    # The account's notices sent to another: "all alerts on the coop account go to his email".
    r"(?:alerts?|notifications?|statements?|otps?|codes?)\s+(?:\w+\s+){0,4}?(?:go|goes|be\s+sent|"
    r"sent|routed|forwarded|redirected)\s+to\s+(?:his|her|their|[a-z]+s)\s+(?:\w+\s+)?(?:email|"
    r"e\s*mail|phone|number|line|inbox)\b|"
    # Money set to go to another by itself: "set it so my payouts go straight to my brother's".
    r"(?:set\s+(?:it\s+)?(?:up\s+)?so|make\s+(?:sure|it\s+so)|arrange|ensure)\s+(?:that\s+)?(?:my\s+)?"
    r"(?:\w+\s+){0,3}?(?:payouts?|salary|payments?|earnings|wages|money|funds)\s+(?:\w+\s+){0,2}?(?:go|"
    r"goes|be\s+sent|get\s+sent|are\s+sent|move)\s+(?:straight\s+|directly\s+|automatically\s+)?to\b|"
    # A channel or a person put on record as allowed: "save chambers@… as authorised to move
    # funds", "register his number as approved".
    r"(?:save|register|record|add|set|mark|list|enrol|keep)\w*\s+(?:\S+\s+){0,6}?as\s+(?:an?\s+)?"
    r"(?:authori[sz]ed?|approved?|allowed|permitted|mandated)\b|"
    # Something else taken as proof that it is the user: "just use the device ID to know it's
    # me", "use my number to confirm it is me".
    r"\buse\s+(?:\w+\s+){1,4}?to\s+(?:know|tell|confirm|verify|identify|recogni[sz]e|check)\s+"
    r"(?:(?:that\s+)?(?:its|it\s+is)\s+(?:me|i)|me)\b|"
    # A passphrase as the user: "any request wey start with 'Oga say' na from me".
    r"(?:any|every|all|each)\s+(?:\w+\s+)?(?:messages?|requests?|instructions?|texts?|e\s*mails?|"
    r"calls?|orders?)\s+(?:\w+\s+){0,8}?(?:is|are)\s+(?:really\s+|actually\s+)?from\s+me\b|"
    # A machine trusted for good: "trust this laptop always", "trust my office PC from now on".
    r"\btrust\s+(?:this|that|my|the|our)\s+(?:\w+\s+)?(?:laptop|computer|device|phone|browser|"
    r"tablet|pc|machine|desktop|ipad)\s+(?:always|forever|permanently|from\s+now\s+on|for\s+good)\b|"
    # Another let through unasked: "my husband will be using my phone, dont ask him for
    # anything" (the French "ne lui demandez pas" reads the same).
    r"(?:dont|never|no\s+need\s+to)\s+(?:ask|question|check|verify|stop)\s+(?:him|her|them)\s+"
    r"(?:for\s+)?(?:anything|any\s+\w+|nothing)\b|"
    # Someone else given a power over the user's money or its controls: "the admin can instruct
    # you to pay out", "Bisi can request cash-out from my wallet", "my brother can authorise
    # transfers", "my nephew can change the limits".
    r"(?!i\b|we\b|you\b|u\b)\w+\s+(?:can|may|will|is\s+allowed\s+to)\s+(?:instruct|tell|ask|direct|"
    r"order)\s+(?:you|u)\s+to\s+(?:pay|send|transfer|move|release|withdraw|debit)|"
    r"(?!i\b|we\b|you\b|u\b)\w+\s+(?:can|may|will|is\s+allowed\s+to)\s+(?:request|ask\s+for|order|"
    r"initiate)\s+(?:a\s+|any\s+)?(?:cash\s*outs?|withdrawals?|transfers?|payments?|payouts?|debits?)\s+"
    r"(?:from|on|out\s+of)\s+(?:my|our)\b|"
    r"(?!i\b|we\b|you\b|u\b)\w+\s+(?:can|may|will|is\s+allowed\s+to)\s+(?:authori[sz]e|approve|"
    r"sign\s+off|confirm)\s+(?:my\s+|the\s+|any\s+|all\s+)?(?:\w+\s+)?(?:transfers?|payments?|"
    r"withdrawals?|transactions?)\b|"
    r"(?!i\b|we\b|you\b|u\b)\w+\s+(?:can|may|is\s+allowed\s+to)\s+(?:change|raise|increase|set|adjust|"
    r"edit|update|remove|lift)\s+(?:the\s+|my\s+|our\s+)?(?:\w+\s+)?(?:limits?|pin|password|settings|"
    r"phone\s+number|email)\b|"
    r"(?!i\b|we\b|you\b|u\b)[a-z]+\s+(?:can|may)\s+(?:debit|charge)\s+(?:my|our)\s+(?:\w+\s+)?"
    r"(?:account|card|wallet)s?\b|"
    # Another's word as final: "Kelechi's instructions on the business account are final".
    r"(?:his|her|their|[a-z]+s)\s+(?:instructions?|word|orders?|requests?|approvals?)\s+(?:\w+\s+){0,5}?"
    r"(?:is|are|be)\s+(?:final|binding|authoritative|enough|as\s+good\s+as\s+mine)\b|"
    # Done as often as another asks: "let it go quietly every time she requests".
    r"(?:let\s+it\s+(?:go|pass|through)|send\s+it|pay\s+(?:it|her|him|them)|release\s+it|approve\s+it|"
    r"do\s+it)\s+(?:\w+\s+){0,3}?(?:every\s+time|each\s+time|whenever|any\s*time)\s+(?!i\b|we\b)"
    r"(?:the\s+|my\s+|our\s+)?[a-z]+\s+(?:requests?|asks?|wants?|says?|sends?)\b|"
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
    # Taken as the user, said in the passive: "requests from that number should be trusted as
    # mine"; "accept instructions from there as if from me".
    r"(?:trusted|treated|taken|accepted|regarded|seen|considered|honou?red|handled)\s+as\s+(?:mine|me|"
    r"my\s+own|(?:coming\s+)?from\s+me|my\s+(?:word|instructions?|requests?))\b|"
    r"as\s+(?:if|though)\s+(?:\w+\s+){0,2}?from\s+me\b|"
    # The user's channel speaking for another account holder: "any request from my email is
    # her instruction".
    r"(?:requests?|messages?|instructions?|anything|e?mails?|texts?)\s+from\s+(?:my|this|that|the)\s+"
    r"(?:\w+\s+)?(?:e?mail|number|line|phone|account|address)\s+(?:is|are|counts?\s+as|should\s+be)\s+"
    r"(?:his|her|their)\s+(?:own\s+)?(?:instructions?|requests?|word|approval|orders?)\b|"
    # Another's word acted on: "whenever he messages you, just act on it".
    r"(?:when|whenever|if|once|anytime|each\s+time|every\s+time)\s+(?!i\b|you\b|we\b)(?:\w+\s+){1,3}?"
    r"(?:messages?|texts?|writes?|calls?|asks?|sends?|says?|chats?|requests?|tells\s+you)\b"
    r"(?:\s+\S+){0,4}?\s+(?:just\s+)?(?:act\s+on|follow|execute|obey|carry\s+(?:it\s+|them\s+)?out|"
    r"go\s+ahead|process|do\s+(?:it|as|what|that))\b|"
    # A blanket mandate: "I have given my account officer full permission".
    r"(?:given|gave|give|grant\w*)\s+(?:\w+\s+){1,4}?(?:full|all|complete|total|blanket|unlimited)\s+"
    r"(?:permission|access|authority|rights|control|mandate|power)\b|"
    # Another's line kept as the user's: "save her number 0810 … as mine".
    r"save\s+(?:his|her|their|this|that|the)\s+(?:\w+\s+){0,2}?(?:number|line|email|phone|device|sim)\b"
    r"(?:\s+\S+){0,5}?\s+as\s+(?:mine|me|my\s+(?:own|number|line|phone|device|sim|email)|(?:a|my)\s+"
    r"(?:second|trusted|registered|backup))\b|"
    # The registered line changed by a chat message: "make it the registered number on my
    # account" (the bank's own process, with identity checks, does that).
    r"my\s+(?:new\s+)?(?:e\s*mail|number|line|phone)\s+(?:\S+\s+){0,3}?is\s+(?:now\s+)?(?:the|my)\s+"
    r"(?:new\s+)?(?:registered|recovery|primary|main|official|default|linked|backup)\s+(?:number|line|"
    r"phone|e\s*mail|device|sim)\b|"
    r"(?:make|set|change|update|use|register)\s+(?:it|this|that|this\s+(?:new\s+)?(?:number|line|phone|"
    r"email)|my\s+new\s+(?:number|line|phone|email))\s+(?:as\s+)?(?:the|my)\s+(?:new\s+)?(?:registered|"
    r"primary|main|official|default|linked)\s+(?:number|line|phone|email|device|sim)\b|"
    # Another's channel trusted: "make e trust any number wey start with 0706", "trust every
    # email from this address".
    r"(?:trust|believe|honou?r|obey|accept)\s+(?:any|every|all|each|these|those|this|that|the\s+new|"
    r"my\s+(?:new|other|second|work))\s+(?:\w+\s+){0,2}?"
    r"(?:numbers?|lines?|phones?|sims?|devices?|e?mails?|texts?|chats?|accounts?)\b|"
    # Whenever another writes in, it is the user: "when he chats you from his line about my
    # account, it's me".
    r"(?:when|whenever|if|once|anytime)\s+(?!i\b|you\b|we\b)(?:\w+\s+){1,3}?(?:chats?|messages?|"
    r"texts?|writes?|calls?|rings?|phones?|e?mails?|contacts?|reaches?|sends?|pings?)\b(?:\s+\S+){0,14}?\s+(?:its|it\s+is|"
    r"thats|that\s+is|na)\s+(?:also\s+|still\s+|always\s+)?me\b|"
    # "treat her messages as if they're from me", "like they're mine", "he's me".
    r"(?:as\s+if|like)\s+(?:theyre|its|it\s+is|they\s+are|they\s+were|it\s+was|it\s+were)\s+(?:from\s+me|"
    r"mine|me)\b|(?:hes|shes|theyre)\s+me\b|go\s+along\s+with\s+(?:it|them|him|her)\b|"
    r"act\s+on\s+(?:his|her|their)\s+(?:instructions?|requests?|messages?|word)\b|"
    # "any request from her number is from me", "both count as my registered device".
    r"(?:requests?|messages?|instructions?|anything|everything|e?mails?|texts?|sms|calls?|whatever)\s+"
    r"(?:\w+\s+){0,4}?(?:is|are)\s+from\s+me\b|"
    # What comes from a channel is the user: "anything that comes from it is me", "whatever is
    # sent from there is me"; and "treat any message from this email as me".
    r"(?:comes?|coming|sent|from)\s+(?:\w+\s+){0,2}?(?:it|there|that|this|them)\s+(?:is|are)\s+"
    r"(?:also\s+|always\s+)?me\b|"
    r"\bfrom\s+(?:his|her|their|that|this|the)\s+(?:\w+\s+){0,2}?(?:is|are)\s+(?:also\s+|always\s+)?me\b|"
    # The user's card named, then another let at "it": "my wife uses my card, she can use it
    # anytime".
    r"\bmy\s+(?:\w+\s+)?(?:card|account|app|phone|login|wallet|pin)\b(?:\s+\S+){0,6}?\s+(?:he|she|they)\s+"
    r"(?:can|may|is\s+allowed\s+to|are\s+allowed\s+to)\s+(?:also\s+)?(?:use|access|operate)\s+(?:it|them)\b"
    r"(?!\s+to\s+(?:block|freeze|lock|report|cancel|stop))|"
    # Approved in advance by the user: "all requests from that email are authorised by me";
    # "whatever comes from that number, it's the same as me asking".
    r"(?:are|is)\s+(?:already\s+|all\s+)?(?:pre\s*)?(?:authori[sz]e\w*|approve\w*|confirm\w*)\s+by\s+me\b|"
    r"(?:its|it\s+is|thats|that\s+is)\s+(?:the\s+)?same\s+as\s+(?:me\b|if\s+i\b)|"
    # Everything the user does, done by another: "he can do whatever I'd normally do".
    r"(?:he|she|they)\s+(?:can|may|is\s+allowed\s+to|will)\s+do\s+(?:whatever|anything|everything)\s+"
    r"(?:that\s+)?(?:i|id|i\s+would|i\s+normally)\b|"
    # Yes said for the user to another's asking: "always say yes when my accountant asks".
    r"(?:say\s+yes|agree|approve|comply|go\s+along)\s+(?:to\s+(?:it|them|him|her)\s+)?(?:when|whenever|if|"
    r"each\s+time|every\s+time)\s+(?:my\s+|our\s+)?(?!i\b|me\b|you\b)[a-z]+(?:\s+[a-z]+)?\s+(?:asks?|requests?|"
    r"tells?\s+you|says?|wants?)\b|"
    # A channel's messages acted on unasked: "any message from my company email, do what it
    # says without asking me".
    r"(?:any|every|all)\s+(?:messages?|e\s*mails?|texts?|requests?)\s+(?:\S+\s+){0,10}?(?:do\s+what\s+"
    r"(?:it|they)\s+says?|just\s+do\s+it|act\s+on\s+(?:it|them))\b|"
    # Another at the user's credentials: "my secretary can reset my PIN for me".
    r"(?<!\bnot\s)(?<!\bnever\s)(?!i\b|we\b|you\b|u\b|me\b|nobody\b|no\s+one\b|bank\b|branch\b|app\b|"
    r"support\b|care\b|helpdesk\b)[a-z]+\s+(?:can|may|should|"
    r"will|is\s+allowed\s+to)\s+(?:also\s+)?(?:reset|change|unlock|unblock|recover)\s+(?:my|the)\s+"
    r"(?:pin|password|passcode|login|otp|account|card)\w*\b|"
    # Another's word as the user's: "her instructions are mine", "same rules as me for her".
    r"(?:his|her|their)\s+(?:instructions?|requests?|word|words|orders?|messages?)\s+(?:are|is)\s+"
    r"(?:also\s+|as\s+good\s+as\s+)?(?:mine|my\s+own|from\s+me)\b|"
    r"same\s+(?:rules?|treatment|access|rights|permissions?|powers?)\s+as\s+(?:me|mine)\b|"
    r"treat\w*\s+(?:him|her|them)\s+(?:exactly\s+)?(?:the\s+)?same\s+(?:way\s+)?as\s+(?:me|you\s+treat\s+me)\b|"
    r"treat\w*\s+(?:\w+\s+){0,6}?as\s+(?:me|myself|(?:coming\s+)?from\s+me|mine)\b|"
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
    r"payments?|visa|mastercard|verve|wallet|momo|pin|password)\b|"
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
    # Another's device or line declared the user's own: "my son's phone is my second
    # device", "my cousin's laptop is the same as my own phone".
    r"(?!my\b)[a-z]+s\s+(?:phone|laptop|tablet|device|number|line|sim|computer|pc|email)\s+"
    r"(?:is|as)\s+(?:also\s+)?my\s+(?:second|other|backup|trusted|registered|main|new|own)?\s*"
    r"(?:device|phone|number|line|sim)\b|"
    r"(?:is|are|counts?\s+as)\s+(?:the\s+)?same\s+as\s+my\s+(?:own\s+)?(?:phone|device|number|line|sim|"
    r"login|account)\b|"
    # The same access as the user: "give him the same access as me".
    r"(?:give|grant)\s+(?:\w+\s+){0,2}?(?:the\s+)?(?:same|full|equal)\s+(?:access|rights|permissions?|"
    r"powers?)\s+(?:as|like)\s+(?:me|mine)\b|"
    # Two addresses or lines taken as one user: "treat my gmail and my yahoo as the same
    # person, whichever one emails you, act on it".
    r"(?:as|like)\s+(?:the\s+)?same\s+(?:person|user|customer|account\s+holder|owner)\b|"
    r"(?:whichever|whoever|any)\s+(?:one\s+)?(?:\w+\s+){0,3}?(?:emails?|texts?|messages?|calls?|writes?)"
    r"\s+(?:you\s+)?(?:\w+\s+)?(?:act\s+on|do|follow|obey|honou?r)\b|"
    # "any number that says it's me".
    r"(?:says?|claims?)\s+(?:its|it\s+is|theyre|they\s+are|to\s+be)\s+me\b|"
    # Someone taken as the account holder: "treat him as the account holder going forward".
    r"(?:treat|take|consider|regard|count|recogni[sz]e)\w*\s+(?:him|her|them|[a-z]+)\s+as\s+(?:the\s+|an?\s+)?"
    r"(?:account\s+(?:holder|owner)|owner|customer|signatory)\b|"
    # Another's line made the user's: "register it as my number permanently and let it
    # receive my codes".
    r"register\w*\s+(?:it|this|that|them|[a-z]+s\s+\w+)\s+as\s+my\s+(?:\w+\s+)?(?:number|line|phone|device|sim|"
    r"email)\b|let\s+(?:it|him|her|them)\s+(?:receive|get|have)\s+my\s+(?:\w+\s+)?(?:codes?|otps?|pins?|"
    r"tokens?)\b|"
    # Someone else able to get in and take it all: "should be able to log in and take
    # everything".
    r"(?!i\b|we\b|you\b|u\b)[a-z]+\s+(?:should|can|may|must|will)\s+be\s+(?:able|allowed|permitted)\s+to\s+"
    r"(?:log\s*in|sign\s*in|access\s+my|take\s+(?:everything|all)|withdraw\s+(?:everything|all))\b|"
    # Another's identity used for the user: "just use my sister's ID verification".
    r"use\s+(?:my\s+|our\s+)?[a-z]+s\s+(?:\w+\s+)?(?:id|verification|kyc|identity|bvn|nin|otp|pin|face|"
    r"fingerprint|selfie|documents?)\b|"
    # Others not stopped by the user's controls: "limits shouldn't stop him using my card".
    r"(?:shouldnt|should\s+not|must\s+not|wont|dont|never)\s+stop\s+(?:him|her|them|my\s+\w+)\s+(?:from\s+)?"
    r"(?:using|withdrawing|sending|paying|spending|transferring)\b|"
    # A word anyone may say to be the user: "anyone who says it can move money".
    r"(?:anyone|anybody|whoever|any\s+person|someone|somebody)\s+(?:who\s+|that\s+)?(?:says?|knows?|"
    r"gives?|uses?|has|mentions?|quotes?)\s+(?:\w+\s+){0,3}?(?:can|may|should|will|fit|is\s+allowed\s+to)"
    r"\s+(?:\w+\s+)?(?:move|send|transfer|withdraw|take|spend|pay|access|collect|use|operate|do|make|"
    r"approve|authori[sz]e)\b|"
    # Someone else at the money with the user's credentials: "let the other officials
    # withdraw from the group account with my login".
    r"let\s+(?!me\b)(?:\w+\s+){1,4}?(?:withdraw|take|transfer|send|pay|move|spend|access|log\s*in|"
    r"sign\s*in|transact|operate)\w*\s+(?:\w+\s+){0,6}?(?:with|using)\s+(?:my|our)\s+(?:\w+\s+)?"
    r"(?:login|logins|password|pin|credentials|details|card|token|otp)\b|"
    # Identity by hearsay: "if he says I sent him".
    r"(?:says?|claims?|tells?\s+you)\s+(?:that\s+)?(?:i|me)\s+(?:sent|send)\s+(?:him|her|them)|"
    # Someone put on a list the checks pass over, or taken as trusted: "add her to the trusted
    # list", "put my sister on your safe list", "treat my son as trusted for payments" (taking
    # someone off such a list, or never adding them, is the opposite and not read here).
    r"(?<!\bnever\s)(?<!\bdont\s)(?<!\bnot\s)(?:add|put|move|place|include|save|keep|register|"
    r"get)\w*\s+(?:\w+\s+){0,6}?(?:on|to|in|into|onto)\s+(?:the\s+|my\s+|your\s+|our\s+|a\s+)?"
    r"(?:trusted|safe|white|whitelisted|approved|pre\s*approved|allowed|exempt|verified)\s+"
    r"(?:\w+\s+)?list\b|"
    r"(?<!\bnever\s)(?<!\bdont\s)(?<!\bnot\s)(?:treat|consider|regard|count)\w*\s+(?:\w+\s+){1,6}?"
    r"as\s+(?:a\s+|an\s+|fully\s+|always\s+)?(?:trusted|safe|verified|approved|pre\s*approved|"
    r"whitelisted)\b|"
    # Another's payments waved through unquestioned: "never question her payments", "don't
    # question anything my husband sends" (as "never check her payments").
    r"(?:dont|do\s+not|never|no\s+need\s+to|stop)\s+(?:ever\s+)?question(?:ing)?\s+(?:\w+\s+){0,4}?"
    r"(?:payments?|transfers?|requests?|transactions?|instructions?|withdrawals?|anything|"
    r"whatever|what)\b"
)
# Someone else signing off: "my boss can sign off payments", "X can approve transfers zangu".
SIGNS_OFF = (
    r"\b(?!i\b|we\b|you\b|u\b|e\b|bank\b|app\b|it\b|that\b|this\b|which\b|who\b)[a-z]+\s+"
    r"(?:can|fit|may|will|should|must)\s+(?:also\s+)?(?:approve|authori[sz]e|confirm|sign\s+off|"
    r"sign\s+for|okay|ok)\s+(?:\w+\s+)?(?:transfers|payments|transactions|withdrawals|debits|"
    r"payouts|for\s+me)\b"
    r"|\b(?!i\b|we\b|you\b|u\b)[a-z]+\s+(?:can|may|will|should)\s+use\s+my\s+(?:phone|device|sim|"
    r"line|token|app|finger\s*print|face)\s+to\s+(?:confirm|approve|authori[sz]e|verify|pay|send|"
    r"transfer)\b"
    # ... from their own device: "she can authorise from her own line".
    r"|\b(?!i\b|we\b|you\b|u\b)[a-z]+\s+(?:can|may|will|should)\s+(?:also\s+)?(?:approve|authori[sz]e|"
    r"confirm|sign\s+off)\s+(?:from|on|with|via|through)\s+(?:his|her|their)\b"
)
# A control held by someone else, or borrowed from their device or body: "my brother can
# collect my OTP", "use face ID from my daughter's phone", "my wife's fingerprint".
HELD_BY_OTHER = (
    r"\b(?!i\b|e\b|we\b|you\b|u\b|phone\b|line\b|sim\b|number\b|app\b|device\b|email\b|it\b|that\b|"
    r"this\b|which\b|code\b|bank\b)[a-z]+\s+(?:can|may|will|should|to|must)\s+(?:also\s+)?"
    r"(?:collect|receive|get|take|hold|keep|have|see|know|enter|answer)\s+(?:my|the|all|any|our|"
    r"every|his|her)\s+(?:\w+\s+)?(?:{control})\b"
    r"|\b(?:{control})\s+(?:from|on|with|via|through|in)\s+(?:my\s+|our\s+)?(?:\w+\s+)?"
    r"(?:(?:{others})s?|[a-z]+s)\s+(?:phone|device|line|sim|number|finger|face|thumb|token|app)"
    r"|\b(?:{others})s\s+(?:face(?:\s*id)?|finger\s*prints?|thumb\s*prints?|biometrics?|voice|"
    r"selfie|token|otp|pin)\b"
    # A change to a control asked for by another: "my wife can also request card PIN resets".
    r"|\b(?:{others}|he|she|they)\s+(?:can|may|will|should|is\s+allowed\s+to)\s+(?:also\s+)?"
    r"(?:request|ask\s+for|order|make|change|reset|update|unlock|unblock|remove)\s+"
    r"(?:\w+\s+){{0,3}}?(?:{control})"
)
# People other than the user: a control sent to them is out of the user's hands.
OTHERS = (
    # Roles a delegate is named by: household, office, bank, trade.
    r"gate\s*man|security\s+(?:man|guard)|guard|watchman|house\s*(?:boy|girl|help|keeper)|maid|"
    r"nanny|cook|steward|gardener|caretaker|accountant|book\s*keeper|lawyer|solicitor|"
    r"relationship\s+manager|account\s+officer|personal\s+assistant|cashier|clerk|apprentice|"
    r"shop\s+(?:boy|girl)|sales\s*(?:boy|girl|rep)|landlord|landlady|tenant|pastor|imam|"
    r"children|child|kids?|grand\s*(?:son|daughter|child)|step\s*(?:son|daughter)|"
    r"friends?|wife|husband|hubby|spouse|sibling|brother|sister|son|daughter|mum|mom|mother|mama|father|dad|papa|"
    r"cousin|uncle|aunt|aunty|auntie|nephew|niece|pa|assistant|secretary|driver|chauffeur|colleague|boss|"
    r"manager|partner|relative|neighbou?r|girlfriend|boyfriend|fianc\w*|in\s+law|someone|"
    r"somebody|another\s+person|another\s+number|agent|staff|worker|employee|guy|person|"
    r"paddy|padi|bestie|bro|deputy|madam|oga|pikin|"
    # Round 64: Singlish, Sri Lankan, Indian and Chinese-Malaysian kin and partners ("my gf
    # Jasmine", "seettu amma", "my beta", "my lao po").
    r"gf|bf|missus|wifey|mummy|daddy|amma|appa|akka|anna|thambi|aiya|ayya|akki|nangi|malli|"
    r"beta|beti|bhai|bhaiya|didi|bhabhi|ah\s*ma|lao\s*po|lao\s*gong|jie\s*jie|mei\s*mei|"
    # A group's officers: "the ajo treasurer", "our chama chairman", "the stokvel collector".
    r"treasurer|chair(?:man|woman|person)?|president|coordinator|collector|administrator|admin"
)
# "as if he were me", in the place of "like me" (blind round 79).
_AS_IF = r"as\s+if\s+(?:he|she|they|it)\s+(?:were|was|is|are)"
# Another person's hand on the user's money: "my cashier Bisi can send money from my
# account", "he can finish any payment I start", "let her do transfers for me".
HAND_ON_MONEY = (
    r"(?<!\bnot\s)(?<!\bnever\s)(?:(?:my|our|the)\s+(?:\w+\s+){0,2}?(?:"
    + OTHERS
    # A name after the role, one word or two ("my daughter Su Su", round 64).
    + r")(?:\s+[a-z]+){0,2}"
    r"|he|she|they|e)\s+(?:can|fit|may|will|should|must|is\s+allowed\s+to|has\s+permission\s+to)\s+"
    # "he can still confirm transactions for me" (round 44): an adverb before the verb.
    r"(?:(?:also|still|just|always)\s+)?(?:send|pay|transfer|withdraw|move|take|finish|complete|approve|authori[sz]e|spend|"
    r"make|do|initiate|confirm)\w*\s+(?:\w+\s+){0,3}?(?:(?:from|on|with|in|for)\s+(?:my|me|our)|any|"
    r"every|all)\b|"
    # "The ajo treasurer should be able to debit me anytime": another drawing on the user.
    r"(?<!\bnot\s)(?<!\bnever\s)(?:(?:my|our|the)\s+(?:\w+\s+){0,2}?(?:" + OTHERS + r")"
    r"(?:\s+(?:for|of)\s+(?:my|our|the)\s+\w+)?|he|she|they)\s+(?:can|may|should|will|must)\s+"
    r"(?:(?:also\s+)?be\s+able\s+to\s+)?(?:debit|charge|deduct\s+from|bill)\s+(?:me|us|my|our)\b|"
    r"(?<!\bnot\s)(?<!\bnever\s)(?<!\bdont\s)(?:let|allow|permit)\s+(?:him|her|them|(?:my|our)\s+"
    r"(?:\w+\s+){0,2}?(?:" + OTHERS + r"))\s+(?:\w+\s+)?(?:send|pay|transfer|withdraw|move|finish|"
    r"complete|approve|spend|make|do|initiate|confirm|instruct|order|request|authori[sz]e)\w*\s+(?:\w+\s+)?(?:transfers?|payments?|"
    r"transactions?|money|for\s+me)\b"
    # Another's words as the go-ahead: "if my son writes to you 'papa said so', you do the
    # transfer", "when my wife texts you the word, you send it" (what is said is theirs to say).
    r"|(?:if|when|whenever|once|any\s+time|every\s+time)\s+(?:my\s+|our\s+|the\s+)?(?:\w+\s+){0,2}?"
    r"(?:" + OTHERS + r"|he|she|they)\s+(?:\w+\s+){0,3}?(?:writes?|says?|texts?|sends?|tells?|"
    r"messages?|calls?|types?)\b(?:\s+\S+){0,12}?\s+(?:then\s+)?(?:you|u)\s+(?:can\s+|should\s+|will\s+|"
    r"must\s+|may\s+)?(?:just\s+)?(?:do|make|send|pay|process|release|approve|execute|complete|"
    r"proceed\s+with)\s+(?:it|them|that|the\s+(?:transfer|payment|transaction|money|debit|"
    r"withdrawal)s?)\b"
    # Another's demand paid as it comes: "pay any invoice they send directly".
    r"|\b(?:pay|settle|honou?r|clear|approve|process)\s+(?:any|every|all|whatever|each)\s+"
    r"(?:of\s+(?:the|their|his|her)\s+)?(?:\w+\s+)?(?:invoices?|bills?|requests?|demands?|debits?)\s+"
    r"(?:that\s+)?(?!i\b|we\b)(?:they|he|she|it|\w+)\s+(?:\w+\s+)?(?:sends?|raises?|submits?|issues?|"
    r"brings?|presents?|makes?)\b"
    # Round 45: whatever someone named at a place asks ("approve whatever Ahmed at the exchange
    # house requests"); another asks and the assistant releases ("she can request from my wallet
    # and you release it"); the assistant paying out for another ("you can cash out for him").
    r"|\b(?:approve|release|pay|send|honou?r|process|allow|accept)\s+(?:whatever|anything|everything)\s+"
    r"(?:(?!i\b|me\b|we\b|you\b)[a-z]+\s+){1,5}?(?:asks?|requests?|wants?|sends?|needs?|says?)\b"
    r"|\b(?:whatever|anything|everything)\s+(?:(?!i\b|me\b|we\b|you\b)[a-z]+\s+){1,5}?(?:asks?|requests?|"
    r"wants?|says?)\s+(?:for\s+)?(?:\w+\s+)?(?:approve|pay|send|release|give|transfer)\s+(?:it|them|that)\b"
    # ... any money another asks for, from wherever ("any money my wife ask from my Orange
    # Money, give am", round 63).
    r"|\bany\s+(?:money|cash|amount|request|payment|transfer)s?\s+(?:(?:my|our|the)\s+)?"
    r"(?:(?!i\b|me\b|we\b|you\b)[a-z]+\s+){1,3}?(?:asks?|requests?|wants?|needs?)\s+(?:for\s+)?"
    r"(?:(?:from|on|in|out\s+of)\s+(?:my|our|the)\s+(?:\w+\s+){1,2}?)?"
    r"(?:approve|pay|send|release|give|transfer)\s+(?:it|them|that|her|him|am|dem|en)\b"
    r"|\b(?!i\b|we\b|you\b|u\b)[a-z]+\s+(?:can|may|will)\s+(?:request|ask\s+for|ask|draw|take)\b(?:\s+\S+){0,6}?"
    r"\s+(?:and|then)\s+(?:you|u)\s+(?:can\s+|should\s+|will\s+|just\s+)?(?:release|send|pay|approve|transfer|"
    r"give|process)\b"
    r"|\b(?:you|u)\s+(?:can|may|should|will|must)\s+(?:just\s+)?(?:cash\s*out|pay\s*out|withdraw|release|"
    r"transfer)\w*\s+(?:\w+\s+){0,2}?for\s+(?:him|her|them)\b"
    # Round 64 (Singlish, Sri Lankan English): another's hand on the money said plainly.
    # Anyone but the user drawing on the user's account, named by a name or a word of address
    # alone ("Seettu amma can take from my account whenever she wants", "Mama Ngozi fit take
    # from my account"); not "nobody/no one can take from my account".
    r"|(?<!\bnot\s)(?<!\bnever\s)(?<!\bdont\s)\b(?!i\b|we\b|you\b|u\b|one\b|nobody\b|noone\b|body\b)"
    r"[a-z]+\s+(?:can|fit|may|could|is\s+allowed\s+to)\s+(?:also\s+|still\s+|just\s+)?(?:take|withdraw|"
    r"draw|collect|debit|pull|remove|do\s+(?:any|all|every)\s+\w+)\s+(?:\w+\s+){0,2}?(?:from|out\s+of|"
    r"outta|for|on)\s+(?:my|me|mi)\s+(?:\w+\s+)?(?:accounts?|acct|akaunt|wallet|card|momo|money|savings)\b"
    # ... given the user's place: "she is same as me" beside the money or the account ("can do
    # any transfer from my account, she is same as me"), "my son is the same as me for this
    # account", "treat my wife as if she were me"; "my brother Luca is as if he were me, he can
    # ask the balance, transfers" (blind round 79, Italian "è come se fosse me").
    r"|\b(?:accounts?|wallet|card|money|transfers?|payments?|transactions?|pay|send|withdraw\w*)\b"
    r"(?:\s+\S+){0,10}?\s+(?:he|she|they|(?:my|our)\s+(?:\w+\s+){0,3}?(?:" + OTHERS + r")"
    r"(?:\s+[a-z]+){0,2})"
    r"\s+(?:is|are|iz|be)\s+(?:\w+\s+)?(?:(?:the\s+)?same\s+(?:as|like)|just\s+like|exactly\s+like|"
    r"like|" + _AS_IF + r")\s+me\b"
    r"|\b(?:he|she|they|(?:my|our)\s+(?:\w+\s+){0,3}?(?:" + OTHERS + r")(?:\s+[a-z]+){0,2})"
    r"\s+(?:is|are|iz|be)\s+(?:\w+\s+)?(?:(?:the\s+)?same\s+(?:as|like)|just\s+like|exactly\s+like|"
    r"like|" + _AS_IF + r")\s+me\b(?=(?:\s+\S+){0,10}?\s+(?:accounts?|wallet|card|money|transfers?|"
    r"payments?|transactions?|pay|send|withdraw\w*|do\s+(?:whatever|anything|everything))\b)"
    r"|\b(?:treat|consider|regard|take|see|handle)\s+(?:\w+\s+){0,4}?as\s+if\s+(?:he|she|they|it)\s+"
    r"(?:were|was|is|are|be)\s+me\b"
    # ... their word, then just done: "if my father tells you to send the money, just send it"
    # (French "envoie direct", Hausa "ka tura kawai").
    r"|\b(?:if|when|whenever|once)\s+(?:(?:my|our|the)\s+)?(?:\w+\s+){0,2}?(?:" + OTHERS
    + r"|he|she|they)\s+(?:\w+\s+){0,3}?(?:writes?|says?|texts?|tells?|asks?|messages?|wants?)\b"
    r"(?:\s+\S+){0,12}?\s+just\s+"
    r"(?:send|pay|do|transfer|approve|release)\s+(?:it|them|that)\b"
    # ... given access: "give her access", "give my husband access to my account" (not view
    # or read-only access, nor access to see a statement).
    r"|\b(?:give|grant|gi|allow|open)\s+(?:(?:my|our)\s+(?:\w+\s+){0,2}?(?:" + OTHERS + r")"
    r"(?:\s+[a-z]+){0,2}|"
    r"him|her|them)\s+(?:full\s+|total\s+|complete\s+|all\s+|the\s+)?(?:access|control)\b"
    r"(?!\s+to\s+(?:view|see|read|check|look)\b)"
)
# "Send the confirmation codes to my friend Segun's phone", "share my OTP with my wife",
# "… instead of mine": a control routed away from the user.
REDIRECT = (
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
    # ... the codes named first, then sent on to another by their pronoun: "the codes you send
    # me, send them to my driver Suresh too" (blind round 80, split across two messages).
    r"|\b(?:{control})\b(?:\s+\S+){{0,8}}?\s+{send}\s+(?:it|them|those|these)\s+(?:also\s+|too\s+)?"
    r"(?:on\s+)?to\s+(?:my\s+|our\s+|his\s+|her\s+|their\s+)?(?:\w+\s+)?(?:{others})\b"
    # The code itself arriving elsewhere: "remember my OTPs go to my sister's number now".
    r"|\b(?:{control})\b(?:\s+\S+){{0,3}}?\s+(?:(?:should|will|must|now|to)\s+)?(?:go|goes|come|comes|"
    r"land|lands|arrive|arrives|reach|reaches)\s+(?:now\s+|straight\s+)?to\s+(?:my\s+|our\s+)?(?:\w+\s+)?"
    r"(?:(?:{others})\b|(?!me\b|my\b|mine\b)[a-z]+s\s+(?:phone|number|line|email|whatsapp|sim|device))"
    # Alerts sent to someone else: "send them to my pastor's email instead".
    r"|\b(?:alerts?|notifications?)\b(?:\s+\S+){{0,10}}?\s+to\s+(?:my\s+|our\s+)?(?:\w+\s+)?"
    r"(?:{others})s?\s+(?:phone|number|line|email|whatsapp|sim)\b"
    # ... or to a line not yet the user's on record: "send my OTP to my new number", "text the
    # code to another email", "OTPs to 0803 555 0192 from now on" (round 56). A new line is made
    # the registered one through the bank's own checks, never by a chat message; "by SMS", "to
    # my email" (a channel the user has) stay how a code reaches them.
    r"|\b(?:(?:{send}|get|receive)\b(?:\s+\S+){{0,5}}?\s+(?:{control})\b|(?:{control})\b(?:\s+\S+){{0,3}}?\s+"
    r"(?:go|goes|come|comes|land|lands|arrive|arrives|be\s+sent|sent))(?:\s+\S+){{0,3}}?\s+(?:to|on|via)\s+"
    r"(?:(?:(?:my|a|an|the|this|that|one)\s+)?(?:new|newer|another|different|other|second|alternate|"
    r"alternative|backup|spare|extra|temporary|temp)\s+(?:\w+\s+)?"
    r"(?:phones?|numbers?|lines?|e\s*mails?|mails?|address|whatsapp|sims?|devices?|inbox|accounts?)\b|"
    r"{given})"
    # ... said without a verb: "OTPs to 0803 555 0192 from now on".
    r"|\b(?:{control})\b(?:\s+\S+){{0,2}}?\s+to\s+{given}"
    r"|\b(?:{control})\b(?:\s+\S+){{0,10}}?\s+instead\s+of\s+(?:mine|me|my\s+(?:own\s+|main\s+|usual\s+|"
    r"primary\s+|registered\s+|first\s+)?"
    r"(?:phone|number|line|email|sim))\b"
)
SEND = r"(?:send|sends|sending|forward\w*|deliver\w*|route|text|direct)"
# A line or an address given in the message: its digits, or an address as plain words read it
# ("tunde gmail com").
GIVEN_LINE = (
    r"(?:(?:(?:this|that|my)\s+)?(?:number|line|e\s*mail|address)\s+)?(?:\d[\d\s]{6,}|(?:[a-z0-9]+\s+){1,3}(?:gmail|"
    r"yahoo|outlook|hotmail|icloud|proton\w*|ymail|live)\b)"
)


__all__ = [
    "DELEGATION",
    "GIVEN_LINE",
    "HAND_ON_MONEY",
    "HELD_BY_OTHER",
    "OTHERS",
    "REDIRECT",
    "SEND",
    "SIGNS_OFF",
]
