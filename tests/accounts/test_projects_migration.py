"""The projects migrations, run FORWARDS on a database populated before projects existed:
everything lands in ``default``, nothing is lost, and an old key still works."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from django.db import IntegrityError, connection, transaction
from django.db.migrations.executor import MigrationExecutor
from rest_framework.test import APIClient

from accounts.apikeys import hash_key

BEFORE = [("accounts", "0005_forgotten_phrase_digests")]  # the last state before projects
WHEN = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)
RAW_KEY = "mk_a-key-from-before-projects-existed-0123456789"


def _migrate(targets: list[tuple[str, str]]) -> Any:
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def _latest() -> list[tuple[str, str]]:
    return MigrationExecutor(connection).loader.graph.leaf_nodes()


def _populate(apps: Any) -> dict[str, Any]:
    """Accounts, messages, facts, a shadow record and keys, made with the models of the time."""
    Account = apps.get_model("accounts", "Account")
    Message = apps.get_model("accounts", "Message")
    Fact = apps.get_model("accounts", "Fact")
    ShadowRecord = apps.get_model("accounts", "ShadowRecord")
    ApiKey = apps.get_model("accounts", "ApiKey")
    ids = ["ada", "bola", "chidi"]
    for n, external_id in enumerate(ids):
        account = Account.objects.create(
            external_id=external_id,
            last_seq=3,
            allowlisted=n == 0,
            rollout_mode="enabled" if n == 0 else None,
            summary=f"Summary of {external_id}.",
            covered_through_seq=1,
            summary_version=1,
        )
        for seq in (1, 2, 3):
            Message.objects.create(
                account=account,
                seq=seq,
                external_id=f"m-{seq}",
                role="user" if seq % 2 else "assistant",
                content=f"{external_id} says {seq}",
                created_at=WHEN,
                token_count=5,
            )
        Fact.objects.create(account=account, key="pet", kind="personal", note="Has a dog")
        ShadowRecord.objects.create(
            account=account, given=[], engine=[], given_tokens=1, engine_tokens=2
        )
    ApiKey.objects.create(name="old-agent", prefix=RAW_KEY[:10], key_hash=hash_key(RAW_KEY))
    ApiKey.objects.create(
        name="old-revoked", prefix="mk_revoked", key_hash=hash_key("x"), revoked_at=WHEN
    )
    return {"ids": ids}


@pytest.mark.django_db(transaction=True)
def test_existing_data_moves_to_the_default_project() -> None:
    latest = _latest()
    try:
        old_apps = _migrate(BEFORE)
        assert "project" not in {
            f.name for f in old_apps.get_model("accounts", "Account")._meta.get_fields()
        }
        world = _populate(old_apps)
        _migrate(latest)

        from accounts.models import (
            Account,
            ApiKey,
            Fact,
            Message,
            Project,
            RolloutSetting,
            ShadowRecord,
        )

        default = Project.objects.get(slug="default")
        assert list(Project.objects.values_list("slug", flat=True)) == ["default"]
        accounts = list(Account.objects.order_by("external_id"))
        assert [a.external_id for a in accounts] == world["ids"]
        assert {a.project_id for a in accounts} == {default.pk}
        ada = accounts[0]
        assert (ada.allowlisted, ada.rollout_mode, ada.summary) == (
            True,
            "enabled",
            "Summary of ada.",
        )
        assert Message.objects.count() == 9 and Fact.objects.count() == 3
        assert ShadowRecord.objects.count() == 3
        assert sorted(Message.objects.filter(account=ada).values_list("content", flat=True)) == [
            "ada says 1",
            "ada says 2",
            "ada says 3",
        ]
        assert {k.project_id for k in ApiKey.objects.all()} == {default.pk}
        assert ApiKey.objects.get(name="old-revoked").revoked_at == WHEN
        assert not ApiKey.objects.get(name="old-agent").read_only
        assert RolloutSetting.current().project_modes == {}

        # An old key still works and sees the old accounts, now in ``default``.
        api = APIClient()
        api.credentials(HTTP_AUTHORIZATION=f"Bearer {RAW_KEY}")
        r = api.get("/api/v1/accounts/ada/messages")
        assert r.status_code == 200 and len(r.json()["results"]) == 3
        assert api.get("/api/v1/accounts/ada/memory").json()["summary"] == "Summary of ada."

        # Ids are unique per project now, not across projects.
        other = Project.objects.create(slug="other")
        Account.objects.create(project=other, external_id="ada")
        with pytest.raises(IntegrityError), transaction.atomic():
            Account.objects.create(project=default, external_id="ada")
    finally:
        _migrate(latest)
