#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Overhead of the couchbase2 binding: Java SDK 2.7.21 driven directly (RawSdkLoop, the anchor) against YCSB
# workload A through the binding (bin/ycsb run couchbase2), on the same cluster, with the same threads, transport
# (epoll, boost), environment (the binding's defaults), durability (replicateTo) and document shape (10 x
# 100-character fields; reads get the whole document, updates write one field by sub-document mutation), 50/50
# read/update, uniform keys, and the same target rate: bin/ycsb gets -target N, the raw loop --target N (paced as
# YCSB paces its threads), so both send the same operations per second and CPU per operation compares like for like
# (the SDK's fixed per-second work, event loops and timers, is spread over as many operations on each side). Choose
# N below what the server serves to either side (--target 0: unthrottled, the old method). Each side runs in a fresh
# JVM; the order alternates (odd rounds raw first, even rounds binding first).
# CPU per operation (benchmarks/lib/cpu-per-op.sh): the CPU seconds of the side's own processes (the raw loop's JVM;
# bin/ycsb's launcher and benchmark JVMs; never the mock's, which runs in its own JVM started here) per 1,000
# operations, from its status line at second --skip to its last periodic one; its rate is the operations per second
# over the same window. A round whose two rates differ by more than --max-gap % of the larger, or where a side's
# rate is more than --max-gap % off the target (it fell behind, or caught up after a stall), is printed as "not
# comparable" and left out of the medians, as is a round where a side failed (e.g. operations timed out). Prints
# each round (ops/s, p95 read and update in us, cpu/1k, load average) and the medians of the comparable rounds;
# the headline is the median of their per-round ratios raw cpu/1k over the binding's, i.e. the binding's operations
# per CPU second over the raw SDK's (goal >= 0.95).
# --boost defaults to 0 (the event loops wait in epoll): with --boost N the loops poll without blocking for a while
# after each socket event, CPU that follows the timing of the operations more than their work.
# --busy N runs N busy loops (sh -c 'while :; do :; done') during the rounds. --logs DIR keeps each run's output
# there (round-N-raw.err and round-N-run.err with the status lines, round-N-ycsb.txt, round-N-raw.cpu and
# round-N-ycsb.cpu with the CPU windows). --jfr DIR records each run with Java Flight Recorder (settings=profile;
# round-N-raw.jfr, round-N-ycsb.jfr, the benchmark JVM's; summarize with benchmarks/lib/jfr-top.sh --skip S): a
# profiling run, its CPU figures include the recorder's. --jvm-opts "OPTIONS" gives the same JVM options to both
# sides' measured JVMs (the raw loop's and bin/ycsb's benchmark JVM, through JAVA_OPTS), e.g.
# --jvm-opts -XX:TieredStopAtLevel=1: C1 only, so that the JIT compiler is done within seconds and the window measures
# the operations (with the default tiered JIT at 300 ops/s the C2 compiler threads still work 60-90 s into a run).
#
# Against a 3-node CouchbaseMock with one replica (default: started here in its own JVM, stopped at the end) or a
# server (bucket ycsb, no password; give its host and ports):
#   benchmarks/couchbase2/compare.sh [--host h --http-port 8091 --carrier-port 11210] [--threads 8] [--seconds 30]
#                                    [--skip 5] [--target 300] [--max-gap 10] [--records 10000] [--rounds 3]
#                                    [--replicate-to 0] [--epoll true] [--boost 0] [--busy 0] [--logs DIR] [--jvm-opts ""]
#                                    [--ycsb path/to/bin/ycsb (default: this tree's; e.g. an unpacked distribution's)]
# Build first: ./mvnw -B -q -pl benchmarks,distributions,couchbase2-binding -am package -DskipTests
set -eu
host=""
http_port=8091
carrier_port=11210
threads=8
seconds=30
skip=5
target=300
max_gap=10
records=10000
rounds=3
replicate_to=0
epoll=true
boost=0
ycsb=""
busy=0
logs=""
jfr=""
jvm_opts=""
valid="--host, --http-port, --carrier-port, --threads, --seconds, --skip, --target, --max-gap, --records, --rounds,\
 --replicate-to, --epoll, --boost, --busy, --ycsb, --logs, --jfr, --jvm-opts, --help"
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
    --threads) threads=$2 ;;
    --seconds) seconds=$2 ;;
    --skip) skip=$2 ;;
    --target) target=$2 ;;
    --max-gap) max_gap=$2 ;;
    --records) records=$2 ;;
    --rounds) rounds=$2 ;;
    --replicate-to) replicate_to=$2 ;;
    --epoll) epoll=$2 ;;
    --boost) boost=$2 ;;
    --ycsb) ycsb=$2 ;;
    --busy) busy=$2 ;;
    --logs) logs=$2 ;;
    --jfr) jfr=$2 ;;
    --jvm-opts) jvm_opts=$2 ;;
    *) echo "compare.sh: unknown option '$1' (valid options: $valid)" >&2; exit 2 ;;
  esac
  shift 2
