"""Writes and checks the airline-en bundle; usage and the checks: ../bundlekit.py."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bundlekit  # noqa: E402

if __name__ == "__main__":
    bundle = bundlekit.Bundle.load(
        Path(__file__).resolve().parent,
        lang="en",
        iri="http://example.org/aldwyn-air",
        label="Aldwyn Air operations KB (fictional)",
        header="Operations knowledge base of Aldwyn Air, a fictional regional airline (fleet, routes, stations, maintenance, crew, ground handling, customer service).",
    )
    raise SystemExit(bundlekit.main(bundle, sys.argv[1:]))
