"""Secrets given as a list or a run of words: backup and recovery codes ("the backup codes are
8H2K-PQ7M and 3XZ9-LL40") and an authenticator's secret key ("2FA backup key is
JBSWY3DPEHPK3PXP"), a wallet's recovery phrase ("my 12 words are river lion maize …")
and some words of it. Read with the core's other secrets (``secrets_words.GENERIC``).
"""

from __future__ import annotations

from memoryadmin.engine.secrets_shapes import ALNUM_CODE_VALUE, NOT_A_PASSWORD, LabelledSecret

# Backup or recovery codes, often given as a list: "the backup codes are 8H2K-PQ7M and
# 3XZ9-LL40".
# A backup code may be digits only, in groups: "4821-9930-1176".
_BACKUP = rf"(?:{ALNUM_CODE_VALUE}|(?<![\d\w])\d{{3,6}}(?:[\s-]\d{{3,6}}){{1,3}}(?![\d\w]))"
_CODE_LIST = rf"{_BACKUP}(?:(?:\s*,\s*|\s+and\s+|\s+&\s+|\s+){_BACKUP})*"
# An authenticator's secret key, base32: sixteen or more capitals and digits 2-7 in one run, or
# groups of four as the set-up screen shows them ("JBSWY3DPEHPK3PXP", "jbsw y3dp ehpk 3pxp";
# blind round 75).
_KEY32 = (
    r"(?<![\w\-.@/])(?:(?=[A-Z2-7]{0,63}\d)[A-Z2-7]{16,64}|[a-z2-7]{4}(?:\s[a-z2-7]{4}){3,15}|"
    r"[A-Z2-7]{4}(?:\s[A-Z2-7]{4}){3,15})(?![\w\-.@/])"
)
_KEYS = rf"(?:{_KEY32}|{_CODE_LIST})"
RECOVERY_CODES = LabelledSecret(
    kind="one-time code",
    labels=(
        r"(?:backup|back\s*up|recovery|reset|restore|rescue|emergency)\s+(?:codes?|keys?)",
        r"(?:2fa|two[\s-]factor|authenticator|totp|mfa|setup|set[\s-]up)\s+(?:secret\s+)?"
        r"(?:keys?|secrets?|seeds?)",
    ),
    value=_KEYS,
    reject_values=NOT_A_PASSWORD,
    word_value=True,
    shaped_value=_KEYS,
)

# A wallet's recovery phrase: twelve or twenty-four plain words ("my 12 words are river
# lion maize …"). The value is every word that follows, to the end of the run of words.
# Some of those words, named as such: "the first four words of my backup are velvet harbor
# quiz mango". The value is the run of plain words after the link, up to a comma or a stop.
PHRASE_WORDS = LabelledSecret(
    kind="password",
    labels=(
        r"(?:first|last|next|other|remaining|missing)\s+(?:\w+\s+)?words?\s+(?:of|in|from)\s+(?:my|the|your)\s+"
        r"(?:backup|recovery|seed|secret|wallet|mnemonic)(?:\s+(?:phrase|words|key))?",
    ),
    # Quoted or not: "first words of my seed are 'ladder wisdom cousin'".
    value=r"[\"'“‘]?[A-Za-z]{3,}(?:\s+[A-Za-z]{3,}){1,23}",
    reverse=False,
    reject_values=NOT_A_PASSWORD,
    word_value=True,
)
SEED_PHRASE = LabelledSecret(
    kind="password",
    labels=(
        r"(?:recovery|seed|secret|backup|mnemonic)\s+(?:phrase|words)",
        r"(?:12|24|twelve|twenty[\s-]four)\s+(?:secret\s+|recovery\s+|seed\s+|backup\s+)?words",
        # Spanish and Portuguese, the words before what they are for: "escribe tus palabras de
        # recuperación", "a frase semente", "as 12 palavras" (round 77).
        r"(?:palabras|palavras|frase)\s+(?:de\s+)?(?:recuperaci[oó]n|recupera[cç][aã]o|semilla|"
        r"semente|respaldo|backup|la\s+billetera|da\s+carteira)",
        r"(?:12|24|doce|doze|veinticuatro|vinte\s+e\s+quatro)\s+(?:palabras|palavras)",
    ),
    # Or a phrase quoted whole, however short: "Secret phrase for my wallet: 'Mama put rice
    # for the fire'".
    value=r"(?:[\"“‘'][^\"“”‘’'\n]{3,160}[\"”’']|[A-Za-z]+(?:[\s,]+[A-Za-z]+){5,23})",
    reverse=False,
    reject_values=NOT_A_PASSWORD,
    word_value=True,
)

__all__ = ["PHRASE_WORDS", "RECOVERY_CODES", "SEED_PHRASE"]
