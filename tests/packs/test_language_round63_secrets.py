"""Secrets read after blind round 63, each with what must still be shown.

The round's misses, then siblings written for the mechanism: every script's decimal digits read
as digits by every mask (``digit_view``: Bengali, Devanagari, Thai, Arabic-Indic, fullwidth);
Bengali digit words and labels ("পিন", "কোড", "কোডটি", "ওটিপি"); Romanian digit words and "codul";
a Turkish card's back ("kartın arkasındaki 3 hane", "güvenlik kodu"); a request for a
"verification number"; German "Bestätigungscode", "lautet", "ist". Near-misses: the same words
with an amount, a year or no secret stay as they are.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("অনুগ্রহ করে আপনার মোবাইলে পাঠানো কোডটি দিন।", "কোড ৬৪৮২৯১"), "৬৪৮২৯১"),
        (
            ("Vă rugăm introduceți codul primit prin SMS.", "codul e trei opt unu doi patru nouă"),
            "trei opt unu doi patru nouă",
        ),
        (("Kartınızın arkasındaki güvenlik kodunu girin.", "kartın arkasındaki 3 hane 086"), "086"),
        (("আপনার ওটিপি কোডটি লিখুন।", "OTP: পাঁচ তিন আট এক দুই নয়"), "পাঁচ তিন আট এক দুই নয়"),
        (("Please enter the verification number.", "inombolo ngu 930471"), "930471"),
        (("অনুগ্রহ করে আপনার বিকাশ পিন দিন।", "আমার পিন ৪৭০৩"), "৪৭০৩"),
        (
            ("Bitte geben Sie den Bestätigungscode ein.", "Der Code lautet 665023, tamam mı?"),
            "665023",
        ),
    ],
)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # every script's digits, after a label or a request, as ASCII ones are
        (("my pin is ४७०३",), "४७०३"),
        (("OTP: ๖๔๘๒๙๑",), "๖๔๘๒๙๑"),
        (("Enter the code we sent you.", "٦٤٨٢٩١"), "٦٤٨٢٩١"),
        (("code is ６４８２９１",), "６４８２９１"),
        (("কোডটি ৬৪৮২৯১",), "৬৪৮২৯১"),
        (("আমার পিনটি ৪৭০৩",), "৪৭০৩"),
        (("পিন নম্বর ৪৭০৩",), "৪৭০৩"),
        (("ওটিপি ৫৩৮১২৯",), "৫৩৮১২৯"),
        # Bengali digit words, without a label when they are a reply to a request
        (("আপনার পিন দিন।", "চার সাত শূন্য তিন"), "চার সাত শূন্য তিন"),
        (("কোড: ছয় চার আট দুই নয় এক",), "ছয় চার আট দুই নয় এক"),
        # Romanian
        (("codul de confirmare este 481 220",), "481 220"),
        (("pinul meu e patru șapte zero trei",), "patru șapte zero trei"),
        (("Introduceți codul.", "cinci sase doi noua unu opt"), "cinci sase doi noua unu opt"),
        # a Turkish card's back
        (("kartımın arkasındaki üç hane 512",), "512"),
        (("güvenlik kodu 774",), "774"),
        # a verification number, a German code
        (("my verification number is 558213",), "558213"),
        (("Please type the authentication number we sent.", "it's 402117"), "402117"),
        (("Die PIN ist 4821.",), "4821"),
        (("Ihr Sicherheitscode lautet 390112",), "390112"),
        (("mTAN: 771203",), "771203"),
    ],
)
def test_the_siblings_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("message", "kept"),
    [
        # amounts, years and plain words in the same scripts and languages
        ("ব্যবহারকারীর অ্যাকাউন্টে ৩২০ টাকা আছে।", "৩২০"),
        ("আমার এক ভাই আছে, সে চার বছর ধরে ঢাকায় থাকে।", "এক ভাই"),
        ("Am plătit 2024 lei pentru chirie.", "2024"),
        ("Eu am doi copii și trei frați.", "doi copii"),
        ("I want to opt out of the newsletter 2023 edition.", "2023"),
        ("Pay COD 2500 on delivery.", "2500"),
        ("Der Betrag ist 250 Euro.", "250 Euro"),
        ("Kartın arkasındaki imza silinmiş.", "imza"),
        ("Tanışmak güzeldi, 2019'dan beri buradayım.", "2019"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(message: str, kept: str) -> None:
    assert kept in shown(message)
