"""A savings group's names, written once for every reader of the group frame.

Each blind round brought the word its writers use for a rotating savings group, and each was
added to one of four lists (``frames``, ``fragments``, ``group_rules``, ``mandate``) that had
drifted apart: "natt" (Senegal) and "vikoba" (Tanzania, round 42) were in none of them. The
readers now build their patterns from these two alternations (no groups, no flags):

- ``SAVINGS_GROUP``: the names a savings group goes by, across the continent and its diaspora;
- ``GENERIC_GROUP``: the ordinary words for any group, which the readers read beside them;
- ``CARDINAL`` (with ``COMPOUND``): a count of its members or officers in words, moved here
  from ``frames`` (round 46) to keep that module within its size limit.
"""

from __future__ import annotations

import re

SAVINGS_GROUP = (
    r"(?:ajo|esusu|adashi|adashe|susu|osusu|isusu|sou-sou|"
    # Ghana, Kenya, South Africa, Cameroon, Zambia, Tanzania, Zimbabwe, Mozambique, DRC.
    r"chama|chamas|stokvel|njangi|njanggi|djangi|chilimba|upatu|vikoba|vicoba|kikundi|mukando|"
    r"xitique|likelemba|"
    # Rwanda, Botswana, Ethiopia, Senegal, the Gambia, Somalia, Egypt (rounds 38-42).
    r"ikimina|ibimina|motshelo|metshelo|iddir|equb|ekub|natt|kafo|hagbad|ayuuto|gam['’]?eya|"
    r"gameya|"
    # Angola's kixikila, Haiti's sòl (with its accent: "sol" alone is a currency and a floor)
    # and boukan, the savings box a family or a few friends keep together (round 49).
    r"kixikila|s[òo]l(?=\s+(?:hands?|group|payout|box)\b)|sòl|boukan|"
    # ... and the names that travel: tontine, ROSCA, tanda, paluwagan, arisan.
    r"tontine|rosca|tanda|paluwagan|arisan|thrift|sacco|vsla|kitty|village\s+banks?|"
    r"merry[\s-]go[\s-]round|table\s+banking|"
    # Morocco's daret, Mexico's cundina, Vietnam's hụi, India's chit (round 50).
    r"darets?|cundinas?|h[uụ]i|chits?|"
    # Bangladesh's somiti (samity), Nepal's dhukuti, the Pacific's women's komiti (round 54-55).
    r"somitis?|samit(?:y|ies)|dhukutis?|komitis?|"
    # Turkey's gold day, the women's circle that saves in gold or currency (round 56).
    r"alt[ıi]n\s+g[üu]n[üu]|d[öo]viz\s+g[üu]n[üu]|"
    # Korea's kye (gye), Japan's tanomoshi (-ko) and mujin, Okinawa's moai; the Arab world's
    # jam'iyya; Malaysia's kutu; the post-Soviet "black till" (chernaya kassa) and Central Asia's
    # gap, the circle that meets and saves by turns, only as someone's own ("her gap"), since
    # "gap" is also an English word (round 58-59).
    r"kye|gye|tanomoshi(?:-?ko)?|mujin|moai|jam['’]?iyy?a|jam['’]?eya|kutu|"
    # Sri Lanka's seettu (cheetu, சீட்டு), the monthly circle whose pot goes by lot or bid (round 64).
    r"seett?u|cheett?u|சீட்டு|"
    r"(?:chernaya|chornaya|black)\s+kassa|kassa\s+vzaimopomoshchi|"
    r"(?:(?<=\bhis\s)|(?<=\bher\s)|(?<=\btheir\s)|(?<=\bmy\s)|(?<=\bour\s)|(?<=user['’]s\s))gap|"
    # South Asia and its Gulf diaspora (round 45): a "BC" (bisi committee), a kameti, a chit
    # fund; the Caribbean's pardna. A "committee" only as someone's own ("the user's committee
    # in Muscat", "his committee payout"), not a bank's or a board's ("the credit committee").
    r"(?:(?<=\bhis\s)|(?<=\bher\s)|(?<=\btheir\s)|(?<=\bmy\s)|(?<=\bour\s)|(?<=user['’]s\s))"
    r"committees?|kameti|bc|bcs|chit\s+funds?|pardna|"
    # ... or before what only a savings committee has, whoever's it is: "the user's fixed monthly
    # committee contribution" (round 50; a board's "committee members" is not read).
    r"committee(?=\s+(?:contributions?|instal+ments?|payouts?|pots?|draws?|savings|kitty)\b)|"
    # Jamaica's partner (round 48): a "partner hand", "partner draw", or someone's partner that
    # one is in ("in the user's partner, each member…"), never a partner alone (a spouse, a
    # business partner).
    r"partner(?=\s+(?:hands?|draws?|throws?|banker|group|scheme|savings)\b)|"
    r"(?:(?<=\bin\sthe\suser's\s)|(?<=\bin\sthe\suser’s\s)|(?<=\bin\sher\s)|(?<=\bin\shis\s)|"
    r"(?<=\bin\stheir\s)|(?<=\bin\smy\s))partner(?=\s*,)|"
    # ... and its "box" as Jamaicans also call it, only before what a box has: "her box hand at
    # work" (a box alone is a box); Bolivia's and Peru's pasanaku (rounds 68-69).
    r"box(?=\s+(?:hands?|draws?|money|banker)\b)|pasana(?:ku|cu|ko)s?|"
    # The German-speaking savings club that meets at the inn and pays out at Christmas, and the
    # Dutch one (round 79): Sparverein, Sparklub, spaarclub (not a Sparkasse, which is a bank).
    r"spar(?:kassen)?vereine?s?|spar[ck]lubs?|spaarclubs?|"
    # ... and a family's or friends' pool of money, only with what kind of pool it is (round 79):
    # "a Greek family pool", "the holiday pool" (a pool alone may be a swimming pool).
    r"(?:(?<=\bfamily\s)|(?<=\bholiday\s)|(?<=\bwedding\s)|(?<=\bsavings\s)|(?<=\bmoney\s)|"
    r"(?<=\bcommon\s)|(?<=\bfriends['’]\s)|(?<=\bcousins['’]\s)|(?<=\bsisters['’]\s))pool|"
    # The Middle East's and North Africa's (round 80): Egypt's gam'eya in Arabizi and the Arab
    # world's jam'iya in its spellings and in Arabic script (with its article and a joined
    # preposition), Iran's dowreh (the circle that meets at each member's home in turn) and
    # sandogh (a family's loan fund), Jewish communities' gemach (a free-loan fund).
    r"gam(?:3|['’]|a)?e?yy?[ae]t?|gam(?:3|['’])?iyy?a|jam(?:3|a)?[ei]yy?a|jamiyy?a|"
    r"(?:[وفبلك]?ال|لل)?جمعي[ةه]|dowr?eh|dowre|dorehs?|"
    r"dowreh?s|دوره|sand(?:o|oo|u)(?:gh|q)|صندوق|g['’]?e?machs?|gemachim|גמ[\"״]ח)"
)
GENERIC_GROUP = (
    r"(?:group|circle|club|scheme|society|association|cooperative|co-operative|co-op|coop|"
    # ... and an age grade, the association of everyone born in the same years (round 68).
    r"age[\s-]grades?)"
)
# A compound in words counts as its digits do: "twenty-five", "thirty two".
COMPOUND = (
    r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s-](?:one|two|three|four|five|six|"
    r"seven|eight|nine)"
)
CARDINAL = (
    r"(?:" + COMPOUND + r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|dozen|a\s+dozen|"
    r"several|both)"
)
ANY_GROUP = rf"(?:{SAVINGS_GROUP}|{GENERIC_GROUP})"


