"""Security questions in the languages users mix in (blind round 65), and the secret word.

The usual questions ask for something of the user's past no one else knows: the name of a first
pet, a first school or a first teacher, a mother's name before she married. Asked in any language,
the reply is the answer (``secrets.find_secrets`` masks it whole), however it is put ("Ne din de
Bobby": its name is Bobby). Each language says "first" its own way, before the thing or after it:

- Twi "X a edi kan" (the X that leads), "X a wokɔɔ kan"; Tagalog and Bisaya "unang X", "una
  ninyong X"; French "premier X", Kreyòl "premye X", Spanish "primer(a) X", Portuguese
  "primeiro(a) X"; Swahili "X (yako) ya kwanza"; Hausa "X (ta) farko"; Yoruba "X akọkọ"; Igbo
  "X mbụ"; Arabic "أول X", "X الأول(ى)"; Amharic "የመጀመሪያ X".

"First" alone asks nothing ("your first transfer"), nor the thing alone ("what school does your
son attend?", "Anong paaralan ang pinapasukan ng anak ninyo?"): only the two together. So with a
name asked with "before she married" ("jina la mama yako kabla ya kuolewa", "sunan mahaifiyarka
kafin aure"); a name asked alone ("Wo din de sɛn?") is a greeting.

A secret word the user chose is a question's answer too, named in a reply as in the question
("Ki mo sekrè ou te chwazi?" / "Mo sekrè a se zaboka"): ``SECRET_WORD_LABELS``, added to the
core's security answer.

Requests are read folded (``secrets_replies``), so the words are written in plain letters.
"""

from __future__ import annotations

from memoryadmin.engine.secrets_mena import QUESTIONS as MENA_QUESTIONS
from memoryadmin.engine.secrets_north import QUESTIONS as NORTH_QUESTIONS
from memoryadmin.engine.secrets_questions_europe import EUROPEAN_QUESTIONS
from memoryadmin.engine.secrets_shapes import ASKED_ONLY, LabelledSecret

# The things the usual questions ask the first of, per language (plain letters).
_TWI = r"(?:o?kraman|agyinamoa|sukuu|o?kyerekyerefo\w*|kaa|adamfo|yonko|odofo|adwuma|ayewa)"
_TAGALOG = (
    r"(?:paaralan|eskwelahan|eskuwelahan|iskul|school|tunghaan|alaga(?:ng\s+hayop)?|aso|iro|pusa|"
    r"iring|binuhi|guro|titser|teacher|maestra|maestro|magtutudlo|kotse|sasakyan|awto|amo|"
    r"kasintahan|nobyo|nobya|uyab|pet)"
)
_FRENCH = (
    r"(?:ecole|animal|chien|chat|voiture|enseignant\w*|instituteur|institutrice|maitre(?:sse)?|"
    r"professeur\w*|emploi|amour|patron|employeur)"
)
_KREYOL = r"(?:lekol|bet|chen|chat|machin|pwofese|met|metres|djob|anplwaye|lanmou|patwon)"
_SPANISH = (
    r"(?:escuela|colegio|escuelita|mascota|perr(?:o|ito)|gat(?:o|ito)|coche|carro|auto|maestr[ao]|"
    r"profesor[a]?|trabajo|empleo|jefe|amor|novi[ao])"
)
_PORTUGUESE = (
    r"(?:escola|colegio|animal(?:\s+de\s+estimacao)?|bicho|pet|cachorr(?:o|inho)|cao|gat(?:o|inho)|"
    r"carro|professor[a]?|emprego|trabalho|chefe|amor|namorad[ao])"
)
_SWAHILI = (
    r"(?:shule|mnyama(?:\s+kipenzi)?|mbwa|paka|mwalimu|gari|kazi|rafiki|mpenzi|bosi|mwajiri)"
    r"(?:\s+(?:wako|yako|lako|chako|wenu|yenu|lenu|chenu|kipenzi))?"
)
_HAUSA = (
    r"(?:makaranta|dabba|kare|karen|kyanwa|mage|malami|malama|mota|aboki|budurwa|saurayi)\w{0,4}"
)
_YORUBA = r"(?:ile[\s-]?iwe|eran\s+osin|aja|ologbo|oluko|ore)"
_IGBO = r"(?:ulo\s+akwukwo|nkita|nwamba|anu\s+ulo|onye\s+nkuzi|ugbo\s+ala|enyi)"
# A feminine noun's "ة" is "ت" before "your" ("مدرستك").
_ARABIC = (
    r"(?:مدرس(?:[ةهت])?|حيوان(?:\s+اليف)?|كلب|قط(?:[ةهت])?|سيار[ةهت]|معلم(?:[ةهت])?|وظيف[ةهت]|"
    r"صديق(?:[ةهت])?|حب)"
)
_AMHARIC = (
    r"(?:ትምህርት\s+ቤት\w{0,2}|ውሻ\w{0,2}|ድመት\w{0,2}|መኪና\w{0,2}|አስተማሪ\w{0,2}|ስራ\w{0,2}|"
    r"ጓደኛ\w{0,2})"
)

