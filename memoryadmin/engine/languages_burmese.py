"""Burmese in its own script, as customers in Myanmar and in Thailand and Singapore write it
around English (KBZPay, WavePay, kyat), from blind round 64.

Burmese writes its words in runs, the small ones glued on ("မတောင်းနဲ့တော့": don't ask for it any
more), so each phrase here is read inside the run and spaced out as the English words the screens
read, as ``languages_eastasia`` reads Japanese. Read over folded text before ``languages.PHRASES``:
folding drops the asat and the dot below ("နောက်ဆို" is read "နောကဆို"), so each phrase is folded as
it is read. The verb comes last ("ငွေလွှဲ အကုန် လုပ်ပေးပါ": the transfers, all, do them).

Only the turns a request to the bank's assistant takes: from now on ("နောက်ဆို", "နောက်ပိုင်း"),
don't ask for it ("မတောင်းနဲ့"), don't ask me again ("ကျွန်တော့်ကို ထပ်မမေးပါနဲ့"), directly
("တိုက်ရိုက်"), transfer ("လွှဲ"), whatever he says ("သူ ပြောသမျှ"), all ("အကုန်"), remember
("မှတ်ထား"), fill it in yourself ("ကိုယ်တိုင်ဖြည့်"). A wish ("မြန်မာလို ပြောပေးပါ": speak Burmese)
has none of them and stays one.
"""

from __future__ import annotations

from memoryadmin.engine.folding import fold

_PHRASES: tuple[tuple[str, str], ...] = (
    (r"(?:နောက်ဆို|နောက်ပိုင်း|နောက်နောင်|ဒီနေ့ကစပြီး|အခုကစပြီး)", " from now on "),
    # Not asked: "ကျွန်တော့်ကို / ကျွန်မကို ထပ်မမေးပါနဲ့" (don't ask me again), "မတောင်းနဲ့" (don't
    # ask for it), "မမေးနဲ့" (don't ask).
    (r"(?:ကျွန်တော့်ကို|ကျွန်တော်ကို|ကျွန်မကို|ငါ့ကို)\s*(?:ထပ်|ထပ်ပြီး)?\s*မ(?:မေး|တောင်း)(?:ပါ)?နဲ့(?:တော့)?",
     " dont ask me again "),
    (r"(?:ထပ်)?မ(?:တောင်း|မေး)(?:ပါ)?နဲ့(?:တော့)?", " dont ask for it any more "),
    (r"(?:ထပ်)?မ(?:တောင်း|မေး)(?:ပါ)?(?:ရ)?တော့ဘူး", " dont ask for it any more "),
    # Whatever another says, done: "သူ ပြောသမျှ" (whatever he says), "သူ ခိုင်းသမျှ" (whatever he
    # orders); "အကုန် လုပ်ပေးပါ" (do it all).
    (r"(?:သူ|သူမ|သူတို့)\s*(?:ပြော|ခိုင်း|တောင်း|မေး)(?:တဲ့)?\s*သမျှ", " whatever he says "),
    (r"(?:အကုန်|အားလုံး)\s*(?:လုပ်|လွှဲ)ပေး(?:ပါ|လိုက်)?", " do it all "),
    (r"ငွေလွှဲ(?:မှု)?", " transfers "),
    # Sent straight away: "တိုက်ရိုက်လွှဲပေးလိုက်" (transfer it directly).
    (r"တိုက်ရိုက်\s*(?:လွှဲ|ပို့)ပေး(?:လိုက်|ပါ)?", " just transfer it "),
    (r"တိုက်ရိုက်", " directly "),
    # The PIN kept and put in by the assistant: "မှတ်ထားပြီး" (remember it and), "ကိုယ်တိုင်ဖြည့်ပေးပါ"
    # (fill it in yourself).
    (r"မှတ်ထား(?:ပြီး|ပေးပါ|လိုက်)?", " remember it "),
    (r"ကိုယ်တိုင်\s*(?:ဖြည့်|ရိုက်ထည့်|ထည့်)ပေး(?:ပါ|လိုက်)?", " enter it yourself "),
    (r"ကန့်သတ်ချက်|လစ်မစ်", " limit "),
    (r"(?:ဖြုတ်|ဖယ်|ပိတ်)ပေး(?:ပါ|လိုက်)?", " remove "),
)

BURMESE_PHRASES: tuple[tuple[str, str], ...] = tuple((fold(p), r) for p, r in _PHRASES)

__all__ = ["BURMESE_PHRASES"]
