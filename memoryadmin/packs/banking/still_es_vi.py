"""How things stand, said in Spanish and Vietnamese (summary finders, read after blind rounds 61
and 62).

- Spanish "still" and "not yet" (todavía, aún; not "aún así", "aún más", "aún cuando": even so,
  even more, even when), "pending", "in process", "under review", "held", "blocked", "frozen",
  with money in the sentence: "un depósito que todavía no se refleja en su Mercado Pago", "el
  retiro sigue pendiente" (like "still", "pending", "under review"); a payment or a transfer
  refused or failed and the money not given back, or taken: "fue rechazada y no le han regresado
  el dinero", "fue rechazado pero ya le cobraron" (like "failed but the money was deducted");
  money not come or not shown: "no ha llegado", "no se refleja" (like "hasn't posted");
- Vietnamese "still owes", "still", "not yet", "is waiting", "is being processed", "is locked"
  and a balance (còn nợ, vẫn còn, vẫn chưa, chưa … hoàn / về / nhận, đang chờ, đang xử lý, bị khóa,
  số dư), with money in the sentence: "hiện còn nợ thẻ tín dụng", "tiền chưa được hoàn lại".

Each reads a state word only beside money (an amount, or a word of money or of moving it), as
``still_elsewhere`` does for Arabic and Kreyòl; a sentence that is plain ASCII has neither
language's accents and is read only for the few unaccented Spanish words.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_ES_STATE = re.compile(
    r"\b(?:todav[íi]a|a[úu]n(?!\s+(?:as[íi]|m[áa]s|cuando|si|sin\s+embargo|menos)\b))\b"
    r"|\bsigue(?:n)?\s+(?:pendientes?|sin\b|en\s+(?:proceso|revisi[óo]n|tr[áa]mite|espera)|"
    r"esperando|retenid|bloquead|congelad)"
    r"|\bpendientes?\b|\ben\s+(?:proceso|revisi[óo]n|tr[áa]mite|espera|validaci[óo]n)\b"
    # a word of now beside money (round 77): "tiene 600 mil en este momento" (like "now").
    r"|\ben\s+este\s+momento\b|\bahora\s+mismo\b|\bahorita\b|\bal\s+d[íi]a\s+de\s+hoy\b"
    r"|\b(?:retenid|bloquead|congelad|suspendid)[oa]s?\b|\besperando\b"
    # money not come, not shown, not given back: "no se refleja", "no le han regresado".
    r"|\bno\s+(?:se\s+)?(?:le\s+|les\s+)?(?:(?:ha|han)\s+(?:sido\s+)?)?(?:refleja(?:do|n)?|"
    r"lleg(?:a|an|ado|[óo])|aparec(?:e|en|ido)|acredita(?:do|n)?|abona(?:do|n)?|"
    r"(?:regres|devuel|reembols|reintegr|reverti)\w*)\b"
    # refused or failed, and the money taken: "fue rechazado pero ya le cobraron".
    r"|\b(?:rechazad|declinad|fallid)[oa]s?\b[^.!?\n]{0,60}?\b(?:pero|y)\s+(?:ya\s+)?"
    r"(?:se\s+|le\s+|les\s+)?(?:(?:lo|la)\s+)?(?:cobr|descont|debit|carg|quit)(?:aron|[óo])\b"
    r"|\b(?:cobr|descont|debit|carg|quit)aron\b[^.!?\n]{0,60}?\bpero\b",
    _I,
)
_ES_MONEY = re.compile(
    r"\d|\b(?:dinero|plata|lana|pesos?|soles|saldo|dep[óo]sitos?|transferencias?|pagos?|retiros?|"
    r"cargos?|cobros?|abonos?|reembolsos?|devoluci[óo]n|cuentas?|tarjetas?|pr[ée]stamos?|"
    r"cr[ée]ditos?|cuotas?|sueldo|quincena|nequi|yape|plin|daviplata|mercado\s+pago|oxxo|spei|"
    r"bolsillos?|mil|millones|lucas)\b",
    _I,
)


def _beside_money(
    words: re.Pattern[str], money: re.Pattern[str], text: str, letter: re.Pattern[str] | None = None
) -> str | None:
    """The first of ``words`` in a sentence of ``text`` that also names ``money`` (and, when
    given, has a ``letter`` of the language): the words."""
    if words.search(text) is None:
        return None
    for sentence in re.split(r"(?<=[.!?\n])", text):
        if letter is not None and letter.search(sentence) is None:
            continue
        found = words.search(sentence)
        if found is not None and money.search(sentence):
            return found.group(0)
    return None


def spanish_state(text: str) -> str | None:
    """A Spanish word of how things stand, with money in its sentence (see above): the words."""
    return _beside_money(_ES_STATE, _ES_MONEY, text)


# A balance said in Spanish, with no figure needed: "tiene saldo disponible en Nequi", "su saldo
# actual"; "disponible(s)" or "restante(s)" beside money ("tiene 185.000 pesos disponibles").
_ES_BALANCE = re.compile(
    r"\bsaldos?\s+(?:disponibles?|actual(?:es)?|restantes?|pendientes?|a\s+favor)\b"
    r"|\b(?:disponibles?|restantes?)\b",
    _I,
)


def spanish_balance(text: str) -> str | None:
    """A Spanish balance, or money said available, with money in its sentence: the words."""
    return _beside_money(_ES_BALANCE, _ES_MONEY, text)


# Vietnamese letters outside ASCII (its tone marks and đ): a sentence with none is not Vietnamese.
_VI_LETTER = re.compile(r"[ăâđêôơưĂÂĐÊÔƠƯ\u0300-\u0323\u1ea0-\u1ef9àáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]")
_VI_STATE = re.compile(
    r"(?<!\w)(?:còn\s+nợ|vẫn\s+còn|vẫn\s+chưa|vẫn\s+đang|chưa\s+(?:được\s+)?(?:hoàn|về|nhận|"
    r"chuyển|duyệt|trả|thanh\s+toán|xử\s+lý|báo\s+có|vào)|đang\s+(?:chờ|xử\s+lý|treo|bị|giữ)|"
    r"bị\s+(?:khóa|khoá|treo|giữ|phong\s+tỏa|phong\s+toả|trừ)|số\s+dư|quá\s+hạn|trễ\s+hạn|"
    r"hiện\s+(?:còn|có|đang))(?!\w)",
    _I,
)
_VI_MONEY = re.compile(
    r"\d|(?<!\w)(?:tiền|đồng|vnd|tài\s+khoản|thẻ|khoản\s+vay|nợ|chuyển\s+khoản|giao\s+dịch|lương|"
    r"hụi|họ|ví|momo|zalopay|hoàn\s+tiền)(?!\w)",
    _I,
)


def vietnamese_state(text: str) -> str | None:
    """A Vietnamese word of how things stand, with money in its sentence (see above): the words."""
    if text.isascii():
        return None
    return _beside_money(_VI_STATE, _VI_MONEY, text, _VI_LETTER)
