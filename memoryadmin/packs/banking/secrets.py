"""The banking pack's secrets: Nigerian national IDs and NUBAN account numbers.

Added to the core's (PINs, one-time codes, passwords, CVVs, card numbers; see
``memoryadmin.engine.secrets``). A BVN and a NIN are 11 digits, the same
shape as a phone number, so they are secrets only when labelled or asked
for. A NUBAN account number is 10 digits: labelled ("account number
0123456789"), or bare where a transfer puts it ("send 5000 to 0123456789",
"0123456789 GTBank"); a bare 10-digit amount ("rent is 1000000000") is not.

A US social security number (round 77: "my SSN is 521-66-0943 if you need it for the loan
thing") is the same kind of identity secret: nine digits in three, two and four, labelled
("SSN", "social", Spanish "seguro social") or asked for. Its shape alone is not enough; a
phone number ("305 555 0199") and a date ("12-05-2024") are grouped otherwise. A Brazilian CPF
is not masked: it is the Pix key a user gives to be paid, as a phone number is.

The national IDs of Eastern Europe, Turkey and Central Asia (a Kazakh IIN, an Uzbek PINFL, a
Ukrainian RNOKPP, a Polish PESEL, a Turkish kimlik number, a Romanian CNP) are in
``secrets_ids``, round 78; those of the Middle East and North Africa (Egypt's national number,
a Saudi iqama, the Emirates ID, an Israeli teudat zehut, an Iranian national code) in
``secrets_ids_mena``, round 80; those of the Nordic, Baltic and Central European countries
(personnummer, CPR, henkilötunnus, rodné číslo...), ``secrets_ids_north``, round 81.
"""

from __future__ import annotations

from memoryadmin.engine.secrets import LOOSE_GLUE, BareSecret, LabelledSecret, SecretRules
from memoryadmin.packs.banking.secrets_ids import NATIONAL_IDS
from memoryadmin.packs.banking.secrets_ids_mena import EMIRATES_ID_BARE, MENA_IDS
from memoryadmin.packs.banking.secrets_ids_north import NORTH_IDS, PESEL_BARE

_ELEVEN = r"(?<![\d\w])\d(?:[ \-]?\d){10}(?![\d\w])"
_TEN = r"(?<![\d\w])\d(?:[ \-]?\d){9}(?![\d\w])"

BVN = LabelledSecret(
    kind="BVN",
    # Its letters are often swapped when typed fast: "bnv", "vbn".
    labels=(r"bvn|bnv|vbn", r"bank\s*verification\s*(?:number|no\.?)"),
    value=_ELEVEN,
    glue=LOOSE_GLUE,
)
NIN = LabelledSecret(
    kind="NIN",
    labels=(
        r"v?nin",
        r"national\s*identi(?:ty|fication)\s*(?:number|no\.?)",
        r"national\s*id(?:\s*(?:number|no\.?))?",
        r"nimc(?:\s*(?:number|no\.?|slip))?",
    ),
    value=_ELEVEN,
    glue=LOOSE_GLUE,
)
_SSN = r"(?<![\d\w])\d{3}(?:-\d{2}-|\s\d{2}\s|\.\d{2}\.|\d{2})\d{4}(?![\d\w])"
SSN = LabelledSecret(
    kind="SSN",
    labels=(
        r"ssn|s\.s\.n\.?|s\.s\.#|itin",
        r"social(?:\s*security)?(?:\s*(?:number|no\.?|num|#|card))?",
        # Spanish and Spanglish: "mi seguro social es …", "número de seguro social" (Puerto Rico,
        # the US), "el social"; Portuguese "seguro social".
        r"(?:n[uú]mero\s+(?:de(?:l)?\s+)?)?seguro\s+social",
    ),
    value=_SSN,
    glue=LOOSE_GLUE,
)
ACCOUNT_NUMBER = LabelledSecret(
    kind="account number",
    labels=(
        r"(?:bank\s*)?account\s*(?:number|no\.?|num|details)",
        r"acc(?:t|ount)?\s*(?:no\.?|num(?:ber)?|#)",
        r"a/c(?:\s*(?:no\.?|number))?",
        r"nuban",
        r"account",
    ),
    value=_TEN,
    glue=LOOSE_GLUE,
)

# Banks and wallets a user names beside an account number ("0123456789 GTBank").
BANKS: tuple[str, ...] = (
    "access",
    "gtb",
    "gtbank",
    "gtco",
    "guaranty",
    "zenith",
    "uba",
    "first",
    "firstbank",
    "fbn",
    "fidelity",
    "fcmb",
    "union",
    "sterling",
    "wema",
    "alat",
    "polaris",
    "ecobank",
    "stanbic",
    "keystone",
    "unity",
    "heritage",
    "jaiz",
    "providus",
    "globus",
    "titan",
    "opay",
    "palmpay",
    "kuda",
    "moniepoint",
    "carbon",
    "vfd",
    "paga",
    "bank",
)

NUBAN = BareSecret(
    kind="account number",
    min_digits=10,
    max_digits=10,
    separated=False,
    context_before=("to", "into", "acct", "account", "a/c", "nuban", *BANKS),
    context_after=BANKS,
)

SECRET_RULES = SecretRules(
    labelled=(BVN, NIN, SSN, *NATIONAL_IDS, *MENA_IDS, *NORTH_IDS, ACCOUNT_NUMBER),
    bare=(NUBAN, EMIRATES_ID_BARE, PESEL_BARE),
)
