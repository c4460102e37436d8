"""The drop-in proxy (API.md v1.1 "Drop-in proxy"): ids for histories that carry none,
the upstream model, and recording its reply. The view is accounts/api/proxy.py."""
