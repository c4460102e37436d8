"""Each account's engine state.

The message log is append-only: messages are the banking record, not memory,
so nothing here updates or deletes one (``MessageQuerySet`` refuses), except
the ``superseded`` flag of a reply the agent never received (``mark_superseded``).
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import models
from django.utils.timezone import now


class Volatility(models.TextChoices):
    LIVE = "live"
    EVENT = "event"
    STABLE = "stable"


class Mode(models.TextChoices):
    DISABLED = "disabled"
    SHADOW = "shadow"
    ENABLED = "enabled"


class Scope(models.TextChoices):
    ALLOWLIST = "allowlist"
    EVERYONE = "everyone"


DEFAULT_PROJECT = "default"


class Project(models.Model):
    """Whose agents and customers: every API key and every account belongs to one.

    Account ids are the agent's own, so two projects may hold the same id for
    different customers; a key only ever sees its own project's accounts.
    """

    slug = models.SlugField(max_length=64, unique=True)
    name = models.CharField(max_length=200, blank=True, default="")
    created_at = models.DateTimeField(default=now)

    class Meta:
        ordering = ["slug"]

    def __str__(self) -> str:
        return self.slug


def default_project_id() -> int:
    """The ``default`` project's id, created when missing (a flushed database, a fresh install).

    Reads only ``id`` and ``slug``, so it also serves as a migration's default.
    """
    found = Project.objects.filter(slug=DEFAULT_PROJECT).values_list("pk", flat=True).first()
    if found is not None:
        return int(found)
    project, _ = Project.objects.get_or_create(slug=DEFAULT_PROJECT, defaults={"name": "Default"})
    return int(project.pk)


class Account(models.Model):
    project = models.ForeignKey(
        Project, on_delete=models.PROTECT, related_name="accounts", default=default_project_id
    )
    # Unique per project (the constraint below); indexed alone for the console's lookups.
    external_id = models.CharField(max_length=128, db_index=True)
    timezone = models.CharField(max_length=64, default="UTC")
    created_at = models.DateTimeField(default=now)
    last_seq = models.BigIntegerField(default=0)

    # Rollout: on the allowlist when ``allowlisted``; ``rollout_mode`` is the
    # account's own mode there (null follows the global mode).
    allowlisted = models.BooleanField(default=False)
    rollout_mode = models.CharField(max_length=16, choices=Mode.choices, null=True, blank=True)

    # The current summary, kept on the account so a turn reads it with the account.
    summary = models.TextField(null=True, blank=True)
    covered_through_seq = models.BigIntegerField(null=True, blank=True)
    summary_version = models.IntegerField(default=0)

    # Compaction bookkeeping (claim with a conditional update; never a lock across a model call).
    compaction_claimed_by = models.CharField(max_length=128, blank=True, default="")
    compaction_claimed_until = models.DateTimeField(null=True, blank=True)
    compaction_failures = models.IntegerField(default=0)
    compaction_next_attempt_at = models.DateTimeField(null=True, blank=True)
    compaction_last_error = models.TextField(blank=True, default="")
    compaction_last_progress_at = models.DateTimeField(null=True, blank=True)
    compaction_stuck = models.BooleanField(default=False)

    class Meta:
        indexes = [
            models.Index(fields=["allowlisted"]),
            models.Index(fields=["compaction_stuck"]),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["project", "external_id"], name="account_project_id_unique"
            )
        ]

    def __str__(self) -> str:
        return self.external_id


class MessageQuerySet(models.QuerySet["Message"]):
    def update(self, **kwargs: Any) -> int:
        raise TypeError("The message log is append-only: messages are never updated.")

    def mark_superseded(self, value: bool = True) -> int:
        """The one change a stored message ever takes: its ``superseded`` flag, when a
        retried turn shows the reply was never received (never its content)."""
        return super().update(superseded=value)

    def delete(self) -> tuple[int, dict[str, int]]:
        raise TypeError("The message log is append-only: messages are never deleted.")


class Role(models.TextChoices):
    USER = "user"
    ASSISTANT = "assistant"
    # OpenAI chat roles (API.md v1.1): a tool result answering an assistant's
    # tool_calls; developer is the newer name of a system prompt (never recorded
    # by the API, which records the conversation, not the agent's prompt).
    TOOL = "tool"
    DEVELOPER = "developer"


# The account's main conversation: what a turn naming no thread reads and writes.
MAIN_THREAD = ""


class Message(models.Model):
    # No index of its own: the (account, seq) unique index serves every lookup by
    # account, and a lone account index tempts the planner into sorting a whole
    # account's history to find its newest messages.
    account = models.ForeignKey(
        Account, on_delete=models.PROTECT, related_name="messages", db_index=False
    )
    seq = models.BigIntegerField()
    external_id = models.CharField(max_length=128)
    role = models.CharField(max_length=16, choices=Role.choices)
    content = models.TextField()
    created_at = models.DateTimeField()
    recorded_at = models.DateTimeField(default=now)
    # Provenance (assistant replies): tools null = recorded without provenance.
    tools = models.JSONField(null=True, blank=True)
    observed_at = models.DateTimeField(null=True, blank=True)
    volatility = models.CharField(max_length=8, choices=Volatility.choices, null=True, blank=True)
    unverified = models.BooleanField(default=False)
    # Counted once when recorded, so no turn re-tokenizes history.
    token_count = models.IntegerField()
    # What replaying an OpenAI chat item faithfully needs. ``content`` stays the
    # text (text parts joined, "" for null), which compaction, masking and facts
    # read; ``parts`` is a list-of-parts content as given, ``content_null`` an
    # assistant tool_calls item sent with content null, ``extra`` unknown keys.
    tool_calls = models.JSONField(null=True, blank=True)
    tool_call_id = models.TextField(null=True, blank=True)
    name = models.TextField(null=True, blank=True)
    parts = models.JSONField(null=True, blank=True)
    content_null = models.BooleanField(default=False)
    extra = models.JSONField(null=True, blank=True)
    # The conversation it belongs to (API.md v1.2, X-Memory-Thread): "" is the
    # account's main thread. Ids and seqs stay the account's (docs/threads.md).
    thread = models.CharField(
        max_length=64, default=MAIN_THREAD, db_default=MAIN_THREAD, blank=True
    )
    # A reply the agent never received (a retried turn answered again, API.md v1.2):
    # kept for audit, never shown to the model, skipped by the window and compaction.
    superseded = models.BooleanField(default=False, db_default=False)

    objects = MessageQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["account", "seq"], name="message_seq_unique"),
            models.UniqueConstraint(fields=["account", "external_id"], name="message_id_unique"),
        ]
        # A thread's window: its newest messages, read backwards along this index.
        indexes = [
            models.Index(fields=["account", "thread", "-seq"], name="message_thread_window"),
        ]
        ordering = ["account", "seq"]

    def save(self, *args: Any, **kwargs: Any) -> None:
        if self.pk is not None and not self._state.adding:
            raise TypeError("The message log is append-only: messages are never updated.")
        super().save(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> tuple[int, dict[str, int]]:
        raise TypeError("The message log is append-only: messages are never deleted.")

    def __str__(self) -> str:
        return f"{self.account_id}#{self.seq}"


class RolloutSetting(models.Model):
    """A single row: the global mode, its scope and the kill switch."""

    mode = models.CharField(max_length=16, default=Mode.DISABLED)  # raw: parsed by the engine
    scope = models.CharField(max_length=16, choices=Scope.choices, default=Scope.ALLOWLIST)
    kill_switch = models.BooleanField(default=False)
    updated_at = models.DateTimeField(default=now)
    updated_by = models.CharField(max_length=150, blank=True, default="")
    # Projects with a mode of their own, between the global mode and each account's:
    # {"<project id>": {"mode": raw, "scope": "allowlist"|"everyone", "slug": "…"}}.
    # Kept on this one row so a turn still reads all of rollout in one (cached) query.
    project_modes = models.JSONField(default=dict, blank=True)

    @classmethod
    def current(cls) -> RolloutSetting:
        obj, _ = cls.objects.get_or_create(pk=1)
        return obj


class CompactionPause(models.Model):
    """A single row: compaction paused for every account (ENGINE.md section 9).

    Set when most batches across accounts are rejected for the same reason
    within minutes (a model that stopped answering JSON, a rule that
    misfires): a fault, not content. While paused no batch runs and coverage
    moves past nothing; an operator resumes it from the compaction screen.
    """

    paused = models.BooleanField(default=False)
    reason = models.CharField(max_length=200, blank=True, default="")  # "not JSON", "broke …"
    detail = models.TextField(blank=True, default="")
    since = models.DateTimeField(null=True, blank=True)
    resumed_at = models.DateTimeField(null=True, blank=True)
    resumed_by = models.CharField(max_length=150, blank=True, default="")

    @classmethod
    def current(cls) -> CompactionPause:
        obj, _ = cls.objects.get_or_create(pk=1)
        return obj


class ShadowRecord(models.Model):
    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="shadow_records")
    created_at = models.DateTimeField(default=now, db_index=True)
    given = models.JSONField()
    engine = models.JSONField()
    given_tokens = models.IntegerField()
    engine_tokens = models.IntegerField()
    differs = models.BooleanField(default=False)
    # Kinds of difference: "stamps", "context", "dropped", "changed".
    diff_kinds = models.JSONField(default=list)
    diff_key = models.CharField(max_length=64, blank=True, default="", db_index=True)

    class Meta:
        indexes = [models.Index(fields=["account", "-created_at"])]


class TurnRecord(models.Model):
    """What one turn sent the model (API.md v1.2, the turn log), kept for the last few turns.

    ``given`` is the agent's own history and ``messages`` what went to the model (the
    engine's in ``enabled``), both masked like every stored artifact and scrubbed by a
    forget. ``MEMORY_TURN_LOG_KEEP`` turns are kept per account.
    """

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="turn_records")
    at = models.DateTimeField(default=now)
    door = models.CharField(max_length=16)
    thread = models.CharField(max_length=64, blank=True, default="")
    mode = models.CharField(max_length=16)
    fallback = models.BooleanField(default=False)
    cause = models.CharField(max_length=128, blank=True, default="")
    summary_version = models.IntegerField(null=True, blank=True)
    facts = models.JSONField(default=list)  # [{"key", "origin"}] shown to the model
    stamps = models.IntegerField(default=0)  # live values stamped in what went to the model
    given = models.JSONField(default=list)
    messages = models.JSONField(default=list)

    class Meta:
        indexes = [models.Index(fields=["account", "-id"], name="turnrecord_account_newest")]


class ApiKey(models.Model):
    project = models.ForeignKey(
        Project, on_delete=models.PROTECT, related_name="api_keys", default=default_project_id
    )
    name = models.CharField(max_length=100)
    # The key's first characters, not a secret: enough to tell keys apart in a list.
    prefix = models.CharField(max_length=12, db_index=True)
    key_hash = models.CharField(max_length=64, unique=True)
    # Read-only keys read memory and messages but every write is refused (403).
    read_only = models.BooleanField(default=False)
    created_at = models.DateTimeField(default=now)
    created_by = models.CharField(max_length=150, blank=True, default="")
    # Written at most once a minute per key (accounts/api/auth.py), so the hot path stays cheap.
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)
    revoked_by = models.CharField(max_length=150, blank=True, default="")
    revoked_reason = models.TextField(blank=True, default="")

    @property
    def scope(self) -> str:
        return "read-only" if self.read_only else "agent"

    def __str__(self) -> str:
        return f"{self.name} ({self.prefix}…)"


class AuditEntry(models.Model):
    """Every change an operator or a command makes, and every console read of customer
    data: who, when, why, before/after.

    ``project`` is the project whose account or key it concerns; empty for what
    concerns every project (the global mode, the kill switch, the compaction pause)
    or no one project (see ``accounts.scope``: who may see which entries).
    """

    created_at = models.DateTimeField(default=now, db_index=True)
    actor = models.CharField(max_length=150)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    project = models.ForeignKey(
        Project, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    action = models.CharField(max_length=64, db_index=True)
    target = models.CharField(max_length=200, blank=True, default="", db_index=True)
    reason = models.TextField()
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]


class RefusedAccess(models.Model):
    """A console request refused for its role: logged, so nobody probes quietly."""

    created_at = models.DateTimeField(default=now, db_index=True)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    path = models.CharField(max_length=500)
    method = models.CharField(max_length=10)
    needed = models.CharField(max_length=64)


class UnclassifiedTool(models.Model):
    name = models.CharField(max_length=128, unique=True)
    first_seen = models.DateTimeField(default=now)
    last_seen = models.DateTimeField(default=now)
    times_seen = models.IntegerField(default=1)
    last_account = models.CharField(max_length=128, blank=True, default="")
    # The project of the account it was last seen on: the console shows a tool to
    # those granted that project (null: seen before projects were recorded here).
    last_project = models.ForeignKey(
        Project, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )


class FallbackCount(models.Model):
    """Turns that fell back to the given history, per hour, place and cause.

    Counted in the database (not only in one process's memory) so the console
    can chart them over time; a fallback caused by the database itself is not
    counted here (the log and the in-process counter still have it).
    """

    hour = models.DateTimeField()
    where = models.CharField(max_length=16)  # the door: "context", "chat", "responses"…
    cause = models.CharField(max_length=128)
    n = models.IntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["hour", "where", "cause"], name="fallback_count_once")
        ]
        indexes = [models.Index(fields=["hour"])]


class SummaryVersion(models.Model):
    class Source(models.TextChoices):
        COMPACTION = "compaction"
        REDACTION = "redaction"
        CLEARED = "cleared"
        TOMBSTONE = "tombstone"
        SKIP = "skip"

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="summary_versions")
    version = models.IntegerField()
    text = models.TextField(null=True, blank=True)
    covered_through_seq = models.BigIntegerField(null=True, blank=True)
    source = models.CharField(max_length=16, choices=Source.choices)
    batch = models.ForeignKey("CompactionBatch", null=True, blank=True, on_delete=models.SET_NULL)
    created_at = models.DateTimeField(default=now)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["account", "version"], name="summary_version_unique")
        ]
        ordering = ["account", "-version"]


class CompactionBatch(models.Model):
    class Status(models.TextChoices):
        RUNNING = "running"
        ACCEPTED = "accepted"
        REJECTED = "rejected"
        FAILED = "failed"
        SKIPPED = "skipped"
        STALE = "stale"  # another worker moved coverage first: nothing written

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="batches")
    from_seq = models.BigIntegerField()
    to_seq = models.BigIntegerField()
    base_covered_through_seq = models.BigIntegerField(null=True, blank=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.RUNNING)
    started_at = models.DateTimeField(default=now, db_index=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    worker = models.CharField(max_length=128, blank=True, default="")
    error = models.TextField(blank=True, default="")

    class Meta:
        indexes = [models.Index(fields=["account", "-started_at"])]


class CompactionAttempt(models.Model):
    class Outcome(models.TextChoices):
        ACCEPTED = "accepted"
        REJECTED_RULE = "rejected_rule"
        REJECTED_JSON = "rejected_json"
        FAILED = "failed"

    class Verdict(models.TextChoices):
        CORRECT = "correct", "Correct rejection"
        FALSE_POSITIVE = "false_positive", "Rule false positive"
        MISSED = "missed", "Accepted but should have been rejected"

    batch = models.ForeignKey(CompactionBatch, on_delete=models.CASCADE, related_name="attempts")
    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="attempts")
    number = models.IntegerField()
    prompt = models.JSONField()  # the messages exactly as the model saw them
    prompt_tokens = models.IntegerField(null=True, blank=True)
    completion_tokens = models.IntegerField(null=True, blank=True)
    raw_output = models.TextField(blank=True, default="")
    candidate = models.TextField(blank=True, default="")
    broken_rule = models.CharField(max_length=64, blank=True, default="", db_index=True)
    excerpt = models.TextField(blank=True, default="")
    model = models.CharField(max_length=128)
    offline = models.BooleanField(default=False)
    latency_ms = models.IntegerField(null=True, blank=True)
    outcome = models.CharField(max_length=16, choices=Outcome.choices, db_index=True)
    error = models.TextField(blank=True, default="")
    worker = models.CharField(max_length=128, blank=True, default="")
    created_at = models.DateTimeField(default=now, db_index=True)
    verdict = models.CharField(max_length=16, choices=Verdict.choices, blank=True, default="")
    verdict_by = models.CharField(max_length=150, blank=True, default="")
    verdict_at = models.DateTimeField(null=True, blank=True)


class RegressionCase(models.Model):
    """A sentence and the verdict the pack must give: loaded by the pack's tests."""

    text = models.TextField()
    expect = models.CharField(max_length=8, choices=[("reject", "reject"), ("accept", "accept")])
    rule = models.CharField(max_length=64, blank=True, default="")
    why = models.TextField(blank=True, default="")
    attempt = models.ForeignKey(CompactionAttempt, null=True, blank=True, on_delete=models.SET_NULL)
    created_by = models.CharField(max_length=150)
    created_at = models.DateTimeField(default=now)


class FactKind(models.TextChoices):
    PREFERENCE = "preference"
    COMMITMENT = "commitment"
    GOAL = "goal"
    RELATIONSHIP = "relationship"
    PERSONAL = "personal"
    BENEFICIARY_NICKNAME = "beneficiary_nickname"
    BILL_PREFERENCE = "bill_preference"
    TRANSACTION_CATEGORY = "transaction_category"
    TRANSFER_PURPOSE = "transfer_purpose"


class Origin(models.TextChoices):
    STATED = "stated"
    INFERRED = "inferred"


class Fact(models.Model):
    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="facts")
    key = models.CharField(max_length=128)
    kind = models.CharField(max_length=32, choices=FactKind.choices)
    note = models.TextField()
    origin = models.CharField(max_length=16, choices=Origin.choices)
    confidence = models.FloatField(null=True, blank=True)
    evidence = models.TextField(blank=True, default="")
    source_message = models.ForeignKey(
        Message, null=True, blank=True, on_delete=models.SET_NULL, related_name="facts"
    )
    batch = models.ForeignKey(CompactionBatch, null=True, blank=True, on_delete=models.SET_NULL)
    learned_at = models.DateTimeField(default=now)
    # When it became true as far as the engine knows: the stated time, or when the user
    # said the quote it was picked up from (API.md v1.2 "Facts that change").
    since = models.DateTimeField(null=True, blank=True)
    # A superseded fact is kept as history; the model sees it only as earlier, never current.
    active = models.BooleanField(default=True)
    superseded_by = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="supersedes"
    )

    class Meta:
        indexes = [models.Index(fields=["account", "active"])]
        constraints = [
            models.UniqueConstraint(
                fields=["account", "key"],
                condition=models.Q(active=True),
                name="fact_active_key_unique",
            )
        ]


