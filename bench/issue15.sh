#!/bin/sh
# Issue 15's one bench command: every figure of its targets against a fresh system PostgreSQL with default
# settings (bench/system-postgres.sh), then the server stops. Extra arguments go to Maven, e.g. -Dbench.seconds=10.
# The full output (with the service's access log) stays in $BENCH_LOG; the figures are printed.
#
#   bench/issue15.sh [-Dbench.seconds=60] [-Dbench.offers=1000000]
#
# The layout: by default the service, its load drivers and PostgreSQL share every CPU. BENCH_PG_CPUS=0
# BENCH_SERVICE_CPUS=1 gives PostgreSQL CPU 0 and everything else CPU 1, as a database on a host of its own would
# have it; the floors then get the same one CPU (docs/performance.md, decision 0815).
set -eu
cd "$(dirname "$0")/.."
LOG=${BENCH_LOG:-/tmp/feeds-bench-issue15.log}
eval "$(bench/system-postgres.sh start)"
trap 'bench/system-postgres.sh stop' EXIT
PIN=""
if [ -n "${BENCH_SERVICE_CPUS:-}" ]; then
    PIN="taskset -c $BENCH_SERVICE_CPUS"
fi
echo "layout: PostgreSQL on CPUs ${BENCH_PG_CPUS:-all}, the service and the load drivers on CPUs ${BENCH_SERVICE_CPUS:-all} of $(nproc)"
if ! $PIN mvn -B -DskipTests -Pbench-http,bench-feed,bench-load -pl bench -am verify "$@" >"$LOG" 2>&1; then
    tail -40 "$LOG" >&2
    echo "bench failed, full output in $LOG" >&2
    exit 1
fi
# Figure lines only: drop Maven's, logback's and the service's own log lines.
grep -v -E '^\[(INFO|WARNING)\]|^[0-9]{2}:[0-9]{2}:[0-9]{2}[.,][0-9]+ |^ +|^$' "$LOG"
