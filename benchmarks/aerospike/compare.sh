#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Binding overhead: the official Aerospike client driven directly (RawClientLoop) against YCSB workload A through
# the binding (bin/ycsb run aerospike), plus the same loop through the binding without YCSB core (RawClientLoop
# --via binding) to tell the binding's cost from core's; same server, same threads, same record shape (10 x 100-byte bins),
# 50/50 reads (all bins) and updates (one bin), uniform keys (the YCSB run sets requestdistribution=uniform over
# workload A's zipfian). Each side runs in a fresh JVM; after an uncounted warm-up of the server, rounds alternate
# so both see the same machine noise. Prints each round, the medians of the rounds (ops/s, p95 read/update in us)
# and, as the headline, the median of the per-round ratios to the raw client (goal: YCSB + binding >= 0.9): a
# ratio is taken within one round, whose runs are adjacent, never between medians of different rounds.
# CPU per operation (benchmarks/lib/cpu-per-op.sh): each run's process CPU seconds per 1,000 operations from its status
# line at second 1 to its last periodic one, and as a ratio the operations per CPU second of YCSB + binding (and of
# the binding loop) over the raw client's, i.e. raw cpu/1k over theirs (goal for YCSB + binding: >= 0.95); with
# --busy N, N busy loops load the machine during the rounds. --target N paces all three at N operations per second in
# all (RawClientLoop --target, bin/ycsb -target: the engine's Throttle either way), so they do the same work at the
# same rate if each holds it: this script does not check that, so compare each round's ops/s with N; 0 (the default)
# runs flat out. Each round also prints the three's read p50 (us).
#
# Against the stand-in (default: started here on a loopback port and stopped at the end) or any server:
#   benchmarks/aerospike/compare.sh [--host host:port] [--namespace ycsb] [--threads 16] [--seconds 10]
#                                   [--records 10000] [--rounds 3] [--busy 0] [--target 0]
# Build first: ./mvnw -B -q install -DskipTests (bin/ycsb and benchmarks/target/lib).
set -eu
host=""
namespace=ycsb
threads=16
seconds=10
records=10000
rounds=3
busy=0
target=0
while [ $# -gt 0 ]; do
  case "$1" in
    --host) host=$2 ;;
    --namespace) namespace=$2 ;;
    --threads) threads=$2 ;;
    --seconds) seconds=$2 ;;
    --records) records=$2 ;;
    --rounds) rounds=$2 ;;
    --busy) busy=$2 ;;
    --target) target=$2 ;;
    *) echo "compare.sh: unknown option '$1' (see the header of this script)" >&2; exit 2 ;;
  esac
  shift 2
done
root=$(cd "$(dirname "$0")/../.." && pwd -P)
lib="$root/benchmarks/target/lib"
ycsb="$root/bin/ycsb"
if [ ! -d "$lib" ] || [ ! -d "$root/aerospike-binding/target/lib" ]; then
  echo "compare.sh: build first: ./mvnw -B -q -pl benchmarks,distributions -am package -DskipTests" >&2
  exit 2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
me=compare.sh
. "$root/benchmarks/lib/standin-node.sh"
. "$root/benchmarks/lib/cpu-per-op.sh"
case $busy in
  ''|*[!0-9]*) echo "compare.sh: --busy takes a whole number, 0 or more (got '$busy')" >&2; exit 2 ;;
esac
case $target in
  ''|*[!0-9]*) echo "compare.sh: --target takes operations per second, 0 (unpaced) or more (got '$target')" >&2; exit 2 ;;
esac
case $seconds in
  ''|*[!0-9]*) echo "compare.sh: --seconds takes a whole number (got '$seconds')" >&2; exit 2 ;;
esac
if [ "$seconds" -lt 5 ]; then
  echo "compare.sh: --seconds must be 5 or more: CPU per operation needs status lines from second 1 on" >&2; exit 2
fi
if [ -z "$host" ]; then
  start_standin_node "$namespace"
fi
start_busy_loops "$busy"

common="-P $root/workloads/workloada -p recordcount=$records -p requestdistribution=uniform -p as.host=$host \
 -p as.namespace=$namespace -threads $threads"
# shellcheck disable=SC2086 # $common is a list of arguments
if ! "$ycsb" load aerospike $common -p as.insert=replace >"$work/load.txt" 2>&1; then
  echo "compare.sh: the load failed:" >&2
  tail -20 "$work/load.txt" >&2
  exit 1
