"""Secrets read after blind rounds 72 and 73, each with what must still be shown.

Round 72 (Nigerians typing on chat apps, voice-to-text): Hausa "ita ce" (it is) typed joined
between a code's label and its value ("lambar OTP din itace 592047"); where a CVV sits named with
no article ("security code for back of card 552"); a first pet named by what it was ("na my
first dog name"). Round 73 (Asia-Pacific, Indian Ocean and Atlantic creoles): Tamil "came" with
an ending the shared list lacks ("otp vandhuduchu 904317"), and the other Dravidian ones; Cape
Verdean Kriolu "kodigu" (code) and "komu" (as: "N ta uza 3091 komu PIN"); a code held out to the
agent ("GCash sent 391-622, is that what u need?"); a PIN told verb last ("5523 enter panna
wrong PIN nu varudhu"). Known outside the corpora: a password told as "it" after a failed log-in
("yes its sunflower"), and "code promo" (a discount's code, not one to prove who the user is).

Near-misses that stay as they are: an amount or a round number held out or typed, a message that
names a balance or an amount, a number typed with no code named and nothing refused, "yes it's
correct" or a longer reply after a failed log-in, "it" asked about a payment, a discount's code
in any Romance order, while a code a bank sent and "code PIN" stay masked.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("lambar OTP din itace 592047, ka tura kudin",), "592047"),
        (("security code for back of card 552, I wan pay Netflix",), "552"),
        (("the answer na Bingo, na my first dog name",), "Bingo"),
        (("otp vandhuduchu 904317 idhu thaane venum?",), "904317"),
        (("GCash sent 391-622, is that what u need? also can I pay Meralco today",), "391-622"),
        (
            (
                "Pa kontinua, N ta prisiza kodigu ki bu resebe.",
                "Kodigu e 770341, ma N ka kre perde dinheru",
            ),
            "770341",
        ),
        (("What error do you see?", "5523 enter panna wrong PIN nu varudhu"), "5523"),
        (("N ta uza 3091 komu PIN, pamodi ki ka ta funsiona?",), "3091"),
        (("Your login failed. Are you typing it correctly?", "yes its sunflower"), "sunflower"),
        (("Your login failed. Are you typing it correctly?", "yes it is sunflower"), "sunflower"),
    ],
)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # Hausa "ita ce" (it is) typed joined, after a label and its "din"
        (("PIN dina itace 4471",), "4471"),
        (("TAC din itace 552019",), "552019"),
        (("OTP dinka itace 338120 don Allah",), "338120"),
        # Dravidian "came", any ending: Tamil, Telugu, Malayalam, Kannada
        (("OTP vanthuduchu 551 204",), "551 204"),
        (("otp vachindi 663201 ippudu",), "663201"),
        (("OTP vannu 774120",), "774120"),
        (("OTP bandide 339017",), "339017"),
        # the card's back, no article, any preposition
        (("cvv at back of card 419",), "419"),
        (("CVV from back of di card 552",), "552"),
        (("cvv for reverse of card 208 pls",), "208"),
        # Kriolu "kodigu" and the spellings between it and "código"
        (("Kódigu e 448120",), "448120"),
        (("kodigo: 771904",), "771904"),
        (("o codigu e 332190",), "332190"),
        # value first, then "as" in the Romance languages and their creoles
        (("uso 4471 como PIN",), "4471"),
        (("N ta uza 2468 komu pin di kartãu",), "2468"),
        (("j'utilise 5521 comme PIN",), "5521"),
        # a first pet named by what it was
        (("the answer na Rex, na my first cat name",), "Rex"),
        (("my first puppy name is Bingo",), "Bingo"),
        (("first dog: Simba",), "Simba"),
        # a code held out to the agent, in the languages users mix in
        (("Maya sent 449201 is this what you need",), "449201"),
        (("the number is 883 104, is it what you asked for?",), "883 104"),
        (("482913 yehi chahiye?",), "482913"),
        (("772 019 ito ba kailangan mo?",), "772 019"),
        (("551204 na dis one wetin you need?",), "551204"),
        # a PIN or a code typed, the verb last
        (("4471 daala to invalid PIN aaya",), "4471"),
        (("8260 enter kiya, PIN galat bata raha hai",), "8260"),
        (("3390 girdim ama şifre yanlış diyor",), "3390"),
        (("7731 type panninen, otp expired nu solluthu",), "7731"),
        # a password told as "it" after a failed log-in
        (("Your login failed. Are you typing it correctly?", "yeah its kolanut"), "kolanut"),
        (("Sign-in didn't work, are you entering it right?", "yes its mangotree"), "mangotree"),
        (("Login failed. Are you typing it right?", "its Adaeze"), "Adaeze"),
    ],
)
def test_the_siblings_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # an amount or a round number held out to the agent
        (("I paid 5000, is that what you need?",), "5000"),
        (("my balance is 2500 naira, is that what u need",), "2500 naira"),
        (("200000 is that what you want",), "200000"),
        # typed verb last: an amount, a balance, a round number, nothing named or refused
        (("5000 enter panna, amount wrong nu varudhu",), "5000"),
        (("2350 daala lekin balance nahi aaya",), "2350"),
        (("1500 enter kiya but wrong hai",), "1500"),
        (("5523 enter panniten",), "5523"),
        # "yes it's" how it is, a longer reply, or "it" that is no log-in
        (("Your login failed. Are you typing it correctly?", "yes its correct"), "correct"),
        (
            ("Your login failed. Are you typing it correctly?", "yes it's the same one I use"),
            "the same one I use",
        ),
        (("Your payment failed. Are you typing it correctly?", "yes its sunflower"), "sunflower"),
        (("Your login failed. Did you reset it?", "yes its sunflower"), "sunflower"),
        # a discount's code in the Romance order, whatever its link
        (("mon code promo c PROMO2024",), "PROMO2024"),
        (("code promocional 445566 nao funciona",), "445566"),
        (("el código de descuento es 778899",), "778899"),
        (("code de réduction: 992211",), "992211"),
        # "itace" (a tree) and "como" with no label near them
        (("na sayi itace 2350 jiya",), "2350"),
        (("pagué 2350 como entrada",), "2350"),
        # a dog that is no first pet
        (("Bingo is my dog, he is sick",), "Bingo"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # "code" still a code before what is no discount
        (("the code bank sent me is 482913",), "482913"),
        (("mon code PIN c 4829",), "4829"),
        (("code de validation : 4471",), "4471"),
    ],
)
def test_codes_that_are_no_discount_stay_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)
