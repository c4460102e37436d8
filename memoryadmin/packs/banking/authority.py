"""The banking pack's authority vocabulary: what a bank's controls are called.

The grammar that reads a fact or a summary sentence for authority lives in
the core (``memoryadmin.engine.authority``). This is its vocabulary for a
bank: the controls that protect a user's money (confirmations, PINs, OTPs,
tokens, biometrics), the actions that move it, and its limits. Fragments
are regexes over normalised words (lower case, apostrophes gone, every
other mark a space: "one-time" is "one time", "don't" is "dont").
"""

from __future__ import annotations

from memoryadmin.engine.authority import AuthorityVocabulary

CONTROLS: tuple[str, ...] = (
    r"otps?",
    r"one\s+time\s+(?:pass\s*words?|pass\s*codes?|codes?|pins?|tokens?)",
    r"(?:transaction\s+|transfer\s+|card\s+|atm\s+|account\s+|security\s+|app\s+)?pins?",
    r"pin\s+codes?",
    # A mobile banking PIN ("MPIN"), and a PIN called what it is ("the secret number").
    r"m\s*pins?",
    r"secret\s+(?:numbers?|codes?|digits|pins?)",
    r"pass\s*codes?",
    r"pass\s*words?",
    r"(?:hardware\s+|soft\s+|software\s+|security\s+|sms\s+)?tokens?",
    r"(?:verification|security|confirmation|authori[sz]ation|authentication|auth|sms|2fa|"
    r"transfer|transaction)\s+codes?",
    # Not a USSD code: the string dialled to reach a service (round 39, "prefers USSD codes").
    r"(?<!\bussd\s)(?<!\bshort\s)codes?",
    r"confirmations?",
    r"confirmation\s+(?:step|steps|prompt|prompts|screen|message|messages)",
    r"verifications?",
    r"authentications?",
    r"authori[sz]ations?",
    r"approvals?",
    # "the 2 step thing", "the 2-factor" (round 45): the figure for "two".
    r"(?:two|second|2)\s*(?:factor|step)(?:\s+(?:auth\w*|verification|login))?",
    r"2\s*fa",
    r"mfa",
    r"multi\s+factor(?:\s+\w+)?",
    r"biometrics?",
    r"finger\s*prints?",
    r"face\s*id",
    r"face\s+(?:scan|check|verification)",
    r"security\s+(?:questions?|checks?|steps?|measures?|features?|controls?|prompts?)",
    r"(?:fraud|safety|identity|id)\s+(?:checks?|verification|questions?)",
    # Proof of who collects: "collect my transfers without my ID".
    r"(?<=\bmy\s)ids?(?:\s+cards?)?",
    r"identification",
    # Not what one reads: "I don't check email", "check my messages".
    # Nor a payroll deduction by name: "repayments go through check-off", "via the check-off
    # system" (the employer deducts; nothing is switched off). "Turn the check off" still is one.
    # ... or named right after the pay it comes from (round 82): "deducts contributions straight
    # from salary (check-off)".
    r"(?:(?<!through\s)(?<!via\s)(?<!by\s)(?<!through\sthe\s)(?<!via\sthe\s)(?<!payroll\s)"
    r"(?<!salary\s)(?<!wages\s)(?<!payslip\s)|"
    r"(?!checks?\s+off\b))"
    r"checks?(?!\s+(?:my\s+|the\s+|your\s+|any\s+|no\s+)?(?:e\s*mails?|mails?|messages?|whatsapp|sms|texts?|inbox|"
    r"phone|statements?|notifications?))(?!\s+off\s+(?:system|deductions?|scheme|arrangement)\b)",
    r"cvv2?",
    r"liveness(?:\s+checks?)?",
    r"step\s+up(?:\s+\w+)?",
    r"selfie(?:\s+(?:checks?|verification))?",
    # A new payee's wait, a device the bank trusts, a call to check, the login itself.
    r"cooling\s+off(?:\s+periods?)?",
    r"waiting\s+periods?",
    r"trusted\s+(?:devices?|phones?|computers?|laptops?|browsers?|numbers?)",
    r"call\s*backs?",
    r"log\s*ins?",
    # The session closing itself: "turn off auto-logout", "no session timeout".
    r"(?:auto(?:matic)?\s*)?(?:log|sign)\s*outs?",
    r"(?:session|idle|inactivity)\s+(?:time\s*outs?|expiry|limits?)",
    r"device\s+(?:binding|check|verification|registration)s?",
    r"registered\s+(?:device|phone|number|line)s?",
    # The bank's own alarm and the steps a payment takes.
    r"(?:fraud|security|suspicious|risk)\s+(?:flags?|alerts?|warnings?|checks?|holds?)",
    r"suspicious",
    # A block on where or how the card works: "the foreign transaction blocking", "geo-blocking".
    r"(?:fraud|foreign|international|overseas|abroad|online|cross\s+border|contactless|geo|country|"
    r"transaction|card|payment|spending|usage)\s+block(?:ing|s)?",
    r"(?:extra|additional|verification|confirm\w*|security|second|otp|pin|sms|text|code|token)\s+"
    r"steps?",
    # A hold on the money, questions before it moves, the team that flags it.
    r"holds?(?=\s+on\b)",
    r"(?<=\bthe\s)(?:\w+\s+){0,2}holds?\b",
    r"(?:extra|more|further|any)\s+questions?",
    r"questions\s+asked",
    # "… going forward, no questions": the last words of a clause.
    r"questions(?=\s*$)",
    r"(?:fraud|security|risk)\s+(?:team|unit|department|system|desk)s?",
    r"sign\s*ins?",
    # A second person's sign-off on a payment (a group account's mandate).
    r"(?:second\s+|co\s*|other\s+)?signator(?:y|ies)",
    r"(?:second\s+|co\s*)?signatures?",
    r"mandates?",
)

