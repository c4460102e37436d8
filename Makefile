# The two commands a newcomer needs:
#   make run    set up, seed the demo and serve the console on http://127.0.0.1:8000 (PORT=…)
#   make test   install everything and run the whole suite (lint, types, tests)
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test test-ts install browser lint types pytest bench bench-context bench-console bench-compaction bench-accuracy bench-load bench-proxy bench-doors bench-language drill drill-pgbouncer clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[dev,compat]'
	touch $(STAMP)

install: $(STAMP)

# make run PORT=8001 serves on another port. No broker: tasks run in-process and the
# server's own scheduler compacts due accounts (accounts/scheduler.py).
PORT ?= 8000
run: install
	DJANGO_DEBUG=1 $(BIN)/python manage.py migrate --noinput
	DJANGO_DEBUG=1 $(BIN)/python manage.py seed_demo --port $(PORT)
	DJANGO_DEBUG=1 $(BIN)/python manage.py runserver 127.0.0.1:$(PORT)

# Browser tests drive Debian's Chromium; install it where we may (CI runs as root).
browser:
	@if [ ! -x /usr/bin/chromium ] && [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null; then \
		echo "Installing Debian's chromium for the browser tests"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	fi
	@[ -x /usr/bin/chromium ] || echo "No /usr/bin/chromium: browser tests will be skipped (apt-get install chromium)."

lint: install
	$(BIN)/ruff check .

types: install
	$(BIN)/mypy

pytest: install
	@$(BIN)/pytest $(PYTEST_ARGS); rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "pytest collected no tests: that is a failure, not a pass"; exit 1; fi; \
	exit $$rc

test: install browser lint types test-ts pytest

# The TypeScript client (clients/typescript) against a live engine: tests/livestack.py migrates a
# throwaway SQLite database, creates keys with create_api_key, starts a loopback model as the
# proxy's upstream and uvicorn (memoryadmin.asgi) on a free port, runs the command with the URL
# and keys in its environment, and stops everything. Needs node and npm (node 20).
test-ts: install
	$(BIN)/python -m tests.livestack -- sh -c 'cd clients/typescript && npm ci --no-audit --no-fund && npm run build && npm test'

# Every benchmark, each printing its figures side by side in one run (ratios, not
# timed assertions). The hot path runs on SQLite and on PostgreSQL.
BENCH_CONTEXT_DB ?= postgres://postgres@127.0.0.1:5432/benchcontext
# Benchmarks run with development settings (DEBUG is off by default), except the hot path,
# which is measured as production runs it: DEBUG off (no query log), throwaway secrets.
DEV_ENV := DJANGO_DEBUG=1
PROD_ENV := DJANGO_DEBUG=0 DJANGO_SECURE_SSL_REDIRECT=0 DJANGO_SECRET_KEY=bench-only-not-a-secret-0123456789abcdef MEMORY_AUDIT_HMAC_KEYS=k1:bench-only-hmac
bench: bench-context bench-compaction bench-console bench-accuracy bench-load bench-proxy bench-doors bench-language

bench-context: install
	$(PROD_ENV) $(BIN)/python -m tests.bench bench_context
	DATABASE_URL=$(BENCH_CONTEXT_DB) $(PROD_ENV) $(BIN)/python -m tests.bench bench_context

# The language readers (issue 25): what each costs per item over every language corpus (the
# replay mask, the compactor's view, the summary check, the fact screens), beside counting
# the tokens of the same texts, interleaved. In process; no database.
bench-language: install
	$(PROD_ENV) $(BIN)/python -m tests.bench bench_language

# The drop-in proxy: its added latency per turn (p50/p95, each mode, plain and streamed)
# against calling a zero-latency loopback model directly, interleaved in one run; a
# per-turn path, so measured as production runs it (on PostgreSQL with the web process's
# connection pool, MEMORY_DB_POOL_MAX=16).
BENCH_PROXY_DB ?= postgres://postgres@127.0.0.1:5432/benchproxy
bench-proxy: install
	$(PROD_ENV) $(BIN)/python -m tests.bench bench_proxy
	DATABASE_URL=$(BENCH_PROXY_DB) MEMORY_DB_POOL_MAX=16 $(PROD_ENV) $(BIN)/python -m tests.bench bench_proxy
	DATABASE_URL=$(BENCH_PROXY_DB) MEMORY_DB_POOL_MAX=16 $(PROD_ENV) $(BIN)/python -m tests.bench bench_doors

# The Responses and Anthropic doors, the same way: each against its upstream called directly.
bench-doors: install
	$(PROD_ENV) $(BIN)/python -m tests.bench bench_doors
	DATABASE_URL=$(BENCH_PROXY_DB) MEMORY_DB_POOL_MAX=16 $(PROD_ENV) $(BIN)/python -m tests.bench bench_doors

# Console pages at 100,000 accounts / 1,000,000 messages beside a small size. It WIPES the
# database it runs on, so it only runs on one whose name contains "bench" (PostgreSQL).
BENCH_CONSOLE_DB ?= postgres://postgres@127.0.0.1:5432/benchconsole
bench-console: install
	-psql "$(dir $(BENCH_CONSOLE_DB))postgres" -qc "CREATE DATABASE $(notdir $(BENCH_CONSOLE_DB))" 2>/dev/null
	DATABASE_URL=$(BENCH_CONSOLE_DB) $(DEV_ENV) $(BIN)/python manage.py migrate --noinput -v0
	DATABASE_URL=$(BENCH_CONSOLE_DB) $(DEV_ENV) $(BIN)/python -m tests.bench bench_console --generate

# Compaction: engine overhead per batch (zero-latency model) and accounts/s on two
# workers. Runs in a throwaway test database made from BENCH_COMPACTION_DB. Measured as
# the workers run it in production: DEBUG off (no query log), throwaway secrets.
BENCH_COMPACTION_DB ?= postgres://postgres@127.0.0.1:5432/benchcompaction
BENCH_REDIS_URL ?= redis://127.0.0.1:6379/3
bench-compaction: install
	DATABASE_URL=$(BENCH_COMPACTION_DB) BENCH_REDIS_URL=$(BENCH_REDIS_URL) $(PROD_ENV) \
		$(BIN)/python -m tests.bench bench_compaction

# Accuracy: stale live values, durable recall, forgotten words and tokens per turn for naive
# replay, a summary buffer and this engine, side by side on generated conversations. Runs on
# SQLite in memory; BENCH_ACCURACY_DB may name a database whose name contains "bench".
# With MEMORY_LLM_BASE_URL set it runs the engine against that model too.
BENCH_ACCURACY_DB ?=
BENCH_ACCURACY_ARGS ?=
bench-accuracy: install
	DATABASE_URL=$(BENCH_ACCURACY_DB) $(DEV_ENV) $(BIN)/python -m tests.bench bench_accuracy $(BENCH_ACCURACY_ARGS)

# The production layout under load (loopback only, about two minutes): two web processes,
# two workers and beat on PostgreSQL and Redis; one worker SIGKILLed and one web process
# restarted mid-run. It DROPS and creates DRILL_DB (its name must start with "drill") and
# flushes the Redis db of DRILL_REDIS. DRILL_ARGS=--short is the form CI runs (15 s).
DRILL_DB ?= postgres://postgres@127.0.0.1:5432/drill
DRILL_REDIS ?= redis://127.0.0.1:6379/10
DRILL_ARGS ?=
drill: install
	$(BIN)/python -m tests.drill --database-url $(DRILL_DB) --redis-url $(DRILL_REDIS) $(DRILL_ARGS)

# The short drill once more with Debian's PgBouncer (transaction pooling) between every
# process and PostgreSQL, and MEMORY_PREPARED_STATEMENTS=0: scaling web processes out does
# not mean scaling database connections. CI runs it; it installs pgbouncer where we may.
drill-pgbouncer: install
	@[ -x /usr/sbin/pgbouncer ] || command -v pgbouncer >/dev/null \
		|| { [ "$$(id -u)" = "0" ] && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null; } \
		|| { echo "pgbouncer is needed: apt-get install pgbouncer"; exit 1; }
	$(BIN)/python -m tests.drill --database-url $(DRILL_DB) --redis-url $(DRILL_REDIS) --short --pgbouncer

clean:
	rm -rf $(VENV) db.sqlite3 staticfiles test-artifacts

# HTTP load: gunicorn (DEBUG off, several workers) against PostgreSQL, driven by wrk (a C
# load generator from Debian's packages, installed here where we may). WIPES its database.
# Then width through the proxy (bench_width): N agents against a slow model, 1,000 turns
# held at once, /healthz and another project's /context while slow streams are held.
BENCH_LOAD_DB ?= postgres://postgres@127.0.0.1:5432/benchload
BENCH_WIDTH_ARGS ?=
bench-load: install
	@command -v wrk >/dev/null || { [ "$$(id -u)" = "0" ] && apt-get install -y -qq wrk >/dev/null; } \
		|| { echo "wrk is needed: apt-get install wrk"; exit 1; }
	-psql "$(dir $(BENCH_LOAD_DB))postgres" -qc "CREATE DATABASE $(notdir $(BENCH_LOAD_DB))" 2>/dev/null
	DATABASE_URL=$(BENCH_LOAD_DB) $(DEV_ENV) $(BIN)/python manage.py migrate --noinput -v0
	DATABASE_URL=$(BENCH_LOAD_DB) $(DEV_ENV) $(BIN)/python -m tests.bench bench_load $(BENCH_LOAD_ARGS)
	DATABASE_URL=$(BENCH_LOAD_DB) $(DEV_ENV) $(BIN)/python -m tests.bench bench_width $(BENCH_WIDTH_ARGS)
