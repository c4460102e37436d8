"""The first demo steps: logins, the global mode, and scripted chats in every rollout mode.

Every console screen gets something true to show: accounts in every mode
(allowlisted enabled, allowlisted shadow, following the global mode, not
allowlisted), shadow turns with differences, the Tunde story, an
unclassified tool. Idempotent: messages carry fixed ids, rollout changes and
shadow turns are only made when missing, so a second run adds nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth.models import Group, User

from accounts.demo.script import Demo, Line, long_chat, message_item
from accounts.messages.selectors import account_find
from accounts.models import RolloutSetting, ShadowRecord
from accounts.rollout.services import rollout_allow, rollout_kill_switch, rollout_set_mode

DEMO_PASSWORD = "demo-pass-2026"
DEMO_USERS = {"ops": "ops", "support": "support", "reviewer": "reviewer", "viewer": "viewer"}
ACTOR = "seed_demo"
SYSTEM = {"role": "system", "content": "You are Flow, a friendly banking assistant. ₦ is naira."}


TUNDE: list[Line] = [
    ("user", "Has everyone paid into the Ajo group?", None),
    ("assistant", "Everyone except Tunde. Tunde hasn't paid his ₦200 yet.", ["get_group_status"]),
    ("user", "OK. Send me the group invite link please.", None),
    ("assistant", "Here it is: https://flow.example/g/ajo-42", ["get_group_invite_link"]),
]


RENT: list[Line] = [
    ("user", "What's my balance?", None),
    ("assistant", "Your balance is ₦84,250.", ["get_balance"]),
    ("user", "Pay my landlord ₦60,000 for December rent.", None),
    ("assistant", "Done: ₦60,000 sent to Mr Okafor (rent, December).", ["send_transfer"]),
    ("user", "Call him 'landlord' from now on.", None),
    ("assistant", "Noted: Mr Okafor is saved as 'landlord'.", ["list_beneficiaries"]),
]


SAVINGS: list[Line] = [
    ("user", "I want to save for a car by next June.", None),
    ("assistant", "A savings goal for a car by June: how much would you like to put aside?", []),
    ("user", "About ₦1.2 million in total.", None),
    (
        "assistant",
        "That is about ₦170,000 a month. I have set up the goal.",
        ["create_savings_group"],
    ),
    ("user", "How much is in it now?", None),
    ("assistant", "Your car goal holds ₦170,000.", ["get_balance"]),
]


BILLS: list[Line] = [
    ("user", "Is my electricity bill paid?", None),
    (
        "assistant",
        "Your Ikeja Electric bill of ₦18,400 is unpaid, due Friday.",
        ["get_transactions"],
    ),
    ("user", "Pay it now.", None),
    ("assistant", "Paid ₦18,400 to Ikeja Electric. Reference IE-55231.", ["pay_bill"]),
    ("user", "And my DSTV?", None),
    ("assistant", "DSTV renews on the 3rd: ₦9,000 will be taken then.", ["get_transactions"]),
]


TRANSFER: list[Line] = [
    ("user", "Send ₦5,000 to my sister Amaka.", None),
    ("assistant", "Sent ₦5,000 to Amaka Eze. Reference TR-88120.", ["send_transfer"]),
    ("user", "Did it arrive?", None),
    ("assistant", "Yes, the transfer to Amaka shows as completed.", ["get_transactions"]),
]


# A reply that quotes money with no tool behind it: stamped "not checked".
HEARSAY: list[Line] = [
    ("user", "How much do I owe on my loan?", None),
    ("assistant", "I think it's around ₦45,000.", None),
    ("user", "Please check properly.", None),
    ("assistant", "Your loan balance is ₦43,900, next payment ₦7,500 on the 5th.", ["get_balance"]),
]


UNCLASSIFIED: list[Line] = [
    ("user", "Any cashback this month?", None),
    ("assistant", "You earned ₦1,250 cashback this month.", ["get_cashback_summary_v2"]),
]


CHAT: list[Line] = [
    ("user", "Good morning!", None),
    ("assistant", "Good morning! How can I help today?", []),
    ("user", "Just saying thanks for yesterday.", None),
    ("assistant", "You're welcome. I'm here whenever you need me.", []),
]


@dataclass(frozen=True)
class DemoAccount:
    external_id: str
    lines: list[Line]
    allowlisted: bool
    mode: str | None  # own mode on the allowlist; None follows the global mode
    shadow_turns: int = 0  # shadow turns to record, spread through the conversation
    why: str = ""


ACCOUNTS = [
    DemoAccount("ada-tunde", TUNDE, True, "enabled", 2, "the Tunde story, enabled after shadow"),
    DemoAccount("bola-rent", RENT, True, "enabled", 0, "rent and a beneficiary nickname"),
    DemoAccount("chidi-car", SAVINGS, True, "enabled", 0, "a savings goal"),
    DemoAccount("dayo-bills", BILLS, True, "shadow", 3, "bills, live statuses stamped"),
    DemoAccount("efe-amaka", TRANSFER, True, "shadow", 2, "a transfer and its status"),
    DemoAccount("funmi-loan", HEARSAY, True, "shadow", 2, "money quoted without a tool"),
    DemoAccount("gbenga-fd", long_chat(24), True, "shadow", 3, "a long chat that ages out"),
    DemoAccount("hauwa-chat", CHAT, True, None, 2, "small talk, follows the global mode"),
    DemoAccount("ife-cashback", UNCLASSIFIED, False, None, 0, "an unclassified tool"),
    DemoAccount("jide-new", CHAT, False, None, 0, "not on the allowlist"),
    DemoAccount("kemi-new", RENT, False, None, 0, "not on the allowlist"),
    DemoAccount("lola-new", BILLS, False, None, 0, "not on the allowlist"),
]


def step_users(demo: Demo) -> None:
    for username, role in DEMO_USERS.items():
        user, created = User.objects.get_or_create(username=username)
        if created:
            user.set_password(DEMO_PASSWORD)
            user.save()
        user.groups.add(Group.objects.get(name=role))


def step_global_mode(demo: Demo) -> None:
    s = RolloutSetting.current()
    if (s.mode, s.scope, s.kill_switch) != ("shadow", "allowlist", False):
        if s.kill_switch:
            rollout_kill_switch(actor=ACTOR, on=False, reason="Demo: kill switch off")
        rollout_set_mode(
            actor=ACTOR, mode="shadow", scope="allowlist", reason="Demo: shadow for the allowlist"
        )


def _ensure_rollout(account: DemoAccount, mode: str | None) -> None:
    found = account_find(external_id=account.external_id)
    if found is not None and found.allowlisted and found.rollout_mode == mode:
        return
    rollout_allow(
        actor=ACTOR,
        external_ids=[account.external_id],
        mode=mode,
        reason=f"Demo: {account.why}",
    )


def step_conversations(demo: Demo) -> None:
    """Each account's chat through the real API; shadow turns while it is in shadow."""
    for account in ACCOUNTS:
        items = [
            message_item(account.external_id, n, line, demo) for n, line in enumerate(account.lines)
        ]
        record_shadow = (
            account.shadow_turns
            and not ShadowRecord.objects.filter(account__external_id=account.external_id).exists()
        )
        if account.allowlisted:
            # An account to enable gets its shadow turns first, so enabling is never blind.
            first = "shadow" if record_shadow and account.mode == "enabled" else account.mode
            _ensure_rollout(account, first)
        checkpoints = (
            {
                round(len(items) * (k + 1) / account.shadow_turns)
                for k in range(account.shadow_turns)
            }
            if record_shadow
            else set()
        )
        for n, item in enumerate(items):
            demo.post_message(account.external_id, item)
            if n + 1 in checkpoints:
                question = {"role": "user", "content": "Can you remind me where we are?"}
                demo.context(
                    account.external_id,
                    [SYSTEM, *items[: n + 1], question],
                    demo.at(n * 2 + 1),
                )
        if account.allowlisted and account.mode == "enabled":
            _ensure_rollout(account, "enabled")
        demo.notes.append(f"{account.external_id:<14} {account.why}")


def step_enabled_turn(demo: Demo) -> None:
    """An enabled turn for Tunde: the engine's answer stamps the live group status."""
    history = [SYSTEM, {"role": "user", "content": "Is Tunde still pending?"}]
    out = demo.context("ada-tunde", history, demo.at(30))
    if out["mode"] == "enabled":
        stamped = [m for m in out["messages"] if "Checked live" in m["content"]]
        demo.say(f"Tunde turn (enabled): {len(out['messages'])} messages, {len(stamped)} stamped.")
