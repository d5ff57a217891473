# The two commands of the README: `make demo` and `make test`. Both create .venv.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# Every part the tests start or import for real: Neo4j's driver, the model server, the
# framework adapters, the notebook runner, the benchmark plot.
TEST_EXTRAS := test,neo4j,model-server,langchain,llama-index,notebooks,plot

.PHONY: demo test venv venv-test clean neo4j-up neo4j-down

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

# The tests need a real Neo4j over Bolt: bring it up, run everything, always take it down.
test: venv-test
	$(MAKE) neo4j-up
	KGLINK_NEO4J_URI=bolt://127.0.0.1:7687 $(BIN)/python -m pytest; status=$$?; $(MAKE) neo4j-down; exit $$status

# A local Neo4j 5 over Bolt (127.0.0.1:7687, user neo4j, password $$KGLINK_NEO4J_PASSWORD
# or kglink-test); the first run builds the launcher with Maven (Java 17+).
neo4j-up:
	bash scripts/neo4j/up.sh

neo4j-down:
	bash scripts/neo4j/down.sh

clean:
	rm -rf $(VENV) .kglink .pytest_cache
