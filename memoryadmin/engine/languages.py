"""Words of the languages a user mixes into English, brought to plain English.

The screens read plain words (``memoryadmin.engine.sentences.plain_words``). Users
across Africa type English mixed with their own languages: Swahili and Sheng, isiZulu
and isiXhosa, Afrikaans, Yoruba, Hausa, Igbo, Twi, Nigerian and Ghanaian Pidgin. A
request to skip a PIN, or a PIN given away, reads the same to the screens whatever the
language its small words are in, so the few words the screens turn on are listed here
per language family: "don't ask (me)", "without", "send", "money", "always", "please",
"remove", "approve", "confirm", "again", "every", the family words a delegate is named
by, and the names of the secrets themselves. Not a translator: only words whose English
the screens read, and phrases where a word alone would be ambiguous.

Also the postpositions and copulas that link a secret's label to its value
("PIN yangu ni 2468", "PIN mi ni 1234", "PIN m bụ 1234", "me PIN ne 1234"). The words
for the digits are in ``memoryadmin.engine.digit_words``.
"""

from __future__ import annotations

from memoryadmin.engine.folding import fold
from memoryadmin.engine.languages_afrikaans import AFRIKAANS_PHRASES, AFRIKAANS_WORDS
from memoryadmin.engine.languages_bantu import BANTU_PHRASES, BANTU_WORDS
from memoryadmin.engine.languages_base import BASE_WORDS
from memoryadmin.engine.languages_darija import DARIJA_PHRASES, DARIJA_WORDS
from memoryadmin.engine.languages_french import FRENCH_PHRASES, FRENCH_WORDS
from memoryadmin.engine.languages_hindi import HINDI_PHRASES, HINDI_WORDS
from memoryadmin.engine.languages_islands import ISLANDS_PHRASES, ISLANDS_WORDS
from memoryadmin.engine.languages_kreyol import KREYOL_PHRASES, KREYOL_WORDS
from memoryadmin.engine.languages_links import COPULAS, POSTPOSED_MY
from memoryadmin.engine.languages_nusantara import NUSANTARA_PHRASES, NUSANTARA_WORDS
from memoryadmin.engine.languages_portuguese import PORTUGUESE_PHRASES, PORTUGUESE_WORDS
from memoryadmin.engine.languages_sheng import SHENG_PHRASES, SHENG_WORDS
from memoryadmin.engine.languages_sms import SMS_PHRASES, SMS_WORDS
from memoryadmin.engine.languages_spanish import SPANISH_PHRASES, SPANISH_WORDS
from memoryadmin.engine.languages_telugu import TELUGU_PHRASES, TELUGU_WORDS
from memoryadmin.engine.languages_tokpisin import TOK_PISIN_REQUEST_PHRASES, TOK_PISIN_REQUEST_WORDS
from memoryadmin.engine.languages_told import TOLD_WORDS
from memoryadmin.engine.languages_told_north import NORTH_TOLD_WORDS
from memoryadmin.engine.languages_vietnamese import VIETNAMESE_PHRASES, VIETNAMESE_WORDS
from memoryadmin.engine.languages_west import WEST_PHRASES, WEST_WORDS

