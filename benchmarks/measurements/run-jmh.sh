#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Nanoseconds per recorded latency (JMH, brief: 2 x 1 s warm-up, 3 x 1 s measured, 1 fork) at 1 and 2 threads for
# core's OneMeasurementHdrHistogram (the anchor), our PeriodicHistogram, and a synchronized linear-bucket histogram
# like the 2016 fork's; then the ratios to the anchor of the same thread count.
# Goal: ours within 1.1x of core's HDR; clearly ahead of the synchronized one at 2 threads.
#
# Usage: benchmarks/measurements/run-jmh.sh [extra JMH options, e.g. -wi 5 -i 10]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd -P)
lib="$root/benchmarks/target/lib"
if [ ! -d "$lib" ]; then
  echo "run-jmh.sh: build first: ./mvnw -B -q -pl benchmarks -am install -DskipTests" >&2
  exit 2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for threads in 1 2; do
  echo "== $threads thread(s)"
  "$java" -cp "$lib/*" org.openjdk.jmh.Main 'site.ycsb.ext.benchmarks.measurements.RecordingBench' \
    -t "$threads" -wi 2 -i 3 -f 1 -rf csv -rff "$work/t$threads.csv" "$@" | grep -E '^(Benchmark|RecordingBench)'
done
echo "== ratio to coreHdrMeasurement of the same thread count (lower is faster)"
for threads in 1 2; do
  awk -F, -v t="$threads" 'NR > 1 {
      gsub(/"/, ""); n = split($1, p, "."); name = p[n]; score[name] = $5
    }
    END {
      anchor = score["coreHdrMeasurement"]
      for (name in score) printf "%d thread(s)  %-30s %8.2f ns  %5.2fx\n", t, name, score[name], score[name] / anchor
    }' "$work/t$threads.csv" | sort
done
