"""What every API view reads from a request, checked once: the account id and the JSON body."""

from __future__ import annotations

from typing import Any

from rest_framework.exceptions import NotFound, ValidationError
from rest_framework.request import Request

from accounts.messages.selectors import account_find
from accounts.models import Account


def account_id(value: str) -> str:
    if not 0 < len(value) <= 128:
        raise ValidationError({"account": "An account id is 1 to 128 characters."})
    if any(ord(c) < 32 or ord(c) == 127 for c in value):
        raise ValidationError({"account": "An account id has no NUL or control characters."})
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ValidationError({"account": "An account id is valid Unicode text."}) from None
    return value


def existing_account(value: str) -> Account:
    account = account_find(external_id=account_id(value))
    if account is None:
        raise NotFound(f"No account {value!r}.")
    return account


def json_body(request: Request) -> dict[str, Any]:
    """The request's body, which must be a JSON object."""
    data = request.data
    if not isinstance(data, dict):
        raise ValidationError({"body": "The body must be a JSON object."})
    return data
