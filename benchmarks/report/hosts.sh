#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Report against the number of hosts (issue #44): writes 1 hour of 1-second windows x 2 operations of .hlog for
# 4, 16 and 64 hosts (and, with a fourth argument, 12 hours for 64 hosts: about 10 GB), summarizes each with the
# report command (every format and figure, -Xmx2g) and prints one table: .hlog size, interval histograms, wall time,
# CPU time (user + sys), peak RSS and their ratios to the 4-host figure, CPU per million histograms, with the load
# average before and after each run. The report's memory must not grow with the host count beyond a bounded state
# per host, and its time must grow linearly with the data (CPU per million histograms flat).
#
# Usage: benchmarks/report/hosts.sh [work dir, default a new temp dir] [host counts, default "4 16 64"] [12h]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd -P)
work=${1:-$(mktemp -d)}
counts=${2:-4 16 64}
long=${3:-}
lib="$root/benchmarks/target/lib"
if ! ls "$lib"/benchmarks-*.jar >/dev/null 2>&1; then
  echo "hosts.sh: build first: ./mvnw -B -q -pl benchmarks -am package -DskipTests" >&2
  exit 2
fi
if [ ! -x /usr/bin/time ]; then
  echo "hosts.sh: needs /usr/bin/time (GNU time) for CPU time and peak RSS" >&2
  exit 2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
main=site.ycsb.ext.benchmarks.report.ReportScale
load() { cut -d' ' -f1 /proc/loadavg; }
mkdir -p "$work"
: > "$work/hosts.tsv"

# one report: hosts hours -> a line of hosts.tsv
measure() {
  n=$1
  h=$2
  run="$work/run-${n}x${h}h"
  if [ ! -d "$run" ]; then
    "$java" -Xmx2g -cp "$lib/*" "$main" generate "$run" "$h" "$n"
  fi
  rm -rf "$work/out"
  before=$(load)
  /usr/bin/time -o "$work/time.txt" -f "%e %U %S %M" "$java" -Xmx2g -cp "$lib/*" "$main" cli \
    --out "$work/out" "$run" > "$work/report-${n}x${h}h.txt"
  mb=$(du -sm "$run" | cut -f1)
  echo "$n $h $mb $(cat "$work/time.txt") $before $(load)" >> "$work/hosts.tsv"
}

for n in $counts; do
  measure "$n" 1
done
if [ -n "$long" ]; then
  measure 64 12
fi

echo "report vs hosts, 1-s windows x 2 operations (READ, UPDATE), every format written, -Xmx2g, $(nproc) cores:"
awk 'BEGIN {
  printf "%6s %4s %8s %10s %8s %8s %8s %8s %8s %8s %9s %s\n", "hosts", "h", ".hlog MB", "histograms", "wall s",
    "cpu s", "RSS MB", "wall x", "cpu x", "RSS x", "cpu s/M", "load before -> after"
}
{
  hist = $1 * $2 * 3600 * 2; cpu = $5 + $6; rss = $7 / 1024
  if (NR == 1) { w0 = $4; c0 = cpu; r0 = rss }
  printf "%6d %4d %8d %10d %8.2f %8.2f %8.0f %8.2f %8.2f %8.2f %9.2f %s -> %s\n", $1, $2, $3, hist, $4, cpu, rss,
    $4 / w0, cpu / c0, rss / r0, cpu / (hist / 1e6), $8, $9
}' "$work/hosts.tsv"
echo "(ratios to the first row; cpu = user + sys; cpu s/M = CPU seconds per million interval histograms)"
