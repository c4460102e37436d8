"""National ID numbers of Eastern Europe, Turkey and Central Asia, after their names (round 78).

"my IIN is 900512401234 if u need it for check": a Kazakh IIN (ЖСН, ИИН; a business's BIN) is
twelve digits, the first six the holder's birth date; an Uzbek PINFL (JShShIR) fourteen; a
Ukrainian RNOKPP ten; a Polish PESEL and a Turkish T.C. kimlik number eleven; a Romanian CNP
thirteen. Like a BVN or a NIN, each proves who the user is, so each is masked where its name
stands before it (or after it, "900512401234 is my IIN") or where it was asked for, and only at
its own length: "my IIN is needed?" names no number, a phone number or an amount after "PESEL"
is of another length.

A tax number is not one of them: a payee's tax number (Turkish VKN, Russian ИНН, Ukrainian ІПН,
a company's ЄДРПОУ) is given to pay it, as an account number is, and stays shown; so the
Ukrainian "ідентифікаційний код" is masked only when it is not the recipient's.

A Spanish DNI (eight digits and a check letter, "mi DNI es 48213756K") and a foreigner's NIE (X,
Y or Z, seven digits, a letter) are identity numbers too, round 79: masked after their names or
where they were asked for ("Para verificar tu identidad, ¿me das tu DNI?"). The same number
given as a NIF, for an invoice, is a tax number and stays shown; "mi DNI está caducado" names
no number.
"""

from __future__ import annotations

from memoryadmin.engine.secrets import LOOSE_GLUE, LabelledSecret


def digits(low: int, high: int | None = None) -> str:
    """``low`` to ``high`` digits (``low`` alone: exactly that many), single spaces or dashes
    allowed between them, no digit or letter around."""
    between = f"{low - 1},{(high or low) - 1}"
    return rf"(?<![\d\w])\d(?:[ \-]?\d){{{between}}}(?![\d\w])"


def _national_id(labels: tuple[str, ...], count: int) -> LabelledSecret:
    return LabelledSecret(kind="national ID", labels=labels, value=digits(count), glue=LOOSE_GLUE)


# Kazakhstan: IIN, in Russian "ИИН", in Kazakh "ЖСН"; a business's BIN ("БИН"), twelve digits.
KAZAKH_IIN = _national_id(
    (r"iin|иин|жсн|bin|бин", r"individual\s+identification\s+(?:number|no\.?)"), 12
)
# Uzbekistan: PINFL, in Uzbek "JShShIR" ("ЖШШИР"), fourteen digits.
UZBEK_PINFL = _national_id((r"pinfl|пинфл|j\.?sh\.?sh\.?i\.?r|jshir|жшшир",), 14)
# Ukraine: RNOKPP ("РНОКПП"), the identification code, ten digits; not the recipient's.
UKRAINIAN_RNOKPP = _national_id(
    (
        r"rnokpp|рнокпп",
        r"(?:ідентифікаційн\w*|идентификационн\w*)\s+(?:код|номер)\w*"
        r"(?!\s+(?:отримувача|одержувача|получателя|платника|компанії|підприємства))",
    ),
    10,
)
# Poland: PESEL; Turkey: the T.C. kimlik number ("TCKN", "kimlik no"), eleven digits.
PESEL = _national_id((r"pesel",), 11)
TURKISH_KIMLIK = _national_id(
    (r"t\.?\s?c\.?\s*kimlik(?:\s*(?:no|numara\w*))?|tckn|kimlik\s*(?:no|numara\w*)",), 11
)
# Romania: CNP (the personal numeric code), thirteen digits.
ROMANIAN_CNP = _national_id((r"cnp|cod(?:ul)?\s+numeric\s+personal",), 13)

# Spain: the DNI, eight digits and a check letter; the NIE, X, Y or Z, seven digits, a letter.
_DNI_VALUE = r"(?<![\d\w])(?:\d{8}|[XYZxyz][ \-]?\d{7})[ \-]?[A-Za-z](?![\d\w])"
SPANISH_DNI = LabelledSecret(
    kind="national ID",
    labels=(
        r"d\.?n\.?i\.?|n\.?i\.?e\.?",
        r"documento\s+(?:nacional\s+)?de\s+identidad",
        r"(?:n[uú]mero\s+de\s+)?(?:identificaci[oó]n|carnet\s+de\s+identidad)",
    ),
    value=_DNI_VALUE,
    glue=LOOSE_GLUE,
)

NATIONAL_IDS = (
    SPANISH_DNI,
    KAZAKH_IIN,
    UZBEK_PINFL,
    UKRAINIAN_RNOKPP,
    PESEL,
    TURKISH_KIMLIK,
    ROMANIAN_CNP,
)

__all__ = ["NATIONAL_IDS", "digits"]
