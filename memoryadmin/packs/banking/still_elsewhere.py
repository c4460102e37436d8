"""How things stand, said in Egyptian Arabic, Portuguese and French, and a thing uncollected
(summary finders, read after blind round 38).

- Arabic "still" and "waiting" (لسه, لسا, مازال, لا يزال; مستني, منتظر, في انتظار) and "pending"
  (معلق, قيد المراجعة), with an amount (Arabic-Indic or Latin digits) or a money thing (مبلغ,
  جنيه, تحويل, استرجاع, رصيد, قسط...) in the sentence: "still waiting for a refund of 3000
  pounds" (like "is still waiting for", "awaiting a refund");
- Portuguese state words: "ainda" (still, yet; not "ainda que", "ainda assim", "ainda mais":
  even though, even so, even more), "em análise", "pendente", "em processamento", "a aguardar",
  "à espera de" (like "still", "under review", "pending", "awaiting");
- French, what someone still has to pay: "doit encore payer 2 mensualités", "reste à payer"
  (like "still has to pay", "owes"). Not "doit toujours payer par Wave" (must always: a rule);
- a thing left uncollected, as it stands: "the PIN mailer is uncollected", "remains
  unclaimed" (like "is awaiting collection"). Not "collects unclaimed goods" (no state verb);
- Haitian Kreyòl, a still or not-yet word with money or a transaction in the sentence (round
  49): "poko"/"potko" (not yet), "an atant" (pending), "ap tann" (waiting), "pa … ankò" (no
  longer, not yet), and "toujou" (still) before a state ("toujou an atant", "toujou pa rive",
  "toujou bloke"); "toujou" alone is "always", a habit ("li toujou voye lajan chak mwa").
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.finders import first_match

# An Arabic word's letters on either side mark where a word starts and ends ("و" and "ف" are
# joined to the word after them: "ولسه", "فمستني").
_AR = "\u0600-\u06ff"
_AR_STATE = re.compile(
    rf"(?<![{_AR}])[وف]?(?:لسه|لسة|لسا|لسّه|لسّا|لسع|مازال|مازالت|ما\s+زال|ما\s+زالت|لا\s+يزال|"
    r"لا\s+تزال|لازال|لازالت|مستني|مستنية|مستنيه|منتظر|منتظرة|منتظره|بانتظار|في\s+انتظار|"
    r"بينتظر|بتنتظر|بيستنى|بتستنى|معلق|معلقة|معلقه|متعلق|متعلقة|قيد\s+المراجعة|"
    rf"تحت\s+المراجعة|قيد\s+التنفيذ|قيد\s+المعالجة)(?![{_AR}])"
)
# An amount in any digits (any Unicode decimal digit, ``\d``: Western, Arabic-Indic, Persian,
# Bengali, Devanagari alike), or a word of money (joined to its article or a preposition).
_AR_MONEY = re.compile(
    r"\d|مبلغ|جنيه|ريال|درهم|دينار|فلوس|تحويل|حوال|استرجاع|استرداد|"
    r"رصيد|قرض|قسط|أقساط|اقساط|مرتب|راتب|فاتور|سداد|مدفوع|كاش|محفظ"
)


def arabic_state(text: str) -> str | None:
    """An Arabic word of how things stand, with money in its sentence (see above): the word."""
    for sentence in re.split(r"(?<=[.!?؟\n])", text):
        found = _AR_STATE.search(sentence)
        if found is not None and _AR_MONEY.search(sentence):
            return found.group(0)
    return None


# A count in Portuguese words: "seis", "duas", "poucas" (how many are left).
_PT_COUNT = (
    r"\d+|uma?|dois|duas|tr[êe]s|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|"
    r"catorze|quatorze|quinze|dezasseis|dezesseis|dezassete|dezessete|dezoito|dezanove|dezenove|"
    r"vinte|trinta|quarenta|cinquenta|poucas?|poucos|algumas?|alguns|v[áa]rias?|v[áa]rios|muitas?|"
    r"muitos"
)
portuguese_state = first_match(
    r"\bainda\b(?!\s+(?:que|assim|mais|bem)\b)",
    r"\bem\s+an[áa]lise\b",
    r"\bpendentes?\b",
    r"\bem\s+(?:processamento|tr[âa]mite|espera)\b",
    r"\b(?:a\s+aguardar|à\s+espera\s+d[eoa]s?|aguarda(?:m|ndo)?|esperando)\b",
    r"\bfalta(?:m)?\s+(?:pagar|receber|devolver|\d)",
    # ... or how many are left, in words (round 54): "faltam seis parcelas do empréstimo",
    # "restam duas prestações", "só faltam poucos meses".
    rf"\b(?:falta(?:m|va|vam)?|resta(?:m|va|vam)?)\s+(?:(?:apenas|s[óo]|somente|ainda|mais)\s+)?"
    rf"(?:{_PT_COUNT})\s+(?:[\wÀ-ÿ-]+\s+)?(?:parcelas?|presta[çc](?:[õo]es|[ãa]o)|mensalidades?|"
    r"pagamentos?|meses|m[êe]s|semanas?|dias?|cotas?|quotas?|rodadas?|vezes|reais|meticais|kwanzas|"
    r"escudos)\b",
)

french_still_owed = first_match(
    r"\bdoi(?:t|vent)\s+encore\b",
    r"\breste(?:nt)?\s+(?:encore\s+)?à\s+(?:payer|rembourser|verser|r[ée]gler|cotiser)\b",
    # ... or with how much between (round 65): "il reste 4 200 $ à rembourser sur le prêt", "il
    # lui reste 350 000 FCFA à payer".
    r"\breste(?:nt)?\s+(?:encore\s+)?(?:environ\s+|plus\s+que\s+|seulement\s+)?[$€]?\s*\d[\d\s.,]*"
    r"(?:\s*(?:\$|€|fcfa|f\s+cfa|francs?(?:\s+cfa)?|euros?|dollars?|gourdes?|dirhams?))?\s+"
    r"(?:à|a)\s+(?:payer|rembourser|verser|r[ée]gler|cotiser)\b",
    r"\bn['’]a\s+(?:toujours\s+|encore\s+)?pas\s+(?:encore\s+)?(?:pay[ée]|r[ée]gl[ée]|cotis[ée]|"
    r"rembours[ée]|vers[ée])\b",
)

uncollected_now = first_match(
    r"\b(?:is|are|['’]s|['’]re|remains?|sits?|lies|has\s+been|have\s+been)\s+(?:still\s+|now\s+)?"
    r"(?:uncollected|unclaimed|unredeemed|not\s+(?:yet\s+)?(?:collected|claimed|picked\s+up))\b",
)


# Kreyòl's still and not-yet words (see above), and its words of money and of moving it.
_HT_STATE = re.compile(
    r"\b(?:po(?:k|tk)o|pok[òo]|an{1,2}\s+atant|ap\s+tann|pa\s+(?:\w+\s+){0,4}?ank[òo]|"
    r"toujou(?=\s+(?:an{1,2}\s+atant|ap|pa|poko|bloke|kole|rete|sou\s+kont|nan\s+tranzi))|"
    r"(?:rete|bloke|kole)\s+(?:sou|nan)\s+kont|"
    # ... or now, and what a pot or a wallet has in it (round 65): "kounye a" (now), "gen 3 600
    # dola ladan l" (has 3,600 dollars in it).
    r"kounye\s*a|konnya|kounya|gen\s+(?:s[èe]lman\s+|apepr[èe]\s+)?\d[\d\s.,]*\s*(?:dola|goud|"
    r"gourdes?|htg|usd|\$))(?!\w)",
    re.IGNORECASE,
)
_HT_MONEY = re.compile(
    r"\d|\b(?:lajan|k[òo]b|tranzaksyon|transf[èe]|depo|retr[èe]|peman|p[èe]man|balans|kont|goud|"
    r"gourdes?|htg|dola|pr[èe]|d[èe]t|ranbousman|s[òo]l|boukan|moncash|natcash)\b",
    re.IGNORECASE,
)


def kreyol_state(text: str) -> str | None:
    """A Kreyòl word of how things stand, with money in its sentence (see above): the word."""
    for sentence in re.split(r"(?<=[.!?\n])", text):
        found = _HT_STATE.search(sentence)
        if found is not None and _HT_MONEY.search(sentence):
            return found.group(0)
    return None


# Spanish, what someone still owes (round 57): "todavía debe 900 pesos", "aún le quedan dos
# abonos", "sigue debiendo", "le falta pagar" (like "still owes", "has two instalments left").
# "Debe" alone is also "must" ("debe pagar cada viernes": a rule), so only with a still word, an
# amount straight after it, or "adeuda".
spanish_still_owed = first_match(
    r"\b(?:todav[íi]a|a[úu]n)\s+(?:le\s+|les\s+)?(?:debe|deben|adeuda|adeudan|falta|faltan|queda|"
    r"quedan|tiene\s+pendientes?)\b",
    r"\b(?:debe|deben|adeuda|adeudan)\s+(?:todav[íi]a|a[úu]n)\b",
    r"\bsigue(?:n)?\s+debiendo\b",
    r"\badeuda(?:n)?\b",
    r"\bdebe(?:n)?\s+(?:(?:unos|como|casi|m[áa]s\s+de)\s+)?(?:\$\s*|mxn\s*)?\d",
    r"\b(?:le|les)\s+(?:falta|faltan|queda|quedan)\s+(?:por\s+)?(?:pagar|abonar|\d|dos|tres|cuatro|"
    r"cinco|seis|siete|ocho|nueve|diez|un|una|pocos|pocas)\b",
    r"\bqueda(?:n)?\s+por\s+(?:pagar|abonar|liquidar)\b",
)
