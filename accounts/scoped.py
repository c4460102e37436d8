"""Writes that name the account in their WHERE clause, where Django's own would not.

``Model.save()``, ``bulk_update`` and ``delete()`` (with its collector's SET
NULL updates) find rows by primary key alone. On a database distributed by
account (docs/scale-out.md) such a statement goes to every shard; these
helpers write the same rows with ``account_id`` in the filter, so each is
served by the account's shard alone. ``tests/ops/test_scale_out_sql.py``
proves the per-turn path, compaction and forgetting use nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from django.db import connection, models
from django.db.models import Case, Value, When
from django.db.models.functions import Cast

M = TypeVar("M", bound=models.Model)


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
    return int(qs._raw_delete(qs.db))  # type: ignore[attr-defined]
