"""What every API view reads from a request, checked once: the account id and the JSON body.

An account id is what ``accounts.turn.doors.account_id_problem`` accepts (every door's
rule). Every ``{account}`` route checks it here before the id reaches the database or a
log line; the OpenAPI schema states the same rule (``ACCOUNT_ID_PATTERN``).

Accounts are always looked up within the calling key's project: another
project's account with the same id is answered exactly as if it did not exist.
"""

from __future__ import annotations

from typing import Any

from rest_framework.exceptions import NotFound, ValidationError
from rest_framework.request import Request

from accounts.messages.selectors import account_find
from accounts.models import Account, ApiKey, Project
from accounts.turn.doors import account_id_problem


def account_id(value: str) -> str:
    problem = account_id_problem(value)
    if problem is not None:
        raise ValidationError({"account": problem})
    return value


def key_project(request: Request) -> int | None:
    """The id of the project the request's key belongs to (None: not a key, so ``default``)."""
    return project_of_key(request.auth)


def project_of_key(key: object) -> int | None:
    """The id of the project ``key`` belongs to (None: not a key, so ``default``)."""
    return key.project_id if isinstance(key, ApiKey) else None


def existing_account(value: str, project: Project | int | None = None) -> Account:
    account = account_find(external_id=account_id(value), project=project)
    if account is None:
        raise NotFound(f"No account {value!r}.")
    return account


def request_account(request: Request, value: str) -> Account:
    """The account ``value`` of the calling key's project, or 404 as if absent."""
    return existing_account(value, key_project(request))


def json_body(request: Request) -> dict[str, Any]:
    """The request's body, which must be a JSON object."""
    data = request.data
    if not isinstance(data, dict):
        raise ValidationError({"body": "The body must be a JSON object."})
    return data
