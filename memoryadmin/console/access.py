"""The one access helper every console view goes through.

Roles are Django groups (created by a migration). A request outside a role
is refused with 403 and logged, and the refusal is stored for review.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse

from accounts.audit import actor_name
from accounts.models import RefusedAccess

log = logging.getLogger("memory.console.access")

OPS, SUPPORT, REVIEWER, VIEWER = "ops", "support", "reviewer", "viewer"
ROLES = (OPS, SUPPORT, REVIEWER, VIEWER)

# What each capability needs. Reading is open to every role (but the review screens);
# acting is not.
CAN = {
    "read": set(ROLES),
    "rollout": {OPS},
    "compaction": {OPS},
    "review": {REVIEWER},
    # The review screens: reviewers judge there, ops open an attempt from a compaction
    # batch. Viewers and support have no Review link and get 403 if they type the URL.
    "review_read": {REVIEWER, OPS},
    "facts": {SUPPORT},
    "forget": {SUPPORT},
    "timezone": {OPS, SUPPORT},  # an account's time zone, which its stamps use
    "keys": {OPS},
}


def roles_of(user: Any) -> set[str]:
    if not getattr(user, "is_authenticated", False):
        return set()
    cached: set[str] | None = getattr(user, "_console_roles", None)
    if cached is None:
        cached = set(user.groups.values_list("name", flat=True))
        if user.is_superuser:
            cached |= set(ROLES)
        user._console_roles = cached
    return cached


def can(user: Any, capability: str) -> bool:
    return bool(roles_of(user) & CAN[capability])


def refuse(request: HttpRequest, capability: str) -> None:
    log.warning(
        "refused %s %s for %s: needs %s",
        request.method,
        request.path,
        actor_name(request.user),
        capability,
    )
    RefusedAccess.objects.create(
        user=request.user if request.user.is_authenticated else None,
        path=request.path[:500],
        method=request.method or "",
        needed=capability,
    )
    raise PermissionDenied(f"This needs the {capability} permission.")


def require(
    capability: str,
) -> Callable[[Callable[..., HttpResponse]], Callable[..., HttpResponse]]:
    """Decorator: signed in (else redirect to log in) and allowed (else 403, logged)."""

    def decorate(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @login_required
        @wraps(view)
        def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            if not can(request.user, capability):
                refuse(request, capability)
            return view(request, *args, **kwargs)

        return wrapped

    return decorate


def console_context(request: HttpRequest) -> dict[str, Any]:
    user = getattr(request, "user", None)
    return {"can": {cap: can(user, cap) for cap in CAN}, "roles": sorted(roles_of(user))}
