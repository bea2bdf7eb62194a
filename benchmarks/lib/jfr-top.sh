#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Where a JVM's CPU went, from Java Flight Recordings (e.g. tail.sh --jfr DIR): the jdk.ExecutionSample events of
# the given files (summed), as three tables with each row's share of all samples:
#   - self: the top frame's method (where the CPU was spent);
#   - inclusive by package: samples with at least one frame in a package (its first three name parts), i.e. the share
#     of the CPU spent in or under that package's code;
#   - threads: samples per thread name, digits folded to '#' (a pool's threads add up).
# Execution samples cover Java code only (not GC, JIT compilation or native waits), so shares are of the Java CPU.
# --skip S leaves out each file's samples of its first S seconds (from its first sample: the JVM's start, class
# loading, connecting), so the tables describe the steady run, as the CPU-per-operation window does.
#   benchmarks/lib/jfr-top.sh [--top 25] [--skip 0] FILE.jfr [FILE.jfr ...]
# Needs the JDK's jfr tool (JAVA_HOME/bin/jfr or on the PATH).
set -eu
top=25
skip=0
while [ "${1:-}" = --top ] || [ "${1:-}" = --skip ]; do
  [ $# -ge 2 ] || { echo "jfr-top.sh: $1 takes a whole number" >&2; exit 2; }
  if [ "$1" = --top ]; then top=$2; else skip=$2; fi
  shift 2
done
case $top in
  ''|*[!0-9]*|0) echo "jfr-top.sh: --top takes a whole number, 1 or more (got '$top')" >&2; exit 2 ;;
esac
case $skip in
  ''|*[!0-9]*) echo "jfr-top.sh: --skip takes a whole number of seconds, 0 or more (got '$skip')" >&2; exit 2 ;;
esac
if [ $# -eq 0 ]; then
  echo "usage: jfr-top.sh [--top 25] [--skip 0] FILE.jfr [FILE.jfr ...]" >&2; exit 2
fi
for f in "$@"; do
  [ -f "$f" ] || { echo "jfr-top.sh: no such recording: $f" >&2; exit 2; }
done
jfr=${JAVA_HOME:+$JAVA_HOME/bin/}jfr
for f in "$@"; do
  echo "next-recording"
  "$jfr" print --stack-depth 64 --events jdk.ExecutionSample "$f"
done | awk -v top="$top" -v skip="$skip" '
  function package(frame,   n, parts, i, p) {
    sub(/\(.*/, "", frame)
    n = split(frame, parts, ".")
    p = parts[1]
    for (i = 2; i <= 3 && i < n - 1; i++) p = p "." parts[i]
    return p
  }
  /^next-recording$/ { t0 = -1; next }
  /^jdk.ExecutionSample/ { take = 0; next }
  /startTime = / {
    split($3, hms, ":"); t = hms[1] * 3600 + hms[2] * 60 + hms[3]
    if (t0 < 0) t0 = t
    if (t < t0) t += 86400
    take = t - t0 >= skip
    if (take) { samples++; first = 1; delete seen }
    next
  }
  !take { next }
  /sampledThread = / { t = $0; sub(/.*sampledThread = "/, "", t); sub(/".*/, "", t); gsub(/[0-9]+/, "#", t); threads[t]++; next }
  /stackTrace = \[/ { instack = 1; next }
  instack && /^[ \t]*\]/ { instack = 0; next }
  instack {
    frame = $0; sub(/^[ \t]+/, "", frame); sub(/[ \t]+line:.*/, "", frame)
    if (frame == "...") next
    if (first) { m = frame; sub(/\(.*/, "", m); self[m]++; first = 0 }
    p = package(frame)
    if (!(p in seen)) { seen[p] = 1; incl[p]++ }
  }
  END {
    if (samples == 0) { print "no jdk.ExecutionSample events"; exit 1 }
    printf "%d execution samples\n", samples
    print "self (top frame)"; dump(self)
    print "inclusive by package (samples with a frame in it)"; dump(incl)
    print "threads"; dump(threads)
  }
  function dump(a,   k, n, i, j, keys, tmp) {
    n = 0
    for (k in a) keys[++n] = k
    for (i = 2; i <= n; i++) { tmp = keys[i]; for (j = i - 1; j >= 1 && a[keys[j]] < a[tmp]; j--) keys[j + 1] = keys[j]; keys[j + 1] = tmp }
    for (i = 1; i <= n && i <= top; i++) printf "  %6.2f%%  %s\n", 100 * a[keys[i]] / samples, keys[i]
  }'
