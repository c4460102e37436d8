from typing import Any

from django.apps import AppConfig, apps
from django.db.models.signals import post_migrate


def ensure_roles(sender: Any, using: str = "default", **kwargs: Any) -> None:
    """The roles exist after every migrate and every flush, not only the first migrate.

    Migration 0002 creates them; a flush (``manage.py flush``, or the end of a
    transactional test) empties auth_group and then sends post_migrate, so the
    roles come back and the console keeps working.
    """
    from django.contrib.auth.models import Group

    from memoryadmin.console.access import ROLES

    for name in ROLES:
        Group.objects.using(using).get_or_create(name=name)


class ConsoleConfig(AppConfig):
    name = "memoryadmin.console"
    label = "console"
    verbose_name = "Operator console"

    def ready(self) -> None:
        # Sent for apps with models only (this one has none), so listen for auth's.
        post_migrate.connect(
            ensure_roles, sender=apps.get_app_config("auth"), dispatch_uid="console.ensure_roles"
        )
        from django.contrib.auth.signals import user_logged_in

        from memoryadmin.console.middleware import IdleTimeoutMiddleware

        # The idle clock starts at sign-in, written with the session sign-in writes anyway.
        user_logged_in.connect(
            IdleTimeoutMiddleware.signed_in, dispatch_uid="console.idle_signed_in"
        )
