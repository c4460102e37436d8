"""Serializer fields that take a JSON value of their own type only, never a coerced one.

DRF's fields are lenient on purpose (forms send everything as text): its
``BooleanField`` reads ``"yes"``, ``"on"`` and ``1`` as true, its ``CharField``
stores the number ``5`` as ``"5"``, its ``IntegerField`` reads ``"5.0"``. The
agent API takes JSON, where every value already has a type, so a value of the
wrong type is refused with 400 instead (API.md, "Errors and faults").

Query parameters are text by nature: ``QueryIntegerField`` takes only plain
ASCII digits (no sign, no decimal point, no spaces, no other scripts' digits).
"""

from __future__ import annotations

import re
from typing import Any

from django.core.validators import RegexValidator
from rest_framework import serializers
from rest_framework.fields import empty

_DIGITS = re.compile(r"[0-9]{1,19}")


class StrictCharField(serializers.CharField):
    """A JSON string; DRF's own checks (length, NUL, lone surrogates) still apply."""

    default_error_messages = {"invalid": "Must be a JSON string."}

    def to_internal_value(self, data: Any) -> str:
        if not isinstance(data, str):
            self.fail("invalid")
        return str(super().to_internal_value(data))


# One character other than whitespace, as a pattern the OpenAPI schema carries too.
NOT_BLANK = RegexValidator(r"\S", message="Must contain a character other than whitespace.")


class TextField(StrictCharField):
    """A JSON string with at least one character other than whitespace, taken as sent.

    Not trimmed, so the schema's ``maxLength`` counts what the caller sent; the
    services strip what they store.
    """

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("trim_whitespace", False)
        kwargs.setdefault("min_length", 1)
        super().__init__(**kwargs)
        self.validators.append(NOT_BLANK)


class StrictChoiceField(serializers.ChoiceField):
    """One of the choices, given as a JSON string."""

    default_error_messages = {
        "invalid_choice": '"{input}" is not a valid choice.',
        "not_a_string": "Must be a JSON string.",
    }

    def to_internal_value(self, data: Any) -> Any:
        if not isinstance(data, str):
            self.fail("not_a_string")
        return super().to_internal_value(data)


class StrictBooleanField(serializers.BooleanField):
    """JSON ``true`` or ``false``: not ``"yes"``, ``"true"``, ``1`` or ``"on"``."""

    default_error_messages = {"invalid": "Must be true or false (a JSON boolean)."}

    def to_internal_value(self, data: Any) -> bool:
        if not isinstance(data, bool):
            self.fail("invalid")
        return data


class StrictDateTimeField(serializers.DateTimeField):
    """An ISO 8601 time given as a JSON string (never a number)."""

    def to_internal_value(self, value: Any) -> Any:
        if not isinstance(value, str):
            self.fail("invalid", format="an ISO 8601 string")
        return super().to_internal_value(value)


class QueryIntegerField(serializers.IntegerField):
    """A query parameter made of ASCII digits only: ``5``, not ``5.0``, ``+5``, `` 5`` or ``٥``."""

    default_error_messages = {"invalid": "Must be a whole number written in digits 0-9."}

    def get_value(self, dictionary: Any) -> Any:
        # DRF reads ``?limit=`` as "not given"; here it is a value, and not a number.
        return dictionary.get(self.field_name, empty)

    def to_internal_value(self, data: Any) -> int:
        if not isinstance(data, str) or not _DIGITS.fullmatch(data):
            self.fail("invalid")
        return int(super().to_internal_value(data))
