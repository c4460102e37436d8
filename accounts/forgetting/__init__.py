"""Forgetting: forget requests, the redaction step, scrubbing and the zero-hit checks."""
