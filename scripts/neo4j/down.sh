#!/usr/bin/env bash
# Stop the Neo4j that scripts/neo4j/up.sh started, by the pid in its pid file.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
state="${KGLINK_NEO4J_STATE:-$root/.kglink/neo4j}"
pidfile="$state/neo4j.pid"

if [[ ! -f "$pidfile" ]]; then
    echo "neo4j is not running (no $pidfile)"
    exit 0
fi
pid="$(cat "$pidfile")"
if kill -0 "$pid" 2>/dev/null; then
    # TERM lets the launcher shut the database down and delete its temporary folder.
    kill "$pid"
    for _ in $(seq 1 60); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.5
    done
    if kill -0 "$pid" 2>/dev/null; then
        echo "neo4j (pid $pid) did not stop in 30s; killing it" >&2
        kill -9 "$pid" 2>/dev/null || true
    fi
    echo "neo4j stopped (pid $pid)"
else
    echo "neo4j was not running (stale pid $pid)"
fi
rm -f "$pidfile" "$state/neo4j.port"
