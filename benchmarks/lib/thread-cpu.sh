#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# CPU of one running process thread by thread: the user + system clock ticks (1/100 s here; getconf CLK_TCK) each
# of its threads spent over the next SECONDS, from /proc/PID/task/*/stat read twice, threads grouped by name with
# the digits replaced by N (cb-io-epoll-N-N, ycsb-client-N, CN CompilerThre: the C1 and C2 JIT compiler threads;
# the kernel keeps 15 characters of a name). A thread that exits in between is left out; the process line counts
# it. Prints one line per group, most first: ticks, of which system, ticks per second, share of the threads' sum.
# Used to compare the two sides of benchmarks/couchbase2/compare.sh and couchbase3/compare.sh thread by thread:
# point it at the raw loop's JVM or bin/ycsb's benchmark JVM (site.ycsb.ext.engine.BenchmarkMain) during the
# CPU window, e.g.  benchmarks/lib/thread-cpu.sh "$(pgrep -f engine.BenchmarkMain)" 25
set -eu
if [ $# -ne 2 ] || [ ! -d "/proc/$1/task" ]; then
  echo "usage: thread-cpu.sh PID SECONDS (PID: a running process)" >&2; exit 2
fi
case $2 in ''|*[!0-9]*) echo "thread-cpu.sh: SECONDS takes a whole number (got '$2')" >&2; exit 2 ;; esac
snapshot() { # pid: one line per thread "tid ticks sys-ticks name", then "process ticks", read by one awk
  awk 'FNR == 1 { lp = index($0, "("); rp = 0; for (i = length($0); i > 0; i--) if (substr($0, i, 1) == ")") { rp = i; break }
    name = substr($0, lp + 1, rp - lp - 1); split(substr($0, rp + 2), f, " "); gsub(/[0-9]+/, "N", name); gsub(/ /, "_", name)
    if (FILENAME ~ /task/) print $1, f[12] + f[13], f[13], name; else print "process", f[12] + f[13] }' \
    /proc/"$1"/task/*/stat "/proc/$1/stat" 2>/dev/null
}
before=$(snapshot "$1")
start=$(date +%s.%N)
sleep "$2"
[ -d "/proc/$1" ] && after=$(snapshot "$1") || { echo "thread-cpu.sh: process $1 exited during the period" >&2; exit 1; }
end=$(date +%s.%N)
printf '%s\n--\n%s\n' "$before" "$after" | awk -v el="$(echo "$end $start" | awk '{ print $1 - $2 }')" -v pid="$1" '
  $1 == "--" { second = 1; next }
  $1 == "process" { if (second) p1 = $2; else p0 = $2; next }
  !second { t0[$1] = $2; s0[$1] = $3; next }
  { d = $2 - t0[$1]; s = $3 - s0[$1]; ticks[$4] += d; sys[$4] += s; sum += d }
  END {
    printf "process %s: %d ticks in %.1f s (%.2f per second), %d ticks in the threads alive at the second read\n", pid, p1 - p0, el, (p1 - p0) / el, sum
    for (n in ticks) if (ticks[n] > 0) printf "%6d %6d %8.2f %6.1f%%  %s\n", ticks[n], sys[n], ticks[n] / el, 100 * ticks[n] / (sum > 0 ? sum : 1), n
  }' | { IFS= read -r head; echo "$head"; echo " ticks    sys  per-sec  share  threads"; sort -rn; }