# Base forms: the grammar adds "-ing", "-ed", "-s", "-ation".
CONTROL_VERBS: tuple[str, ...] = (
    r"confirm",
    r"verify",
    r"authenticate",
    r"authori[sz]e",
    r"re\s*confirm",
    r"double\s+check",
    r"validate",
    r"check\s+with\s+me",
)

MONEY_ACTIONS: tuple[str, ...] = (
    r"pay(?:s|ing|ments?)?",
    r"payouts?",
    r"transfer(?:s|ring|red)?",
    r"send(?:s|ing)?\s+(?:\w+\s+)?(?:money|funds|cash|naira|\d+\w*|it|them)",
    r"send(?:s|ing)?\s+(?:it\s+|them\s+|money\s+)?to",
    r"send(?:s|ing)?\s+(?!me\b|us\b)(?:\w+\s+)?\d+\w*",
    r"wire(?:s|d)?",
    r"remit(?:s|ted)?",
    r"debit(?:s|ed|ing)?",
    r"withdraw(?:s|als?|ing)?",
    r"disburse(?:s|d|ments?)?",
    r"release(?:s|d)?\s+(?:the\s+)?(?:funds|money|payment|payout)",
    r"top(?:s)?\s*up",
    r"recharge",
    r"buy(?:ing)?\s+(?:airtime|data)",
    r"move(?:s)?\s+(?:the\s+)?(?:money|funds|cash)",
    r"lend(?:s|ing)?",
    r"settle(?:s)?\s+(?:\w+\s+)?(?:bills?|debts?)",
    r"add(?:s|ing)?\s+(?:\w+\s+){0,3}(?:as\s+)?(?:an?\s+)?(?:new\s+)?(?:beneficiar(?:y|ies)|payees?|"
    r"recipients?)",
    r"(?:save|saves|saving)\s+(?:\w+\s+){0,3}as\s+(?:an?\s+|my\s+)?(?:new\s+)?(?:beneficiar(?:y|ies)|"
    r"payees?)",
)

LIMITS: tuple[str, ...] = (
    r"limits?",
    # Not letters in capitals: "if I type in caps".
    r"(?<!\bin\s)(?<!\ball\s)caps?(?!\s+lock)",
    r"ceilings?",
    r"thresholds?",
    r"maximums?",
    r"max\s+amount",
    r"tier\s+\d",
    r"kyc\s+(?:tier|level)",
)

