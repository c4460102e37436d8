from django.apps import AppConfig


class ConsoleConfig(AppConfig):
    name = "memoryadmin.console"
    label = "console"
    verbose_name = "Operator console"
