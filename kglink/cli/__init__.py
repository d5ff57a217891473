"""The ``kglink`` command line.

Each command group lives in a module of this package; this module assembles them and
turns a :class:`~kglink.errors.KglinkError` into one readable line and a non-zero exit
(the traceback only with ``--debug``).
"""

from __future__ import annotations

import logging
import sys

import click

from kglink import __version__
from kglink.errors import KglinkError

# The command modules import only click at the top; whatever a command needs (rich, the
# ontology loaders, Chroma) is imported when it runs, so `kglink --help` stays fast.


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", "-V", prog_name="kglink", message="%(prog)s %(version)s")
@click.option("--debug", is_flag=True, help="Show tracebacks and debug logs.")
@click.pass_context
def cli(ctx: click.Context, debug: bool) -> None:
    """kglink: link follow-up questions to your knowledge graph and rewrite them for retrieval."""
    ctx.ensure_object(dict)
    ctx.obj["debug"] = debug
    logging.basicConfig(level=logging.DEBUG if debug else logging.WARNING)


def _register() -> None:
    from kglink.cli import bench, demo, evaluate, link, ontology, retrieval, rewrite

    cli.add_command(ontology.ontology)
    cli.add_command(demo.demo)
    cli.add_command(link.link)
    cli.add_command(bench.bench)
    for module in (retrieval, evaluate, rewrite):
        for command in module.commands:
            cli.add_command(command)


_register()


def main(argv: list[str] | None = None) -> None:
    """Entry point of the ``kglink`` console script."""
    args = list(sys.argv[1:] if argv is None else argv)
    debug = "--debug" in args
    try:
        exit_code = cli.main(args=args, prog_name="kglink", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except KglinkError as exc:
        if debug:
            raise
        click.echo(f"error: {exc}", err=True)
        sys.exit(1)
    except KeyboardInterrupt:
        sys.exit(130)
    # Without standalone mode, click returns ctx.exit(code) as a value.
    if isinstance(exit_code, int) and exit_code:
        sys.exit(exit_code)
