#!/bin/sh
# What PostgreSQL alone allows for writes that do the contract's work, against issue 15's raw SQL floors
# (docs/performance.md, "Ninth run"; decision 0822). Seeds the concurrency layout (8 vendors x 25,000 linked offers,
# one key each) through the service on a fresh system PostgreSQL (bench/system-postgres.sh), then runs the scripts of
# bench/contract-floors with pgbench, no JVM involved:
# - 5000-row offer changes, 8 clients with one vendor each (the 8-vendor target) and 1 client (the one-vendor
#   target): the floor; judged.sql, a write that judges and applies in one pass (the design issue 9 rules out); and
#   judged.sql without its check for a second live offer (sku_ambiguous);
# - 1-row offer changes, 8 clients (the small-writes target): the floor; small-write.sql, the service's own
#   statements for one request.
# Each script is warmed for 5 s, then three rounds are run in turn. Prints pgbench's figures; the server stops.
#
#   bench/contract-floors.sh [seconds per run, default 15]      # BENCH_FLOORS=offers or small: one part only
set -eu
cd "$(dirname "$0")/.."
SECONDS_PER_RUN=${1:-15}
LOG=${BENCH_LOG:-/tmp/feeds-bench-contract-floors.log}
eval "$(bench/system-postgres.sh start)"
SCRIPTS_DIR=$(mktemp -d)
trap 'rm -rf "$SCRIPTS_DIR"; bench/system-postgres.sh stop' EXIT
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
"$BIN/psql" -q -f bench/contract-floors/setup.sql
"$BIN/psql" -q -c "VACUUM ANALYZE offers"
cp bench/contract-floors/*.sql "$SCRIPTS_DIR"
sed '/AND NOT EXISTS/,/s.ctid <> o.ctid)/d' bench/contract-floors/judged.sql \
    >"$SCRIPTS_DIR/judged-without-ambiguity.sql"

run() { # clients script seconds
    "$BIN/pgbench" -n -M prepared -f "$SCRIPTS_DIR/$2.sql" -c "$1" -j 2 -T "$3" 2>&1 |
        grep -E '^(latency average|tps|number of failed)' | sed 's/ (without initial connection time)//' | tr '\n' ' '
}
rounds() { # clients scripts...
    clients=$1
    shift
    # Warmed alike, then in turn, so no script owns the quiet or the busy minutes (autovacuum, checkpoints).
    for script in "$@"; do run "$clients" "$script" 5 >/dev/null; done
    for round in 1 2 3; do
        for script in "$@"; do
            figures=$(run "$clients" "$script" "$SECONDS_PER_RUN")
            echo "contract floors: $clients client(s), round $round, $script: $figures"
        done
    done
}
PARTS=${BENCH_FLOORS:-offers small}
case " $PARTS " in *" offers "*)
    rounds 8 floor judged judged-without-ambiguity
    rounds 1 floor judged judged-without-ambiguity
esac
case " $PARTS " in *" small "*)
    rounds 8 small-write-floor small-write
esac
