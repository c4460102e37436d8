from django.apps import AppConfig


class OpsConfig(AppConfig):
    name = "memoryadmin.ops"
    label = "ops"
    verbose_name = "Running the product"

    def ready(self) -> None:
        from memoryadmin.ops import checks  # noqa: F401  (registers the system checks)