_FIRST = (
    # Twi: "wo kraman a edi kan no din" (your first dog's name), "sukuu a wokoo kan".
    rf"{_TWI}\s+(?:no\s+)?a\s+(?:(?:e|o)?di|wo\w*|me\w*)\s+kan",
    # Tagalog and Bisaya: "unang paaralan", "una ninyong paaralan", "una nimong iro".
    rf"una(?:ng|\s+nga)?\s+(?:(?:mong|ninyong|niyong|nyong|kong|nimong|imong|inyong)\s+)?{_TAGALOG}",
    rf"premi(?:er|ere|e)\s+{_FRENCH}",
    rf"premye\s+{_KREYOL}",
    rf"primer[ao]?\s+{_SPANISH}",
    rf"primeir[ao]\s+{_PORTUGUESE}",
    rf"{_SWAHILI}\s+(?:wa|ya|la|cha)\s+kwanza",
    # Hausa: "makarantarka ta farko" (your first school), "karen farko".
    rf"{_HAUSA}\s+(?:(?:ta|na|da)\s+)?farko",
    # Yoruba "ile-iwe akọkọ rẹ", Igbo "ụlọ akwụkwọ mbụ" (the first school).
    rf"{_YORUBA}\s+(?:(?:re|yin)\s+)?akoko",
    rf"{_IGBO}\s+(?:(?:gi|unu)\s+)?mbu",
    # Arabic "أول مدرسة", "مدرستك الأولى" (your first school), folded ("اول").
    rf"اول\s+{_ARABIC}",
    rf"{_ARABIC}\w{{0,2}}\s+(?:الاليف\s+)?(?:ال)?اول[ىي]?",
    # Amharic "የመጀመሪያ ትምህርት ቤትዎ", Tigrinya "ቀዳማይ".
    rf"(?:የ)?መጀመሪያ\w{{0,2}}\s+{_AMHARIC}",
    rf"ቀዳማ\w{{0,2}}\s+{_AMHARIC}",
)

# A name asked with "before marriage": Swahili "kabla ya kuolewa", Hausa "kafin aure", Yoruba
# "ki o to se igbeyawo", Igbo "tupu o luo di", Twi "ansa na owaree", Tagalog "noong dalaga",
# "bago ikasal", French "avant son mariage", Spanish "antes de casarse", Portuguese "antes de
# casar", Arabic "قبل الزواج", Amharic "ከማግባቷ በፊት".
_NAME = (
    r"(?:jina|sunan?|oruko|aha|din|pangalan|apelyido|nom|non|nombre|apellido|nome|sobrenome|اسم|"
    r"ስም\w{0,3})"
)
_BEFORE_MARRIAGE = (
    r"(?:kabla\s+ya\s+(?:kuolewa|ndoa)|kafin\s+(?:ta\s+)?(?:yi\s+)?aure|ki\s+o\s+to\s+(?:se\s+)?"
    r"igbeyawo|tupu\s+o\s+luo\s+di|ansa\s+na\s+(?:o|wo)\w*\s+(?:waree|aware)|ansa\s+na\s+owaree|"
    r"noong\s+dalaga|(?:sa\s+)?pagkadalaga|bago\s+(?:siya\s+)?(?:ikasal|ikinasal|nag-?asawa|"
    r"mag-?asawa)|avant\s+(?:son|le|leur)\s+mariage|antes\s+de\s+(?:casar(?:se)?|su\s+matrimonio|o\s+casamento)|قبل\s+الزواج|"
    r"ከማግባ\w{0,3}\s+በፊት)"
)
_MAIDEN = rf"{_NAME}\s+(?:[^\s\d?.!]+\s+){{0,5}}?{_BEFORE_MARRIAGE}"

