"""Gulf Arabic (Emirati, Kuwaiti, Saudi, Omani), in Arabizi and in Arabic script, as customers in
the Gulf type it around English (transfers, approve, OTP), from blind round 66. Egyptian and
Levantine Arabizi are in ``languages_arabizi``.

Read over folded words before ``languages.PHRASES`` (with ``languages_darija``); Arabic script is
folded (hamza seats and shadda dropped: "نفّذه" is read "نفذه", "تلقائياً" "تلقاييا"), so each
phrase is folded as it is read. Gulf Arabizi writes 6 for ط and 8 for ق ("ta6lubha", "ar8am").

Only the turns a request to the bank's assistant takes: any transfer ("ay 7awala", "أي تحويل"),
whatever another asks ("ta6lubha zawjti", "أي شي يطلبه منك"), do it ("sawha", "نفذه"), don't ask
me / don't confirm ("la tis2alni", "la t2akkid", "بدون ما ترجع لي"), from now on ("min el yom",
"min el7een"), you know my voice ("t3arf 9oti"), the four digits ("el arba3 ar8am": the PIN), a
new payee approved automatically ("مستفيد جديد … اعتمده تلقائياً"), and a stricter check asked
("اطلب مني تأكيد إضافي": ask me for an extra confirmation), which stays a wish.
"""

from __future__ import annotations

from memoryadmin.engine.folding import fold

GULF_PHRASES_LATIN: tuple[tuple[str, str], ...] = (
    # The Gulf "7awala" (a transfer) only: Egyptian "ta7wil" is left unread, so a stricter wish
    # in Egyptian Arabizi ("law fe ay ta7wil kbeer ekdli tany", round 61) names no money and is
    # not refused as unread money.
    (r"\b(?:ay|ayy|ai|kil|kel|kol)\s+(?:7awala|7awalah|7wala|7awwala|7awalat)\b",
     "any transfer"),
    (r"\bgabl\s+(?:el|il)\s+(?:7awala|7awalah|7wala|7awwala)\b", "before the transfer"),
    (r"\b(?:el\s+)?(?:7awala|7awalah|7wala|7awwala|7awalat)\b", "the transfer"),
    # Whatever another asks for: "ta6lubha zawjti" (my wife asks for it), "yi6lubha".
    (r"\b(?:ta6lubha|ta6lboha|tatlubha|ta6lub|tatlub|yi6lubha|yatlubha|yi6lub|yatlub|yitlub|"
     r"yi6lboha)\b", "asks for"),
    (r"\b(?:zawjti|zoujti|zawjati|7urmati|7ormti|marti)\b", "my wife"),
    (r"\b(?:zawji|zoji|rayli|rajli)\b", "my husband"),
    (r"\b(?:akhoi|a5oy|a5ooy|5ooy|akhooy)\b", "my brother"),
    (r"\b(?:sawha|sawiha|sawweeha|sawwiha|sawih|sawweeh|sawwih|naffitha|naffi6ha)\b", "do it"),
    # Don't ask me / don't confirm: "la tis2alni", "la3ad tis2alha", "la t2akkid 3alaiha".
    (r"\b(?:la3ad|la\s+3ad|la|ma)\s+(?:tis2alni|tas2alni|tis2alny|tsalni|tes2alni)\b",
     "dont ask me"),
    (r"\b(?:la3ad|la\s+3ad|la)\s+(?:tis2alha|tas2alha|tis2alhom|tis2al|tas2al)\b",
     "dont ask for it"),
    (r"\b(?:la|ma)\s+(?:t2akkid|t2akid|ta2akkad|tit2akkad|t2ekkid)\b", "dont confirm"),
    (r"\b(?:min|mn)\s+(?:el|il|al)\s*(?:yom|yoom|youm|7een|7in|heen)\b", "from now on"),
    (r"\b(?:min|mn)\s+(?:el7een|il7een|al7een|el7in|alheen|elheen)\b", "from now on"),
    (r"\b7ag\s+(?:el|il|al)\s+(?:sawwag|sawag|sayeg|drewel|draiwel)\s+(?:mali|maali|mal)\b",
     "of my driver"),
    (r"\b(?:el\s+|il\s+)?(?:sawwag|sawag|sayeg|drewel|draiwel)\s+(?:mali|maali)\b", "my driver"),
    (r"\b(?:enta|inta|ent)\s+(?:t3arf|ti3rif|t3rf|t3aref)\s+(?:9oti|9owti|sawti|sooti)\b",
     "you know my voice"),
    # The PIN said by its four digits: "el arba3 ar8am".
    (r"\b(?:el\s+)?(?:arba3|arb3|arba3a)\s+(?:ar8am|arqam|ar9am|argam)\b", "the four digit pin"),
)

