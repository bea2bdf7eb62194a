#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Overhead of the couchbase3 binding: Java SDK 3 (the binding's version) driven directly (RawSdk3Loop.java beside
# this script, the anchor) against YCSB workload A through the binding (bin/ycsb run couchbase3), on the same
# cluster, with the same threads, key-value connections (1 per node), timeouts and document shape (10 x
# 100-character fields; reads get the whole document as raw JSON, updates write one field by sub-document upsert,
# the binding's default merge), 50/50 read/update, uniform keys. Each side runs in a fresh JVM; rounds alternate so
# both see the same machine noise. Prints each round, the medians of the rounds (ops/s, p95 read and update in us,
# CPU s per 1,000 operations) and the median of the per-round ratios binding/raw: throughput (goal >= 0.9) and
# operations per CPU second (raw cpu/1k over the binding's; goal >= 0.95), benchmarks/lib/cpu-per-op.sh measuring
# each run's process CPU from its status line at second 1 to its last periodic one. --busy N runs N busy loops
# (sh -c 'while :; do :; done') during the rounds.
#
# Against a 3-node CouchbaseMock with one replica and bucket password "standin" (started here in its own JVM,
# stopped at the end) or a server (bucket ycsb; give its host, ports, user and password):
#   benchmarks/couchbase3/compare.sh [--host h --http-port 8091 --carrier-port 11210 --user ycsb --password p]
#                                    [--threads 8] [--seconds 10] [--records 10000] [--rounds 3] [--busy 0]
# The raw loop is a single-file program run by the JDK's source launcher (JDK 11 or later) on the couchbase3
# binding's class path: SDK 3 and SDK 2 share Maven coordinates, so it cannot live in the benchmarks module.
# Both sides wait up to 120 s for the bucket (the binding's couchbase.connectTimeout, the loop's waitUntilReady): on a
# loaded host the mock's three nodes took longer than the binding's default 30 s.
# Build first: ./mvnw -B -q -pl benchmarks,distributions -am package -DskipTests
set -eu
host=""
http_port=8091
carrier_port=11210
user=ycsb
password=standin
threads=8
seconds=10
records=10000
rounds=3
busy=0
while [ $# -gt 0 ]; do
  case "$1" in
    --host) host=$2 ;;
    --http-port) http_port=$2 ;;
    --carrier-port) carrier_port=$2 ;;
    --user) user=$2 ;;
    --password) password=$2 ;;
    --threads) threads=$2 ;;
    --seconds) seconds=$2 ;;
    --records) records=$2 ;;
    --rounds) rounds=$2 ;;
    --busy) busy=$2 ;;
    *) echo "compare.sh: unknown option '$1' (valid: --host, --http-port, --carrier-port, --user, --password," \
         "--threads, --seconds, --records, --rounds, --busy)" >&2
       exit 2 ;;
  esac
  shift 2
done
for n in "$threads" "$seconds" "$records" "$rounds"; do
  case $n in
    ''|*[!0-9]*|0) echo "compare.sh: --threads, --seconds, --records and --rounds take a whole number, 1 or more (got '$n')" >&2
                   exit 2 ;;
  esac
done
case $busy in
  ''|*[!0-9]*) echo "compare.sh: --busy takes a whole number, 0 or more (got '$busy')" >&2; exit 2 ;;
esac
if [ "$seconds" -lt 5 ]; then
  echo "compare.sh: --seconds must be 5 or more: CPU per operation needs status lines from second 1 on" >&2; exit 2
fi
here=$(cd "$(dirname "$0")" && pwd -P)
root=$(cd "$here/../.." && pwd -P)
lib="$root/benchmarks/target/lib"
ycsb="$root/bin/ycsb"
sdk3="$root/couchbase3-binding/target/lib"
if [ ! -d "$lib" ] || [ ! -d "$sdk3" ] || [ ! -d "$root/benchmarks/target/classes" ]; then
  echo "compare.sh: build first: ./mvnw -B -q -pl benchmarks,distributions -am package -DskipTests" >&2
  exit 2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
quiet="-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"
# The raw loop's class path: SDK 3 (the binding's jars), YCSB core, HdrHistogram, SLF4J, and LoopStatus.
loop_cp="$sdk3/*:$(ls "$lib"/core-0.17.0.jar "$lib"/HdrHistogram-*.jar "$lib"/slf4j-api-*.jar "$lib"/slf4j-simple-*.jar | tr '\n' ':')$root/benchmarks/target/classes"
me=compare.sh
. "$root/benchmarks/lib/couchbase-mock.sh"
. "$root/benchmarks/lib/cpu-per-op.sh"
if [ -z "$host" ]; then
  start_couchbase_mock 3 1 "$password"
fi

common="-P $root/workloads/workloada -p recordcount=$records -p requestdistribution=uniform -threads $threads \
 -p couchbase.host=$host -p couchbase.bucket=ycsb -p couchbase.username=$user -p couchbase.password=$password \
 -p couchbase.bootstrapHttpPort=$http_port -p couchbase.bootstrapCarrierPort=$carrier_port \
 -p couchbase.connectTimeout=120000"
# shellcheck disable=SC2086 # $common is a list of arguments
if ! "$ycsb" load couchbase3 $common -p couchbase.upsert=true >"$work/load.txt" 2>&1; then
  echo "compare.sh: the load failed:" >&2
  tail -20 "$work/load.txt" >&2
  exit 1
