"""Settings for the whole test suite."""

from collections.abc import Callable

import pytest
from hypothesis import settings

from kglink.cli import main

# Timing is measured by `kglink bench` and `kglink eval`, not by tests: a property test
# must not fail because a shared 2-core machine was busy.
settings.register_profile("kglink", deadline=None)
settings.load_profile("kglink")


@pytest.fixture
def kglink_cli(capsys: pytest.CaptureFixture[str]) -> Callable[..., tuple[int, str, str]]:
    """Run ``kglink ARGV`` in-process, as the console script would: returns
    (exit code, stdout, stderr)."""

    def run(*argv: str) -> tuple[int, str, str]:
        try:
            main(list(argv))
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        out, err = capsys.readouterr()
        return code, out, err

    return run
