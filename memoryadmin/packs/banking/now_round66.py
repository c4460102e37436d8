"""Whose turn a pot is now, and how money stands now, in the languages of blind round 66
(Punjabi, Gulf Arabic and Arabizi, Brazilian Portuguese, Malay and Indonesian).

Live (refused), each a value true only when read:

- whose turn it is to take a group's pot in a period going on: Punjabi "ਇਸ ਮਹੀਨੇ ਕਮੇਟੀ ਚੁੱਕਣ ਦੀ
  ਵਾਰੀ ਗੁਰਮੀਤ ਦੀ ਹੈ" (this month it is Gurmeet's turn to lift the committee), Gulf Arabic
  "الجمعية هالشهر دور أم فهد تستلمها" (this month it is Umm Fahd's turn to receive the jam'iyya),
  Portuguese "neste mês a vez de pegar o dinheiro da caixinha é da Dona Cida", Indonesian
  "arisan bulan ini giliran Bu Ratna yang dapat" (like "it is Esi's week to collect"). A turn
  word with a period going on; not a rule of every period ("har mahine", "todo mês", "setiap
  bulan": who takes it each time, a custom);
- Gulf Arabic and Arabizi now and left, with money in the sentence: "رجع لحسابه الحين" (went back
  to his account now), "سعر صرف الدرهم … اليوم ٢٢٫٦٥" (today's rate), "ba9i 3alaih 46 alf
  dirham" (he still has 46 thousand dirham to pay): like "now", "today's rate", "left";
- Portuguese, an outcome dated today or now: "foi estornado e o valor voltou pra conta … hoje",
  "o Pix … falhou hoje" (like "was rejected this afternoon"); and a balance too low, in
  Portuguese, Malay and Indonesian: "saldo insuficiente", "baki tidak mencukupi" (like
  "insufficient funds");
- Malay and Indonesian now and still: "kartu debit … sedang diblokir sementara" (is currently
  blocked for now), "masih pending", "belum masuk" (not yet in), with money or a card in the
  sentence.
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.now_elsewhere import found_beside

_SENTENCE = re.compile(r"[^.!?;؟\n]+")
_I = re.IGNORECASE

# Punjabi (Gurmukhi, romanised), Hindi, Arabic, Arabizi, Portuguese, Malay and Indonesian: a turn.
_TURN = re.compile(
    r"ਵਾਰੀ|ਵਾਰੀਂ|ਬਾਰੀ|बारी|वारी"
    r"|\b(?:vaari|vari|waari|baari|vaaree)\b"
    r"|(?<![\u0600-\u06ff])(?:ب|ف|و)?(?:دور|الدور|دورها|دوره|دورهم)(?![\u0600-\u06ff])"
    r"|\b(?:dor|door|dawr|dour)\b"
    r"|(?<![\wÀ-ÿ])(?:(?:é|e)\s+)?a\s+vez\s+(?:de|d[aoe]s?|dela|dele|dela)\b"
    r"|\bgiliran(?:nya)?\b",
    _I,
)
# A period going on or next, in the same languages.
_NOW_PERIOD = re.compile(
    r"ਇਸ\s+(?:ਮਹੀਨੇ|ਵਾਰ|ਹਫ਼ਤੇ|ਹਫਤੇ|ਸਾਲ)|ਐਤਕੀਂ|ਅਗਲੇ\s+(?:ਮਹੀਨੇ|ਹਫ਼ਤੇ|ਹਫਤੇ)|ਹੁਣ|ਅੱਜ"
    r"|इस\s+(?:महीने|बार|हफ्ते|हफ़्ते)|अगले\s+(?:महीने|हफ्ते)|अब|आज"
    r"|\b(?:is|iss|es|ess|ih|ehh?)\s+(?:mahine|mahina|mahinay|maheene|vaar|var|baar|hafte)\b"
    r"|\b(?:agle|aglay)\s+(?:mahine|hafte)\b|\b(?:hun|hunn|ajj|aaj|ab)\b"
    r"|هالشهر|هذا\s+الشهر|هالاسبوع|هالأسبوع|هذا\s+الأسبوع|هذا\s+الاسبوع|هالمرة|هالمره|هذي\s+المرة"
    r"|الشهر\s+(?:الجاي|القادم|الياي)|الحين|هالحين|الحين|ذحين|اليوم"
    r"|\b(?:hal\s*-?\s*(?:shahar|sha7ar|shahr|esbou3|usbu3|marra|mara)|hashahar|el\s*7[ei]+n|"
    r"al\s*7[ei]+n|l7[ei]+n|elyom|elyoum|el\s+yom|alyoum)\b"
    r"|\b(?:neste|nesse|este|esse)\s+m[êe]s\b|\bm[êe]s\s+que\s+vem\b|\bpr[óo]ximo\s+m[êe]s\b"
    r"|\b(?:nesta|nessa|esta|essa)\s+(?:semana|rodada|vez)\b|\b(?:desta|dessa)\s+vez\b"
    r"|\b(?:neste|nesse|este|esse)\s+(?:ciclo|sorteio)\b|\b(?:hoje|agora)\b"
    r"|\b(?:bulan|minggu|pusingan|kali|putaran|tahun)\s+(?:ini|depan)\b|\b(?:sekarang|kini)\b"
    r"|\bhari\s+ini\b",
    _I,
)
# Every period: the group's rule of who takes it, a custom.
_EVERY_PERIOD = re.compile(
    r"ਹਰ\s+|हर\s+|\bhar\s+|كل\s+|\bkil\s+|\bkul\s+|\btod[oa]s?\s+(?:o\s+|os\s+|as\s+)?"
    r"(?:m[êe]s|meses|semanas?|rodadas?|ciclos?)\b|\bcada\s+|\bpor\s+m[êe]s\b|\bmensal"
    r"|\b(?:setiap|tiap|saban)\b|\bsebulan\b",
    _I,
)
# Arabic's "دور" is also a role or a floor: a turn only beside a group's pot or taking it.
_AR_POT = re.compile(
    r"جمعي|قط|حصة|تستلم|يستلم|تاخذ|ياخذ|تأخذ|يأخذ|تقبض|يقبض|\b(?:jam3[ei]y+a|gam3[ei]y+a|"
    r"yestilim|testilim|ysallim|ta5ith|ya5ith)",
    _I,
)


def turn_now(text: str) -> str | None:
    """Whose turn a group's pot is in a period going on, in the languages above: the turn."""
    for m in _SENTENCE.finditer(text):
        sentence = m.group(0)
        turn = _TURN.search(sentence)
        if turn is None or _NOW_PERIOD.search(sentence) is None:
            continue
        if _EVERY_PERIOD.search(sentence):
            continue
        arabic = re.search(r"[\u0600-\u06ff]|\b(?:dor|door|dawr|dour)\b", turn.group(0), _I)
        if arabic is not None and _AR_POT.search(sentence) is None:
            continue
        return turn.group(0).strip()
    return None