# Phrases, over normalised words, applied before the words (``languages_base.BASE_WORDS``).
PHRASES: tuple[tuple[str, str], ...] = (
    # Voice-to-text spells the letters out: "oh tee pee", "pee eye en".
    (r"\b(?:oh|o)\s+(?:tee|t)\s+(?:pee|p)\b", "otp"),
    (r"\b(?:pee|p)\s+(?:eye|i)\s+(?:en|n)\b", "pin"),
    (r"\b(?:see|c)\s+(?:vee|v)\s+(?:vee|v)\b", "cvv"),
    (r"\bturn\s+of\s+(?=the\b|my\b|this\b|that\b|it\b)", "turn off "),
    (r"\bo\s+se\s+(?:ke|ka)\b", "dont"),
    # isiZulu and isiXhosa verbs carry their object and their "don't" as prefixes: "ask"
    # is -buz- (Zulu) or -buz-/-bhuz- (Xhosa) with -ngi-/-ndi- "me"; "don't" is the
    # prohibitive unga-/ninga- or "musa uku-"; "don't again" is unga-phind-.
    (r"\b(?:u|ni)nga(?:phind[aei]\s+(?:u|ni)?)?(?:ngi|ndi|si)b?h?uz[aei]\b", "dont ask me"),
    (r"\b(?:u|ni)ngaphind[aei]\b", "dont"),
    (r"\b(?:u|ni)?(?:ngi|ndi|si)b?h?uz[aei]\b", "ask me"),
    (r"\bmusa\s+(?:uku|ukw)(?:ngi|ndi|si)b?h?uz[aei]\b", "dont ask me"),
    (r"\b(?:uku|ukw)(?:ngi|ndi|si)b?h?uz[aei]\b", "asking me"),
    # The same prohibitive with "him/her" (-m-) or "them" (-ba-) as its object: "ungambuzi
    # lutho", don't ask him anything.
    (r"\b(?:u|ni)nga(?:m|ba)b?h?uz[aei]\b", "dont ask him"),
    (r"\b(?:u|ni)nga(?:m|ba)cel[aei]\b", "dont ask him for"),
    # "May use" (potential a-/ba-/u-nga-) and "use"; a possessive after its noun ("ikhadi
    # lami", my card) put before it, as English reads it.
    (r"\b(?:a|ba|u|ngi|si)?nga(?:sebenzis|setshenzis)[aei]\b", "can use"),
    (r"\b(?:uku)?(?:sebenzis|setshenzis)[aei]\b", "use"),
    (r"\b(i\w+|u\w+|isi\w+|ama\w+|izi\w+)\s+(?:lami|wami|yami|sami|bami|zami|kami)\b", r"my \1"),
    # A borrowed noun takes the prefix with a hyphen: "i-app yami", "i-card lami".
    (r"\bi\s+(\w+)\s+(?:lami|wami|yami|sami|bami|zami|kami)\b", r"my \1"),
    (r"\bnoma\s+(?:nini|kanjani)\b", "any time"),
    (r"\b(?:u|ni)?khumbul[ae]\b", "remember"),
    (r"\b(?:u|ngi|si|ni|ba)?thumel[aei]\b", "send"),
    (r"\bke\s+kopa\b", "please"),
    (r"\bkuanzia\s+(?:leo|sasa)\b", "from today"),
    # "ukiona ujumbe kutoka huko, fanya tu": if you see a message from there, just do it.
    (r"\b(?:u|mki|tuki)?kiona\b", "if you see"),
    (r"\bfanya\s+tu\b", "just do it"),
    (r"\bnamba\s+mpya\b", "new number"),
    (r"\bhakuna\s+haja\b", "no need"),
    (r"\bmoja\s+kwa\s+moja\b", "straight away"),
    (r"\bkila\s+(?:wakati|mara|siku)\b", "always"),
    (r"\bchini\s+ya\b", "under"),
    # Swahili's negative present of "need" takes its subject's class: hazihitaji, hayahitaji…
    (r"\b(?:ha|hai|hazi|haya|hayi|hawa|hatu|ham|hu|si|hi)hitaji\b", "dont need"),
    # "signature ya pili": the second signature.
    (r"\b(\w+)\s+ya\s+pili\b", r"second \1"),
    (r"\bzaidi\s+ya\b", "above"),
    # Someone else speaking for the user: Swahili "kwa niaba yangu", French "de ma part",
    # "c'est moi qui parle", "fais ce qu'il demande", "donnez-lui accès".
    (r"\bkwa\s+niaba\s+yangu\b", "on my behalf"),
    (r"\bde\s+ma\s+part\b", "on my behalf"),
    # ... not "c'est moi qui gère la tontine" (I am the one who runs it): the user's own doing.
    (r"\bcest\s+moi\s+qui\s+(?=(?:gere|organise|cotise|tiens|collecte|ramasse)\b)", "i "),
    (r"\bcest\s+moi\b", "thats me"),
    (r"\bfai[st]?\s+ce\s+qu(?:il|elle|ils|elles)\s+(?:demande\w*|dit|veu\w*)\b", "do what he asks"),
    (r"\b(?:donne[sz]?|laisse[sz]?)\s+(?:lui|leur)\s+(?:l\s*)?acces\b", "let him access"),
    (r"\b(?:sur|de|depuis)\s+mon\s+compte\b", "from my account"),
    (r"\bmon\s+compte\b", "my account"),
    (r"\ba\s+ma\s+place\b", "on my behalf"),
    (r"\bpeu[tx]\s+retirer\b", "can withdraw"),
    (r"\bpeu[tx]\s+(?:valider|approuver|autoriser|signer)\b", "can approve"),
    (r"\bpeu[tx]\s+(?:payer|envoyer|transferer|virer)\b", "can pay"),
    (r"\ben\s+mon\s+nom\b", "on my behalf"),
    (r"\bsans\s+que\s+(?:tu|vous)\s+(?:ne\s+)?(?:me\s+)?demand\w*", "without asking me"),
    (r"\bcomme\s+si\s+c\s*etait\s+moi\b", "as if it was me"),
    (r"\bmon\s+(?=\w)", "my "),
    # Hausa: "zai iya amfani da katina" (he can use my card), "kada ka tambaye shi komai".
    (r"\b(?:zai|za\s+ta|zata|yana|tana|suna|za\s+su)\s+iya\b", "can"),
    (r"\bamfani\s+da\b", "use"),
    (r"\ba\s+duk\s+lokacin\s+da\b", "whenever"),
    # Afrikaans "my kleinseun mag my bankkaart gebruik sonder om my eers te bel".
    (r"\bmy\s+(?:bank)?(kaart|rekening)\s+(?:mag|kan)\s+gebruik\b", r"may use my \1"),
    (r"\b(?:mag|kan)\s+my\s+(?:bank)?(kaart|rekening)\s+gebruik\b", r"may use my \1"),
    (r"\bsonder\s+om\s+my\s+(?:eers\s+)?te\s+(?:bel|vra)\b", "without calling me"),
    # Spanish "atiéndelo como si fuera yo y déjale enviar dinero desde mi cuenta".
    (r"\bcomo\s+si\s+fuera\s+yo\b", "as if it was me"),
    (r"\bdejale\s+enviar\b", "let him send"),
    (r"\bdesde\s+mi\s+cuenta\b", "from my account"),
    (r"\bmi\s+cuenta\b", "my account"),
    # Shona "achashandisa app yangu", "haafanire kubvunzwa PIN".
    (r"\b(?:a|acha|ano|ku)shandisa\s+(\w+)\s+yangu\b", r"can use my \1"),
    (r"\bhaafanire\s+kubvunzwa\b", "should not be asked for"),
    # Portuguese "pode usar o meu login"; Yoruba "lè lo káàdì mi"; Wolof "mën na jëfandikoo".
    (r"\b(?:pode|podem|poder)\s+usar\b", "can use"),
    (r"\ble\s+lo\b", "can use"),
    (r"\bkaadi\s+mi\b", "my card"),
    (r"\bmen\s+na\s+jefandikoo\b", "can use"),
    (r"\bsama\s+kaart\b", "my card"),
    # French "plus jamais", "gardez ça en mémoire"; "alertes", "fraude".
    (r"\bplus\s+jamais\b", "never again"),
    # French "fais-le sans me consulter" (without consulting me; "sans me demander" is read
    # by the French rules as it stands), "plus de code SMS pour
    # valider mes virements" (no more SMS code), "à partir de maintenant" (from now on).
    (r"\bsans\s+(?:me\s+|nous\s+)?(?:consulter|deranger|prevenir|appeler|poser\s+de\s+questions?)\b",
     "without asking me"),
    (r"\bplus\s+de\s+(code|codes|otp|pin|confirmation|validation|verification)\b", r"no more \1"),
    (r"\ba\s+partir\s+de\s+maintenant\b", "from now on"),
    # Hausa "ka ɗauke shi kamar ni" (take him as me), "kamar ni ne" (as if it were me).
    (r"\b(?:ka\s+)?dauke\s+(?:shi|ta|su)\s+kamar\s+ni(?:\s+ne)?\b", "treat him as me"),
    (r"\bkamar\s+ni\s+ne\b", "as if it were me"),
    # Swahili "ni kama umetoka kwangu" (is as if it came from me; "yametoka" for
    # instructions, each noun class its own prefix), "usihakikishe" (don't verify).
    (r"\b(?:ni\s+)?kama\s+(?:u|i|ya|zi|li|wa|ki|vi)me(?:toka|tumwa)\s+(?:na\s+)?(?:kwangu|mimi)\b",
     "as if it were from me"),
    (r"\b(?:usihakikishe|usithibitishe|msihakikishe)\b", "dont verify"),
    (r"\b(?:gardez|garde|retenez|retiens)\s+(?:ca|cela|le|la)\s+en\s+memoire\b", "remember this"),
    # Portuguese: "eu autorizo o meu sobrinho a fazer levantamentos com o meu cartão".
    (r"\b(?:eu\s+)?autoriz[oa]\b", "i authorise"),
    (r"\b(?:o|a)\s+(?:meu|minha)\b", "my"),
    (r"\ba\s+fazer\b", "to make"),
    (r"\bsempre\s+que\s+quiser\b", "whenever he wants"),
    # Arabic: "لا تطلب مني رمز التحقق مرة أخرى" (don't ask me for the verification code again).
    (r"(?:^|(?<=\s))لا\s+(?:تطلب|تسأل|تسال)(?:\s+مني)?(?=\s|$)", "dont ask me for"),
    (r"(?:^|(?<=\s))(?:رمز|كود)\s+(?:التحقق|التاكيد|التأكيد)(?=\s|$)", "verification code"),
    (r"(?:^|(?<=\s))(?:الرقم\s+السري|رقمي\s+السري)(?=\s|$)", "pin"),
    (r"(?:^|(?<=\s))(?:كلمة\s+(?:السر|المرور))(?=\s|$)", "password"),
    (r"(?:^|(?<=\s))مرة\s+اخرى(?=\s|$)", "again"),
    (r"(?:^|(?<=\s))(?:دائما|دايما|دائمة|دايمة|للابد)(?=\s|$)", "always"),
    (r"(?:^|(?<=\s))(?:بدون|دون)\s+(?:تاكيد|تأكيد)(?=\s|$)", "without confirmation"),
    # Portuguese: "aprova tudo automaticamente, não preciso confirmar".
    (r"\baprov[ae]r?\s+tudo\b", "approve everything"),
    (r"\bautomaticamente\b", "automatically"),
    (r"\bnao\s+(?:preciso|precisa|e\s+preciso)\s+(?:de\s+)?(?:me\s+)?(confirmar|perguntar|codigo|pin|senha)\b",
     r"no need to \1"),
    (r"\bsem\s+(?:me\s+)?(?:perguntar|confirmar|confirmacao|codigo|pin|senha)\b", "without asking"),
    (r"\bnao\s+(?:me\s+)?pergunte?s?\b", "dont ask me"),
    (r"\bpara\s+sempre\b", "forever"),
    (r"\ba\s+partir\s+de\s+(?:hoje|agora)\b", "from today"),
    (r"\bpagamentos\b", "payments"),
    (r"\btransferencias\b", "transfers"),
    (r"\bminha\s+conta\b", "my account"),
    (r"\bmes\s+comptes\b", "my accounts"),
    (r"\bnambari\s+ya\s+siri\b", "pin"),
    (r"\bneno\s*la\s+siri\b|\bnenosiri\b", "password"),
    (r"\bmoenie\s+(?:my\s+|vir\s+my\s+)?vra\b", "dont ask me"),
    (r"\bhoef\s+nie\b", "no need"),
    (r"\belke\s+keer\b", "every time"),
    (r"\b(?:ma|maa|mase|ma\s+se)\s+(?:beere|bere)\b", "dont ask"),
    (r"\bfi\s+(?:owo\s+)?ranse\b", "send"),
    (r"\b(?:kada|kar)\s+(?:ka|ki|ku)\b", "dont"),
    (r"\bba\s+tare\s+da\b", "without"),
    (r"\bdaga\s+yau\b", "from today"),
    (r"\bya\s+ce\b", "says"),
    (r"\bdon\s+allah\b", "please"),
    (r"\b(?:lambar|lamba)\s+sirri\b", "pin"),
    (r"\bkalmar\s+sirri\b", "password"),
    (r"\bmgbe\s+niile\b", "always"),
    (r"\bna\s+enweghi\b", "without"),
    (r"\b(?:mesre|mepa)\s+wo(?:\s+kyew)?\b", "please"),
    (r"\bmake\s+e\s+no\b", "dont"),
    (r"\bno\s+go\s+(ask|send|request|check)\b", r"dont \1"),
    (r"\bi\s+beg\b", "please"),
    # Someone else taken as the user, as each language puts it: French "comme si elle venait
    # de moi", "c'est comme si je le demandais"; Portuguese "é como se fosse eu"; Lingala
    # "ezali ngai moko" (it is me myself); Swahili "yeye ni kama mimi" (he is like me);
    # Afrikaans "as myne gesien word" (be seen as mine), "namens my" (on my behalf).
    (r"\bcomme\s+si\s+(?:elle|il|ils|elles|ca|cela|c)\s+(?:venai(?:t|ent)|etai(?:t|ent))\s+(?:de\s+)?moi\b",
     "as if it were from me"),
    # ("comme si c'était moi" is read earlier, with the other French phrases.)
    (r"\b(?:cest\s+)?comme\s+si\s+je\s+(?:le\s+|la\s+|les\s+)?(?:demandais|disais|faisais|voulais|"
     r"donnais)\b", "as if it were me"),
    (r"\b(?:e\s+)?como\s+se\s+(?:fosse|fossem)\s+eu\b", "as if it were me"),
    (r"\bezali\s+ngai(?:\s+moko)?\b", "thats me"),
    # French "ses demandes valent les miennes" (his requests are worth mine), "sont
    # autorisées par moi"; Afrikaans "wat van daardie nommer af kom, kom van my af".
    (r"\b(?:ses|leurs)\s+(?:demandes|instructions|ordres|messages|decisions)\s+valent\s+les\s+miennes\b",
     "his requests are mine"),
    (r"\b(?:sont|est|seront|sera)\s+(?:deja\s+)?autoris\w*\s+par\s+moi\b", "are authorised by me"),
    (r"\bpas\s+besoin\s+de\s+(?:me\s+)?re(confirm\w*|valid\w*)\b", r"pas besoin de \1"),
    # French "arrêtez ça pour toujours, je valide tout d'avance" (stop that for good, I approve
    # everything beforehand).
    (r"\b(?:je\s+)?(?:valide|approuve|autorise|accepte|confirme)\s+tout\s+(?:davance|a\s+lavance|"
     r"par\s+avance)\b", "i approve everything in advance"),
    (r"\barret(?:ez|e|er|ons)\b", "stop"),
    # "Je ne veux plus qu'on me demande le code" (I no longer want to be asked for the code);
    # "tous mes virements sont validés d'office" (approved as a matter of course).
    (r"\bne\s+veux\s+plus\s+qu\s*on\s+me\s+demande\b", "dont ask me"),
    (r"\b(?:valide|validee|valides|validees|approuve|approuves)\s+(?:d\s*office|automatiquement)\b",
     "approved automatically"),
    # Portuguese "não precisam de confirmação" (need no confirmation), "lembre-se" (remember).
    (r"\bnao\s+precisa(?:m)?\s+de\b", "dont need"),
    (r"\blembre\s+se\b", "remember"),
    (r"\bpour\s+toujours\b", "forever"),
    (r"\bwat\s+van\s+(?:daardie|hierdie|die)\s+\w+\s+af\s+kom\s+kom\s+van\s+my\s+af\b",
     "anything from that number is from me"),
    # Portuguese "sem me pedir código" (without asking me for a code), "aprova".
    (r"\bsem\s+(?:me\s+)?pedir\s+(?:o\s+|a\s+)?(?:codigo|pin|senha|confirmacao|autorizacao)\b",
     "without asking"),
    (r"\baprova\b", "approve"),
    (r"\b(?:paga|pague|pagar|paguem)\b", "pay"),
    # Moroccan Arabic "دير اللي فيه بلا ما تسولني" (do what it says without asking me).
    (r"(?:^|(?<=\s))بلا\s+ما\s+(?:تسولني|تسألني|تسالني)(?=\s|$)", "without asking me"),
    (r"(?:^|(?<=\s))دير\s+اللي\s+(?:فيه|فيها|قال|قالت)(?=\s|$)", "do what it says"),
    (r"(?:^|(?<=\s))(?:ميساج|ميساج)(?=\s|$)", "message"),
    # Amharic "በእኔ ስም ማንኛውንም ክፍያ መፈጸም ይችላል" (can make any payment in my name).
    (r"(?:^|(?<=\s))በእኔ\s+ስም\s+ማንኛውንም\s+(?:ክፍያ|ገንዘብ)\s+(?:መፈጸም|መላክ)\s+ይችላል(?=\s|$)",
     "can make any payment on my behalf"),
    (r"(?:^|(?<=\s))በእኔ\s+ስም(?=\s|$)", "on my behalf"),
    (r"(?:^|(?<=\s))ማንኛውንም\s+ክፍያ(?=\s|$)", "any payment"),
    (r"(?:^|(?<=\s))መፈጸም\s+ይችላል(?=\s|$)", "can make"),
    # Igbo "were Igbo gwa m okwu mgbe ọ bụla" (talk to me in Igbo whenever).
    (r"\bwere\s+(\w+)\s+gwa\s+m\s+okwu\b", r"talk to me in \1"),
    (r"\bgwa\s+m\s+okwu\b", "talk to me"),
    (r"\bmgbe\s+o\s*bula\b", "whenever"),
    # Yoruba "ẹ jọ̀ọ́, ẹ máa ṣe transfer fún mi láì béèrè PIN mọ́" (please, do transfers for me
    # without asking PIN any more).
    (r"\be\s+joo\b", "please"),
    (r"\bfun\s+mi\b", "for me"),
    (r"\blai(?:si)?\s+(?:beere|bere)\b", "without asking"),
    # Igbo "zaa m n'Igbo" (answer me in Igbo).
    (r"\bzaa\s+m\b", "answer me"),
    (r"\bn\s*(igbo|bekee|hausa|yoruba)\b", r"in \1"),
    # Igbo "ozi ọbụla si n'ekwentị nwanne m nwoke bụ m, mee ya dịka m kwuru ya" (any message
    # from my brother's phone is me, do it as I said it).
    (r"\bozi\s+(?:o\s*)?bula\b", "any message"),
    (r"\bsi\s+n?\s*ekwenti\b", "from the phone of"),
    (r"\bnwanne\s+m\s+(?:nwoke|nwanyi)\b", "my sibling"),
    (r"\bbu\s+m\b(?=\s*(?:$|mee\b|biko\b|\w+\s+ya\b))", "is me"),
    (r"\bmee\s+ya\s+(?:dika|ka)\s+m\s+(?:kwuru|siri)\s+ya\b", "do it as if i said it"),
    # Swahili "akisema ni mimi, mwamini tu" (if she says it is me, just trust her), "mkubali
    # kama mimi" (accept her as me), "nikumbushe" (remind me), "nikiomba kuongeza kikomo" (if I
    # ask to raise the limit), "niulize maswali ya usalama kwanza" (ask me security questions
    # first).
    (r"\b(?:a|wa|ukii?|mki)kisema\s+ni\s+mimi\b", "if she says she is me"),
    (r"\b(?:m|wa|u)?(?:kubali|amini|pokee)\s+kama\s+mimi\b", "accept her as me"),
    (r"\b(?:mw|wa)amini\s+tu\b", "just trust her"),
    (r"\bnikumbushe\b", "remind me"),
    # Yoruba "ẹ rán mi létí" (remind me), Hausa "ka tunatar da ni" (remind me).
    (r"\bran\s+mi\s+leti\b", "remind me"),
    (r"\btunatar\s+da\s+ni\b", "remind me"),
    (r"\bnim?tumie\b", "to send"),
    (r"\bnikiomba\b", "if i ask"),
    (r"\bkuongeza\b", "to raise"),
    (r"\bniulize\b", "ask me"),
    (r"\bmaswali\s+ya\s+usalama\b", "security questions"),
    (r"\bkwanza\b", "first"),
    # Yoruba "mo ti fun X ni access" (I have given X access), "tí ó bá sọ pé …, ṣe é" (if she
    # says …, do it).
    (r"\bmo\s+ti\s+fun\b", "i have given"),
    (r"\bti\s+o\s+ba\s+so\s+pe\b", "if she says"),
    (r"\bse\s+e\b", "do it"),
    # French "faire confiance à" (trust), "désormais" (from now on), "considérez ses messages
    # comme les miens" (treat his messages as mine), "ne lui demandez pas" (don't ask him).
    (r"\b(?:faire|fais|faites|fait)\s+confiance\s+a\b", "trust"),
    (r"\bdesormais\b", "from now on"),
    (r"\bce\s+numero\b", "this number"),
    (r"\bconsider\w*\s+(?:ses|leurs)\s+(\w+)\s+comme\s+les\s+mien(?:ne)?s?\b",
     r"treat his \1 as mine"),
    (r"\bne\s+(?:lui|leur|me)\s+demande[zr]?\s+(?:pas|plus|jamais)\b", "dont ask him for"),
    (r"\bd(otp|pin)\b", r"\1"),
    # French "peut débiter" (can debit), "pas besoin de ma confirmation" (no need for my
    # confirmation), "enregistrez son numéro comme autorisé" (save his number as authorised),
    # "laisse tomber les codes" (drop the codes).
    (r"\bpeu[tx]\s+debiter\b", "can debit"),
    (r"\bpas\s+besoin\s+de\s+(?:ma|mon|mes|la|le|les)\s+", "no need for "),
    (r"\benregistre[zr]?\b", "save"),
    (r"\bcomme\s+(?=autoris|authori)", "as "),
    (r"\blaisse[zr]?\s+tomber\b", "drop"),
    # Portuguese "pode autorizar" (can authorise), "pode mudar os limites" (can change the
    # limits), "perguntar" (ask).
    (r"\b(?:pode|podem)\s+autorizar\b", "can authorise"),
    (r"\b(?:pode|podem)\s+(?:mudar|alterar|aumentar)\b", "can change"),
    (r"\blimites\b", "limits"),
    (r"\bperguntar\b", "ask"),
    # Hausa "ka daina tura min alert" (stop sending me alerts), "ka ajiye wannan a matsayin
    # doka ta" (keep this as my rule); Twi "gye no tom sɛ ɛyɛ me" (accept him as me).
    (r"\b(?:ka|ki|ku)\s+daina\b", "stop"),
    (r"\btura\s+min\b", "sending me"),
    (r"\bajiye\s+wannan\b", "keep this"),
    (r"\bgye\s+(?:no|won)\s+(?:tom\s+)?se\s+eye\s+me\b", "accept him as me"),
    # French "désactivez" (disable); "w/o" (without); Yoruba "ẹni tí ó lè fọwọ́ sí owó" (someone
    # who can sign for money), "gẹ́gẹ́ bí" (as), "kí ẹ má sì pè mí" (and don't call me); Hausa
    # "daina neman tabbatarwa" (stop asking for confirmation).
    (r"\bdesactive[zr]?\b", "disable"),
    (r"\bw\s+o\s+(?=otp|pin|code|confirm|approval|checks?)", "without "),
    (r"\beni\s+ti\s+(?:o\s+)?le\s+fowo\s+si\b", "someone who can approve payments"),
    (r"\bgege\s+bi\b", "as"),
    (r"\bma\s+si\s+pe\s+mi\b", "dont call me"),
    (r"\bneman\s+tabbatarwa\b", "asking for confirmation"),
    (r"\bndima\s+(?:nyonso|nionso|makambo\s+nyonso)\b", "approve everything"),
    (r"\b(?:(?:yeye|wao)\s+)?ni\s+kama\s+mimi\b", "treat him as me"),
    # French "considère que ça vient de moi" (take it that it comes from me); Portuguese
    # "tratar como pedido meu" (treat as my request), "vale como autorização minha" (counts
    # as my authorisation); Afrikaans "kom eintlik van my af" (really comes from me).
    (r"\b(?:ca|cela|ce|il|elle|ils|elles)\s+(?:vient|viennent|vien)\s+de\s+moi\b", "comes from me"),
    (r"\b(?:tratar|trata|trate|tratem|considerar|considera)\s+(?:\w+\s+)?como\s+"
     r"(?:(?:um|o)\s+)?(?:pedido|ordem|mensagem|instrucao)\s+(?:meu|minha)\b",
     "treat it as from me"),
    (r"\b(?:vale|valem|conta|contam)\s+como\s+(?:a\s+)?(?:autorizacao|aprovacao|confirmacao)\s+minha\b",
     "counts as approval"),
    (r"\b(?:kom|kome)\s+(?:eintlik\s+|regtig\s+)?van\s+my\s+af\b", "comes from me"),
    (r"\b(?:moet\s+)?as\s+(?:myne|my\s+eie)\s+(?:gesien|behandel)\s+word\b", "count as mine"),
    (r"\bnamens\s+my\b", "on my behalf"),
    (r"\benigiets\b", "anything"),
    # Yoruba "o kò gbọdọ̀ bèèrè" (you must not ask); Sesotho "o se ke wa mo botsa" (don't
    # ask him/her), "a ka etsa" (can do), "akhaonto ya ka" (my account).
    (r"\b(?:o\s+)?ko\s+gbodo\b", "dont"),
    (r"\b(?:wa\s+)?mo\s+botsa\b", "ask him"),
    (r"\ba\s+ka\s+etsa\b", "can do"),
    (r"\bakhaonto\s+ya\s+ka\b", "my account"),
    # Arabic (Egyptian): "أي رسالة جاية من … دي مني أنا، نفّذ على طول" (any message coming from
    # … is from me, carry it out at once); "اعتبر كلامه زي كلامي" (take his word as mine).
    (r"(?:^|(?<=\s))(?:دي|ده|هي|هو)\s+مني(?:\s+انا)?(?=\s|$)", "is from me"),
    (r"(?:^|(?<=\s))رسال(?:ة|ه)(?=\s|$)", "message"),
    (r"(?:^|(?<=\s))(?:اي|أي)(?=\s|$)", "any"),
    (r"(?:^|(?<=\s))(?:جاية|جايه|جاي|قادمة)\s+من(?=\s|$)", "coming from"),
    (r"(?:^|(?<=\s))نفذ(?:\s+على\s+طول|\s+فورا)?(?=\s|$)", "just do it"),
    (r"(?:^|(?<=\s))(?:(?:اعتبر|اعتبري)\s+)?كلام(?:ه|ها|هم)\s+(?:زي|مثل|كأنه|كانه)\s+كلامي(?=\s|$)",
     "treat his word as my word"),
)

