# The two commands of the README: `make demo` and `make test`. Both create .venv.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: demo test venv venv-test clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

# Installed markers: reinstall when pyproject.toml changes.
$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[test,neo4j]'
	touch $@ $(VENV)/.installed

venv: $(VENV)/.installed
venv-test: $(VENV)/.installed-test

demo: venv
	$(BIN)/python -m kglink.demo

test: venv-test
	$(BIN)/python -m pytest

clean:
	rm -rf $(VENV) .kglink .pytest_cache
