#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# JVM options for the report command (issue #58): runs the report command on one input PAIRS times (default 3) with
# the options bin/ycsb gives it (BASE, default -XX:+UseSerialGC -Xms64m -Xmx2g) and PAIRS times with OPTIONS added,
# alternating (BASE first in odd pairs, OPTIONS first in even ones), through ReportCpuByThread, and prints for every
# run wall, CPU (user + sys from /usr/bin/time), the JIT's CPU (its compiler threads), the decoding threads' CPU, peak
# RSS and the load average before and after it, then every pair's with/without ratios and their median. The outputs
# of both are compared (diff -r): an option must not change a byte of them.
#
# The input is scale.sh's: <work dir>/run-<hours>h, written by ReportScale generate when missing.
#
# Usage: OPTIONS="-XX:..." [PAIRS=n] [BASE="..."] benchmarks/report/options.sh <work dir> [hours, default 12]
#        [hosts, default 4]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd -P)
work=${1:?usage: OPTIONS=... benchmarks/report/options.sh <work dir> [hours] [hosts]}
hours=${2:-12}
hosts=${3:-4}
lib="$root/benchmarks/target/lib"
options=${OPTIONS:?OPTIONS must name the JVM options to try}
base=${BASE:--XX:+UseSerialGC -Xms64m -Xmx2g}
pairs=${PAIRS:-3}
case $pairs in
  ''|*[!0-9]*|0) echo "options.sh: PAIRS=$pairs must be a whole number, 1 or more" >&2; exit 2 ;;
esac
. "$root/benchmarks/report/common.sh"
need_jars options.sh
need_time "options.sh: needs"
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
input="$work/run-${hours}h"
mkdir -p "$work"
[ -d "$input" ] || "$java" $base -cp "$lib/*" site.ycsb.ext.benchmarks.report.ReportScale generate "$input" "$hours" \
  "$hosts"
warmup=$(( hours >= 4 ? 2 : 0 ))
: > "$work/options.tsv"
load() { cut -d' ' -f1 /proc/loadavg; }
# one run: $1 = without|with; a line of options.tsv: side wall user sys rss-kB jit-cpu decode-cpu load-before load-after
run() {
  side=$1
  jvm=$base
  [ "$side" = with ] && jvm="$base $options"
  rm -rf "$work/out-$side"
  before=$(load)
  /usr/bin/time -o "$work/time.txt" -f "%e %U %S %M" "$java" $jvm -cp "$lib/*" \
    site.ycsb.ext.benchmarks.report.ReportCpuByThread --warmup "${warmup}h" --out "$work/out-$side" "$input" \
    > "$work/threads-$side.txt" 2>&1
  jit=$(awk '/CompilerThre/ { s += $NF } END { printf "%.2f", s }' "$work/threads-$side.txt")
  decode=$(awk '/report-decode/ { print $NF }' "$work/threads-$side.txt")
  echo "$side $(cat "$work/time.txt") $jit ${decode:-0} $before $(load)" >> "$work/options.tsv"
  tail -n 1 "$work/options.tsv" | awk '{ printf "%-7s wall %6.2f s, cpu %6.2f s, JIT %5.2f s, decode %5.2f s, " \
    "peak RSS %4.0f MB, load %s -> %s\n", $1, $2, $3 + $4, $6, $7, $5 / 1024, $8, $9 }'
}
echo "== $hosts hosts x $hours h; without: $base; with: $base $options"
pair=0
while [ "$pair" -lt "$pairs" ]; do
  echo "== pair $((pair + 1)) of $pairs"
  if [ $((pair % 2)) -eq 0 ]; then run without; run with; else run with; run without; fi
  pair=$((pair + 1))
done
compare_outputs outputs "$work/out-without" "$work/out-with" "$work/options.diff"
echo
echo "with/without per pair (cpu = user + sys), $(nproc) cores:"
awk '{
  n[$1]++; i = n[$1]; wall[$1, i] = $2; cpu[$1, i] = $3 + $4; jit[$1, i] = $6; ld[i] = ld[i] " " $8 "->" $9
}
function median(a, m,   i, j, t) {
  for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
  return m % 2 ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2
}
END {
  m = n["with"] < n["without"] ? n["with"] : n["without"]
  printf "%5s %9s %9s %8s %8s %8s %8s %7s %7s %7s  %s\n", "pair", "wall with", "without", "cpu with", "without",
    "JIT with", "without", "wall x", "cpu x", "JIT x", "load before->after (both runs)"
  for (p = 1; p <= m; p++) {
    rw[p] = wall["with", p] / wall["without", p]; rc[p] = cpu["with", p] / cpu["without", p]
    rj[p] = jit["without", p] > 0 ? jit["with", p] / jit["without", p] : 0
    printf "%5d %9.2f %9.2f %8.2f %8.2f %8.2f %8.2f %7.2f %7.2f %7.2f %s\n", p, wall["with", p], wall["without", p],
      cpu["with", p], cpu["without", p], jit["with", p], jit["without", p], rw[p], rc[p], rj[p], ld[p]
  }
  printf "%5s %9s %9s %8s %8s %8s %8s %7.2f %7.2f %7.2f\n", "median", "", "", "", "", "", "", median(rw, m),
    median(rc, m), median(rj, m)
}' "$work/options.tsv"
