#!/usr/bin/env bash
# Start a local Neo4j 5 (embedded launcher) in the background and wait until Bolt answers.
#
#   KGLINK_NEO4J_PORT      Bolt port on 127.0.0.1 (default 7687)
#   KGLINK_NEO4J_PASSWORD  password of user neo4j (default kglink-test; Neo4j wants >= 8 chars)
#   KGLINK_NEO4J_STATE     folder for the pid file and log (default .kglink/neo4j in the repo)
#   KGLINK_NEO4J_TIMEOUT   seconds to wait for Bolt after the build (default 120)
#
# Builds the launcher with Maven the first time (dependencies go to ~/.m2), writes
# $STATE/neo4j.pid and $STATE/neo4j.log, prints the Bolt URI. Running it again while the
# server is up prints the URI and does nothing else. Data lives in a temporary folder
# that the launcher deletes when it is stopped (scripts/neo4j/down.sh).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
port="${KGLINK_NEO4J_PORT:-7687}"
state="${KGLINK_NEO4J_STATE:-$root/.kglink/neo4j}"
timeout="${KGLINK_NEO4J_TIMEOUT:-120}"
pidfile="$state/neo4j.pid"
portfile="$state/neo4j.port"
logfile="$state/neo4j.log"
uri="bolt://127.0.0.1:$port"
export KGLINK_NEO4J_PORT="$port"
export KGLINK_NEO4J_PASSWORD="${KGLINK_NEO4J_PASSWORD:-kglink-test}"

mkdir -p "$state"

if [[ -f "$pidfile" ]] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
    running="$(cat "$portfile" 2>/dev/null || echo "$port")"
    if [[ "$running" != "$port" ]]; then
        # A caller that was given $port must not be sent to a server on another one.
        echo "error: the neo4j of $state runs on port $running, not $port; stop it (scripts/neo4j/down.sh) or set KGLINK_NEO4J_PORT=$running" >&2
        exit 1
    fi
    echo "neo4j already running (pid $(cat "$pidfile")): $uri"
    exit 0
fi
rm -f "$pidfile" "$portfile"

for tool in java mvn; do
    if ! command -v "$tool" >/dev/null; then
        echo "error: '$tool' is not installed; the Neo4j launcher needs Java 17+ and Maven" >&2
        exit 1
    fi
done

# Build only when the launcher changed or a jar on its classpath is gone (a new ~/.m2).
classpath_file="$here/target/classpath.txt"
needs_build=0
if [[ ! -s "$classpath_file" || ! -d "$here/target/classes/kglink" ]]; then
    needs_build=1
elif [[ -n "$(find "$here/pom.xml" "$here/src" -newer "$classpath_file" -type f -print -quit)" ]]; then
    needs_build=1
else
    IFS=":" read -r -a jars < "$classpath_file" || true  # no trailing newline
    for jar in "${jars[@]}"; do
        [[ -f "$jar" ]] || { needs_build=1; break; }
    done
fi
if (( needs_build )); then
    echo "building the Neo4j launcher (the first build downloads Neo4j into ~/.m2)..."
    # -q still prints colour resets; strip them (pipefail keeps Maven's exit status).
    mvn -q -B -Dstyle.color=never -f "$here/pom.xml" package 2>&1 | sed -e 's/\x1b\[[0-9;]*m//g'
    touch "$classpath_file"  # Maven keeps an unchanged file's old time; mark this build
fi

if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "error: something already listens on 127.0.0.1:$port; set KGLINK_NEO4J_PORT or stop it" >&2
    exit 1
fi

: > "$logfile"  # before the launch: the wait below must never read an old ready line
# setsid: the server must not die with the shell (or pytest) that started it.
setsid java -Xms256m -Xmx1g -XX:+UseSerialGC \
    -cp "$here/target/classes:$(cat "$classpath_file")" kglink.Neo4jLauncher \
    >"$logfile" 2>&1 </dev/null &
pid=$!
echo "$pid" > "$pidfile"
echo "$port" > "$portfile"

started=$SECONDS
until grep -q '^kglink-neo4j ready' "$logfile" 2>/dev/null; do
    if ! kill -0 "$pid" 2>/dev/null; then
        echo "error: neo4j exited while starting; last lines of $logfile:" >&2
        tail -n 30 "$logfile" >&2
        rm -f "$pidfile"
        exit 1
    fi
    if (( SECONDS - started > timeout )); then
        echo "error: neo4j did not answer on $uri within ${timeout}s; see $logfile" >&2
        kill "$pid" 2>/dev/null || true
        rm -f "$pidfile"
        exit 1
    fi
    sleep 0.5
done
# The ready line comes after Bolt is bound; check the port as a client would see it.
if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "error: $uri does not accept connections; stopping pid $pid" >&2
    kill "$pid" 2>/dev/null || true
    rm -f "$pidfile"
    exit 1
fi
echo "neo4j up in $((SECONDS - started))s (pid $pid): $uri (user neo4j, password from KGLINK_NEO4J_PASSWORD, default kglink-test)"
