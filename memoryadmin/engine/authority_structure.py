"""Authority by structure (ENGINE.md section 9, issue 25): shapes no word list needs.

Read over plain words (``memoryadmin.engine.sentences.plain_words``). Each shape
is about how money is authorised, whatever the language around it:

- a credential kept or used again: a code, PIN, OTP or token named, and the
  assistant asked to reuse it, use it again or next time, keep it, or fill it in
  itself. A one-time code used twice is no longer a second factor;
- acting on its own: "on your own", "you don't need to ask me", beside a payment;
- "if I say send, send": the user's word made final by repeating the verb;
- a sign standing for the user: a signature, stamp, seal, voice or thumbprint
  taken as approval, or anything approved "as me";
- not bothering to confirm, not asking for a code, in any person marker
  ("doh", "no di", "no dey");
- French: "pas besoin de code", "sans me demander", "sans confirmation";
- consent taken as given (``memoryadmin.engine.authority_consent``): a standing yes, a
  lapse taken as a yes, anyone with the user's number let at the money, the wait for the
  user's word cut out, an account unlocked without the check;
- stand-ins (``memoryadmin.engine.authority_proxy``): another's number taken as the user, a
  word standing for the PIN, a risk flag waved through, a lockout switched off;
- the user's power given away (``memoryadmin.engine.authority_power``): another holding it or
  made an owner, another's request done as it comes, the codes' line replaced, a fraud block
  kept off, a weaker answer taken for the check;
- a check made to go away (``memoryadmin.engine.authority_gone``): "make the 'are you sure?'
  question disappear";
- a loosening put as a plea or a threat (``memoryadmin.engine.authority_pleas``): every check
  skipped at once, a PIN told back, "I go report una if you ask again", a new payee's wait
  forgotten;
- another told the account or let at the money on their word, the call to confirm dropped
  (``memoryadmin.engine.authority_callers``): "give am any info he ask about my account", "my
  brother can move my money and nobody should call me to confirm".
"""

from __future__ import annotations

import re

from memoryadmin.engine.authority_callers import caller_hit
from memoryadmin.engine.authority_consent import consent_hit
from memoryadmin.engine.authority_gone import gone_hit
from memoryadmin.engine.authority_pleas import plea_hit
from memoryadmin.engine.authority_power import power_hit
from memoryadmin.engine.authority_proxy import proxy_hit

