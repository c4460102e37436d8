"""memoryadmin.client imports nothing from Django: proven in a fresh interpreter."""

import subprocess
import sys


def test_client_imports_without_django() -> None:
    code = (
        "import sys, pkgutil, importlib, memoryadmin.client as c\n"
        "for m in pkgutil.walk_packages(c.__path__, c.__name__ + '.'):\n"
        "    importlib.import_module(m.name)\n"
        "from memoryadmin.client import MemoryClient, AsyncMemoryClient\n"
        "MemoryClient('http://127.0.0.1:9', 'k').close()\n"
        "bad = sorted(m for m in sys.modules\n"
        "             if m == 'django' or m.startswith(('django.', 'celery', 'rest_framework')))\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
