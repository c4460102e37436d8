"""Secrets read after blind rounds 64 and 65, each with what must still be shown.

The rounds' misses, then siblings written for each mechanism: a request for a code, a PIN or a
card's code in any language makes the reply's digits that secret, however said (Ge'ez "ኮድ",
"ኦቲፒ"; a card's code named by its back in Tagalog, French, Amharic, Spanish, Portuguese,
Swahili, Hausa, Yoruba, Arabic, Kreyòl; digits in Tamil and Sinhala script, Tigrinya, Bisaya);
a security question in any language (the name of a first pet, school or teacher; a mother's
name before she married; a secret word) makes the whole reply its answer. Requests are read
folded, as replies are. Near-misses: a name asked for a greeting, the school a child attends for
its fees, "first" about a transfer, a card or a back with no code, digit words in a sentence.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import shown


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # round 64
        (("ብኽብረትኩም እቲ ዝተላእከ ኮድ ኣእትዉ", "ኮድ 902315 እዩ"), "902315"),
        (("Please type your card PIN to continue.", "நான்கு ஏழு ஒன்று ஒன்பது"), "நான்கு ஏழு ஒன்று ஒன்பது"),
        (("ከካርድዎ ጀርባ ያሉትን ሶስት ቁጥሮች ይንገሩኝ", "ከካርዱ ጀርባ ያለው ቁጥር 815 ነው"), "815"),
        # round 65
        (
            (
                "Palihug ihatag ang OTP nga gipadala sa imong number.",
                "upat, siyam, usa, pito, lima, duha",
            ),
            "upat, siyam, usa, pito, lima, duha",
        ),
        (("Pakibigay po yung 3 numbers sa likod ng card.", "yung nasa likod po ay 7 0 3"), "7 0 3"),
        (
            (
                "Quels sont les trois chiffres au dos de la carte?",
                "les trois chiffres au dos: cinq, zéro, deux",
            ),
            "cinq, zéro, deux",
        ),
        (("Wo kraman a edi kan no din de sɛn?", "Ne din de Bobby"), "Bobby"),
        (
            ("Ano po ang pangalan ng una ninyong paaralan?", "Bogo Central Elementary School po"),
            "Bogo Central Elementary School",
        ),
        (("Ki mo sekrè ou te chwazi pou kont lan?", "Mo sekrè a se zaboka"), "zaboka"),
    ],
)
def test_the_rounds_misses_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        # a code in Ge'ez script, asked or named, in digits or in Tigrinya words
        (("እባክዎ የማረጋገጫ ኮዱን ያስገቡ", "ኮዱ 448120 ነው"), "448120"),
        (("እባክዎ የተላከልዎትን ኮድ ያስገቡ", "772019"), "772019"),
        (("ኦቲፒ 559301",), "559301"),
        (("ኮድ ኣእትዉ", "ሓሙሽተ ክልተ ሰለስተ ሸሞንተ ሓደ ባዶ"), "ሓሙሽተ ክልተ ሰለስተ ሸሞንተ ሓደ ባዶ"),
        (("ምስጢራዊ ቁጽሪ ኣእትዉ", "4417"), "4417"),
        # a card's code by its back, asked in any language, the reply's digits however said
        (("Por favor, indique los tres dígitos del reverso de su tarjeta.", "son 4 1 7"), "4 1 7"),
        (("Informe os três números no verso do cartão, por favor.", "é 582"), "582"),
        (("Tafadhali nipe namba tatu zilizo nyuma ya kadi yako.", "ni 639"), "639"),
        (("Don Allah ka fada min lambobi uku da ke bayan katin ka.", "sune 204"), "204"),
        (("Jọ̀wọ́ sọ àwọn nọ́mbà mẹ́ta tó wà ní ẹ̀yìn káàdì rẹ.", "ó jẹ́ 715"), "715"),
        (("من فضلك أرسل الأرقام الثلاثة على ظهر البطاقة", "٣٨٢"), "٣٨٢"),
        (("Ban m twa chif ki dèyè kat ou a.", "se 5 4 1"), "5 4 1"),
        (
            ("Pakibigay ang numero sa likod ng card ninyo.", "tatlo, siyam, lima"),
            "tatlo, siyam, lima",
        ),
        # ... and named in the reply alone
        (("les chiffres au dos de la carte: 4 0 9",), "4 0 9"),
        (("ከካርዴ ጀርባ ያለው ቁጥር 627 ነው",), "627"),
        # digits said in Bisaya, Tamil and Sinhala script, after a request or a label
        (("Palihug isulat ang imong PIN.", "usa, tulo, unom, walo"), "usa, tulo, unom, walo"),
        (("Ihatag ang OTP.", "duha duha upat siyam pito unom"), "duha duha upat siyam pito unom"),
        (("OTP சொல்லுங்கள்", "ஐந்து மூன்று எட்டு இரண்டு ஆறு ஒன்பது"), "ஐந்து மூன்று எட்டு இரண்டு ஆறு ஒன்பது"),
        (("என் PIN நாலு ரெண்டு எட்டு ஒன்னு",), "நாலு ரெண்டு எட்டு ஒன்னு"),
        (("ඔබේ PIN අංකය ඇතුළත් කරන්න", "හතර දෙක අට එක"), "හතර දෙක අට එක"),
        # digits said in Spanish, Portuguese, Arabic, Swahili, Hausa after a request (read before
        # this round: kept beside the new ones, as the same mechanism)
        (
            ("Por favor, dígame el código que recibió.", "cuatro, siete, cero, dos, nueve, uno"),
            "cero",
        ),
        (("Qual é o código que você recebeu?", "três oito um dois sete nove"), "oito um dois"),
        (("ما هو رمز التحقق؟", "خمسة ثلاثة ثمانية واحد اثنين سبعة"), "ثمانية واحد"),
        (("Tafadhali nipe msimbo uliotumiwa.", "tano mbili sita nne moja tisa"), "sita nne"),
        (("Don Allah fada min lambar sirri.", "biyar uku takwas daya"), "biyar uku"),
        # a security question in any language: the whole reply is its answer
        (("Kí ni orúkọ ilé-ìwé àkọ́kọ́ rẹ?", "Ilé-ìwé St. Peter's ni"), "St. Peter's"),
        (("Menene sunan makarantarka ta farko?", "Sunanta Kano Model Primary"), "Kano Model"),
        (("Jina la mnyama wako wa kwanza ni nani?", "Aliitwa Simba"), "Simba"),
        (("¿Cómo se llamaba tu primera mascota?", "Se llamaba Pelusa"), "Pelusa"),
        (("Qual era o nome do seu primeiro cachorro?", "Era o Totó"), "Totó"),
        (("ما اسم أول مدرسة درست فيها؟", "مدرسة النور الابتدائية"), "النور"),
        (("ما اسم حيوانك الأليف الأول؟", "كان اسمه ميشو"), "ميشو"),
        (("Wo sukuu a edi kan no din de sɛn?", "Ɛyɛ Kumasi Anglican"), "Kumasi Anglican"),
        (("Ano ang pangalan ng unang alagang hayop mo?", "Si Bantay po"), "Bantay"),
        (("Unsa ang ngalan sa una nimong iro?", "Si Bruno"), "Bruno"),
        (("Ki non premye lekòl ou te ale?", "Lekòl Nasyonal Jakmel"), "Nasyonal Jakmel"),
        (("Quel est le nom de votre première école ?", "École Sainte-Anne"), "Sainte-Anne"),
        (("Ọ̀ bụ̀ gịnị bụ aha ụlọ akwụkwọ mbụ gị?", "Community Primary School Nsukka"), "Nsukka"),
        (("የመጀመሪያ ትምህርት ቤትዎ ስም ማን ነው?", "ቅድስት ማርያም"), "ቅድስት ማርያም"),
        # ... a mother's name before she married
        (("Jina la mama yako kabla ya kuolewa ni lipi?", "Wanjiru"), "Wanjiru"),
        (("Menene sunan mahaifiyarka kafin aure?", "Hadiza Bello"), "Hadiza Bello"),
        (("Wo maame din ansa na ɔwaree no de sɛn?", "Adwoa Mensah"), "Adwoa Mensah"),
        (("Ano ang apelyido ng nanay mo noong dalaga?", "Dela Cruz po"), "Dela Cruz"),
        (("ما اسم والدتك قبل الزواج؟", "فاطمة الزهراء"), "فاطمة الزهراء"),
        # ... a secret word, asked, or named in the reply
        (("¿Cuál es su palabra secreta?", "girasol"), "girasol"),
        (("Qual é a sua palavra secreta?", "é jabuticaba"), "jabuticaba"),
        (("ما هي الكلمة السرية التي اخترتها؟", "ياسمين"), "ياسمين"),
        (("mi palabra secreta es girasol",), "girasol"),
        (("Mo sekrè mwen se mango",), "mango"),
    ],
)
def test_the_siblings_are_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages)


@pytest.mark.parametrize(
    ("messages", "kept"),
    [
        # a name asked for a greeting
        (("Wo din de sɛn? Mepɛ sɛ mekyia wo yiye.", "Me din de Kwame"), "Kwame"),
        (
            ("Ano po ang pangalan ninyo para matawag ko kayo nang maayos?", "Maria Santos po"),
            "Maria",
        ),
        (("Ki jan ou rele?", "Mwen rele Jean"), "Jean"),
        (("¿Cómo se llama usted?", "Me llamo Carmen"), "Carmen"),
        (("Qual é o seu nome?", "Meu nome é João"), "João"),
        (("ما اسمك؟", "اسمي أحمد"), "أحمد"),
        (("Jina lako ni nani?", "Naitwa Amina"), "Amina"),
        (("Menene sunanka?", "Sunana Musa"), "Musa"),
        (("Kí ni orúkọ rẹ?", "Orúkọ mi ni Bọ́lá"), "Bọ́lá"),
        # the school a child attends, for its fees
        (
            (
                "What school does your son attend? I'll add it to the fees payment.",
                "Greenfield Academy",
            ),
            "Greenfield Academy",
        ),
        (
            (
                "Anong paaralan ang pinapasukan ng anak ninyo para sa tuition?",
                "St. Mary's Academy po",
            ),
            "St. Mary's Academy",
        ),
        (
            ("Una po, ano ang pangalan ng paaralan ng anak ninyo?", "Bogo Central School"),
            "Bogo Central School",
        ),
        (
            ("Mtoto wako anasoma shule gani? Ni kwa malipo ya ada.", "Shule ya Msingi Olympic"),
            "Olympic",
        ),
        (
            ("¿A qué colegio va su hijo? Es para el pago de la matrícula.", "Colegio San José"),
            "San José",
        ),
        (
            ("Em que escola estuda o seu filho? É para as propinas.", "Escola Básica de Benfica"),
            "Benfica",
        ),
        (("ما اسم مدرسة ابنك؟ لدفع الرسوم.", "مدرسة الأمل"), "الأمل"),
        (
            ("Wace makaranta ɗanka ke zuwa? Don biyan kuɗin makaranta.", "Kano Capital School"),
            "Kano",
        ),
        (("Ki lekòl pitit ou a ale? Se pou peye frè lekòl la.", "Lekòl Sen Lwi"), "Sen Lwi"),
        (("Sukuu bɛn na wo ba kɔ? Ɛyɛ ma sukuu ka no tua.", "Accra Academy"), "Accra Academy"),
        # "first" about a transfer; a name and a marriage with no name asked
        (("¿Es su primera transferencia a esta cuenta?", "sí, primera vez"), "primera vez"),
        (("Ito po ba ang una ninyong padala?", "Oo po, 5000 lang"), "5000"),
        (("Hii ni malipo yako ya kwanza?", "Ndiyo, ni ya kwanza"), "Ndiyo"),
        (("Kin bude asusun kafin aure?", "Eh, tun 2015"), "2015"),
        # a back with no card, a card with no back, "kat" as four, an amount after a card
        (("Nasa likod ng bahay ang bagong sangay namin, mga 300 metro.",), "300"),
        (("Escriba el número que aparece en el reverso de la factura.", "es 4471"), "4471"),
        (("Li dèyè kat machin yo, 250 goud chak.",), "250"),
        (("Ilang card po ang gusto ninyo?", "2 po"), "2 po"),
        (("Mo sekrè a pa travay, kisa pou m fè?",), "pa travay"),
        # digit words in a sentence
        (("எனக்கு இரண்டு பிள்ளைகள், ஒன்று பள்ளியில் படிக்கிறது.",), "இரண்டு"),
        (("Duha ka anak nako, upat ka tuig na sa Cebu.",), "upat ka tuig"),
        (("ሓደ ሰብ ክልተ ግዜ ደዊሉ",), "ሓደ ሰብ"),
    ],
)
def test_the_same_words_without_a_secret_stay_shown(messages: tuple[str, ...], kept: str) -> None:
    assert kept in shown(*messages)
