#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Overhead of the couchbase2 binding: Java SDK 2.7.21 driven directly (RawSdkLoop, the anchor) against YCSB
# workload A through the binding (bin/ycsb run couchbase2), on the same cluster, with the same threads, transport
# (epoll, boost), durability (replicateTo) and document shape (10 x 100-character fields; reads get the whole
# document, updates write one field by sub-document mutation), 50/50 read/update, uniform keys. Each side runs in a
# fresh JVM; rounds alternate so both see the same machine noise. Prints each round, the medians of the rounds
# (ops/s, p95 read and update in us) and, as the headline, the median of the per-round ratios binding/raw (goal:
# >= 0.9): a ratio is taken within one round, whose runs are adjacent, never between medians of different rounds.
# CPU per operation (benchmarks/lib/cpu-per-op.sh): each run's process CPU seconds per 1,000 operations from its status
# line at second 1 to its last periodic one, and as a ratio the binding's operations per CPU second over the raw
# SDK's (raw cpu/1k over the binding's; goal >= 0.95); --busy N runs N busy loops during the rounds.
#
# Against a 3-node CouchbaseMock with one replica (default: started here in its own JVM, stopped at the end) or a
# server (bucket ycsb, no password; give its host and ports):
#   benchmarks/couchbase2/compare.sh [--host h --http-port 8091 --carrier-port 11210] [--threads 8] [--seconds 10]
#                                    [--records 10000] [--rounds 3] [--replicate-to 0] [--epoll true] [--boost 16]
#                                    [--ycsb path/to/bin/ycsb (default: this tree's; e.g. an unpacked distribution's)]
#                                    [--busy 0]
# Build first: ./mvnw -B -q install -DskipTests (bin/ycsb and benchmarks/target/lib).
set -eu
host=""
http_port=8091
carrier_port=11210
threads=8
seconds=10
records=10000
rounds=3
replicate_to=0
epoll=true
boost=16
ycsb=""
busy=0
while [ $# -gt 0 ]; do
  case "$1" in
    --host) host=$2 ;;
    --http-port) http_port=$2 ;;
    --carrier-port) carrier_port=$2 ;;
    --threads) threads=$2 ;;
    --seconds) seconds=$2 ;;
    --records) records=$2 ;;
    --rounds) rounds=$2 ;;
    --replicate-to) replicate_to=$2 ;;
    --epoll) epoll=$2 ;;
    --boost) boost=$2 ;;
    --ycsb) ycsb=$2 ;;
    --busy) busy=$2 ;;
    *) echo "compare.sh: unknown option '$1' (see the header of this script)" >&2; exit 2 ;;
  esac
  shift 2
done
root=$(cd "$(dirname "$0")/../.." && pwd -P)
lib="$root/benchmarks/target/lib"
ycsb=${ycsb:-$root/bin/ycsb}
if [ ! -d "$lib" ] || [ ! -d "$root/couchbase2-binding/target/lib" ]; then
  echo "compare.sh: build first: ./mvnw -B -q install -DskipTests" >&2
  exit 2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
quiet="-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"
me=compare.sh
. "$root/benchmarks/lib/couchbase-mock.sh"
. "$root/benchmarks/lib/cpu-per-op.sh"
case $busy in
  ''|*[!0-9]*) echo "compare.sh: --busy takes a whole number, 0 or more (got '$busy')" >&2; exit 2 ;;
esac
case $seconds in
  ''|*[!0-9]*) echo "compare.sh: --seconds takes a whole number (got '$seconds')" >&2; exit 2 ;;
esac
if [ "$seconds" -lt 5 ]; then
  echo "compare.sh: --seconds must be 5 or more: CPU per operation needs status lines from second 1 on" >&2; exit 2
fi

if [ -z "$host" ]; then
  start_couchbase_mock 3 1 ""
fi

common="-P $root/workloads/workloada -p recordcount=$records -p requestdistribution=uniform -threads $threads \
 -p couchbase.host=$host -p couchbase.bucket=ycsb -p couchbase.bootstrapHttpPort=$http_port \
 -p couchbase.bootstrapCarrierPort=$carrier_port -p couchbase.epoll=$epoll -p couchbase.boost=$boost \
 -p couchbase.replicateTo=$replicate_to"
# shellcheck disable=SC2086 # $common is a list of arguments
if ! "$ycsb" load couchbase2 $common -p couchbase.upsert=true >"$work/load.txt" 2>&1; then
  echo "compare.sh: the load failed:" >&2
  tail -20 "$work/load.txt" >&2
  exit 1
fi