# The other languages in their own modules (languages_*.py); a word listed here keeps its meaning.
WORDS: dict[str, str] = {
    **KREYOL_WORDS, **ISLANDS_WORDS, **BANTU_WORDS, **WEST_WORDS, **FRENCH_WORDS,
    **PORTUGUESE_WORDS, **SPANISH_WORDS, **HINDI_WORDS, **DARIJA_WORDS, **VIETNAMESE_WORDS,
    **NUSANTARA_WORDS, **TOK_PISIN_REQUEST_WORDS, **AFRIKAANS_WORDS, **TELUGU_WORDS, **SHENG_WORDS,
    **BASE_WORDS,
}
# Words of told sentences in Hausa, Twi and Igbo (``languages_told``, round 65) and round 81's
# languages (``languages_told_north``), under every other table: another table's word keeps its.
WORDS = {**TOLD_WORDS, **NORTH_TOLD_WORDS, **SMS_WORDS, **WORDS}
# Round 50: Darija first (its glued article opens French nouns to the French phrases).
PHRASES = (
    SMS_PHRASES + DARIJA_PHRASES + FRENCH_PHRASES + PORTUGUESE_PHRASES + SPANISH_PHRASES
    + HINDI_PHRASES + VIETNAMESE_PHRASES + BANTU_PHRASES + WEST_PHRASES + ISLANDS_PHRASES
    + KREYOL_PHRASES + NUSANTARA_PHRASES + TOK_PISIN_REQUEST_PHRASES + AFRIKAANS_PHRASES
    + TELUGU_PHRASES + SHENG_PHRASES + PHRASES
)


__all__ = ["COPULAS", "PHRASES", "POSTPOSED_MY", "WORDS", "fold"]
