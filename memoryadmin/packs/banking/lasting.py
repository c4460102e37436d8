"""What makes a preference or a commitment lasting by what it is about (ENGINE.md section 9).

The lasting screen wants a standing phrase ("always", "from now on") for a
preference and a recurrence ("every Friday") for a commitment. People rarely
say one: "Use simple English abeg.", "Pls no voice notes, my data is small.",
"Remind me to renew my car insurance in June." Each is lasting by what it is
about, so each is read for its shape:

- a preference: an instruction (an order, "no …", "don't …", "I want …") about
  how the assistant deals with the user, not about moving money: the language
  and tone to use, the channel and the hours to reach them, formats, what to
  call them, what not to raise, how to greet them, or a check made stricter
  for a class of payments ("ask me twice before any transfer above 50k");
- a commitment (and a reminder a preference asks for): a reminder with a when
  (a date, a month, a weekday, "three days before it expires").

Read on plain words (``memoryadmin.engine.sentences.plain_words``: shorthand and
pidgin made plain), clause by clause; a word within a letter or two of one in a
lexicon counts. One-off markers ("this time", "today") and a negated frequency
("I don't always want a call") are not lasting. The safety screens run first:
a loosening of a control never reaches this reader.
"""

from __future__ import annotations

import difflib
import re
from functools import lru_cache

from memoryadmin.engine.sentences import clauses, plain_words
from memoryadmin.packs.banking.lasting_due import DUE_NEAR
from memoryadmin.packs.banking.lasting_north import as_said, please_how
from memoryadmin.packs.banking.lasting_often import how_often
from memoryadmin.packs.banking.lasting_standing import PAY_EVENT, RULE_REMINDED, warned_each
from memoryadmin.packs.banking.lasting_words import (
    ADDRESS,
    ALERT_OVER,
    CHANNEL,
    CONTROLS,
    EXACT_ONLY,
    FORMAT,
    GREETING,
    LANGUAGE,
    ONE_OFF,
    PRIVACY,
    SHORT_ANSWER,
    STYLE,
    THRESHOLD_TOPIC,
    TOPICS,
    WHEN,
    WHENEVER_YOU,
    asked_together,
    in_english,
    two_checks,
)
from memoryadmin.packs.banking.lasting_your_acts import wish_on_your_acts

# --- lexicons: how the assistant deals with the user ---------------------------------
MANNER = LANGUAGE | STYLE | CHANNEL | WHEN | FORMAT | ADDRESS | TOPICS | PRIVACY | GREETING
_FUZZY = MANNER - EXACT_ONLY

# Stricter on its own: "ask me twice", "a second confirmation step".
STRICT = re.compile(
    # Alerts switched on and kept on: "turn on alerts for logins from new devices".
    r"\b(?:turn|switch|put)\s+on\s+(?:\w+\s+){0,3}?(?:alerts?|notifications?)\b|"
    r"\b(?:alerts?|notifications?)\b(?:\s+\S+){0,8}?\s+keep\s+(?:them|it)\s+on\b|"
    # Something kept shut: "keep my account blocked for international payments".
    r"\bkeep\s+(?:my\s+|the\s+)?(?:\w+\s+){0,2}?(?:locked|blocked|frozen|disabled|switched\s+off)\b|"
    # A limit of the user's own made smaller: "reduce my POS limit", "reduce how much I can
    # send in a day".
    r"\b(?:reduce|lower|decrease|cut|drop)\s+(?:\w+\s+){0,3}?limits?\b|"
    r"\b(?:reduce|lower|decrease|cut)\s+(?:how\s+much|the\s+(?:amount|max\w*|most)|what)\s+i\s+can\s+(?:send|spend|"
    r"transfer|withdraw)\b|"
    r"\b(?:twice|two\s+times|double\s+(?:check|confirm)\w*|second\s+(?:confirmation|check|step)|"
    r"(?:extra|additional|another|more)\s+(?:security\s+)?(?:security|check|step|confirmation|question|"
    r"prompt|pin|code|verification)s?)\b"
    # Care asked of the assistant with the user's account: "be especially vigilant with my account".
    r"|\bbe\s+(?:\w+\s+)?(?:careful|vigilant|cautious|watchful|strict)\s+(?:with|about|on|con)\s+(?:my|mi)\b"
    # "ask me before paying any new person", "check with me first before sending".
    r"|\b(?:ask|check\s+with|confirm\s+with|call|ring|phone|text)\s+me\s+(?:first\s+)?before\s+"
    r"(?:paying|sending|transferring|any|every|each|you\s+(?:pay|send))\b"
    # A hold added, a cap on the user, anything of a class flagged: "add a 24-hour waiting
    # period", "don't let me send more than 50k", "flag anything from abroad".
    r"|\b(?:add|set|put|introduce|keep)\s+(?:a|an|the|my)\s+(?:[\w-]+\s+){0,2}?(?:waiting\s+period|"
    r"cooling\s+off(?:\s+period)?|delay|hold|wait)\b"
    r"|\b(?:dont|do\s+not|never)\s+let\s+me\s+(?:send|spend|transfer|withdraw|pay|move)\s+"
    r"(?:more\s+than|above|over|beyond)\b"
    r"|\b(?:flag|block|stop|hold)\s+(?:any|every|all)\w*\s+(?:\w+\s+)?(?:from|to|abroad|foreign|"
    r"international|above|over)\b"
)
STRICTER = re.compile(
    r"\b(?:twice|double|extra|second|new|ever|never|even\s+(?:for|on|when|if|with)|any|every|all|anything|everything|each|always|"
    r"whenever|above|over|below|under|more\s+than)\b"
)

