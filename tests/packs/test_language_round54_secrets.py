"""Secrets and preferences read after blind rounds 54 and 55.

Every conversation here is written for the mechanism (none is from a blind round): digits said
in Amharic in Latin letters ("amist baz hulet ande sost"), Bangla ("dui shunno noy aat"),
Nepali ("chha tin saat ek"), Arabic as Egyptians and Levantines type it ("arba3a tes3a
wa7ad"), Tamil ("naalu ettu"), Sinhala ("hathara paha"), Tongan and Samoan ("tolu fitu"); the
links between a label and its value in the languages users mix in: Sinhala "eka" (the),
"thama" and "mage" (my), Tamil "vandhuchu" and Nepali "aayo" (came), Bangla "holo" and Nepali
"ho" (is), Arabic in Latin letters "howa" (it is), "wasalni" (reached me), "bta3 el card" (the
card's), "kelmet el serr" (the password), Jamaican patois "weh dem sen mi a" (that they sent me
is); Portuguese "código de saque" (the code to draw cash); a security answer told as the
question it answers. Beside them what stays shown: the same words counting things or meaning
"and", "is" or "not", names, an amount, a barcode, a question about school fees.

Preferences: a language asked for in Bangla and Nepali, verb last; how amounts are written in
South Asia (lakh, the rupee's sign); how frank to be; reading the user's own typing; a
reminder in Amharic with its when ("hulet ken befit", two days before; "asatawsegn", remind me);
beside them a reminder with no when and a sum sent once stay refused.
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
        # Copulas and "came" in Bangla, Nepali, Arabic in Latin letters.
        (("amar Nagad PIN holo 7310, bhule gechi",), "7310"),
        (("mero OTP aayo 402 918 tara login bhayena",), "402 918"),
        (("el pin howa 2281 bas el app msh shaghal",), "2281"),
        # Digits in Tamil, Sinhala, Tongan and Samoan.
        (("Enter the OTP please", "naalu ettu onnu aaru moonu rendu"), "naalu ettu onnu"),
        (("mage PIN eka hathara paha namaya deka",), "hathara paha namaya"),
        (("my PIN is tolu fitu valu hiva",), "tolu fitu valu hiva"),
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
        (("a question about first school fees: how much is 5000?",), "how much is 5000"),
        # Names that are digits elsewhere; a word of yoga.
        (("Taha and Nima sent me 5000 naira",), "Taha and Nima"),
        (("mero ghar ma paisa chha ho",), "paisa chha ho"),
        (("I do hatha yoga at 6 every morning",), "hatha yoga"),
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
        ("yeiddir kifiya sost ken befit asatawsegn", "commitment"),
    ],
)
def test_the_preference_is_kept(text: str, kind: str) -> None:
    assert kept(text, kind)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # A reminder with no when, a sum in lakh to send once.
        ("yeequb gize asatawsegn", "commitment"),
        ("amar bhai ke 2 lakh taka pathiye din", "preference"),
    ],
)
def test_the_one_off_is_not_kept(text: str, kind: str) -> None:
    assert not kept(text, kind)


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
