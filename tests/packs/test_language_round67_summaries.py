"""Summary shapes read after blind round 67, each with what must still be refused.

Live: whose turn a group's pot is in a period going on, in Swahili, Bemba, Amharic and Yoruba
(``now_round67.turn_now_east``); Amharic now with a card or money (``amharic_now``); Luganda what is
left of a loan (``luganda_left``). Durable: a group's order said as a clause of its own after a
semicolon, or at a yearly meeting, beside its size (``group_rules``, ``fragments``); the order that
goes by age; a member's contribution on a day's place in every month (``terms``); a collector's
trade in the participle (``finders``); a mobile money brand as a provider (``backstop``); habits
told in Kikuyu, Swahili, Bemba and Amharic read whole (``languages_told``).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "Looni ye eya Centenary Bank esigaddeko emitwalo 80.",
        "Mama Rehema alisema mzunguko huu wa upatu ni zamu ya Bi Mwanaisha kupokea.",
        "Ukupoka kwa chilimba umweshi uno ni kwa ba Bwalya.",
        "በዚህ ዙር እቁቡ የሚደርሰው ለአበበ ነው።",
        "የተጠቃሚው ኤቲኤም ካርድ አሁን ታግዷል።",
        "Ọ̀sẹ̀ yìí, Ìyá Rúkà ló kàn láti gba owó àjọ.",
        # whose turn it is in a period going on, in each language (Yoruba without its tones too)
        "Mwezi ujao ni zamu ya Mama Zawadi kupokea upatu.",
        "በሚቀጥለው ወር እቁቡ የሚደርሰው ለአልማዝ ነው።",
        "Osu yii, Mama Tunde lo kan lati gba owo esusu.",
        # Amharic now, Luganda left, with money
        "የተጠቃሚው ሂሳብ ዛሬ ተዘግቷል።",
        "Ssente ezisigaddeko ku akawunti ye ziri 50,000.",
        # a group's size and order, with someone's place or a count so far beside it
        "Wanjiku runs a chama of 12 members; her turn is decided by drawing lots this month.",
        "Wanjiku's chama now has 12 members; the order is decided by lottery.",
        "Wanjiku runs a chama of 12 members; turns are decided by lottery and Wanjiku is next.",
        # a contribution paid or owed, a collector on one day
        "Each member of the user's chama has contributed KSh 2,000 on the last Saturday of the "
        "month.",
        "Alhaja is the alájọ collecting daily contributions from Kemi today.",
        # a mobile money wallet as it stands
        "The user's Airtel Money wallet is frozen.",
        "The Orange Money transfer has not arrived.",
        # told words beside a word of now, still or owed no table reads
        "Mtumiaji ana akaunti mbili na mshahara bado haujaingia.",
        "Chanda alatuma indalama kuli bamayo nomba.",
        "ተጠቃሚው አሁን ለእናቱ 500 ብር ይልካል።",
        "ተጠቃሚዋ ለእድር 300 ብር ዕዳ አለባት።",
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "Wanjiku runs a chama of 12 members; turns are decided by drawing lots at the January "
        "meeting.",
        "In the user's chilimba the order of turns goes by age, eldest first.",
        "Abebe runs a weekly equb of 20 members; the order is decided by lottery.",
        "Each member of the user's chama contributes KSh 2,000 on the last Saturday of the month.",
        "Alhaja is the alájọ collecting daily contributions from about 40 traders at Balogun.",
        "The user mostly withdraws cash at the Airtel Money agent near Wandegeya.",
        "The user is a marketeer at Soweto Market in Lusaka and uses Airtel Money.",
        "Mwangi nĩ mũrĩmi wa majani Kiambu na ahũthagĩra M-Pesa.",
        "Mtumiaji ana akaunti mbili: NMB ya mshahara na M-Pesa ya matumizi ya kila siku.",
        "Chanda alatuma indalama kuli bamayo ku Kasama cila mweshi.",
        "ተጠቃሚዋ የሰፈሩ እድር አባል ናት፤ በየወሩ 100 ብር መዋጮ ትከፍላለች።",
        "ተጠቃሚው በወር አንድ ጊዜ ለእናቱ በቴሌብር ገንዘብ ይልካል።",
        # siblings of each mechanism
        "Wanjiku runs a chama of 12 members; the order is decided by lottery.",
        "Akua runs a susu of 15 members; turns are decided by ballot at the annual meeting.",
        "In her tontine the order of payouts goes by seniority.",
        "Every member of her stokvel pays R500 on the first Sunday of each month.",
        "Mama Esi is a susu collector collecting daily contributions from market women in Makola.",
        "Kojo is a mobile banker collecting weekly savings from shop owners.",
        "Kofi sells cloth in Kumasi and uses MTN Mobile Money.",
        # near-misses: a custom of every period, a loan repaid, a member named
        "Kila mwezi mwanachama mmoja hupokea upatu kwa zamu.",
        "Ukupoka kwa chilimba cila mweshi kuya ku musango wa myaka.",
        "Looni ye eya Stanbic yasasulwa mu 2022.",
        "Ọ̀kan lára àwọn ọmọ ẹgbẹ́ ni Ìyá Rúkà.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
