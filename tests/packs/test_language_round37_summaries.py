"""Summary sentences read after blind rounds 37 and 38 (``still_elsewhere``, ``money``, ``roles``,
``framing``).

Every sentence here is written for the mechanism (none is from a blind round). Live: how things
stand said in Egyptian Arabic ("still", "waiting", "pending", with money in the sentence), in
Portuguese ("ainda", "em análise", "pendente", "falta pagar"), in French ("doit encore", "reste à
rembourser"), and a thing left uncollected. Money: Lusophone, Central and East African currency
codes after the figure ("5.000 FRW", "3.500 meticais") and a dollar sign after it ("a 5$ fine").
Durable: a registered beneficiary said with where the person lives, one of an account's signatories
on an account named at length, a group's size given with each member's share in those currencies.
Beside each, the near-misses that stay the other way.
"""

from __future__ import annotations

import pytest

from memoryadmin.packs.banking.money import amount_spans
from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        # Egyptian Arabic: still / waiting / pending, with an amount or a money thing.
        ("العميل مازال مستني القسط يتخصم من المرتب.", "no_held_money"),
        ("التحويل بتاع ١٢٠٠ جنيه معلق في البنك.", "no_held_money"),
        ("المستخدم لسا منتظر تحويل ٥٠٠ ريال من أخوه.", "no_held_money"),
        # Portuguese state words.
        ("A transferência para a mãe do utilizador está pendente no M-Pesa.", "no_held_money"),
        ("O pedido de reembolso do utilizador está em análise.", "no_held_money"),
        ("O pagamento de 3.500 meticais à escola ainda não caiu na conta.", "no_held_money"),
        ("Falta pagar 4 prestações do empréstimo do utilizador.", "no_held_money"),
        # French: what is still to pay.
        ("L'utilisateur doit encore 75 000 FCFA à sa tontine.", "no_payment_status"),
        ("Il reste à rembourser 3 mensualités sur le prêt de l'utilisateur.", "no_payment_status"),
        # A thing left uncollected, as it stands.
        ("The user's new debit card is unclaimed at the Adum branch.", "no_held_money"),
        ("Her replacement SIM has been uncollected at the Airtel shop.", "no_held_money"),
    ],
)
def test_a_state_in_arabic_portuguese_french_or_uncollected_is_refused(
    sentence: str, rule: str
) -> None:
    assert rule in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # "ainda que": even though, not "still".
        "O utilizador usa o M-Pesa para pagar a renda, ainda que prefira dinheiro vivo.",
        # "doit toujours": must always, a group's rule.
        "L'utilisateur doit toujours payer sa tontine par Wave, c'est la règle du groupe.",
        # Arabic with no state word: an occupation.
        "المستخدم بيشتغل محاسب في القاهرة.",
        "O utilizador é tesoureiro de um xitique de vizinhos em Maputo.",
    ],
)
def test_the_same_languages_without_a_state_stay_durable(sentence: str) -> None:
    assert not broken_rules(sentence)


def test_an_arabic_wait_with_no_money_is_not_read_as_held_money() -> None:
    assert "no_held_money" not in broken_rules("المستخدم لسه مستني أخوه يوصل من أسوان.")


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("a pot of 45.000 Kz", "45.000 Kz"),
        ("school fees of 150 000 BIF", "150 000 BIF"),
        ("2.500 meticais a week", "2.500 meticais"),
        ("5.000 FRW each", "5.000 FRW"),
        ("a 10$ fine", "10$"),
    ],
)
def test_currencies_after_the_figure_are_money(text: str, amount: str) -> None:
    assert [text[a:b] for a, b in amount_spans(text)] == [amount]


def test_a_code_that_is_no_currency_is_not_money() -> None:
    assert amount_spans("The user lives at plot 12 in Kigali.") == []


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's daughter in Nairobi is a registered beneficiary on his Equity Bank account.",
        "The user is one of two signatories on the parish women's guild Stanbic savings account.",
        "The user's ikimina in Huye has 15 members each contributing 5.000 FRW a week.",
    ],
)
def test_roles_and_a_groups_terms_are_durable(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's nephew in Kano is now a registered beneficiary on her GTBank account.",
        "The user is one of two signatories on the parish women's guild Stanbic savings account, "
        "which is dormant.",
        "The user's ikimina has 15 members each contributing 5.000 FRW a week and 3 have paid.",
        # A figure in those currencies is an amount: a balance stays refused.
        "The user has 80.000 Kz in her Multicaixa account.",
    ],
)
def test_with_a_state_or_a_count_they_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)
