"""The optional parts of kglink and the error raised when one is not installed.

The core (ontologies, linking, rewriting, the CLI) needs none of them. A module that needs
an extra imports its package through :func:`require`, so a missing package becomes a
:class:`~kglink.errors.MissingDependencyError` naming the ``pip install`` to run instead
of an ``ImportError`` from deep inside kglink.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
from types import ModuleType

from kglink.errors import MissingDependencyError

logger = logging.getLogger(__name__)

#: The package (distribution) name to show for a module, when the two differ.
_DISTRIBUTIONS = {
    "langchain_core": "langchain-core",
    "llama_index": "llama-index-core",
    "sentence_transformers": "sentence-transformers",
}


def require(module: str, extra: str) -> ModuleType:
    """Import ``module`` or raise the error that names ``pip install 'kglink[extra]'``.

    Example:
        >>> chromadb = require("chromadb", "retrieval")  # doctest: +SKIP
    """
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        top = module.split(".", 1)[0]
        raise MissingDependencyError(_DISTRIBUTIONS.get(top, top), extra) from exc


def check(extra: str, *modules: str) -> None:
    """Raise :class:`MissingDependencyError` unless every module of ``modules`` is installed.

    Finds the modules without importing them, so the check costs microseconds; used
    before a package whose modules import them at the top.
    """
    for module in modules:
        top = module.split(".", 1)[0]
        if importlib.util.find_spec(top) is None:
            raise MissingDependencyError(_DISTRIBUTIONS.get(top, top), extra)
