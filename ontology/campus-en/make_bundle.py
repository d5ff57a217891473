"""Writes and checks the campus-en bundle; usage and the checks: ../bundlekit.py."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bundlekit  # noqa: E402

if __name__ == "__main__":
    bundle = bundlekit.Bundle.load(
        Path(__file__).resolve().parent,
        lang="en",
        iri="http://example.org/castlemere-uni",
        label="Castlemere University services KB (fictional)",
        header="IT, estates and student-services knowledge base of Castlemere University, a fictional university.",
    )
    raise SystemExit(bundlekit.main(bundle, sys.argv[1:]))
