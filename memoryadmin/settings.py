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


def env_int(name: str, default: int) -> int:
    value = os.environ.get(name, "")
    return int(value) if value.strip() else default


# Off unless asked for: `make run` and the test suite set DJANGO_DEBUG=1; a
# deployment that forgets the variable gets production behaviour, not a debug page.
DEBUG = env_bool("DJANGO_DEBUG", False)
# Development-only values: `check --deploy` fails when DEBUG is off and one is in use.
DEV_SECRET_KEY = "dev-only-insecure-secret-key-do-not-use-in-production-0123456789"
DEV_HMAC_KEY = "dev-only-audit-hmac-key"
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY") or (DEV_SECRET_KEY if DEBUG else "")
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
    "memoryadmin.ops",
    "axes",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # The console's Content-Security-Policy, and no-store on every signed-in page.
    "memoryadmin.console.middleware.SecurityHeadersMiddleware",
    # Outermost of ours: whatever fails below, a caller of /api/ gets JSON.
    "accounts.api.middleware.ApiErrorsMiddleware",
    # Every other path: an unreachable database is a 503 page, not a 500.
    "memoryadmin.ops.unavailable.DatabaseUnavailableMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # An account id several projects hold, opened without ?project=: the chooser.
    "memoryadmin.console.middleware.AmbiguousAccountMiddleware",
    # An in-page (htmx) request signed out goes to sign-in as a whole page; a 403 is a sentence.
    "memoryadmin.console.middleware.HtmxSessionMiddleware",
    # Inside it: a session idle too long is signed out, and an in-page request is sent to sign in.
    "memoryadmin.console.middleware.IdleTimeoutMiddleware",
    # Last, as django-axes asks: it turns a locked-out sign-in into the lockout page.
    "axes.middleware.AxesMiddleware",
]

# Sign-in throttling (django-axes): after AXES_FAILURE_LIMIT wrong passwords for one
# username from one address, that pair is locked out for AXES_COOLOFF_MINUTES, the
# right password included. Every attempt is kept for the audit trail.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = int(os.environ.get("AXES_FAILURE_LIMIT", "") or 5)
AXES_COOLOFF_TIME = float(os.environ.get("AXES_COOLOFF_MINUTES", "") or 15) / 60
# Locked per (username, client address): failures from one address never lock the same
# user elsewhere. The client address is REMOTE_ADDR unless the request came through a proxy
# named in MEMORY_TRUSTED_PROXIES (its addresses, comma-separated): only then is
# X-Forwarded-For read, and only the hop that proxy saw. Anyone can write X-Forwarded-For.
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_LOCKOUT_TEMPLATE = "registration/locked.html"
AXES_RESET_ON_SUCCESS = True
AXES_VERBOSE = False
MEMORY_TRUSTED_PROXIES = env_list("MEMORY_TRUSTED_PROXIES", "")
if MEMORY_TRUSTED_PROXIES:
    AXES_IPWARE_PROXY_TRUSTED_IPS = MEMORY_TRUSTED_PROXIES
    AXES_IPWARE_META_PRECEDENCE_ORDER = ["HTTP_X_FORWARDED_FOR", "REMOTE_ADDR"]
else:
    AXES_IPWARE_META_PRECEDENCE_ORDER = ["REMOTE_ADDR"]

