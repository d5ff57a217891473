"""A pause of the cyclic garbage collector around bulk building.

Compiling or reloading a large ontology allocates millions of small objects (tuples,
strings, labels) that all stay alive. Each allocation burst makes CPython's cyclic
collector traverse every container allocated so far, again and again: at a million
triples that is a quarter of the compile time, spent finding no garbage (the builders
make no reference cycles; reference counting frees what they drop). Pausing the
collector for the duration of the build removes that cost and changes nothing else.

Example:
    >>> with collector_paused():
    ...     table = {str(number): (number,) for number in range(3)}
"""

from __future__ import annotations

import gc
import logging
from collections.abc import Iterator
from contextlib import contextmanager

logger = logging.getLogger(__name__)


@contextmanager
def collector_paused() -> Iterator[None]:
    """Disable the cyclic garbage collector inside the block.

    Nested use is safe: the collector is enabled again on exit only if it was enabled
    on entry (a caller that disabled it keeps it disabled).
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            if gc.get_freeze_count() == 0:
                # What the block built is in the youngest generation; left there, the
                # collector would traverse all of it twice more to age it. Freezing and
                # unfreezing moves every object to the oldest generation in one step, the
                # place long-lived data ends up anyway (skipped while the program has
                # frozen objects of its own, which unfreezing would release).
                gc.freeze()
                gc.unfreeze()
            gc.enable()
