#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# The client library's own cost: the same raw loop (ClientVersionLoop.java beside this script, one source compiled
# against each client by the JDK's source launcher) on aerospike-client 3.1.2 (upstream YCSB 0.17.0's) and on the 9.x
# client the binding uses, against one stand-in node (or a server), doing workload A's mix: 50/50 reads of the whole
# record and REPLACE_ONLY writes of one 100-byte bin, uniform keys, one shared client, 16 threads. Rounds alternate
# which client goes first. Per run: ops/s, read/update p50 and p99, and CPU s per 1,000 operations (benchmarks/lib/
# cpu-per-op.sh: process CPU from the status line at second 1 to the last periodic one); as the headline, the median
# of the per-round ratios 9.x/3.1.2 of CPU per operation, throughput and p99. --busy N runs N busy loops
# (sh -c 'while :; do :; done') during the rounds. --target N paces both loops at N operations per second in all, as
# bin/ycsb -target paces (the engine's Throttle, also on 3.1.2's class path), so both do the same work at the same
# rate if both hold it: this script does not check that, so compare each run's ops/s with N; 0 (the default) runs
# flat out.
#   benchmarks/aerospike/client-versions.sh [--host host:port] [--threads 16] [--seconds 20] [--records 10000]
#                                           [--rounds 4] [--busy 0] [--target 0]
# Build first: ./mvnw -B -q -pl benchmarks,distributions -am package -DskipTests. Client 3.1.2 and its
# dependencies are copied from Maven Central into benchmarks/aerospike/upstream-0.17/target/lib on first use (as
# tail.sh does); never committed.
set -eu
host=""
threads=16
seconds=20
records=10000
rounds=4
busy=0
target=0
while [ $# -gt 0 ]; do
  case "$1" in
    --host) host=$2 ;;
    --threads) threads=$2 ;;
    --seconds) seconds=$2 ;;
    --records) records=$2 ;;
    --rounds) rounds=$2 ;;
    --busy) busy=$2 ;;
    --target) target=$2 ;;
    *) echo "client-versions.sh: unknown option '$1' (valid: --host, --threads, --seconds, --records, --rounds, --busy, --target)" >&2
       exit 2 ;;
  esac
  shift 2
done
for n in "$threads" "$seconds" "$records" "$rounds"; do
  case $n in
    ''|*[!0-9]*|0) echo "client-versions.sh: --threads, --seconds, --records and --rounds take a whole number, 1 or more (got '$n')" >&2
                   exit 2 ;;
  esac
done
case $busy in
  ''|*[!0-9]*) echo "client-versions.sh: --busy takes a whole number, 0 or more (got '$busy')" >&2; exit 2 ;;
esac
case $target in
  ''|*[!0-9]*) echo "client-versions.sh: --target takes operations per second, 0 (unpaced) or more (got '$target')" >&2
               exit 2 ;;
esac
if [ "$seconds" -lt 5 ]; then
  echo "client-versions.sh: --seconds must be 5 or more: CPU per operation needs status lines from second 1 on" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd -P)
root=$(cd "$here/../.." && pwd -P)
lib="$root/benchmarks/target/lib"
classes="$root/benchmarks/target/classes"
ycsb="$root/bin/ycsb"
up="$root/benchmarks/aerospike/upstream-0.17/target"
if [ ! -d "$lib" ] || [ ! -d "$classes" ] || [ ! -d "$root/aerospike-binding/target/lib" ]; then
  echo "client-versions.sh: build first: ./mvnw -B -q -pl benchmarks,distributions -am package -DskipTests" >&2
  exit 2
fi
if [ ! -f "$up/lib/core-0.17.0.jar" ]; then
  "$root/mvnw" -B -q -f "$root/benchmarks/aerospike/upstream-0.17/pom.xml" dependency:copy-dependencies >&2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
