"""The ``kglink`` command line.

Each command group lives in a module of this package; this module assembles them and
turns a :class:`~kglink.errors.KglinkError` into one readable line and a non-zero exit
(the traceback only with ``--debug``).
"""

from __future__ import annotations

import importlib
import sys

import click

from kglink import __version__
from kglink.errors import KglinkError

#: The commands: name -> (module, attribute, the line `kglink --help` shows for it). A
#: command's module is imported when the command runs (or its own --help is asked for), so
#: `kglink --help` imports click and nothing else of weight. A test keeps each line equal
#: to the command's own docstring. A new command is one entry here.
COMMANDS: dict[str, tuple[str, str, str]] = {
    "bench": ("kglink.cli.bench", "bench",
              "Benchmarks on synthetic data."),
    "chat": ("kglink.cli.rewrite", "chat",
             "An interactive conversation: each turn is rewritten (and searched with --store)."),
    "demo": ("kglink.cli.demo", "demo",
             "Play scripted conversations over the example world: rewrites and retrieval side by side."),
    "eval": ("kglink.cli.evaluate", "eval_command",
             "Run MODES over the conversations of BUNDLE and score retrieval, linking and constraints."),
    "index": ("kglink.cli.retrieval", "index",
              "Index DOCS (a docs.jsonl file or a folder of .txt/.md files) for retrieval."),
    "link": ("kglink.cli.link", "link",
             "Find the ontology nodes TEXT mentions, with their candidates and scores."),
    "ontology": ("kglink.cli.ontology", "ontology",
                 "Inspect, lint, compile and load ontologies (RDF, CSV/TSV tables, compiled .kglink)."),
    "rewrite": ("kglink.cli.rewrite", "rewrite",
                "Rewrite every user turn of CONVERSATION (JSONL) into self-contained queries."),
    "search": ("kglink.cli.retrieval", "search",
               "Search the index for QUERY and show each retriever's rank and the fused rank."),
    "serve": ("kglink.cli.serve", "serve",
              "Serve the HTTP API: sessions, stateless rewrite, health, readiness, metrics."),
}


class LazyGroup(click.Group):
    """A group whose commands in :data:`COMMANDS` are imported on first use."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*self.commands, *COMMANDS})

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name not in self.commands and name in COMMANDS:
            module, attribute, _ = COMMANDS[name]
            self.add_command(getattr(importlib.import_module(module), attribute), name)
        return self.commands.get(name)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        names = self.list_commands(ctx)
        limit = formatter.width - 6 - max(map(len, names), default=0)
        rows = []
        for name in names:
            command = self.commands.get(name)
            if command is not None:
                if not command.hidden:
                    rows.append((name, command.get_short_help_str(limit)))
            else:
                # Shortened as click shortens a loaded command's help.
                rows.append((name, click.Command(name, help=COMMANDS[name][2]).get_short_help_str(limit)))
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", "-V", prog_name="kglink", message="%(prog)s %(version)s")
@click.option("--debug", is_flag=True, help="Show tracebacks and debug logs.")
@click.pass_context
def cli(ctx: click.Context, debug: bool) -> None:
    """kglink: link follow-up questions to your knowledge graph and rewrite them for retrieval."""
    import logging  # here: `kglink --help` never runs this, and need not pay for logging

    ctx.ensure_object(dict)
    ctx.obj["debug"] = debug
    logging.basicConfig(level=logging.DEBUG if debug else logging.WARNING)


def _one_line(exc: BaseException) -> str:
    """The message on one line, control characters escaped (it may quote user input)."""
    from kglink.cli.terminal import printable, redact

    return printable(redact(" ".join(str(exc).split())))


def main(argv: list[str] | None = None) -> None:
    """Entry point of the ``kglink`` console script."""
    args = list(sys.argv[1:] if argv is None else argv)
    debug = "--debug" in args
    try:
        exit_code = cli.main(args=args, prog_name="kglink", standalone_mode=False)
    except click.exceptions.Abort as exc:
        # click turns any EOFError into Abort; only Ctrl-C or Ctrl-D at a prompt is one.
        cause = exc.__context__
        if isinstance(cause, EOFError):
            if debug:
                raise cause from None
            click.echo(f"error: unexpected end of data ({cause or 'EOFError'}); --debug shows where", err=True)
            sys.exit(1)
        click.echo("aborted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except KglinkError as exc:
        if debug:
            raise
        click.echo(f"error: {_one_line(exc)}", err=True)
        sys.exit(1)
    except KeyboardInterrupt:
        sys.exit(130)
    except OSError as exc:
        if debug:
            raise
        where = f"{exc.filename}: " if exc.filename else ""
        click.echo(f"error: {_one_line(where + str(exc.strerror or exc))}", err=True)
        sys.exit(1)
    except Exception as exc:  # noqa: BLE001 - a bug still gets one line without --debug
        if debug:
            raise
        click.echo(f"error: internal error: {type(exc).__name__}: {_one_line(exc)} (--debug shows the traceback)", err=True)
        sys.exit(1)
    # Without standalone mode, click returns ctx.exit(code) as a value.
    if isinstance(exit_code, int) and exit_code:
        sys.exit(exit_code)
