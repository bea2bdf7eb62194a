#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Report at scale: writes 4 hosts x 12 hours x 1-second windows x 2 operations of .hlog (the published 12-hour
# benchmark's shape, 345,600 interval histograms), then
#   1. summarizes them in-process with -Xmx2g and prints wall time, peak heap and heap retained after GC;
#   2. repeats with a 3-hour run, to show the summary's memory does not grow with run length;
#   3. runs the real `bin/ycsb report` with JAVA_OPTS=-Xmx2g under /usr/bin/time (wall time, peak RSS).
# Goal: under 60 s with under 2 GB of heap on a 2-core machine.
#
# Usage: benchmarks/report/scale.sh [work dir, default a new temp dir] [hours, default 12] [hosts, default 4]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd -P)
work=${1:-$(mktemp -d)}
hours=${2:-12}
hosts=${3:-4}
lib="$root/benchmarks/target/lib"
if [ ! -d "$lib" ] || [ ! -d "$root/launcher/target/lib" ]; then
  echo "scale.sh: build first: ./mvnw -B -q -pl benchmarks,launcher -am install -DskipTests" >&2
  exit 2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
main=site.ycsb.ext.benchmarks.report.ReportScale
scale() { "$java" -Xmx2g -cp "$lib/*" "$main" "$@"; }
# CPU time next to wall time: on a machine shared with other work, user+sys is the steadier figure
timed() {
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f "  process: wall %e s, cpu user %U s + sys %S s, peak RSS %M KB (load average: $(cut -d' ' -f1 /proc/loadavg))" "$@"
  else
    "$@"
  fi
}

echo "== generate: $hosts hosts x $hours h x 1-s windows x 2 operations in $work/run-${hours}h"
[ -d "$work/run-${hours}h" ] || scale generate "$work/run-${hours}h" "$hours" "$hosts"
du -sh "$work/run-${hours}h"
echo "== report in-process (-Xmx2g), warm-up 2h"
timed "$java" -Xmx2g -cp "$lib/*" "$main" report "$work/run-${hours}h" "$work/out-${hours}h" 2

echo "== the same for a 3-hour run (memory must not grow with run length)"
[ -d "$work/run-3h" ] || scale generate "$work/run-3h" 3 "$hosts"
timed "$java" -Xmx2g -cp "$lib/*" "$main" report "$work/run-3h" "$work/out-3h" 2

echo "== bin/ycsb report (JAVA_OPTS=-Xmx2g) under /usr/bin/time"
rm -rf "$work/out-cli"
if [ -x /usr/bin/time ]; then
  JAVA_OPTS=-Xmx2g /usr/bin/time -f "bin/ycsb report: wall %e s, cpu user %U s + sys %S s, peak RSS %M KB, exit %x" \
    "$root/bin/ycsb" report --warmup 2h --out "$work/out-cli" "$work/run-${hours}h" > "$work/cli.txt"
else
  start=$(date +%s)
  JAVA_OPTS=-Xmx2g "$root/bin/ycsb" report --warmup 2h --out "$work/out-cli" "$work/run-${hours}h" > "$work/cli.txt"
  echo "bin/ycsb report: wall $(( $(date +%s) - start )) s"
fi
tail -n 1 "$work/cli.txt"
