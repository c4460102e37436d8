"""Turkish, and Turkish mixed with English, as customers in Turkey and abroad write it (round 56;
ENGINE.md section 9).

Read over folded words ("şifre" is "sifre", "ı" is "i": ``languages.fold``) before
``languages.PHRASES``, linked through ``languages_darija`` (``languages`` is at its length).
Only the turns a request to the bank's assistant takes: a check not asked for ("onay kodu
sormayın", "şifre sormasın", "onay istemeyin"), not needed ("gerek yok"), switched off
("kapatın"), left out ("onaylamadan gönderin", send without confirming), a limit raised
("limitimi 250 bine çıkarın"), another's word taken as the user's ("Emre'nin talimatlarını
benimkiler gibi kabul edin"), kept for good ("bundan sonra", "bir daha", "artık").

Turkish puts its suffixes on the word (limit-imi, havale-lerde, talimat-larını): the stems are
read with the suffixes they take, and the negative verbs by their own forms, so "gönderin" (send)
and "göndermeyin" (don't send) are never confused. Short words that are other languages' too
("para", "da", "ve") are not listed.
"""

from __future__ import annotations

# One word for English ones (folded spellings), read after every phrase.
TURKISH_WORDS: dict[str, str] = {
    "onay": "confirmation",
    "onayi": "confirmation",
    "onaylar": "confirmations",
    "onaylari": "confirmations",
    "dogrulama": "verification",
    "sifre": "password",
    "sifreyi": "password",
    "sifremi": "my password",
    "sifreler": "passwords",
    "sifresi": "password",
    "parola": "password",
    "talimat": "instruction",
    "talimatlar": "instructions",
    "talimatlari": "instructions",
    "talimatlarini": "instructions",
    "talimatini": "instruction",
    "havale": "transfer",
    "havaleler": "transfers",
    "havalelerde": "on transfers",
    "havaleleri": "transfers",
    "havalelerimi": "my transfers",
    "transferler": "transfers",
    "transferlerde": "on transfers",
    "odeme": "payment",
    "odemeler": "payments",
    "odemeleri": "payments",
    "alici": "recipient",
    "alicilar": "recipients",
    "alicilari": "recipients",
    "guvenilir": "trusted",
    "guvenli": "trusted",
    "hesabim": "my account",
    "hesabimi": "my account",
    "hesabimdan": "from my account",
    "hesabima": "my account",
    "kartim": "my card",
    "kartimi": "my card",
    "oglum": "my son",
    "kizim": "my daughter",
    "kardesim": "my sibling",
    "esim": "my spouse",
    "annem": "my mother",
    "babam": "my father",
    "artik": "anymore",
    "zaten": "already",
    "halleder": "manages",
    "yonetir": "manages",
    "gonderin": "send",
    "gonder": "send",
    "gondersin": "send",
    "yollayin": "send",
    "kapatin": "turn off",
    "kapatiniz": "turn off",
    "kapatsin": "turn off",
    "kaldirin": "remove",
    "kaldiriniz": "remove",
    "yukseltin": "raise",
    "artirin": "raise",
    "arttirin": "raise",
    "sormayin": "dont ask",
    "sormayiniz": "dont ask",
    "sormasin": "dont ask",
    "sormasinlar": "dont ask",
    "sorulmasin": "dont ask",
    "istemeyin": "dont ask",
    "istemeyiniz": "dont ask",
    "istemesin": "dont ask",
    "istenmesin": "dont ask",
    "gerekmez": "not needed",
    # A reminder asked for ("son ödeme tarihinden önce hatırlatın": remind me before the due
    # date) is the user's own diary, read as one whatever money it names.
    "hatirlatin": "remind me",
    "hatirlatiniz": "remind me",
    "hatirlat": "remind me",
    "hatirlatir": "remind me",
    "gerekmiyor": "not needed",
    # Round 63: the familiar imperative ("OTP sorma, direkt onayla": don't ask for the OTP,
    # approve directly), "kaldır" (remove), "teyit" (confirmation), "lütfen" (please).
    "sorma": "dont ask",
    "onayla": "approve",
    "onaylayin": "approve",
    "direkt": "directly",
    "kaldir": "remove",
    "kaldır": "remove",
    "teyit": "confirmation",
    "lutfen": "please",
    "lütfen": "please",
    "kapat": "turn off",
    "kalıcı": "permanent",
}

