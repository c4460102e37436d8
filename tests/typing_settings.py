"""The settings mypy's Django plugin loads (pyproject's [tool.django-stubs]).

``memoryadmin.settings`` as development runs it: with DEBUG off it refuses to load
without ``DJANGO_SECRET_KEY``, and ``mypy`` (``make types``, CI, an editor) should need
nothing set. The plugin restores the environment after loading them. Nothing else uses
this module: it is not shipped with the product.
"""

from __future__ import annotations

import os

os.environ["DJANGO_DEBUG"] = "1"

from memoryadmin.settings import *  # noqa: F403
