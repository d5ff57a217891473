"""Writes and checks the port-zh bundle; usage and the checks: ../bundlekit.py."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bundlekit  # noqa: E402

if __name__ == "__main__":
    bundle = bundlekit.Bundle.load(
        Path(__file__).resolve().parent,
        lang="zh",
        iri="http://example.org/lanjiang-port",
        label="澜江港务集团生产运营知识库（虚构）",
        header="Operations knowledge base of Lanjiang Port Group (澜江港务集团), a fictional container and bulk port operator.",
    )
    raise SystemExit(bundlekit.main(bundle, sys.argv[1:]))
