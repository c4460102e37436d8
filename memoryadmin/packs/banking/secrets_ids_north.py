"""National ID numbers of the Nordic, Baltic and Central European countries (blind round 81), and
a PIN told as what was typed when the card was blocked.

Each ID proves who the user is, so each is masked after its name (or where it was asked for:
"Kan du bekräfta ditt personnummer?"), at its own shape:

- Sweden's personnummer: ten or twelve digits, YYMMDD or YYYYMMDD, "-" (or "+" past a hundred
  years) and four ("19850314-2386"); Norway's fødselsnummer: eleven (DDMMYY and five); Denmark's
  CPR number: DDMMYY-XXXX; Finland's henkilötunnus ("hetu"): DDMMYY, the century sign ("-", "+",
  "A" to "F", "U" to "Y"), three digits and a check character; Iceland's kennitala: DDMMYY-XXXX.
- Estonia's isikukood and Lithuania's asmens kodas: eleven digits; Latvia's personas kods:
  DDMMYY-XXXXX; Poland's PESEL (``secrets_ids``); the Czech and Slovak rodné číslo: YYMMDD/XXX(X);
  Hungary's személyi szám (eleven), adóazonosító jel (the personal tax number, ten), TAJ number
  (nine).

A PESEL is masked with no name too where its check digit holds and its birth date is one a
customer has (born 1920 to 2010): an eleven-digit phone number ("08031234567") has no such date.

What stays shown: a phone number, an amount, a date, a year, a postcode, an IBAN, an order or a
reference number ("personnummer" with no number after it names nothing).

A PIN typed wrong, told when the card was blocked: "eg skreiv 6204 tre gonger" (I typed 6204
three times), "syötin 4471 kolme kertaa väärin", "háromszor beütöttem 1234": four to six digits
after a verb of typing, with a count of times after them.
"""

from __future__ import annotations

from memoryadmin.engine.secrets import LOOSE_GLUE, BareSecret, LabelledSecret
from memoryadmin.engine.secrets_asked import PIN_VALUE
from memoryadmin.packs.banking.secrets_ids import digits


def _id(labels: tuple[str, ...], value: str) -> LabelledSecret:
    return LabelledSecret(kind="national ID", labels=labels, value=value, glue=rf"\.?{LOOSE_GLUE}")


_TEN_OR_TWELVE = r"(?<![\d\w])(?:\d{2})?\d{6}\s?[\-+]?\s?\d{4}(?![\d\w])"
_DATE_DASH_FIVE = r"(?<![\d\w])\d{6}\s?[\-]?\s?\d{5}(?![\d\w])"
SWEDISH_PERSONNUMMER = _id(
    (r"person(?:nummer|nr)\w{0,3}|personnumret|samordningsnummer\w{0,3}",), _TEN_OR_TWELVE
)
NORWEGIAN_FODSELSNUMMER = _id(
    (r"f[øo]dselsn(?:umme)?r\w{0,3}|personnummer\w{0,3}|d[\s-]?nummer\w{0,3}",),
    _DATE_DASH_FIVE,
)
DANISH_CPR = _id(
    (r"cpr(?:[\s\-]?(?:nummer|nr|number|no))?\w{0,3}",),
    r"(?<![\d\w])\d{6}\s?-?\s?\d{4}(?![\d\w])",
)
FINNISH_HETU = _id(
    (r"henkil[oö]tunnu\w{0,5}|hetu\w{0,2}|sosiaaliturvatunnu\w{0,4}|sotu",),
    r"(?<![\d\w])\d{6}[\-+a-fu-yA-FU-Y]\d{3}[0-9a-yA-Y](?![\d\w])",
)
ICELANDIC_KENNITALA = _id(
    (r"kennit[oö]l\w{0,3}|kennital\w{0,3}",), r"(?<![\d\w])\d{6}\s?-?\s?\d{4}(?![\d\w])"
)
BALTIC_IDS = _id(
    (
        r"isikukood\w{0,3}",
        r"personas\s+kod\w{0,3}",
        r"asmens\s+kod\w{0,3}",
    ),
    rf"(?:{digits(11)}|{_DATE_DASH_FIVE})",
)
CZECH_RODNE_CISLO = _id(
    (r"rodn(?:[eé]|[eé]ho|[eé]m|[yý]m)\s+[cč][ií]sl\w{0,3}|r\.\s?[cč]\.",),
    r"(?<![\d\w])\d{6}\s?/?\s?\d{3,4}(?![\d\w])",
)
HUNGARIAN_IDS = _id(
    (
        r"szem[eé]lyi\s+(?:sz[aá]m\w{0,3}|azonos[ií]t[oó]\w{0,4})",
        r"ad[oó]azonos[ií]t[oó](?:\s+jel\w{0,3})?\w{0,3}",
        r"taj(?:[\s-]?sz[aá]m\w{0,3})?",
    ),
    digits(9, 11),
)


