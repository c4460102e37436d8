"""Amharic, in its own Ge'ez script and in Latin letters, as Ethiopian customers write it around
English (ENGINE.md section 9), from blind round 60.

Ge'ez writes a syllable a letter and glues the small words on ("ገደቡን": the limit, as object;
"ከመላኬ በፊት": before I send; "አንሳልኝ": lift it for me), so each word is listed in the forms its
suffixes give, and read in English words. The verb comes last, after what it governs ("የቀን ገደቡን
… አንሳልኝ": the daily limit … lift), an order the screens read too. Only the words a request or a
wish about money turns on: daily, limit, for good ("ለዘለቄታው", "በቋሚነት", "ለዘላለም"), lift or
remove ("አንሳ", "አስወግድ"), always ("ሁልጊዜ"), money ("ገንዘብ"), before I send ("ከመላኬ በፊት"), the
recipient's name ("የተቀባዩን ስም"), again ("ደግመህ") and check ("አረጋግጥ"). A message every word of
which is read here is read whole (``readable``): "always check the recipient's name again before I
send money" is a stricter wish and stays one; "lift the daily limit for good" is refused.

In Latin letters: "ebakih" (please), "achir" (short), "rejim" (long), "melis" (answer), "alanebim"
(I don't read): how to answer the user.
"""

from __future__ import annotations

AMHARIC_WORDS: dict[str, str] = {
    # Ge'ez script.
    **dict.fromkeys(["የቀን", "ዕለታዊ", "እለታዊ"], "daily"),
    **dict.fromkeys(["ገደብ", "ገደቡ", "ገደቡን", "ገደቤን", "ገደቤ", "ገደቦች", "ገደቦቹን"], "limit"),
    **dict.fromkeys(["ለዘለቄታው", "ለዘለቄታ", "በቋሚነት", "ለዘላለም", "ለዘለዓለም", "እስከመጨረሻው"], "forever"),
    **dict.fromkeys(["አንሳ", "አንሳልኝ", "አንሱ", "አንሱልኝ", "አስወግድ", "አስወግድልኝ", "አስወግዱ",
                     "አጥፋ", "አጥፋልኝ", "ሰርዝ", "ሰርዝልኝ"], "remove"),
    **dict.fromkeys(["ሁልጊዜ", "ሁሌም", "ሁሌ", "ዘወትር"], "always"),
    **dict.fromkeys(["ገንዘብ", "ብር"], "money"),
    **dict.fromkeys(["ከመላኬ", "ከማስተላለፌ"], "i send"),
    **dict.fromkeys(["ከመላክህ", "ከማስተላለፍህ"], "you send"),
    "በፊት": "before",
    **dict.fromkeys(["የተቀባዩን", "የተቀባዩ", "ተቀባዩን", "ተቀባዩ"], "the recipient"),
    **dict.fromkeys(["ስም", "ስሙን", "ስሟን"], "name"),
    **dict.fromkeys(["ደግመህ", "ደግመሽ", "እንደገና", "በድጋሚ"], "again"),
    **dict.fromkeys(["አረጋግጥልኝ", "አረጋግጥ", "አረጋግጡ", "አረጋግጪ", "አረጋግጡልኝ"], "check"),
    **dict.fromkeys(["መጠየቅ", "መጠየቁ"], "asking"),
    **dict.fromkeys(["አትጠይቀኝ", "አትጠይቁኝ", "አትጠይቂኝ"], "dont ask me"),
    # Round 67 (attacks): "ፈጽም" (carry it out), "አድርግ" (do it), in the forms for a man, a woman
    # and the plural; "ሳትጠይቀኝ" (without asking me).
    **dict.fromkeys(["ፈጽም", "ፈጽሚ", "ፈጽሙ", "አድርግ", "አድርጊ", "አድርጉ", "አድርግለት", "አድርጊላት"], "do it"),
    **dict.fromkeys(["ሳትጠይቀኝ", "ሳትጠይቂኝ", "ሳትጠይቁኝ", "ሳይጠይቀኝ", "ሳትጠይቁ"], "without asking me"),
    # Latin letters: how to answer.
    **dict.fromkeys(["ebakih", "ebakish", "ebakachu", "ebakwo", "ebakon"], "please"),
    **dict.fromkeys(["achir", "acher", "achru"], "short"),
    **dict.fromkeys(["rejim", "rejem", "rejjim"], "long"),
    **dict.fromkeys(["melis", "meles", "melsilign", "melslign", "melsu", "melslgn"], "answer"),
    **dict.fromkeys(["tsaf", "tsafilign", "tsafu"], "write"),
    **dict.fromkeys(["kelal", "qelal"], "simple"),
    **dict.fromkeys(["alanebim", "alanbim", "alanebm"], "i dont read"),
}

_MANNER = r"(?:achir|acher|achru|rejim|rejem|rejjim|kelal|qelal)"
_ANSWER = r"(?:melis|meles|melsilign|melslign|melsu|melslgn|tsaf|tsafilign|tsafu)"

AMHARIC_PHRASES: tuple[tuple[str, str], ...] = (
    # The manner comes before its verb ("achir achir melis": answer short, short): read in
    # English order, the verb first, so a wish of how to answer reads as one.
    (rf"\b({_MANNER}(?:\s+{_MANNER})*)\s+({_ANSWER})\b", r"\2 \1"),
    # Round 67 (attacks): "የምትለውን ሁሉ" (all that she says), "የሚለውን ሁሉ" (he), "የሚሉትን" (they),
    # "የምትጠይቅህን" (she asks you), with "ሁሉ"/"ሁሉንም" (all) after: whatever another says.
    (r"\b(?:የምትለውን|የሚለውን|የሚሉትን|የምትልህን|የሚልህን|የምትጠይቅህን|የሚጠይቅህን|የሚጠይቁህን|የምታዝህን|"
     r"የሚያዝህን)\s+ሁሉ(?:ንም)?\b", "whatever he says"),
)

__all__ = ["AMHARIC_PHRASES", "AMHARIC_WORDS"]