# How an instruction opens, after "please", "so", "and": a verb of dealing with the user…
CONDUCT = frozenset(
    "reply respond answer speak talk write use call address text email message notify alert "
    "send explain keep mix ask confirm remind wish greet avoid mention suggest recommend offer "
    "give tell rush repeat switch stick add make be include show format spell say contact ring "
    "chat stop only check double flag warn block highlight put set place kpoo require demand "
    "insist refuse read lock reduce lower decrease cut discuss refer turn switch assume "
    "quote cap freeze prefer verify round list "
    # How to read the user's own typing: "ignore weird words, I use voice typing" (round 54).
    "ignore "
    # When to set a reminder for: "pls schedule reminders accordingly" (round 73).
    "schedule".split()
)
# Speaking "in" or "like" something is how to speak, whatever the word ("reply in Efik").
SPEECH = frozenset("reply respond answer speak talk write chat greet explain address".split())
# …a refusal ("no calls", "don't rush me"), or a wish ("I want", "I'd like").
_OPENS = re.compile(
    r"^(?:no|dont|do\s+not|never|avoid|stop|only)\b"
    r"|^(?:id|wed)\s+(?:like|prefer|rather|love)\b"
    r"|^(?:i|we|mi)\s+(?:want|would\s+like|d\s+like|d\s+prefer|would\s+prefer|prefer|like|need|wish|"
    r"dont\s+want|do\s+not\s+want|"
    r"dont\s+like|hate)\b"
    r"|^(?:you\s+(?:should|can|must|may)|let\s+me|make\s+me)\b"
    # ... or one the user speaks for, who reads the replies: "my grandfather wants you to use
    # simple English, I read everything out to him".
    r"|^(?:my|our)\s+(?:[a-z]+\s+){0,2}?(?:wants?|would\s+like|prefers?|needs?)\s+you\s+to\b"
)
# An interjection before it ("Eish, please talk to me like…", "Haba, no calls") and "let's".
_LEAD_IN = frozenset(
    "please kindly just also and so then ok okay oya lets eish ah aah oh ooh ehn haba chai yoh "
    "hau ag hey hi hello sho wow well look listen hmm jo sha sawa ja nee shame biko always "
    "also lol lmao haha hehe "
    # A vocative before it: Igbo "nna", "nne" (man, woman), "bros", Ghanaian "chale", "boss".
    "nna nne bros sista chale boss".split()
)
# A request put as a question ("Can you reply in Swahili…?", "Would you mind…"), or a
# time or a reason set before it ("During Ramadan please send…", "I'm dyslexic so keep…").
_POLITE = re.compile(
    # One short word before it is an interjection of any language ("Yo can u…", "Abi can you…").
    r"^(?:[a-z]{1,5}\s+)?(?:(?:can|could|would|will)\s+(?:you|u)(?:\s+(?:please|kindly|mind))?|"
    r"(?:i\s+)?(?:d|would)\s+(?:\w+\s+)?(?:appreciate|be\s+(?:\w+\s+)?(?:grateful|thankful|glad))\s+"
    r"if\s+(?:you|u)(?:\s+(?:would|could|will|can))?|"
    # A request put formally: "I respectfully request that you be vigilant with my account".
    r"i\s+(?:\w+\s+)?(?:request|ask|beg|urge)\s+(?:that\s+)?(?:you|u)(?:\s+to)?|"
    r"is\s+it\s+possible\s+to)\s+"
)
_SET_BEFORE = re.compile(
    r"^(?:(?:during|on|in|at|after|before|every|each|throughout|for)\s+(?:\w+\s+){1,3}?"
    r"(?=please|kindly|just|\w+\s+me\b)|.{0,60}?\b(?:so|therefore|hence)\s+)"
)
# An elliptic wish about how things look or read: "Bigger text if possible".
_COMPARATIVE = frozenset(
    "bigger larger smaller shorter simpler slower louder clearer fewer plainer".split()
)
_NEGATED_FREQUENCY = re.compile(r"\b(?:dont|do\s+not|not|never)\s+(?:always|every|usually)\b")

