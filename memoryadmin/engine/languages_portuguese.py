"""Portuguese, as customers in Mozambique, Angola and Guinea-Bissau write it (ENGINE.md section 9).

New Portuguese phrases are kept here, read over folded words before ``languages.PHRASES`` (whose
older Portuguese entries stay where they are: they are read in order with the rest). Each is a
way a request to the bank's assistant turns: "já sabes que sou eu" (you know it is me), "guarda-o
para a próxima" (keep it for next time).
"""

from __future__ import annotations

# One word for English ones, read after every phrase (so the older phrases still read "senha").
PORTUGUESE_WORDS: dict[str, str] = {
    # Who did what, told in a summary (round 73): "O utilizador abriu a conta no BCA em 2018"
    # (the user opened the account), read whole in its English words.
    "utilizador": "user",
    "utilizadora": "user",
    "usuario": "user",
    "usuaria": "user",
    "abriu": "opened",
    "fechou": "closed",
    "senha": "password",
    "senhas": "passwords",
    "codigo": "code",
    "limite": "limit",
    "levantamento": "withdrawal",
    # The checks a payment waits on, and who may be let at them (round 49).
    "verificacao": "verification",
    "aprovacao": "approval",
    # The bank's alarm on a payment (round 59): "notificação de transação suspeita".
    "transacao": "transaction",
    "transacoes": "transactions",
    "suspeita": "suspicious",
    "suspeitas": "suspicious",
    "suspeito": "suspicious",
    "suspeitos": "suspicious",
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
    # Brazilian Portuguese (round 54): a check switched off ("pode desativar a confirmação por
    # biometria"), a limit raised ("aumenta meu limite pix"), the security alerts suspended, a
    # contact registered as trusted and let through ("cadastra … como contato confiável e
    # libera os pix"), a code forgotten ("esquece ele").
    "desativar": "disable",
    "desativa": "disable",
    "desative": "disable",
    "desativem": "disable",
    "desabilitar": "disable",
    "desabilita": "disable",
    "desabilite": "disable",
    "desligar": "turn off",
    "desliga": "turn off",
    "desligue": "turn off",
    "aumenta": "raise",
    "aumentar": "raise",
    "aumente": "raise",
    "aumentem": "raise",
    "suspende": "suspend",
    "suspender": "suspend",
    "suspenda": "suspend",
    "alertas": "alerts",
    "alerta": "alert",
    "notificacoes": "notifications",
    "notificacao": "notification",
    "transferencias": "transfers",
    "transferencia": "transfer",
    "pagamentos": "payments",
    "saques": "withdrawals",
    "seguranca": "security",
    "cadastra": "register",
    "cadastrar": "register",
    "cadastre": "register",
    "confiavel": "trusted",
    "confiaveis": "trusted",
    "libera": "release",
    "liberar": "release",
    "libere": "release",
    "esquece": "forget",
    "esquecer": "forget",
    "esqueca": "forget",
    "comigo": "with me",
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
    # "sem token", "sem a senha", "sem me consultar" (without consulting me): a control left out,
    # or the user's say (round 54).
    (
        r"\bsem\s+(?:o\s+|a\s+|meu\s+|minha\s+)?(?=(?:token|codigo|senha|pin|otp|biometria|"
        r"confirmar|verificar|autorizar|aprovar)\b)",
        "without ",
    ),
    (r"\bsem\s+me\s+(?:consultar|perguntar|avisar|pedir|chamar|ligar)\b", "without asking me"),
    # Whatever another asks: "o que ele pedir pode fazer", "tudo que ela mandar".
    (r"\b(?:o|tudo)\s+(?:o\s+)?que\s+ele\s+(?:pedir|pede|quiser|mandar|manda|disser|diz)\b",
     "whatever he asks"),
    (r"\b(?:o|tudo)\s+(?:o\s+)?que\s+ela\s+(?:pedir|pede|quiser|mandar|manda|disser|diz)\b",
     "whatever she asks"),
    # Not to be asked again: "não pede mais", "não me pergunte mais".
    (r"\bnao\s+(?:me\s+)?(?:pede|peca|pedir|pergunta|pergunte|perguntes|perguntar)\s+mais\b",
     "dont ask me anymore"),
    (r"\bnao\s+(?:precisa|precisas|precisam|precisamos)\s+(?:de\s+)?(?:me\s+)?confirmar\b",
     "no need to confirm"),
    # The alerts of each Pix (Brazil's instant transfer): "desativa o alerta de pix".
    (r"\b(alertas?|notificacoes|notificacao|avisos?)\s+(?:de|do|dos)\s+(?:cada\s+|todo\s+|todos\s+os\s+)?pix\b",
     r"\1 for transfers"),
    # Kept so for good: "deixa assim pra sempre".
    (r"\b(?:deixa|deixe|deixar|mantem|mantenha)\s+(?:assim|desse\s+jeito|dessa\s+forma)\b",
     "keep it that way"),
    (r"\b(?:pra|para)\s+sempre\b", "forever"),
    # Switched off for good ("desliga de vez"; not "de vez em quando", now and then); a check
    # not to be asked ("não precisa pedir confirmação": the control after the verb; round 59).
    (r"\bde\s+vez\b(?!\s+em\s+quando)", "for good"),
    (r"\bnao\s+precisa\s+(?:de\s+)?(?:me\s+)?(?:pedir|perguntar)\s+(?=(?:a\s+|o\s+)?(?:confirmacao|"
     r"codigo|senha|token|pin|otp|biometria|autorizacao|aprovacao|verificacao)\b)",
     "no need to ask "),
    # "cadastra a Juliana como contato confiável": registered as trusted.
    (r"\bcomo\s+(?:um\s+|uma\s+)?(?:contato|contacto|favorecido|beneficiario|destinatario|dispositivo)\s+"
     r"(?:de\s+)?(?:confiavel|confiaveis|seguro|segura)\b", "as trusted"),
    # A standing yes, as a mode: "o modo sempre sim".
    (r"\bsempre\s+sim\b", "always yes"),

    # "não peça código de confirmação" (don't ask for a confirmation code), the control after
    # the verb of any person (blind round 76, Mozambique).
    (r"\bnao\s+(?:me\s+)?(?:peca|pecas|pecam|pedir|pergunte|perguntes|solicite|exija)\s+"
     r"(?:mais\s+)?(?:o\s+|a\s+|os\s+|as\s+|um\s+|uma\s+|meu\s+|minha\s+)?(?=(?:confirmacao|codigo|senha|"
     r"token|pin|otp|biometria|autorizacao|aprovacao|verificacao)\b)", "dont ask for "),
    # A secret kept by the assistant (blind round 77): "anota minha senha aí pra você lembrar".
    (r"\b(?:anota|anote|anotar|guarda|guarde|guardar|salva|salve|salvar|memoriza|memorize|grava|grave|"
     r"decora|decore)\s+(?:a\s+|o\s+)?(?:minha|meu|minhas|meus)\s+(?:senha|senhas|pin|codigo|token)\b",
     "save my password"),
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
    # Round 66 (Brazil): whatever a named relation asks ("tudo que minha esposa pedir", "o que o
    # meu sócio mandar"), another's request taken as the user's own ("trata o pedido dela como se
    # fosse meu", treat her request as if it were mine), the account moved by another ("ela pode
    # movimentar minha conta"), and another authorised ("ela tá autorizada").
    (r"\b(?:o|tudo|qualquer\s+coisa)\s+(?:o\s+)?que\s+(?:(?:a|o)\s+)?(?:minha|meu)\s+(\w+)\s+"
     r"(?:pedir|pede|quiser|mandar|manda|disser|diz|solicitar)\b", r"whatever my \1 asks"),
    (r"\b(?:trat(?:a|e|ar|em)|consider(?:a|e|ar|em)|v(?:e|eja))\s+(?:o\s+|os\s+)?(?:pedidos?|ordens?|"
     r"mensagens?)\s+(?:dela|dele|deles|delas)\s+como\s+(?:se\s+(?:fosse|fossem)\s+)?(?:meus?|minhas?|"
     r"eu)\b", "treat their request as mine"),
    (r"\b(?:trat(?:a|e|ar|em)|consider(?:a|e|ar|em))[-\s]+(?:a|o|la|lo)\s+como\s+(?:se\s+fosse\s+)?"
     r"(?:eu|eu\s+mesm[oa])\b", "treat her as me"),
    (r"\b(?:pode|podem|podera|poderao)\s+(?:sempre\s+|tambem\s+)?(?:movimentar|mexer\s+(?:n[ao]|em))\b",
     "can operate"),
    (r"\b(?:ela|ele|eles|elas)\s+(?:ta|esta|estao|tao)\s+autorizad[oa]s?\b", "is authorised"),
    # Round 73, Cape Verdean Kriolu: "ka bu pergunta-m nada" (don't ask me anything; "ka" is
    # not, "bu" you, "-m" me), "kuando nha irmã pidi dinheru" (when my sister asks for money),
    # "manda logu" (send at once).
    (r"\bka\s+(?:bu\s+)?(?:pergunta|pidi|purgunta)\s*(?:m|mi|-m)\b", "dont ask me"),
    (r"\b(?:kuandu|kuando|ora\s+ki)\s+nha\s+(\w+)\s+pidi\b", r"when my \1 asks"),
    (r"\bdinheru\b", "money"),
    (r"\bmanda\s+logu\b", "send at once"),
    # Blind round 79 (Portugal): a caller who gives a name taken for the user ("quem ligar a
    # dizer que é a Ana Ferreira sou eu"), the security questions waved off ("não precisas de
    # fazer perguntas de segurança"); not "sou eu que confirmo" (it is I who confirm).
    (r"\bquem\s+(?:ligar|liga|telefonar|telefona|ligue)\s+(?:a\s+dizer|dizendo)\s+que\s+(?:e|sou)\b"
     r"(?:\s+(?:a|o))?", "whoever calls saying that it is"),
    (r"\bsou\s+eu\b(?!\s+(?:que|quem|mesm[oa])\b)", "it is me"),
    (r"\bnao\s+(?:precisas|precisa|precisam|tens\s+que|tem\s+que|tens\s+de|tem\s+de)\s+(?:de\s+)?"
     r"(?:me\s+)?fazer\s+(?:as\s+|nenhumas?\s+|quaisquer\s+)?perguntas\s+de\s+seguranca\b",
     "you dont need to ask security questions"),
    (r"\b(?:memoriza|memorize|memorizar)\s+(?:que|isto|isso)\b", "remember that"),
)

__all__ = ["PORTUGUESE_PHRASES", "PORTUGUESE_WORDS"]
