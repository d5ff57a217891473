"""Settings for the whole test suite."""

from hypothesis import settings

# Timing is measured by `kglink bench` and `kglink eval`, not by tests: a property test
# must not fail because a shared 2-core machine was busy.
settings.register_profile("kglink", deadline=None)
settings.load_profile("kglink")