def _pesel(d: str) -> bool:
    """A PESEL's check digit, and a birth date a customer has (1920 to 2010)."""
    if len(d) != 11:
        return False
    weights = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)
    if (10 - sum(int(x) * w for x, w in zip(d, weights, strict=False)) % 10) % 10 != int(d[10]):
        return False
    year, month, day = int(d[0:2]), int(d[2:4]), int(d[4:6])
    if 1 <= month <= 12:
        born_ok = year >= 20
    elif 21 <= month <= 32:
        born_ok = year <= 10
    else:
        return False
    return born_ok and 1 <= day <= 31


PESEL_BARE = BareSecret(kind="national ID", min_digits=11, max_digits=11, check=_pesel)

# A PIN told as typed, then how many times: "eg skreiv 6204 tre gonger".
_TYPED = (
    r"skreiv|skrev|skrivit|skrevet|tasta|tastet|tastede|tastat|slo\s+inn|sl[oå]g\s+in|"
    r"sy[oö]tin|n[aä]pp[aä]ilin|kirjoitin|sisestasin|tr[uū]kkisin|ievad[iī]ju|"
    r"[iį]ved[zž]iau|[iį]ra[sš]iau|wpisa[lł](?:em|am)|wprowadzi[lł](?:em|am)|"
    r"zadal(?:a)?(?:\s+jsem)?|napsal(?:a)?(?:\s+jsem)?|zadal(?:a)?\s+som|"
    r"be[uü]t[oö]ttem|megadtam|[ií]rtam|sl[oó]\s+inn"
)
_TIMES = (
    r"(?:\s+(?:inn|in|sis[aä][aä]n|sisse))?\s+(?:(?:\d|to|tre|fire|tv[aå]|tveimur|kaksi|kolme|kaks|"
    r"kolm|divas|tr[iī]s|du|tris|dwa|trzy|dvakr[aá]t|t[rř]ikr[aá]t|k[eé]tszer|h[aá]romszor|"
    r"[þt]risvar|tvisvar)\s*(?:gonger|ganger|g[aå]nger|gange|kertaa|korda|reizes|kartus|razy|"
    r"kr[aá]t|szor)?)(?!\w)"
)
TYPED_PIN = LabelledSecret(
    kind="PIN",
    labels=(rf"(?:{_TYPED})(?:\s+(?:inn|in|sis[aä][aä]n|sisse))?",),
    value=rf"{PIN_VALUE}(?={_TIMES})",
    reverse=False,
    asked_for=False,
)

NORTH_IDS = (
    SWEDISH_PERSONNUMMER,
    NORWEGIAN_FODSELSNUMMER,
    DANISH_CPR,
    FINNISH_HETU,
    ICELANDIC_KENNITALA,
    BALTIC_IDS,
    CZECH_RODNE_CISLO,
    HUNGARIAN_IDS,
    TYPED_PIN,
)

__all__ = ["NORTH_IDS", "PESEL_BARE"]
