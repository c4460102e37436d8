"""The banking agent's tools and what their results mean over time.

Classify by meaning, not by name: ask "would repeating this later, out of
context, ever be wrong?". ``get_group_invite_link`` sits beside the live group
tools, but the link never changes, so it is stable.
"""

from __future__ import annotations

from enum import StrEnum
from typing import assert_never

from memoryadmin.engine.types import Volatility


class BankingTool(StrEnum):
    GET_BALANCE = "get_balance"
    GET_TRANSACTIONS = "get_transactions"
    GET_GROUP_STATUS = "get_group_status"
    GET_ROTATION_POSITION = "get_rotation_position"
    GET_GROUP_MEMBERS = "get_group_members"
    GET_GROUP_INVITE_LINK = "get_group_invite_link"
    GET_KYC_STATUS = "get_kyc_status"
    GET_EXCHANGE_RATE = "get_exchange_rate"
    GET_LOAN_OFFER = "get_loan_offer"
    GET_CARD_STATUS = "get_card_status"
    GET_PROFILE = "get_profile"
    GET_REFERRAL_LINK = "get_referral_link"
    LIST_BENEFICIARIES = "list_beneficiaries"
    SEND_TRANSFER = "send_transfer"
    RELEASE_PAYOUT = "release_payout"
    PAY_BILL = "pay_bill"
    BUY_AIRTIME = "buy_airtime"
    CREATE_SAVINGS_GROUP = "create_savings_group"
    ADD_GROUP_MEMBER = "add_group_member"
    VERIFY_BVN = "verify_bvn"
    FREEZE_CARD = "freeze_card"
    UPDATE_PREFERRED_NAME = "update_preferred_name"


def volatility(tool: BankingTool) -> Volatility:
    """Every member must be matched: mypy --strict rejects a missing one via assert_never,
    and the ``accounts`` system check fails ``manage.py check`` too."""
    match tool:
        case (
            BankingTool.GET_BALANCE
            | BankingTool.GET_TRANSACTIONS  # the list grows, and pending items settle
            | BankingTool.GET_GROUP_STATUS
            | BankingTool.GET_ROTATION_POSITION
            | BankingTool.GET_GROUP_MEMBERS  # members join and leave
            | BankingTool.GET_KYC_STATUS
            | BankingTool.GET_EXCHANGE_RATE
            | BankingTool.GET_LOAN_OFFER
            | BankingTool.GET_CARD_STATUS
        ):
            return Volatility.LIVE
        case (
            BankingTool.SEND_TRANSFER
            | BankingTool.RELEASE_PAYOUT
            | BankingTool.PAY_BILL
            | BankingTool.BUY_AIRTIME
            | BankingTool.CREATE_SAVINGS_GROUP
            | BankingTool.ADD_GROUP_MEMBER
            | BankingTool.VERIFY_BVN
            | BankingTool.FREEZE_CARD
        ):
            return Volatility.EVENT
        case (
            BankingTool.GET_GROUP_INVITE_LINK  # beside live group tools, but never changes
            | BankingTool.GET_PROFILE
            | BankingTool.GET_REFERRAL_LINK
            | BankingTool.LIST_BENEFICIARIES  # changes only when the user changes it
            | BankingTool.UPDATE_PREFERRED_NAME
        ):
            return Volatility.STABLE
        case _:
            assert_never(tool)


def volatility_by_name(name: str) -> Volatility | None:
    try:
        tool = BankingTool(name)
    except ValueError:
        return None
    return volatility(tool)
