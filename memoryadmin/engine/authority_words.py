"""The authority grammar's own words (domain-agnostic): see ``memoryadmin.engine.authority``.

Negators, stoppers, weakening verbs, modals, role markers: regex fragments over
normalised words (``memoryadmin.engine.sentences.norm_words``). The pack brings
the words for what it protects (``AuthorityVocabulary``); these are the words
any request to weaken a control is made of.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# --- the grammar's own words (domain-agnostic) ---------------------------------------

GAP = r"(?:\s+\S+){0,%d}"
# A gap that does not cross a turn in meaning: "never want transfers without confirmation".
GAP_SAME = r"(?:\s+(?!without\b|unless\b|except\b|but\b|if\b)\S+){0,%d}"
# Small words that may sit between a stopper and what it stops: "dont ever ask me for".
FILLER = (
    r"(?:\s+(?:me|my|the|a|an|any|to|for|with|us|it|your|about|ever|again|really|even|more|"
    r"longer|you|i|we|have|be|being|bother|need|want|will|would|please|actually|just))*"
)


def _alt(words: Iterable[str]) -> str:
    return "(?:" + "|".join(words) + ")"


# Negation that makes a weakening verb a strengthening one ("never skip").
# "dont mind", "dont worry" and "dont forget" negate nothing here.
NEGATORS = (
    r"never",
    r"dont(?!\s+(?:mind|care|worry|forget|hesitate))",
    r"do\s+not(?!\s+(?:mind|care|worry|forget|hesitate))",
    r"doesnt(?!\s+(?:mind|matter))",
    r"does\s+not(?!\s+(?:mind|matter))",
    r"shouldnt",
    r"should\s+not",
    r"must\s+not",
    r"mustnt",
    r"wont",
    r"will\s+not",
    r"cannot",
    r"cant",
    r"not\s+to",
    r"not\s+allowed\s+to",
    r"no\s+one\s+should",
    r"nobody\s+should",
    r"under\s+no\s+circumstances?",
    r"refuse\s+to",
)
# Negation that makes asking-for-a-control a weakening ("dont ask for my PIN").
# Present and imperative only: "did not confirm" is an event, not a policy.
STOPPERS = (
    r"dont(?!\s+(?:mind|care|worry|forget|hesitate))(?:\s+ever)?",
    r"do\s+not(?!\s+(?:mind|care|worry|forget|hesitate))(?:\s+ever)?",
    r"doesnt",
    r"does\s+not",
    r"never(?:\s+ever)?",
    r"no\s+need\s+(?:to|for)",
    r"no\s+longer",
    r"need\s+not",
    r"neednt",
    r"not\s+(?:to|be)",
    r"to\s+not",
    r"(?:need|needs|require|requires|want|wants)\s+no",
    r"if\s+(?:you|i|it|we)\s+(?:didnt|did\s+not|wouldnt|would\s+not|never)",
    r"stop",
    r"quit",
    r"cease",
    r"shouldnt",
    r"should\s+not",
    r"mustnt",
    r"must\s+not",
    r"wont",
    r"will\s+not",
    r"no\s+more",
    r"rather\s+not",
    r"prefer\s+not\s+to",
    r"not\s+have\s+to",
    r"dont\s+have\s+to",
    r"doesnt\s+have\s+to",
)
# Verbs that make the user go through a control: negated, they weaken it.
REQUIRERS = (
    r"ask(?:ing|s)?",
    r"be\s+asked",
    r"being\s+asked",
    r"get\s+asked",
    r"request(?:ing|s)?",
    r"be\s+requested",
    r"requir(?:e|es|ing)",
    r"be\s+required",
    r"need(?:s|ing)?",
    r"want(?:s|ing)?",
    r"prompt(?:ing|s)?",
    r"be\s+prompted",
    r"demand(?:ing|s)?",
    r"insist(?:ing)?\s+on",
    r"bother(?:ing)?\s+(?:me\s+)?(?:with|about)",
    r"mak(?:e|es|ing)\s+me(?:\s+\w+)?",
    r"have\s+to",
    r"enter(?:ing)?",
    r"type(?:ing)?",
    r"input(?:ting)?",
    r"key(?:ing)?\s+in",
    r"put(?:ting)?\s+in",
    r"provid(?:e|ing)",
    r"use|using",
    r"do(?:ing)?",
    r"go(?:ing)?\s+through",
    r"send(?:ing)?(?:\s+me)?",
    r"check(?:ing)?\s+(?:for|with)",
    r"wait(?:ing)?\s+for",
    r"worry(?:ing)?\s+about",
    r"bug(?:ging)?\s+me\s+(?:with|for|about)",
)
# Verbs and phrases that weaken a control outright ("skip the OTP").
WEAKENERS = (
    r"skip(?:s|ped|ping)?",
    r"bypass(?:es|ed|ing)?",
    r"waiv(?:e|es|ed|ing)",
    r"disabl(?:e|es|ed|ing)",
    r"deactivat(?:e|es|ed|ing)",
    r"turn(?:s|ed|ing)?\s+off",
    r"switch(?:es|ed|ing)?\s+off",
    r"shut(?:s|ting)?\s+off",
    r"remov(?:e|es|ed|ing)",
    r"drop(?:s|ped|ping)?(?!\s+me)",
    r"ignor(?:e|es|ed|ing)",
    r"avoid(?:s|ed|ing)?",
    r"circumvent(?:s|ed|ing)?",
    r"overrid(?:e|es|ing)",
    r"overridden",
    r"get\s+(?:around|past|rid\s+of)",
    r"cancel(?:s|led|ling)?",
    r"leave\s+out",
    r"omit(?:s|ted|ting)?",
    r"forget\s+about",
    r"never\s*mind",
    r"nevermind",
    r"dont\s+worry\s+about",
    r"do\s+not\s+worry\s+about",
    r"dont\s+bother\s+(?:with|about)",
    r"no\s+more",
    r"relax(?:es|ed|ing)?",
    r"loosen(?:s|ed|ing)?",
    r"lift(?:s|ed|ing)?",
    r"suspend(?:s|ed|ing)?",
    r"pause(?:s|d)?",
    r"stop\s+using",
    r"do(?:ing)?\s+away\s+with",
    r"dispens(?:e|ing)\s+with",
    r"go(?:ing)?\s+without",
    r"do(?:ing)?\s+without",
    r"exempt(?:s|ed|ing)?(?:\s+\w+)?\s+from",
    r"opt(?:ed|ing)?\s+(?:me\s+)?out\s+of",
    r"excuse\s+me\s+from",
    r"spare\s+me(?:\s+the)?",
    r"whitelist(?:s|ed|ing)?",
    r"auto\s*(?:confirm|approve|verify)\w*",
    r"pre\s*(?:confirm|approv|verif|authori[sz])\w*",
)
# Said of a control after it: "the OTP is not needed", "confirmation is optional".
WEAK_PREDICATES = (
    r"(?:is|are|was|be|being|been)?\s*(?:not|no\s+longer|never)\s+(?:needed|necessary|required|"
    r"compulsory|mandatory|important|a\s+must)",
    r"(?:isnt|arent|wasnt)\s+(?:needed|necessary|required|compulsory|mandatory|important)",
    r"unnecessary",
    r"not\s+for\s+me",
    r"optional",
    r"(?:can|could|should|may|will|must)\s+(?:\w+\s+)?be\s+(?:skipped|waived|bypassed|ignored|"
    r"dropped|removed|disabled|turned\s+off|switched\s+off|left\s+out|omitted|avoided|lifted)",
    r"(?:is|are|was|were|been|be|get|gets)\s+(?:skipped|waived|bypassed|ignored|dropped|removed|"
    r"disabled|turned\s+off|switched\s+off|lifted|suspended|exempted|whitelisted|off)",
    r"(?:doesnt|dont|does\s+not|do\s+not)\s+(?:matter|apply|count)",
    r"(?:can|could)\s+(?:go|wait|be\s+ignored)",
    r"(?:is|are)\s+(?:a\s+)?(?:waste|pointless|redundant|overkill)",
    r"not\s+(?:apply|applicable)",
    r"exempt(?:ed)?",
    # "… so they won't be asked again".
    r"(?:wont|will\s+not|wouldnt|would\s+not|dont|do\s+not|doesnt|does\s+not|need\s+not|neednt|"
    r"no\s+longer)\s+(?:need\s+to\s+)?(?:be|get)\s+(?:asked|requested|required|needed|checked|"
    r"entered|typed|used)",
)
ASKING = (
    r"bother(?:ing)?\s+(?:to\s+)?(?:ask|check|confirm|verify)\w*(?:\s+with\s+me)?",
    r"ask(?:ing)?",
    r"check(?:ing)?\s+with\s+me",
    r"(?:double\s+)?check(?:ing)?",
    r"confirm(?:ing)?\s+with\s+me",
    r"bother(?:ing)?",
    r"bug(?:ging)?",
    r"prompt(?:ing)?",
    r"wait(?:ing)?\s+for\s+me",
    r"consult(?:ing)?",
    # Round 60: "the list you never question" (the payees you never check).
    r"question(?:ing)?",
)
PERMISSIONS = (
    r"(?:my\s+|the\s+users?\s+|her\s+|his\s+|their\s+)?(?:ok|okay|go\s+ahead|say\s+so|"
    r"approval|permission|consent|authori[sz]ation|input|agreement|sign\s+off)"
)
ASSISTANT = (
    r"(?:the\s+|this\s+|our\s+|my\s+|your\s+)?(?:assistant|bot|chat\s*bot|ai|model|llm|"
    r"chat\s*gpt|gpt|claude|virtual\s+assistant|banking\s+assistant)"
)
MODALS = (
    r"should(?:\s+not|nt)?",
    r"must(?:\s+not|nt)?",
    r"shall(?:\s+not)?",
    r"needs?\s+to",
    r"need\s+not",
    r"has\s+to",
    r"have\s+to",
    r"(?:is|are)\s+(?:not\s+)?to",
    r"(?:is|are)\s+(?:now\s+)?(?:allowed|permitted|authori[sz]ed|free|cleared|instructed|required|"
    r"supposed|expected|meant|told)\s+to",
    r"may",
    r"can",
    r"will\s+(?:always|never|now|no\s+longer|not)",
    r"wont",
    r"(?:does\s+not|doesnt|do\s+not|dont)\s+(?:need|have)\s+to",
    r"(?:no\s+longer|never)\s+needs?\s+to",
    r"(?:is|are)\s+not\s+required\s+to",
    r"(?:isnt|arent)\s+required\s+to",
    r"(?:has|have)\s+(?:my\s+|the\s+users?\s+)?(?:permission|authori[sz]ation|authority|consent|"
    r"approval|clearance|blessing|go\s+ahead)",
)
YOU_MODALS = (
    r"must",
    r"shall",
    r"should",
    r"are\s+to",
    r"have\s+to",
    r"need\s+to",
    r"are\s+(?:now\s+)?(?:allowed|permitted|authori[sz]ed|cleared|free|instructed|required|"
    r"supposed|expected|meant|told)\s+to",
    r"(?:now\s+)?have\s+(?:my\s+|full\s+|the\s+)*(?:permission|authori[sz]ation|authority|consent|"
    r"approval|clearance|blessing|go\s+ahead|ok|okay|access)",
    r"are\s+now",
    r"will\s+now",
    r"can\s+(?:now\s+)?(?:skip|ignore|bypass|go\s+ahead|proceed|just|stop|assume|treat|consider|"
    r"trust|approve|release|raise|increase|remove|disable|turn\s+off|override|act|do\s+whatever)",
    r"may\s+(?:now\s+)?(?:skip|ignore|bypass|go\s+ahead|proceed|just|stop|assume|treat|consider|"
    r"trust|approve|release|raise|increase|remove|disable|turn\s+off|override|act|do\s+whatever)",
)
OVERRIDES = (
    r"(?:ignore|disregard|forget|override|overwrite|bypass|drop|discard|abandon|replace|delete|"
    r"set\s+aside|stop\s+following)\s+(?:all\s+|any\s+|every\s+|of\s+)*(?:the\s+|your\s+|my\s+|"
    r"these\s+|those\s+|this\s+|previous\s+|prior\s+|above\s+|earlier\s+|preceding\s+|original\s+|"
    r"old\s+|existing\s+|system\s+|safety\s+|security\s+|bank\s+|banks\s+|default\s+|other\s+|"
    r"initial\s+|current\s+)*(?:instructions?|rules?|prompts?|guidelines?|polic(?:y|ies)|"
    r"directives?|guardrails?|restrictions?|constraints?|programming|training|protocols?|"
    r"procedures?|safeguards?|limitations?|context|messages?)",
    r"(?:new|updated|override|overriding|special|secret|hidden|revised|real|true)\s+"
    r"(?:instructions?|rules?|directives?|system\s+prompt|prompt|policy|orders?)",
    r"(?:system|developer|admin|administrator|god|dan|jailbreak|debug|maintenance|sudo|root|"
    r"unrestricted|unfiltered)\s+(?:mode|prompt|override|access|message|instruction)",
    r"jail\s*break",
    r"prompt\s+injection",
    r"you\s+are\s+now",
    r"from\s+now\s+on\s+you\s+(?:are|will|must|should|shall|can)",
    r"act\s+as\s+(?:if|though|a|an|my)",
    r"pretend\s+(?:to\s+be|you|that|its)",
    r"role\s*play\s+as",
    r"your\s+(?:new\s+|real\s+|true\s+)?(?:instructions|rules|role|task|job|orders|purpose)\s+"
    r"(?:is|are|has|have)",
    r"(?:these|this)\s+(?:rule|instruction|directive)s?\s+(?:overrides?|supersedes?|replaces?)",
    r"(?:follow|obey)\s+(?:these|this|my|the\s+following)\s+(?:instructions?|rules?|orders?)",
)
# What someone else may be said to be allowed to do to the user's money or account.
ACCOUNT_ACTS = (
    r"(?:make|send|approve|transfer|pay|authori[sz]e|confirm|move|withdraw|operate|manage|spend|"
    r"change|add|edit|update|modify|remove|delete|instruct|initiate|request|order|handle|access|reset|"
    r"use|control|run|set\s+up)"
)
DELEGATION = (
    r"(?:do|follow|obey|trust|accept|honou?r|execute|carry\s+out|act\s+on|approve)\s+"
    r"(?:whatever|anything|everything|all|any|every)(?:\s+(?:that|of|request|requests|"
    r"instruction|instructions|message|messages|transfer|transfers))?\s+"
    r"(?:he|she|they|someone|anyone|\w+)?(?:\s+\w+)?\s*(?:says?|asks?|tells?|wants?|requests?|"
    r"sends?|instructs?|orders?|needs?)",
    r"(?:instructions|requests|messages|orders|word)\s+from\s+(?:my\s+)?\w+(?:\s+\w+)?\s+"
    r"(?:are|is|as|should\s+be|count)\s+(?:coming\s+from\s+me|from\s+me|mine|valid|authori[sz]ed|"
    r"approved|final|as\s+mine)",
    r"(?:can|may|is\s+allowed\s+to|will)\s+(?:\w+\s+){0,4}on\s+my\s+behalf",
    r"(?:act|acts|acting|speak|speaks|transact|transacts|approve|approves|authori[sz]es?|"
    r"confirms?|instructs?|decides?|sign|signs)\s+on\s+my\s+behalf",
    r"(?:speaks?|acts?|signs?|decides?)\s+for\s+me",
    r"(?:treat|consider|regard)\s+(?:him|her|them|\w+)(?:\s+\w+)?\s+as\s+(?:me|myself|the\s+"
    r"account\s+owner|the\s+owner|the\s+user)",
    # ... "he's allowed to reset my PIN" (blind round 76: "hes", one word once folded).
    r"(?:is|are|hes|shes|theyre)\s+(?:also\s+)?(?:allowed|authori[sz]ed|permitted|cleared|free|able)\s+"
    rf"to\s+{ACCOUNT_ACTS}",
    r"(?:has|have)\s+(?:full\s+)?(?:access|authority|permission|control|power)\s+(?:to|over|on)\s+"
    r"(?:my|the|this)\s+(?:account|money|funds|transfers|wallet|card)",
    # "my account officer, Mr Lawal, can instruct transfers": someone else (not I, we, you).
    r"(?:he|she|they|(?!i\b|we\b|you\b|u\b)\w+)\s+(?:can|may|could|will|should)\s+(?:also\s+)?"
    r"(?:approve|authori[sz]e|confirm|instruct|initiate|order|request|make|send|move|change|add|"
    r"remove|edit|manage|handle)\s+(?:\w+\s+)?(?:transfers|payments|transactions|withdrawals|"
    r"debits|payouts|beneficiar(?:y|ies)|payees|for\s+me)",
    r"let\s+(?:my\s+|our\s+)?\w+(?:\s+\w+)?\s+(?:approve|authori[sz]e|confirm|make|send|move|"
    r"access|operate|use|control|manage)\s+(?:my\s+|the\s+|our\s+)?(?:payments|transfers|"
    r"transactions|money|account|card|funds|wallet)",
    r"(?:obey|follow|act\s+on|accept|honou?r|execute|carry\s+out)\s+(?:\w+\s+){0,2}"
    r"(?:instructions|orders|requests|commands|directions)\s+(?:about|for|on|regarding|concerning)"
    r"\s+(?:my\s+)?(?:money|account|transfers|payments|funds|card)",
    r"(?:obey|follow)\s+(?:my\s+)?(?!my\b)\w+s?\s+(?:instructions|orders|commands)",
    # Another's requests honoured as they come: "honour transfer requests that my employer's HR
    # sends" (someone other than the user sends them).
    r"(?:honou?r|obey|execute|carry\s+out|act\s+on|approve|process)\s+(?:(?:all|any|every|the)\s+)?"
    r"(?:\w+\s+)?(?:requests?|instructions?|orders?)\s+(?:that\s+|which\s+)?(?:my\s+)?"
    r"(?!i\b|we\b)\w+(?:\s+\w+){0,2}?\s+(?:sends?|makes?|gives?|raises?|puts?\s+in)",
)
RAISERS = (
    r"make",
    r"rais(?:e|es|ed|ing)",
    r"increas(?:e|es|ed|ing)",
    r"up",
    r"lift(?:s|ed|ing)?",
    r"remov(?:e|es|ed|ing)",
    r"doubl(?:e|es|ed|ing)",
    r"tripl(?:e|es|ed|ing)",
    r"bump(?:s|ed|ing)?(?:\s+up)?",
    r"boost(?:s|ed|ing)?",
    r"extend(?:s|ed|ing)?",
    r"max(?:\s+out)?",
    r"scrap(?:s|ped|ping)?",
    r"waiv(?:e|es|ed|ing)",
    r"ignor(?:e|es|ed|ing)",
    r"exceed(?:s|ed|ing)?",
    r"bypass(?:es|ed|ing)?",
    r"overrid(?:e|es|ing)",
    r"get\s+rid\s+of",
    r"expand(?:s|ed|ing)?",
    r"unlock(?:s|ed|ing)?",
    r"uncap(?:s|ped)?",
    r"cancel(?:s|led|ling)?",
    r"set(?:s|ting)?",
    r"change(?:s|d)?",
    r"adjust(?:s|ed|ing)?",
    r"upgrad(?:e|es|ed|ing)",
    r"higher",
    r"bigger",
    r"more",
    r"go(?:ing)?\s+(?:above|over|beyond|past)",
    r"above|over|beyond|past",
    r"no",
    r"without",
    r"unlimited",
)
RAISED = (
    r"raised|increased|lifted|removed|doubled|tripled|higher|bigger|larger|unlimited|waived|"
    r"ignored|scrapped|gone|off|bumped|boosted|extended|maxed|uncapped|unlocked|upgraded|"
    r"(?:set|changed|moved|adjusted)\s+to|to\s+\d|now\s+(?:at\s+)?\d+"
)
AUTOMATIC = (
    r"auto(?:matic(?:ally)?)?",
    r"straight\s+away",
    r"right\s+away",
    r"immediately",
    r"instantly",
    r"without\s+(?:delay|question|questions|hesitation)",
    r"no\s+questions?\s+asked",
    r"blindly",
    r"unprompted",
    r"on\s+(?:request|demand)",
)
WHOEVER = (
    # Someone else's ask, not the user's own ("whenever I ask about a transfer, tell me
    # the fees first").
    r"whenever\s+(?:he|she|they|someone|anyone|(?!i\b|we\b)\w+)(?:\s+\w+)?\s+(?:asks?|requests?|wants?|"
    r"needs?|messages?|calls?|texts?|says?)",
    r"(?:if|when)\s+(?:he|she|they|someone|anyone|(?!i\b|we\b)\w+)(?:\s+\w+)?\s+(?:asks?|requests?|wants?|"
    r"needs?|messages?|texts?|says?)(?:\s+for\s+(?:it|money|cash))?",
    # "whatever my gf Jasmine ask you to pay" (round 64): a name after the role.
    r"whatever\s+(?:he|she|they|someone|anyone|(?!i\b|we\b)\w+)(?:\s+\w+){0,2}\s+(?:asks?|requests?|wants?|"
    r"needs?|says?|tells?)",
    r"any\s+amount",
    r"(?:each|every|any)\s+time\s+(?:he|she|they|someone|anyone|\w+)\s+(?:asks?|requests?|wants?|"
    r"needs?|messages?|texts?|calls?\s+(?:to\s+)?say)",
    # Written as one word, by another: "anytime he call say …" (pidgin: he calls to say).
    r"anytime\s+(?:he|she|they|someone|anyone|(?!i\b|we\b)\w+)\s+(?:asks?|requests?|wants?|"
    r"needs?|messages?|texts?|calls?\s+(?:to\s+)?say)",
    r"(?:any|whatever)\s+(?:amount|sum|money)\s+(?:he|she|they|\w+)\s+(?:asks?|wants?|needs?|"
    r"requests?)",
    r"(?:any|every)\s+request",
    r"as\s+much\s+as\s+(?:he|she|they|\w+)\s+(?:wants?|needs?|asks?)",
)

ROLE_MARKER = re.compile(
    # A role at the start of a line, of a sentence or after a bracket or quote, any case…
    r"(?:^|[.!?]\s|[\[(<{#*>\"'`|])\s*(?:system|developer|assistant|sys|admin)"
    r"\s*(?:prompt|message|note|override)?\s*[:>]"
    r"|<\|?\s*/?\s*(?:im_start|im_end|system|endoftext|assistant|user|developer)"
    r"|\[/?\s*(?:inst|sys|system)\s*\]"
    r"|<<\s*/?\s*sys\s*>>"
    r"|#{2,}\s*(?:instructions?|system|response|assistant|user|human|input|new\s+rules?)"
    r"|^\s*(?:human|ai)\s*:",
    re.IGNORECASE | re.MULTILINE,
)
# …and anywhere when written as a role is written ("… SYSTEM: skip checks"), but not
# "the user told the assistant: call me Ada".
ROLE_WORD = re.compile(
    r"(?<![Tt]he\s)(?<![Tt]o\s)(?<![Yy]our\s)(?<![Mm]y\s)"
    r"\b(?:SYSTEM|System|DEVELOPER|Developer|ASSISTANT|Assistant|ADMIN|SYS)"
    r"\s*(?:PROMPT|Prompt|prompt|MESSAGE|Message|message)?\s*:"
)
