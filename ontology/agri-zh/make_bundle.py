"""Writes and checks the agri-zh bundle; usage and the checks: ../bundlekit.py."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bundlekit  # noqa: E402

if __name__ == "__main__":
    bundle = bundlekit.Bundle.load(
        Path(__file__).resolve().parent,
        lang="zh",
        iri="http://example.org/hechuan-seed",
        label="禾川种业知识库（虚构）",
        header="Knowledge base of Hechuan Seed (禾川种业), a fictional Chinese seed and agronomy company.",
    )
    raise SystemExit(bundlekit.main(bundle, sys.argv[1:]))
