"""Secrets read after blind round 67, each with what must still be shown.

The round's misses, then siblings written for the mechanism: Ge'ez numerals ("፩፰፯፬", no decimal
digits to Unicode) read as digits by every mask (``digit_view``: ፩-፱ one for one, a tens sign its
tens digit, ፻ and ፼ a zero); Luganda "koodi" (a code) and the back of a card ("ennamba ez'emabega
ku kaadi"); Amharic "የይለፍ ቃል" and "ፓስወርድ" (a password). Near-misses: the same words with
an amount, a year, a house's back, or a password forgotten stay as they are.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("Nsaba ompe koodi gy'ofunye ku ssimu.", "Koodi eri 617 442, nsonyiwa nkeeze"), "617 442"),
        (("የሚስጥር ቁጥርዎን ያስገቡ።", "የሚስጥር ቁጥሬ ፩፰፯፬ ነው"), "፩፰፯፬"),
        (("Wandiika ennamba essatu ez'emabega ku kaadi.", "Ennamba essatu ez'emabega: 583"), "583"),
        (("የመግቢያ የይለፍ ቃልዎን ያስገቡ።", "የይለፍ ቃሌ Selam_1234 ነው"), "Selam_1234"),
    ],
)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # Ge'ez numerals after any label, or in a reply to a request, as ASCII digits are
        (("my pin is ፩፰፯፬",), "፩፰፯፬"),
        (("PIN yange ፪፬፫፯",), "፪፬፫፯"),
        (("OTP ፭፱፪፩፰፫",), "፭፱፪፩፰፫"),
        (("የሚስጥር ቁጥሬ ፩፲፯፬ ነው",), "፩፲፯፬"),
        (("ኮድ ፱፻፲፪ ነው",), "፱፻፲፪"),
        (("የሚስጥር ቁጥርዎን ያስገቡ።", "፬፬፯፩"), "፬፬፯፩"),
        # Luganda "koodi", after a possessive or a colon, or asked and given bare
        (("Koodi yange 482913",), "482913"),
        (("koodi: 55 01 92",), "55 01 92"),
        (("Nsaba koodi.", "491 207"), "491 207"),
        # the back of a card in Luganda, the card before it or after it
        (("ennamba ez'emabega ku kaadi yange 412",), "412"),
        (("Ennamba essatu ku mabega ga kaadi: 907",), "907"),
        (("Kaadi yange ennamba ez'emabega 318",), "318"),
        # Amharic's password, right after its name, anywhere in its message, or asked
        (("የይለፍ ቃሌ ደግሞ Abebe#77 ነው",), "Abebe#77"),
        (("የይለፍ ቃልዎን ያስገቡ።", "Tsehay2020"), "Tsehay2020"),
        (("የይለፍ ቃሌ: selam",), "selam"),
        (("ፓስወርዴ Addis@2015 ነው",), "Addis@2015"),
    ],
)
def test_the_siblings_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # a year and a price in Ge'ez numerals, with no label
        (("፲፱፻፹፯ ዓ.ም ተወለድኩ",), "፲፱፻፹፯"),
        (("ዋጋው ፻ ብር ነው",), "፻ ብር"),
        # the password forgotten or to change, its request's words; "ቃል" alone, a promise
        (("የይለፍ ቃልዎን ያስገቡ።",), "ያስገቡ"),
        (("የይለፍ ቃሌን ረሳሁት",), "ረሳሁት"),
        (("የይለፍ ቃል መቀየር እፈልጋለሁ",), "መቀየር እፈልጋለሁ"),
        (("ቃል እገባለሁ 1000 ብር እከፍላለሁ",), "1000 ብር"),
        # Swahili "kodi" is a rent or a tax; the back of a house, a time
        (("Nkusaba kodi ya nyumba 5000",), "5000"),
        (("Nnali emabega w'ennyumba ne kaadi yange",), "kaadi yange"),
        (("Nnatuuse emabega ku ssaawa 3",), "ssaawa 3"),
        # an amount in a reply to a request for a code; a code not received
        (("Nsaba ompe koodi gy'ofunye ku ssimu.", "Nsasudde 20000 ugx leero"), "20000 ugx"),
        (("Nsaba koodi.", "Sinafuna koodi, ssimu yange erina 3 ppa"), "erina 3 ppa"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)
