"""How the CLI prints: rich consoles that keep whole lines when the output is piped.

rich assumes 80 columns when stdout is not a terminal and cuts tables to fit
(``安心宝Pl…``); a pipe or a file has no width, so there the console is as wide as the
longest line (unless ``COLUMNS`` says otherwise). Imported inside the commands: rich is
not needed for ``kglink --help``.
"""

from __future__ import annotations

import logging
import os
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console, RenderableType

logger = logging.getLogger(__name__)

#: The width of a console that writes to a pipe or a file: wide enough for any row.
PIPED_WIDTH = 10_000
#: The width of a rule line when the console is piped (a 10,000-character rule helps nobody).
RULE_WIDTH = 100


def make_console(*, stderr: bool = False) -> Console:
    """A console for stdout (or stderr): the terminal's width, or unlimited when piped."""
    from rich.console import Console

    console = Console(stderr=stderr)
    if not console.is_terminal and "COLUMNS" not in os.environ:
        console = Console(stderr=stderr, width=PIPED_WIDTH)
    return console


def print_rule(console: Console, title: RenderableType = "") -> None:
    """A horizontal rule with a title, at most :data:`RULE_WIDTH` wide when piped."""
    from rich.rule import Rule

    width = None if console.is_terminal else min(console.width, RULE_WIDTH)
    console.print(Rule(title), width=width)