# Console sessions: signed out after CONSOLE_IDLE_MINUTES without a request, and after
# DJANGO_SESSION_HOURS whatever happens.
CONSOLE_IDLE_MINUTES = int(os.environ.get("CONSOLE_IDLE_MINUTES", "") or 30)
SESSION_COOKIE_AGE = int(float(os.environ.get("DJANGO_SESSION_HOURS", "") or 12) * 3600)
# The forgotten-word check is an oracle: each is audited, and limited per person.
MEMORY_WORD_CHECKS_PER_MINUTE = int(os.environ.get("MEMORY_WORD_CHECKS_PER_MINUTE", "") or 5)
MEMORY_WORD_CHECKS_PER_HOUR = int(os.environ.get("MEMORY_WORD_CHECKS_PER_HOUR", "") or 30)

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
# A pool of PostgreSQL connections per process (psycopg_pool, Django's "pool" option),
# at most this many; 0 (the default here): Django's own connections (CONN_MAX_AGE). The
# web process turns it on (gunicorn.conf.py: 16 a worker). Either way a turn waiting on
# its model gives back a connection that is not kept between requests. A request waits
# up to MEMORY_DB_POOL_TIMEOUT (30 s: a burst of 1,000 turns queues for its short database
# steps) for a connection, then is shed with a 503; through a database outage (or before
# its first connection) 1.5 s, and the pool retries at once when asked
# (memoryadmin/ops/dbpool.py). Connections are checked before use (CONN_HEALTH_CHECKS),
# so none cut in an outage is handed out.
MEMORY_DB_POOL_MAX = env_int("MEMORY_DB_POOL_MAX", 0)
if MEMORY_DB_POOL_MAX > 0 and DATABASES["default"]["ENGINE"].endswith("postgresql"):
    from memoryadmin.ops.dbpool import pool_options

    DATABASES["default"]["CONN_MAX_AGE"] = 0  # the pool keeps them instead
    DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
    DATABASES["default"].setdefault("OPTIONS", {})["pool"] = pool_options(
        MEMORY_DB_POOL_MAX, float(os.environ.get("MEMORY_DB_POOL_TIMEOUT", "") or 30)
    )
