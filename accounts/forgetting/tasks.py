"""Forget requests' background steps. Each task takes a request id, never a word."""

from __future__ import annotations

from celery import shared_task

from accounts.forgetting import redaction


@shared_task(name="accounts.forget.redact", ignore_result=True)
def forget_redact(request_id: int) -> None:
    """Rewrite or clear the summary, scrub the artifacts, verify. Idempotent."""
    redaction.forget_redact(request_id=request_id)


@shared_task(name="accounts.forget.sweep", ignore_result=True)
def forget_sweep() -> None:
    """Run again what failed (with backoff) or was lost with a worker; re-verify finished ones."""
    for request_id in redaction.forget_sweep():
        forget_redact.delay(request_id)
    redaction.forget_reverify()
