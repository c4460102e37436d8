"""The MCP tools: what the engine remembers of an account, a stated fact, a forget.

Each tool is a thin wrapper over the very functions the HTTP API's views
call (``memory_out``, ``stated_fact_save``, ``forget_input``/``forget_file``),
so the input rules, the fact screens (secrets, authority), the project
scoping (an account of another project is "not found") and the audit are the
API's own. Errors come back as tool errors carrying the API's error message.

Tools run on a worker thread (the SDK runs a sync tool there), so the ORM is
used as a request would use it: stale connections closed before and after.
Which key calls is the transport's business: ``key_of`` reads it from the
HTTP request (``accounts.mcp.http``) or holds the one ``mcp_stdio`` was given.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeVar

from django.db import close_old_connections
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import BaseModel, Field
from rest_framework.exceptions import APIException, ValidationError

from accounts.api.errors import exception_handler
from accounts.api.facts_api import stated_fact_save
from accounts.api.inputs import account_id, existing_account, project_of_key
from accounts.api.middleware import database_unreachable
from accounts.api.permissions import key_may_write
from accounts.api.serializers import FactOutSerializer
from accounts.api.views import memory_out
from accounts.api.views_forget import ForgetOutSerializer, forget_file, forget_input
from accounts.errors import Conflict, InvalidInput
from accounts.facts.services import KEY_MAX, NOTE_MAX, StatedFactRefused
from accounts.models import ApiKey, FactKind

log = logging.getLogger("memory.mcp")

T = TypeVar("T")
KeyOf = Callable[[Context], ApiKey]

# How each door names itself in the audit log's reasons.
VIA = "MCP"

AccountArg = Annotated[
    str,
    Field(
        min_length=1,
        max_length=128,
        description="The agent's own account id for the customer (as in the HTTP API).",
    ),
]
# The kinds as a Literal built from FactKind, so the tool's schema lists them; a type
# checker cannot read a Literal built at run time, and sees the str it is.
if TYPE_CHECKING:
    KindArg = str
else:
    KindArg = Literal[tuple(FactKind.values)]


class FactOut(BaseModel):
    key: str
    kind: str
    note: str
    origin: Literal["stated", "inferred"] = Field(
        description="stated: the user said it; inferred: picked up from the conversation."
    )
    confidence: float | None
    evidence: str | None
    learned_at: str | None


class RecallOut(BaseModel):
    account: str
    summary: str | None
    covered_through_seq: int | None
    pending_messages: int
    facts: list[FactOut]


class RememberOut(BaseModel):
    account: str
    stored: bool = Field(description="false: the same fact was stated before; nothing changed.")
    fact: FactOut


class ForgetOut(BaseModel):
    account: str
    id: int
    status: str
    everything: bool
    key_id: str
    deadline: str
    kept: list[str]
    note: str


def memory_server(key_of: KeyOf, *, name: str = "memoryadmin") -> MCPServer:
    """The MCP server with the three tools; ``key_of`` names the calling key per call."""
    server = MCPServer(
        name,
        title="Memory engine",
        instructions=(
            "The customer's memory: recall what is remembered about an account, remember "
            "a fact the customer stated, forget a fact or everything. Secrets (PINs, "
            "passwords, OTPs) and anything that would change what the agent may do "
            "without checks are refused."
        ),
    )

    @server.tool(annotations=ToolAnnotations(read_only_hint=True, idempotent_hint=True))
    def recall(account: AccountArg, ctx: Context) -> Annotated[CallToolResult, RecallOut]:
        """What the engine remembers about the account: the summary of past conversations
        and the facts, each marked stated (the customer said it) or picked up (inferred
        from the conversation)."""
        return _door(lambda: _recall(key_of(ctx), account))

    @server.tool(annotations=ToolAnnotations(destructive_hint=False, idempotent_hint=True))
    def remember(
        account: AccountArg,
        key: Annotated[
            str,
            Field(
                min_length=1,
                max_length=KEY_MAX,
                description='A short name for the fact, e.g. "wife" or "rent_day".',
            ),
        ],
        kind: KindArg,
        note: Annotated[
            str,
            Field(
                min_length=1,
                max_length=NOTE_MAX,
                description='The fact in one sentence, e.g. "Wife is Martha".',
            ),
        ],
        ctx: Context,
    ) -> Annotated[CallToolResult, RememberOut]:
        """Remember a fact the customer stated explicitly. It replaces an older fact with
        the same key. Secrets and facts that would weaken a check (\"don't ask for my
        PIN\") are refused and nothing is stored."""
        body = {"key": key, "kind": kind, "note": note}
        return _door(lambda: _remember(key_of(ctx), account, body))

    @server.tool(annotations=ToolAnnotations(destructive_hint=True, idempotent_hint=False))
    def forget(
        account: AccountArg,
        ctx: Context,
        key: Annotated[
            str | None,
            Field(max_length=128, description="The key of the fact to forget."),
        ] = None,
        everything: Annotated[
            bool,
            Field(description="true: forget every fact and the summary. Give this or key."),
        ] = False,
    ) -> Annotated[CallToolResult, ForgetOut]:
        """Forget one fact (by key) or everything the engine remembers of the account.
        Messages and transactions are kept: they are the banking record."""
        body: dict[str, Any] = {} if key is None else {"key": key}
        if everything:
            body["everything"] = True
        return _door(lambda: _forget(key_of(ctx), account, body))

    return server


# --- the tools' bodies: the API's own functions -----------------------------------


def _recall(key: ApiKey, account: str) -> CallToolResult:
    acct = existing_account(account, project_of_key(key))
    out = RecallOut(account=acct.external_id, **memory_out(acct))
    lines = [f"Summary: {out.summary}" if out.summary else "Summary: none yet."]
    if out.facts:
        lines.append("Facts:")
        for f in out.facts:
            said = "stated by the customer" if f.origin == "stated" else "picked up"
            lines.append(f"- {f.key} ({f.kind}, {said}): {f.note}")
    else:
        lines.append("Facts: none.")
    return _result("\n".join(lines), out)


def _remember(key: ApiKey, account: str, body: dict[str, Any]) -> CallToolResult:
    key_may_write(key)
    external_id = account_id(account)
    try:
        fact, created = stated_fact_save(
            body=body, external_id=external_id, project=project_of_key(key)
        )
    except ValidationError as exc:
        refused = exc.__cause__
        if isinstance(refused, StatedFactRefused):
            # The same refusal the API answers, said once: which screen, and why.
            raise ToolError(
                f"Not remembered, and nothing was stored: {refused.reason} "
                f"(screen: {refused.screen})"
            ) from exc
        raise
    out = RememberOut(
        account=external_id, stored=created, fact=FactOut(**FactOutSerializer(fact).data)
    )
    verb = "Remembered" if created else "Already remembered"
    return _result(f"{verb} (stated): {fact.key} ({fact.kind}): {fact.note}", out)


def _forget(key: ApiKey, account: str, body: dict[str, Any]) -> CallToolResult:
    key_may_write(key)
    account_id(account)
    data = forget_input(body)
    acct = existing_account(account, project_of_key(key))
    filed = forget_file(account=acct, data=data, actor=f"api-key:{key.name}", via=VIA)
    out = ForgetOut(account=acct.external_id, **ForgetOutSerializer(filed).data)
    what = "everything" if out.everything else "the fact"
    return _result(f"Forget request {out.id} filed for {what} ({out.status}). {out.note}", out)


def _result(text: str, out: BaseModel) -> CallToolResult:
    return CallToolResult(
        content=[TextContent(type="text", text=text)],
        structured_content=out.model_dump(mode="json"),
    )


def _door(work: Callable[[], T]) -> T:
    """Run one tool call as a request runs: fresh connections, the API's errors as tool errors."""
    close_old_connections()
    try:
        return work()
    except ToolError:
        raise
    except (APIException, InvalidInput, Conflict) as exc:
        raise ToolError(api_message(exc)) from exc
    except Exception as exc:
        if database_unreachable(exc):
            raise ToolError("The database is unreachable; retry later.") from exc
        error_id = uuid.uuid4().hex[:16]
        log.exception("mcp tool failed error_id=%s", error_id)
        raise ToolError(f"The server failed to answer (error id {error_id}).") from exc
    finally:
        close_old_connections()


def api_message(exc: Exception) -> str:
    """The message the HTTP API answers this error with (its ``error.message``)."""
    response = exception_handler(exc, {})
    if response is None or not isinstance(response.data, dict):
        return str(exc)
    error = response.data.get("error")
    return str(error.get("message")) if isinstance(error, dict) else str(exc)
