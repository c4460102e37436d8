"""The engine core imports nothing from Django: proven in a fresh interpreter."""

import subprocess
import sys


def test_engine_and_packs_import_without_django() -> None:
    code = (
        "import sys, pkgutil, importlib, memoryadmin.engine as e, memoryadmin.packs as p\n"
        "for pkg in (e, p):\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(m.name)\n"
        "bad = sorted(m for m in sys.modules\n"
        "             if m == 'django' or m.startswith(('django.', 'celery')))\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
