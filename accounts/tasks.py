"""Celery's autodiscovery imports ``accounts.tasks``: this registers every concern's tasks.

Each concern keeps its tasks beside its services (``accounts/<concern>/tasks.py``);
task names never change (settings and beat entries name them).
"""

from accounts.compaction import tasks as compaction_tasks  # noqa: F401
from accounts.forgetting import tasks as forgetting_tasks  # noqa: F401
from accounts.shadow import tasks as shadow_tasks  # noqa: F401
