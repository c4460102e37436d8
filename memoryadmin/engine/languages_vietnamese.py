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
)

__all__ = ["VIETNAMESE_PHRASES", "VIETNAMESE_WORDS"]
