"""The ``--neo4j-*`` options the commands that talk to Neo4j share, and the store they open.

Each option falls back to its environment variable (``KGLINK_NEO4J_URI``,
``KGLINK_NEO4J_USER``, ``KGLINK_NEO4J_PASSWORD``, ``KGLINK_NEO4J_DATABASE``), then to the
local test server's defaults (``bolt://127.0.0.1:7687``, ``neo4j``, ``kglink-test``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

import click

logger = logging.getLogger(__name__)

_F = TypeVar("_F", bound=Callable[..., Any])

NEO4J_KEYS = ("neo4j_uri", "neo4j_user", "neo4j_password", "database")


def neo4j_options(command: _F) -> _F:
    """Add ``--neo4j-uri``, ``--neo4j-user``, ``--neo4j-password`` and ``--database`` to a command."""
    options = (
        click.option("--neo4j-uri", metavar="URI", envvar="KGLINK_NEO4J_URI",
                     help="Bolt URI of Neo4j [env KGLINK_NEO4J_URI; default bolt://127.0.0.1:7687]."),
        click.option("--neo4j-user", metavar="USER", envvar="KGLINK_NEO4J_USER",
                     help="Neo4j user [env KGLINK_NEO4J_USER; default neo4j]."),
        click.option("--neo4j-password", metavar="PASSWORD", envvar="KGLINK_NEO4J_PASSWORD",
                     help="Neo4j password [env KGLINK_NEO4J_PASSWORD; default kglink-test]."),
        click.option("--database", metavar="NAME", envvar="KGLINK_NEO4J_DATABASE",
                     help="Neo4j database [env KGLINK_NEO4J_DATABASE; default the server's]."),
    )
    for option in reversed(options):
        command = option(command)
    return command


def neo4j_settings(options: dict[str, Any]) -> dict[str, Any]:
    """The keyword arguments of :meth:`Neo4jGraphStore.from_env` from the parsed options."""
    return {
        "uri": options.get("neo4j_uri"),
        "user": options.get("neo4j_user"),
        "password": options.get("neo4j_password"),
        "database": options.get("database"),
    }


def open_neo4j(options: dict[str, Any], **extra: Any) -> Any:
    """Connect to the Neo4j the options name.

    Raises:
        BackendError: Neo4j is down or refuses the login (the message names the URI).
    """
    from kglink.graph.neo4j_store import Neo4jGraphStore

    quiet_driver()
    return Neo4jGraphStore.from_env(**neo4j_settings(options), **extra)


def quiet_driver() -> None:
    """Keep the driver's retry chatter off a user's terminal (``--debug`` shows it).

    While a server is down the driver logs a warning per retry before the store raises
    the one-line error the user needs.
    """
    if logging.getLogger().getEffectiveLevel() > logging.DEBUG:
        logging.getLogger("neo4j").setLevel(logging.ERROR)
