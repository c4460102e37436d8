"""Rollout: the global mode, the allowlist, and each account's effective mode."""