start_busy_loops "$busy"
field() { sed -n "s/^$1, //p" | head -1; }
raw_ops=""; raw_r95=""; raw_u95=""; ycsb_ops=""; ycsb_r95=""; ycsb_u95=""
ops_ratios=""; r95_ratios=""; u95_ratios=""; raw_cpu=""; ycsb_cpu=""; cpu_ratios=""
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.4f", a / b; else printf "nan" }'; }
i=1
while [ "$i" -le "$rounds" ]; do
  line=$(cpu_per_op "$work/raw.cpu" "$java" $quiet -cp "$lib/*" site.ycsb.ext.benchmarks.couchbase2.RawSdkLoop --host "$host" \
    --http-port "$http_port" --carrier-port "$carrier_port" --threads "$threads" --seconds "$seconds" \
    --records "$records" --replicate-to "$replicate_to" --epoll "$epoll" --boost "$boost" 2>"$work/raw.err") || {
    echo "compare.sh: RawSdkLoop failed:" >&2; tail -20 "$work/raw.err" >&2; exit 1; }
  r_ops=$(printf '%s\n' "$line" | sed -n 's/.* ops\/s=\([0-9.]*\).*/\1/p')
  r_r95=$(printf '%s\n' "$line" | sed -n 's/.* read-p95-us=\([0-9]*\).*/\1/p')
  r_u95=$(printf '%s\n' "$line" | sed -n 's/.* update-p95-us=\([0-9]*\).*/\1/p')
  r_fail=$(printf '%s\n' "$line" | sed -n 's/.* failures=\([0-9]*\).*/\1/p')
  # shellcheck disable=SC2086
  cpu_per_op "$work/ycsb.cpu" "$ycsb" run couchbase2 $common -p operationcount=0 -p maxexecutiontime="$seconds" -s \
    -p status.interval=1 >"$work/run.txt" 2>"$work/run.err" || { echo "compare.sh: bin/ycsb run failed:" >&2; tail -20 "$work/run.err" >&2; exit 1; }
  y_ops=$(field '\[OVERALL\], Throughput(ops\/sec)' <"$work/run.txt")
  y_r95=$(field '\[READ\], 95thPercentileLatency(us)' <"$work/run.txt")
  y_u95=$(field '\[UPDATE\], 95thPercentileLatency(us)' <"$work/run.txt")
  printf 'round %d: raw SDK %.0f ops/s (p95 read %s us, update %s us, %s failures) | binding %.0f ops/s (p95 read %s us, update %s us)\n' \
    "$i" "$r_ops" "$r_r95" "$r_u95" "$r_fail" "$y_ops" "$y_r95" "$y_u95"
  r_cpu=$(cpu_figure "$work/raw.cpu"); y_cpu=$(cpu_figure "$work/ycsb.cpu")
  printf '  CPU s per 1,000 operations: raw SDK %s | binding %s (load average %s)\n' "$r_cpu" "$y_cpu" \
    "$(cut -d' ' -f1-3 /proc/loadavg)"
  raw_cpu="$raw_cpu $r_cpu"; ycsb_cpu="$ycsb_cpu $y_cpu"; cpu_ratios="$cpu_ratios $(ratio "$r_cpu" "$y_cpu")"
  grep 'Return=' "$work/run.txt" | grep -v 'Return=OK' | sed 's/^/    binding: /' || true
  raw_ops="$raw_ops $r_ops"; raw_r95="$raw_r95 $r_r95"; raw_u95="$raw_u95 $r_u95"
  ycsb_ops="$ycsb_ops $y_ops"; ycsb_r95="$ycsb_r95 $y_r95"; ycsb_u95="$ycsb_u95 $y_u95"
  ops_ratios="$ops_ratios $(ratio "$y_ops" "$r_ops")"
  r95_ratios="$r95_ratios $(ratio "$y_r95" "$r_r95")"
  u95_ratios="$u95_ratios $(ratio "$y_u95" "$r_u95")"
  i=$((i + 1))
done

median() { printf '%s\n' $1 | grep -v nan | sort -g | awk '{v[NR]=$1} END {print NR == 0 ? "nan" : (NR % 2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
awk -v ro="$(median "$raw_ops")" -v rr="$(median "$raw_r95")" -v ru="$(median "$raw_u95")" \
    -v yo="$(median "$ycsb_ops")" -v yr="$(median "$ycsb_r95")" -v yu="$(median "$ycsb_u95")" \
    -v t="$threads" -v s="$seconds" -v n="$records" -v h="$host" -v k="$rounds" -v rt="$replicate_to" \
    -v e="$epoll" -v b="$boost" -v to="$(median "$ops_ratios")" -v tr="$(median "$r95_ratios")" \
    -v tu="$(median "$u95_ratios")" -v rc="$(median "$raw_cpu")" -v yc="$(median "$ycsb_cpu")" \
    -v tc="$(median "$cpu_ratios")" -v busy="$busy" 'BEGIN {
  printf "workload A mix with uniform keys (50/50 read/update, 10 x 100-char fields, merge updates), %d records, %d threads, %d s x %d rounds\n", n, t, s, k;
  printf "cluster %s, replicateTo=%d, epoll=%s, boost=%d, %d busy loops\n", h, rt, e, b, busy;
  printf "%-22s %12s %16s %18s %12s\n", "median of rounds", "ops/s", "p95 read (us)", "p95 update (us)", "cpu s/1k ops";
  printf "%-22s %12.0f %16.0f %18.0f %12.4f\n", "raw SDK (anchor)", ro, rr, ru, rc;
  printf "%-22s %12.0f %16.0f %18.0f %12.4f\n", "YCSB + binding", yo, yr, yu, yc;
  printf "ratio binding/raw, median of per-round ratios (each round pairs adjacent runs): throughput %.3f (goal >= 0.9), p95 read %.2fx, p95 update %.2fx\n", to, tr, tu;
  printf "ops per CPU second binding/raw, median of per-round ratios: %.3f (goal >= 0.95)\n", tc }'
