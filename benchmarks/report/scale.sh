#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Report at scale: writes 4 hosts x 12 hours x 1-second windows x 2 operations of .hlog (the published 12-hour
# benchmark's shape, 345,600 interval histograms), then
#   1. summarizes them in-process with -Xms64m -Xmx2g (the first heap bin/ycsb gives report) and prints wall time,
#      peak heap and heap retained after GC;
#   2. repeats with a 3-hour run, to show the summary's memory does not grow with run length;
#   3. runs the report command (bin/ycsb report when the launcher is built, else the same command from this
#      module's jars) with the same heap options (REPORT_JVM changes them).
# Every step prints wall time, CPU time (user + sys) and peak RSS from /usr/bin/time, with the load average before
# and after it: on a machine shared with other work, CPU time is the steadier figure.
# Goal (issue #44): 4 hosts x 12 h in at most 10 s wall on 2 cores, peak RSS at most 400 MB.
#
# Usage: benchmarks/report/scale.sh [work dir, default a new temp dir] [hours, default 12] [hosts, default 4]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd -P)
work=${1:-$(mktemp -d)}
hours=${2:-12}
hosts=${3:-4}
lib="$root/benchmarks/target/lib"
if ! ls "$lib"/benchmarks-*.jar >/dev/null 2>&1; then
  echo "scale.sh: build first: ./mvnw -B -q -pl benchmarks -am package -DskipTests" >&2
  exit 2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
jvm=${REPORT_JVM:--Xms64m -Xmx2g}
main=site.ycsb.ext.benchmarks.report.ReportScale
scale() { "$java" $jvm -cp "$lib/*" "$main" "$@"; }
load() { cut -d' ' -f1 /proc/loadavg; }
# wall, CPU and peak RSS of one command, with the load average before and after it
timed() {
  label=$1
  shift
  if [ -x /usr/bin/time ]; then
    before=$(load)
    /usr/bin/time -o "$work/time.txt" -f "%e %U %S %M" "$@"
    set -- $(cat "$work/time.txt")
    awk -v l="$label" -v w="$1" -v u="$2" -v s="$3" -v m="$4" -v b="$before" -v a="$(load)" 'BEGIN {
      printf "%s: wall %.2f s, cpu %.2f s (user %.2f + sys %.2f), peak RSS %.0f MB, load average %s -> %s\n",
        l, w, u + s, u, s, m / 1024, b, a }'
  else
    "$@"
  fi
}

echo "== generate: $hosts hosts x $hours h x 1-s windows x 2 operations in $work/run-${hours}h"
[ -d "$work/run-${hours}h" ] || scale generate "$work/run-${hours}h" "$hours" "$hosts"
du -sh "$work/run-${hours}h"
warmup=$(( hours >= 4 ? 2 : 0 ))
echo "== report in-process ($jvm), warm-up ${warmup}h"
rm -rf "$work/out-${hours}h"
timed "in-process ${hosts} hosts x ${hours} h" "$java" $jvm -cp "$lib/*" "$main" report "$work/run-${hours}h" \
  "$work/out-${hours}h" "$warmup"

echo "== the same for a 3-hour run (memory must not grow with run length)"
[ -d "$work/run-3h" ] || scale generate "$work/run-3h" 3 "$hosts"
rm -rf "$work/out-3h"
timed "in-process ${hosts} hosts x 3 h" "$java" $jvm -cp "$lib/*" "$main" report "$work/run-3h" "$work/out-3h" 2

rm -rf "$work/out-cli"
if [ -d "$root/launcher/target/lib" ]; then
  echo "== bin/ycsb report (JAVA_OPTS=-Xmx2g; bin/ycsb adds -Xms64m)"
  JAVA_OPTS=-Xmx2g timed "bin/ycsb report ${hosts} hosts x ${hours} h" \
    "$root/bin/ycsb" report --warmup "${warmup}h" --out "$work/out-cli" "$work/run-${hours}h" > "$work/cli.txt"
else
  echo "== the report command (bin/ycsb report's code from benchmarks/target/lib; the launcher is not built), $jvm"
  timed "report command ${hosts} hosts x ${hours} h" "$java" $jvm -cp "$lib/*" "$main" cli \
    --warmup "${warmup}h" --out "$work/out-cli" "$work/run-${hours}h" > "$work/cli.txt"
fi
tail -n 1 "$work/cli.txt"
