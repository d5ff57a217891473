"""collector_paused: the cyclic collector is off inside, restored outside, never left on
when the caller had it off, and the program's own frozen objects are left frozen."""

from __future__ import annotations

import gc

import pytest

from kglink.ontology.bulk import collector_paused


@pytest.fixture(autouse=True)
def _restore_gc():
    enabled = gc.isenabled()
    yield
    gc.unfreeze()
    (gc.enable if enabled else gc.disable)()


@pytest.mark.parametrize("enabled", [True, False])
def test_the_collector_is_off_inside_and_as_before_after(enabled: bool) -> None:
    (gc.enable if enabled else gc.disable)()
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():  # nested
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled() is enabled


def test_an_error_inside_still_restores_the_collector() -> None:
    gc.enable()
    with pytest.raises(RuntimeError), collector_paused():
        raise RuntimeError("boom")
    assert gc.isenabled()


def test_what_was_built_goes_to_the_oldest_generation() -> None:
    gc.enable()
    gc.collect()
    with collector_paused():
        built = [[number] for number in range(50_000)]
    assert gc.get_count()[0] < 50_000  # not left in the youngest generation
    assert gc.is_tracked(built) and gc.get_freeze_count() == 0
    # A cycle made inside is still found by a full collection.
    with collector_paused():
        cycle: list[object] = []
        cycle.append(cycle)
    del cycle
    assert gc.collect() >= 1


def test_objects_the_program_froze_stay_frozen() -> None:
    gc.enable()
    kept = [[number] for number in range(1000)]
    gc.freeze()
    with collector_paused():
        [[number] for number in range(1000)]
    # Still in the permanent generation, which gc.get_objects() does not list. (The
    # freeze count itself may drop meanwhile: another thread of the test session can
    # free an object it had when everything was frozen.)
    tracked = {id(item) for item in gc.get_objects()}
    assert id(kept) not in tracked and id(kept[0]) not in tracked
    assert gc.get_freeze_count() > 0
