#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Overhead of the couchbase3 binding: Java SDK 3 (the binding's version) driven directly (RawSdk3Loop.java beside
# this script, the anchor) against YCSB workload A through the binding (bin/ycsb run couchbase3), on the same
# cluster, with the same threads, environment (the binding's defaults: 1 key-value connection per node, timeouts,
# mutation tokens) and document shape (10 x 100-character fields; reads get the whole document as raw JSON, updates
# write one field by sub-document upsert, the binding's default merge), 50/50 read/update, uniform keys, and the
# same target rate: bin/ycsb gets -target N, the raw loop --target N (paced as YCSB paces its threads), so both send
# the same operations per second and CPU per operation compares like for like (the SDK's fixed per-second work,
# event loops and timers, is spread over as many operations on each side). Choose N below what the server serves to
# either side (--target 0: unthrottled, the old method). Each side runs in a fresh JVM; the order alternates (odd
# rounds raw first, even rounds binding first).
# CPU per operation (benchmarks/lib/cpu-per-op.sh): the CPU seconds of the side's own processes (the raw loop's JVM;
# bin/ycsb's launcher and benchmark JVMs; never the mock's, which runs in its own JVM started here) per 1,000
# operations, from its status line at second --skip to its last periodic one; its rate is the operations per second
# over the same window. A round whose two rates differ by more than --max-gap % of the larger, or where a side's
# rate is more than --max-gap % off the target (it fell behind, or caught up after a stall), is printed as "not
# comparable" and left out of the medians, as is a round where a side failed (e.g. operations timed out). Prints
# each round (ops/s, p95 read and update in us, cpu/1k, load average) and the medians of the comparable rounds;
# the headline is the median of their per-round ratios raw cpu/1k over the binding's, i.e. the binding's operations
# per CPU second over the raw SDK's (goal >= 0.95).
# --busy N runs N busy loops (sh -c 'while :; do :; done') during the rounds. --logs DIR keeps each run's output
# there (round-N-raw.err and round-N-run.err with the status lines, round-N-ycsb.txt, round-N-raw.cpu and
# round-N-ycsb.cpu with the CPU windows). --jfr DIR records each run with Java Flight Recorder (settings=profile;
# round-N-raw.jfr, round-N-ycsb.jfr, the benchmark JVM's; summarize with benchmarks/lib/jfr-top.sh --skip S): a
# profiling run, its CPU figures include the recorder's. --jvm-opts "OPTIONS" gives the same JVM options to both
# sides' measured JVMs (the raw loop's and bin/ycsb's benchmark JVM, through JAVA_OPTS), e.g.
# --jvm-opts -XX:TieredStopAtLevel=1: C1 only, so that the JIT compiler is done within seconds and the window measures
# the operations (with the default tiered JIT at 300 ops/s the C2 compiler threads still work 60-90 s into a run).
#
# Against a 3-node CouchbaseMock with one replica and bucket password "standin" (started here in its own JVM,
# stopped at the end) or a server (bucket ycsb; give its host, ports, user and password):
#   benchmarks/couchbase3/compare.sh [--host h --http-port 8091 --carrier-port 11210 --user ycsb --password p]
#                                    [--threads 8] [--seconds 30] [--skip 5] [--target 300] [--max-gap 10]
#                                    [--records 10000] [--rounds 3] [--busy 0] [--logs DIR] [--jvm-opts ""]
# The raw loop is a single-file program run by the JDK's source launcher (JDK 11 or later) on the couchbase3
# binding's class path: SDK 3 and SDK 2 share Maven coordinates, so it cannot live in the benchmarks module.
# Both sides wait up to 120 s for the bucket (the binding's couchbase.connectTimeout, the loop's waitUntilReady): on a
# loaded host the mock's three nodes took longer than the binding's default 30 s.
# Build first: ./mvnw -B -q -pl benchmarks,distributions,couchbase3-binding -am package -DskipTests
set -eu
host=""
http_port=8091
carrier_port=11210
user=ycsb
password=standin
threads=8
seconds=30
skip=5
target=300
max_gap=10
records=10000
rounds=3
busy=0
logs=""
jfr=""
jvm_opts=""
valid="--host, --http-port, --carrier-port, --user, --password, --threads, --seconds, --skip, --target, --max-gap,\
 --records, --rounds, --busy, --logs, --jfr, --jvm-opts, --help"
