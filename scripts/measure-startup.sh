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
best() {
    "$py" - "$runs" "$@" <<'PY'
import subprocess, sys, time
runs, argv = int(sys.argv[1]), sys.argv[2:]
times = []
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    times.append(time.perf_counter() - start)
times.sort()
print(f"{times[0] * 1000:7.1f} ms best, {times[len(times) // 2] * 1000:7.1f} ms median  {' '.join(argv[1:]) or argv[0]}")
PY
}
cd "$(mktemp -d)"
best "$py" -c pass
best "$py" -c "import click"
best "$py" -c "import kglink"
best "$py" -c "from kglink import Ontology, Rewriter"
best "$venv/bin/kglink" --help
best "$venv/bin/kglink" --version
echo "-X importtime, from kglink import Ontology, Rewriter (cumulative us, top 8):"
"$py" -X importtime -c "from kglink import Ontology, Rewriter" 2>&1 | sort -t'|' -k2 -n | tail -8
"$py" -c "import sys; from kglink import Ontology, Rewriter; heavy = sorted({m.split('.')[0] for m in sys.modules} & {'chromadb', 'openai', 'scipy', 'rdflib', 'pyoxigraph', 'rich'}); print('heavy modules imported:', heavy or 'none')"
