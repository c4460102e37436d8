"""Malay (with Malaysia's Manglish) and Indonesian, as customers in Kuala Lumpur and Jakarta
mix them with English (blind round 53).

Only the small words a request about money turns on: no need to ("tak payah", "tidak usah",
"gak perlu"), don't ("jangan"), ask ("tanya"), ask for ("minta"), again ("lagi"), all
("semua"), if ("kalau", "jika"), I ("saya", "aku"), it means ("maksudnya", "artinya"), allow
("izinkan", "benarkan"), approve ("luluskan", "setujui"), remove ("hapus", "buang"), limit
("batas"), always ("sentiasa", "selalu"), every ("setiap"), remind ("ingatkan"), send ("kirim",
"hantar"), money ("wang", "duit", "uang"), account ("akaun", "rekening"); the possessive said
after the noun ("rekening saya", my account); and TAC, Malaysia's one-time code (Transaction
Authorisation Code), read as the OTP it is.

Words that are English or another language's too are read only in a phrase: "dia" (she; Spanish
"día"), "kasih" (give; "terima kasih" is thank you), "bila" (when; Swahili "without"), "ingat"
(remember; Tagalog "take care"). Not a translator: "cakap Melayu dengan saya" (speak Malay
with me), "ingatkan saya setiap bulan" (remind me every month) and "sentiasa minta TAC" (always
ask for the TAC) read as the wishes they are.

Round 59: another taken as the user ("anggap je itu saya", take it that it is me), the bank's
alarm switched off ("matiin notif transaksi mencurigakan"), "kirim aja" (just send it), "atas
nama aku" (in my name: on my behalf; "atas nama bank" is only a name); and the words of a wish,
so that one is read whole ("boleh reply dalam BM macam biasa": please reply in Malay as usual;
"ingetin aku tiap tgl 10": remind me every 10th; "format angka pake titik": numbers with dots).
"""

from __future__ import annotations

# Nouns of money and its controls that a possessive ("saya", "aku", "-ku") follows.
_MINE = (
    r"rekening|akaun|akun|kad|kartu|pin|tac|otp|kod|wang|duit|uang|telefon|hp|nombor|nomor|"
    r"batas|limit|account|card|phone|number|password"
)

