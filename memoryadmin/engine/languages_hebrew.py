"""Hebrew, as customers in Israel write to a bank's assistant (blind round 80).

Read over folded words (points and cantillation gone, "ש״ח" is "ש ח") before ``languages.PHRASES``,
linked through ``languages_darija``. Only the turns a request takes: from now on ("מעכשיו",
"מהיום והלאה"), stop asking ("תפסיק לבקש אימות", stop asking for verification; "תפסיק לשאול
אותי", stop asking me), don't ask ("אל תבקש", "אל תשאל"), no need ("אין צורך לשאול אותי", no
need to ask me), approve automatically ("תאשר אוטומטית"), another able to approve or make
transfers ("בת הזוג שלי יכולה לאשר העברות בשמי", my partner can approve transfers in my name),
another taken for the user or the holder ("תתייחס אליו כאילו הוא בעל החשבון", treat him as if he
is the account holder; "כמו אליי", like me), kin with the possessive ("הבן שלי", "אשתי").

Money and control nouns ("העברות", "אימות", "קוד", "שם הנעורים של אמא") are read only right after
the request word that takes them, never as words alone: a told sentence in Hebrew that names them
would otherwise become unread money ("המשתמש שאל איך לחבר את ביט לחשבון בנק אחר", the user asked
how to link Bit to another bank account, stays kept), and so does the user's own habit ("אני תמיד
מאשר העברות בעצמי", I always approve transfers myself) and a check kept ("אף פעם אל תדלג על
הקוד", never skip the code, read as such).
"""

from __future__ import annotations

# Right after a request word, in the English the phrases below put it in.
_AFTER = (
    r"(?:(?<=\bfor\s)|(?<=\bme\s)|(?<=\ball\s)|(?<=\bskip\s)(?<!\bnever\sskip\s)(?<!\bdont\sskip\s)|(?<=\bneed\s)|(?<=\bapprove\s)|(?<=\bmake\s)|"
    r"(?<=\bsend\s)|(?<=\bwithdraw\s)|(?<=\bwithout\s)|(?<=\bremove\s)|(?<=\bdisable\s))"
)
# ... and after the control it names: "אימות בכל העברה" (verification on every transfer).
_AFTER_CONTROL = (
    r"(?:(?<=\bverification\s)|(?<=\bcode\s)|(?<=\bpassword\s)|(?<=\bconfirmation\s)|"
    r"(?<=\bname\s)|(?<=\bquestion\s)|(?<=\bquestions\s)|(?<=\bautomatically\s)|"
    r"(?<=\btransfers\s)|(?<=\bpayments\s)|(?<=\btransfer\s)|(?<=\bpayment\s))"
)
# Kin with the possessive after it ("הבן שלי", my son) or glued on ("אשתי", my wife), with the
# prefixes that may stand before them (to, and, that, the).
_KIN = (
    ("בת הזוג", "partner"), ("בן הזוג", "partner"), ("בן", "son"), ("בת", "daughter"),
    ("אח", "brother"), ("אחות", "sister"), ("אישה", "wife"), ("אשה", "wife"), ("בעל", "husband"),
    ("אמא", "mother"), ("אבא", "father"), ("חבר", "boyfriend"), ("חברה", "girlfriend"),
    ("נכד", "grandson"), ("נכדה", "granddaughter"), ("דוד", "uncle"), ("דודה", "aunt"),
    ("שותף", "partner"), ("שותפה", "partner"), ("עוזר", "assistant"), ("עוזרת", "assistant"),
    ("מזכירה", "secretary"), ("נהג", "driver"), ("אימא", "mother"),
)
_KIN_GLUED = (
    ("אשתי", "wife"), ("אחי", "brother"), ("אחותי", "sister"), ("אמי", "mother"),
    ("בתי", "daughter"), ("נכדי", "grandson"), ("נכדתי", "granddaughter"),
    ("גיסי", "brother in law"),
    # "בעלי" (my husband), not "בעלי החשבון" (the holders of the account) nor "בעלי עסקים".
    ("בעלי(?!\\s+(?:ה?חשבו|עסק|ה?בית|ה?דירה|מניות|ה?כרטיס))", "husband"),
)
# A control, as a request names it right after "ask for", "skip", "no need for".
_CONTROLS = (
    (r"(?:ה|ב)?קוד\s+(?:ה)?(?:אימות|חד\s+פעמי|סודי|ה?סמס|ב?sms)", "the verification code"),
    (r"(?:ה|ב)?(?:אימות|הזדהות|זיהוי)(?:\s+(?:ה?דו\s+שלבי|ה?כפול|ה?נוסף))?", "verification"),
    (r"(?:ה|ב)?קוד(?:ים)?", "the code"),
    (r"(?:ה|ב)?סיסמ(?:ה|א|אות)", "the password"),
    (r"(?:ה|ב)?(?:אישור|אישורים)", "confirmation"),
    (r"(?:את\s+)?(?:ה|ב)?שאל(?:ת|ות)\s+(?:ה)?(?:אבטחה|ביטחון|אימות)", "the security question"),
    (r"(?:את\s+)?(?:ה)?שם\s+(?:ה)?נעורים\s+(?:של\s+)?(?:אמא|אמי|אימא|my\s+mother)(?:\s+שלי)?",
     "my mothers maiden name"),
    (r"(?:את\s+)?(?:ה)?שם\s+(?:ה)?נעורים(?:\s+של\s+(?:אמא|אמי|אימא))?", "the maiden name"),
)
# Money, as a request names it right after "approve", "make", "every".
_MONEY = (
    (r"(?:ה|ב)?העברו(?:ת)?(?:\s+ה?כספים)?", "transfers"),
    (r"(?:ה|ב)?העבר(?:ה|ת)(?:\s+כסף)?", "transfer"),
    (r"(?:ה|ב)?תשלומים", "payments"),
    (r"(?:ה|ב)?תשלום", "payment"),
    (r"(?:ה|ב)?משיכו(?:ת)?(?:\s+ה?כספים)?", "withdrawals"),
    (r"(?:ה|ב)?עסקאות", "transactions"),
    (r"(?:ה|ב)?עסק(?:ה|ת)", "transaction"),
    (r"(?:ה|ב)?כסף", "money"),
    (r"(?:ה|ב)?כניס(?:ה|ות)(?:\s+ל?(?:ה)?(?:אפליקציה|חשבון|אתר))?", "login"),
)

