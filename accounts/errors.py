"""The errors every service may raise; the API and the console turn them into answers."""

from __future__ import annotations


class Conflict(Exception):
    """The request clashes with what is stored (e.g. a message id reused with new content)."""


class InvalidInput(ValueError):
    """A value the caller sent that the service refuses, with nothing changed."""