while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) sed -n '5,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  esac
  if [ $# -lt 2 ]; then
    echo "compare.sh: option '$1' needs a value (valid options: $valid)" >&2; exit 2
  fi
  case "$1" in
    --host) host=$2 ;;
    --http-port) http_port=$2 ;;
    --carrier-port) carrier_port=$2 ;;
    --user) user=$2 ;;
    --password) password=$2 ;;
    --threads) threads=$2 ;;
    --seconds) seconds=$2 ;;
    --skip) skip=$2 ;;
    --target) target=$2 ;;
    --max-gap) max_gap=$2 ;;
    --records) records=$2 ;;
    --rounds) rounds=$2 ;;
    --busy) busy=$2 ;;
    --logs) logs=$2 ;;
    --jfr) jfr=$2 ;;
    --jvm-opts) jvm_opts=$2 ;;
    *) echo "compare.sh: unknown option '$1' (valid options: $valid)" >&2; exit 2 ;;
  esac
  shift 2
done
here=$(cd "$(dirname "$0")" && pwd -P)
root=$(cd "$here/../.." && pwd -P)
lib="$root/benchmarks/target/lib"
ycsb="$root/bin/ycsb"
sdk3="$root/couchbase3-binding/target/lib"
if [ ! -d "$lib" ] || [ ! -d "$sdk3" ] || [ ! -d "$root/benchmarks/target/classes" ]; then
  echo "compare.sh: build first: ./mvnw -B -q -pl benchmarks,distributions,couchbase3-binding -am package -DskipTests" >&2
  exit 2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
quiet="-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"
# The raw loop's class path: SDK 3 (the binding's jars), YCSB core, HdrHistogram, SLF4J, LoopStatus and the engine's
# Throttle.
loop_cp="$sdk3/*:$(ls "$lib"/core-0.17.0.jar "$lib"/HdrHistogram-*.jar "$lib"/slf4j-api-*.jar "$lib"/slf4j-simple-*.jar \
  "$lib"/engine-*.jar | tr '\n' ':')$root/benchmarks/target/classes"
me=compare.sh
. "$root/benchmarks/lib/couchbase-mock.sh"
. "$root/benchmarks/lib/cpu-per-op.sh"
. "$root/benchmarks/lib/compare-rounds.sh"
check_common_options
if [ -z "$host" ]; then
  start_couchbase_mock 3 1 "$password"
fi

common="-P $root/workloads/workloada -p recordcount=$records -p requestdistribution=uniform -threads $threads \
 -p couchbase.host=$host -p couchbase.bucket=ycsb -p couchbase.username=$user -p couchbase.password=$password \
 -p couchbase.bootstrapHttpPort=$http_port -p couchbase.bootstrapCarrierPort=$carrier_port \
 -p couchbase.connectTimeout=120000"
binding=couchbase3
load_records

run_raw() {
  # shellcheck disable=SC2046,SC2086 # $quiet is a list of options; jfr_opt gives none or one
  raw_line=$(cpu_per_op "$work/raw.cpu" "$java" $jvm_opts $(jfr_opt raw) $quiet -cp "$loop_cp" \
    "$here/RawSdk3Loop.java" --host "$host" --http-port "$http_port" --carrier-port "$carrier_port" --bucket ycsb \
    --user "$user" --password "$password" --threads "$threads" --seconds "$seconds" --records "$records" \
    --target "$target" 2>"$work/raw.err") || {
    failed="$failed raw"; echo "compare.sh: round $i: RawSdk3Loop failed:" >&2; tail -5 "$work/raw.err" >&2; }
}

compare_rounds "raw SDK 3"

exit_unless_comparable
awk -v ro="$(median "$raw_rate")" -v rr="$(median "$raw_r95")" -v ru="$(median "$raw_u95")" \
    -v yo="$(median "$ycsb_rate")" -v yr="$(median "$ycsb_r95")" -v yu="$(median "$ycsb_u95")" \
    -v rc="$(median "$raw_cpu")" -v yc="$(median "$ycsb_cpu")" -v tc="$(median "$cpu_ratios")" \
    -v t="$threads" -v s="$seconds" -v n="$records" -v h="$host" -v k="$rounds" -v busy="$busy" \
    -v target="$target" -v skip="$skip" -v refused="$refused" 'BEGIN {
  printf "workload A mix with uniform keys (50/50 read/update, 10 x 100-char fields, merge updates), %d records, %d threads, %d s x %d rounds, CPU window from second %d\n", n, t, s, k, skip;
  printf "cluster %s, target %s ops/s (0: none), %d busy loops\n", h, target, busy;
  printf "%d of %d rounds comparable\n", k - refused, k;
  printf "%-22s %12s %16s %18s %12s\n", "median of rounds", "ops/s", "p95 read (us)", "p95 update (us)", "cpu s/1k ops";
  printf "%-22s %12.0f %16.0f %18.0f %12.4f\n", "raw SDK 3 (anchor)", ro, rr, ru, rc;
  printf "%-22s %12.0f %16.0f %18.0f %12.4f\n", "YCSB + binding", yo, yr, yu, yc;
  printf "ops per CPU second binding/raw, median of per-round ratios: %.3f (goal >= 0.95)\n", tc }'