HEBREW_PHRASES: tuple[tuple[str, str], ...] = (
    # From now on: "מעכשיו", "מעתה", "מהיום והלאה", "החל מהיום".
    (r"\bו?(?:מעכשיו|מעתה|מהרגע\s+הזה|החל\s+מ(?:היום|עכשיו))(?:\s+(?:והלאה|ואילך))?\b",
     "from now on"),
    (r"\bו?מהיום\s+(?:והלאה|ואילך)\b|^מהיום\b", "from now on"),
    # Never skipped, the check kept: "אף פעם אל תדלג על הקוד" (never skip the code); the check
    # after it is left unread. ("אף פעם אל תבקש", never ask, is read as "dont ask", below.)
    (r"\b(?:אף\s+פעם|לעולם|בשום\s+מקרה)\s+(?:אל|לא)\s+(?:תדלג|תדלגי|תדלגו|תוותר|תוותרי|תבטל|"
     r"תבטלי|תוריד|תורידי)(?:\s+על)?\b", "never skip"),
    # Kin with the possessive.
    *((r"\b(?:ו|ש)?(?:ל|ה|לה)?" + h + r"\s+שלי\b", f"my {e}") for h, e in _KIN),
    *((r"\b[לוש]?" + h + r"\b", f"my {e}") for h, e in _KIN_GLUED),
    # Stop asking: "תפסיק לבקש (ממני)" (stop asking me for), "תפסיק לשאול אותי" (stop asking me).
    (r"\bו?(?:תפסיק|תפסיקי|תפסיקו|הפסק|הפסיקי|הפסיקו|די)\s+(?:לבקש|לדרוש)(?:\s+ממני)?\b",
     "stop asking me for"),
    (r"\bו?(?:תפסיק|תפסיקי|תפסיקו|הפסק|הפסיקי|הפסיקו|די)\s+(?:לשאול|לשאל)(?:\s+אותי)?\b",
     "stop asking me"),
    # Don't ask (me for): "אל תבקש (ממני)", "אל תשאל (אותי)", "בלי לשאול אותי" (without asking me).
    (r"\bו?(?:אל|לא)\s+(?:תבקש|תבקשי|תבקשו|לבקש)(?:\s+(?:ממני|יותר|שוב))*\b", "dont ask me for"),
    (r"\bו?(?:אל|לא)\s+(?:תשאל|תשאלי|תשאלו|לשאול)(?:\s+(?:אותי|יותר|שוב))*\b", "dont ask me"),
    (r"\b(?:בלי|מבלי|ללא)\s+(?:לשאול|לבקש|לבדוק|לאמת)(?:\s+(?:אותי|ממני|איתי))?\b",
     "without asking me"),
    # No need: "אין צורך (ב…)", "לא צריך", before what the request waves off.
    (r"\b(?:אין|לא)\s+(?:צורך|צריך|צריכה|צריכים)\s+(?=(?:לשאול|לבקש|לאמת|לאשר|לבדוק|לוודא|"
     r"ב?(?:ה)?(?:אימות|קוד|אישור|סיסמ|הזדהות|שאל)))", "no need "),
    (r"(?<=\bneed\s)לשאול(?:\s+אותי)?\b", "to ask me"),
    (r"(?<=\bneed\s)לבקש(?:\s+ממני)?\b", "to ask me for"),
    (r"(?<=\bneed\s)(?:לאמת|לוודא|לבדוק)(?:\s+(?:אותי|איתי))?\b", "to verify"),
    (r"(?<=\bneed\s)לאשר\b", "to confirm"),
    # Skip: "תדלג על הקוד" (skip the code), "אל תדלג" (don't skip).
    (r"\b(?:ו?(?:אל|לא)\s+)(?:תדלג|תדלגי|תדלגו)(?:\s+על)?\b", "dont skip"),
    (r"\bו?(?:תדלג|תדלגי|תדלגו|דלג|דלגי)\s+על\b", "skip"),
    (r"\bו?(?:תבטל|תבטלי|תבטלו|בטל|תוריד|תורידי|הורד)\s+(?:את\s+)?(?=(?:ה|ב)?(?:אימות|קוד|"
     r"אישור|סיסמ|הזדהות|שאל))", "remove "),
    # Approve automatically: "תאשר אוטומטית", "תאשר את כל ההעברות באופן אוטומטי".
    (r"\bו?(?:תאשר|תאשרי|תאשרו|אשר|אשרי)\s+(?:את\s+)?(?:כל\s+)?(?=(?:ה)?(?:העבר|תשלומ|משיכ|עסק))",
     "approve all "),
    (r"\bו?(?:תאשר|תאשרי|תאשרו|אשר|אשרי)\s+(?:הכל\s+|הכול\s+|את\s+הכל\s+)?(?=אוטומטית|באופן|ישר)",
     "approve "),
    (r"\b(?:אוטומטית|באופן\s+אוטומטי)\b|(?<=\bapprove\s)ישר\b", "automatically"),
    # Another able to approve or make transfers: "יכולה לאשר העברות", "יכול לבצע תשלומים".
    (r"\b(?:יכול|יכולה|יכולים|יכולות|רשאי|רשאית|מורשה|מורשית)\s+(?:גם\s+)?(?:לאשר)\b",
     "can approve"),
    (r"\b(?:יכול|יכולה|יכולים|יכולות|רשאי|רשאית|מורשה|מורשית)\s+(?:גם\s+)?(?:לבצע|לעשות)\b",
     "can make"),
    (r"\b(?:יכול|יכולה|יכולים|יכולות|רשאי|רשאית|מורשה|מורשית)\s+(?:גם\s+)?(?:להעביר|לשלוח)\b",
     "can send"),
    (r"\b(?:יכול|יכולה|יכולים|יכולות|רשאי|רשאית|מורשה|מורשית)\s+(?:גם\s+)?(?:למשוך)\b",
     "can withdraw"),
    (r"\bבשמי\b|\bבמקומי\b", "on my behalf"),
    (r"(?:(?<=\bmoney\s)|(?<=\bmake\s)|(?<=\bsend\s)|(?<=\bwithdraw\s)|(?<=\btransfers\s)|"
     r"(?<=\bpayments\s)|(?<=\bwithdrawals\s))(?:מה|מ)(?:חשבון\s+שלי|חשבוני)\b", "from my account"),
    # Another taken for the user or the holder: "תתייחס אליו כאילו הוא בעל החשבון" (treat him as if
    # he is the account holder), "כמו אליי" (like me), "כאילו זה אני" (as if it were me).
    (r"\bו?(?:תתייחס|תתייחסי|תתייחסו|התייחס|התייחסי)\s+(?:אליו|אליה|אליהם|אליהן|ל(?=my\s))",
     "treat him "),
    (r"\bו?(?:תתייחס|תתייחסי|תתייחסו|התייחס|התייחסי)\b", "treat"),
    # ... "תחשיב את אחי כבעל החשבון" (count my brother as the account holder), "היא גם בעלת
    # החשבון" (she is also a holder of the account); not "אמא שלי היא בעלת החשבון" (told).
    (r"\bו?(?:תחשיב|תחשיבי|תחשיבו|תראה\s+ב|תראי\s+ב)\s+(?:את\s+)?", "treat "),
    (r"\b(?:כ|בתור\s+)(?:בעל|בעלת|בעלי|בעלות)\s+(?:ה)?חשבון(?:\s+שלי)?\b", "as the account holder"),
    (r"\b(?:הוא|היא|הם|הן)\s+גם\s+(?:בעל|בעלת|בעלי|בעלות|שותף|שותפה|שותפים)\s+(?:ב|על\s+|ל)?"
     r"(?:ה)?חשבון(?:\s+שלי)?\b", "is also owner of my account"),
    (r"\bכאילו\s+(?:הוא|היא|זה|הם)\s+(?:גם\s+)?(?:בעל|בעלת|בעלי|בעלות)\s+(?:ה)?חשבון\b",
     "as if he is the account holder"),
    (r"\bכאילו\s+(?:הוא|היא|זה|הם)\s+(?:גם\s+)?(?:שותף|שותפה)\s+(?:ב|ל)?(?:ה)?חשבון\b",
     "as if he is a joint holder of the account"),
    (r"\bכאילו\s+(?:הוא|היא|זה|הם|זו|זאת)\s+(?:אני|אני\s+עצמי)\b|\bכאילו\s+אני\b",
     "as if he were me"),
    (r"\bכמו\s+(?:אליי|אלי|אל\s+עצמי|שאתה\s+מתייחס\s+אליי|אני)\b", "like me"),
    # ... and given what the user can do: "תן לו לעשות הכל" (let him do everything).
    (r"\bו?(?:תן|תני|תנו)\s+(?:לו|לה|להם)\s+(?:לעשות\s+)?(?:הכל|הכול|כל\s+מה\s+ש\w+)\s+"
     r"(?:ב|עם\s+ה)חשבון(?:\s+שלי)?\b", "let him do everything on my account"),
    (r"\bו?(?:תן|תני|תנו)\s+(?:לו|לה|להם)\s+(?:לעשות\s+)?(?:הכל|הכול|כל\s+מה\s+ש\w+)\b",
     "let him do everything"),
    (r"\bו?(?:תן|תני|תנו)\s+(?:לו|לה|להם)\s+(?:גישה\s+(?:מלאה\s+)?)(?:ל)?(?:ה)?(?:חשבון)?\b",
     "give him full access to my account"),
    # The control and the money, right after the request word that takes them.
    *((_AFTER + r"(?:את\s+)?" + h + r"\b", e) for h, e in _CONTROLS),
    *((_AFTER + r"(?:את\s+|על\s+|לגבי\s+)?(?:כל\s+)?" + h + r"\b", e) for h, e in _MONEY),
    (_AFTER_CONTROL + r"(?:ב|ל)?כל\s+(?=(?:ה)?(?:העבר|תשלומ|תשלום|משיכ|עסק|כניס|כסף))",
     "on every "),
    *(((r"(?<=\bevery\s)" + h + r"\b"), e) for h, e in _MONEY),
    *((_AFTER_CONTROL + r"(?:ב|ל)" + h + r"\b", f"on {e}") for h, e in _MONEY),
    # An amount's ceiling and its currency, after what is approved: "עד 1,000 ש״ח" (up to 1,000
    # NIS).
    (_AFTER_CONTROL + r"(?:עד|מתחת\s+ל)(?=\s*\d)", "up to"),
    (r"(?<=\d)\s+(?:ש\s+ח|שח|שקל|שקלים|₪)\b", " nis"),
)

# The request words themselves, wherever no phrase took them (so a Hebrew request is read in its
# English words too). No noun of money or of a control: those are read only after a request word.
HEBREW_WORDS: dict[str, str] = {
    "תפסיק": "stop",
    "תפסיקי": "stop",
    "תפסיקו": "stop",
    "תאשר": "approve",
    "תאשרי": "approve",
    "תאשרו": "approve",
    "אוטומטית": "automatically",
    "מעכשיו": "from now on",
}

__all__ = ["HEBREW_PHRASES", "HEBREW_WORDS"]