# --- reminders with a when -------------------------------------------------------------

# ... Amharic in Latin letters "asatawsegn" (remind me), round 54.
_REMIND = re.compile(
    r"\b(?:remind\w*|alert\s+me|notify\s+me|ping\s+me|wish\s+me|as(?:a|i)?taw(?:u)?s(?:e)?gn)\b"
)
_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
_DAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
WHEN_ANCHOR = re.compile(
    rf"\b(?:{_MONTHS}|{_DAYS}|morning|afternoon|evening|night|tonight|tomorrow|weekend|"
    r"month\s+end|end\s+of\s+(?:the\s+)?(?:month|week|year)|first\s+week|next\s+(?:week|month|year))\b"
    r"|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:" + _MONTHS + r")\b"
    r"|\bon\s+the\s+\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}\s*(?:am|pm)\b|\bat\s+\d"
    r"|\b(?:each|every)\s+(?:cycle|round|rotation|payout|meeting|contribution)\b"
    # Any period or occasion that comes round: "each term", "every harvest", "every payday".
    r"|\b(?:each|every)\s+(?:new\s+|school\s+|academic\s+|financial\s+)?(?:term|semester|session|"
    r"quarter|season|harvest|pay\s*day|salary|year|month|week|fortnight|day|festive|holiday)s?\b"
    r"|\b(?:the\s+)?day\s+before\b|\b(?:\d+|one|two|three|four|five|six|seven|a\s+few|a|few)\s+"
    r"(?:days?|weeks?|months?|hours?)\s+(?:before|after|to|ahead|early)\b"
    r"|\bbefore\s+(?:it|my|the|his|her|each|every|any)\b"
    # Amharic in Latin letters, "before" after its days: "ande ken befit" (one day before), "ke
    # equb ken sost ken befit", "samint befit" (a week before), round 54.
    r"|\b(?:ande|and|hulet|sost|arat|amist|\d+)?\s*(?:ken|qen|samint|samnt|wer)\s+(?:befit|befito|bfit)\b"
    # A feast that comes round each year: "before Eid", "before ramadan starts" (round 45).
    r"|\b(?:before|after|during|for|at|on)\s+(?:the\s+)?(?:ramadan|ramadhan|eid|sallah|salah|"
    r"christmas|xmas|easter|lent|diwali|hajj|umrah|new\s+year|passover|hanukkah|thanksgiving|"
    r"kwanzaa|timket|meskel|enkutatash|tabaski|mawlid|durbar|homowo|"
    # ... or a season of the farm that comes round: "before harvest" (round 46).
    r"harvest|planting(?:\s+season)?|rainy\s+season|dry\s+season)\b"
    # Before each of a kind: "before exams", "before holidays".
    r"|\bbefore\s+[a-z]{3,}s\b"
    # When a dated thing comes due: "when my fixed deposit is about to mature".
    r"|\b(?:when|whenever|once)\s+(?:my|the|it|its|his|her|our)\b(?:\s+\w+){0,5}?\s+"
    r"(?:is\s+|are\s+)?(?:about\s+to|due|expir\w*|matur\w*|ends?|renew\w*|runs?\s+out|"
    r"falls?\s+due|comes?\s+up|arriv\w*|starts?|resum\w*)\b"
    # ... or counted down to: "when my repayment is 2 days away" (``lasting_due``).
    r"|" + DUE_NEAR
    # ... or pay that comes each month: "when my salary drops" (``lasting_standing``).
    + r"|" + PAY_EVENT
)


