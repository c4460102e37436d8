"""The benchmarks: harnesses that print figures side by side in one run (``make bench-*``).

They live beside the tests, not in the product: nothing here is installed with it. Each
``bench_*`` module (and ``generate_bench_data``) holds a Django management ``Command``, run
as ``python -m tests.bench NAME [options]`` from the repository root (see ``__main__``);
``accuracy`` and ``engine_api`` are the accuracy benchmark's plain-Python parts.
"""

from __future__ import annotations

import importlib

from django.core.management.base import BaseCommand


def command(name: str) -> BaseCommand:
    """The benchmark command ``name`` (e.g. ``bench_context``), for ``call_command``."""
    module = importlib.import_module(f"tests.bench.{name}")
    cmd: BaseCommand = module.Command()
    return cmd
