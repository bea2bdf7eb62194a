#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Report at scale: writes 4 hosts x 12 hours x 1-second windows x 2 operations of .hlog (the published 12-hour
# benchmark's shape, 345,600 interval histograms), then
#   1. summarizes them in-process with -XX:+UseSerialGC -Xms64m -Xmx2g (the collector and first heap bin/ycsb gives
#      report) and prints wall time, peak heap and heap retained after GC;
#   2. repeats with a 3-hour run, to show the summary's memory does not grow with run length;
#   3. runs the report command (bin/ycsb report when the launcher is built, else the same command from this
#      module's jars) with the same heap options (REPORT_JVM changes them).
# Every step prints wall time, CPU time (user + sys), CPU time per host-hour of logs and peak RSS from /usr/bin/time,
# with the load average before and after it: on a machine shared with other work, CPU time is the steadier figure,
# and CPU per host-hour shows whether the cost is linear in the data (run with 4, 16 and 64 hosts and compare).
# Goals (issues #44, #58): 4 hosts x 12 h in at most 10 s of CPU, peak RSS at most 400 MB; 64 hosts x 12 h in at
# most 150 s of CPU and 500 MB.
#
# With BASELINE set to a directory of jars (e.g. a copy of benchmarks/target/lib built from main), every step runs
# PAIRS times (default 3) on the same inputs for both builds, alternating (baseline first, then this tree; the order
# flips every pair), the report command always from the jars (java -cp, the heap options above, so both builds run
# alike); the report command's outputs of the two builds are compared (diff -r), and a table gives every pair's
# new/old ratios of wall, CPU and peak RSS with the median of the pairs.
#
# STEPS=report runs only step 3 (the report command), the figure the goals are stated for: on a busy machine, where
# every run takes minutes, it keeps pairs of the two builds close together in time.
#
# Usage: [BASELINE=dir] [PAIRS=n] [STEPS=all|report] benchmarks/report/scale.sh [work dir, default a new temp dir]
#        [hours, default 12] [hosts, default 4]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd -P)
work=${1:-$(mktemp -d)}
hours=${2:-12}
hosts=${3:-4}
lib="$root/benchmarks/target/lib"
baseline=${BASELINE:-}
pairs=${PAIRS:-3}
. "$root/benchmarks/report/common.sh"
need_jars scale.sh
need_baseline scale.sh
steps=${STEPS:-all}
case $steps in
  all|report) ;;
  *) echo "scale.sh: STEPS=$steps must be all (the default) or report" >&2; exit 2 ;;
esac
case $pairs in
  ''|*[!0-9]*|0) echo "scale.sh: PAIRS=$pairs must be a whole number, 1 or more" >&2; exit 2 ;;
esac
[ -z "$baseline" ] || need_time "scale.sh: BASELINE needs"
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
jvm=${REPORT_JVM:--XX:+UseSerialGC -Xms64m -Xmx2g}
main=site.ycsb.ext.benchmarks.report.ReportScale
mkdir -p "$work"
: > "$work/scale.tsv"
scale() { "$java" $jvm -cp "$lib/*" "$main" "$@"; }
load() { cut -d' ' -f1 /proc/loadavg; }
# wall, CPU and peak RSS of one command over $3 host-hours of logs, with the load average before and after it (a line
# of scale.tsv: step build wall user sys rss-kB load-before load-after)
timed() {
  label=$1
  build=$2
  hosthours=$3
  shift 3
  if [ -x /usr/bin/time ]; then
    before=$(load)
    /usr/bin/time -o "$work/time.txt" -f "%e %U %S %M" "$@"
    set -- $(cat "$work/time.txt")
    echo "$label	$build	$1 $2 $3 $4 $before $(load)" >> "$work/scale.tsv"
    awk -v l="$label" -v b="$build" -v w="$1" -v u="$2" -v s="$3" -v m="$4" -v lb="$before" -v a="$(load)" \
      -v hh="$hosthours" 'BEGIN {
      printf "%s (%s): wall %.2f s, cpu %.2f s (user %.2f + sys %.2f; %.3f s per host-hour), peak RSS %.0f MB, " \
        "load average %s -> %s\n", l, b, w, u + s, u, s, (u + s) / hh, m / 1024, lb, a }'
  else
    "$@"
  fi
}
# the jars of a build: new (this tree) or old (BASELINE)
jars() { if [ "$1" = old ]; then echo "$baseline"; else echo "$lib"; fi; }
# the builds of pair $1 in their order: old first in even pairs
order() { if [ -z "$baseline" ]; then echo new; elif [ $(($1 % 2)) -eq 0 ]; then echo old new; else echo new old; fi; }

