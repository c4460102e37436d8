"""Settings, all from the environment.

With nothing set, the product runs on an embedded default: SQLite, Celery
tasks run in-process, and the offline compactor. Production sets
DJANGO_DEBUG=0, DJANGO_SECRET_KEY, DJANGO_ALLOWED_HOSTS, DATABASE_URL and
CELERY_BROKER_URL, and then passes ``manage.py check --deploy``.
"""

from __future__ import annotations

import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str) -> list[str]:
    return [v.strip() for v in os.environ.get(name, default).split(",") if v.strip()]


DEBUG = env_bool("DJANGO_DEBUG", True)
_DEV_SECRET = "dev-only-insecure-secret-key-do-not-use-in-production-0123456789"
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY") or (_DEV_SECRET if DEBUG else "")
if not SECRET_KEY:
    raise RuntimeError("DJANGO_SECRET_KEY must be set when DJANGO_DEBUG is off.")
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost,testserver")
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS", "")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_htmx",
    "template_partials",
    "accounts",
    "memoryadmin.console",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "memoryadmin.urls"
WSGI_APPLICATION = "memoryadmin.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "memoryadmin.console.access.console_context",
            ],
        },
    }
]

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL") or f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("DATABASE_CONN_MAX_AGE", "60")),
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # The embedded default: tolerate the in-process task runner writing while a request does.
    DATABASES["default"]["OPTIONS"] = {"timeout": 20}
    DATABASES["default"]["CONN_MAX_AGE"] = 0
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        )
    },
}

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "console:overview"
LOGOUT_REDIRECT_URL = "login"

# Production hardening; `manage.py check --deploy` passes with DEBUG off.
if not DEBUG:
    SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", True)
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_HSTS_SECONDS", "31536000"))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SECURE_CONTENT_TYPE_NOSNIFF = True
    X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["accounts.api.auth.ApiKeyAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "accounts.api.errors.exception_handler",
    "UNAUTHENTICATED_USER": None,
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Memory engine agent API",
    "DESCRIPTION": "The agent's HTTP contract, version 1 (shared/spec/API.md).",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SERVE_PERMISSIONS": ["rest_framework.permissions.AllowAny"],
    "SERVE_AUTHENTICATION": [],
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
}

# Celery: with no broker configured, tasks run in-process (the embedded default).
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "")
CELERY_TASK_ALWAYS_EAGER = not CELERY_BROKER_URL
CELERY_TASK_EAGER_PROPAGATES = False
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# A task must finish (or be killed) well before the broker would hand it to
# another worker, or two workers run the same batch at once.
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": int(os.environ.get("CELERY_VISIBILITY_TIMEOUT", "") or 3600)
}
CELERY_TASK_TIME_LIMIT = int(os.environ.get("CELERY_TASK_TIME_LIMIT", "") or 600)
CELERY_TASK_SOFT_TIME_LIMIT = int(CELERY_TASK_TIME_LIMIT * 0.9)
# Compaction (accounts/compaction/). The lease outlives a normal run; a worker
# killed mid-batch leaves it to expire and the batch is done again.
MEMORY_COMPACTION_LEASE_SECONDS = float(
    os.environ.get("MEMORY_COMPACTION_LEASE_SECONDS", "") or 300
)
MEMORY_COMPACTION_BATCH_MAX = int(os.environ.get("MEMORY_COMPACTION_BATCH_MAX", "") or 50)
MEMORY_COMPACTION_MAX_FAILURES = int(os.environ.get("MEMORY_COMPACTION_MAX_FAILURES", "") or 5)
MEMORY_COMPACTION_BACKOFF_SECONDS = 60.0
MEMORY_COMPACTION_BACKOFF_CAP_SECONDS = 3600.0
MEMORY_COMPACTION_STUCK_AFTER_SECONDS = 6 * 3600
MEMORY_COMPACTION_SCAN_LIMIT = 500
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_BEAT_SCHEDULE: dict[str, dict[str, object]] = {
    "compaction-scan": {"task": "accounts.compaction.scan", "schedule": 60.0},
    "shadow-purge": {"task": "accounts.shadow.purge", "schedule": 3600.0},
    "forget-sweep": {"task": "accounts.forget.sweep", "schedule": 300.0},
}

# The engine's settings (API.md "Settings that outside tests rely on").
MEMORY_LLM = {
    "base_url": os.environ.get("MEMORY_LLM_BASE_URL", ""),
    "api_key": os.environ.get("MEMORY_LLM_API_KEY", "") or "not-needed",
    "model": os.environ.get("MEMORY_LLM_MODEL", "") or "gpt-4o-mini",
    "timeout": float(os.environ.get("MEMORY_LLM_TIMEOUT", "") or 30),
}
MEMORY_MODE = os.environ.get("MEMORY_MODE", "")
MEMORY_AUDIT_HMAC_KEY = os.environ.get("MEMORY_AUDIT_HMAC_KEY", "") or (
    "dev-only-audit-hmac-key" if DEBUG else ""
)
MEMORY_AUDIT_HMAC_KEY_ID = os.environ.get("MEMORY_AUDIT_HMAC_KEY_ID", "k1")
MEMORY_WINDOW_TOKENS = int(os.environ.get("MEMORY_WINDOW_TOKENS", "") or 2000)
MEMORY_RULE_PACK = os.environ.get("MEMORY_RULE_PACK", "banking")
# The most stored messages one turn reads to fill the window: bounds the query.
MEMORY_WINDOW_MAX_MESSAGES = int(os.environ.get("MEMORY_WINDOW_MAX_MESSAGES", "") or 200)
MEMORY_SHADOW_RETENTION_DAYS = int(os.environ.get("MEMORY_SHADOW_RETENTION_DAYS", "") or 30)
MEMORY_MESSAGE_MAX_BYTES = 64 * 1024
# Days a forget request may take before support shows it as overdue.
MEMORY_FORGET_DEADLINE_DAYS = int(os.environ.get("MEMORY_FORGET_DEADLINE_DAYS", "") or 30)
# A forget request queued this long without progress lost its task: the sweep sends it again.
MEMORY_FORGET_LOST_AFTER_SECONDS = int(os.environ.get("MEMORY_FORGET_LOST_AFTER_SECONDS") or 900)
# How long a process may serve the global rollout row from memory (a kill
# switch takes effect everywhere within this many seconds; at once locally).
MEMORY_ROLLOUT_CACHE_SECONDS = float(os.environ.get("MEMORY_ROLLOUT_CACHE_SECONDS", "") or 1.0)

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    "loggers": {
        "django.db.backends": {"level": "WARNING"},
        "httpx": {"level": "WARNING"},
        "httpx2": {"level": "WARNING"},
    },
}