NUSANTARA_WORDS: dict[str, str] = {
    "tac": "otp",
    "tacs": "otps",
    "jangan": "dont",
    "janganlah": "dont",
    "tanya": "ask",
    "tanyakan": "ask",
    "minta": "ask for",
    "meminta": "ask for",
    "lagi": "again",
    "semua": "all",
    "semuanya": "all",
    "kalau": "if",
    "jika": "if",
    "apabila": "when",
    "saya": "i",
    "aku": "i",
    "taip": "type",
    "ketik": "type",
    "maksudnya": "it means",
    "artinya": "it means",
    "bermaksud": "means",
    "bererti": "means",
    "berarti": "means",
    "tolong": "please",
    "untuk": "for",
    "bawah": "under",
    "apapun": "anything",
    "rekening": "account",
    "akaun": "account",
    "izinkan": "allow",
    "benarkan": "allow",
    "izin": "permission",
    "kebenaran": "permission",
    "luluskan": "approve",
    "setujui": "approve",
    "sahkan": "confirm",
    "pengesahan": "confirmation",
    "hapus": "remove",
    "hapuskan": "remove",
    "buang": "remove",
    "batas": "limit",
    "sentiasa": "always",
    "selalu": "always",
    "senantiasa": "always",
    "setiap": "every",
    "ingatkan": "remind",
    "tanpa": "without",
    "kirim": "send",
    "hantar": "send",
    "wang": "money",
    "duit": "money",
    "uang": "money",
    "pemindahan": "transfer",
    # A wish's own words: first, before, call, language, speak, use, month, pay, like, date.
    "dulu": "first",
    "dahulu": "first",
    "sebelum": "before",
    "panggil": "call",
    "bahasa": "language",
    "cakap": "speak",
    "bicara": "speak",
    "pakai": "use",
    "guna": "use",
    "gunakan": "use",
    "bulan": "month",
    "bayar": "pay",
    "suka": "like",
    "notifikasi": "notification",
    "penyata": "statement",
    "tanggal": "date",
    # Round 59: the bank's alarm switched off ("matiin notif transaksi mencurigakan"), a husband.
    "suami": "husband",
    "matiin": "turn off",
    "matikan": "turn off",
    "mematikan": "turn off",
    "notif": "notification",
    "transaksi": "transaction",
    "mencurigakan": "suspicious",
    "permanen": "permanently",
    "selamanya": "forever",
    "simpan": "save",
    # A reminder asked for (round 59): "ingetin aku tiap tgl 10" (remind me every 10th), "kalo"
    # (if), a scam ("penipuan").
    "ingetin": "remind",
    "ingatin": "remind",
    "kalo": "if",
    "tiap": "every",
    "tgl": "date",
    "penipuan": "a scam",
    # How to write to the user: "dalam BM campur English" (in Malay mixed with English), "format
    # angka pake titik" (format numbers with dots), "bukan" (not).
    "dalam": "in",
    "jawab": "answer",
    "balas": "reply",
    "campur": "mixed with",
    "angka": "numbers",
    "titik": "dots",
    "koma": "commas",
    "pake": "use",
    "bukan": "not",
    "mulai": "start",
    "skrg": "now",
    "sekarang": "now",
    "atas": "on",
    "nama": "name",
    # Round 64: Singlish and Manglish spellings of English ("dun" don't, "nid" need).
    "dun": "dont",
    "dunnid": "no need to",
    "nid": "need",
}

