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
    """``true`` or ``false``, never ``"yes"``, ``1`` or ``"true"``."""

    default_error_messages = {"type": "Must be true or false, not {kind}."}

    def to_internal_value(self, data: Any) -> bool:
        if not isinstance(data, bool):
            self.fail("type", kind=_JSON_TYPE.get(type(data), "a string"))
        return data


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
