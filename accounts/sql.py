"""What a hand-written statement names, from the models' ``_meta``: tables and columns.

A few statements are written out rather than compiled by the ORM, for speed (the
turn's one read, compaction's claim and outcome, the per-turn insert). Each takes its
table names and column lists from here, so a renamed table or column moves them with
the model, and each is pinned to its ORM twin by an equivalence test on PostgreSQL
(tests/accounts/test_statements.py; the turn's read in tests/accounts/test_turn_reads.py).
Names are left unquoted: every table and column here is a plain lower-case identifier,
and the statements' text stays the one PostgreSQL prepares.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.db import models


def table(model: type[models.Model]) -> str:
    return model._meta.db_table


def column(model: type[models.Model], name: str) -> str:
    """The column of ``model``'s field ``name`` (a relation's is its ``_id`` column)."""
    field = model._meta.get_field(name)
    if not isinstance(field, models.Field) or not field.column:
        raise LookupError(f"{model.__name__}.{name} has no column")
    return field.column


def columns(model: type[models.Model], names: Iterable[str], *, alias: str = "") -> str:
    """The columns of these fields, comma-separated, each as ``alias.column`` when given."""
    prefix = f"{alias}." if alias else ""
    return ", ".join(prefix + column(model, name) for name in names)
