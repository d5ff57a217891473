"""Execute the notebooks in place, as they are committed: `python scripts/run-notebooks.py [NAME...]`.

Run it after a change that moves their figures (tests/notebooks compares the figures of a
fresh run with the committed ones). No model endpoint and no KGLINK_BUNDLE: the committed
outputs are those of the offline default on the shipped example world. Needs
`pip install -e '.[retrieval,notebooks]'`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
UNSET = ("KGLINK_LLM_BASE_URL", "OPENAI_BASE_URL", "KGLINK_LLM_MODEL", "KGLINK_LLM_API_KEY", "OPENAI_API_KEY",
         "KGLINK_BUNDLE")


def main(names: list[str]) -> None:
    for key in UNSET:
        os.environ.pop(key, None)
    for name in names or sorted(path.stem for path in NOTEBOOKS.glob("*.ipynb")):
        path = NOTEBOOKS / f"{name}.ipynb"
        notebook = nbformat.read(path, as_version=4)
        # No timing metadata: a re-run that prints the same figures leaves the same file.
        NotebookClient(notebook, timeout=600, kernel_name="python3", record_timing=False,
                       resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
        nbformat.write(notebook, path)
        print(f"executed {path.relative_to(NOTEBOOKS.parent)}")


if __name__ == "__main__":
    main(sys.argv[1:])
