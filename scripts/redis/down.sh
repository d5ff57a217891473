#!/usr/bin/env bash
# Stop the Redis that scripts/redis/up.sh started, by the pid in its pid file. TERM makes
# Redis flush its append-only file first, so the next up.sh finds every key.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
state="${KGLINK_REDIS_STATE:-$root/.kglink/redis}"
pidfile="$state/redis.pid"

if [[ ! -f "$pidfile" ]]; then
    echo "redis is not running (no $pidfile)"
    exit 0
fi
pid="$(cat "$pidfile")"
if kill -0 "$pid" 2>/dev/null; then
    kill "$pid"
    for _ in $(seq 1 100); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 "$pid" 2>/dev/null; then
        echo "redis (pid $pid) did not stop in 10s; killing it" >&2
        kill -9 "$pid" 2>/dev/null || true
    fi
    echo "redis stopped (pid $pid)"
else
    echo "redis was not running (stale pid $pid)"
fi
rm -f "$pidfile"
