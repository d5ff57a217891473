"""Writes and checks the retail-zh bundle; usage and the checks: ../bundlekit.py."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bundlekit  # noqa: E402

if __name__ == "__main__":
    bundle = bundlekit.Bundle.load(
        Path(__file__).resolve().parent,
        lang="zh",
        iri="http://example.org/hejia-retail",
        label="禾家超市运营知识库（虚构）",
        header="Operations knowledge base of Hejia Market (禾家超市), a fictional supermarket chain with online delivery.",
    )
    raise SystemExit(bundlekit.main(bundle, sys.argv[1:]))
