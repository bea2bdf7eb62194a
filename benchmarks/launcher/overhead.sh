#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Launcher overhead: stock YCSB core (java -cp ... site.ycsb.Client -db site.ycsb.BasicDB) against
# bin/ycsb run basic, same workload, same JVM, alternating runs so both see the same machine noise.
# Prints each round's ops/s, the medians of the rounds and, as the headline, the median of the per-round ratios
# bin/ycsb/core (goal: >= 0.97, i.e. overhead < 3%): a ratio is taken within one round, whose runs are adjacent.
#
# Usage: benchmarks/launcher/overhead.sh [operations per run, default 3000000] [rounds, default 3] [threads, default 1]
set -eu
ops=${1:-3000000}
rounds=${2:-3}
threads=${3:-1}
root=$(cd "$(dirname "$0")/../.." && pwd -P)
if [ -d "$root/lib" ]; then lib="$root/lib"; else lib="$root/launcher/target/lib"; fi
if [ ! -d "$lib" ]; then
  echo "overhead.sh: build first: ./mvnw -B -q install -DskipTests" >&2
  exit 2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
common="-P $root/workloads/workloada -p basicdb.verbose=false -p recordcount=100000 -p operationcount=$ops -threads $threads"

throughput() { sed -n 's/^\[OVERALL\], Throughput(ops\/sec), //p'; }

core_runs=""
ext_runs=""
ratios=""
i=1
while [ "$i" -le "$rounds" ]; do
  # shellcheck disable=SC2086 # $common is a list of arguments
  c=$("$java" -cp "$lib/*" site.ycsb.Client -t -db site.ycsb.BasicDB $common 2>/dev/null | throughput)
  # shellcheck disable=SC2086
  e=$("$root/bin/ycsb" run basic $common 2>/dev/null | throughput)
  printf 'round %d: core %.0f ops/s, bin/ycsb %.0f ops/s\n' "$i" "$c" "$e"
  core_runs="$core_runs $c"
  ext_runs="$ext_runs $e"
  ratios="$ratios $(awk -v e="$e" -v c="$c" 'BEGIN {printf "%.4f", e / c}')"
  i=$((i + 1))
done
median() { printf '%s\n' $1 | sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
mc=$(median "$core_runs")
me=$(median "$ext_runs")
awk -v c="$mc" -v e="$me" -v r="$(median "$ratios")" -v ops="$ops" -v t="$threads" 'BEGIN {
  printf "workload A, BasicDB, %d operations, %d thread(s)\n", ops, t;
  printf "median core     : %.0f ops/s (anchor)\n", c;
  printf "median bin/ycsb : %.0f ops/s\n", e;
  printf "ratio bin/ycsb/core, median of per-round ratios: %.3f (overhead %.1f%%; goal < 3%%)\n", r, (1 - r) * 100 }'
