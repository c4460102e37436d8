"""The one access helper every console view goes through.

Roles are Django groups (created by a migration). A request outside a role
is refused with 403 and logged, and the refusal is stored for review.

Projects (docs/screens.md "Scoped by project"): a console user sees only the
projects they are granted (``projects_of``). Every view reads through
``scoped`` (a queryset kept to them) or a selector handed ``projects_of(user)``;
what belongs to another project answers 404, as if it did not exist: an object
named in the URL (``account_or_404``, ``object_or_404``) and a project named in
the query or a form (``require`` checks every ``project`` field). Changes that
reach every project at once need ops granted every project (403 otherwise).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.db.models import Model, QuerySet
from django.http import Http404, HttpRequest, HttpResponse

from accounts.audit import actor_name
from accounts.grants import scope_of
from accounts.models import Account, RefusedAccess
from accounts.scope import NO_PROJECT, ProjectScope

M = TypeVar("M", bound=Model)

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
    # Changes that reach every project at once: the global mode and the kill switch,
    # resuming compaction for everyone, and who is granted which project.
    "rollout_global": {OPS},
    "compaction_resume": {OPS},
    "grants": {OPS},
}
# The capabilities above that also need the every-project grant, and the role's
# capability a refusal names to someone without the role.
EVERY_PROJECT_ONLY = {
    "rollout_global": "rollout",
    "compaction_resume": "compaction",
    "grants": "ops",
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


def projects_of(user: Any) -> ProjectScope:
    """The projects ``user`` is granted (read once per request, kept on the user)."""
    if not getattr(user, "is_authenticated", False):
        return NO_PROJECT
    cached: ProjectScope | None = getattr(user, "_console_scope", None)
    if cached is None:
        cached = scope_of(user)
        user._console_scope = cached
    return cached


def scoped(qs: QuerySet[M], user: Any) -> QuerySet[M]:
    """``qs`` kept to the projects ``user`` is granted: the console's one project filter."""
    return projects_of(user).narrow(qs)


def can(user: Any, capability: str) -> bool:
    if not roles_of(user) & CAN[capability]:
        return False
    return capability not in EVERY_PROJECT_ONLY or projects_of(user).every


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
    if capability in EVERY_PROJECT_ONLY:
        if roles_of(request.user) & CAN[capability]:
            raise PermissionDenied(
                "This changes every project at once: it needs ops granted every project."
            )
        capability = EVERY_PROJECT_ONLY[capability]
    raise PermissionDenied(f"This needs the {capability} permission.")


def projects_named(request: HttpRequest) -> list[str]:
    """The project slugs a request names: ``project`` in its query or form, with any
    form prefix (``p-project``)."""
    named = []
    for data in (request.GET, request.POST):
        for key in data:
            if key == "project" or key.endswith("-project"):
                named += [v.strip() for v in data.getlist(key) if v.strip()]
    return named


def check_projects_named(request: HttpRequest) -> None:
    """404 when the request names a project the user is not granted (known or not: an
    ungranted project and a missing one answer alike)."""
    scope = projects_of(request.user)
    for slug in projects_named(request):
        if not scope.allows_slug(slug):
            raise Http404(f"No project {slug!r} among the projects you are granted.")


def object_or_404(user: Any, qs: QuerySet[M], what: str = "No such item.", **lookup: Any) -> M:
    """The one object ``lookup`` finds in ``qs`` within the user's projects, else 404."""
    found = scoped(qs, user).filter(**lookup).first()
    if found is None:
        raise Http404(what)
    return found


class AmbiguousAccount(Exception):
    """An account id held by several projects, named without a project."""

    def __init__(self, external_id: str, accounts: list[Account]) -> None:
        super().__init__(f"Several projects have an account {external_id!r}.")
        self.external_id = external_id
        self.accounts = accounts


def accounts_with_id(user: Any, external_id: str) -> list[Account]:
    """Every account with this id in the projects ``user`` is granted, by project."""
    qs = Account.objects.filter(external_id=external_id).select_related("project")
    return list(scoped(qs, user).order_by("project__slug"))


def account_or_404(user: Any, external_id: str, project: str | None = None) -> Account:
    """The account ``external_id`` of the project with slug ``project``, among the
    projects ``user`` is granted (another project's is not found: 404).

    Without a project: the one account with that id, 404 when none, and
    ``AmbiguousAccount`` (the console's chooser) when several projects hold it.
    """
    found = accounts_with_id(user, external_id)
    if project:
        found = [a for a in found if a.project.slug == project]
    if not found:
        raise Http404("No such account.")
    if len(found) > 1:
        raise AmbiguousAccount(external_id, found)
    return found[0]


def account_of_request(request: HttpRequest, external_id: str) -> Account:
    """``account_or_404`` with the project the request names (``?project=``, or a form field)."""
    project = request.GET.get("project") or request.POST.get("project") or None
    return account_or_404(request.user, external_id, project)


def require(
    capability: str,
) -> Callable[[Callable[..., HttpResponse]], Callable[..., HttpResponse]]:
    """Decorator: signed in (else redirect to log in), allowed (else 403, logged), and
    naming no project beyond the user's grants (else 404)."""

    def decorate(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @login_required
        @wraps(view)
        def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
            if not can(request.user, capability):
                refuse(request, capability)
            check_projects_named(request)
            return view(request, *args, **kwargs)

        return wrapped

    return decorate


def console_context(request: HttpRequest) -> dict[str, Any]:
    user = getattr(request, "user", None)
    return {
        "can": {cap: can(user, cap) for cap in CAN},
        "roles": sorted(roles_of(user)),
        # Whether the reader sees every project (pages say what a narrower grant leaves out).
        "every_project": projects_of(user).every,
    }