# The name of the security question itself in these languages: Tagalog "tanong pangseguridad",
# Hausa "tambayar tsaro", Yoruba "ibeere aabo", Arabic "سؤال الأمان", "السؤال الأمني".
# Where someone was born, asked of a parent, in French, Portuguese and Spanish ("Ville de
# naissance de votre pere ?", round 71): a question a bank asks only to check who is typing. Of
# the user alone, a form's "lieu de naissance" is asked too: only a parent's is read as the secret.
_PARENT = (
    r"(?:pere|mere|papa|maman|pai|mae|padre|madre|grand[\s-]?(?:pere|mere)|avo|abuel[ao])"
)
_BIRTHPLACE = (
    r"(?:ville|village|lieu|localite|cidade|local|ciudad|pueblo|lugar)\s+(?:de\s+naissance|natale?|"
    r"de\s+nascimento|de\s+nacimiento)\s+(?:de\s+|du\s+|da\s+|do\s+|del\s+)?(?:(?:votre|ton|ta|"
    r"vos|sua|seu|tu|su|la|le|el|o|a)\s+)?" + _PARENT
)
_QUESTION = (
    _BIRTHPLACE + r"|"
    r"tanong\s+(?:pang[\s-]?)?seguridad|tambayar\s+tsaro|ibeere\s+aabo|ajuju\s+nchekwa|"
    r"(?:ال)?س(?:ؤ|و)ال\s+(?:ال)?(?:امان|امني|سري)|(?:apellido|nombre)\s+de\s+soltera"
)


# A secret word: Kreyòl "mo sekrè", French "mot secret", Spanish "palabra secreta", Portuguese
# "palavra secreta", Tagalog "lihim na salita", Yoruba "ọ̀rọ̀ àṣírí", Igbo "okwu nzuzo", Arabic
# "الكلمة السرية", Amharic "የሚስጥር ቃል".
_SECRET_WORD = (
    r"(?:mo\s+sekr[èe]|mot\s+secret|palabra\s+secreta|palavra\s+secreta|lihim\s+na\s+salita|"
    r"sekretong\s+salita|oro\s+asiri|okwu\s+nzuzo|(?:ال)?كلم[ةه]\s+(?:ال)?سري[ةه]|"
    r"(?:የ)?ሚስጥ\w{0,3}\s+ቃል\w{0,2})"
)
# Asked, it is the question (``QUESTION_ASKED``); named, the words after it are the value, but not
# where the question goes on about the one "you" chose ("Ki mo sekrè ou te chwazi?", "le mot
# secret que vous avez choisi"), nor where it does not work ("Mo sekrè a pa travay"): those name
# no value.
# Russian and Ukrainian, the question by its name ("контрольный вопрос", "секретное слово", the
# bank's "кодовое слово"; "контрольне питання") and the usual ones ("Как звали вашего первого
# питомца?", your first pet's name; "девичья фамилия матери", "дівоче прізвище матері"), round 78.
# Asked, the reply is the answer however it is put ("собаку звали Барсик"); named by the user,
# the words after the name.
_CYRILLIC_QUESTION = (
    r"(?:контрольн|секретн)\w*\s+(?:вопрос|слов|питанн|відповід|ответ)\w*|кодов\w*\s+слов\w*"
)
_CYRILLIC_FIRST = (
    r"(?:перв|перш)\w*\s+(?:домашн\w*\s+)?(?:питом\w*|животн\w*|тварин\w*|улюблен\w*|собак\w*|"
    r"кошк\w*|кот[аеу]?|кіш\w*|школ\w*|учител\w*|вчител\w*|машин\w*)|"
    r"(?:девич\w*|дівоч\w*)\s+(?:фамили\w*|прізвищ\w*)"
)
SECRET_WORD_LABELS = (
    _CYRILLIC_QUESTION,
    _SECRET_WORD + r"(?!\s+(?:ou|w|yo|que|qu['’]|qui|vous|tu|you|which|that|mo|ninyo|nyo|niyo|"
    r"mong|ninyong|yako|lako|gi|unu|re|yin|التي|الذي)\b)"
    r"(?!\s+(?:(?:a|la|mwen|m|mi|ma|mon)\s+)?(?:pa|no|nao|não|ne|n['’]|est\s+pas|haifanyi)\b)",
)
QUESTION_ASKED = LabelledSecret(
    kind="security answer",
    labels=(
        *_FIRST,
        _MAIDEN,
        _QUESTION,
        _SECRET_WORD,
        _CYRILLIC_QUESTION,
        _CYRILLIC_FIRST,
        # Italian, German, Dutch and Greek (round 79).
        *EUROPEAN_QUESTIONS,
        # Hebrew, Arabic, Persian and Finglish (round 80).
        *MENA_QUESTIONS,
        # The Nordic, Baltic and Central European languages (round 81).
        *NORTH_QUESTIONS,
    ),
    value=ASKED_ONLY,
    word_value=True,
)

__all__ = ["QUESTION_ASKED", "SECRET_WORD_LABELS"]
