"""National ID numbers of the Middle East and North Africa (blind round 80).

Each proves who the user is, so each is masked after its name (or where it was asked for) at
its own shape, in any script's digits ("رقمي القومي ٢٩٢٠٥١٤٠١٠٢٧٣٨" too):

- Egypt's national number ("الرقم القومي", "رقمي القومي", Arabizi "el ra2am el qawmy"): fourteen
  digits, the first the century (2 for the 1900s, 3 for the 2000s), then the birth date
  (YYMMDD), the governorate (01 to 35, 88 born abroad), four of a serial and a check digit.
- Saudi Arabia's iqama (a resident's, "iqama no.", "رقم الإقامة") and national ID ("الهوية
  الوطنية", "السجل المدني"): ten digits, the first 2 for a resident, 1 for a citizen.
- The Emirates ID ("emirates id", "الهوية الإماراتية"): fifteen digits, 784 and the holder's
  birth year first, written 784-YYYY-NNNNNNN-N; so grouped it is masked with no name at all
  ("784-1988-4721635-2 this is my emirates id"): nothing else a user types has that shape.
- Israel's teudat zehut ("תעודת זהות", "ת״ז", "מספר זהות"): nine digits (eight when its leading
  zero is dropped).
- Iran's national code ("کد ملی", "شماره ملی", Finglish "code melli"): ten digits, written
  XXX-XXXXXX-X too.

Named only as an ID in general ("national ID number", "ID number", "رقم الهوية", asked in
English as the round's agent asks), a number is masked where its digits fit one of these: an
Egyptian one's birth date, a Saudi one's first digit, 784 and a year; an Israeli or an Iranian
one's check digit (the Luhn sum; the weighted sum modulo 11), for nine or ten digits could be
anything else ("transaction ID number …" is not read: its word before the name).

What stays shown: an amount ("٥٠٠ جنيه", "500 ש״ח"), a phone number (Egypt's 010…, eleven digits;
Saudi Arabia's 05…, ten but starting with 0; Israel's 05…), a date, a year, a postcode (Iran's
"کد پستی" is another code), an IBAN, an order number, "my iqama expires next month" (no number).
"""

from __future__ import annotations

from collections.abc import Callable

from memoryadmin.engine.secrets import LOOSE_GLUE, BareSecret, LabelledSecret
from memoryadmin.engine.secrets_shapes import luhn_valid
from memoryadmin.packs.banking.secrets_ids import digits

# A name ending in an abbreviation's stop ("iqama no.", "ת.ז."): the stop, then the loose glue.
_GLUE = rf"\.?{LOOSE_GLUE}"


def _egyptian(d: str) -> bool:
    if len(d) != 14 or d[0] not in "23":
        return False
    month, day, place = int(d[3:5]), int(d[5:7]), int(d[7:9])
    return 1 <= month <= 12 and 1 <= day <= 31 and (1 <= place <= 35 or place == 88)


def _saudi(d: str) -> bool:
    return len(d) == 10 and d[0] in "12"


def _emirati(d: str) -> bool:
    return len(d) == 15 and d.startswith("784") and d[3:5] in ("19", "20")


def _israeli(d: str) -> bool:
    return len(d) in (8, 9) and luhn_valid(d.zfill(9))


def _iranian(d: str) -> bool:
    if len(d) != 10 or len(set(d)) == 1:
        return False
    rest = sum(int(d[i]) * (10 - i) for i in range(9)) % 11
    return int(d[9]) == (rest if rest < 2 else 11 - rest)


def _ascii(d: str) -> str:
    return "".join(str(int(ch)) for ch in d)


# An ID named in general: in English, Arabic ("رقم الهوية", the identity number; "رقم هويتي",
# mine; "رقم البطاقة الشخصية"), Hebrew ("מספר זהות").
GENERAL = (
    r"national\s*id(?:entity|entification)?(?:\s*card)?(?:\s*(?:number|no|num|#))?",
    r"national\s+number",
    r"(?:identity|id)(?:\s*card)?\s*(?:number|no|num|#)",
    r"رقم\s+(?:ال)?هوي(?:[ةه]|ت[يى])(?:\s+(?:ال)?وطني[ةه])?",
    r"رقم\s+(?:ال)?بطاق[ةه]\s+(?:ال)?شخصي[ةه]",
    r"(?:ال)?هوي[ةه]|هويت[يى]",
)
# ... not a transaction's, an order's, a reference's or a customer's ID.
_NOT_A_PERSON = (
    "transaction",
    "order",
    "reference",
    "ref",
    "tracking",
    "customer",
    "user",
    "session",
    "device",
    "employee",
    "student",
    "member",
    "ticket",
    "payment",
    "transfer",
)