# A group's or a business's own name, after "is called", "named", "known as" (blind round 63):
# "is called Peace Be Still Susu Club", "a stokvel named Pending Blessings". Its words are a name,
# not a state, however they read ("Still", "Pending", "Locked"): only the run of capitalised words
# (with a name's small joining words) right after the naming verb is blanked, and only when what
# is named is a group or a business by its noun, or the verb is passive ("is called"), never "the
# user called Tunde" (a phone call).
_NAMED_THING = (
    rf"(?:{ANY_GROUP}|shop|business|store|stall|salon|company|firm|brand|restaurant|boutique|"
    r"church|team|fund|farm|kiosk|bakery|school)"
)
_GIVEN_NAME = re.compile(
    rf"(?:\b(?:is|are|was|were)\s+(?:also\s+)?|\b{_NAMED_THING}\s+)(?:called|named|known\s+as)\s+"
    r"[\"“‘']?(?P<name>(?-i:[A-Z])[\w'’&-]*(?:\s+(?:(?:of|the|and|de|du|la|le|ya|wa|na|za|da|do)\s+)?"
    r"(?-i:[A-Z])[\w'’&-]*){0,7})",
    re.IGNORECASE,
)


def without_given_name(text: str) -> str:
    """``text`` with a group's or a business's given name (see above) made neutral, offsets
    kept."""
    if "called" not in text and "named" not in text and "known" not in text:
        return text
    out = text
    for m in _GIVEN_NAME.finditer(text):
        a, b = m.span("name")
        out = out[:a] + _NEUTRAL.sub(_neutral, m.group("name")) + out[b:]
    return out


# A name put in neutral letters, still a capitalised name to every reader ("Qqqqq Qq Qqqqq"), so
# a frame that reads "is called <Name>" still reads it.
_NEUTRAL = re.compile(r"[^\W\d_]+")


def _neutral(m: re.Match[str]) -> str:
    word = m.group(0)
    return ("Q" if word[0].isupper() else "q") + "q" * (len(word) - 1)
