# The two commands of the README: `make demo` and `make test`. Both create .venv.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# Every part the tests start or import for real: Chroma, the model client, Neo4j's driver,
# the model server, the framework adapters, the notebook runner, the benchmark plot, the
# HTTP service.
TEST_EXTRAS := test,retrieval,llm,neo4j,model-server,langchain,llama-index,notebooks,plot,serve,e5
# What the demo needs beyond the lean core: Chroma and the lexical index.
DEMO_EXTRAS := retrieval
# How `make test` starts and stops Neo4j and Redis and runs the tests (a test replaces them).
NEO4J_UP ?= bash scripts/neo4j/up.sh
NEO4J_DOWN ?= bash scripts/neo4j/down.sh
REDIS_UP ?= bash scripts/redis/up.sh
REDIS_DOWN ?= bash scripts/redis/down.sh
PYTEST ?= $(BIN)/python -m pytest
# `make test` keeps its Neo4j and Redis apart from the ones `make neo4j-up`/`redis-up` start.
TEST_NEO4J_STATE := $(CURDIR)/.kglink/neo4j-test
TEST_REDIS_STATE := $(CURDIR)/.kglink/redis-test
FREE_PORT := import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])

.PHONY: demo test venv venv-test clean neo4j-up neo4j-down redis-up redis-down

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

# Installed markers: reinstall when pyproject.toml changes.
$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[$(DEMO_EXTRAS)]'
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[$(TEST_EXTRAS)]'
	touch $@ $(VENV)/.installed

venv: $(VENV)/.installed
venv-test: $(VENV)/.installed-test

demo: venv
	$(BIN)/kglink demo

# The tests need a real Neo4j over Bolt and a real Redis: bring them up, run everything,
# always take them down. The ports are KGLINK_NEO4J_PORT and KGLINK_REDIS_PORT, else free
# loopback ports picked here; the same ones go to the up scripts and, as KGLINK_NEO4J_URI
# and KGLINK_REDIS_URL, to pytest (never a fixed port another program may hold).
test: venv-test
	@port="$${KGLINK_NEO4J_PORT:-$$($(PYTHON) -c '$(FREE_PORT)')}"; \
	redis_port="$${KGLINK_REDIS_PORT:-$$($(PYTHON) -c '$(FREE_PORT)')}"; \
	export KGLINK_NEO4J_PORT="$$port" KGLINK_NEO4J_STATE="$(TEST_NEO4J_STATE)"; \
	export KGLINK_REDIS_PORT="$$redis_port" KGLINK_REDIS_STATE="$(TEST_REDIS_STATE)"; \
	$(NEO4J_UP) || exit $$?; \
	$(REDIS_UP) || { status=$$?; $(NEO4J_DOWN); exit $$status; }; \
	KGLINK_NEO4J_URI="bolt://127.0.0.1:$$port" KGLINK_REDIS_URL="redis://127.0.0.1:$$redis_port/0" $(PYTEST); \
	status=$$?; $(REDIS_DOWN); $(NEO4J_DOWN); exit $$status

# A local Neo4j 5 over Bolt (127.0.0.1:$$KGLINK_NEO4J_PORT, default 7687, user neo4j,
# password $$KGLINK_NEO4J_PASSWORD or kglink-test); the first run builds the launcher with
# Maven (Java 17+).
neo4j-up:
	$(NEO4J_UP)

neo4j-down:
	$(NEO4J_DOWN)

# A local Redis with persistence on 127.0.0.1:$${KGLINK_REDIS_PORT:-6379}: Debian's
# redis-server, installed by the script with apt-get when missing (see scripts/redis/up.sh).
REDIS_PORT := $(or $(KGLINK_REDIS_PORT),6379)
redis-up:
	KGLINK_REDIS_PORT=$(REDIS_PORT) $(REDIS_UP)

redis-down:
	$(REDIS_DOWN)

clean:
	rm -rf $(VENV) .kglink .pytest_cache
