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
# BUSY=N runs N busy loops (sh -c 'while :; do :; done', the project's way of loading a client host) from after the
# input is written to the end, so the figures are taken quiet (the default, 0) or busy in the same way every time.
#
# LINKED=1 (with STEPS=report) and more than 4 hosts measures an input of that many hosts made of hard links to the 4-host input
# (<work dir>/run-<hours>h, written with 4 hosts when missing): host N reads host ((N-1) mod 4 + 1)'s logs under a
# manifest of its own name, so every fourth host is the lagging one, the distinct logs (608 MB at 12 h) stay in the
# page cache and the disk holds no 10 GB; CPU and RSS are still the report's for all the hosts' windows.
#
# Usage: [BASELINE=dir] [PAIRS=n] [STEPS=all|report] [BUSY=n] [LINKED=1] benchmarks/report/scale.sh
#        [work dir, default a new temp dir] [hours, default 12] [hosts, default 4]
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
busy=${BUSY:-0}
case $busy in
  ''|*[!0-9]*) echo "scale.sh: BUSY=$busy must be a whole number of busy loops, 0 or more" >&2; exit 2 ;;
esac
linked=${LINKED:-0}
case $linked in
  0|1) ;;
  *) echo "scale.sh: LINKED=$linked must be 0 (generated input, the default) or 1 (hard links to 4 hosts)" >&2; exit 2 ;;
esac
case $hosts in
  ''|*[!0-9]*|0) echo "scale.sh: hosts=$hosts must be a whole number, 1 or more" >&2; exit 2 ;;
esac
if [ "$linked" = 1 ] && [ "$hosts" -le 4 ]; then
  echo "scale.sh: LINKED=1 needs more than 4 hosts (got $hosts)" >&2
  exit 2
fi
if [ "$linked" = 1 ] && [ "$steps" != report ]; then
  echo "scale.sh: LINKED=1 measures the report command only: set STEPS=report (the in-process steps would write a" \
    "3-hour input of $hosts hosts)" >&2
  exit 2
fi
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

input="$work/run-${hours}h"
if [ "$linked" = 1 ]; then
  echo "== generate: 4 hosts x $hours h x 1-s windows x 2 operations in $input, linked as $hosts hosts"
  [ -d "$input" ] || scale generate "$input" "$hours" 4
  if [ "$(ls -d "$input"/client-* | wc -l)" -ne 4 ]; then
    echo "scale.sh: LINKED=1 needs $input to hold 4 hosts; it holds $(ls -d "$input"/client-* | wc -l)" >&2
    exit 2
  fi
  linked_input="$work/run-${hours}h-${hosts}-linked"
  if [ ! -d "$linked_input" ]; then
    n=1
    while [ "$n" -le "$hosts" ]; do
      s=$(( (n - 1) % 4 + 1 ))
      mkdir -p "$linked_input/client-$n"
      ln -f "$input/client-$s"/*.hlog "$linked_input/client-$n/"
      sed "s/\"host\": \"client-$s\"/\"host\": \"client-$n\"/" "$input/client-$s/manifest.json" \
        > "$linked_input/client-$n/manifest.json"
      n=$((n + 1))
    done
  fi
  input=$linked_input
else
  echo "== generate: $hosts hosts x $hours h x 1-s windows x 2 operations in $input"
  [ -d "$input" ] || scale generate "$input" "$hours" "$hosts"
fi
du -shl "$input"
[ "$steps" = report ] || [ -d "$work/run-3h" ] || scale generate "$work/run-3h" 3 "$hosts"
warmup=$(( hours >= 4 ? 2 : 0 ))
cleanup() { :; }
. "$root/benchmarks/lib/cpu-per-op.sh"
if [ "$busy" -gt 0 ]; then
  echo "== $busy busy loop(s) from now to the end"
  start_busy_loops "$busy"
  sleep 10
fi
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
        report "$input" "$work/out-${hours}h" "$warmup"
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
        "$root/bin/ycsb" report --warmup "${warmup}h" --out "$work/out-cli-$build" "$input" \
        > "$work/cli.txt"
    else
      echo "== the report command (bin/ycsb report's code from the build's jars), $jvm"
      timed "report command ${hosts} hosts x ${hours} h" "$build" $((hosts * hours)) "$java" $jvm -cp "$j/*" "$main" cli \
        --warmup "${warmup}h" --out "$work/out-cli-$build" "$input" > "$work/cli.txt"
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
