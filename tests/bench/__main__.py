"""``python -m tests.bench NAME [options]``: run one benchmark command with the project's settings.

NAME is a module of this package holding a management ``Command`` (``bench_context``,
``bench_proxy``, ``generate_bench_data``, …); its options are the command's own.
"""

from __future__ import annotations

import os
import sys


def main(argv: list[str]) -> int:
    names = sorted(
        n[:-3]
        for n in os.listdir(os.path.dirname(__file__))
        if n.endswith(".py") and (n.startswith("bench_") or n == "generate_bench_data.py")
    )
    if not argv or argv[0] not in names:
        print(f"usage: python -m tests.bench NAME [options]; NAME is one of {', '.join(names)}")
        return 2
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryadmin.settings")
    import django

    django.setup()
    from tests.bench import command

    command(argv[0]).run_from_argv(["python -m tests.bench", argv[0], *argv[1:]])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
