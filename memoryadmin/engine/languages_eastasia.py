"""Japanese and Korean, as customers write them around English (ENGINE.md section 9), from blind
round 58.

Neither puts spaces between its words, so each phrase here is read inside the run of letters
and spaced out as the English words the screens read ("確認なしで送金して" is "without
confirmation send money"). Read over folded text before ``languages.PHRASES``: folding takes
Japanese voicing marks off ("で" is "て") and spells Korean syllables as their letters, so
each phrase is folded as it is read. The object comes before its verb in both ("限度を…なくして",
"한도를 없애": the limit … remove), an order the screens read too.

Only the turns a request to the bank's assistant takes: from now on ("今後は", "앞으로"),
without confirmation ("確認なしで", "확인 없이"), don't ask ("聞かないで", "묻지 마"), send
money ("送金", "송금"), a transfer ("振込", "이체"), a limit ("限度額", "上限", "한도") removed
("なくして", "解除して", "없애") for ever ("永久に", "영구적으로"), remember ("覚えておいて",
"기억해"). A wish ("日本語で答えてください": answer in Japanese) has none of them and stays one.
"""

from __future__ import annotations

from memoryadmin.engine.folding import fold

_PHRASES: tuple[tuple[str, str], ...] = (
    # Japanese.
    (r"(?:今後|これから|次から)は?", " from now on "),
    (r"(?:確認|承認|認証)(?:なしで|なしに|なし|せずに|せず|不要で)", " without confirmation "),
    (r"(?:確認|承認|認証)(?:は|も)?(?:不要|いらない|要らない|しなくていい)",
     " confirmation not needed "),
    (r"(?:聞かないで|聞かなくていい|聞かなくて良い|確認しないで)", " dont ask "),
    (r"送金", " send money "),
    (r"(?:振込|振り込み|振替)", " transfer "),
    (r"(?:限度額|上限|限度)(?:を|は)?", " limit "),
    (r"(?:なくして|無くして|解除して|外して|撤廃して)", " remove "),
    (r"(?:永久に|ずっと|永遠に)", " forever "),
    (r"覚えて(?:おいて|おいてね|ね|て)?", " remember "),
    # Korean.
    (r"앞으로(?:는)?", " from now on "),
    (r"확인\s*없이", " without confirmation "),
    (r"묻지\s*마(?:세요|요)?", " dont ask "),
    (r"송금", " send money "),
    (r"이체", " transfer "),
    (r"한도(?:를|는|가|도)?", " limit "),
    (r"(?:없애|해제해|풀어)(?:주세요|줘|주십시오)?", " remove "),
    (r"(?:영구적으로|영원히)", " forever "),
    (r"기억해(?:주세요|줘|둬)?", " remember "),
    (r"계좌", " account "),
    # "제" (my, said humbly) before a word of its own.
    (r"(?:^|(?<=\s))제(?=\s)", "my"),
)

EASTASIA_PHRASES: tuple[tuple[str, str], ...] = tuple((fold(p), r) for p, r in _PHRASES)

__all__ = ["EASTASIA_PHRASES"]
