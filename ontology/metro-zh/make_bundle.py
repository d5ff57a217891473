"""Writes the metro-zh bundle (ontology.ttl, docs.jsonl, cases.jsonl) and checks it.

    python3 make_bundle.py          write the three files, then check them
    python3 make_bundle.py --check  check the committed files against the sources, write nothing

Standard library only. The data lives in world.py (graph), build_docs.py (documents) and
cases.py (conversations); the writer and the checks are ../bundlekit.py, shared by the bundles.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

import build_docs  # noqa: E402
import bundlekit  # noqa: E402
import cases  # noqa: E402
import world  # noqa: E402

BUNDLE = bundlekit.Bundle(
    folder=HERE,
    iri="http://example.org/lanjiang-metro",
    label="澜江地铁运营知识库（虚构）",
    header="Operations knowledge base of Lanjiang Metro (澜江地铁), a fictional city metro operator.",
    lang="zh",
    world=world,
    docs=build_docs,
    cases=cases,
)


if __name__ == "__main__":
    raise SystemExit(bundlekit.main(BUNDLE, sys.argv[1:]))