# Gulf Arabic and Arabizi: now, today, and what is left to pay.
_AR = "\u0600-\u06ff"
_GULF_NOW = re.compile(
    rf"(?<![{_AR}])[وف]?(?:الحين|الحين|هالحين|ذحين|دحين|الآن|الان|حاليا|حالياً|اليوم|"
    rf"باقي|الباقي|متبقي|المتبقي|تبقى|يتبقى)(?![{_AR}])"
    r"|\b(?:el\s*7[ei]+n|al\s*7[ei]+n|l7[ei]+n|hal\s*7[ei]+n|elyom|elyoum|el\s+yom|alyoum|"
    r"ba9i|baqi|baaqi|ba8i|baa9i|baki)\b",
    _I,
)
# ... but not every day ("كل يوم"), a habit.
_GULF_EVERY = re.compile(r"كل\s+يوم|يوميا|\bkil\s+yom\b|\bkul\s+yom\b", _I)
# A figure stands alone (Arabizi writes letters in digits: "si3r", "3alaih").
_GULF_MONEY = re.compile(
    r"(?<![^\W\d_])\d+(?![^\W\d_])|مبلغ|جنيه|ريال|درهم|دينار|روبي|فلوس|تحويل|حوال|استرجاع|استرداد|صرف|رصيد|قرض|قسط|"
    r"اقساط|أقساط|راتب|معاش|فاتور|سداد|حساب|بطاق|"
    r"\b(?:dirham|drahim|riyal|rial|dinar|rupee|flous|floos|fulus|7awala|7awal|ra9eed|raseed|"
    r"qar9|qard|gar9|qis6|salary|ma3ash|ratib|account|7esab|card)\b",
    _I,
)


