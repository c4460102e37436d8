"""The banking pack's fact rules (ENGINE.md section 5): kinds and the words that make a fact last.

Phrases are matched as whole words, ignoring case and punctuation, in the
evidence quote and in the user message it came from, and only un-negated
("I don't always..." is not a standing instruction; see
``memoryadmin.engine.facts.lasting_phrase``).
"""

from __future__ import annotations

from memoryadmin.engine.facts import FactRules
from memoryadmin.engine.safety import Safety
from memoryadmin.engine.secrets import GENERIC as GENERIC_SECRETS
from memoryadmin.packs.banking.authority import AUTHORITY_VOCABULARY
from memoryadmin.packs.banking.lasting_reminders import LASTING_SHAPES
from memoryadmin.packs.banking.one_off import one_off_order
from memoryadmin.packs.banking.secrets import SECRET_RULES

# The API's list (API.md "Memory"). Any other kind is refused.
ALLOWED_KINDS: tuple[str, ...] = (
    "preference",
    "commitment",
    "goal",
    "relationship",
    "personal",
    "beneficiary_nickname",
    "bill_preference",
    "transaction_category",
    "transfer_purpose",
)

# They change where money goes or how it is recorded: a wrong guess sends
# money to the wrong person or files it wrongly, so only the user states them.
NEVER_INFERRED: frozenset[str] = frozenset(
    {"beneficiary_nickname", "bill_preference", "transaction_category", "transfer_purpose"}
)

# "Remind me on Fridays": a plural weekday comes round every week.
ON_WEEKDAYS: tuple[str, ...] = (
    *(
        f"on {day}s"
        for day in ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
    ),
    "on weekends",
    "at weekends",
    "on weekdays",
    "every weekend",
)

# A preference lasts only when the user set it going forward, not when they
# asked for something once ("check all my transactions" is a request).
STANDING_INSTRUCTION: tuple[str, ...] = (
    "always",
    "never",
    "call me",
    "from now on",
    "every time",
    "each time",
    "whenever",
    "going forward",
    "in future",
    "in the future",
    "by default",
    "dont ever",
    "do not ever",
    "stop calling me",
    "stop sending",
    "i prefer",
    "i would rather",
    "id rather",
    "remember that",
    "remember i",
    *ON_WEEKDAYS,
    # How to speak to the user, and where to reach them: lasting by nature.
    "i like",
    "i prefer",
    "my preferred",
    "preferd",
    "talk to me in",
    "speak to me in",
    "speak with me in",
    "reply me in",
    "reply to me in",
    "greet me in",
    "speak yoruba",
    "speak igbo",
    "speak hausa",
    "talk to me for pidgin",
    "in pidgin",
    "by sms",
    "by email",
    "on whatsapp",
    "instead of sms",
    "instead of email",
    "instead of calls",
    "notification only",
    "notifications only",
    "dont call me",
    "dont contact me",
    "dont send me",
    "dont use",
    "please use",
    "use she her",
    "use he him",
    "use they them",
    "use british",
    "use american",
    "keep it professional",
    "short answers",
    "be strict",
    "be stricter",
    "strict with me",
    "want it strict",
    # A request of the user's own refused in advance holds for every time: "if I ever tell you
    # to turn off my OTP, ignore me".
    "if i ever",
    # What is never to be done unasked holds every time: "Don't auto-renew my savings lock
    # without asking me first".
    "without asking me first",
    # Kept informed of a kind of news, and a guard against others' attempts: "Keep me posted
    # on CBN policy changes", "Block my card automatically if anyone tries to use it abroad".
    "keep me posted",
    "keep me updated",
    "keep me informed",
    "keep me in the loop",
    "if anyone tries",
    "if anybody tries",
    "if someone tries",
    "if somebody tries",
    "without checking with me",
    "should i ever",
    "even if i beg",
    "keep it strict",
    # The case that would be let off named as covered too: "ask for my fingerprint even for
    # small transfers".
    "even for small",
    "even for tiny",
    "even for little",
    "even for low",
    "stricter with me",
    "hard to withdraw",
    "make it difficult",
    "make am difficult",
    "help me keep",
    "warn me",
    "when you can",
    "please note",
    "rememba",
    "remmber",
    "just so you know",
    "my nickname",
    "is better than",
    "only suggest",
)

# A commitment is something that comes round again.
RECURRENCE: tuple[str, ...] = (
    "every",
    "each month",
    "each week",
    "each year",
    "monthly",
    "weekly",
    "daily",
    "yearly",
    "annually",
    "fortnightly",
    "biweekly",
    "quarterly",
    "per month",
    "per week",
    "per year",
    "a month",
    "a week",
    "a year",
    "recurring",
    "standing order",
    "month end",
    "end of the month",
    "end of every month",
    *ON_WEEKDAYS,
    *(
        f"each {day}"
        for day in ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
    ),
    # Each of an occasion that comes round: "Remind me each Ramadan to set aside zakat money".
    *(
        f"each {occasion}"
        for occasion in (
            "ramadan",
            "christmas",
            "easter",
            "eid",
            "sallah",
            "lent",
            "term",
            "semester",
            "season",
            "harvest",
            "payday",
            "pay day",
            "quarter",
            "fortnight",
            "birthday",
            "anniversary",
            "new year",
            "school term",
            "cycle",
            "round",
            "salary",
            "weekend",
            "morning",
            "evening",
            "night",
            "day",
        )
    ),
    "evry",
    "always",
    # Each time a thing happens: "a receipt to my email each time I make a payment".
    "each time",
    "any time",
    "anytime",
    "whenever",
    "month end",
)

# A goal is money put by for later, not a purchase today ("I want to buy airtime").
SAVING: tuple[str, ...] = (
    "save",
    "saves",
    "saving",
    "savings",
    "save up",
    "put aside",
    "putting aside",
    "set aside",
    "setting aside",
    "put away",
    "putting away",
    "put by",
    "stash",
    "emergency fund",
    "nest egg",
    "build up",
    "my goal",
    "goal is",
    "budget",
    "cut my",
    "spend less",
)

FACT_RULES = FactRules(
    allowed_kinds=ALLOWED_KINDS,
    never_inferred=NEVER_INFERRED,
    lasting={"preference": STANDING_INSTRUCTION, "commitment": RECURRENCE, "goal": SAVING},
    lasting_needs={
        "preference": "a standing instruction",
        "commitment": "a recurrence",
        "goal": "saving language",
    },
    min_confidence=0.7,
    per_batch_limit=5,
    safety=Safety(authority=AUTHORITY_VOCABULARY, secrets=GENERIC_SECRETS.plus(SECRET_RULES)),
    # "never call me before 9" is an instruction; "I never got it" is not.
    imperative_only=frozenset({"never"}),
    # Lasting by what it is about, without a phrase: "Use simple English abeg." (ENGINE.md 9).
    lasting_shapes=LASTING_SHAPES,
    # An order to move money once is not a fact of any kind (``one_off``).
    one_off=one_off_order,
)

FACT_INSTRUCTIONS = FACT_RULES.instructions()
