#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Nanoseconds per recorded latency (JMH RecordingBench, brief: 2 x 1 s warm-up, 3 x 1 s measured, 1 fork per round)
# at 1 and 2 threads for core's OneMeasurementHdrHistogram (the anchor), our PeriodicHistogram, and a synchronized
# linear-bucket histogram like the 2016 fork's, at the measurement level and through Measurements.measure(op, ...).
# Also the metrics endpoint's cost: periodicInstalledOperation (measure + reportStatus, as DBWrapper) against
# metricsInstalledOperation (the same with metrics.port set and the endpoint scraped every 250 ms).
# The suite runs ROUNDS times; each round's scores are divided by that round's anchor (same thread count), and the
# median ratio is printed, so load that changes between benchmarks on a shared machine biases less.
# Then InterleavedRecordingRatio makes the same comparison with the three taking turns in 10 ms slices (robust to
# background load) and prints median ns per value and median per-round ratios.
# Goal (#44): ours at most 1.0x core's at 1 thread (periodicEndReading/coreHdrInstalled); clearly ahead of the synchronized one at 2 threads. The
# 2-thread figures mean something only when the machine gives the two threads two cores: the script prints the load
# average around them.
#
# The engine's path is periodicEndReading: ours through the thread's held handle (HeldOperation.measure(us, endNanos),
# taken once per thread as the engine's MeasuredDB takes it), handed the operation's own end reading (what the
# engine's DB wrapper takes for the latency), reading no clock and looking nothing up; its line
# "periodicEndReading/coreHdrInstalled" is its ratio to core's Measurements.measure(op, us), the call core's
# DBWrapper makes ("periodicEndReadingByName/coreHdrInstalled": the by-name path before handles were held).
# "periodicAfterCall/coreHdrAfterCall" compares what each wrapper does once the call returned, the same work on both
# sides (one System.nanoTime(), the latency from it, the measure; ours through the held handle). Core's
# measure(op, latency) path of ours reads a clock per value (for the value's window): the interleaved part prints that
# read's cost alone (wallClockRead) and ours less it.
#
# Usage: benchmarks/measurements/run-jmh.sh [--threads 1|2] [rounds, default 3] [extra JMH options, e.g. -wi 5 -i 10]
# --threads: one thread count only (default both). Quiet retake, about 2.5 min each at 3 rounds:
#   benchmarks/measurements/run-jmh.sh --threads 1; benchmarks/measurements/run-jmh.sh --threads 2
set -eu
thread_counts="1 2"
if [ "${1:-}" = "--threads" ]; then
  case "${2:-}" in
    1|2) thread_counts=$2 ;;
    *) echo "run-jmh.sh: --threads must be 1 or 2, was '${2:-}'" >&2; exit 2 ;;
  esac
  shift 2
fi
root=$(cd "$(dirname "$0")/../.." && pwd -P)
lib="$root/benchmarks/target/lib"
if [ ! -d "$lib" ]; then
  echo "run-jmh.sh: build first: ./mvnw -B -q -pl benchmarks -am package -DskipTests" >&2
  exit 2
fi
rounds=${1:-3}
case "$rounds" in
  ''|*[!0-9]*|0) echo "run-jmh.sh: rounds must be a positive whole number, was '$rounds'" >&2; exit 2 ;;
esac
[ $# -gt 0 ] && shift
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
round=1
while [ "$round" -le "$rounds" ]; do
  for threads in $thread_counts; do
    echo "== round $round, $threads thread(s)"
    "$java" -cp "$lib/*" org.openjdk.jmh.Main 'site.ycsb.ext.benchmarks.measurements.RecordingBench' \
      -t "$threads" -wi 2 -i 3 -f 1 -rf csv -rff "$work/r$round-t$threads.csv" "$@" | grep -E '^RecordingBench'
  done
  round=$((round + 1))
done
echo "machine: load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
echo "== median over $rounds round(s): ns per value, and ratio to coreHdrMeasurement of the same round and thread count"
for threads in $thread_counts; do
  for f in "$work"/r*-t"$threads".csv; do
    awk -F, 'NR > 1 { gsub(/"/, ""); n = split($1, p, "."); score[p[n]] = $5 }
      END { for (b in score) printf "%s %.3f %.4f\n", b, score[b], score[b] / score["coreHdrMeasurement"]
        printf "periodicEndReading/coreHdrInstalled %.3f %.4f\n", score["periodicEndReading"],
          score["periodicEndReading"] / score["coreHdrInstalled"]
        printf "periodicEndReadingByName/coreHdrInstalled %.3f %.4f\n", score["periodicEndReadingByName"],
          score["periodicEndReadingByName"] / score["coreHdrInstalled"]
        printf "periodicAfterCall/coreHdrAfterCall %.3f %.4f\n", score["periodicAfterCall"],
          score["periodicAfterCall"] / score["coreHdrAfterCall"] }' "$f"
  done | sort -k1,1 -k3,3n | awk -v t="$threads" -v r="$rounds" '
      { name[NR] = $1; ns[NR] = $2; ratio[NR] = $3 }
      END {
        for (i = 1; i <= NR; i += r) {
          m = i + int((r - 1) / 2)
          printf "%d thread(s)  %-30s %8.1f ns  %5.2fx\n", t, name[m], ns[m], ratio[m]
        }
      }'
done
echo "== interleaved slices (InterleavedRecordingRatio, 300 rounds)"
for threads in $thread_counts; do
  "$java" -cp "$lib/*" site.ycsb.ext.benchmarks.measurements.InterleavedRecordingRatio "$threads" 300 | grep -v rounds
done
echo "machine: load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