echo "== generate: $hosts hosts x $hours h x 1-s windows x 2 operations in $work/run-${hours}h"
[ -d "$work/run-${hours}h" ] || scale generate "$work/run-${hours}h" "$hours" "$hosts"
du -sh "$work/run-${hours}h"
[ "$steps" = report ] || [ -d "$work/run-3h" ] || scale generate "$work/run-3h" 3 "$hosts"
warmup=$(( hours >= 4 ? 2 : 0 ))
rounds=1
[ -n "$baseline" ] && rounds=$pairs
pair=0
while [ "$pair" -lt "$rounds" ]; do
  for build in $(order "$pair"); do
    j=$(jars "$build")
    if [ "$steps" = all ]; then
      echo "== pair $((pair + 1)) of $rounds, $build build: report in-process ($jvm), warm-up ${warmup}h"
      rm -rf "$work/out-${hours}h"
      timed "in-process ${hosts} hosts x ${hours} h" "$build" $((hosts * hours)) "$java" $jvm -cp "$j/*" "$main" \
        report "$work/run-${hours}h" "$work/out-${hours}h" "$warmup"
      echo "== the same for a 3-hour run (memory must not grow with run length)"
      rm -rf "$work/out-3h"
      timed "in-process ${hosts} hosts x 3 h" "$build" $((hosts * 3)) "$java" $jvm -cp "$j/*" "$main" report \
        "$work/run-3h" "$work/out-3h" 2
    else
      echo "== pair $((pair + 1)) of $rounds, $build build"
    fi
    rm -rf "$work/out-cli-$build"
    if [ -z "$baseline" ] && [ -d "$root/launcher/target/lib" ]; then
      echo "== bin/ycsb report (JAVA_OPTS=-Xmx2g; bin/ycsb adds -XX:+UseSerialGC -Xms64m)"
      JAVA_OPTS=-Xmx2g timed "bin/ycsb report ${hosts} hosts x ${hours} h" "$build" $((hosts * hours)) \
        "$root/bin/ycsb" report --warmup "${warmup}h" --out "$work/out-cli-$build" "$work/run-${hours}h" \
        > "$work/cli.txt"
    else
      echo "== the report command (bin/ycsb report's code from the build's jars), $jvm"
      timed "report command ${hosts} hosts x ${hours} h" "$build" $((hosts * hours)) "$java" $jvm -cp "$j/*" "$main" cli \
        --warmup "${warmup}h" --out "$work/out-cli-$build" "$work/run-${hours}h" > "$work/cli.txt"
    fi
    tail -n 1 "$work/cli.txt"
  done
  pair=$((pair + 1))
done
[ -n "$baseline" ] || exit 0

compare_outputs "outputs of the report command" "$work/out-cli-old" "$work/out-cli-new" "$work/outputs.diff"
echo
echo "new/old per pair (new = this tree's benchmarks/target/lib, old = BASELINE; cpu = user + sys), $(nproc) cores:"
awk -F '\t' '{
  split($3, f, " "); key = $1; b = $2; n[key, b]++
  wall[key, b, n[key, b]] = f[1]; cpu[key, b, n[key, b]] = f[2] + f[3]; rss[key, b, n[key, b]] = f[4]
  load[key, n[key, b]] = load[key, n[key, b]] " " f[5] "->" f[6]
  if (!(key in seen)) { seen[key]; keys[++k] = key }
}
function median(a, m,   i, j, t) {
  for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
  return m % 2 ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2
}
END {
  printf "%-32s %5s %9s %9s %8s %8s %8s %8s %8s %8s  %s\n", "step", "pair", "wall new", "wall old", "cpu new",
    "cpu old", "RSS MB", "wall x", "cpu x", "RSS x", "load before->after (both runs)"
  for (i = 1; i <= k; i++) {
    key = keys[i]; m = n[key, "new"] < n[key, "old"] ? n[key, "new"] : n[key, "old"]
    delete rw; delete rc; delete rr
    for (p = 1; p <= m; p++) {
      rw[p] = wall[key, "new", p] / wall[key, "old", p]; rc[p] = cpu[key, "new", p] / cpu[key, "old", p]
      rr[p] = rss[key, "new", p] / rss[key, "old", p]
      printf "%-32s %5d %9.2f %9.2f %8.2f %8.2f %8.0f %8.2f %8.2f %8.2f %s\n", key, p, wall[key, "new", p],
        wall[key, "old", p], cpu[key, "new", p], cpu[key, "old", p], rss[key, "new", p] / 1024, rw[p], rc[p], rr[p],
        load[key, p]
    }
    printf "%-32s %5s %9s %9s %8s %8s %8s %8.2f %8.2f %8.2f\n", key, "median", "", "", "", "", "", median(rw, m),
      median(rc, m), median(rr, m)
  }
}' "$work/scale.tsv"
