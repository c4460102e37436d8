"""Rollout per project in the database: the console's counts and filters and the compaction
scan agree with resolving each account one by one, whatever the projects' own modes."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from accounts.models import Account, AuditEntry, Project, RolloutSetting
from accounts.rollout.selectors import (
    MODES,
    accounts_per_mode,
    effective_mode_q,
    rollout_resolve,
    rollout_setting,
)
from accounts.rollout.services import rollout_allow, rollout_set_project_mode

pytestmark = pytest.mark.django_db

OWN = [None, "disabled", "shadow", "enabled", "garbage"]


@pytest.fixture
def grid() -> list[Project]:
    """Every (project, allowlisted, own mode) combination, twice over three projects."""
    projects = [
        Project.objects.get_or_create(slug="default")[0],
        Project.objects.create(slug="acme"),
        Project.objects.create(slug="bravo"),
    ]
    n = 0
    for project, listed, own in itertools.product(projects, (True, False), OWN):
        for _ in range(2):
            n += 1
            Account.objects.create(
                project=project, external_id=f"a{n}", allowlisted=listed, rollout_mode=own
            )
    return projects


SETUPS: list[dict[str, Any]] = [
    {"global": ("disabled", "allowlist"), "acme": None, "bravo": None},
    {"global": ("shadow", "everyone"), "acme": ("enabled", "allowlist"), "bravo": None},
    {
        "global": ("enabled", "everyone"),
        "acme": ("disabled", "everyone"),
        "bravo": ("shadow", "everyone"),
    },
    {
        "global": ("disabled", "everyone"),
        "acme": ("garbage", "everyone"),
        "bravo": ("enabled", "allowlist"),
    },
]


@pytest.mark.parametrize("setup", SETUPS)
def test_filters_and_counts_agree_with_each_account(
    setup: dict[str, Any], grid: list[Project], rollout: Any
) -> None:
    rollout(*setup["global"])
    setting = RolloutSetting.current()
    modes = {}
    for project in grid[1:]:
        if setup[project.slug]:
            mode, scope = setup[project.slug]
            modes[str(project.pk)] = {"mode": mode, "scope": scope, "slug": project.slug}
    setting.project_modes = modes
    setting.save()
    expected = {
        a.pk: rollout_resolve(account=a, setting=rollout_setting()).mode.value
        for a in Account.objects.all()
    }
    for mode in MODES:
        got = set(Account.objects.filter(effective_mode_q(mode)).values_list("pk", flat=True))
        assert got == {pk for pk, m in expected.items() if m == mode}, mode
    counts = accounts_per_mode()
    assert counts == {m: sum(1 for v in expected.values() if v == m) for m in MODES}
    for project in grid:
        mine = {a.pk for a in Account.objects.filter(project=project)}
        assert accounts_per_mode(project=project) == {
            m: sum(1 for pk, v in expected.items() if v == m and pk in mine) for m in MODES
        }


def test_a_projects_mode_reaches_the_compaction_scan(grid: list[Project], rollout: Any) -> None:
    from accounts.compaction.selectors import ACTIVE_MODES

    rollout("disabled", "allowlist")
    active = Account.objects.filter(effective_mode_q(*ACTIVE_MODES))
    acme = Account.objects.filter(project__slug="acme")
    own_mode = acme.filter(allowlisted=True, rollout_mode__in=["shadow", "enabled"])
    assert set(active.filter(project__slug="acme")) == set(own_mode)
    rollout_set_project_mode(
        actor="t", project=grid[1], mode="enabled", scope="everyone", reason="acme goes live"
    )
    active = Account.objects.filter(effective_mode_q(*ACTIVE_MODES))  # the filter is built now
    # Every acme account is active but those allowlisted with their own disabled/unknown mode.
    assert set(active.filter(project__slug="acme")) == set(
        acme.exclude(allowlisted=True, rollout_mode__in=["disabled", "garbage"])
    )
    others = Account.objects.exclude(project__slug="acme")
    assert set(active.exclude(project__slug="acme")) == set(
        others.filter(allowlisted=True, rollout_mode__in=["shadow", "enabled"])
    )


def test_allow_in_a_project_is_audited_under_its_project(grid: list[Project]) -> None:
    rollout_allow(
        actor="t", external_ids=["a1", "new"], mode="shadow", reason="r", project=grid[2]
    )
    allowed = AuditEntry.objects.filter(action="rollout.allow")
    targets = set(allowed.values_list("target", flat=True))
    assert targets == {"bravo:a1", "bravo:new"}
    assert Account.objects.get(project=grid[2], external_id="new").rollout_mode == "shadow"
    rollout_allow(actor="t", external_ids=["zed"], mode=None, reason="r")
    assert AuditEntry.objects.filter(action="rollout.allow", target="zed").exists()


@pytest.mark.postgres("the one-statement turn read is PostgreSQL's")
def test_the_one_statement_turn_read_is_scoped_and_follows_the_project_mode(
    rollout: Any,
) -> None:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from accounts.context.reads import turn_reads

    rollout("disabled", "allowlist")
    acme, bravo = Project.objects.create(slug="acme"), Project.objects.create(slug="bravo")
    ada = Account.objects.create(project=acme, external_id="ada")
    assert turn_reads(external_id="ada", setting=RolloutSetting.current(), project=bravo.pk) is None
    reads = turn_reads(external_id="ada", setting=RolloutSetting.current(), project=acme.pk)
    assert reads is not None and reads.account.pk == ada.pk and reads.newest_first is None
    rollout_set_project_mode(
        actor="t", project=acme, mode="enabled", scope="everyone", reason="acme goes live"
    )
    with CaptureQueriesContext(connection) as q:
        reads = turn_reads(external_id="ada", setting=RolloutSetting.current(), project=acme.pk)
        assert reads is not None and reads.newest_first == []  # read: the project is enabled
        # The account came with its project id: resolving it needs no other query.
        assert rollout_resolve(account=reads.account, setting=RolloutSetting.current()).level
    assert sum("accounts_account" in x["sql"] for x in q.captured_queries) == 1
