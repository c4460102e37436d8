from __future__ import annotations

from datetime import timedelta

from celery import shared_task
from django.conf import settings

from accounts import clock
from accounts.models import ShadowRecord


@shared_task(name="accounts.shadow.purge", ignore_result=True)
def shadow_purge() -> int:
    """Delete shadow records older than the retention period. Idempotent."""
    cutoff = clock.now() - timedelta(days=settings.MEMORY_SHADOW_RETENTION_DAYS)
    deleted, _ = ShadowRecord.objects.filter(created_at__lt=cutoff).delete()
    return deleted
