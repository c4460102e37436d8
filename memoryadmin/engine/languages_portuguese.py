"""Portuguese, as customers in Mozambique, Angola and Guinea-Bissau write it (ENGINE.md section 9).

New Portuguese phrases are kept here, read over folded words before ``languages.PHRASES`` (whose
older Portuguese entries stay where they are: they are read in order with the rest). Each is a
way a request to the bank's assistant turns: "já sabes que sou eu" (you know it is me), "guarda-o
para a próxima" (keep it for next time).
"""

from __future__ import annotations

# One word for English ones, read after every phrase (so the older phrases still read "senha").
PORTUGUESE_WORDS: dict[str, str] = {
    "senha": "password",
    "senhas": "passwords",
    "codigo": "code",
    "limite": "limit",
    "levantamento": "withdrawal",
    # The checks a payment waits on, and who may be let at them (round 49).
    "verificacao": "verification",
    "aprovacao": "approval",
    "autorizacao": "authorisation",
    "validacao": "validation",
    "confirmacao": "confirmation",
    "autenticacao": "authentication",
    "beneficiario": "beneficiary",
    "beneficiarios": "beneficiaries",
    "adicionar": "add",
    "acrescentar": "add",
    "marido": "husband",
    "esposa": "wife",
    "filho": "son",
    "filha": "daughter",
    # "nunca" (never): "nunca adiciones beneficiários sem a minha autorização" is the user's
    # own refusal, read like "never … without"; "nunca mais me peças o código" (never again ask
    # me for the code) is not.
    "nunca": "never",
    "pecas": "ask",
    "pedir": "ask",
    "pecam": "ask",
}

PORTUGUESE_PHRASES: tuple[tuple[str, str], ...] = (
    # "as minhas transferências" (my transfers), the plural of "a minha".
    (r"\b(?:os|as)\s+(?:meus|minhas)\b", "my"),
    # A limit or a control taken off: "tira o limite diário" ("levantar dinheiro" is to
    # withdraw it, "tirar dinheiro" too: only before a limit or a control).
    (
        r"\b(?:tir(?:a|ar|as|e|es)|retir(?:a|ar|as|e|es)|remov(?:e|er|as|a)|elimin(?:a|ar|es|e)|"
        r"levant(?:a|ar|es|e)|cort(?:a|ar|es|e)|acaba\s+com|deslig(?:a|ar|ues|ue))\s+(?:(?:o|a|os|as|esse|essa|este|esta|"
        r"meu|minha|my)\s+)?(?=(?:\w+\s+)?(?:limites?|teto|tecto|plafond|verificacao|confirmacao|codigo|pin|otp|"
        r"senha|aprovacao|autenticacao|dupla)\b)",
        "remove the ",
    ),
    # Another's hand on the user's money: "o meu marido pode aprovar as minhas transferências",
    # "ele pode fazer pagamentos", "ela pode adicionar beneficiários".
    (r"\b(?:pode|podem|podera|poderao)\s+(?:sempre\s+|tambem\s+)?(?:aprovar|validar|confirmar)\b",
     "can approve"),
    (r"\b(?:pode|podem|podera|poderao)\s+(?:sempre\s+|tambem\s+)?fazer\b", "can make"),
    # "sem verificação", "sem a minha aprovação" (without my approval).
    (
        r"\bsem\s+(?:a\s+|o\s+)?(?:minha\s+|meu\s+|nenhuma\s+|qualquer\s+)?(verificacao|aprovacao|"
        r"autorizacao|validacao|confirmacao|autenticacao)(?:\s+minha|\s+de\s+mim)?\b",
        r"without my \1",
    ),
    # A standing yes, as a mode: "o modo sempre sim".
    (r"\bsempre\s+sim\b", "always yes"),

    # "não precisas (de) pedir o PIN" (you need not ask for the PIN), any person of the verb.
    (
        r"\bnao\s+(?:precisas|precisam|precisamos|tens\s+que|tem\s+que|tens\s+de|tem\s+de)\s+"
        r"(?:de\s+)?(?:me\s+)?(?:pedir|perguntar|confirmar)\b",
        "no need to ask for",
    ),
    # Someone (the user) known without the control: "já sabes que sou eu".
    (
        r"\b(?:ja\s+)?(?:sabes|sabe|sabem)\s+que\s+(?:sou\s+eu|e\s+ele|e\s+ela)\b",
        "you know it is me",
    ),
    # Kept for later: "guarda-o para a próxima" (keep it for next time).
    (r"\bguarda(?:\s+[oa])?\s+(?:para\s+a\s+proxima|para\s+depois|para\s+sempre)\b",
     "keep it for next time"),
)

__all__ = ["PORTUGUESE_PHRASES", "PORTUGUESE_WORDS"]
