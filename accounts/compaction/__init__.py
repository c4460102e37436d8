"""Compaction: the run (claim, batch, call, judge, write), its scan, and operator actions."""
