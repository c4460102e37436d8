from __future__ import annotations

from typing import Any

from rest_framework import serializers

# The strict fields live in accounts.api.fields; importable from here too.
from accounts.api.fields import (
    QueryIntegerField,
    StrictCharField,
    StrictChoiceField,
    TextField,
)
from accounts.api.fields import StrictBooleanField as StrictBooleanField
from accounts.models import Fact, Message

# The largest seq a query may name (PostgreSQL's bigint).
SEQ_MAX = 2**63 - 1


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
    thread = serializers.CharField(
        required=False,
        allow_null=True,
        allow_blank=True,
        max_length=64,
        help_text="The conversation (API.md v1.2; the X-Memory-Thread header too): none, "
        'null or "" is the main thread.',
    )


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
            "thread",
            "superseded",
        ]
        extra_kwargs = {
            "superseded": {
                "help_text": "A reply the agent never received (its turn was retried and "
                "answered again): kept for audit, never shown to the model."
            }
        }


class MessagePageSerializer(serializers.Serializer[Any]):
    results = MessageOutSerializer(many=True)
    next_after_seq = serializers.IntegerField(allow_null=True)


class MessageListQuerySerializer(serializers.Serializer[Any]):
    after_seq = QueryIntegerField(min_value=0, max_value=SEQ_MAX, required=False, default=0)
    limit = QueryIntegerField(min_value=1, max_value=1000, required=False, default=100)


class ContextInSerializer(serializers.Serializer[Any]):
    history = serializers.ListField(
        child=serializers.JSONField(),
        help_text=(
            "What the agent would send its model: v1 items or OpenAI chat items. An item "
            "of a shape the engine does not read makes the turn fall back, never a 400."
        ),
    )
    now = serializers.DateTimeField(
        required=False,
        allow_null=True,
        help_text="ISO 8601 with a zone, 2000-01-01..2100-01-01; default now.",
    )
    context_role = serializers.ChoiceField(
        choices=["system", "user"],
        required=False,
        allow_null=True,
        help_text="The role of the per-turn context message (default MEMORY_CONTEXT_ROLE; "
        "null is the default too).",
    )
    thread = serializers.CharField(
        required=False,
        allow_null=True,
        allow_blank=True,
        max_length=64,
        help_text="The conversation (API.md v1.2; the X-Memory-Thread header too): none, "
        'null or "" is the main thread. The turn reads and writes its window only.',
    )


class ContextOutSerializer(serializers.Serializer[Any]):
    mode = serializers.ChoiceField(choices=["disabled", "shadow", "enabled"])
    # On a fallback, the history exactly as given, whatever its items are.
    messages = serializers.ListField(child=serializers.JSONField())
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
    timezone = StrictCharField(
        min_length=1, max_length=64, help_text="An IANA time zone: Africa/Lagos."
    )
    reason = TextField(
        max_length=500, required=False, help_text="Kept in the audit log with the change."
    )


class NewerFactSerializer(serializers.ModelSerializer[Fact]):
    """The fact that superseded another: the key's newer fact."""

    class Meta:
        model = Fact
        fields = ["key", "kind", "note", "origin", "evidence", "learned_at", "since"]


class FactOutSerializer(serializers.ModelSerializer[Fact]):
    """A fact (API.md v1 "Memory"), with v1.2's "Facts that change" fields added."""

    status = serializers.SerializerMethodField(
        help_text="current, or superseded: kept as history, shown to the model as earlier."
    )
    superseded_by = NewerFactSerializer(
        read_only=True, allow_null=True, help_text="The key's newer fact, or null."
    )
    since = serializers.SerializerMethodField(
        help_text="When it became true as far as the engine knows: the stated time, or the "
        "time of the user's words it was picked up from."
    )

    class Meta:
        model = Fact
        fields = [
            "key",
            "kind",
            "note",
            "origin",
            "confidence",
            "evidence",
            "learned_at",
            "status",
            "superseded_by",
            "since",
        ]

    def get_status(self, fact: Fact) -> str:
        return "current" if fact.active else "superseded"

    def get_since(self, fact: Fact) -> str:
        return serializers.DateTimeField().to_representation(fact.since or fact.learned_at)


class FactListQuerySerializer(serializers.Serializer[Any]):
    include = StrictChoiceField(
        choices=["superseded"],
        required=False,
        help_text="superseded: every fact with its history (default: current facts only).",
    )


class MemoryOutSerializer(serializers.Serializer[Any]):
    summary = serializers.CharField(allow_null=True)
    covered_through_seq = serializers.IntegerField(allow_null=True)
    pending_messages = serializers.IntegerField()
    facts = FactOutSerializer(many=True)
