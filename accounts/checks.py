"""System checks: ``manage.py check`` fails when a pack's tool is unclassified."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core import checks

from memoryadmin.engine.types import Volatility
from memoryadmin.packs import load_pack


@checks.register()
def tools_classified(app_configs: Any = None, **kwargs: Any) -> list[checks.CheckMessage]:
    errors: list[checks.CheckMessage] = []
    try:
        pack = load_pack(settings.MEMORY_RULE_PACK)
    except Exception as exc:  # an unloadable pack is itself the error to report
        return [
            checks.Error(
                f"Rule pack {settings.MEMORY_RULE_PACK!r} failed to load: {exc}", id="memory.E001"
            )
        ]
    tools = getattr(pack, "tools", None)
    if tools is None:
        return [checks.Error(f"Rule pack {pack.name!r} declares no tools enum.", id="memory.E002")]
    for tool in tools:
        try:
            value = pack.volatility_of(tool.value)
        except Exception as exc:
            value = None
            detail = f" ({type(exc).__name__}: {exc})"
        else:
            detail = ""
        if not isinstance(value, Volatility):
            errors.append(
                checks.Error(
                    f"Tool {tool.value!r} of pack {pack.name!r} has no volatility{detail}.",
                    hint="Classify it live, event or stable by meaning: would repeating it "
                    "later, out of context, ever be wrong?",
                    id="memory.E003",
                )
            )
    return errors


@checks.register()
def task_delivery_settings(app_configs: Any = None, **kwargs: Any) -> list[checks.CheckMessage]:
    """A worker killed mid-task must lose nothing, and two workers must never share a task.

    That needs late acks with requeue on a lost worker, and a task time limit
    below the broker's visibility timeout: otherwise the broker hands a task
    still running to a second worker.
    """
    errors: list[checks.CheckMessage] = []
    if not (settings.CELERY_TASK_ACKS_LATE and settings.CELERY_TASK_REJECT_ON_WORKER_LOST):
        errors.append(
            checks.Error(
                "Celery must ack late and requeue on a lost worker, or a killed worker "
                "loses its batch.",
                hint="Set CELERY_TASK_ACKS_LATE and CELERY_TASK_REJECT_ON_WORKER_LOST.",
                id="memory.E010",
            )
        )
    visibility = settings.CELERY_BROKER_TRANSPORT_OPTIONS.get("visibility_timeout", 3600)
    if visibility <= settings.CELERY_TASK_TIME_LIMIT:
        errors.append(
            checks.Error(
                f"CELERY_TASK_TIME_LIMIT ({settings.CELERY_TASK_TIME_LIMIT}s) is not below the "
                f"broker's visibility timeout ({visibility}s): a task still running would be "
                "handed to a second worker.",
                hint="Lower CELERY_TASK_TIME_LIMIT or raise CELERY_VISIBILITY_TIMEOUT.",
                id="memory.E011",
            )
        )
    return errors


@checks.register(checks.Tags.security, deploy=True)
def no_demo_data(app_configs: Any = None, **kwargs: Any) -> list[checks.CheckMessage]:
    """``check --deploy`` fails while the demo's published key or logins are in the database.

    seed_demo refuses to run with DEBUG off, but a database seeded in development and then
    deployed would carry a key and passwords printed in the README.
    """
    from django.contrib.auth import get_user_model
    from django.db import DatabaseError

    from accounts.apikeys import hash_key
    from accounts.demo.conversations import DEMO_PASSWORD, DEMO_USERS
    from accounts.management.commands.seed_demo import DEMO_API_KEY
    from accounts.models import ApiKey

    try:
        found: list[str] = []
        if ApiKey.objects.filter(key_hash=hash_key(DEMO_API_KEY), revoked_at=None).exists():
            found.append("the demo API key")
        users = get_user_model().objects.filter(username__in=list(DEMO_USERS), is_active=True)
        demo_logins = sorted(u.get_username() for u in users if u.check_password(DEMO_PASSWORD))
        if demo_logins:
            found.append("demo logins with the published password (" + ", ".join(demo_logins) + ")")
    except DatabaseError:
        # Not migrated yet, or unreachable (a build step runs check --deploy before the
        # database exists): nothing seeded can be in it.
        return []
    if not found:
        return []
    return [
        checks.Error(
            "The database holds demo data: " + "; ".join(found) + ".",
            hint="Deploy a database that was never seeded, or revoke the key "
            "(manage.py api_keys revoke mk_demo_on --reason …) and delete the demo users.",
            id="memory.E030",
        )
    ]
