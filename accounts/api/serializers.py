from __future__ import annotations

from typing import Any

from django.conf import settings
from rest_framework import serializers

from accounts.api.fields import QueryIntegerField, StrictDateTimeField
from accounts.models import Fact, Message, Role

# The largest seq a query may name (PostgreSQL's bigint).
SEQ_MAX = 2**63 - 1


class MessageInSerializer(serializers.Serializer[Any]):
    id = serializers.CharField(min_length=1, max_length=128, trim_whitespace=False)
    role = serializers.ChoiceField(choices=Role.choices)
    content = serializers.CharField(allow_blank=True, trim_whitespace=False)
    created_at = serializers.DateTimeField(required=False)
    tools = serializers.ListField(
        child=serializers.CharField(max_length=128), required=False, allow_null=True
    )
    observed_at = serializers.DateTimeField(required=False)

    def validate_content(self, value: str) -> str:
        limit = settings.MEMORY_MESSAGE_MAX_BYTES
        if len(value.encode()) > limit:
            raise serializers.ValidationError(f"Content is over the {limit // 1024} KiB limit.")
        return value

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if attrs["role"] != Role.ASSISTANT and attrs.get("tools") is not None:
            raise serializers.ValidationError({"tools": "Only assistant messages carry tools."})
        if attrs["role"] != Role.ASSISTANT and "observed_at" in attrs:
            raise serializers.ValidationError(
                {"observed_at": "Only assistant messages carry observed_at."}
            )
        return attrs


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
        ]


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
            "What the agent would send its model: message items (`role`, `content`, and "
            "`id`, `created_at`, `tools`, `observed_at` to record them). An item of a shape "
            "the engine does not expect makes the turn fall back, never a 400."
        ),
    )
    now = StrictDateTimeField(required=False, allow_null=True)


class ContextOutSerializer(serializers.Serializer[Any]):
    mode = serializers.ChoiceField(choices=["disabled", "shadow", "enabled"])
    # On a fallback, the history exactly as given, whatever its items are.
    messages = serializers.ListField(child=serializers.JSONField())
    fallback = serializers.BooleanField()


class FactOutSerializer(serializers.ModelSerializer[Fact]):
    class Meta:
        model = Fact
        fields = ["key", "kind", "note", "origin", "confidence", "evidence", "learned_at"]


class MemoryOutSerializer(serializers.Serializer[Any]):
    summary = serializers.CharField(allow_null=True)
    covered_through_seq = serializers.IntegerField(allow_null=True)
    pending_messages = serializers.IntegerField()
    facts = FactOutSerializer(many=True)