done
root=$(cd "$(dirname "$0")/../.." && pwd -P)
lib="$root/benchmarks/target/lib"
ycsb=${ycsb:-$root/bin/ycsb}
if [ ! -d "$lib" ] || [ ! -d "$root/couchbase2-binding/target/lib" ]; then
  echo "compare.sh: build first: ./mvnw -B -q -pl benchmarks,distributions,couchbase2-binding -am package -DskipTests" >&2
  exit 2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
quiet="-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"
me=compare.sh
. "$root/benchmarks/lib/couchbase-mock.sh"
. "$root/benchmarks/lib/cpu-per-op.sh"
. "$root/benchmarks/lib/compare-rounds.sh"
check_common_options
whole --boost "$boost" 0; whole --replicate-to "$replicate_to" 0
if [ "$replicate_to" -gt 3 ]; then echo "compare.sh: --replicate-to takes 0, 1, 2 or 3 (got '$replicate_to')" >&2; exit 2; fi
case $epoll in
  true|false) ;;
  *) echo "compare.sh: --epoll takes true or false (got '$epoll')" >&2; exit 2 ;;
esac

if [ -z "$host" ]; then
  start_couchbase_mock 3 1 ""
fi

common="-P $root/workloads/workloada -p recordcount=$records -p requestdistribution=uniform -threads $threads \
 -p couchbase.host=$host -p couchbase.bucket=ycsb -p couchbase.bootstrapHttpPort=$http_port \
 -p couchbase.bootstrapCarrierPort=$carrier_port -p couchbase.epoll=$epoll -p couchbase.boost=$boost \
 -p couchbase.replicateTo=$replicate_to"
binding=couchbase2
load_records

run_raw() {
  # shellcheck disable=SC2046,SC2086 # $quiet is a list of options; jfr_opt gives none or one
  raw_line=$(cpu_per_op "$work/raw.cpu" "$java" $jvm_opts $(jfr_opt raw) $quiet -cp "$lib/*" site.ycsb.ext.benchmarks.couchbase2.RawSdkLoop \
    --host "$host" --http-port "$http_port" --carrier-port "$carrier_port" --threads "$threads" --seconds "$seconds" \
    --records "$records" --replicate-to "$replicate_to" --epoll "$epoll" --boost "$boost" --target "$target" \
    2>"$work/raw.err") || {
    failed="$failed raw"; echo "compare.sh: round $i: RawSdkLoop failed:" >&2; tail -5 "$work/raw.err" >&2; }
}

compare_rounds "raw SDK"

exit_unless_comparable
awk -v ro="$(median "$raw_rate")" -v rr="$(median "$raw_r95")" -v ru="$(median "$raw_u95")" \
    -v yo="$(median "$ycsb_rate")" -v yr="$(median "$ycsb_r95")" -v yu="$(median "$ycsb_u95")" \
    -v t="$threads" -v s="$seconds" -v n="$records" -v h="$host" -v k="$rounds" -v rt="$replicate_to" \
    -v e="$epoll" -v b="$boost" -v rc="$(median "$raw_cpu")" -v yc="$(median "$ycsb_cpu")" \
    -v tc="$(median "$cpu_ratios")" -v busy="$busy" -v target="$target" -v skip="$skip" -v refused="$refused" 'BEGIN {
  printf "workload A mix with uniform keys (50/50 read/update, 10 x 100-char fields, merge updates), %d records, %d threads, %d s x %d rounds, CPU window from second %d\n", n, t, s, k, skip;
  printf "cluster %s, replicateTo=%d, epoll=%s, boost=%d, target %s ops/s (0: none), %d busy loops\n", h, rt, e, b, target, busy;
  printf "%d of %d rounds comparable\n", k - refused, k;
  printf "%-22s %12s %16s %18s %12s\n", "median of rounds", "ops/s", "p95 read (us)", "p95 update (us)", "cpu s/1k ops";
  printf "%-22s %12.0f %16.0f %18.0f %12.4f\n", "raw SDK (anchor)", ro, rr, ru, rc;
  printf "%-22s %12.0f %16.0f %18.0f %12.4f\n", "YCSB + binding", yo, yr, yu, yc;
  printf "ops per CPU second binding/raw, median of per-round ratios: %.3f (goal >= 0.95)\n", tc }'
