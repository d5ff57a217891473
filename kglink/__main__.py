"""``python -m kglink``: the ``kglink`` command."""

from kglink.cli import main

main()
