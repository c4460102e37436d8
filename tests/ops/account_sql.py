"""Does a SQL statement stay inside one account? The check behind docs/scale-out.md.

On a distributed PostgreSQL (Citus, distribution column ``account_id``) or
with tables hash-partitioned by account, a statement is served by one shard
only when every per-account table it reads or writes is pinned to one
account: compared with an account id (``= 5``, ``IN (…)``, ``= %s``), or joined
on ``account_id`` to a table that is. Rows are inserted with their
``account_id``. ``accounts_account`` is pinned by its own ``id`` (its
distribution column) or, for the per-turn lookup of the agent's id, by
``external_id`` (the directory lookup of the plan).

The parse is token-level (sqlparse): table instances are what follows FROM,
JOIN, INTO and UPDATE (with their aliases); a column reference counts as a
filter only when a comparison operator or IN follows or precedes it, so the
``account_id`` of a SELECT list never passes for one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

import sqlparse
from sqlparse import tokens as T
from sqlparse.sql import Token

from accounts.models import (
    Account,
    CompactionAttempt,
    CompactionBatch,
    Fact,
    FactProposal,
    ForgetRequest,
    ForgottenWord,
    Message,
    ShadowRecord,
    SummaryVersion,
)

# Table → the columns that pin a row of it to one account.
PER_ACCOUNT: dict[str, tuple[str, ...]] = {
    m._meta.db_table: ("account_id",)
    for m in (
        Message,
        ShadowRecord,
        SummaryVersion,
        CompactionBatch,
        CompactionAttempt,
        Fact,
        FactProposal,
        ForgetRequest,
        ForgottenWord,
    )
}
PER_ACCOUNT[Account._meta.db_table] = ("id", "external_id")

_INTRO = {"FROM", "JOIN", "INTO", "UPDATE"}
_STOP_ALIAS = {
    "WHERE", "ON", "SET", "INNER", "LEFT", "RIGHT", "OUTER", "FULL", "CROSS", "JOIN", "GROUP",
    "ORDER", "LIMIT", "OFFSET", "UNION", "VALUES", "SELECT", "RETURNING", "FOR", "HAVING",
    "WINDOW", "EXCEPT", "INTERSECT", "USING", "DEFAULT",
}  # fmt: skip


def _unquote(value: str) -> str:
    return value.strip('"`[]').lower()


def _is_name(tok: Token) -> bool:
    return tok.ttype in T.Name or tok.ttype is T.Literal.String.Symbol


@dataclass
class _Instance:
    table: str
    alias: str | None
    intro: str
    position: int
    insert_columns: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.alias or self.table


def _word(tok: Token) -> str:
    return tok.normalized.upper() if tok.is_keyword else ""


def _tokens(statement: sqlparse.sql.Statement) -> list[Token]:
    return [t for t in statement.flatten() if not t.is_whitespace and t.ttype not in T.Comment]


def _instances(toks: list[Token]) -> list[_Instance]:
    found: list[_Instance] = []
    for i, tok in enumerate(toks):
        word = _word(tok)
        if not (word in _INTRO or word.endswith(" JOIN")):
            continue
        if word == "UPDATE" and i and _word(toks[i - 1]) in {"FOR", "DO"}:
            continue  # SELECT … FOR UPDATE, ON CONFLICT … DO UPDATE
        if i + 1 >= len(toks) or not _is_name(toks[i + 1]):
            continue
        table = _unquote(toks[i + 1].value)
        if table not in PER_ACCOUNT:
            continue
        j = i + 2
        if j < len(toks) and _word(toks[j]) == "AS":
            j += 1
        alias = None
        if j < len(toks) and _is_name(toks[j]) and toks[j].value.upper() not in _STOP_ALIAS:
            alias = _unquote(toks[j].value)
        inst = _Instance(table=table, alias=alias, intro=word, position=i)
        if word == "INTO" and j < len(toks) and toks[j].value == "(":
            k = j + 1
            while k < len(toks) and toks[k].value != ")":
                if _is_name(toks[k]):
                    inst.insert_columns.append(_unquote(toks[k].value))
                k += 1
        found.append(inst)
    return found


@dataclass(frozen=True)
class _Ref:
    qualifier: str | None
    column: str
    start: int
    end: int  # index after the reference


def _ref_at(toks: list[Token], i: int) -> _Ref | None:
    if i < 0 or i >= len(toks) or not _is_name(toks[i]):
        return None
    if i + 2 < len(toks) and toks[i + 1].value == "." and _is_name(toks[i + 2]):
        return _Ref(_unquote(toks[i].value), _unquote(toks[i + 2].value), i, i + 3)
    if i >= 2 and toks[i - 1].value == "." and _is_name(toks[i - 2]):
        return None  # the column half of a qualified reference: seen from its start
    return _Ref(None, _unquote(toks[i].value), i, i + 1)


def _is_comparison(tok: Token) -> bool:
    return tok.ttype is T.Operator.Comparison or _word(tok) in {"IN", "=", "ANY"}


def _pins(toks: list[Token]) -> tuple[set[tuple[str | None, str]], list[tuple[_Ref, _Ref]]]:
    """Column references compared with a value, and pairs of columns compared with each other."""
    to_value: set[tuple[str | None, str]] = set()
    joins: list[tuple[_Ref, _Ref]] = []
    i = 0
    while i < len(toks):
        ref = _ref_at(toks, i)
        if ref is None:
            i += 1
            continue
        after = ref.end
        if after < len(toks) and _is_comparison(toks[after]):
            other = _ref_at(toks, after + 1)
            if other is not None and toks[after].value != "(":
                joins.append((ref, other))
            else:
                to_value.add((ref.qualifier, ref.column))
        elif ref.start >= 1 and _is_comparison(toks[ref.start - 1]):
            before = ref.start - 2
            # "x = alias.col": seen from x already when x is a column; else a value.
            prev = _ref_at(toks, before) if before >= 0 else None
            if prev is None and not (before >= 2 and toks[before - 1].value == "."):
                to_value.add((ref.qualifier, ref.column))
        i = ref.end
    return to_value, joins


def _matches(inst: _Instance, qualifier: str | None, column: str, many: bool) -> bool:
    if column not in PER_ACCOUNT[inst.table]:
        return False
    if qualifier is None:
        return not many or inst.alias is None
    return qualifier == inst.name or (inst.alias is None and qualifier == inst.table)


def statement_problems(sql: str) -> list[str]:
    """Why ``sql`` is not confined to one account; empty when it is."""
    problems: list[str] = []
    for statement in sqlparse.parse(sql):
        toks = _tokens(statement)
        instances = _instances(toks)
        if not instances:
            continue
        many = len(instances) > 1
        to_value, joins = _pins(toks)
        pinned = {
            id(inst)
            for inst in instances
            if any(_matches(inst, q, c, many) for q, c in to_value)
        }
        changed = True
        while changed:  # pinned through a join on the account column
            changed = False
            for a, b in joins:
                for x, y in ((a, b), (b, a)):
                    src = [i for i in instances if id(i) in pinned and _matches(i, *_qc(x), many)]
                    dst = [
                        i for i in instances if id(i) not in pinned and _matches(i, *_qc(y), many)
                    ]
                    if src and dst:
                        pinned.update(id(i) for i in dst)
                        changed = True
        for inst in instances:
            if inst.intro == "INTO":
                if not set(inst.insert_columns) & set(PER_ACCOUNT[inst.table]):
                    problems.append(f"inserts into {inst.table} without its account column")
            elif id(inst) not in pinned:
                problems.append(
                    f"{inst.table}"
                    + (f" (as {inst.alias})" if inst.alias else "")
                    + f" is not filtered by {' or '.join(PER_ACCOUNT[inst.table])}"
                )
    return problems


def _qc(ref: _Ref) -> tuple[str | None, str]:
    return ref.qualifier, ref.column


def unscoped(sqls: Iterable[str]) -> list[tuple[str, list[str]]]:
    """Every statement of ``sqls`` that is not confined to one account, with why."""
    out = []
    for sql in sqls:
        problems = statement_problems(sql)
        if problems:
            out.append((sql, problems))
    return out