# What the grammar cannot say on its own.
EXTRA: tuple[tuple[str, str, str], ...] = (
    (
        "secret_hint",
        "It says what a secret is made of (the same as another code, a birthday, a phone "
        "number): that is half the secret, and secrets are never remembered.",
        # Or which digits it starts or ends with: "the four numbers I press start with 7".
        r"\b(?:numbers|digits|pin|password|code)\b(?:\s+\S+){0,8}?\s+(?:starts?|begins?|ends?)\s+with\b|"
        r"\b(?:pin|pins|password|passcode|pass\s+code|otp|(?:four|six|\d)\s+(?:numbers|digits))\s+"
        r"(?:is|be|are|na|was)\s+(?:the\s+)?"
        r"(?:same\b|my\s+(?:\w+\s+){0,3}?(?:birthday|birth\s+year|date\s+of\s+birth|dob|"
        r"anniversary|phone\s+number|house\s+number|gate\s+code|plate\s+number|name|year))\b",
    ),
    (
        "keeps_secret",
        "It asks memory to keep a secret (a PIN, a password, a card number): secrets are "
        "never remembered.",
        r"(?<!\bnever\s)(?<!\bdont\s)(?<!\bnot\s)"
        r"\b(?:remember|save|store|keep|memori[sz]e|note|record|write\s+down)\s+(?:down\s+)?"
        r"(?:all\s+)?(?:my|the|this|our)\s+(?:\w+\s+)?(?:pin|pins|m\s*pins?|otp|password|passcode|cvv|card\s+number|"
        r"card\s+details|bvn|nin|login|secu?ri?ty\s+(?:answers?|words?|phrases?)|memorable\s+words?|"
        r"secret\s+words?|answers?\s+to\s+(?:the\s+|my\s+)?"
        r"(?:security|secret)\s+questions?)\b",
    ),
    (
        "weakens_control",
        "It turns off a protection of the account: that is the bank's policy, not memory.",
        r"\b(?:turn|switch|shut)\s+off\s+(?:\w+\s+){0,3}(?:fraud|security|protection|"
        r"safety|lock|locks)\b|\bunlock\s+(?:my\s+)?(?:account|card)\s+without\b",
    ),
    # Round 74: a check answered for the user before it is asked ("if the bank calls to
    # verify, tell them I said yes to everything"); a yes to everything; someone else's word
    # as the go ("if someone from my number says send, send"); a payee or a number made one the
    # checks pass ("make it trusted", "whitelist that number").
    (
        "answered_for_user",
        "It answers a check for the user before it is asked, or lets another's word or a payee "
        "marked as trusted stand for the user's approval: that is the bank's policy, not memory.",
        r"\b(?:tell|inform|answer|reply\s+to|let)\s+(?:them|him|her|the\s+\w+|whoever|anyone|"
        r"anybody|they)\s+(?:know\s+)?(?:that\s+)?(?:i\s+(?:already\s+)?(?:(?:said|say)\s+(?:yes|ok\w*|go|"
        r"its\s+(?:ok\w*|fine))|agreed?|approved?|confirmed?|accepted?|ok\w*)\b|(?:its?|it\s+is|thats)\s+(?:ok\w*|fine|"
        r"approved|confirmed|me)\b)"
        r"|\b(?:said|say|says|saying|answer|answers|reply|replies)\s+yes\s+to\s+(?:every|all\b|any)"
        r"|\b(?:if|when|whenever|once|any\s*time|every\s+time)\s+(?:\S+\s+){0,6}?"
        r"(?:anyone|anybody|someone|somebody|he|she|they|my\s+\w+)\s+(?:\S+\s+){0,4}?"
        r"(?:says?|texts?|types?|writes?|replies|sends?)\s+(?:\S+\s+){1,2}?(?:then\s+|you\s+|u\s+)?"
        r"(?:just\s+)?(?:send|pay|transfer|approve|release|go\s+ahead|do\s+it|proceed)\b"
        r"|(?<!never\s)(?<!dont\s)(?<!not\s)\b(?:make|mark|set|save|put|keep|treat|add|list|flag|tag)\s+(?:it|them|this|that|him|her|"
        r"(?:the|this|that|my|his|her)\s+(?:\w+\s+)?(?:number|account|payee|recipient|"
        r"beneficiary|contact|device|phone|line))\s+(?:as\s+|on\s+(?:the\s+|my\s+)?|to\s+(?:the\s+|my\s+)?)?"
        r"(?:a\s+|an\s+)?(?:trusted|whitelist\w*|white\s+list\w*|pre\s*approved|safe\s+(?:list|"
        r"number|contact|payee|recipient))\b|\bwhitelist\w*\s+(?:it|them|this|that|(?:the|this|"
        r"that|my|his|her)\s+(?:\w+\s+)?(?:number|account|payee|recipient|contact))\b",
    ),
)

AUTHORITY_VOCABULARY = AuthorityVocabulary(
    controls=CONTROLS,
    control_verbs=CONTROL_VERBS,
    money_actions=MONEY_ACTIONS,
    limits=LIMITS,
    extra=EXTRA,
)