_CLOCK_TIME = re.compile(r"\d{1,2}(?::?\d\d)?(?:am|pm|h|hrs)")


@lru_cache(maxsize=4096)
def _known(word: str) -> str | None:
    """The lexicon word this word is, or is within a letter or two of (long words only)."""
    if word in MANNER:
        return word
    if _CLOCK_TIME.fullmatch(word):
        return "time"  # "before 9pm only please": an hour is when to reach the user
    if len(word) < 5 or not word.isalpha():
        return None
    close = difflib.get_close_matches(word, _FUZZY, n=1, cutoff=0.8)
    return close[0] if close else None


# A wish hedged before it: "If possible speak Tonga with me", "where you can, reply in Twi".
_IF_POSSIBLE = re.compile(
    r"^(?:(?:if|where|when|whenever)\s+(?:its\s+|it\s+is\s+)?possible|if\s+(?:you|u)\s+can|"
    r"where\s+(?:you|u)\s+can|as\s+much\s+as\s+(?:possible|you\s+can))\s+"
)


def _instruction(words: list[str]) -> list[str] | None:
    """The clause's words from its opening on, when the clause opens an instruction."""
    hedged = _IF_POSSIBLE.match(" ".join(words))
    if hedged is not None:
        words = " ".join(words)[hedged.end() :].split()
    found = _opening(words)
    if found is not None:
        return found
    text = " ".join(words)
    for pattern in (_POLITE, _SET_BEFORE):
        m = pattern.match(text)
        if m is not None and m.end() < len(text):
            found = _opening(text[m.end() :].split())
            # Asked as a question, only how to deal with the user ("reply in Swahili",
            # "call me Ada"), not what the assistant can do ("can you keep notes?").
            if found is not None and pattern is _POLITE and not _to_me(found):
                found = None
            if found is not None:
                return found
    # A reason first, then the request: "my eyes are weak pls use simple words".
    for k, w in enumerate(words[1:], start=1):
        # ... or "so": "I use voice note to type so ignore small spelling errors" (round 72).
        if w in {"please", "pls", "plz", "kindly", "abeg", "so"} and k + 1 < len(words):
            found = _opening(words[k + 1 :])
            if found is not None:
                return found
    # An elliptic wish opened by "please", of how to speak only: "please simple english" (r. 81).
    if please_how(words, MANNER, STYLE):
        return words
    # An elliptic wish that ends on "please": "high contrast screens and big buttons please".
    if words and words[-1] == "please" and any(w in MANNER for w in words[:-1]):
        return words
    if words and (words[0] in _COMPARATIVE or words[-1] == "only" or words[-2:-1] == ["only"]):
        return words  # "Bigger text if possible", "Halal investment options only please"
    return None


_MOVING_MONEY = frozenset(
    "money transfer transfers pay payment payments withdraw withdrawal buy cash funds".split()
)


def _whenever_how(clause: str) -> bool:
    """A standing "whenever you …" (``WHENEVER_YOU``), then within a few words an instruction
    with a manner word: "wen u dey reply make e short", not "wen u dey send money no ask me pin"
    (no manner in it: the screens read that one)."""
    m = WHENEVER_YOU.match(clause.strip())
    if m is None:
        return False
    words = plain_words(clause.strip()[m.end() :]).split()
    for k in range(1, min(5, len(words))):
        # Each time money moves is no way of dealing with the user: "wen u dey send money make
        # e fast" is read as before.
        if _MOVING_MONEY & set(words[:k]):
            return False
        found = _opening(words[k:])
        if found is not None and (
            SHORT_ANSWER.search(" ".join(found)) or any(_known(w) for w in found[1:])
        ):
            return True
    return False


