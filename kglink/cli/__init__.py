"""The ``kglink`` command line.

Each command group lives in a module of this package; this module assembles them and
turns a :class:`~kglink.errors.KglinkError` into one readable line and a non-zero exit
(the traceback only with ``--debug``).
"""

from __future__ import annotations

import logging
import sys

import click

from kglink.errors import KglinkError


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--debug", is_flag=True, help="Show tracebacks and debug logs.")
@click.pass_context
def cli(ctx: click.Context, debug: bool) -> None:
    """kglink: link follow-up questions to your knowledge graph and rewrite them for retrieval."""
    ctx.ensure_object(dict)
    ctx.obj["debug"] = debug
    logging.basicConfig(level=logging.DEBUG if debug else logging.WARNING)


def _register() -> None:
    from kglink.cli import bench, evaluate, link, ontology, retrieval, rewrite

    cli.add_command(ontology.ontology)
    cli.add_command(link.link)
    cli.add_command(bench.bench)
    for module in (retrieval, evaluate, rewrite):
        for command in module.commands:
            cli.add_command(command)


_register()


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