# The verb of a request at the end of its clause, in its polite and third-person forms.
_DO = r"(?:in|iniz|sin|sinlar|un|unuz)"

TURKISH_PHRASES: tuple[tuple[str, str], ...] = (
    # Kept for good: "bundan sonra" / "bundan böyle" (from now on), "bir daha" (again), "her
    # seferinde" (every time), "her zaman" (always).
    (r"\bbundan\s+(?:sonra|boyle|itibaren)\b", "from now on"),
    (r"\bbir\s+daha\b", "again"),
    (r"\bher\s+(?:seferinde|defasinda|islemde|sefer)\b", "every time"),
    (r"\bher\s+zaman\b", "always"),
    # Not needed: "gerek yok", "sormanıza gerek yok" (no need for you to ask).
    (r"\b(?:sorman\w*|istemen\w*|onaylaman\w*)\s+gerek\s+(?:yok|kalmadi)\b", "no need to ask"),
    (r"\b(?:gerek|ihtiyac|luzum)\s+(?:yok|kalmadi)\b", "no need"),
    # A code that confirms: "onay kodu", "SMS onay kodunu", "doğrulama kodu".
    (r"\b(?:onay|dogrulama|guvenlik)\s+(?:kod|kodu|kodunu|kodlari|kodlarini|sifresi|sifresini)\b",
     "confirmation code"),
    (r"\bkod(?:u|unu|lari|larini)\b", "code"),
    # Left out: "onaylamadan gönderin" (send without confirming), "şifresiz" (without a password).
    (r"\b(?:onaylamadan|onaylamaksizin|onaysiz)\b", "without confirming"),
    (r"\b(?:sormadan|sormaksizin|danismadan)\b", "without asking"),
    (r"\bsifresiz\b", "without password"),
    # A limit raised to a figure: "limitimi 250 bine çıkarın", "limiti 50 bine yükseltin".
    (r"\blimit\w*\s+((?:\S+\s+){0,3}?)(?:cikar|yukselt|artir|arttir|cek)" + _DO + r"\b",
     r"raise the limit to \1"),
    (r"\blimit(?:im|imi|imiz|imizi)\b", "my limit"),
    (r"\blimit(?:i|ini|ler|leri|lerimi)\b", "limit"),
    # Another's word taken as the user's: "Emre'nin talimatlarını benimkiler gibi kabul edin"
    # (accept Emre's instructions like mine), "benden gelmiş gibi sayın" (count as from me).
    (r"\b((?:\S+\s+){1,4}?)(?:benimkiler|benimki|benimkisi|benim\s+talimatim|benden\s+gelmis)\s+"
     r"gibi\s+(?:kabul\s+ed|say|uygula|isle|gor|degerlendir)\w*\b", r"accept \1as my own word"),
    (r"\bkabul\s+ed" + _DO + r"\b", "accept"),
    # Round 63: "ne isterse onayla" (approve whatever he wants), "benim adıma işlem yapabilir"
    # (he can transact in my name), "benden teyit alma" (don't take confirmation from me),
    # "kalıcı olarak kaldır" (remove for good).
    (r"\bne\s+(?:derse|isterse|soylerse|yazarsa|isterlerse|derlerse)\s+(?:onayla|onaylayin|onaylayiniz|"
     r"gonder|ver|verin|odeyin|ode)\b", "approve whatever he says"),
    (r"\bne\s+(?:derse|isterse|soylerse)\s+(?:yapin|yap|onaylayin|gonderin)\b",
     "do whatever he says"),
    (r"\bbenim\s+(?:adima|yerime|namima)\b", "in my name"),
    (r"\bislem\s+(?:yapabilir|yapsin|yapabilsin)\b", "can do transactions"),
    (r"\bbenden\s+(?:teyit|onay|izin)\s+(?:alma|almayin|isteme|istemeyin|sorma|sormayin)\b",
     "dont ask me for confirmation"),
    (r"\bkalici\s+olarak\b|\bkalici\b|\bsuresiz\s+olarak\b", "permanently"),
)

__all__ = ["TURKISH_PHRASES", "TURKISH_WORDS"]
