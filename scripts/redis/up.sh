#!/usr/bin/env bash
# Start a local Redis in the background, with persistence on, and wait until it answers.
#
#   KGLINK_REDIS_PORT     port on 127.0.0.1 (default 6379)
#   KGLINK_REDIS_STATE    folder for the pid file, log and data (default .kglink/redis in the repo)
#   KGLINK_REDIS_TIMEOUT  seconds to wait for PING (default 30)
#   KGLINK_REDIS_FSYNC    appendfsync policy: always | everysec (default) | no
#
# The server is Debian's `redis-server`: when it is not on PATH this script installs it
# with apt-get (the package's own service is not started: the Debian images' policy-rc.d
# forbids it, and this script starts its own process). Data survives a restart: the
# append-only file lives in $STATE, so `down.sh` then `up.sh` finds every key again.
# Running it again while the server is up prints the URL and does nothing else.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
port="${KGLINK_REDIS_PORT:-6379}"
state="${KGLINK_REDIS_STATE:-$root/.kglink/redis}"
timeout="${KGLINK_REDIS_TIMEOUT:-30}"
fsync="${KGLINK_REDIS_FSYNC:-everysec}"
pidfile="$state/redis.pid"
logfile="$state/redis.log"
url="redis://127.0.0.1:$port/0"

mkdir -p "$state"
state="$(cd "$state" && pwd)"
pidfile="$state/redis.pid"
logfile="$state/redis.log"

if [[ -f "$pidfile" ]] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
    echo "redis already running (pid $(cat "$pidfile")): $url"
    exit 0
fi
rm -f "$pidfile"

if ! command -v redis-server >/dev/null; then
    if [[ "$(id -u)" != 0 ]] || ! command -v apt-get >/dev/null; then
        echo "error: redis-server is not installed; install Debian's package: apt-get install redis-server" >&2
        exit 1
    fi
    echo "installing redis-server with apt-get..."
    export DEBIAN_FRONTEND=noninteractive
    # Another apt-get may hold dpkg's lock (a second checkout's tests, the machine's own
    # updates): wait for it rather than fail.
    apt=(apt-get -o DPkg::Lock::Timeout=300)
    if ! "${apt[@]}" install -y -qq --no-install-recommends redis-server >/dev/null 2>&1; then
        "${apt[@]}" update -qq >/dev/null
        "${apt[@]}" install -y -qq --no-install-recommends redis-server >/dev/null
    fi
    # Where nothing forbids it, the package starts its own server on 6379: this script
    # runs its own, so stop that one.
    if command -v service >/dev/null; then service redis-server stop >/dev/null 2>&1 || true; fi
fi

if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "error: something already listens on 127.0.0.1:$port; set KGLINK_REDIS_PORT or stop it" >&2
    exit 1
fi

# setsid: the server must not die with the shell (or pytest) that started it. Loopback
# only and no protected-mode surprise: it is a test and development server.
setsid redis-server --bind 127.0.0.1 --port "$port" --dir "$state" \
    --appendonly yes --appendfsync "$fsync" --appenddirname appendonly \
    --save "" --daemonize no --logfile "$logfile" --pidfile "" \
    </dev/null >/dev/null 2>&1 &
pid=$!
echo "$pid" > "$pidfile"

started=$SECONDS
until [[ "$(redis-cli -h 127.0.0.1 -p "$port" ping 2>/dev/null)" == PONG ]]; do
    if ! kill -0 "$pid" 2>/dev/null; then
        echo "error: redis exited while starting; last lines of $logfile:" >&2
        tail -n 20 "$logfile" >&2 || true
        rm -f "$pidfile"
        exit 1
    fi
    if (( SECONDS - started > timeout )); then
        echo "error: redis did not answer on 127.0.0.1:$port within ${timeout}s; see $logfile" >&2
        kill "$pid" 2>/dev/null || true
        rm -f "$pidfile"
        exit 1
    fi
    sleep 0.1
done
echo "redis up (pid $pid): $url (data in $state)"