fi

start_busy_loops "$busy"
field() { sed -n "s/^$1, //p" | head -1; }
value() { printf '%s\n' "$2" | sed -n "s|.* $1=\([0-9.]*\).*|\1|p"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.4f", a / b; else printf "nan" }'; }
raw_ops=""; raw_r95=""; raw_u95=""; ycsb_ops=""; ycsb_r95=""; ycsb_u95=""
ops_ratios=""; raw_cpu=""; ycsb_cpu=""; cpu_ratios=""
i=1
while [ "$i" -le "$rounds" ]; do
  # shellcheck disable=SC2086 # $quiet is a list of options
  line=$(cpu_per_op "$work/raw.cpu" "$java" $quiet -cp "$loop_cp" \
    "$here/RawSdk3Loop.java" --host "$host" --http-port "$http_port" --carrier-port "$carrier_port" --bucket ycsb \
    --user "$user" --password "$password" --threads "$threads" --seconds "$seconds" --records "$records" \
    2>"$work/raw.err") || { echo "compare.sh: RawSdk3Loop failed:" >&2; tail -20 "$work/raw.err" >&2; exit 1; }
  # shellcheck disable=SC2086 # $common is a list of arguments
  cpu_per_op "$work/ycsb.cpu" "$ycsb" run couchbase3 $common -p operationcount=0 -p maxexecutiontime="$seconds" -s \
    -p status.interval=1 >"$work/run.txt" 2>"$work/run.err" || {
    echo "compare.sh: bin/ycsb run failed:" >&2; tail -20 "$work/run.err" >&2; exit 1; }
  y_ops=$(field '\[OVERALL\], Throughput(ops\/sec)' <"$work/run.txt")
  y_r95=$(field '\[READ\], 95thPercentileLatency(us)' <"$work/run.txt")
  y_u95=$(field '\[UPDATE\], 95thPercentileLatency(us)' <"$work/run.txt")
  r_cpu=$(cpu_figure "$work/raw.cpu"); y_cpu=$(cpu_figure "$work/ycsb.cpu")
  printf 'round %d: raw SDK 3 %.0f ops/s (p95 read %s us, update %s us, %s failures) | binding %.0f ops/s (p95 read %s us, update %s us)\n' \
    "$i" "$(value ops/s "$line")" "$(value read-p95-us "$line")" "$(value update-p95-us "$line")" \
    "$(value failures "$line")" "$y_ops" "$y_r95" "$y_u95"
  printf '  CPU s per 1,000 operations: raw SDK 3 %s | binding %s (load average %s)\n' "$r_cpu" "$y_cpu" \
    "$(cut -d' ' -f1-3 /proc/loadavg)"
  grep 'Return=' "$work/run.txt" | grep -v 'Return=OK' | sed 's/^/    binding: /' || true
  raw_ops="$raw_ops $(value ops/s "$line")"; raw_r95="$raw_r95 $(value read-p95-us "$line")"
  raw_u95="$raw_u95 $(value update-p95-us "$line")"
  ycsb_ops="$ycsb_ops $y_ops"; ycsb_r95="$ycsb_r95 $y_r95"; ycsb_u95="$ycsb_u95 $y_u95"
  raw_cpu="$raw_cpu $r_cpu"; ycsb_cpu="$ycsb_cpu $y_cpu"
  ops_ratios="$ops_ratios $(ratio "$y_ops" "$(value ops/s "$line")")"; cpu_ratios="$cpu_ratios $(ratio "$r_cpu" "$y_cpu")"
  i=$((i + 1))
done

median() { printf '%s\n' $1 | grep -v nan | sort -g | awk '{v[NR]=$1} END {print NR == 0 ? "nan" : (NR % 2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
awk -v ro="$(median "$raw_ops")" -v rr="$(median "$raw_r95")" -v ru="$(median "$raw_u95")" \
    -v yo="$(median "$ycsb_ops")" -v yr="$(median "$ycsb_r95")" -v yu="$(median "$ycsb_u95")" \
    -v rc="$(median "$raw_cpu")" -v yc="$(median "$ycsb_cpu")" -v to="$(median "$ops_ratios")" \
    -v tc="$(median "$cpu_ratios")" -v t="$threads" -v s="$seconds" -v n="$records" -v h="$host" -v k="$rounds" \
    -v busy="$busy" 'BEGIN {
  printf "workload A mix with uniform keys (50/50 read/update, 10 x 100-char fields, merge updates), %d records, %d threads, %d s x %d rounds\n", n, t, s, k;
  printf "cluster %s, %d busy loops\n", h, busy;
  printf "%-22s %12s %16s %18s %12s\n", "median of rounds", "ops/s", "p95 read (us)", "p95 update (us)", "cpu s/1k ops";
  printf "%-22s %12.0f %16.0f %18.0f %12.4f\n", "raw SDK 3 (anchor)", ro, rr, ru, rc;
  printf "%-22s %12.0f %16.0f %18.0f %12.4f\n", "YCSB + binding", yo, yr, yu, yc;
  printf "median of per-round ratios binding/raw (each round pairs adjacent runs): throughput %.3f (goal >= 0.9), ops per CPU second %.3f (goal >= 0.95)\n", to, tc }'
