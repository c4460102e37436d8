"""The compactor never sees a secret, and no secret gets into an accepted summary."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from memoryadmin.engine.compaction import build_prompt, parse_reply, retry_prompt, shown_messages
from memoryadmin.engine.facts import UserMessage, screen
from memoryadmin.engine.offline import LIMIT_MARK, MESSAGES_MARK, OfflineCompactor
from memoryadmin.engine.ports import ModelReply
from memoryadmin.engine.safety import safety_of
from memoryadmin.engine.types import Role, StoredMessage, Volatility
from memoryadmin.engine.validator import Validator
from memoryadmin.packs.banking import PACK

T = datetime(2026, 11, 20, 15, 35, tzinfo=UTC)
ZUTC = ZoneInfo("UTC")
VALIDATOR = Validator.for_pack(PACK)
SECRETS = safety_of(PACK).secrets
TYPED = ["4821", "4111 1111 1111 1111", "4111111111111111", "902211", "22212345678", "0123456789"]


def msg(seq: int, role: str, content: str, vol: Volatility | None = None) -> StoredMessage:
    return StoredMessage(
        seq=seq, role=Role(role), content=content, created_at=T, token_count=10, volatility=vol
    )


BATCH = [
    msg(1, "user", "My PIN is 4821, please remember it."),
    msg(2, "assistant", "I can't store your PIN. Never share it.", Volatility.STABLE),
    msg(3, "user", "Then pay with my card 4111 1111 1111 1111 from now on."),
    msg(4, "assistant", "Please enter the OTP we sent you.", Volatility.STABLE),
    msg(5, "user", "902211"),
    # No money here: the strict summary rules refuse an amount that is not a finished
    # event, and this test is about secrets reaching an *accepted* summary.
    msg(6, "user", "Also keep my BVN 22212345678 and my GTBank account number 0123456789."),
    msg(7, "user", "Always call me Ada."),
]


def _prompt(
    previous: str | None = None, batch: Sequence[StoredMessage] = BATCH
) -> list[dict[str, str]]:
    return build_prompt(
        previous_summary=previous,
        shown=shown_messages(batch, tz=ZUTC, secrets=SECRETS),
        validator=VALIDATOR,
        fact_kinds=["preference"],
        secrets=SECRETS,
    )


def test_a_prompt_built_from_messages_with_a_pin_and_a_card_never_contains_them() -> None:
    prompt = _prompt(previous="Earlier the user said her PIN is 1357.")
    text = json.dumps(prompt, ensure_ascii=False)
    for secret in [*TYPED, "1357"]:
        assert secret not in text, secret
    assert "[secret: PIN]" in text and "[secret: card number]" in text
    assert "[secret: one-time code]" in text  # "902211" right after "enter the OTP"
    assert "Always call me Ada." in text and "my GTBank account number" in text  # the rest stays


def test_the_core_masks_pins_and_cards_even_without_the_pack() -> None:
    shown = shown_messages(BATCH, tz=ZUTC)  # as accounts/compaction.py calls it today
    text = " ".join(s.text for s in shown)
    assert "4821" not in text and "4111" not in text and "902211" not in text


class CopyingModel:
    """Answers with everything it was shown as the summary, and each user line as a fact."""

    name = "copying-model"
    offline = True

    def __init__(self) -> None:
        self.seen: list[str] = []

    def complete(self, messages: Sequence[dict[str, str]]) -> ModelReply:
        self.seen.extend(m["content"] for m in messages)
        user = messages[1]["content"]
        shown = user.split(MESSAGES_MARK, 1)[1].split(LIMIT_MARK, 1)[0].strip()
        lines = [line.split("] ", 1)[1] for line in shown.splitlines() if "] " in line]
        facts = [
            {"key": f"fact_{chr(97 + n)}", "kind": "preference", "note": t, "evidence": t}
            | {"confidence": 0.9}
            for n, t in enumerate(lines)
        ]
        content = json.dumps({"summary": " ".join(lines), "facts": facts})
        return ModelReply(content=content, model=self.name, prompt_tokens=1, completion_tokens=1)


def _compact(
    model: CopyingModel | OfflineCompactor, batch: Sequence[StoredMessage] = BATCH
) -> str | None:
    """The two attempts of ENGINE.md section 4: the accepted summary, or None if rejected."""
    prompt = _prompt(batch=batch)
    for _ in (1, 2):
        reply = model.complete(prompt)
        candidate = parse_reply(reply.content)
        violations = VALIDATOR.check(candidate.summary)
        if not violations:
            return candidate.summary
        prompt = retry_prompt(
            prompt, raw_output=reply.content, violations=violations, secrets=SECRETS
        )
    return None


def test_a_copying_model_cannot_get_a_secret_into_an_accepted_summary() -> None:
    model = CopyingModel()
    whole = _compact(model)  # the strict rules may refuse some of what it copies
    for secret in TYPED:
        assert secret not in "\n".join(model.seen)
        assert whole is None or secret not in whole
    # The PIN and the card alone, beside a preference: copied, masked, and accepted.
    model = CopyingModel()
    summary = _compact(model, [BATCH[0], BATCH[2], BATCH[6]])
    for secret in TYPED:
        assert secret not in "\n".join(model.seen)
        assert summary is None or secret not in summary
    # It copied the masks: the summary is accepted, with placeholders where secrets were.
    assert summary is not None and "[secret: PIN]" in summary and "Always call me Ada." in summary


def test_facts_copied_by_the_model_never_keep_a_secret() -> None:
    reply = CopyingModel().complete(_prompt())
    users = [UserMessage(seq=m.seq, content=m.content) for m in BATCH if m.role is Role.USER]
    out = screen(parse_reply(reply.content).facts, users, [], [], PACK)
    kept = [r.proposal for r in out.accepted]
    assert [p.note for p in kept] == ["Always call me Ada."]
    for p in (r.proposal for r in out.results):
        for secret in TYPED:
            assert secret not in f"{p.key} {p.note} {p.evidence}"


def test_the_offline_compactor_copies_the_masks_not_the_secrets() -> None:
    summary = _compact(OfflineCompactor())
    assert summary is not None and "Always call me Ada." in summary
    for secret in TYPED:
        assert secret not in summary


def test_a_summary_holding_a_secret_is_refused_and_the_retry_does_not_repeat_it() -> None:
    leaked = '{"summary": "The user\'s PIN is 4821 and card 4111 1111 1111 1111.", "facts": []}'
    candidate = parse_reply(leaked)
    violations = VALIDATOR.check(candidate.summary)
    assert violations and violations[0].rule == "secret"
    again = retry_prompt(_prompt(), raw_output=leaked, violations=violations, secrets=SECRETS)
    text = json.dumps(again)
    assert "4821" not in text and "4111" not in text and "Broken rule: secret" in text


def test_a_code_typed_after_a_filler_is_masked_and_a_superseded_reply_holds_nothing_open() -> None:
    held = [
        msg(1, "assistant", "Please enter the OTP we sent you.", Volatility.STABLE),
        msg(2, "user", "hold on"),
        msg(3, "assistant", "Sure, take your time.", Volatility.STABLE),
        msg(4, "user", "٣٨٤٧٢٠"),
    ]
    text = json.dumps(_prompt(batch=held), ensure_ascii=False)
    assert "٣٨٤٧٢٠" not in text and "[secret: one-time code]" in text
    # The request is read from the conversation as the agent received it.
    gone = StoredMessage(
        seq=1,
        role=Role.ASSISTANT,
        content="Please enter the OTP we sent you.",
        created_at=T,
        token_count=10,
        volatility=Volatility.STABLE,
        superseded=True,
    )
    text = json.dumps(_prompt(batch=[gone, held[1], msg(4, "user", "384720")]), ensure_ascii=False)
    assert "384720" in text
