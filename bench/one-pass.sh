#!/bin/sh
# What a write that judges and applies in one pass inside PostgreSQL would reach against the raw SQL floor, on
# PostgreSQL alone (docs/performance.md, "What a one-pass write would reach"). Seeds the concurrency layout
# (8 vendors x 25,000 linked offers) through the service on a fresh system PostgreSQL (bench/system-postgres.sh),
# then runs each script of bench/one-pass with pgbench: 8 clients, one vendor each (the 8-vendor target), and
# 1 client (the one-vendor target), three rounds each. Prints pgbench's figures; the server stops at the end.
#
#   bench/one-pass.sh [seconds per run, default 15]
set -eu
cd "$(dirname "$0")/.."
SECONDS_PER_RUN=${1:-15}
LOG=${BENCH_LOG:-/tmp/feeds-bench-one-pass.log}
eval "$(bench/system-postgres.sh start)"
trap 'bench/system-postgres.sh stop' EXIT
# psql and pgbench of the newest installed version that has them.
BIN=$(for dir in $(ls -d /usr/lib/postgresql/*/bin | sort -V -r); do
    if [ -x "$dir/pgbench" ] && [ -x "$dir/psql" ]; then echo "$dir"; break; fi
done)
if ! mvn -B -DskipTests -Pbench-load -pl bench -am verify -Dbench.phases=seed-only \
        -Dbench.jvm=-Dbench.keepDatabase=true >"$LOG" 2>&1; then
    tail -40 "$LOG" >&2
    echo "seeding failed, full output in $LOG" >&2
    exit 1
fi
DATABASE=$(sed -n 's/^# system PostgreSQL: .*, database \(feeds_bench_[0-9a-f]*\)$/\1/p' "$LOG" | head -1)
export PGHOST=127.0.0.1 PGPORT=${BENCH_PG_PORT:-55433} PGUSER=postgres PGDATABASE=$DATABASE
"$BIN/psql" -q -f bench/one-pass/sets.sql
"$BIN/psql" -q -c "VACUUM ANALYZE offers"
# judged.sql without its check for a second live offer (sku_ambiguous): what that check costs.
SCRIPTS_DIR=$(mktemp -d)
trap 'rm -rf "$SCRIPTS_DIR"; bench/system-postgres.sh stop' EXIT
cp bench/one-pass/floor.sql bench/one-pass/judged.sql "$SCRIPTS_DIR"
sed '/AND NOT EXISTS/,/s.ctid <> o.ctid)/d' bench/one-pass/judged.sql >"$SCRIPTS_DIR/judged-without-ambiguity.sql"
run() { # clients script seconds
    "$BIN/pgbench" -n -f "$SCRIPTS_DIR/$2.sql" -c "$1" -j 2 -T "$3" 2>&1 |
        grep -E '^(latency average|tps|number of failed)' | tr '\n' ' '
}
SCRIPTS="floor judged judged-without-ambiguity"
for clients in 8 1; do
    # Warmed alike, then three rounds in turn, so no script owns the quiet or the busy minutes (autovacuum,
    # checkpoints).
    for script in $SCRIPTS; do run "$clients" "$script" 5 >/dev/null; done
    for round in 1 2 3; do
        for script in $SCRIPTS; do
            echo "one-pass: $clients client(s), round $round, $script: $(run "$clients" "$script" "$SECONDS_PER_RUN")"
        done
    done
done
