from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "accounts"
    verbose_name = "Memory engine accounts"

    def ready(self) -> None:
        # Load the Celery app here rather than in memoryadmin/__init__.py, so that
        # importing the pure engine never pulls in Celery's Django fixup.
        from django.db.backends.signals import connection_created

        import memoryadmin.celery  # noqa: F401
        from accounts import (
            checks,  # noqa: F401  (system checks)
            scheduler,
        )
        from accounts.api import throttles  # noqa: F401  (the account-creation signals)
        from accounts.rollout import selectors  # noqa: F401  (the setting cache's signal)
        from memoryadmin.ops import dbpool

        # A pooled connection given again: the database is back (memoryadmin/ops/dbpool.py).
        connection_created.connect(dbpool.connection_back, dispatch_uid="dbpool-back")

        # The embedded default (no broker, no beat) compacts by itself.
        if scheduler.wanted():
            scheduler.start()
