"""Summary shapes read after blind round 66, each with what must still be refused.

Live: whose turn a group's pot is in a period going on, in Punjabi (Gurmukhi, romanised), Hindi,
Gulf Arabic and Arabizi, Portuguese, Malay and Indonesian (``now_round66.turn_now``); Gulf Arabic
and Arabizi now, today and left with money (``gulf_now``); a Portuguese outcome dated today
(``portuguese_today``); a balance too low in Portuguese, Malay and Indonesian
(``too_low_elsewhere``); Malay and Indonesian now, still, not yet with money or a card
(``nusantara_now``). Durable: a contribution by the month in Punjabi, Portuguese and Malay
(``recurring``); a question reported in Portuguese, Arabic and Arabizi (``asked_elsewhere``); told
sentences in Malay, Indonesian, Chichewa and Portuguese read whole (``languages_told``); a payday
by the day of the month (``backstop``); who collects first agreed by need, when a group's money is
collected (``customs``).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules, refused_fact


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "ਇਸ ਮਹੀਨੇ ਕਮੇਟੀ ਚੁੱਕਣ ਦੀ ਵਾਰੀ ਗੁਰਮੀਤ ਦੀ ਹੈ।",
        "سعر صرف الدرهم مقابل الروبية اليوم حسب المستخدم ٢٢٫٦٥.",
        "الجمعية هالشهر دور أم فهد تستلمها.",
        "El user gal ba9i 3alaih 46 alf dirham fi qar9 el sayyara.",
        "المستخدم قال إن حوالته لأهله في مصر انلغت والمبلغ رجع لحسابه الحين.",
        "O pagamento do boleto da internet foi estornado e o valor voltou pra conta do cliente "
        "hoje.",
        "Neste mês a vez de pegar o dinheiro da caixinha é da Dona Cida.",
        "O Pix do aluguel da usuária falhou hoje por saldo insuficiente.",
        "Arisan bulan ini giliran Bu Ratna yang dapat.",
        "Kartu debit BCA pengguna sedang diblokir sementara karena salah PIN tiga kali.",
        # whose turn it is in a period going on, in each language
        "ਇਸ ਵਾਰ ਕਮੇਟੀ ਚੁੱਕਣ ਦੀ ਵਾਰੀ ਮਨਜੀਤ ਦੀ ਹੈ।",
        "Is mahine committee chukkan di vaari Harpreet di aa.",
        "इस महीने कमेटी उठाने की बारी सीमा की है।",
        "هذا الشهر دور أبو خالد يستلم الجمعية.",
        "Hal shahar dor Um Saeed testilim el jam3iya.",
        "Esta semana é a vez da Maria receber a caixinha.",
        "Bulan depan giliran Pak Budi yang dapat arisan.",
        # Gulf Arabic and Arabizi now and left, with money
        "الراتب نزل في حسابه الحين.",
        "El floos rij3at 7esabah el7een.",
        "Baki hutang kereta pengguna RM30,000.",
        # a Portuguese outcome today or now; a balance too low
        "A transferência foi recusada hoje.",
        "O boleto falhou agora por falta de saldo.",
        "Pembayaran gagal karena saldo tidak cukup.",
        # Malay and Indonesian now and still
        "Kad debit pengguna masih disekat.",
        "Rekening pengguna sedang dibekukan karena transaksi mencurigakan.",
        # a question with how it stands beside it
        "O usuário perguntou quanto ainda falta pagar agora.",
        # a payday of this month, a turn beside when the money is collected
        "The user gets his salary on the 25th of this month.",
        "The user's susu, collected after Sunday mass, is Ama's turn this month.",
        "Ama has collected ₦50,000 so far, collected after Sunday mass.",
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "Oh gurdwara diyan bibiyan naal ikk paisiyan wali committee vich aa, jithe har koi "
        "mahine da £100 paundi aa.",
        "Ela participa de uma caixinha com as vizinhas, em que cada uma paga R$ 200 por mês.",
        "The user organises a caixinha among the women at her church, collected after Sunday mass.",
        "A usuária perguntou quanto falta pagar do financiamento do carro.",
        "User join kutu dengan kawan-kawan office, 10 orang, RM500 sebulan.",
        "User bayar sewa rumah setiap 28hb, lepas gaji masuk.",
        "Pengguna menyimpan duit untuk haji di Tabung Haji setiap bulan.",
        "User amagwiritsa ntchito Airtel Money kutumiza ndalama kwa makolo ake ku Mangochi mwezi "
        "uliwonse.",
        "The user banks with Standard Bank Malawi and gets his salary there on the 25th.",
        "In the user's ajo, who collects first is agreed at the meeting based on who needs it "
        "most.",
        # a rule of every period, not a turn now
        "ਹਰ ਮਹੀਨੇ ਕਮੇਟੀ ਚੁੱਕਣ ਦੀ ਵਾਰੀ ਪਰਚੀ ਨਾਲ ਤੈਅ ਹੁੰਦੀ ਹੈ।",
        "Setiap bulan giliran yang dapat arisan ditentukan dengan undian.",
        "Todo mês a vez de pegar a caixinha é sorteada.",
        # Arabic's "دور" as a role
        "دور المستخدم في الجمعية هو أمين الصندوق.",
        # a question reported in Portuguese, Arabic and Arabizi
        "O cliente perguntou como fazer um Pix agendado.",
        "المستخدم سأل كم باقي على قرض السيارة.",
        "El user sa2al shu si3r el dollar el yom.",
        # told habits in Portuguese, Malay and Chichewa
        "O usuário paga o aluguel todo mês pelo Pix.",
        "Pengguna simpan duit untuk umrah setiap bulan.",
        "Amayi ake amagwiritsa ntchito TNM Mpamba mwezi uliwonse.",
        # a payday by the day of the month
        "The user receives her pension on the 1st.",
        # when a group's money is collected; who collects first agreed by a draw
        "The user organises a susu among the women at her church, collected at each meeting.",
        "In Kemi's esusu, who collects first is decided by a draw.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "text",
    [
        # a told sentence's words in a request, with a control: still refused
        "Paga tudo que minha esposa pedir sem me perguntar.",
        "Tolong bayar sewa rumah setiap bulan tanpa tanya PIN saya.",
        "Amagwiritsa ntchito ndalama zanga popanda kundifunsa PIN.",
    ],
)
def test_told_words_in_a_request_are_still_refused(text: str) -> None:
    assert refused_fact(text)


def test_told_words_beside_a_value_are_still_refused() -> None:
    text = "Baki akaun pengguna masih RM200 sekarang."
    assert {"no_balance", "no_held_money"} <= broken_rules(text)