fi

# Warm-up, not counted: the server (its JIT, its connections) starts each measured round in the same state.
"$java" -cp "$lib/*" site.ycsb.ext.benchmarks.aerospike.RawClientLoop --host "$host" --namespace "$namespace" \
  --threads "$threads" --seconds "$seconds" --records "$records" >/dev/null 2>"$work/warmup.err"

field() { sed -n "s/^$1, //p" | head -1; }
value() { printf '%s\n' "$2" | sed -n "s|.* $1=\([0-9.]*\).*|\1|p"; }
loop() { # cpu result file, options...
  out=$1
  shift
  cpu_per_op "$out" "$java" -cp "$lib/*" site.ycsb.ext.benchmarks.aerospike.RawClientLoop --host "$host" \
    --namespace "$namespace" --threads "$threads" --seconds "$seconds" --records "$records" --target "$target" "$@" \
    2>>"$work/loop.err"
}
raw_ops=""; raw_r95=""; raw_u95=""; bnd_ops=""; bnd_r95=""; bnd_u95=""; ycsb_ops=""; ycsb_r95=""; ycsb_u95=""
# Per-round ratios to the raw client of the same round: binding loop (b_*) and YCSB + binding (y_*).
b_ops_ratio=""; b_r95_ratio=""; b_u95_ratio=""; y_ops_ratio=""; y_r95_ratio=""; y_u95_ratio=""
raw_cpu=""; bnd_cpu=""; ycsb_cpu=""; b_cpu_ratio=""; y_cpu_ratio=""
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.4f", a / b; else printf "nan" }'; }
i=1
while [ "$i" -le "$rounds" ]; do
  raw=$(loop "$work/raw.cpu")
  bnd=$(loop "$work/bnd.cpu" --via binding)
  # shellcheck disable=SC2086 # $common is a list of arguments
  cpu_per_op "$work/ycsb.cpu" "$ycsb" run aerospike $common -p operationcount=0 -p maxexecutiontime="$seconds" -s \
    -p status.interval=1 -p hdrhistogram.percentiles=50,95,99 -target "$target" >"$work/run.txt" 2>"$work/run.err" || {
    echo "compare.sh: bin/ycsb run failed:" >&2; tail -20 "$work/run.err" >&2; exit 1; }
  y_ops=$(field '\[OVERALL\], Throughput(ops\/sec)' <"$work/run.txt")
  y_r95=$(field '\[READ\], 95thPercentileLatency(us)' <"$work/run.txt")
  y_u95=$(field '\[UPDATE\], 95thPercentileLatency(us)' <"$work/run.txt")
  y_r50=$(field '\[READ\], 50thPercentileLatency(us)' <"$work/run.txt")
  printf 'round %d: raw client %.0f ops/s (p95 read %s us, update %s us; %s failures, %s missing) | binding loop %.0f ops/s (p95 %s/%s us; %s failures) | YCSB + binding %.0f ops/s (p95 %s/%s us)\n' \
    "$i" "$(value ops/s "$raw")" "$(value read-p95-us "$raw")" "$(value update-p95-us "$raw")" \
    "$(value failures "$raw")" "$(value read-misses "$raw")" \
    "$(value ops/s "$bnd")" "$(value read-p95-us "$bnd")" "$(value update-p95-us "$bnd")" "$(value failures "$bnd")" \
    "$y_ops" "$y_r95" "$y_u95"
  r_cpu=$(cpu_figure "$work/raw.cpu"); b_cpu=$(cpu_figure "$work/bnd.cpu"); y_cpu=$(cpu_figure "$work/ycsb.cpu")
  printf '  CPU s per 1,000 operations: raw client %s | binding loop %s | YCSB + binding %s (load average %s)\n' \
    "$r_cpu" "$b_cpu" "$y_cpu" "$(cut -d' ' -f1-3 /proc/loadavg)"
  printf '  read p50 (us): raw client %s | binding loop %s | YCSB + binding %s\n' "$(value read-p50-us "$raw")" \
    "$(value read-p50-us "$bnd")" "$y_r50"
  raw_cpu="$raw_cpu $r_cpu"; bnd_cpu="$bnd_cpu $b_cpu"; ycsb_cpu="$ycsb_cpu $y_cpu"
  b_cpu_ratio="$b_cpu_ratio $(ratio "$r_cpu" "$b_cpu")"; y_cpu_ratio="$y_cpu_ratio $(ratio "$r_cpu" "$y_cpu")"
  grep 'Return=' "$work/run.txt" | grep -v 'Return=OK' | sed 's/^/    YCSB + binding: /' || true
  raw_ops="$raw_ops $(value ops/s "$raw")"; raw_r95="$raw_r95 $(value read-p95-us "$raw")"
  raw_u95="$raw_u95 $(value update-p95-us "$raw")"
  bnd_ops="$bnd_ops $(value ops/s "$bnd")"; bnd_r95="$bnd_r95 $(value read-p95-us "$bnd")"
  bnd_u95="$bnd_u95 $(value update-p95-us "$bnd")"
  ycsb_ops="$ycsb_ops $y_ops"; ycsb_r95="$ycsb_r95 $y_r95"; ycsb_u95="$ycsb_u95 $y_u95"
  b_ops_ratio="$b_ops_ratio $(ratio "$(value ops/s "$bnd")" "$(value ops/s "$raw")")"
  b_r95_ratio="$b_r95_ratio $(ratio "$(value read-p95-us "$bnd")" "$(value read-p95-us "$raw")")"
  b_u95_ratio="$b_u95_ratio $(ratio "$(value update-p95-us "$bnd")" "$(value update-p95-us "$raw")")"
  y_ops_ratio="$y_ops_ratio $(ratio "$y_ops" "$(value ops/s "$raw")")"
  y_r95_ratio="$y_r95_ratio $(ratio "$y_r95" "$(value read-p95-us "$raw")")"
  y_u95_ratio="$y_u95_ratio $(ratio "$y_u95" "$(value update-p95-us "$raw")")"
  i=$((i + 1))
