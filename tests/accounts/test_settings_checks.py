"""Settings the guarantees rest on are checked, not only commented."""

from typing import Any

from accounts.checks import task_delivery_settings
from memoryadmin.celery import app


def test_shipped_task_settings_pass() -> None:
    assert task_delivery_settings() == []


def test_a_time_limit_at_or_above_the_visibility_timeout_fails_check(settings: Any) -> None:
    settings.CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": 600}
    settings.CELERY_TASK_TIME_LIMIT = 600
    assert [e.id for e in task_delivery_settings()] == ["memory.E011"]


def test_early_acks_fail_check(settings: Any) -> None:
    settings.CELERY_TASK_ACKS_LATE = False
    assert [e.id for e in task_delivery_settings()] == ["memory.E010"]


def test_every_beat_entry_names_a_registered_task(settings: Any) -> None:
    app.loader.import_default_modules()
    names = {entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()}
    assert names >= {"accounts.compaction.scan", "accounts.shadow.purge", "accounts.forget.sweep"}
    assert names <= set(app.tasks), names - set(app.tasks)
