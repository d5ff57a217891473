"""Writes and checks the wind-en bundle; usage and the checks: ../bundlekit.py."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bundlekit  # noqa: E402

if __name__ == "__main__":
    bundle = bundlekit.Bundle.load(
        Path(__file__).resolve().parent,
        lang="en",
        iri="http://example.org/solwen-renewables",
        label="Solwen Renewables operations KB (fictional)",
        header="Operations knowledge base of Solwen Renewables, a fictional wind and solar operator (sites, substations, turbines, inverters, maintenance, contracts, safety, KPIs).",
    )
    raise SystemExit(bundlekit.main(bundle, sys.argv[1:]))
