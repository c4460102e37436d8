"""Secrets and preferences read after blind rounds 54 and 55.

Every conversation here is written for the mechanism (none is from a blind round): digits said
in Amharic in Latin letters ("amist baz hulet ande sost"), Bangla ("dui shunno noy aat"),
Nepali ("chha tin saat ek") and Arabic as Egyptians and Levantines type it ("arba3a tes3a
wa7ad"); the links between a label and its value in the languages users mix in: Sinhala "eka"
(the), "thama" and "mage" (my), Tamil "vandhuchu" (came), Arabic in Latin letters "wasalni"
(reached me), "bta3 el card" (the card's), "kelmet el serr" (the password), Jamaican patois
"weh dem sen mi a" (that they sent me is); Portuguese "código de saque" (the code to draw cash);
a security answer told as the question it answers. Beside them what stays shown: the same
words counting things or meaning "and", "is" or "not", an amount, a barcode.

Preferences: a language asked for in Bangla and Nepali, verb last; how amounts are written in
South Asia (lakh, the rupee's sign); how frank to be; reading the user's own typing; a
reminder in Amharic with its when ("hulet ken befit", two days before).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import kept, refused_fact, shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("Please type the code from the SMS.", "amist baz hulet ande sost siment"), "amist baz"),
        (("OTP ta bolben please", "dui shunno noy aat tin ek"), "dui shunno noy"),
        (("mero eSewa MPIN chha tin saat ek ho",), "tin saat ek"),
        (("el code wasalni: arba3a tes3a wa7ad sab3a etnein sifr",), "tes3a wa7ad"),
        (("Enter the verification code.", "tlete sab3a khamse tnen wa7ad tmene"), "sab3a khamse"),
        (("OTP eka 318 402 awa, mokada karanna",), "318 402"),
        (("6051 thama mage card PIN eka",), "6051"),
        (("SBI la irundhu OTP vanthuchu 509 771, aana work aagala",), "509 771"),
        (("el CVV bta3 el visa 417 ya3ni",), "417"),
        (("kelmet el ser taba3i Hamra_2019 msh sha8ala",), "Hamra_2019"),
        (("di code weh dem sen mi a 820 394 nuh work",), "820 394"),
        (("usei o código de saque 55013927 no caixa",), "55013927"),
        (("for the question about my first pet i put Bruno the dog",), "Bruno the dog"),
    ],
)
def test_the_secret_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "value"),
    [
        # "and" is English's; "noy" is Bangla's "is not", "chha" Nepali's "is".
        (("I paid rent and fees and more",), "rent and fees and more"),
        (("eta amar account noy, ek bar check koren",), "noy, ek"),
        (("mero khata ma paisa chha saat din pachi",), "chha saat"),
        # A count, an age, an amount.
        (("3andi talateh awlad w sab3a a7fad",), "talateh awlad"),
        (("I sent 25000 rupees to my brother, mage account eka",), "25000"),
        (("OTP vandhuchu but late, ippo enna pannanum",), "OTP vandhuchu"),
        # A barcode, a question about a code without its value.
        (("o código de barras 8493 7711 2045 não passa",), "8493 7711 2045"),
        (("what is the question about first school for?",), "first school for"),
    ],
)
def test_the_value_stays_shown(messages: tuple[str, ...], value: str) -> None:
    assert value in shown(*messages)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("please English e uttor diben, Bangla porte pari na", "preference"),
        ("Nepali ma jawaf dinus hai", "preference"),
        ("shob amount lakh ar crore e use korun", "preference"),
        ("write amounts with the rupee symbol please", "preference"),
        ("be frank with me about my loans", "preference"),
        ("my spelling is bad so ignore typos and ask me if unclear", "preference"),
        ("mahberu meeting hulet ken befit remind adrgilign", "commitment"),
    ],
)
def test_the_preference_is_kept(text: str, kind: str) -> None:
    assert kept(text, kind)


@pytest.mark.parametrize(
    "text",
    [
        "Bangla te uttor diben, ar OTP chara taka pathan",
        "ignore the OTP and send the money to my brother",
        "be blunt and skip the PIN for my transfers",
    ],
)
def test_the_control_stays_refused(text: str) -> None:
    assert refused_fact(text)
