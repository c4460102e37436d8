"""Codes that hand over cash or value to whoever reads them (ENGINE.md sections 8 and 9).

A cardless withdrawal's code, a cash voucher's or a prepaid meter's token, and a remittance's
pickup number are as good as the money they release: "paycode 8837 2291 04", "Voucha ya LUKU
ilikuwa 4412 9930 1187 5562 0031", "Nag-padala ako sa Cebuana, reference number
8812-3340-9917". Each is a ``LabelledSecret`` (``memoryadmin.engine.secrets_shapes``), read
with the core's other secrets (``secrets_words.GENERIC``).
"""

from __future__ import annotations

from memoryadmin.engine.secrets_shapes import (
    ALNUM_CODE_VALUE,
    ASKED_ONLY,
    NOT_A_PASSWORD,
    LabelledSecret,
)

# The companies a remittance is sent through and collected from, across Africa, its
# diaspora and the Philippines (round 48: "padala" through Cebuana, Palawan, M Lhuillier).
_REMITTERS = (
    r"moneygram|western\s+union|ria|worldremit|mukuru|remitly|sendwave|taptap\s*send|"
    r"small\s*world|lemfi|afriex|cebuana(?:\s+lhuillier)?|palawan(?:\s+express)?|"
    r"m\s*lhuillier|lbc|xoom"
)
# Long digits, in groups or not: six to twenty (a prepaid meter's token is twenty).
_LONG_DIGITS = r"(?<![\d\w])\d(?:[ \-]?\d){5,19}(?![\d\w])"
# A collection code given with a letter prefix and its digits in groups: "MK 7734 9021".
_PREFIXED = r"(?<![\w\-])[A-Z]{1,3}(?:[ \-]\d{3,6}){2,4}(?![\d\w])"

LONG_CODE = LabelledSecret(
    kind="one-time code",
    labels=(
        r"pay\s*codes?",
        r"cardless\s+(?:withdrawal\s+)?codes?",
        r"(?:withdrawal|token|voucher)\s+codes?",
        # A cash voucher's or recharge card's PIN is money to whoever reads it: "1Voucher
        # 4021 8876 3345 1209", "recharge card pin 5521 0987 3312 44"; Swahili "voucha",
        # "vocha".
        # ... its number after a comma, and a cash-send's ("I generated the cash-send voucher,
        # number 77812093"), Portuguese "voucher de levantamento, número …" (round 76).
        r"\d?(?:voucher|voucha|vocha)(?:\s+de\s+(?:levantamento|saque|retirada|dinheiro))?"
        r"(?:\s*,?\s+(?:pin|number|no|n[úu]mero))?",
        r"(?:recharge|airtime|scratch)\s+(?:card\s+)?(?:pin|number)",
        # A prepaid meter's token buys the power it was paid for: "my LUKU token", "the
        # electricity token".
        r"(?:luku|electricity|prepaid|meter|umeme)\s+(?:meter\s+)?(?:token|units?\s+token)s?",
        # A remittance's pickup number releases the cash to whoever says it: Western Union's
        # MTCN (money transfer control number), a collection or pickup code or PIN.
        r"mtcn",
        # Spanish: "el número pa' cobrar la remesa", "la clave de cobro", "el folio" (round 50).
        r"n[úu]mero\s+(?:pa['’]?|para)\s+(?:cobrar|retirar|recoger)(?:\s+(?:la|el|las|los)\s+\w+)?",
        r"(?:clave|c[oó]digo|n[úu]mero)\s+de\s+(?:cobro|remesa|retiro|env[ií]o)",
        # ... and a cardless withdrawal's reference, at a shop's till or a cash machine
        # ("la referencia de retiro para OXXO es …", round 57): not a payment's reference.
        r"referencia\s+(?:de|pa['’]?|para)\s+(?:retiro|retirar|cobro|cobrar)(?:\s+sin\s+tarjeta)?",
        r"folio(?:\s+de\s+(?:la\s+)?remesa)?",
        # French: "le code de retrait Orange Money c 552 019 883" (round 71), the code a cash-out
        # agent or a transfer counter pays against.
        r"(?:code|num[ée]ro|r[ée]f[ée]rence)\s+(?:de\s+|pour\s+(?:le\s+)?)?(?:retrait|retirer)",
        r"(?:money\s+transfer\s+)?control\s+(?:number|no\.?)",
        r"(?:collection|pick\s*up|payout|cash\s*out|cash\s*pickup)\s+(?:codes?|pins?|numbers?|no\.?)",
        # A remittance's reference by its provider's name: "the MoneyGram reference is …",
        # "sa Cebuana, reference number …".
        rf"(?:{_REMITTERS})\s*,?\s+(?:transfer\s+|money\s+)?(?:reference|ref)(?:\s+(?:number|no|code))?",
    ),
    value=_LONG_DIGITS,
)

# The same codes with letters in them: "Voucher code: ETH-77Q9-K2LM" (round 45), "the
# collection code, I sent him MK 7734 9021" (round 23).
LONG_ALNUM_CODE = LabelledSecret(
    kind="one-time code",
    labels=LONG_CODE.labels,
    value=rf"(?:{ALNUM_CODE_VALUE}|{_PREFIXED})",
    reject_values=NOT_A_PASSWORD,
    word_value=True,
    shaped_value=rf"(?:{ALNUM_CODE_VALUE}|{_PREFIXED})",
)

# A remittance collected with its reference ("MoneyGram transfers can be collected with the
# reference number."): that number, in the reply, releases the cash. Only asked. So does the
# number given to whoever collects it, asked of a transfer by its provider ("Has your sister
# been able to collect the Western Union transfer?" - "I gave her 471-229-8830").
REMITTANCE_ASKED = LabelledSecret(
    kind="one-time code",
    labels=(
        rf"(?:{_REMITTERS}|wave)\b[^.?!\n]{{0,60}}?\breference(?:\s+(?:number|no|code))?",
        r"(?:collect\w*|pick\w*\s+up|cash\s*out)\b[^.?!\n]{0,40}?\b(?:reference|ref)\s*(?:number|no|code)",
        rf"(?:collect\w*|pick\w*\s+up|cash\s*out)\b[^.?!\n]{{0,40}}?\b(?:{_REMITTERS})\b",
        # "To trace the remittance, please share the reference your sender gave you."
        r"remittance\b[^.?!\n]{0,60}?\breference",
        r"reference(?:\s+(?:number|no|code))?\s+(?:your|the)\s+sender\s+(?:gave|sent|shared)",
    ),
    value=ASKED_ONLY,
    reverse=False,
    word_value=True,
    shaped_value=_LONG_DIGITS,
)

__all__ = ["LONG_ALNUM_CODE", "LONG_CODE", "REMITTANCE_ASKED"]