def _id(
    labels: tuple[str, ...],
    value: str,
    check: Callable[[str], bool] | None,
    *,
    general: bool = False,
) -> LabelledSecret:
    return LabelledSecret(
        kind="national ID",
        labels=(*labels, *GENERAL) if general else labels,
        value=value,
        glue=_GLUE,
        not_after=_NOT_A_PERSON if general else (),
        check=check,
    )


EGYPTIAN_ID = _id(
    (
        r"[وب]?(?:ال)?رقم[يى]?\s+(?:ال)?قوم[يى]",
        # "رقم البطاقة", "رقم بطاقتي": Egypt's ID card is "البطاقة" (a bank card's number has 16).
        r"رقم\s+(?:ال)?بطاق(?:[ةه]|ت[يى])",
        r"(?:[ae]l\s+)?(?:ra2a?m|raqa?m|raka?m)[iy]?\s+(?:[ae]l[\s-]?)?(?:qawm|2awm|kawm|awm)(?:y|i|ey)",
    ),
    digits(14),
    lambda d: _egyptian(_ascii(d)),
    general=True,
)
SAUDI_ID = _id(
    (
        r"(?:iqa?ama?h?|ikama|eqama)(?:\s*(?:no|number|num|id|#))?",
        r"(?:resident|residency)\s+(?:id|permit)(?:\s*(?:number|no|num|#))?",
        r"(?:رقم\s+)?(?:ال)?[اإ]قام(?:[ةه]|ت[يى])",
        r"(?:ال)?هوي[ةه]\s+(?:ال)?وطني[ةه]|(?:ال)?سجل\s+(?:ال)?مدن[يى]",
    ),
    digits(10),
    lambda d: _saudi(_ascii(d)),
    general=True,
)
_EMIRATES_VALUE = r"(?<![\d\w])\d{3}[ \-]?\d{4}[ \-]?\d{7}[ \-]?\d(?![\d\w])"
EMIRATES_ID = _id(
    (
        r"emirates\s*id(?:\s*(?:card|number|no|num|#))?|eida?",
        r"(?:ال)?هوي[ةه]\s+(?:ال)?[اإ]مارات[يى][ةه]",
    ),
    _EMIRATES_VALUE,
    lambda d: _emirati(_ascii(d)),
    general=True,
)
# Grouped as it is printed, 784-YYYY-NNNNNNN-N, it needs no name.
EMIRATES_ID_BARE = BareSecret(
    kind="national ID",
    min_digits=15,
    max_digits=15,
    check=lambda d: _emirati(_ascii(d)),
)
_HE = r"[ובהלשמכ]{0,2}"
ISRAELI_ID = _id(
    (
        rf"{_HE}(?:מספר\s+|מס['׳]?\s*)?(?:ה)?(?:תעודת\s+(?:ה)?זהות|ת\.?\s?ז|ת[\"״]ז|זהות)",
        r"teudat\s+zehut|israeli\s+id(?:\s*(?:card|number|no|num|#))?",
    ),
    digits(8, 9),
    None,
)
ISRAELI_ID_NAMED = _id((), digits(8, 9), lambda d: _israeli(_ascii(d)), general=True)
_IRANIAN_VALUE = rf"(?:{digits(10)}|(?<![\d\w])\d{{3}}-\d{{6}}-\d(?![\d\w]))"
IRANIAN_ID = _id(
    (
        r"[کك]د[\s\u200c]*مل[یيى]|شماره[\s\u200c]+مل[یيى]",
        r"(?:code|kod|kode)(?:[\s-]?e)?\s*mell?i|mell?i\s*code|national\s+code",
    ),
    _IRANIAN_VALUE,
    None,
)
IRANIAN_ID_NAMED = _id((), _IRANIAN_VALUE, lambda d: _iranian(_ascii(d)), general=True)

MENA_IDS = (
    EGYPTIAN_ID,
    SAUDI_ID,
    EMIRATES_ID,
    ISRAELI_ID,
    ISRAELI_ID_NAMED,
    IRANIAN_ID,
    IRANIAN_ID_NAMED,
)

__all__ = ["EMIRATES_ID_BARE", "MENA_IDS"]
