"""Secrets read after blind rounds 58 and 59.

Every message here is written for the mechanism (none is from the blind rounds). Japanese and
Korean: no space between a label, its particle and the value ("暗証番号は…です", full-width
"ＰＩＮ"), a particle written onto a Latin label ("OTP는 …"), Sino-Korean digits said as one
word ("칠삼오일"), a request read for its label ("…を入力してください"). Digits said in Russian,
Kazakh, Kyrgyz and Uzbek; Kreyòl's "lan" between the label and its copula; a CVV said as three
words when one was asked; a bank card reader's code; the Indonesian security question.

Beside them, near-misses stay shown: a Korean sentence about a password with no value ("I
forgot it", "it is wrong"), a word the Sino-Korean syllables also spell, an amount in won, three
digit words not after a CVV question, a lost card reader, a mother named outside a security
question.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # Japanese: label, particle and value with no space; full-width Latin and digits.
        (("私の暗証番号は7302です",), "7302"),
        (("ＰＩＮは６６１９です、合ってますか",), "６６１９"),
        (("パスワードはhanami77です",), "hanami77"),
        (("認証コードが519037でした",), "519037"),
        # ... a request named by its Japanese label, then the value alone.
        (("確認コードを入力してください", "640218"), "640218"),
        # Korean: a particle on the label, a Latin label with its particle, digits as syllables.
        (("인증번호는 730514 입니다",), "730514"),
        (("OTP는 228190 이에요",), "228190"),
        (("핀번호 칠삼오일 맞나요?",), "칠삼오일"),
        (("카드 비번은 모르겠고 육공팔삼이에요",), "육공팔삼"),
        # Russian, Kazakh, Kyrgyz, Uzbek digit words after a label.
        (("пароль от карты: девять два шесть один",), "девять два шесть один"),
        (("пин-кодым сегіз үш екі тоғыз",), "сегіз үш екі тоғыз"),
        (("pin kod: olti besh to'rt uch",), "olti besh to'rt uch"),
        # Kreyòl: the article "lan" between the label and "se".
        (("kòd lan se twa senk uit kat",), "twa senk uit kat"),
        # A CVV of three digit words, asked for the message before.
        (("What are the three numbers on the back, the CVV?", "nine-four-two"), "nine-four-two"),
        # A bank card reader's code.
        (("the card reader code is 44019273 this time",), "44019273"),
        (("Enter the code your PINsentry displays.", "it said 55201876"), "55201876"),
        # Indonesian and Malay security questions.
        (("Jawaban keamanan saya: Bandung",), "Bandung"),
        (("Pertanyaan keamanan: kota kelahiran?", "Surabaya, dekat pelabuhan"), "Surabaya"),
    ],
)
def test_the_secret_is_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # A Korean verb after the password label is no password.
        (("비밀번호를 잊어버렸어요",), "잊어버렸어요"),
        (("비밀번호가 틀렸다고 나와요",), "틀렸다고"),
        # A word the Sino-Korean syllables also spell, and an amount in won.
        (("사이사이 시간 날 때 앱을 봐요",), "사이사이"),
        (("어제 5000원 보냈어요",), "5000"),
        # Japanese: the password forgotten, no value.
        (("パスワードを忘れました",), "忘れました"),
        # Three digit words with no CVV asked.
        (("What is your favourite number?", "one two three"), "one two three"),
        (("the cvv you say?", "two or three days ago"), "two or three days ago"),
        # A card reader with no code; a mother named outside a security question.
        (("I lost my card reader last week, can you send another?",), "last week"),
        (("nama ibu saya Sulastri, dia tinggal di Medan",), "Sulastri"),
    ],
)
def test_the_near_miss_is_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)
