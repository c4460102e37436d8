"""Secrets and preferences read after blind round 50.

Every conversation here is written for the mechanism (none is from the blind round): Hindi and
Urdu digits in Latin letters after a prompt or after "MPIN hai", Spanish digits after "código
es", Mexico's "NIP", Darija's "dyali" after a label, Vietnamese digits after "mã PIN của tôi
là", a remittance's pickup number in Spanish, the card's "código de seguridad", and "opt" typed
for OTP as the last word after its value. Beside them, what stays shown: amounts and counts in
those languages, "opt in". Preferences: a stricter wish with Spanish "con mi", a claim to be the
user met with a check.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import kept, shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("OTP bata dijiye jo aapko mila", "aath ek paanch chaar nau do"),
         "aath ek paanch chaar nau do"),
        (("Easypaisa MPIN hai saat do teen nau",), "saat do teen nau"),
        (("mi código es siete ocho cero nueve cuatro uno",), "siete ocho cero nueve cuatro uno"),
        (("el NIP de mi tarjeta es 4410",), "4410"),
        (("kod PIN dyali 7719 w ma bghatch",), "7719"),
        (("mã PIN của tôi là bốn tám một chín",), "bốn tám một chín"),
        (("la clave de cobro es 5520 1187 3309",), "5520 1187 3309"),
        (("el código de seguridad es 771",), "771"),
        (("550913 is the opt",), "550913"),
    ],
)
def test_the_secret_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "value"),
    [
        (("Mera kiraya 15000 hai aur do din mein dena hai",), "15000"),
        (("Le mandé 300 dólares a mi mamá el año pasado",), "300"),
        (("Năm nay tôi gửi ba lần về nhà",), "Năm nay"),
        (("I want to opt in for alerts in 2025",), "2025"),
        (("Tiene siete hijos y ocho nietos",), "siete hijos"),
    ],
)
def test_the_value_stays_shown(messages: tuple[str, ...], value: str) -> None:
    assert value in shown(*messages)


@pytest.mark.parametrize(
    "text",
    [
        "Please be extra careful con mi cuenta, I have been scammed before.",
        "If someone calls pretending to be me, please verify them strictly.",
    ],
)
def test_the_preference_is_kept(text: str) -> None:
    assert kept(text)


@pytest.mark.parametrize(
    "text",
    [
        "Please verify my transfer today.",
        "If someone calls pretending to be me, please skip the verification.",
    ],
)
def test_the_one_off_or_the_loosening_is_refused(text: str) -> None:
    assert not kept(text)
