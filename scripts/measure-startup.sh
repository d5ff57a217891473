#!/usr/bin/env bash
# Start-up figures of the lean core, in one run so they share the machine's state:
#   bash scripts/measure-startup.sh [VENV]   (default: a fresh venv with `pip install .`)
# Prints the venv's size and the best of N runs of: a bare interpreter, `import click`,
# `import kglink`, `from kglink import Ontology, Rewriter`, `kglink --help`, `kglink --version`;
# then `python -X importtime` of the import (cumulative microseconds of the top modules).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="${1:-}"
runs="${RUNS:-9}"
if [[ -z "$venv" ]]; then
    venv="$(mktemp -d)/venv"
    python3 -m venv "$venv"
    (cd "$(dirname "$venv")" && "$venv/bin/pip" install --quiet --disable-pip-version-check "$root")
fi
py="$venv/bin/python"
echo "venv: $venv"
echo "size: $(du -sh "$venv" | cut -f1) ($("$venv/bin/pip" list --disable-pip-version-check 2>/dev/null | tail -n +3 | wc -l) packages)"
# Round robin: each round runs every command once, so all share the machine's state; the
# best and the median of the rounds are printed.
"$py" - "$runs" "$venv" <<'PY'
import os, subprocess, sys, tempfile, time
runs, venv = int(sys.argv[1]), sys.argv[2]
py, cli = f"{venv}/bin/python", f"{venv}/bin/kglink"
commands = [
    [py, "-c", "pass"],
    [py, "-c", "import click"],
    [py, "-c", "import kglink"],
    [py, "-c", "from kglink import Ontology, Rewriter"],
    [cli, "--help"],
    [cli, "--version"],
]
times = [[] for _ in commands]
os.chdir(tempfile.mkdtemp())  # not a checkout: `-c` must import the installed kglink
for _ in range(runs):
    for slot, argv in enumerate(commands):
        start = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times[slot].append(time.perf_counter() - start)
for argv, values in zip(commands, times):
    values.sort()
    label = " ".join(argv[1:]) if argv[0] == py else "kglink " + " ".join(argv[1:])
    print(f"{values[0] * 1000:7.1f} ms best  {values[len(values) // 2] * 1000:7.1f} ms median  {label}")
PY
cd "$(mktemp -d)"
echo "-X importtime, kglink --help (cumulative us: click, and kglink's own modules):"
"$py" -X importtime -c "from kglink.cli import main
try:
    main(['--help'])
except SystemExit:
    pass" 2>&1 >/dev/null | grep -E "\| +(click|kglink[a-z._]*)$"
echo "-X importtime, from kglink import Ontology, Rewriter (cumulative us, top 8):"
"$py" -X importtime -c "from kglink import Ontology, Rewriter" 2>&1 | sort -t'|' -k2 -n | tail -8
"$py" -c "import sys; from kglink import Ontology, Rewriter; heavy = sorted({m.split('.')[0] for m in sys.modules} & {'chromadb', 'openai', 'scipy', 'rdflib', 'pyoxigraph', 'rich'}); print('heavy modules imported:', heavy or 'none')"