class FactProposal(models.Model):
    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="proposals")
    batch = models.ForeignKey(
        CompactionBatch, null=True, blank=True, on_delete=models.CASCADE, related_name="proposals"
    )
    attempt = models.ForeignKey(CompactionAttempt, null=True, blank=True, on_delete=models.SET_NULL)
    key = models.CharField(max_length=128, blank=True, default="")
    kind = models.CharField(max_length=64, blank=True, default="")
    note = models.TextField(blank=True, default="")
    evidence = models.TextField(blank=True, default="")
    confidence = models.FloatField(null=True, blank=True)
    model = models.CharField(max_length=128, blank=True, default="")
    accepted = models.BooleanField(default=False)
    rejected_by = models.CharField(max_length=64, blank=True, default="", db_index=True)
    reason = models.TextField(blank=True, default="")
    fact = models.ForeignKey(Fact, null=True, blank=True, on_delete=models.SET_NULL)
    created_at = models.DateTimeField(default=now)


class ForgetRequest(models.Model):
    class Status(models.TextChoices):
        RECEIVED = "received"
        FACT_DELETED = "fact_deleted"
        REDACTION_QUEUED = "redaction_queued"
        VERIFIED_CLEAN = "verified_clean"
        SUMMARY_CLEARED = "summary_cleared"
        FAILED = "failed"

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="forget_requests")
    everything = models.BooleanField(default=False)
    # Keyed hashes only: the words themselves are persisted nowhere.
    word_hashes = models.JSONField(default=list)
    key_id = models.CharField(max_length=32)
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.RECEIVED)
    # The last seq recorded when the forget happened: evidence at or before it is never used.
    forget_seq = models.BigIntegerField(default=0)
    requested_by = models.CharField(max_length=150, blank=True, default="")
    created_at = models.DateTimeField(default=now, db_index=True)
    deadline = models.DateTimeField()
    updated_at = models.DateTimeField(default=now)
    checklist = models.JSONField(default=dict)
    error = models.TextField(blank=True, default="")
    attempts = models.IntegerField(default=0)


class ForgottenWord(models.Model):
    """One keyed hash of a forgotten word or phrase, for masking and matching later text.

    ``digest`` is the engine's ``StoredDigest.token``: 64 hex digits for a
    word, ``p<n>.<tag>:<hex>`` (up to 75 characters) for a phrase of n words.
    """

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="forgotten_words")
    request = models.ForeignKey(ForgetRequest, on_delete=models.CASCADE, related_name="words")
    digest = models.CharField(max_length=80)
    key_id = models.CharField(max_length=32)
    created_at = models.DateTimeField(default=now)

    class Meta:
        indexes = [models.Index(fields=["account", "digest"])]


# The console's project grants live in their own module (this one is near its size limit).
from accounts.grant_model import ProjectGrant as ProjectGrant  # noqa: E402