engine=$(ls "$lib"/engine-*.jar)
me=client-versions.sh
. "$root/benchmarks/lib/standin-node.sh"
. "$root/benchmarks/lib/cpu-per-op.sh"
if [ -z "$host" ]; then
  start_standin_node ycsb
fi
if ! "$ycsb" load aerospike -P "$root/workloads/workloada" -p recordcount="$records" -p as.host="$host" \
    -p as.insert=replace -threads "$threads" >"$work/load.txt" 2>&1; then
  echo "client-versions.sh: the load failed:" >&2; tail -20 "$work/load.txt" >&2; exit 1
fi
start_busy_loops "$busy"
loop() { # name (old|new)
  if [ "$1" = old ]; then cp="$up/lib/*:$classes:$engine"; label=client-3.1.2; else cp="$lib/*:$classes"; label=client-9.x; fi
  cpu_per_op "$work/$1.cpu" "$java" -cp "$cp" "$here/ClientVersionLoop.java" --label "$label" --host "$host" \
    --threads "$threads" \
    --seconds "$seconds" --records "$records" --target "$target" 2>>"$work/$1.err" || {
    echo "client-versions.sh: the $1 client's loop failed:" >&2; tail -20 "$work/$1.err" >&2; exit 1; }
}
value() { printf '%s\n' "$2" | sed -n "s|.* $1=\([0-9.]*\).*|\1|p"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.4f", a / b; else printf "nan" }'; }
# Warm-up, not counted: the stand-in's JIT.
loop new >/dev/null
echo "machine: $(nproc) cores, $busy busy loops, load average $(cut -d' ' -f1-3 /proc/loadavg); server $host; target $target ops/s (0: unpaced)"
printf '%-6s %-22s %10s %8s %8s %8s %8s %9s %8s %s\n' round client ops/s r-p50 r-p99 u-p50 u-p99 failures cpu/1k load
cpu_r=""; ops_r=""; rp99_r=""; up99_r=""
i=1
while [ "$i" -le "$rounds" ]; do
  if [ $((i % 2)) -eq 1 ]; then o=$(loop old); n=$(loop new); else n=$(loop new); o=$(loop old); fi
  oc=$(cpu_figure "$work/old.cpu"); nc=$(cpu_figure "$work/new.cpu")
  l=$(cut -d' ' -f1-3 /proc/loadavg)
  for side in "$oc|$o" "$nc|$n"; do
    line=${side#*|}
    printf '%-6s %-22s %10.0f %8s %8s %8s %8s %9s %8s %s\n' "$i" "${line%% *}" "$(value ops/s "$line")" \
      "$(value read-p50-us "$line")" "$(value read-p99-us "$line")" "$(value update-p50-us "$line")" \
      "$(value update-p99-us "$line")" "$(value failures "$line")" "${side%%|*}" "$l"
  done
  cpu_r="$cpu_r $(ratio "$nc" "$oc")"; ops_r="$ops_r $(ratio "$(value ops/s "$n")" "$(value ops/s "$o")")"
  rp99_r="$rp99_r $(ratio "$(value read-p99-us "$n")" "$(value read-p99-us "$o")")"
  up99_r="$up99_r $(ratio "$(value update-p99-us "$n")" "$(value update-p99-us "$o")")"
  i=$((i + 1))
done
median() { printf '%s\n' $1 | grep -v nan | sort -g | awk '{v[NR]=$1} END {print NR == 0 ? "nan" : (NR % 2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
echo "machine: $busy busy loops, load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
printf 'median of per-round ratios, 9.x client / 3.1.2 client (%d rounds of %d s, %d threads, %d records):\n' \
  "$rounds" "$seconds" "$threads" "$records"
printf '  CPU per operation %.3f | throughput %.3f | read p99 %.3f | update p99 %.3f\n' "$(median "$cpu_r")" \
  "$(median "$ops_r")" "$(median "$rp99_r")" "$(median "$up99_r")"
