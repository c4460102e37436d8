"""Punjabi in Gurmukhi, as customers in Punjab and its diaspora (Canada, the UK) write it around
English (PIN, OTP, code), from blind round 66.

Read over folded text before ``languages.PHRASES`` (with ``languages_darija``): folding drops the
nukta ("ਫ਼ੋਨ" is read "ਫੋਨ"), so each phrase is folded as it is read, each word whole. The verb
comes last and the English words of each turn are left in Punjabi's order ("ਬਿਨਾਂ ਪੁੱਛੇ ਭੇਜ ਦਿਆ
ਕਰੋ": without asking, send it); the screens read the words, not their order.

Only the turns a request to the bank's assistant takes: whatever another asks ("ਜੋ ਵੀ … ਕਹੇ"),
without asking ("ਬਿਨਾਂ ਪੁੱਛੇ"), send it ("ਭੇਜ ਦਿਓ"), don't ask for it ("ਨਾ ਮੰਗਿਆ ਕਰੋ"), every
time ("ਹਰ ਵਾਰ"), remember that it is me ("ਯਾਦ ਰੱਖ ਲਵੋ ਕਿ ਮੈਂ ਹੀ ਹਾਂ"), from now on ("ਹੁਣ ਤੋਂ"),
for good ("ਪੱਕਾ"), remove ("ਹਟਾ ਦਿਓ"), the step ("ਕਦਮ"), and the family a delegate is named by.
A wish ("ਮੈਨੂੰ ਪੰਜਾਬੀ ਵਿੱਚ ਜਵਾਬ ਦਿਓ": answer me in Punjabi) has none of the controls and stays one.
"""

from __future__ import annotations

from memoryadmin.engine.folding import fold

_PHRASES: tuple[tuple[str, str], ...] = (
    # Without asking (me): "ਬਿਨਾਂ ਪੁੱਛੇ", "ਮੈਨੂੰ ਪੁੱਛੇ ਬਿਨਾਂ".
    (r"(?:ਮੈਨੂੰ\s+)?(?:ਬਿਨਾਂ|ਬਿਨਾ)\s+(?:ਪੁੱਛੇ|ਪੁੱਛਿਆਂ|ਦੱਸੇ)", "without asking me"),
    (r"(?:ਮੈਨੂੰ\s+)?(?:ਪੁੱਛੇ|ਪੁੱਛਿਆਂ|ਦੱਸੇ)\s+(?:ਬਿਨਾਂ|ਬਿਨਾ)", "without asking me"),
    # Not asked for: "ਨਾ ਮੰਗਿਆ ਕਰੋ", "ਨਾ ਮੰਗੋ", "ਨਾ ਪੁੱਛਿਆ ਕਰੋ", "ਮੈਨੂੰ ਨਾ ਪੁੱਛੋ".
    (r"(?:ਨਾ|ਨਾਂ|ਮਤ)\s+(?:ਮੰਗਿਆ|ਪੁੱਛਿਆ)\s+(?:ਕਰੋ|ਕਰਿਓ|ਕਰੀਂ|ਕਰਨਾ)", "dont ask for it"),
    (r"(?:ਨਾ|ਨਾਂ|ਮਤ)\s+(?:ਮੰਗੋ|ਮੰਗਿਓ|ਪੁੱਛੋ|ਪੁੱਛਿਓ|ਮੰਗਣਾ|ਪੁੱਛਣਾ)", "dont ask for it"),
    # Whatever another asks: "ਜੋ ਵੀ … ਕਹੇ", "ਜਿਹੜਾ ਵੀ".
    (r"(?:ਜੋ|ਜਿਹੜਾ|ਜਿਹੜੀ|ਜਿੰਨੇ)\s+ਵੀ", "whatever"),
    (r"(?:ਕਹੇ|ਆਖੇ|ਮੰਗੇ|ਕਹਿੰਦੀ|ਕਹਿੰਦਾ)", "asks"),
    (r"(?:ਭੇਜ|ਪਾ|ਟ੍ਰਾਂਸਫਰ\s+ਕਰ)\s+(?:ਦਿਆ\s+ਕਰੋ|ਦਿਓ|ਦਿਉ|ਦੇਣਾ|ਦੇਵੋ|ਦੇਈਂ|ਦਿਆ\s+ਕਰਿਓ)", "send it"),
    (r"(?:ਹਰ\s+ਵਾਰ|ਹਰ\s+ਵਾਰੀ)", "every time"),
    (r"(?:ਯਾਦ\s+ਰੱਖ\s+ਲਵੋ|ਯਾਦ\s+ਰੱਖੋ|ਯਾਦ\s+ਰੱਖ\s+ਲਿਓ|ਯਾਦ\s+ਕਰ\s+ਲਵੋ)", "remember"),
    (r"ਕਿ\s+ਮੈਂ\s+(?:ਹੀ\s+)?ਹਾਂ", "that it is me"),
    (r"(?:ਹੁਣ\s+ਤੋਂ|ਅੱਜ\s+ਤੋਂ|ਅੱਗੇ\s+ਤੋਂ)", "from now on"),
    (r"(?:ਪੱਕਾ|ਪੱਕੇ\s+ਤੌਰ\s+ਤੇ|ਹਮੇਸ਼ਾ\s+ਲਈ)", "permanently"),
    (r"(?:ਹਟਾ|ਬੰਦ\s+ਕਰ)\s+(?:ਦਿਓ|ਦਿਉ|ਦੇਵੋ|ਦਿਆ\s+ਕਰੋ)", "remove"),
    (r"ਕਦਮ", "step"),
    (r"(?:ਤੰਗ\s+ਕਰਦਾ|ਤੰਗ\s+ਕਰਦੀ|ਤੰਗ\s+ਕਰਦੇ)", "bothers me"),
    # The controls, written in Gurmukhi as they are said. Money itself ("ਪੈਸੇ", "ਰਕਮ") and sending
    # ("ਭੇਜਣਾ") are left unread: a told sentence in Gurmukhi about money sent to the gurdwara
    # names no control, and ``readable`` would refuse it once its money were read.
    (r"(?:ਪਿੰਨ|ਪਿਨ)", "pin"),
    (r"ਕੋਡ", "code"),
    (r"(?:ਓਟੀਪੀ|ਓ\s+ਟੀ\s+ਪੀ)", "otp"),
    (r"(?:ਪਾਸਵਰਡ)", "password"),
    (r"(?:ਲਿਮਟ|ਹੱਦ)", "limit"),
    (r"(?:ਮੇਰੀ|ਮੇਰਾ|ਮੇਰੇ)", "my"),
    (r"(?:ਘਰਵਾਲੀ|ਪਤਨੀ|ਵਹੁਟੀ)", "wife"),
    (r"(?:ਘਰਵਾਲਾ|ਪਤੀ)", "husband"),
    (r"(?:ਪੁੱਤ|ਪੁੱਤਰ|ਮੁੰਡਾ)", "son"),
    (r"(?:ਧੀ|ਕੁੜੀ)", "daughter"),
    (r"(?:ਭਰਾ|ਵੀਰ)", "brother"),
)

PUNJABI_PHRASES: tuple[tuple[str, str], ...] = tuple(
    (r"(?<!\S)" + fold(p) + r"(?=\s|$)", e) for p, e in _PHRASES
)

__all__ = ["PUNJABI_PHRASES"]