def _to_me(words: list[str]) -> bool:
    return bool({"me", "my", "i"} & set(words)) or (
        (words[0] in SPEECH and bool({"in", "like"} & set(words[1:4])))
        # "can you be a bit funny?", "can you keep it short?" (blind round 77)
        or (words[0] in {"be", "keep", "make"} and bool(STYLE & set(words[1:4])))
    )


# A time the instruction holds in, before it: "During Ramadan send my reminders after
# iftar", "throughout Lent reply in the evening".
_TIME_FRAME = frozenset("during throughout".split())


def _opening(words: list[str]) -> list[str] | None:
    i = 0
    while i < len(words) and words[i] in _LEAD_IN:
        i += 1
    if i < len(words) and words[i] in _TIME_FRAME:
        verb = next((k for k in range(i + 1, min(i + 5, len(words))) if words[k] in CONDUCT), None)
        if verb is not None:
            i = verb
    rest = words[i:]
    if not rest:
        return None
    if rest[0] in CONDUCT or _OPENS.match(" ".join(rest)):
        return rest
    return None


# What to call the user: "call me Mama Tunde", Igbo "kpọọ m Nne Ada". A name, not a time.
_CALL_ME = re.compile(
    r"^(?:call|address|kpoo|kpo)\s+(?:me|m)\s+(?:as\s+)?"
    r"(?!(?:back|later|tomorrow|now|at|on|when|if|after|before|in|by|again|soon|today|tonight|"
    r"this|next|first|please)\b)[a-z]+(?:\s+[a-z]+){0,2}?"
    # "… in all correspondence", "… when you write".
    r"(?:\s+(?:in|on|for|when|at)\s+(?:all|every|each|any|your|our|my|you)\b.*)?$"
)


# A condition on the user's own future acts makes what follows it a standing rule: "If I
# try to send money after midnight, ask me if I'm sure", "When I'm abroad, text me".
_CONDITION = re.compile(
    r"^(?:\w+\s+)?(?:if|when|whenever|any\s*time|each\s+time|every\s+time|once)\s+"
    r"(?:i|im|my|anyone|anybody|someone|somebody|a|an|any|the)\b"
)


