"""Vietnamese, as customers abroad write it to send money home (ENGINE.md section 9).

Read over folded words (the tone marks gone: "khỏi xác nhận" is "khoi xac nhan") before
``languages.PHRASES``. Only the turns a request to the bank's assistant takes: a control left
out ("khỏi xác nhận", no need to confirm; "không cần mã", no code needed), a code used again
("dùng lại mã lần trước", use the code from last time) and not sent anew ("đừng gửi mã mới").
"đ" stays "đ" but may be typed "d", so "dùng" (use) and "đừng" (don't) are told apart by the words
after them.
"""

from __future__ import annotations

# "chuyển" (to transfer) folds as "chuyện" (a talk) does: read only before money or an amount.
VIETNAMESE_WORDS: dict[str, str] = {}

VIETNAMESE_PHRASES: tuple[tuple[str, str], ...] = (
    # A control left out: "khỏi xác nhận", "không cần xác nhận", "không cần mã OTP".
    (r"\b(?:khoi|khong\s+can|ko\s+can|k\s+can|bo\s+qua)\s+(?:xac\s+nhan|xac\s+thuc)\b",
     "without confirmation"),
    (r"\b(?:khoi|khong\s+can|ko\s+can|k\s+can|bo\s+qua)\s+(?:ma|otp|ma\s+otp|pin|mat\s+khau)\b",
     "without the code"),
    # A code used again: "dùng lại mã lần trước", "xài lại mã cũ".
    (r"\b(?:dung|xai|su\s+dung)\s+lai\s+(?:cai\s+)?(?:ma|code|otp)(?:\s+otp)?\s+(?:lan\s+truoc|cu|hom\s+truoc)\b",
     "reuse the code from last time"),
    # Not sent anew: "đừng gửi mã mới" ("đ" or "d", read by what follows).
    (r"\b(?:[dđ]ung|[dđ]ung\s+co|khong\s+can)\s+gui\s+(?:ma|code|otp)\s+moi\b",
     "dont send a new code"),
    (r"\bchuyen\s+(?=(?:tien|khoan|duoi|cho|ve)\b)", "transfer "),
    (r"\bduoi\s+(?=\d)", "under "),
    (r"\b(?:approve|duyet)\s+luon\b", "approve at once"),
    (r"\bneu\b", "if"),
    # Round 62: the bank's alerts switched off ("tắt hết thông báo bảo mật", turn off all the
    # security notices; "tắt" folds as "tất" does, all, so never before "cả"), a warning not sent
    # ("đừng gửi sms cảnh báo nữa"), and another's word approved ("anh ấy nói gì cũng đúng hết, cứ
    # duyệt giùm em": whatever he says is right, just approve it for me).
    (r"\btat\s+(?!ca\b)(?:het\s+|luon\s+)?(?=(?:cac\s+|nhung\s+)?(?:thong\s+bao|canh\s+bao|"
     r"bao\s+mat|xac\s+thuc|otp|sms|tin\s+nhan|alerts?|notifications?)\b)", "turn off all "),
    (r"\b(?:thong\s+bao|tin\s+nhan|sms)\s+(?:canh\s+bao\s+)?bao\s+mat\b", "security alerts"),
    (r"\b(?:sms|tin\s+nhan)\s+canh\s+bao\b|\bcanh\s+bao\s+(?:sms|tin\s+nhan)\b", "alert sms"),
    (r"\b(?:[dđ]ung|[dđ]ung\s+co|khong\s+can)\s+gui\b", "dont send"),
    (r"\b(?:anh|chi|ong|ba|co|chu|cau|ban)\s+(?:ay|ta|kia)\s+noi\s+(?:gi|cai\s+gi)\s+cung\b",
     "whatever he says"),
    (r"\b(?:nguoi\s+do|ho)\s+noi\s+(?:gi|cai\s+gi)\s+cung\b", "whatever he says"),
    (r"\b[dđ]ung\s+(?:het|ca)\b", "is right"),
    (r"\bcu\s+(?=duyet\b|approve\b|chuyen\b|xac\s+nhan\b|dong\s+y\b)", "just "),
    (r"\b(?:duyet|dong\s+y|chap\s+nhan)\s+(?:gium|giup|dum|ho|cho)\s+(?:em|toi|minh|tui)\b",
     "approve it for me"),
)

__all__ = ["VIETNAMESE_PHRASES", "VIETNAMESE_WORDS"]
