"""Writes and checks the estate-zh bundle; usage and the checks: ../bundlekit.py."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bundlekit  # noqa: E402

if __name__ == "__main__":
    bundle = bundlekit.Bundle.load(
        Path(__file__).resolve().parent,
        lang="zh",
        iri="http://example.org/chenglan-pm",
        label="澄岚物业运营知识库（虚构）",
        header="Operations KB of Chenglan Property (澄岚物业), a fictional property-management company.",
    )
    raise SystemExit(bundlekit.main(bundle, sys.argv[1:]))