_INSTRUCTED_AFTER = re.compile(
    r"\b(?:please|kindly|dont|do\s+not|never|always)\s+(?:" + "|".join(sorted(CONDUCT)) + r"|think|"
    r"assume|worry|mind)\b"
)
# Standing until the user says otherwise: "block international transactions until I talk
# otherwise", "till further notice".
_UNTIL_TOLD = re.compile(
    r"\b(?:until|till|til)\s+(?:i\s+(?:say|talk|tell|change|ask|decide)|further\s+notice|"
    r"i\s+say\s+so)\b|\bunless\s+i\b"
)
# Each time the assistant speaks to the user: "say 'ma' when you talk to me", "use my title
# whenever you write to me".
_WHEN_YOU_SPEAK = re.compile(
    r"\b(?:when|whenever|each\s+time|every\s+time|any\s*time)\s+(?:you|u)\s+(?:talk|speak|write|"
    # ... in a language named before "to me": "when you write Amharic to me, use Ge'ez" (round 67).
    r"reply|respond|chat|text|greet|address|message|answer)\w*\s+(?:(?:in\s+)?(?:"
    + "|".join(sorted(LANGUAGE)) + r")\s+)?(?:to\s+|with\s+)?me\b"
    r"(?!\s+(?:today|tomorrow|tonight|next|later|this|again|on|at)\b)"
    # ... or puts a kind of thing to them: "when you mention dates use day/month/year".
    r"|\b(?:when|whenever|each\s+time|every\s+time|any\s*time)\s+(?:you|u)\s+(?:mention|show|give|"
    r"quote|display|list|write|send|tell\s+me|put)\s+(?:any\s+|the\s+|my\s+)?(?:dates?|times?|amounts?|"
    r"figures?|numbers?|prices?|balances?|names?|currenc\w+)\b"
)
_SAYING = SPEECH | {"say", "use", "call", "greet"}
_EACH_EVENT = re.compile(
    r"\b(?:after|before|with|for)\s+(?:each|every)\s+(?:payment|transfer|transaction|purchase|"
    r"withdrawal|deposit|debit|credit|top\s*up)s?\b"
)
_FILLERS = frozenset({"uh", "uhm", "um", "umm", "er", "erm", "eh", "ehm", "hmm"})
_BUT = re.compile(r"\bbut\b", re.IGNORECASE)
# Something of the user's kept out of what is shown: "don't show my full account number".
_KEPT_FROM_VIEW = re.compile(
    r"^(?:please\s+|kindly\s+)?(?:dont|do\s+not|never)\s+(?:ever\s+)?(?:show|display|print|read\s+out|"
    r"write\s+out|spell\s+out)\s+(?:my|the)\b"
)
# A subject not to raise: "don't discuss politics or religion with me".
_AVOID = re.compile(
    # ... "stop reminding me about iddir, I left it" (round 45).
    r"^(?:please\s+|kindly\s+)?stop\s+(?:reminding|telling|messaging|texting)\s+me\s+about\b|"
    r"^(?:please\s+|kindly\s+)?(?:dont|do\s+not|never|no\s+need\s+to)\s+(?:ever\s+)?(?:discuss|mention|"
    r"talk\s+(?:about|of)|bring\s+up|raise|joke\s+about|comment\s+on|ask\s+(?:me\s+)?about)\b"
    r"|^(?:please\s+)?no\s+(?:\w+\s+){1,4}?(?:talk|talks|chat|discussion|jokes?)\b"
)
# A name for something of the user's: "refer to my savings group as 'the sisters'".
_REFER_AS = re.compile(r"^(?:please\s+)?(?:refer\s+to|call|name)\s+(?:\w+\s+){1,4}?as\s+\w+")
# What the user means by a word of theirs: "if I talk 'my pikin' na she", "when I say sharp
# sharp I mean quick".
_MEANING = re.compile(
    r"\b(?:if|when|whenever|any\s*time)\s+i\s+(?:say|talk|write|type|mention|call)\b(?:\s+\S+){1,6}?"
    r"\s+(?:i\s+mean|means?|is|refers?\s+to)\b"
)


# A title put right: "It's Dr. Mensah, not Mr. Mensah, please".
_TITLE = re.compile(
    r"^(?:its|it\s+is|i\s+am|im)\s+(?:dr|doctor|prof|professor|mrs|ms|miss|mr|chief|pastor|rev|"
    r"reverend|alhaji|alhaja|hajia|engr|engineer|barrister|madam|sir|mama|baba|auntie|aunty|uncle)"
    r"\b(?:\s+\w+){0,2}\s+not\s+"
)


# The name the user goes by, beside the one on the account: "My name is Oluwaseun but everybody
# calls me Seun", "I'm Abena, though my friends call me Bee".
_GOES_BY = re.compile(
    r"^(?:my\s+name\s+is|i\s+am|im|its)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:but|though|although|and)\s+"
    r"(?:everybody|everyone|people|friends|my\s+friends|family|my\s+family|all|most\s+people)\s+"
    r"(?:just\s+)?calls?\s+me\s+(?!(?:when|whenever|if|at|on|back|to|for|every|about)\b)[a-z]+\b"
)


# A language the user welcomes, said as what is fine: "Mixing English and Zulu is fine, that's
# how I talk", "Pidgin is ok with me".
_LANGUAGE_WELCOME = re.compile(
    r"^(?:(?:mixing|using|speaking|writing|replying|talking|answering)\s+(?:in\s+)?)?(?:\w+\s+){0,2}?"
    r"(?:"
    + "|".join(sorted(LANGUAGE))
    + r")(?:\s+(?:and|or|with)\s+(?:\w+\s+)?(?:"
    + "|".join(sorted(LANGUAGE))
    + r"))?\s+(?:is|are)\s+(?:\w+\s+)?(?:fine|ok|okay|good|cool|"
    r"welcome|perfect|great|best|preferred)\b"
)


# How the user's name is written: "My name is spelled Wanjiru with one 'r'".
_SPELLED = re.compile(
    r"^(?:my\s+(?:\w+\s+)?(?:name|surname|names)|its|it\s+is)\s+(?:is\s+|are\s+)?(?:spelled|spelt|"
    r"written|pronounced)\b"
)


