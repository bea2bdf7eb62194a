#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Report against the number of hosts (issue #44): writes 1 hour of 1-second windows x 2 operations of .hlog for
# 4, 16 and 64 hosts (and, with a fourth argument, 12 hours for 64 hosts: about 10 GB), summarizes each with the
# report command (every format and figure, with the JVM options bin/ycsb gives it: -XX:+UseSerialGC -Xms64m, here with
# -Xmx2g; set REPORT_JVM to change them) and prints one table: .hlog size, interval histograms, wall time,
# CPU time (user + sys), peak RSS and their ratios to the 4-host figure, CPU per million histograms, with the load
# average before and after each run. The report's memory must not grow with the host count beyond a bounded state
# per host, and its time must grow linearly with the data (CPU per million histograms flat).
#
# With BASELINE set to a directory of jars (e.g. a copy of benchmarks/target/lib built from main), every case runs
# twice on the same inputs, the two builds alternating (baseline first, then this tree; the order flips every case),
# and the table adds this tree's figures over the baseline's. The machine's load is printed beside every run: on a
# shared machine CPU time and peak RSS are the steadier figures, and a quiet machine gives the wall times.
#
# Usage: [BASELINE=dir] benchmarks/report/hosts.sh [work dir, default a new temp dir] [host counts, default "4 16 64"]
#        [12h]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd -P)
work=${1:-$(mktemp -d)}
counts=${2:-4 16 64}
long=${3:-}
lib="$root/benchmarks/target/lib"
baseline=${BASELINE:-}
. "$root/benchmarks/report/common.sh"
need_jars hosts.sh
need_baseline hosts.sh
need_time "hosts.sh: needs"
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
# the first heap bin/ycsb gives report (G1 would start at 1/64 of the machine's memory), the cap of the earlier figures
jvm=${REPORT_JVM:--XX:+UseSerialGC -Xms64m -Xmx2g}
main=site.ycsb.ext.benchmarks.report.ReportScale
load() { cut -d' ' -f1 /proc/loadavg; }
mkdir -p "$work"
: > "$work/hosts.tsv"

# one report: build (new or old) hosts hours -> a line of hosts.tsv
report() {
  build=$1
  n=$2
  h=$3
  jars="$lib"
  [ "$build" = old ] && jars="$baseline"
  rm -rf "$work/out"
  before=$(load)
  /usr/bin/time -o "$work/time.txt" -f "%e %U %S %M" "$java" $jvm -cp "$jars/*" "$main" cli \
    --out "$work/out" "$run" > "$work/report-${build}-${n}x${h}h.txt"
  echo "$build $n $h $mb $(cat "$work/time.txt") $before $(load)" >> "$work/hosts.tsv"
}

# every build on one case: hosts hours (alternating the order when there is a baseline)
measure() {
  run="$work/run-${1}x${2}h"
  if [ ! -d "$run" ]; then
    "$java" -Xmx2g -cp "$lib/*" "$main" generate "$run" "$2" "$1"
  fi
  mb=$(du -sm "$run" | cut -f1)
  if [ -z "$baseline" ]; then
    report new "$1" "$2"
  elif [ $((case_no % 2)) -eq 0 ]; then
    report old "$1" "$2"
    report new "$1" "$2"
  else
    report new "$1" "$2"
    report old "$1" "$2"
  fi
  case_no=$((case_no + 1))
}

case_no=0
for n in $counts; do
  measure "$n" 1
done
if [ -n "$long" ]; then
  measure 64 12
fi

echo "report vs hosts, 1-s windows x 2 operations (READ, UPDATE), every format written, $jvm, $(nproc) cores:"
awk 'BEGIN {
  printf "%5s %6s %4s %8s %10s %8s %8s %8s %8s %8s %8s %9s %s\n", "build", "hosts", "h", ".hlog MB", "histograms",
    "wall s", "cpu s", "RSS MB", "wall x", "cpu x", "RSS x", "cpu s/M", "load before -> after"
}
{
  b = $1; hist = $2 * $3 * 3600 * 2; cpu = $6 + $7; rss = $8 / 1024
  if (!(b in w0)) { w0[b] = $5; c0[b] = cpu; r0[b] = rss }
  printf "%5s %6d %4d %8d %10d %8.2f %8.2f %8.0f %8.2f %8.2f %8.2f %9.2f %s -> %s\n", b, $2, $3, $4, hist, $5, cpu,
    rss, $5 / w0[b], cpu / c0[b], rss / r0[b], cpu / (hist / 1e6), $9, $10
  key = $2 " " $3; wall[b, key] = $5; c[b, key] = cpu; r[b, key] = rss; if (!(key in seen)) { seen[key]; keys[++k] = key }
}
END {
  if (!(("old", keys[1]) in wall)) exit
  print ""
  printf "%6s %4s %12s %12s %12s\n", "hosts", "h", "wall new/old", "cpu new/old", "RSS new/old"
  for (i = 1; i <= k; i++) {
    split(keys[i], f, " ")
    printf "%6d %4d %12.2f %12.2f %12.2f\n", f[1], f[2], wall["new", keys[i]] / wall["old", keys[i]],
      c["new", keys[i]] / c["old", keys[i]], r["new", keys[i]] / r["old", keys[i]]
  }
}' "$work/hosts.tsv"
echo "(x: ratios to the first row of the same build; cpu = user + sys; cpu s/M = CPU seconds per million interval"
echo " histograms; new = this tree's benchmarks/target/lib, old = BASELINE)"