# Phrases, over folded words, in order (before ``languages.PHRASES``).
NUSANTARA_PHRASES: tuple[tuple[str, str], ...] = (
    (r"\bterima\s+kasih\b", "thank you"),
    # Another taken as the user: "anggap je itu saya" (take it that it is me), "anggap aja dia aku".
    (r"\banggap\s+(?:(?:je|jer|aja|saja|sahaja|la|lah)\s+)?(?:itu|ia|dia|dia\s+tu)\s+(?:saya|aku)\b",
     "treat it as me"),
    # "dari nombor dia" (from his number): the possessive after its noun, for another.
    (r"\bdari\s+(nombor|nomor|hp|telefon|akaun|rekening)\s+(?:dia|beliau)\b", r"from his \1"),
    # No need to: "tak payah", "tidak usah", "gak perlu", Manglish "x payah".
    (r"\b(?:tak|tidak|tdk|nggak|ngga|gak|ga|ndak|x)\s+(?:payah|usah|perlu)\b", "no need to"),
    # "tolong ingat ya" (please remember), "ingat bahwa / yang" (remember that).
    (r"\b(?:tolong\s+)?ingat\s+(?:ya|ye|yer|tau|tahu|bahwa|bahawa|yang)\b", "remember"),
    (r"\btolong\s+ingat\b", "please remember"),
    # "yang dia minta" (that she asks for); "kasih aja / bagi je" (just give it).
    (r"\byang\s+(?:dia|mereka|beliau)\s+minta\b", "that she asks for"),
    (r"\b(?:kasih|bagi|beri|berikan|kasi)\s+(?:aja|saja|sahaja|je|jer|la|lah)\b", "just give it"),
    # "udah saya izinkan" (I have allowed it).
    (r"\b(?:udah|sudah|dah|telah)\s+(?:saya|aku)\s+(izinkan|benarkan|luluskan|setujui)\b",
     r"i have \1 it"),
    (r"\b(?:saya|aku)\s+(?:udah|sudah|dah|telah)\s+(izinkan|benarkan|luluskan|setujui)\b",
     r"i have \1 it"),
    # Malay "had" (limit) before what it limits; "pasang balik" (put back).
    (r"\bhad\s+(?=(?:transfer|pemindahan|harian|pengeluaran|bayaran|pembayaran|kad|akaun)\b)",
     "limit "),
    (r"\b(?:pasang|letak|taruh)\s+(?:balik|semula|kembali)\b", "put back"),
    # The possessive after its noun: "rekening saya" (my account), "kad aku", "akaunku".
    (rf"\b({_MINE})\s+(?:saya|aku)\b", r"my \1"),
    (rf"\b({_MINE})ku\b", r"my \1"),
    (r"\bkalau\s+boleh\b", "if possible"),
    (r"\bmulai\s+(?:sekarang|skrg|skrang|hari\s+ini)\b", "from now on"),
    (r"\bada\s+(?:yg|yang)\b", "anyone"),
    (r"\b(?:macam|seperti|kayak|kyk)\s+(?:biasa|selalu)\b", "as usual"),
    # "boleh reply dalam BM" (may you reply in Malay): a polite order, not a question of ability.
    (r"^boleh\s+(?=(?:reply|balas|jawab|tulis|cakap|bicara|guna|pakai|use|write|answer|speak|"
     r"talk|call|panggil)\b)", "please "),
    # "atas nama aku" (in my name: on my behalf); "atas nama bank" (in the bank's name).
    (r"\batas\s+nama\s+(?:saya|aku|sy|gue|gw)\b", "on my behalf"),
    (r"\batas\s+nama\b", "in the name of"),
    # "kirim aja" (just send it), "transfer je".
    (r"\b(kirim|kirimkan|hantar|transfer|tf|bayar)\s+(?:aja|saja|sahaja|je|jer|lah)\b",
     r"just \1 it"),
    (r"\blebih\s+suka\b", "prefer"),
    # The user as the object of a verb: "tanya saya" (ask me), "panggil saya" (call me).
    (r"\b(tanya|minta|ingatkan|ingetin|ingatin|panggil|hubungi|kirimi|hantar|beritahu|bagitahu)\s+"
     r"(?:saya|aku)\b",
     r"\1 me"),
    # "dengan saya" (with me), after "cakap / bicara" (speak) and the like.
    (r"\bdengan\s+(?:saya|aku)\b", "with me"),
    # Round 64, Singlish: "dun need check with me", "no need ask me" (no need to), said without
    # its "to".
    (r"\b(?:dun|dont|no)\s+(?:need|nid)\s+(?=(?:check|ask|confirm|verify|tell|call|inform)\w*\b)",
     "no need to "),
    # ... and "can" opening a request, as "boleh" does: "Can reply in English but simple simple
    # can?", "Can speak Cantonese with me?" (please reply, please speak).
    (r"^can\s+(?=(?:reply|write|answer|speak|talk|call|explain|text|use|msg|message)\b)",
     "please "),
    # Round 66, Malay and Indonesian: the end (or start) of a period said before it, "hujung
    # bulan", "akhir bulan", "awal minggu" (month end, week start); "Setiap hujung bulan remind I"
    # is every month end. Manglish "remind I" is "remind me".
    (r"\b(?:hujung|ujung|akhir|penghujung)\s+bulan\b", "month end"),
    (r"\b(?:hujung|ujung|akhir|penghujung)\s+minggu\b", "week end"),
    (r"\b(?:hujung|ujung|akhir|penghujung)\s+tahun\b", "year end"),
    (r"\b(?:awal|permulaan)\s+bulan\b", "month start"),
    (r"\b(?:awal|permulaan)\s+minggu\b", "week start"),
    (r"\b(?:awal|permulaan)\s+tahun\b", "year start"),
    (r"\b(remind|ingatkan|ingetin|ingatin)\s+i\b", r"\1 me"),
)

__all__ = ["NUSANTARA_PHRASES", "NUSANTARA_WORDS"]
