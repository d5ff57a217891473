# The two commands of the README: `make demo` and `make test`. Both create .venv.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# Every part the tests start or import for real: Neo4j's driver, the model server, the
# framework adapters, the notebook runner, the benchmark plot.
TEST_EXTRAS := test,neo4j,model-server,langchain,llama-index,notebooks,plot,serve

.PHONY: demo test venv venv-test clean neo4j-up neo4j-down redis-up redis-down

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

# Installed markers: reinstall when pyproject.toml changes.
$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[$(TEST_EXTRAS)]'
	touch $@ $(VENV)/.installed

venv: $(VENV)/.installed
venv-test: $(VENV)/.installed-test

demo: venv
	$(BIN)/python -m kglink.demo

# The tests need a real Neo4j over Bolt and a real Redis: bring them up, run everything,
# always take them down.
test: venv-test
	$(MAKE) neo4j-up
	$(MAKE) redis-up || { $(MAKE) neo4j-down; exit 1; }
	KGLINK_NEO4J_URI=bolt://127.0.0.1:7687 KGLINK_REDIS_URL=redis://127.0.0.1:$(REDIS_PORT)/0 $(BIN)/python -m pytest; \
	status=$$?; $(MAKE) redis-down; $(MAKE) neo4j-down; exit $$status

# A local Neo4j 5 over Bolt (127.0.0.1:7687, user neo4j, password $$KGLINK_NEO4J_PASSWORD
# or kglink-test); the first run builds the launcher with Maven (Java 17+).
neo4j-up:
	bash scripts/neo4j/up.sh

neo4j-down:
	bash scripts/neo4j/down.sh

# A local Redis with persistence on 127.0.0.1:$${KGLINK_REDIS_PORT:-6379}: Debian's
# redis-server, installed by the script with apt-get when missing (see scripts/redis/up.sh).
REDIS_PORT := $(or $(KGLINK_REDIS_PORT),6379)
redis-up:
	KGLINK_REDIS_PORT=$(REDIS_PORT) bash scripts/redis/up.sh

redis-down:
	bash scripts/redis/down.sh

clean:
	rm -rf $(VENV) .kglink .pytest_cache