# The per-turn read (PostgreSQL) is prepared once per connection, not planned every
# turn. Set 0 behind a transaction-mode pooler that cannot carry prepared statements;
# that also turns off server-side cursors (QuerySet.iterator()), which a pooler in
# transaction mode loses between statements ("cursor ... does not exist").
MEMORY_PREPARED_STATEMENTS = os.environ.get("MEMORY_PREPARED_STATEMENTS", "1") not in ("0", "")
if not MEMORY_PREPARED_STATEMENTS:
    DATABASES["default"]["DISABLE_SERVER_SIDE_CURSORS"] = True
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
STATIC_ROOT = Path(os.environ.get("DJANGO_STATIC_ROOT", "") or BASE_DIR / "staticfiles")
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
    "DEFAULT_PERMISSION_CLASSES": [
        "rest_framework.permissions.IsAuthenticated",
        # Read-only keys: 403 on every write.
        "accounts.api.permissions.KeyMayWrite",
    ],
    "DEFAULT_RENDERER_CLASSES": ["accounts.api.renderers.SafeJSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["accounts.api.parsers.FastJSONParser"],
    # Per-key request rate and accounts created per minute (accounts/limits.py).
    "DEFAULT_THROTTLE_CLASSES": ["accounts.api.throttles.KeyLimits"],
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
# Mass rejection is a fault (ENGINE.md section 9, accounts/compaction/pause.py): when at
# least MIN_REJECTED batches from MIN_ACCOUNTS accounts were rejected for the same reason
# within WINDOW seconds, and they are SHARE of the batches finished there, compaction pauses.
MEMORY_COMPACTION_PAUSE_WINDOW_SECONDS = float(
    os.environ.get("MEMORY_COMPACTION_PAUSE_WINDOW_SECONDS", "") or 600
)
MEMORY_COMPACTION_PAUSE_MIN_REJECTED = int(
    os.environ.get("MEMORY_COMPACTION_PAUSE_MIN_REJECTED", "") or 5
)
MEMORY_COMPACTION_PAUSE_MIN_ACCOUNTS = int(
    os.environ.get("MEMORY_COMPACTION_PAUSE_MIN_ACCOUNTS", "") or 3
)
MEMORY_COMPACTION_PAUSE_SHARE = float(os.environ.get("MEMORY_COMPACTION_PAUSE_SHARE", "") or 0.5)
MEMORY_COMPACTION_BACKOFF_CAP_SECONDS = 3600.0
MEMORY_COMPACTION_STUCK_AFTER_SECONDS = 6 * 3600
MEMORY_COMPACTION_SCAN_LIMIT = 500
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
# Seconds between beat's runs of the compaction scan and the forget sweep.
MEMORY_COMPACTION_SCAN_SECONDS = float(os.environ.get("MEMORY_COMPACTION_SCAN_SECONDS") or 60)
MEMORY_FORGET_SWEEP_SECONDS = float(os.environ.get("MEMORY_FORGET_SWEEP_SECONDS") or 300)
CELERY_BEAT_SCHEDULE: dict[str, dict[str, object]] = {
    "compaction-scan": {
        "task": "accounts.compaction.scan",
        "schedule": MEMORY_COMPACTION_SCAN_SECONDS,
    },
    "shadow-purge": {"task": "accounts.shadow.purge", "schedule": 3600.0},
    "forget-sweep": {"task": "accounts.forget.sweep", "schedule": MEMORY_FORGET_SWEEP_SECONDS},
}

# The engine's settings (API.md "Settings that outside tests rely on").
MEMORY_LLM = {
    "base_url": os.environ.get("MEMORY_LLM_BASE_URL", ""),
    "api_key": os.environ.get("MEMORY_LLM_API_KEY", "") or "not-needed",
    "model": os.environ.get("MEMORY_LLM_MODEL", "") or "gpt-4o-mini",
    "timeout": float(os.environ.get("MEMORY_LLM_TIMEOUT", "") or 30),
}
MEMORY_MODE = os.environ.get("MEMORY_MODE", "")
# The drop-in proxy's upstream model (API.md v1.1 "Drop-in proxy"): an OpenAI-compatible
# base URL (…/v1) and its key. The timeout (seconds without a byte from upstream) defaults
# to the openai client's own 600, so the proxy gives up no sooner than a direct call would.
MEMORY_UPSTREAM_BASE_URL = os.environ.get("MEMORY_UPSTREAM_BASE_URL", "")
MEMORY_UPSTREAM_API_KEY = os.environ.get("MEMORY_UPSTREAM_API_KEY", "")
MEMORY_UPSTREAM_TIMEOUT = float(os.environ.get("MEMORY_UPSTREAM_TIMEOUT", "") or 600)
# The Anthropic door's upstream (API.md v1.2 "The Anthropic door"): a base URL as the official
# anthropic client takes it (it appends /v1/messages), its key, and the same kind of timeout.
MEMORY_ANTHROPIC_BASE_URL = os.environ.get("MEMORY_ANTHROPIC_BASE_URL", "")
MEMORY_ANTHROPIC_API_KEY = os.environ.get("MEMORY_ANTHROPIC_API_KEY", "")
MEMORY_ANTHROPIC_TIMEOUT = float(os.environ.get("MEMORY_ANTHROPIC_TIMEOUT", "") or 600)
# The longest an upstream answer may take in all (seconds), however steadily it trickles:
# the timeout above is per byte, this one is for the whole answer, streamed or not.
MEMORY_UPSTREAM_TOTAL_TIMEOUT = float(os.environ.get("MEMORY_UPSTREAM_TOTAL_TIMEOUT", "") or 900)

# Limits (docs/api.md "Limits"): no tenant can starve another. Per API key, across every
# web process (counted in Redis when there is one, else in the process; failing open
# when Redis is down); 0 turns one off. Over a limit: 429 with Retry-After.
MEMORY_KEY_REQUESTS_PER_SECOND = env_int("MEMORY_KEY_REQUESTS_PER_SECOND", 1000)
MEMORY_KEY_CONCURRENT_TURNS = env_int("MEMORY_KEY_CONCURRENT_TURNS", 64)
MEMORY_KEY_ACCOUNTS_PER_MINUTE = env_int("MEMORY_KEY_ACCOUNTS_PER_MINUTE", 600)
# Where the limits count; empty: a redis:// CELERY_BROKER_URL, else in the process.
MEMORY_LIMITS_REDIS_URL = os.environ.get("MEMORY_LIMITS_REDIS_URL", "")
# What one request may be: arrays and objects nested deeper than this are a 400 before any
# view reads the body; a history (or messages) longer than this is a 413, nothing stored.
MEMORY_JSON_MAX_DEPTH = env_int("MEMORY_JSON_MAX_DEPTH", 64)
MEMORY_TURN_MAX_ITEMS = env_int("MEMORY_TURN_MAX_ITEMS", 1000)


def hmac_keyring(keys: str, single: str, key_id: str) -> dict[str, str]:
    """``k1:secret1,k2:secret2`` as a dict; ``MEMORY_AUDIT_HMAC_KEY`` alone is one key.

    Every key id that ever made a stored digest must stay here until the
    digests are re-keyed (``manage.py forget_rekey``): without its secret an old
    digest matches nothing, and the words it stands for would come back.
    A malformed entry is kept under an empty id so the system check can name it.
    """
    ring: dict[str, str] = {}
    for entry in (e.strip() for e in keys.split(",")):
        if entry:
            kid, _, secret = entry.partition(":")
            ring[kid.strip() if secret else ""] = secret.strip()
    if single:
        ring.setdefault(key_id, single)
    return ring


MEMORY_AUDIT_HMAC_KEY_ID = os.environ.get("MEMORY_AUDIT_HMAC_KEY_ID", "") or "k1"
MEMORY_AUDIT_HMAC_KEYS = hmac_keyring(
    os.environ.get("MEMORY_AUDIT_HMAC_KEYS", ""),
    os.environ.get("MEMORY_AUDIT_HMAC_KEY", ""),
    MEMORY_AUDIT_HMAC_KEY_ID,
) or ({MEMORY_AUDIT_HMAC_KEY_ID: DEV_HMAC_KEY} if DEBUG else {})
# The secret new forgets are hashed with (kept for code that reads the v1 setting).
MEMORY_AUDIT_HMAC_KEY = MEMORY_AUDIT_HMAC_KEYS.get(MEMORY_AUDIT_HMAC_KEY_ID, "")
MEMORY_WINDOW_TOKENS = int(os.environ.get("MEMORY_WINDOW_TOKENS", "") or 2000)
# The turn log: what each account's last turns sent the model (0: none kept).
MEMORY_TURN_LOG_KEEP = int(os.environ.get("MEMORY_TURN_LOG_KEEP", "") or 20)
# Where the per-turn context message goes: "system", or "user" for providers that
# take one system message only (API.md v1.1); a request's context_role wins.
MEMORY_CONTEXT_ROLE = os.environ.get("MEMORY_CONTEXT_ROLE", "") or "system"
MEMORY_RULE_PACK = os.environ.get("MEMORY_RULE_PACK", "banking")
# The most stored messages one turn reads to fill the window: bounds the query.
MEMORY_WINDOW_MAX_MESSAGES = int(os.environ.get("MEMORY_WINDOW_MAX_MESSAGES", "") or 200)
MEMORY_SHADOW_RETENTION_DAYS = int(os.environ.get("MEMORY_SHADOW_RETENTION_DAYS", "") or 30)
MEMORY_MESSAGE_MAX_BYTES = 64 * 1024
# The largest request body any endpoint reads (a whole /context history): over it, 413.
DATA_UPLOAD_MAX_MEMORY_SIZE = int(os.environ.get("MEMORY_REQUEST_MAX_BYTES", "") or 4 * 1024 * 1024)
# Days a forget request may take before support shows it as overdue.
MEMORY_FORGET_DEADLINE_DAYS = int(os.environ.get("MEMORY_FORGET_DEADLINE_DAYS", "") or 30)
# A forget request queued this long without progress lost its task: the sweep sends it again.
MEMORY_FORGET_LOST_AFTER_SECONDS = int(os.environ.get("MEMORY_FORGET_LOST_AFTER_SECONDS") or 900)
# How long a process may serve the global rollout row from memory (a kill
# switch takes effect everywhere within this many seconds; at once locally).
MEMORY_ROLLOUT_CACHE_SECONDS = float(os.environ.get("MEMORY_ROLLOUT_CACHE_SECONDS", "") or 1.0)
# How long a process trusts an API key it has checked: a revoked key is refused within this.
MEMORY_API_KEY_CACHE_SECONDS = float(os.environ.get("MEMORY_API_KEY_CACHE_SECONDS", "") or 5.0)

# One line per record whatever its arguments hold (memoryadmin/ops/logging.py);
# LOG_FORMAT=json writes each record as a JSON object for a log pipeline.
LOG_FORMAT = os.environ.get("LOG_FORMAT", "plain")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"one_line": {"()": "memoryadmin.ops.logging.OneLineFilter"}},
    "formatters": {
        "plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"},
        "json": {
            "()": "pythonjsonlogger.json.JsonFormatter",
            "fmt": "%(asctime)s %(levelname)s %(name)s %(message)s",
            "rename_fields": {"asctime": "time", "levelname": "level", "name": "logger"},
        },
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": "json" if LOG_FORMAT == "json" else "plain",
            "filters": ["one_line"],
        }
    },
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    "loggers": {
        "django.db.backends": {"level": "WARNING"},
        "httpx": {"level": "WARNING"},
        "httpx2": {"level": "WARNING"},
    },
}

# /metrics: Prometheus text format. Set a token to require `Authorization: Bearer <token>`.
MEMORY_METRICS_TOKEN = os.environ.get("MEMORY_METRICS_TOKEN", "")
