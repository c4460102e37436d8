"""The memory engine project package: settings, urls, celery, the engine and packs."""
