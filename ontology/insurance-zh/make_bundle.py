"""Writes and checks the insurance-zh bundle; usage and the checks: ../bundlekit.py."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bundlekit  # noqa: E402

if __name__ == "__main__":
    bundle = bundlekit.Bundle.load(
        Path(__file__).resolve().parent,
        lang="zh",
        iri="http://example.org/anheng-insurance",
        label="安衡财险运营知识库（虚构）",
        header="Operations knowledge base of Anheng P&C Insurance (安衡财险), a fictional regional property-and-casualty insurer.",
    )
    raise SystemExit(bundlekit.main(bundle, sys.argv[1:]))