_CREDENTIAL = (
    r"(?:codes?|m?pins?|otps?|tokens?|passwords?|passcodes?|cvv|secu?ri?ty\s+answers?|"
    r"digits?)"
)
_THE_ONE = r"(?:it|them|that|this|the\s+(?:one|same\s+\w+|old\s+\w+|last\s+\w+)|my\s+last\s+\w+)"
_REUSED = re.compile(
    r"\bre\s*use\b"
    # "use the last PIN I entered", "use my saved password", "use that number as my PIN".
    rf"|\buse\s+(?:the|my|that|this)\s+(?:last|previous|old|same|saved|stored)\s+(?:\w+\s+)?{_CREDENTIAL}"
    rf"|\buse\s+(?:\w+\s+){{0,4}}as\s+(?:my\s+|the\s+)?{_CREDENTIAL}"
    # The assistant answering or confirming with it: "you fit answer am for me", "use
    # either one to confirm for me".
    r"|\b(?:just\s+)?answer\s+(?:it\s+|am\s+|them\s+|that\s+)?for\s+me\b"
    # Read back or hinted at: "read my OTP back to me", "give me a hint like the first 3
    # letters", "remind me if I forget".
    rf"|\bread\s+(?:\w+\s+){{0,2}}?{_CREDENTIAL}\s+(?:back|out)\b"
    r"|\b(?:give|tell|show|send)\s+(?:me\s+)?(?:a\s+|some\s+)?hints?\b"
    r"|\bfirst\s+(?:\d+|two|three|four)\s+(?:letters|digits|characters|numbers)\b"
    r"|\bremind\s+me\b(?:\s+\S+){0,6}?\s+(?:if|when|whenever|any\s*time)\s+i\s+forget\b"
    # A hint to it kept: "my PIN hint is my house number".
    rf"|\b{_CREDENTIAL}\s+hints?\b"
    # Kept to be used for the user: "keep my internet banking password so you can log in
    # for me", "save my PIN in case I forget".
    r"|\b(?:keep|store|save|hold|remember|memori[sz]e|note|write\s+down)\s+(?:my\s+|the\s+)?"
    rf"(?:\w+\s+){{0,3}}?{_CREDENTIAL}\s+(?:so|and|in\s+case|because|for\s+(?:me|later|next|"
    r"future|when)|to\s+use)\b"
    r"|\buse\s+(?:\w+\s+){0,3}?to\s+(?:confirm|approve|authori[sz]e|verify|log\s*in|sign\s*in)\s+"
    r"for\s+me\b"
    rf"|\buse\s+(?:\w+\s+){{0,3}}again\b"
    # Kept or used for the next ones, whatever comes between (round 49, French "conserve le code
    # que je t'ai envoyé pour les prochains paiements").
    rf"|\b(?:keep|reuse|use)\s+(?:\S+\s+){{0,8}}?{_CREDENTIAL}\b(?:\s+\S+){{0,6}}?\s+"
    r"(?:for\s+(?:the\s+)?next|next\s+time)\b"
    # Kept in use: "just keep using it for me", "carry on using that one" (round 47).
    rf"|\b(?:keep|kept|continue|carry\s+on|go\s+on)\s+(?:on\s+)?(?:using|to\s+use|entering|typing)\s+"
    rf"(?:{_THE_ONE}|the\s+\w+|my\s+\w+)\b"
    rf"|\b(?:use|enter|type|put|fill|apply)\s+{_THE_ONE}\s+(?:in\s+)?(?:\w+\s+)?"
    r"(?:next\s+time|going\s+forward|from\s+now|in\s+future|every\s+time|each\s+time|always|"
    # "apply it anytime I transfer" (round 50): whenever the user pays, the same code.
    r"any\s*time\s+i|whenever\s+i|"
    r"for\s+(?:the\s+)?(?:next|future|other|all))\b"
    rf"|\b(?:fill|enter|type|put|input|key)\s+(?:\w+\s+)?(?:in\s+)?(?:yourself|your\s+self|for\s+me)\b"
    rf"|\bkeep\s+{_THE_ONE}\s+(?:i\s+(?:gave|sent|told)|and\s+(?:use|reuse))"
    # The time before it: "next time just use it", "from now on enter that one" (round 45).
    r"|\b(?:next\s+time|going\s+forward|from\s+now(?:\s+on)?|in\s+future|every\s+time|each\s+time)\s+"
    r"(?:you\s+can\s+|just\s+|please\s+|simply\s+)*(?:use|enter|type|put\s+in|fill\s+in)\s+"
    r"(?:it|them|that|this|the\s+same)\b"
    # Something else put in its place: "instead of the PIN let's use the word mango",
    # "use that in place of my OTP".
    rf"|\b(?:instead\s+of|in\s+place\s+of|in\s+lieu\s+of|replac\w*)\s+(?:the\s+|my\s+|a\s+)?(?:\w+\s+)?{_CREDENTIAL}\b"
    # "just use those instead when I'm confirming", "let me in with my date of birth
    # instead": a credential named, something else used in its place.
    r"|\buse\s+(?:those|these|that|this|it|them)\s+instead\b"
    r"|\b(?:accept|take|use)\s+(?:my\s+|the\s+|her\s+|his\s+)?(?:\w+\s+){0,3}?instead\b"

    r"|\b(?:let\s+(?:me|her|him|them)\s+in|log\s*in|sign\s*in|confirm|approve|verify)\s+(?:\w+\s+){0,2}?"
    r"with\s+(?:my|her|his|the)\s+(?:\w+\s+){0,3}?instead\b"
)
# A credential handed over to be kept: "store this for me: 5 8 3 1, it's for the app login".
_HANDED_OVER = re.compile(
    r"\b(?:keep|store|save|hold|remember|note)\s+(?:this|it|these|that)\s+(?:for\s+me\b)?(?:\s+\S+){0,10}?"
    r"\s+(?:its|it\s+is|thats|they\s+are|theyre)\s+(?:for\s+)?(?:the\s+|my\s+)?(?:\w+\s+){0,2}?(?:login|pin|"
    r"password|passcode|code|otp)\b"
)
_CREDENTIAL_NAMED = re.compile(rf"\b{_CREDENTIAL}\b")
_DENIED_BEFORE = re.compile(r"\b(?:never|dont|do\s+not|not)\b(?:\s+\w+){0,8}\s*$")
# The assistant let in as the user: "so you can log in for me", "sign in as me".
_IN_FOR_ME = re.compile(r"\b(?:log|sign)\s*(?:in|on)\s+(?:\w+\s+)?(?:for|as)\s+me\b")
_MONEY_ACT = re.compile(
    r"\b(?:pay|send|transfer|approve|debit|withdraw|move|remit)\w*\b|\b\d+\s*(?:k|m)?\b"
)
_ON_ITS_OWN = re.compile(
    r"\bon\s+your\s+own\b|\bby\s+yourself\b"
    r"|\b(?:dont|do\s+not|no|never)\s+(?:\w+\s+)?need\s+(?:to\s+)?(?:ask|check|confirm)\b"
)
_NOT_ON_ITS_OWN = re.compile(r"\b(?:dont|never|not|no)\s+(?:\w+\s+){0,3}on\s+your\s+own\b")
_SAY_SO_DO = re.compile(
    r"\b(?:if|when|once)\s+(?:i|ah|a|mi|me|we)\s+(?:say|tell\s+you|talk)\s+"
    r"(?P<verb>send|pay|transfer|approve|go|do\s+it)\s+(?P=verb)\b"
)
_SIGN = re.compile(
    r"\b(?:signature|stamp|seal|thumbprint|voice\s*(?:note|message)?|initials)\b"
    r"[^.!?\n]{0,80}\b(?:approve|accept|honou?r|authori[sz]\w*|treat|process|valid)\b"
    r"|\b(?:approve|accept|treat|process|honou?r)\s+(?:it|them|that|this|anything|everything|all)"
    r"(?:\s+\w+){0,4}?\s+as\s+(?:me|mine|if\s+(?:it|they)\s+(?:was|were|is|are)\s+me)\b"
)
_NOT_ASKED = re.compile(
    r"\b(?:no|dont|doh|don|never|stop|nuh|neva|not\s+be|shouldnt\s+be|should\s+not\s+be)\s+(?:\w+\s+){0,2}"
    # "don't make me enter the code again" (round 43, Twi "mma me mfa code no bio"): the user
    # spared the step, not kept from it.
    r"(?:ask|asking|asked|bother|botherin\w*|make\s+me\s+(?:enter|type|input|put\s+in|give))\s+(?:me\s+)?(?:\w+\s+){0,2}"
    rf"(?:{_CREDENTIAL}|confirm\w*|verif\w*|check\w*|maiden\s+name|are\s+you\s+sure|(?:that|the|security|secret|"
    r"verification)\s+questions?)\b"
)
# A time the control was not asked for, made the rule (round 44): "that time you didn't ask for
# my PIN, make it permanent", "... without the OTP, keep it like that".
_SKIPPED_ONCE = re.compile(
    r"\b(?:didnt|did\s+not|wasnt|was\s+not|werent|were\s+not)\s+(?:\w+\s+){0,2}?(?:ask|asking|request\w*|"
    rf"need|needed|check)\w*\s+(?:me\s+)?(?:for\s+)?(?:the\s+|my\s+|a\s+|any\s+)?(?:\w+\s+)?{_CREDENTIAL}\b"
    rf"|\bwithout\s+(?:the\s+|my\s+|a\s+|any\s+)?{_CREDENTIAL}\b"
)
_MADE_LASTING = re.compile(
    r"\bmake\s+(?:it|am|that|this|e)\s+(?:be\s+)?(?:permanent\w*|the\s+(?:rule|norm|default|standard)|a\s+rule|"
    r"normal|default|standard|official)\b"
    r"|\bkeep\s+(?:it|that|this|am)\s+(?:like\s+that|that\s+way|so|permanent\w*|going)\b|\bfor\s+good\b"
)
_FRENCH = re.compile(
    # "pas besoin de me demander", and what is given or sent for it first (round 49): "plus
    # besoin de m'envoyer l'OTP", "pas besoin de taper le code".
    r"\bpas\s+besoin\s+d(?:e|u|es)?\s*(?:me\s+|m\s+)?(?:(?:menvoyer|envoyer|taper|saisir|entrer|mettre|"
    r"donner|redonner|recevoir|attendre)\s+)?(?:(?:le|la|les|l|un|une|des|de|d|du|mon|ma|mes|my|ce|cette|"
    r"ces)\s+)?(?:code|pin|otp|password|confirm\w*|valid\w*|demander|verif\w*|controler)"
    # "ne me demande plus de confirmation", "ne me demande rien, envoie directement".
    r"|\bne\s+(?:me\s+)?demande[sz]?\s+(?:plus|rien|jamais|pas)\b"
    r"|\b(?:envoie|envoyez|envoyer|paie|payez|payer|transf[eè]re[sz]?|valide[sz]?|vire[sz]?)\s+"
    r"(?:\w+\s+){0,3}?(?:directement|automatiquement|sans\s+attendre)\b"
    r"|\b(?:virements?|paiements?|transferts?|retraits?|transfers?|payments?|withdrawals?)\b(?:\s+\S+){0,10}?\s+(?:cest|est|sont|seront)\s+"
    r"(?:\w+\s+)?automatiques?\b"
)

