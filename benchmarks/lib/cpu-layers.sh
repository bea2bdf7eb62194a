#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Where the client threads' CPU went, user and kernel mode apart, from async-profiler's collapsed stacks (tail.sh
# --profile DIR writes one file per run: ours-N.collapsed, upstream-N.collapsed). Each sample of a client thread
# (the first frame, its thread, matches --threads) goes to the layer of its deepest frame that names one:
#   throttle  the pace under -target (core's ClientThread.sleepUntil, the engine's Throttle) and what it calls
#   socket    the JDK's socket code (java/net, sun/nio/ch) and the system calls under it
#   digest    the client's RIPEMD-160 key digest (gnu/crypto)
#   client    the rest of the Aerospike client (com/aerospike/client)
#   binding   the binding (site/ycsb/db)
#   measure   core's and ours' measurements, HdrHistogram
#   engine    the engine (site/ycsb/ext)
#   workload  core's workload and its generators (site/ycsb/workloads, site/ycsb/generator)
#   core      the rest of YCSB core (its ClientThread, DBWrapper)
#   jdk       JDK code under none of these (LockSupport.park of the throttle is "throttle")
# and to mode "kernel" when its leaf frame is a kernel one (async-profiler marks them _[k]; they need
# /proc/sys/kernel/perf_event_paranoid at 1 or less), else "user". Prints each file's client-thread samples (user and
# kernel), then the samples per layer and mode summed over the files given, most first: run it once per side with
# the same number of runs, so the two sides' rows compare like for like (same operations per run under -target).
#   benchmarks/lib/cpu-layers.sh [--threads REGEX] FILE.collapsed [FILE.collapsed ...]
# --threads: an awk regular expression for the first frame, default '^\[(ycsb-client-[0-9]+|Thread-[0-9]+) '
# (bin/ycsb's client threads and core 0.17.0's).
set -eu
threads='^\[(ycsb-client-[0-9]+|Thread-[0-9]+) '
if [ "${1:-}" = --threads ]; then
  [ $# -ge 2 ] || { echo "cpu-layers.sh: --threads takes an awk regular expression" >&2; exit 2; }
  threads=$2
  shift 2
fi
case ${1:-} in
  -h|--help) sed -n '5,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  '') echo "cpu-layers.sh: no file given (usage: cpu-layers.sh [--threads REGEX] FILE.collapsed ...)" >&2; exit 2 ;;
esac
for f in "$@"; do
  [ -r "$f" ] || { echo "cpu-layers.sh: cannot read '$f'" >&2; exit 2; }
done
awk -v threads="$threads" '
  function layer(f) {
    if (f ~ /ClientThread\.sleepUntil|ext\/engine\/Throttle/) return "throttle"
    if (f ~ /^(java\/net\/|sun\/nio\/ch\/)/) return "socket"
    if (f ~ /^gnu\/crypto\//) return "digest"
    if (f ~ /^com\/aerospike\/client\//) return "client"
    if (f ~ /^site\/ycsb\/db\//) return "binding"
    if (f ~ /^(site\/ycsb\/measurements\/|site\/ycsb\/ext\/measurements\/|org\/HdrHistogram\/)/) return "measure"
    if (f ~ /^site\/ycsb\/ext\//) return "engine"
    if (f ~ /^site\/ycsb\/(workloads|generator)\//) return "workload"
    if (f ~ /^site\/ycsb\//) return "core"
    return ""
  }
  {
    n = $NF
    stack = substr($0, 1, length($0) - length(n) - 1)
    k = split(stack, fr, ";")
    if (fr[1] !~ threads) next
    l = "jdk"
    for (i = k; i > 1; i--) { x = layer(fr[i]); if (x != "") { l = x; break } }
    mode = fr[k] ~ /_\[k\]$/ ? "kernel" : "user"
    t[FILENAME] += n; m[FILENAME, mode] += n
    all[l " " mode] += n; total += n; files[FILENAME] = 1
  }
  END {
    for (f in files) {
      printf "%s: %d client-thread samples, user %d, kernel %d\n", f, t[f], m[f, "user"], m[f, "kernel"]
    }
    printf "all %d files: %d client-thread samples\n", length(files), total
    printf "%9s %6s  %s\n", "samples", "share", "layer mode"
    for (r in all) printf "%9d %5.1f%%  %s\n", all[r], 100 * all[r] / total, r | "sort -rn"
    close("sort -rn")
  }' "$@"
