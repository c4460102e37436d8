"""``ProjectGrant``: which projects a console user may see (``accounts.grants`` reads it).

A model of the ``accounts`` app, imported by ``accounts.models``; it names its
relations by string, so it imports nothing of the app.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.timezone import now


class ProjectGrant(models.Model):
    """A console user's access to one project's accounts, or to every project's.

    Every list, count and page of the console shows only what the user's grants
    cover (``accounts.grants``); a user with no grant sees no project. Exactly one
    of ``project`` and ``every_project`` is set.
    """

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="project_grants"
    )
    project = models.ForeignKey(
        "accounts.Project",
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="grants",
    )
    every_project = models.BooleanField(default=False)
    granted_at = models.DateTimeField(default=now)
    granted_by = models.CharField(max_length=150, blank=True, default="")

    class Meta:
        app_label = "accounts"
        constraints = [
            models.CheckConstraint(
                condition=models.Q(every_project=True, project__isnull=True)
                | models.Q(every_project=False, project__isnull=False),
                name="grant_one_project_or_every",
            ),
            models.UniqueConstraint(fields=["user", "project"], name="grant_project_once"),
            models.UniqueConstraint(
                fields=["user"],
                condition=models.Q(every_project=True),
                name="grant_every_project_once",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user_id}: {'every project' if self.every_project else self.project_id}"