_FORMAT_OVER = re.compile(
    r"^(?:in\s+|use\s+)?([a-z]+)\s+(?:not|over|and\s+not)\s+(?:in\s+)?([a-z]+)"
    r"(?:\s+(?:please|pls|plz|abeg|only|when|whenever|for|in|on)\b.*)?$"
)


def standing_preference(text: str) -> str | None:
    """What makes ``text`` a standing preference by what it is about, or None."""
    text = in_english(as_said(text))  # Taglish, Turkish, the north's words (``lasting_north``)
    whole = plain_words(text)
    if _TITLE.match(whole) or _GOES_BY.match(whole) or _SPELLED.match(whole):
        return "name"
    if _LANGUAGE_WELCOME.match(whole) or asked_together(whole):
        return "language"
    if _MEANING.search(whole):
        return "meaning"
    threshold = THRESHOLD_TOPIC.match(whole)
    if threshold is not None and (wish := standing_preference(whole[threshold.end() :])):
        return wish
    if _AVOID.match(whole) or _KEPT_FROM_VIEW.match(whole):
        return "avoid"
    if _BETTER_FOR_ME.search(whole) or _better_said_short(whole):
        return "better"
    # One of two ways chosen in an instruction: "write KSh rather than KES".
    if re.search(r"\b(?:rather\s+than|instead\s+of)\b", whole) and _instruction(whole.split()):
        return "choice"
    # One format set against another, elliptic: "Dollars not shillings please when you show me
    # amounts", "lakh not million" (round 62).
    chosen = _FORMAT_OVER.match(whole)
    if chosen is not None and chosen.group(1) in FORMAT and chosen.group(2) in FORMAT:
        return "choice"
    if _REFER_AS.match(whole):
        return "name"
    # An elliptic wish read whole, its clauses cut by a slash: "Dates as day/month/year please".
    said = whole.split()
    if said and said[-1] in {"please", "pls", "plz"} and any(w in FORMAT for w in said[:-1]):
        return "format"
    conditioned = False
    # A clause after "but" is its own wish: "voice notes are fine but text me in English".
    parts = [p for original, _ in clauses(text) for p in _BUT.split(original) if p.strip()]
    for original in parts:
        condition = _CONDITION.match(plain_words(original))
        if condition:
            conditioned = True
            # The instruction may follow in the same clause: "when I'm typing for her please
            # reply in Yoruba", "if I type in caps dont think I'm shouting".
            if _INSTRUCTED_AFTER.search(plain_words(original), condition.end()):
                return "when"
            continue
        plain = plain_words(original)
        if not plain or ONE_OFF.search(plain) or _NEGATED_FREQUENCY.search(plain):
            continue
        # An elliptic wish of its own clause: "Dates as day/month please, 05/07 means 5 July".
        said = plain.split()
        if said[-1] in {"please", "pls", "plz"} and any(w in FORMAT for w in said[:2]):
            return "format"
        # Each time the assistant speaks, then the wish, fillers and all: "when you reply me
        # just uh make it simple English".
        spoken = _WHEN_YOU_SPEAK.search(plain)
        if spoken:
            rest = [w for w in plain[spoken.end() :].split() if w not in _FILLERS]
            if rest[:1] == ["just"]:
                rest = rest[1:]
            if _instruction(rest) is not None:
                return "when"
        # Whenever the assistant does something, in English or pidgin's habitual, then a wish of
        # how: "wen u dey reply make e short" (round 84; ``WHENEVER_YOU``).
        if _whenever_how(original):
            return "when"
        # A channel as the verb, to the user and nothing of when: "WhatsApp me, not SMS" (round 45).
        if said[0] in CHANNEL and _CHANNEL_TO_ME.match(original.strip().lower()):
            return said[0]
        words = _instruction(plain.split())
        if words is None:
            continue
        if conditioned or _UNTIL_TOLD.search(plain) or _ON_MY_ACTS.search(plain):
            return "when"
        if words[0] in _SAYING and _WHEN_YOU_SPEAK.search(plain):
            return "when"
        if _REMIND.search(plain) and (WHEN_ANCHOR.search(plain) or RULE_REMINDED.search(plain)):
            return plain
        if warned_each(plain):  # "tell me if a transfer looks like a scam" (``lasting_standing``)
            return "warning"
        if words[0] in SPEECH and {"in", "like", "for", "with"} & set(words[1:4]):
            return words[0]
        # ... or said plainly, spoken to the user: "talk to me regular, like a person" (round 60).
        if words[0] in SPEECH and words[1:3] == ["to", "me"] and set(words[3:5]) & _PLAINLY:
            return words[0]
        if SHORT_ANSWER.search(" ".join(words)):
            return "short"
        frank = words[0] == "be" and words[1:2] and words[1] in _FRANK
        if frank and "with me" in " ".join(words[2:5]):
            return "frank"
        # "Speak Lingala to me", "talk Pidgin to me": a word spoken to the user is its language.
        if words[0] in SPEECH and words[2:4] == ["to", "me"]:
            return words[0]
        if _CALL_ME.match(" ".join(words)):
            return "name"
        # How often to send the user something: "send me a savings tip once a week" (round 83).
        if how_often(words) is not None:
            return "how often"
        # A manner word other than the opening verb ("reply fast", "text only").
        for k, w in enumerate(words):
            known = _known(w)
            if known is not None and (k > 0 or "only" in words or words[0] in _COMPARATIVE):
                return known
        if (
            STRICT.search(plain) or ALERT_OVER.search(plain)
            or (any(w in CONTROLS for w in words) and STRICTER.search(" ".join(words)))
            or two_checks(words)
            or (words[0] in _HOLDS_BACK and _HELD_WHEN & set(words))
        ):
            return "stricter"
    return wish_on_your_acts(text)


