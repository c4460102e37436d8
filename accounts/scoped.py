"""Writes that name the account in their WHERE clause, where Django's own would not.

``Model.save()``, ``bulk_update`` and ``delete()`` (with its collector's SET
NULL updates) find rows by primary key alone. On a database distributed by
account (docs/scale-out.md) such a statement goes to every shard; these
helpers write the same rows with ``account_id`` in the filter, so each is
served by the account's shard alone. ``tests/ops/test_scale_out_sql.py``
proves the per-turn path, compaction and forgetting use nothing else.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any, TypeVar

from django.db import DEFAULT_DB_ALIAS, connection, connections, models
from django.db.models import Case, Value, When
from django.db.models.functions import Cast

M = TypeVar("M", bound=models.Model)


@functools.cache
def _insert_statement(model: type[models.Model]) -> tuple[str, list[Any]]:
    db = connections[DEFAULT_DB_ALIAS]
    quote = db.ops.quote_name
    fields = [f for f in model._meta.concrete_fields if not f.primary_key]
    pk = model._meta.pk
    assert pk is not None and pk.db_returning, "row_insert is for models with an auto key"
    sql = (
        f"INSERT INTO {quote(model._meta.db_table)} "
        f"({', '.join(quote(str(f.column)) for f in fields)}) "
        f"VALUES ({', '.join(['%s'] * len(fields))}) RETURNING {quote(str(pk.column))}"
    )
    return sql, fields


def row_insert(instance: models.Model) -> None:
    """``instance.save()`` of a new row, its INSERT written once per model rather than
    compiled each time (compaction writes a batch and an attempt on every run).

    Every concrete field is written as ``save`` would write it (``pre_save``, then
    the database's form); the key comes back by RETURNING. No model signals are
    sent: used only for models nothing listens to.
    """
    sql, params = insert_statement(instance)
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        inserted(instance, cursor.fetchone()[0])


def insert_statement(instance: models.Model) -> tuple[str, list[Any]]:
    """The INSERT … RETURNING of ``row_insert`` and its values, for a caller that runs
    it inside a larger statement; ``inserted`` then records the key it returned."""
    db = connections[DEFAULT_DB_ALIAS]
    sql, fields = _insert_statement(type(instance))
    return sql, [f.get_db_prep_save(f.pre_save(instance, True), db) for f in fields]


def inserted(instance: models.Model, pk: Any) -> None:
    """The instance as stored under ``pk``: saving it again would be an update."""
    instance.pk = pk
    instance._state.adding, instance._state.db = False, connection.alias


def row_update(instance: models.Model, **values: Any) -> int:
    """``instance.save(update_fields=…)`` with the account in the filter; sets the attributes."""
    for name, value in values.items():
        setattr(instance, name, value)
    account_id = instance.account_id  # type: ignore[attr-defined]
    mine = type(instance)._default_manager.filter(account_id=account_id, pk=instance.pk)
    return int(mine.update(**values))


def rows_update(qs: models.QuerySet[M], rows: Sequence[M], fields: Sequence[str]) -> int:
    """``bulk_update(rows, fields)`` through ``qs``, whose filter names the account: one UPDATE."""
    if not rows:
        return 0
    model = qs.model
    values: dict[str, Any] = {}
    for name in fields:
        field = model._meta.get_field(name)
        assert isinstance(field, models.Field), f"{name} is a relation's reverse side"
        case: Any = Case(
            *[When(pk=row.pk, then=Value(getattr(row, name), output_field=field)) for row in rows],
            output_field=field,
        )
        if connection.features.requires_casted_case_in_updates:
            case = Cast(case, output_field=field)
        values[name] = case
    return int(qs.filter(pk__in=[row.pk for row in rows]).update(**values))


def rows_delete(model: type[models.Model], *, account_id: int, pks: Sequence[Any]) -> int:
    """Delete rows of one account by pk, clearing what points at them with the account named.

    Handles the relations this schema has (SET_NULL from per-account tables);
    any other kind raises, so a new relation is dealt with here, not missed.
    """
    if not pks:
        return 0
    for rel in model._meta.related_objects:
        if rel.on_delete is not models.SET_NULL:
            raise NotImplementedError(f"{rel.related_model.__name__}.{rel.field.name}")
        related = rel.related_model._default_manager.filter(
            account_id=account_id, **{f"{rel.field.name}__in": pks}
        )
        related.update(**{rel.field.name: None})
    qs = model._default_manager.filter(account_id=account_id, pk__in=pks)
    # Every pointer is cleared above: the plain DELETE the collector would end with.
    return int(qs._raw_delete(qs.db))
