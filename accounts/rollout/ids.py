"""Account ids as people give them: pasted text parsed into ids, and ids checked for a service."""

from __future__ import annotations

from collections.abc import Sequence

from accounts.errors import InvalidInput


def clean_ids(external_ids: Sequence[str]) -> list[str]:
    """The ids a service acts on: stripped, deduplicated, each 1 to 128 characters."""
    ids: list[str] = []
    for raw in external_ids:
        value = raw.strip()
        if not value:
            continue
        if len(value) > 128:
            raise InvalidInput(f"Account id {value[:20]!r}… is longer than 128 characters.")
        if value not in ids:
            ids.append(value)
    if not ids:
        raise InvalidInput("No account ids given.")
    return ids


def parse_ids(text: str) -> list[str]:
    """Account ids pasted by a person: separated by commas, spaces or new lines."""
    return [p for p in text.replace(",", " ").split() if p]