# French "without": "sans me demander", "sans ma confirmation", "sans mon accord". Not where
# the clause is a refusal first ("ne paie jamais sans me demander", "aucun retrait sans mon
# accord"): then it is the user making the control stricter.
_FRENCH_WITHOUT = re.compile(
    # Read over plain words, where "ma", "mon" are already "my" (memoryadmin/engine/languages.py).
    # ... done first or gone through ("sans faire la vérification", "sans passer par la
    # confirmation"), a second step named ("sans double validation", read "two factor").
    r"\bsans\s+(?:(?:faire|passer(?:\s+par)?|attendre|avoir)\s+)?"
    r"(?:me\s+|m\s+|my\s+|ma\s+|mon\s+|mes\s+|our\s+|notre\s+|l\s+|la\s+|le\s+|les\s+|une?\s+|aucune?\s+)?"
    r"(?:demander|confirm\w*|code|pin|otp|valid\w*|accord|a(?:u|uth)ori[sz]\w*|approbation|approv\w*|"
    r"permission|verif\w*|v[ée]rif\w*|authenti\w*|controles?|two\s+factor|second\s+factor)\b"
)
_FRENCH_REFUSED_FIRST = re.compile(
    r"\b(?:jamais|never|aucune?|rien|personne|ne\s+(?:\w+\s+){1,3}?pas|n\s+\w+\s+pas)\b"
)


