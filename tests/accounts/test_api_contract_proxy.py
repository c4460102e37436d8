"""The contract fuzz run on the drop-in proxy, with a real upstream behind it.

``test_api_contract.py`` runs schemathesis over the whole API; the proxy
needs an upstream to get past its 503, so it gets its own run here: a
loopback OpenAI-compatible model (tests/fakellm.py) answers every forwarded
request, and each generated body is also sent hostile: with a lone surrogate
in a field, and wrapped deeper than ``MEMORY_JSON_MAX_DEPTH``. Every answer
must be no server error, a status and body the schema lists, and a 4xx for
what the schema calls invalid. Bounded and derandomized like the main run.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from django.core.wsgi import get_wsgi_application
from hypothesis import HealthCheck, Phase
from hypothesis import settings as hypothesis_settings

from accounts.models import Message
from tests.accounts.test_api_contract import CHECKS, CONFIG, Budget, in_test_transaction  # noqa: F401
from tests.fakellm import FakeLLM

MAX_EXAMPLES = 30

schema = schemathesis.openapi.from_wsgi(
    "/api/v1/schema/", get_wsgi_application(), config=CONFIG
).include(path_regex=r"/openai/")


@pytest.fixture(scope="module")
def upstream() -> Iterator[FakeLLM]:
    with FakeLLM() as fake:
        fake.default = "Hello."
        yield fake


@pytest.fixture
def proxied(settings: Any, upstream: FakeLLM, rollout: Any) -> None:
    rollout("enabled", "everyone")
    settings.MEMORY_UPSTREAM_BASE_URL = upstream.base_url
    settings.MEMORY_UPSTREAM_TIMEOUT = 5.0


def hostile(body: dict[str, Any]) -> Iterator[dict[str, Any]]:
    surrogate = copy.deepcopy(body)
    surrogate["messages"] = [{"role": "user", "content": "a\ud800b"}]
    yield surrogate
    deep: Any = copy.deepcopy(body)
    for _ in range(200):
        deep = [deep]
    yield {"user": "ada", "messages": [{"role": "user", "content": "x", "extra": deep}]}


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
def test_the_proxy_keeps_its_contract(
    case: Any, api_key: str, proxied: None, in_test_transaction: None  # noqa: F811
) -> None:
    if Budget.spent():
        Budget.skipped += 1
        return
    headers = {"Authorization": f"Bearer {api_key}", "X-Memory-Account": "ada-contract"}
    case.call_and_validate(headers=headers, checks=CHECKS)
    sent_json = (case.media_type or "").startswith("application/json")
    if case.method.upper() == "POST" and sent_json and isinstance(case.body, dict):
        before = Message.objects.count()
        for body in hostile(case.body):
            case.body, case.headers = body, {}
            response = case.call_and_validate(headers=headers, checks=CHECKS)
            assert response.status_code == 400, response.content[:300]
        assert Message.objects.count() == before
