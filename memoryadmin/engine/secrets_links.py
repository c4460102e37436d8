"""Links between a secret's label and its value in languages the shared link tables lack (blind
rounds 68 and 69), added by ``secrets_shapes`` to the ones ``languages_links`` lists.

- A possessive after the noun: Hausa "ɗin" with its person joined ("PIN ɗina", my PIN; "ɗinka",
  "ɗinki", yours; "ɗinsa", "ɗinta", his, hers; "ɗinmu", ours), the word a borrowed noun takes
  ("PIN ɗin", the PIN), typed "dina" on a phone, as the view folds it; Efik and Ibibio "mmi"
  (my: "PIN mmi edi 3091").
- A copula: Efik and Ibibio "edi" (is); the plural of the Romance copulas the shared table
  holds in the singular ("é", "es", "est"): Portuguese "são", Spanish "son", French "sont", as
  a card's three numbers are ("os três números atrás do cartão são 7 7 3").
- Tagalog and Bisaya (round 70): the possessive after the noun ("mpin ko 4402", my MPIN; "mo",
  yours; "niya", "namin", "natin", "nila", "ninyo"; Bisaya "nako", "nimo"), with or without the
  polite "po" after it ("PIN ko po 4402", "pin po 4402"); whose the secret is, after "ng" (of)
  or "sa" (on, at) and one word, digits after it ("mpin ng gcash ko 4402", "PIN sa ATM ko 1357";
  "password ng online banking ninyo?" names no password "banking"); the copula
  "ay" ("ang PIN ko ay 4402"); and, value first, the article "ang" ("4402 ang mpin ko": 4402 is
  my MPIN), "yung" / "ung" as it is typed.

Only ever read where a secret's label stands right before them (or, value first, right after
the value), never as words of their own: "son" and "edi" are names and words elsewhere.

And where a code is seen, said after it: pidgin "for" is "on" or "in" ("e show 845306 for my
screen"), so a number "for my phone" or "for the screen" is the code on it, not an amount paid
for something (``LOCATIVE_FOR``: the place ends its clause; "5000 for my phone bill" stays an
amount).
"""

from __future__ import annotations

from memoryadmin.engine.secrets_north import NORTH_COPULAS, NORTH_MY

