"""The banking rule pack: tools and their volatility, money, summary and fact rules."""

from __future__ import annotations

from collections.abc import Sequence

from memoryadmin.engine.authority import AuthorityVocabulary
from memoryadmin.engine.facts import FactRules
from memoryadmin.engine.ports import SummaryRule
from memoryadmin.engine.secrets import SecretRules
from memoryadmin.engine.types import Volatility
from memoryadmin.packs.banking import authority, facts, money, rules, secrets
from memoryadmin.packs.banking.tools import BankingTool, volatility, volatility_by_name


class BankingPack:
    name = "banking"
    tools = BankingTool
    summary_rules: Sequence[SummaryRule] = rules.SUMMARY_RULES
    summary_word_limit: int = rules.SUMMARY_WORD_LIMIT
    fact_rules: FactRules = facts.FACT_RULES
    fact_instructions: str = facts.FACT_INSTRUCTIONS
    # ENGINE.md section 8: the words the core's authority and secret screens use.
    authority_vocabulary: AuthorityVocabulary = authority.AUTHORITY_VOCABULARY
    secret_rules: SecretRules = secrets.SECRET_RULES

    def volatility_of(self, tool: str) -> Volatility | None:
        return volatility_by_name(tool)

    def quotes_money(self, text: str) -> bool:
        return money.quotes_money(text)

    def quotes_balance(self, text: str) -> bool:
        return money.quotes_balance(text)


PACK = BankingPack()

__all__ = ["PACK", "BankingPack", "BankingTool", "volatility"]
