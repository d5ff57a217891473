"""Writes and checks the hotel-en bundle; usage and the checks: ../bundlekit.py."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bundlekit  # noqa: E402

if __name__ == "__main__":
    bundle = bundlekit.Bundle.load(
        Path(__file__).resolve().parent,
        lang="en",
        iri="http://example.org/larkmoor-hotels",
        label="Larkmoor Hospitality Group operations KB (fictional)",
        header="Operations knowledge base of Larkmoor Hospitality Group, a fictional group of six hotels.",
    )
    raise SystemExit(bundlekit.main(bundle, sys.argv[1:]))
