"""Running the product: health and readiness probes, Prometheus metrics, log formatting."""