# A code that is no secret, named by its kind (blind round 79: "Please use EUR code instead of the
# € sign, my screen reader reads it better" chooses how money is written).
_NOT_A_SECRET_CODE = re.compile(
    r"\b(?:currency|iso|country|sort|swift|bic|postal|post|zip|area|dialling|dialing|promo|"
    r"promotional|discount|voucher|referral|coupon|qr|bar|tracking|eur|usd|gbp|chf|ngn|kes|ghs|zar|"
    r"inr|pln|ron|try|uah|kzt|gel|amd|aed|sar|cad|aud|jpy|cny|xof|xaf)\s+codes?\b"
)


def structure_hit(plain: str) -> str | None:
    """The shape in ``plain`` (plain words) that loosens how money is authorised, or None."""
    plain = _NOT_A_SECRET_CODE.sub("label", plain)
    # Not when the clause denies it: "never remind me of my PIN or give hints".
    m = _REUSED.search(plain) if _CREDENTIAL_NAMED.search(plain) else None
    if m and not _DENIED_BEFORE.search(plain[: m.start()]):
        return m.group(0)
    own = _ON_ITS_OWN.search(plain)
    if own and _MONEY_ACT.search(plain) and not _NOT_ON_ITS_OWN.search(plain):
        return own.group(0)
    if (once := _SKIPPED_ONCE.search(plain)) and _MADE_LASTING.search(plain[once.end() :]):
        return once.group(0)
    without = _FRENCH_WITHOUT.search(plain)
    if without and not _FRENCH_REFUSED_FIRST.search(plain[: without.start()]):
        return without.group(0)
    for pattern in (_SAY_SO_DO, _SIGN, _NOT_ASKED, _FRENCH, _IN_FOR_ME, _HANDED_OVER):
        if m := pattern.search(plain):
            return m.group(0)
    return (
        consent_hit(plain)
        or proxy_hit(plain)
        or power_hit(plain)
        or gone_hit(plain)
        or plea_hit(plain)
        or caller_hit(plain)
    )


__all__ = ["structure_hit"]
