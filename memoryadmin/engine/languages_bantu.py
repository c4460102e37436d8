"""Shona, Chichewa (Nyanja), Luganda and Kinyarwanda, as customers mix them into English, and
the Swahili read since blind round 42.

``languages`` holds Swahili, Sheng and isiZulu; these four are the languages of mobile-money
customers from Harare and Lilongwe to Kampala and Kigali, who type "usabvunza 'are you sure'"
(don't ask) or "jjukira nti" (remember that) around English. Only the small words a request
turns on: don't ask (me), if I say, remember, always, every time, send, money. Read over folded
words. "mari" (Shona for money) is left out: French "mari" is a husband, and the unread reader
(``readable``) already counts it as money.
"""

from __future__ import annotations

BANTU_WORDS: dict[str, str] = {
    # Shona
    "usabvunza": "dont ask",
    "usandibvunza": "dont ask me",
    "musandibvunza": "dont ask me",
    "ndikati": "i say",
    "ndichiti": "i say",
    "tumira": "send",
    "rangarira": "remember",
    "ndapota": "please",
    # Chichewa (Nyanja)
    "musandifunse": "dont ask me",
    "osandifunsa": "dont ask me",
    "usandifunse": "dont ask me",
    "tumizani": "send",
    "tumiza": "send",
    "ndalama": "money",
    "kumbukirani": "remember",
    "kumbukira": "remember",
    "chonde": "please",
    # A limit raised (blind round 76): Chichewa "kwezani limit yanga" (raise my limit),
    # "onjezerani" (increase); Shona "wedzera", "simudza"; Setswana "oketsa", "tlhatlosa";
    # isiNdebele "engeza".
    "kwezani": "raise",
    "kweza": "raise",
    "kwezeni": "raise",
    "onjezerani": "increase",
    "onjezani": "increase",
    "wedzera": "increase",
    "wedzerai": "increase",
    "simudza": "raise",
    "simudzai": "raise",
    "oketsa": "increase",
    "tlhatlosa": "raise",
    "engeza": "increase",
    "engezela": "increase",
    # Luganda
    "tombuuza": "dont ask me",
    "temumbuuza": "dont ask me",
    "jjukira": "remember",
    "jjukiranga": "remember",
    "weereza": "send",
    "ssente": "money",
    "nsaba": "please",
    # Kinyarwanda
    "ntumbaze": "dont ask me",
    "ntimumbaze": "dont ask me",
    "ibuka": "remember",
    "ohereza": "send",
    "amafaranga": "money",
    # Swahili: "usinitumie confirmation" (don't send me), "akikupigia" (if he calls you),
    # "mwamini" (trust him), "yeyote" (whoever).
    "usinitumie": "dont send me",
    "akikupigia": "calls you",
    "akikutumia": "texts you",
    "mwamini": "trust him",
    "yeyote": "anyone",
    "kusema": "says",
    "ndakwinginze": "please",
    # Kinyarwanda (round 51): "Nshaka ko wemeza ibyo nohereje byose utambajije" (I want you to
    # approve everything I send without asking me). The verb "-emeza" (approve) with its
    # subject marker, "-ohereje" (sent) with the user's, "byose" (all of them), and the
    # negative participle "utambajije" (you not having asked me).
    "wemeza": "approve",
    "mwemeza": "approve",
    "wemeze": "approve",
    "mwemeze": "approve",
    "kwemeza": "approve",
    "nohereje": "i send",
    "nohereza": "i send",
    "nzohereza": "i send",
    "byose": "all",
    "utambajije": "without asking me",
    "mutambajije": "without asking me",
    "utabanje": "without first",
    "kumbaza": "asking me",
    # Bemba (round 51): "ukwabula" (without), "ukunjipusha" (asking me), "lyonse" (always),
    # "indalama" (money); the prohibitive "mwilanjipusha" is read in ``BANTU_PHRASES``.
    "ukwabula": "without",
    "ukunjipusha": "asking me",
    "lyonse": "always",
    "indalama": "money",
    # Chichewa (round 51): "popanda kundifunsa" (without asking me), "muzivomereza" (approve),
    # "chilolezo" (permission).
    "popanda": "without",
    "kundifunsa": "asking me",
    "vomereza": "approve",
    "muzivomereza": "approve",
    "muvomereze": "approve",
    "chilolezo": "permission",
    # How amounts are shown and when the user is reminded (round 51, preferences): Kinyarwanda
    # "amafaranga uyanyereke muri Frw gusa" (show me the money in Frw only), "banza umbaze
    # kabiri" (ask me twice first); Chichewa "muzindionetsa mu kwacha osati madola" (show me in
    # kwacha, not dollars), "zakunja" (foreign), "pamodzi" (together); Swahili "zinipate siku
    # moja kabla" (let them reach me a day before).
    "uyanyereke": "show me",
    "unyereke": "show me",
    "munyereke": "show me",
    "muzindionetsa": "show me",
    "mundionetse": "show me",
    "ndionetseni": "show me",
    "muzindisonyeza": "show me",
    "gusa": "only",
    "muri": "in",
    "osati": "not",
    "madola": "dollars",
    "zakunja": "foreign",
    "pamodzi": "together",
    "banza": "first",
    "umbaze": "ask me",
    "mumbaze": "ask me",
    "kabiri": "twice",
    "kohereza": "sending",
    "menshi": "a lot of",
    "zinipate": "reach me",
    "zinifikie": "reach me",
    "siku": "day",
    "moja": "one",
    "kabla": "before",
}