_SCRIPT: tuple[tuple[str, str], ...] = (
    # Whatever another asks, done without coming back to the user: "فأي شي يطلبه منك نفذه بدون ما
    # ترجع لي".
    (r"(?:فأي|وأي|أي|اي)\s+(?:شي|شيء|حاجة|طلب)", "anything"),
    (r"(?:يطلبه|تطلبه|يطلبها|تطلبها|يبيه|تبيه)(?:\s+منك)?", "he asks you for"),
    (r"(?:نفذه|نفذها|سوه|سويه|سويها|نفذ)", "do it"),
    (r"بدون\s+ما\s+(?:ترجع|ترجعلي|تسألني|تسالني|تاخذ\s+رايي)(?:\s+لي)?",
     "without coming back to me"),
    (r"(?:لا|ما)\s+(?:تسألني|تسالني|ترجع\s+لي)", "dont ask me"),
    (r"(?:اللي|الي)\s+(?:بيتابع|يتابع|بيمسك|يمسك|بيدير|يدير)\s+(?:أموري|اموري|حسابي|فلوسي)(?:\s+المالية)?",
     "who will handle my finances"),
    (r"(?:أخوي|اخوي|أخويه)", "my brother"),
    (r"(?:أختي|اختي)", "my sister"),
    (r"(?:زوجتي|مرتي|حرمتي|أم\s+العيال)", "my wife"),
    (r"(?:زوجي|ريلي|رجلي)", "my husband"),
    (r"(?:ولدي|ابني)", "my son"),
    (r"(?:بنتي)", "my daughter"),
    # A new payee approved automatically: "أي مستفيد جديد أضيفه اعتمده تلقائياً بدون فترة انتظار".
    (r"(?:أي|اي)\s+(?:مستفيد|مستفيدين)", "any beneficiary"),
    (r"(?:مستفيد|المستفيد|مستفيدين)", "beneficiary"),
    (r"جديد", "new"),
    (r"(?:أضيفه|اضيفه|أضيفهم|اضيفهم|أضيف|اضيف)", "i add"),
    (r"(?:اعتمده|اعتمدهم|اعتمدها|وافق\s+عليه|وافق\s+عليها)", "approve it"),
    (r"(?:تلقائيا|تلقائي|اوتوماتيك|أوتوماتيك)", "automatically"),
    (r"فترة\s+(?:انتظار|الانتظار)", "waiting period"),
    # Any transfer over an amount, a stricter check asked: "أي تحويل فوق ١٠ آلاف اطلب مني تأكيد
    # إضافي" (any transfer over 10 thousand, ask me for an extra confirmation).
    (r"(?:أي|اي|كل)\s+(?:تحويل|حوالة)", "any transfer"),
    (r"(?:فوق|أكثر\s+من|اكثر\s+من)", "over"),
    (r"(?:آلاف|الاف|ألف|الف)", "thousand"),
    (r"(?:اطلب|أطلب)\s+(?:مني|منى)", "ask me for"),
    (r"(?:تأكيد|تاكيد)\s+(?:إضافي|اضافي)", "an extra confirmation"),
)

# The words of a stricter check asked in Arabic script, so such a wish is read as wholly
# translated (``readable``) and kept; each is read by the phrases above first.
GULF_WORDS: dict[str, str] = {
    fold(w): e
    for w, e in (
        ("أي", "any"),
        ("تحويل", "transfer"),
        ("فوق", "over"),
        ("آلاف", "thousand"),
        ("ألف", "thousand"),
        ("اطلب", "ask"),
        ("مني", "me"),
        ("تأكيد", "confirmation"),
        ("إضافي", "extra"),
    )
}

GULF_PHRASES: tuple[tuple[str, str], ...] = (
    *GULF_PHRASES_LATIN,
    *((r"(?:^|(?<=\s))" + fold(p) + r"(?=\s|$)", e) for p, e in _SCRIPT),
)

__all__ = ["GULF_PHRASES", "GULF_WORDS"]
