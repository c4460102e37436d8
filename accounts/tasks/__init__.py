"""Celery tasks, one module per area. Each task takes ids, fetches, and calls a service.

Celery's autodiscovery imports ``accounts.tasks``; the imports below register
every area's tasks.
"""

from accounts.tasks import compaction, forgetting, retention  # noqa: F401