# How one talks to a person, said after "talk to me" (not a word of money: "send regular payments"
# is no way of talking).
_PLAINLY = frozenset(
    "regular normal normally straight plainly nicely naturally "
    # ... or softly: "talk to me soft-soft" (pidgin's doubled word, round 63).
    "soft softly gently calmly quietly".split()
)
# Frank with the user: "be straight with me" ("straight away" once read), "be direct with me".
_FRANK = frozenset("straight direct honest frank plain".split())


# A channel used as a verb, then a stop or a contrast: "WhatsApp me, not SMS", "text me only".
_CHANNEL_TO_ME = re.compile(
    r"^(?:please\s+|pls\s+|kindly\s+|abeg\s+)?[a-z]+\s+me\s*(?:$|[,;.!]|\s+(?:only|instead|rather|"
    r"not|please|pls)\b)"
)


# A card or money held back by the user's rule: "freeze my card automatically if it's used
# outside Nigeria" (stricter when the shape says so).
_HOLDS_BACK = frozenset("lock freeze block cap".split())
_HELD_WHEN = frozenset("if when whenever automatically even".split())


# A comparison that states a standing choice: "voice notes work better for me".
_BETTER_FOR_ME = re.compile(
    r"\b(?:works?|is|are)\s+(?:better|easier|simpler|clearer)\s+for\s+me\b|\bsuits?\s+me\s+better\b"
)
# ... said without its verb, a way of dealing with the user before it: "Voice note better for
# me", "Cantonese easier for me" (round 64).
_BETTER_SHORT = re.compile(
    r"^(?P<what>(?:[a-z]+\s+){1,3}?)(?:much\s+|more\s+|way\s+)?(?:better|easier|simpler|clearer|best)\s+"
    r"for\s+me\b"
)


def _better_said_short(whole: str) -> bool:
    m = _BETTER_SHORT.match(whole)
    return m is not None and any(_known(w) for w in m.group("what").split())


# An instruction tied to the user's own acts to come: "tell me the rate before I send
# anything to Ghana", "show me the fee every time I pay a bill".
_ON_MY_ACTS = re.compile(
    r"\b(?:before|after)\s+i\s+(?:send|pay|transfer|buy|withdraw|move)\s+(?:anything|any|money)\b"
    r"|\b(?:whenever|every\s+time|each\s+time|any\s*time)\s+i\s+(?:send|pay|transfer|buy|withdraw|move)\b"
)
