"""Benchmarks that are plain Python around the engine (see ``accuracy``)."""
