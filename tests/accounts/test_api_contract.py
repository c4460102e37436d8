"""The contract fuzz run: schemathesis against /api/v1/schema/, through the WSGI app.

Every operation of the schema is called with generated requests, valid and
invalid (schemathesis' coverage and fuzzing phases), authenticated with a real
key. Each answer must be: no server error (5xx), a status the schema lists for
that path, a body matching the schema for that status, and a 4xx for a request
the schema says is invalid. Half the generated account ids name an account that
exists, so requests get past the 404 to the real work.

Bounded: at most ``MAX_EXAMPLES`` generated requests per operation and phase,
the same ones every run (derandomized: CI never fails on a new random draw), no
per-example deadline, and a ``BUDGET_SECONDS`` for the whole module: past it,
remaining examples are not sent and a warning says how many.
"""

from __future__ import annotations

import time
import warnings
from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from django.core import signals
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from hypothesis import HealthCheck, Phase
from hypothesis import settings as hypothesis_settings
from rest_framework.test import APIClient
from schemathesis import checks
from schemathesis.config import SchemathesisConfig

MAX_EXAMPLES = 30
BUDGET_SECONDS = 90
KNOWN = "ada-contract"

CHECKS = [
    checks.not_a_server_error,
    checks.status_code_conformance,
    checks.content_type_conformance,
    checks.response_schema_conformance,
    checks.negative_data_rejection,
]

CONFIG = SchemathesisConfig.from_dict(
    {
        "generation": {
            "max-examples": MAX_EXAMPLES,
            # The key is the test's own, sent with each call, not a generated header.
            "with-security-parameters": False,
            # Unknown query parameters and body keys are ignored by design (docs/api.md).
            "allow-extra-parameters": False,
        },
        "dictionaries": {"accounts": {"values": [KNOWN]}},
        "parameters": {"path.account": {"dictionary": "accounts", "probability": 0.5}},
    }
)

# Loaded when the module is collected: serving the schema needs no database.
schema = schemathesis.openapi.from_wsgi(
    "/api/v1/schema/", get_wsgi_application(), config=CONFIG
)


class Budget:
    started: float | None = None
    skipped = 0

    @classmethod
    def spent(cls) -> bool:
        if cls.started is None:
            cls.started = time.monotonic()
        return time.monotonic() - cls.started > BUDGET_SECONDS


@pytest.fixture(scope="module", autouse=True)
def report_the_budget() -> Iterator[None]:
    yield
    if Budget.skipped:
        warnings.warn(
            f"contract fuzz: {Budget.skipped} examples not sent, over the "
            f"{BUDGET_SECONDS} s budget",
            stacklevel=1,
        )


@pytest.fixture
def in_test_transaction() -> Iterator[None]:
    """Keep the test's connection across WSGI calls, as Django's test client does.

    Django closes a connection at the start and end of each request when it is
    not in autocommit; inside a test's transaction it never is, and on
    PostgreSQL the next query would find the connection closed.
    """
    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        signals.request_started.connect(close_old_connections)
        signals.request_finished.connect(close_old_connections)


@pytest.fixture
def known_account(api: APIClient) -> None:
    """An account with messages, a reply with tools, and a stated fact."""
    base = f"/api/v1/accounts/{KNOWN}"
    api.post(f"{base}/messages", {"id": "m-1", "role": "user", "content": "Hi"}, format="json")
    reply = {"id": "m-2", "role": "assistant", "content": "Your balance is ₦5,000."}
    api.post(f"{base}/messages", {**reply, "tools": ["get_balance"]}, format="json")
    fact = {"key": "wife", "kind": "relationship", "note": "Wife is Ngozi."}
    assert api.post(f"{base}/facts", fact, format="json").status_code == 201


@pytest.mark.django_db
@schema.parametrize()
@hypothesis_settings(
    max_examples=MAX_EXAMPLES,
    deadline=None,
    phases=[Phase.explicit, Phase.generate],
    suppress_health_check=list(HealthCheck),
    derandomize=True,
    database=None,
)
def test_the_api_keeps_its_contract(
    case: Any, api_key: str, known_account: None, in_test_transaction: None
) -> None:
    if Budget.spent():
        Budget.skipped += 1
        return
    case.call_and_validate(headers={"Authorization": f"Bearer {api_key}"}, checks=CHECKS)


def test_the_schema_lists_every_status_and_the_limits_the_server_enforces() -> None:
    from django.test import Client

    doc = Client().get("/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").json()
    parts = doc["components"]["schemas"]
    assert parts["Error"]["properties"]["error"]["$ref"].endswith("/ErrorDetail")
    for path, operations in doc["paths"].items():
        for method, op in operations.items():
            statuses = set(op["responses"])
            assert {"400", "401"} <= statuses, (method, path)
            if path.endswith("/context"):
                assert not statuses & {"500", "503"}, "context answers 200 on any fault"
            else:
                assert {"500", "503"} <= statuses, (method, path)
            if "{account}" in path and not path.endswith("/context"):
                account = next(p for p in op["parameters"] if p["name"] == "account")
                assert account["schema"]["maxLength"] == 128
                assert "\\u0000-\\u001f" in account["schema"]["pattern"]
                if method == "get" or path.endswith(("/forget", "/compact")):
                    assert "404" in statuses, (method, path)
            if "requestBody" in op:
                assert {"413", "415"} <= statuses, (method, path)
    assert parts["MessageIn"]["properties"]["id"]["minLength"] == 1
    assert parts["RulesCheckIn"]["properties"]["text"]["minLength"] == 1
    assert parts["RulesCheckIn"]["properties"]["text"]["pattern"] == "\\S"
    assert parts["FactIn"]["properties"]["note"]["maxLength"] == 2000
    assert parts["ForgetIn"]["properties"]["everything"]
    assert "409" in doc["paths"]["/api/v1/accounts/{account}/messages"]["post"]["responses"]
