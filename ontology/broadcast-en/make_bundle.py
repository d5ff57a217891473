"""Writes and checks the broadcast-en bundle; usage and the checks: ../bundlekit.py."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bundlekit  # noqa: E402

if __name__ == "__main__":
    bundle = bundlekit.Bundle.load(
        Path(__file__).resolve().parent,
        lang="en",
        iri="http://example.org/corrievale-broadcasting",
        label="Corrievale Broadcasting operations KB (fictional)",
        header=("Operations knowledge base of Corrievale Broadcasting, a fictional regional broadcaster "
                "(radio stations, TV channels, transmitter sites, programmes, playout, contracts, compliance, KPIs)."),
    )
    raise SystemExit(bundlekit.main(bundle, sys.argv[1:]))
