"""Every step of ``seed_demo``, in order. Each takes the ``Demo`` (accounts.demo.script).

An area adds its demo data by writing a step in its own module here and
listing it below.
"""

from __future__ import annotations

from collections.abc import Callable

from accounts.demo.compaction import step_compaction
from accounts.demo.conversations import (
    step_conversations,
    step_enabled_turn,
    step_global_mode,
    step_users,
)
from accounts.demo.facts import step_facts
from accounts.demo.forget import step_forget
from accounts.demo.projects import step_grants, step_second_project
from accounts.demo.script import Demo

DEMO_STEPS: list[Callable[[Demo], None]] = [
    step_users,
    step_global_mode,
    step_conversations,
    step_enabled_turn,
    step_facts,
    step_forget,
    step_compaction,
    step_second_project,
    step_grants,
]