# Phrases, over folded words, in order (before ``languages.PHRASES``).
BANTU_PHRASES: tuple[tuple[str, str], ...] = (
    # Shona "kana ndikati 'send', just send" (when I say …); "kana" alone is also "or".
    (r"\bkana\s+(?=ndikati\b|ndichiti\b|ndanyora\b)", "when "),
    (r"\bnguva\s+dzose\b|\bnthawi\s+zonse\b|\bbuli\s+kiseera\b|\bburi\s+gihe\b", "always"),
    (r"\bbuli\s+lwe\b|\bnthawi\s+iliyonse\b|\bigihe\s+cyose\b", "every time"),
    # Swahili "mtu yeyote" (anyone), "na kusema ni mimi" (and says it is me), "kama ni" (if it
    # is), "fanya iwe" (make it).
    (r"\bmtu\s+yeyote\b", "anyone"),
    (r"\bna\s+kusema\s+ni\s+mimi\b", "and says it is me"),
    (r"\bkama\s+ni\b", "if it is"),
    (r"\bfanya\s+iwe\b", "make it"),
    # Luganda "jjukira nti" (remember that).
    (r"\b(?:jjukira|ibuka|kumbukira|rangarira)\s+(?:nti|ko|kuti)\b", "remember that"),
    # Kinyarwanda "nshaka ko …" (I want that you …).
    (r"\bnshaka\s+ko\b", "i want you to"),
    # Bemba prohibitive of "-ipusha" (ask) with its object "n(j)-" (me): "mwilanjipusha",
    # "wilanjipusha", "mwinjipusha" (don't (keep) asking me); "mwilaipusha" (don't ask).
    (r"\b(?:mw|w)i(?:la)?(?:nj|n)ipush[a-z]*\b", "dont ask me"),
    (r"\b(?:mw|w)ilaipush[a-z]*\b", "dont ask"),
    # Chichewa: "muzimutenga ngati ndine" (take him as me), "ali ndi chilolezo changa chonse"
    # (he has all my permission).
    (r"\b[a-z]*tenge?(?:a|ni)?\s+ngati\s+(?:ndine|ine)\b", "treat him as me"),
    (r"\bchilolezo\s+changa\s+chonse\b", "my full permission"),
    (r"\bchilolezo\s+changa\b", "my permission"),
    (r"\bali\s+ndi\s+(?=chilolezo|my\s)", "he has "),
    # Swahili "code word yangu", "neno la siri langu" (my code word, my password): a word the
    # user keeps secret; "ya account yote" (of the whole account).
    (r"\b(code\s+word|neno\s+la\s+siri|nenosiri|password|pin)\s+(?:yangu|langu|wangu)\b",
     r"my \1"),
    (r"\bya\s+(account|akaunti)\s+(?:yote|nzima)\b", r"to the whole \1"),
    (r"\bikiwa\s+mtu\b", "if someone"),
    # Kinyarwanda "mbere yo" (before); Chichewa "pa" (for, about) opening a clause.
    (r"\bmbere\s+yo\b", "before"),
    (r"^pa\s+(?=ndalama\b)", "for "),
    # Round 61 (Kinyarwanda): whatever another wants given ("ibyo ashaka byose", all that he
    # wants; "icyo avuga cyose", whatever he says), nothing more asked ("ntimugire icyo mumbaza",
    # don't ask me anything), and a reminder on a weekday ("unyibutse buri wa gatanu", remind me
    # every Friday: the days are counted, "kuwa gatanu" the fifth).
    (r"\b(?:ibyo|icyo)\s+(?:a|ba)(?:shaka|vuga|saba|kubwira|kubaza)\s+(?:byose|cyose)\b",
     "whatever he says"),
    (r"\b(?:ntimugire|ntugire|ntimukagire|ntukagire)\s+(?:icyo|ibindi|ikindi|ibyo)\s+"
     r"(?:mumbaza|umbaza|mubaza|ubaza)\b", "dont ask me anything"),
    (r"\b(?:musubize|musubiza|muhe|umuhe|mumuhe)\b", "give him"),
    (r"\bni\s+we\s+(?=\w+\s+(?:wanjye|wange)\b)", "he is "),
    (r"\b(?:mu|u)nyibuts[ae]\b", "remind me"),
    (r"\bburi\s+(?=(?:ku)?wa\s|ku\s+cyumweru\b|munsi\b|kwezi\b|cyumweru\b)", "every "),
    (r"\b(?:ku)?wa\s+mbere\b", "monday"),
    (r"\b(?:ku)?wa\s+kabiri\b", "tuesday"),
    (r"\b(?:ku)?wa\s+gatatu\b", "wednesday"),
    (r"\b(?:ku)?wa\s+kane\b", "thursday"),
    (r"\b(?:ku)?wa\s+gatandatu\b", "saturday"),
    (r"\b(?:ku)?wa\s+gatanu\b", "friday"),
    (r"\bku\s+cyumweru\b", "sunday"),
    # isiZulu and isiXhosa (round 62): the bank's alerts switched off ("ucishe wonke ama-alert
    # okuphepha", switch off all the security alerts), with "I don't need them" after it.
    (r"\b(?:u|ni|ngi)?(?:cishe|cisha)(?:ela|ele|ni)?\b", "turn off"),
    (r"\b(?:wonke|zonke|onke|yonke|konke)\b(?=\s+(?:ama|izi|i)?\s*(?:alerts?|notifications?|"
     r"messages?|sms|izaziso|imilayezo))", "all"),
    (r"\bama\s+(?=alerts?\b|notifications?\b|sms\b)", ""),
    (r"\b(?:oku|oko|ezoku|zoku|kwezoku)phepha\b|\bukuphepha\b", "security"),
    (r"\bangi(?:wa|zi|yi|ku|li|si|bu)?dingi\b", "i dont need them"),
    # Sesotho (round 62): "eng kapa eng eo a e kopang" (whatever he asks for), "mo fe feela" (just
    # give him), "o se ke wa mpotsa" (don't ask me).
    (r"\beng\s+kapa\s+eng(?:\s+eo|\s+seo|\s+tseo)?(?:\s+a\s+(?:e\s+|di\s+)?(?:kopang|batlang|"
     r"buang|reng))?\b", "whatever he asks for"),
    (r"\bmo\s+fe\b|\bmo\s+neele?\b", "give him"),
    (r"\b(?:o|le)\s+se\s+ke\s+(?:wa|la)\s+mpotsa\b", "dont ask me"),
    (r"\bfeela\b", "just"),
    # Round 66 (Chichewa, Malawi and Zambia): the prohibitive of "-funsa" (ask) or "-pempha"
    # (request) with "-ndi-" (me) and "-nso" (again): "musandifunsenso konse" (don't ask me again,
    # ever), "osandifunsanso"; "konse" (at all) after it; "mwandivuta" (you have bothered me).
    (r"\b(?:mu|u|o)sandi(?:funs|pemph)[ae](?:nso|ninso)\b", "dont ask me again"),
    (r"\b(?:mu|u|o)sandi(?:funs|pemph)[ae]\b", "dont ask me"),
    (r"\b(dont\s+ask\s+me(?:\s+again)?)\s+konse\b", r"\1 ever"),
    (r"\b(?:mwa|wa|muma|uma|mukundi|ukundi)(?:ndi)vut(?:a|itsa|ika)\b", "you bother me"),
    # --- Round 67 (attacks): a split handover's second half, "whatever he says, do it, don't
    # ask me", in Luganda, Bemba and Chichewa.
    # Luganda: the relative "ky'/by'" with its tense and object ("ky'anaakugamba", what he will
    # tell you; "ky'akusaba", what he asks you) and "kyonna/byonna" (all) either side, or "buli"
    # (every) before; "kikole" (do it); "nga tombuuzizza" (without having asked me).
    (r"\b(?:ky|by)[ae](?:naa|na|a)?(?:ku|mu|ba|tu)?(?:gamba|saba|lagira|koba)\s+(?:kyonna|byonna)\b|"
     r"\b(?:kyonna|byonna|buli)\s+(?:ky|by)[ae](?:naa|na|a)?(?:ku|mu|ba|tu)?(?:gamba|saba|lagira|koba)\b",
     "whatever he says"),
    (r"\b(?:mu)?(?:ki|bi)kole(?:ko|mu)?\b", "do it"),
    (r"\b(?:nga\s+)?te?(?:o|mu)mbuuzizz?a\b", "without asking me"),
    # Bemba: "ifyo akalanda fyonse" (all that he will say), "fyonse ifyo alanda"; "citeni fye"
    # (just do it); "tamufwile ukunjipusha" (you must not ask me).
    (r"\bifyo\s+a(?:ka|le|la|ku|a)?(?:landa|sosa|lomba|ebe)\s+fyonse\b|"
     r"\bfyonse\s+ifyo\s+a(?:ka|le|la|ku|a)?(?:landa|sosa|lomba|ebe)\b", "whatever he says"),
    (r"\b(?:citeni|mucite|ucite)(?:\s+fye)?\b", "do it"),
    (r"\bta(?:mu|wa|mwa)fwile\s+uku(?:nj|n)ipusha\b", "dont ask me"),
    # Chichewa: "chilichonse chimene anganene" (whatever he may say), "zonse zimene akunena" (all
    # that he says); "muzichita basi" (just do it).
    (r"\b(?:chilichonse\s+(?:chimene|chomwe)|zonse\s+(?:zimene|zomwe))\s+a(?:nga|ku|na|dza|ti)?"
     r"(?:nen[ae]|funs[ae]|pemph[ae]|kuuzani|kuuzeni|kuuza)\b", "whatever he says"),
    (r"\b(?:muzichita|muchite|chitani|muzipanga|mupange)(?:\s+basi)?\b", "do it"),
)

__all__ = ["BANTU_PHRASES", "BANTU_WORDS"]
