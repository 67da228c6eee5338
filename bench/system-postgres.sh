#!/bin/sh
# Starts (or stops) a throw-away PostgreSQL of the Debian package with default settings, for the benchmarks
# (docs/performance.md). Installs the package, and wrk for the small-writes driver, when absent. Trust
# authentication on 127.0.0.1 only, a fresh cluster in a temp dir per start; the only settings passed are the
# port, the socket directory and, for the "steady from the start" target, auto_explain of statements over
# 100 ms (BENCH_AUTO_EXPLAIN=0 leaves it out). BENCH_PG_CPUS (a taskset CPU list, e.g. 0) keeps the server and every
# backend it forks on those CPUs: with BENCH_SERVICE_CPUS in bench/issue15.sh, a database host of its own.
#
#   bench/system-postgres.sh start   # prints export lines for FEEDS_BENCH_DATABASE_URL / _USER
#   bench/system-postgres.sh stop
set -eu
PORT=${BENCH_PG_PORT:-55433}
STATE=${BENCH_PG_STATE:-/tmp/feeds-bench-pg}

# The newest version directory that holds a server: a client-only package (postgresql-client-16 beside server 15)
# has a bin directory too.
bin() {
    for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        if [ -x "$dir/postgres" ] && [ -x "$dir/initdb" ]; then
            echo "$dir"
            return
        fi
    done
}

as_owner() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
start)
    if [ -z "$(bin)" ]; then
        apt-get install -y -o DPkg::Lock::Timeout=600 postgresql >&2
    fi
    # The small-writes driver's HTTP client (a process of its own, like pgbench; decision 0809).
    if ! command -v wrk >/dev/null 2>&1; then
        apt-get install -y -o DPkg::Lock::Timeout=600 wrk >&2
    fi
    BIN=$(bin)
    rm -rf "$STATE"
    mkdir -p "$STATE"
    [ "$(id -u)" = 0 ] && chown postgres "$STATE"
    as_owner "$BIN/initdb" -D "$STATE/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null
    EXPLAIN=""
    if [ "${BENCH_AUTO_EXPLAIN:-1}" = 1 ]; then
        EXPLAIN="-c shared_preload_libraries=auto_explain -c auto_explain.log_min_duration=100"
    fi
    PIN=""
    if [ -n "${BENCH_PG_CPUS:-}" ]; then
        PIN="taskset -c $BENCH_PG_CPUS"
    fi
    as_owner $PIN "$BIN/pg_ctl" -D "$STATE/data" -l "$STATE/server.log" -w \
        -o "-p $PORT -c listen_addresses=127.0.0.1 -k $STATE $EXPLAIN" start >&2
    echo "# $("$BIN/postgres" --version), log $STATE/server.log" >&2
    echo "export FEEDS_BENCH_DATABASE_URL=jdbc:postgresql://127.0.0.1:$PORT/postgres"
    echo "export FEEDS_BENCH_DATABASE_USER=postgres"
    ;;
stop)
    as_owner "$(bin)/pg_ctl" -D "$STATE/data" -m fast stop >&2
    ;;
*)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
