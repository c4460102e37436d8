"""The memory engine core: pure Python, no Django.

Everything here can run and be tested with no database and no network. The
Django side (``accounts``) loads state, calls these functions and saves what
they return. ``tests/engine/test_purity.py`` fails if Django gets imported.
"""