# Hausa "ɗin" and its persons (folded: "din"), Efik and Ibibio "mmi".
# ... Tagalog and Bisaya, with the polite "po" (round 70).
_TAGALOG_MY = r"ko|mo|niya|nya|namin|natin|nila|ninyo|niyo|nako|nimo"
SECRET_MY = (
    rf"[ɗd]in(?:a|ka|ki|sa|ta|mu|ku|su)?|mmi|"
    # ... Hausa whose, "ta"/"na" (of) and one word with its possessive, only before digits:
    # "lambar sirri ta ATM dina 7731 ce" (the secret number of my ATM; blind round 84).
    r"(?:ta|na)\s+[^\s\d.,!?]+\s+[ɗd]in(?:a|ka|ki|sa|ta|mu|ku|su)(?=\s*(?:[:=,\-]+\s*)?\d)|"
    # ... whose, only before digits: "password ng online banking ninyo?" names no value "banking".
    rf"(?:ng|sa)\s+[^\s\d.,!?]+(?:\s+(?:{_TAGALOG_MY}))?(?:\s+po)?"
    r"(?=\s*(?:[:=,\-]+\s*|(?:ay|is)\s+)?\d)|"
    rf"(?:{_TAGALOG_MY})(?:\s+po)?|po|"
    # Swahili's other persons, as a summary tells the user's: "password yake ni ngumu kukumbuka"
    # (her password is hard to remember), "PIN yake ni 2468" (round 74).
    r"yake|yao|yetu|yenu|wake|lake|chake|"
    # Bemba "yandi" (mine: "pasiwedi yandi ni …"), round 76.
    r"yandi|wandi|chandi|"
    # Hebrew "שלי" (mine: "הקוד הסודי שלי הוא 6135"), "שלך"; Persian "من" (my), Finglish "man",
    # round 80.
    r"שלי|שלך|من|man|"
    # ... Arabic "mine" in the Gulf, the Levant, Iraq and the Maghreb: "الرقم السري حقي ٤٤٢١".
    r"حق[يى]|تبع[يى]|مالت[يى]|مال[يى]|ديال[يى]|"
    # ... "my" after the noun in the Nordic and Baltic languages ("koden min er"), round 81.
    rf"{NORTH_MY}"
)
# Efik and Ibibio "edi"; Portuguese "são" (folded "sao"), Spanish "son", French "sont".
# ... Tagalog "ay" (round 70).
# ... French typed on a phone, "c" for "c'est" ("mon PIN MoMo c 5050", round 71): a letter alone,
# so only ever a link where a secret's label stands before it (``PHONE_COPULA``).
PHONE_COPULA = r"c"
# ... Hausa "ita ce" / "shi ne" (it is), typed joined on a phone: "lambar OTP din itace 592047"
# (round 72).
_HAUSA_IT_IS = r"ita\s*ce|shi\s*ne"
# ... Georgian "aris" (is), in its script "არის": "pin kodi aris 3317", round 78.
# ... Greek "είναι" (is), in its script and in Latin letters ("O kodikos einai 260839"), round 79.
# ... Hebrew "הוא", "היא", "זה" (is: "הקוד הוא 318207"), Persian "است", round 80.
SECRET_COPULAS = (
    rf"edi|s[ãa]o|son|sont|ay|aris|არის|einai|ειναι|είναι|הוא|היא|זה|זו|است|{_HAUSA_IT_IS}|"
    rf"{PHONE_COPULA}|"
    # ... Swedish "är", Norwegian and Danish "er", Finnish and Estonian "on", Latvian "ir",
    # Lithuanian "yra", Polish "jest", Czech "je", Hungarian "volt" (round 81: ``secrets_north``).
    rf"{NORTH_COPULAS}"
)
# Value first, then "as" and the label, in the Romance languages and their creoles: Portuguese
# and Spanish "como", Cape Verdean Kriolu "komu", French "comme" ("N ta uza 3091 komu PIN", I use
# 3091 as PIN; round 73).
SECRET_AS = r"como|komu|kumu|comme|kom"
# The code as it came, Dravidian "came" with any ending the shared list lacks: Tamil
# "vandhuduchu", "vanthuruchu" (round 73), Telugu "vachindi", Malayalam "vannu", Kannada "bandide",
# "banthu". Only ever read between a code's label and its value.
# ... Portuguese and Spanish, the code as it came or as the token shows it: "o código que chegou foi
# 318 774", "el codigo que le llego a su telefono: 845 302" (where it came after it), "meu token
# tá dando 552-019", "me sale"; Kreyòl "rive" (came), round 77.
_WHERE_IT_CAME = (
    r"(?:\s+(?:a|al|en|no|na|pro|pra|para|por|nan)\s+(?:(?:mi|su|tu|el|meu|seu|teu|o|a|mwen)\s+)?"
    r"(?:tel[eé]fono|telefone|celular|cel|movil|m[oó]vil|whats\w*|zap|sms|correo|e-?mail|"
    r"mensaje|mensagem|inbox|pantalla|tela|telef[oò]n)(?:\s+(?:mwen|m|ou)\s+(?:an|a))?(?:\s+(?:la|a))?)?"
)
SECRET_ARRIVED = (
    r"va(?:n|nn)(?:dh|th|d|t)(?:u|i)\w{0,8}|vac+h+(?:i|e)\w{0,6}|vannu\w{0,8}|"
    r"ba(?:n|nn)(?:dh|th|d|t)(?:u|i)\w{0,6}|"
    rf"(?:cheg(?:ou|a)|veio|lleg[oó]|llega|vino|rive|vini){_WHERE_IT_CAME}"
    r"(?:\s+(?:foi|fue|era|[eé]|es|se))?|"
    r"dando|mostrando|marcando|aparec(?:e|eu|i[oó])|sale|sali[oó]|diz|dice"
)
# Value first, Tagalog's article before the label: "4402 ang mpin ko" (round 70).
SECRET_THE = r"ang|yung|ung"
# "This" or "that" after the noun, Shona, Chichewa and Bemba: "code iyi 602915" (this code),
# "code ija" (that one), "code iyo", "code yacho" (the one spoken of), round 76. Only ever read
# between a label and its value, as Sheng's "hii", "ile" are.
SECRET_THIS = r"iyi|iyo|iyoyo|ija|yacho|iyii"

# Where a code shows: a phone, its screen, a message, after pidgin "for" (on, in) and "inside".
_WHERE_SEEN = (
    r"(?:phone|fone|screen|sms|text|message|msg|inbox|e-?mail|notification|alert)s?"
)
LOCATIVE_FOR = (
    r"for\s+(?:inside\s+|ontop\s+)?(?:(?:my|mi|me|the|di|dis|this|that|dat|ma)\s+)?"
    rf"{_WHERE_SEEN}(?=\s*(?:[,.!?;:)]|$))"
)

__all__ = [
    "LOCATIVE_FOR",
    "PHONE_COPULA",
    "SECRET_ARRIVED",
    "SECRET_AS",
    "SECRET_COPULAS",
    "SECRET_MY",
    "SECRET_THE",
    "SECRET_THIS",
]
