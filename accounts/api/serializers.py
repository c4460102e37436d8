from __future__ import annotations

from typing import Any

from rest_framework import serializers

from accounts.models import Fact, Message

_JSON_TYPE = {
    bool: "a boolean",
    int: "a number",
    float: "a number",
    list: "a list",
    dict: "an object",
    type(None): "null",
}


class StrictCharField(serializers.CharField):
    """A JSON string, never coerced from a number or a boolean; valid Unicode, no NUL.

    DRF's CharField turns ``5`` into ``"5"``; API.md v1.1 refuses a field of
    the wrong JSON type instead. NUL is refused by CharField's own validator.
    """

    default_error_messages = {
        "type": "Must be a string, not {kind}.",
        "unicode": "Not valid Unicode text (a lone surrogate).",
    }

    def to_internal_value(self, data: Any) -> str:
        if not isinstance(data, str):
            self.fail("type", kind=_JSON_TYPE.get(type(data), type(data).__name__))
        try:
            data.encode("utf-8")
        except UnicodeEncodeError:
            self.fail("unicode")
        return str(super().to_internal_value(data))


class StrictBooleanField(serializers.BooleanField):
    """``true`` or ``false``, never ``"yes"``, ``1`` or ``"true"``."""

    default_error_messages = {"type": "Must be true or false, not {kind}."}

    def to_internal_value(self, data: Any) -> bool:
        if not isinstance(data, bool):
            self.fail("type", kind=_JSON_TYPE.get(type(data), "a string"))
        return data


class MessageInSerializer(serializers.Serializer[Any]):
    """The body of POST /messages, for the schema. It is read by accounts.messages.items,
    the same reading /context gives each item of its history (no coercion)."""

    id = serializers.CharField(min_length=1, max_length=128, trim_whitespace=False)
    role = serializers.ChoiceField(choices=["user", "assistant", "tool"])
    content = serializers.JSONField(
        help_text=(
            "A string (at most 64 KiB), null (an assistant item with tool_calls), or a list "
            'of parts ({"type": "text", "text": "…"}, other parts as given).'
        )
    )
    created_at = serializers.DateTimeField(
        required=False, help_text="ISO 8601 with a zone, 2000-01-01..2100-01-01; default now."
    )
    tools = serializers.ListField(
        child=serializers.CharField(min_length=1, max_length=128),
        required=False,
        allow_null=True,
        max_length=32,
        help_text="Assistant only: the tools of this turn (else those of the turn's tool_calls).",
    )
    observed_at = serializers.DateTimeField(
        required=False,
        help_text="Assistant replies and tool results: when the tool read happened (not later "
        "than now).",
    )
    tool_calls = serializers.ListField(
        child=serializers.DictField(),
        required=False,
        max_length=32,
        help_text="Assistant only, as OpenAI sends them: "
        '[{"id", "type": "function", "function": {"name", "arguments"}}].',
    )
    tool_call_id = serializers.CharField(
        required=False, help_text="Tool results: the id of the call it answers."
    )
    name = serializers.CharField(required=False, max_length=128)


class MessageOutSerializer(serializers.ModelSerializer[Message]):
    id = serializers.CharField(source="external_id")

    class Meta:
        model = Message
        fields = [
            "id",
            "seq",
            "role",
            "content",
            "created_at",
            "tools",
            "observed_at",
            "volatility",
            "tool_calls",
            "tool_call_id",
            "name",
            "parts",
            "content_null",
            "extra",
        ]


class MessagePageSerializer(serializers.Serializer[Any]):
    results = MessageOutSerializer(many=True)
    next_after_seq = serializers.IntegerField(allow_null=True)


class MessageListQuerySerializer(serializers.Serializer[Any]):
    after_seq = serializers.IntegerField(min_value=0, required=False, default=0)
    limit = serializers.IntegerField(min_value=1, max_value=1000, required=False, default=100)


class ContextInSerializer(serializers.Serializer[Any]):
    history = serializers.ListField(
        child=serializers.JSONField(),
        help_text="What the agent would send its model: v1 items or OpenAI chat items.",
    )
    now = serializers.DateTimeField(required=False)
    context_role = serializers.ChoiceField(
        choices=["system", "user"],
        required=False,
        help_text="The role of the per-turn context message (default MEMORY_CONTEXT_ROLE).",
    )


class ContextOutSerializer(serializers.Serializer[Any]):
    mode = serializers.ChoiceField(choices=["disabled", "shadow", "enabled"])
    messages = serializers.ListField(child=serializers.DictField())
    fallback = serializers.BooleanField()
    conflicts = serializers.ListField(
        child=serializers.CharField(),
        required=False,
        help_text="Known ids whose content in the history differs from what is stored.",
    )


class AccountOutSerializer(serializers.Serializer[Any]):
    id = serializers.CharField()
    project = serializers.CharField()
    timezone = serializers.CharField()
    mode = serializers.ChoiceField(choices=["disabled", "shadow", "enabled"])
    mode_reason = serializers.CharField()
    created_at = serializers.DateTimeField()


class AccountPatchSerializer(serializers.Serializer[Any]):
    timezone = StrictCharField(max_length=64, help_text="An IANA time zone: Africa/Lagos.")
    reason = StrictCharField(
        max_length=500, required=False, help_text="Kept in the audit log with the change."
    )


class FactOutSerializer(serializers.ModelSerializer[Fact]):
    class Meta:
        model = Fact
        fields = ["key", "kind", "note", "origin", "confidence", "evidence", "learned_at"]


class MemoryOutSerializer(serializers.Serializer[Any]):
    summary = serializers.CharField(allow_null=True)
    covered_through_seq = serializers.IntegerField(allow_null=True)
    pending_messages = serializers.IntegerField()
    facts = FactOutSerializer(many=True)