def gulf_now(text: str) -> str | None:
    """A Gulf Arabic or Arabizi word of now, today or left, with money in its sentence: the
    word (see above)."""
    hit = found_beside(text, _GULF_NOW, _GULF_MONEY, _GULF_EVERY, _SENTENCE)
    return hit.strip() if hit is not None else None


# Portuguese: an outcome, with today or now in its sentence.
_PT_OUTCOME = re.compile(
    r"\b(?:falhou|falharam|deu\s+erro|travou|voltou|voltaram|retornou|caiu|ca[íi]ram|estornou|"
    r"(?:foi|foram|est[áa]|est[ãa]o|ficou|ficaram)\s+(?:\w+\s+)?(?:estornad|recusad|devolvid|"
    r"cancelad|bloquead|negad|rejeitad|aprovad|creditad|debitad|suspens|congelad|retid)[oa]s?)\b",
    _I,
)
_PT_NOW = re.compile(
    r"\b(?:hoje|agora|neste\s+momento|no\s+momento|atualmente|hoje\s+de\s+manh[ãa]|"
    r"hoje\s+[àa]\s+tarde|esta\s+manh[ãa]|esta\s+tarde)\b",
    _I,
)
_PT_EVERY = re.compile(r"\bhoje\s+em\s+dia\b|\bsempre\b", _I)


def portuguese_today(text: str) -> str | None:
    """A Portuguese outcome dated today or now (see above): the outcome."""
    return found_beside(text, _PT_OUTCOME, _PT_NOW, _PT_EVERY, _SENTENCE)


# A balance too low, in Portuguese, Malay and Indonesian.
_TOO_LOW = re.compile(
    r"\b(?:saldo|fundos?)\s+(?:insuficientes?|baixo|negativo)\b|\bsem\s+saldo\b"
    r"|\b(?:saldo|baki|dana|duit|wang|uang)\s+(?:\w+\s+)?(?:tidak|tak|tdk|x)\s+"
    r"(?:mencukupi|cukup)\b|\bsaldo\s+kurang\b",
    _I,
)


def too_low_elsewhere(text: str) -> str | None:
    """A balance too low, in Portuguese, Malay or Indonesian (see above): the words."""
    m = _TOO_LOW.search(text)
    return m.group(0) if m else None


# Malay and Indonesian: now, still, not yet, for the time being, with money or a card.
_MS_NOW = re.compile(
    r"\b(?:sedang|masih|belum|sementara|buat\s+sementara|saat\s+ini|kini|sekarang|"
    r"hari\s+ini|tadi|baru\s+saja)\b",
    _I,
)
_MS_MONEY = re.compile(
    r"\d|\b(?:kartu|kad|akaun|rekening|saldo|baki|duit|uang|wang|dana|rm|rp|ringgit|rupiah|"
    r"transfer|pindahan|pemindahan|pembayaran|bayaran|gaji|pinjaman|hutang|utang|cicilan|"
    r"ansuran|e-?wallet|gopay|ovo|dana|tng|arisan|kutu)\b",
    _I,
)


def nusantara_now(text: str) -> str | None:
    """A Malay or Indonesian word of now, still or not yet, with money or a card in its
    sentence (see above): the word."""
    return found_beside(text, _MS_NOW, _MS_MONEY, sentences=_SENTENCE)


__all__ = ["gulf_now", "nusantara_now", "portuguese_today", "too_low_elsewhere", "turn_now"]