done

median() { printf '%s\n' $1 | grep -v nan | sort -g | awk '{v[NR]=$1} END {print NR == 0 ? "nan" : (NR % 2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
awk -v ro="$(median "$raw_ops")" -v rr="$(median "$raw_r95")" -v ru="$(median "$raw_u95")" \
    -v bo="$(median "$bnd_ops")" -v br="$(median "$bnd_r95")" -v bu="$(median "$bnd_u95")" \
    -v yo="$(median "$ycsb_ops")" -v yr="$(median "$ycsb_r95")" -v yu="$(median "$ycsb_u95")" \
    -v bto="$(median "$b_ops_ratio")" -v btr="$(median "$b_r95_ratio")" -v btu="$(median "$b_u95_ratio")" \
    -v yto="$(median "$y_ops_ratio")" -v ytr="$(median "$y_r95_ratio")" -v ytu="$(median "$y_u95_ratio")" \
    -v rc="$(median "$raw_cpu")" -v bc="$(median "$bnd_cpu")" -v yc="$(median "$ycsb_cpu")" \
    -v btc="$(median "$b_cpu_ratio")" -v ytc="$(median "$y_cpu_ratio")" -v busy="$busy" -v target="$target" \
    -v t="$threads" -v s="$seconds" -v n="$records" -v h="$host" -v k="$rounds" 'BEGIN {
  printf "workload A mix with uniform keys (50/50 read/update, 10 x 100-byte fields), %d records, %d threads, %d s x %d rounds, server %s, %d busy loops, target %d ops/s (0: none)\n", n, t, s, k, h, busy, target;
  printf "%-30s %12s %16s %18s %12s\n", "median of rounds", "ops/s", "p95 read (us)", "p95 update (us)", "cpu s/1k ops";
  printf "%-30s %12.0f %16.0f %18.0f %12.4f\n", "raw client (anchor)", ro, rr, ru, rc;
  printf "%-30s %12.0f %16.0f %18.0f %12.4f\n", "binding loop (no YCSB core)", bo, br, bu, bc;
  printf "%-30s %12.0f %16.0f %18.0f %12.4f\n", "YCSB + binding", yo, yr, yu, yc;
  printf "median of per-round ratios to the raw client (each round pairs adjacent runs):\n";
  printf "  binding loop/raw:   throughput %.3f, p95 read %.2fx, p95 update %.2fx, ops per CPU second %.3f\n", bto, btr, btu, btc;
  printf "  YCSB + binding/raw: throughput %.3f (goal >= 0.9), p95 read %.2fx, p95 update %.2fx, ops per CPU second %.3f (goal >= 0.95)\n", yto, ytr, ytu, ytc }'
