"""The steps of ``manage.py seed_demo``: demo data made through the real paths."""
