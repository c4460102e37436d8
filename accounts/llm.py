"""The model client: the official ``openai`` client, or the offline compactor.

``get_model_client()`` is what every caller uses (compaction, redaction). With
no ``MEMORY_LLM["base_url"]`` it returns the offline compactor, which is
labelled offline wherever its output shows. Every provider fault (timeout,
connection, HTTP status, a reply with no content) is raised as
``ModelError`` so callers treat it as a *failed* attempt, never a rejection.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import openai
from django.conf import settings

from accounts import rulepack
from memoryadmin.engine.offline import OfflineCompactor
from memoryadmin.engine.ports import ModelClient, ModelError, ModelReply


class OpenAIModelClient:
    offline = False

    def __init__(self, *, base_url: str, api_key: str, model: str, timeout: float) -> None:
        self.name = model
        # Retries are ours (backoff with jitter across runs), not the client's:
        # a hidden retry loop would hold a worker and blur the attempt record.
        self._client = openai.OpenAI(
            base_url=base_url, api_key=api_key or "not-needed", timeout=timeout, max_retries=0
        )

    def complete(self, messages: Sequence[dict[str, str]]) -> ModelReply:
        try:
            response = self._client.chat.completions.create(
                model=self.name,
                messages=[dict(m) for m in messages],  # type: ignore[misc]
                temperature=0,
            )
        except openai.APIError as exc:  # timeout, connection, status: all "failed"
            raise ModelError(f"{type(exc).__name__}: {exc}") from exc
        if not response.choices:
            raise ModelError("The provider answered with no choices.")
        content = response.choices[0].message.content
        if content is None:
            raise ModelError("The provider answered with no content.")
        usage = response.usage
        return ModelReply(
            content=content,
            model=response.model or self.name,
            prompt_tokens=usage.prompt_tokens if usage else None,
            completion_tokens=usage.completion_tokens if usage else None,
        )


def get_model_client(config: dict[str, Any] | None = None) -> ModelClient:
    """The configured model, or the offline compactor when no endpoint is set."""
    cfg = config if config is not None else settings.MEMORY_LLM
    base_url = str(cfg.get("base_url") or "").strip()
    if not base_url:
        # An honest extract: only sentences the rule pack passes (ENGINE.md section 9).
        return OfflineCompactor(keep=lambda sentence: not rulepack.validator().check(sentence))
    return OpenAIModelClient(
        base_url=base_url,
        api_key=str(cfg.get("api_key") or ""),
        model=str(cfg.get("model") or "gpt-4o-mini"),
        timeout=float(str(cfg.get("timeout") or 30)),
    )
