#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Tail latency of our aerospike binding against upstream YCSB 0.17.0's, doing the same work: workload A's 50/50
# read/update mix with uniform keys, as.update=replace (upstream's update is REPLACE_ONLY), the same threads, records
# and time, against one stand-in node on loopback (or the server --host names). Each pair runs ours (bin/ycsb run
# aerospike, the defaults a user gets) and upstream (site.ycsb.Client 0.17.0 with its binding and aerospike-client
# 3.1.2) in fresh JVMs, in alternating order (ours first in odd pairs), then the raw 9.x client loop (RawClientLoop
# --update replace) as the anchor of what the client library alone gives. Prints per pair and as the median of the
# per-pair ratios: throughput and p50/p99/p99.9 of reads and updates, ours/upstream, and p99 over the raw loop's for
# both (so the gap splits into "the 9.x client" (raw/upstream) and "ours on top of it" (ours/raw)). The load average
# is printed before, during and after: figures taken at a load above the core count are noise-bound.
# CPU per operation, the figure that survives a busy machine: every run (ours, upstream, the raw loop) prints a status
# line per second (-s -p status.interval=1; the raw loop its own) and runs under CpuPerOperation, which reads the CPU
# time of the run's processes (for ours the launcher JVM and the benchmark JVM) at each line; per run "cpu/1k" is the
# CPU seconds per 1,000 operations from the line at second 1 to the last periodic line (the JVM's start, connecting,
# and the shutdown and export are outside). Ratios: ours/upstream (goal <= 1.0) and raw/ours CPU per operation,
# i.e. YCSB + binding's operations per CPU second over the raw 9.x client's (goal >= 0.95). Per run "rd/op" is the
# read system calls per operation over the same window (the processes' syscr in /proc/PID/io), a count that load
# moves by about 1% (2.94-2.99 for the 9.x sides in the twelfth round, quiet and busy): client 9.x reads every
# response in two calls (its 8-byte header, then the rest), 3.1.2 a write's whole 30-byte answer in one, so on
# workload A's mix the library alone reads half a call more per operation.
#
#   benchmarks/aerospike/tail.sh [--host host:port] [--threads 16] [--seconds 30] [--records 10000] [--pairs 6]
#                                [--upstream-src DIR] [--ours "-p name=value ..."] [--busy 0] [--jfr DIR] [--target 0]
#                                [--cpu-skip 1] [--together] [--tail-skip 0] [--profile DIR]
# --host: a running server with a namespace ycsb (e.g. a real Aerospike Community Edition 8.1 built from its
#   sources), loaded once here; without it a stand-in node is started on a loopback port and stopped at the end.
# --upstream-src: a checkout of YCSB's tag 0.17.0, or any git repository (clone or mirror) holding that tag (its
#   aerospike binding is not on Maven Central; without this option the tag's binding source is fetched once with git
#   from GitHub into benchmarks/aerospike/upstream-0.17/target). Only the first run needs it: the compiled binding
#   stays in that target directory.
# --seconds 30 (the default, as the comparison on a real Aerospike 8.1 server ran): in both JVMs the first 2-4 s
#   (class loading, the JIT) run at a read p99 of 3.5-22 ms against 1.6-3.9 ms after, and in a 10-s run the first 3 s
#   hold 15-21% of the operations, so 10-s runs compare warm-ups more than steady states (docs/metrics.md).
# --pairs 6 (the default): an even count lets each side go first equally often (the second run of a pair often runs
#   faster). 6 pairs at 30 s take about 11 minutes (three runs and three JVM starts per pair, plus the load).
# --target N: every run (ours, upstream, the raw loop) is paced at N operations per second in all (YCSB's -target,
#   the raw loop's --target), so the three do the same work at the same rate and CPU per operation and the tail
#   compare like for like whichever side got the larger share of the cores; 0 (the default) runs flat out. A run
#   that reached less than 95% of N is marked "below target" in its row: its figures are a saturated run's.
# --cpu-skip S: the CPU-per-operation window starts at second S of each run instead of second 1, so that it holds the
#   steady state only: with busy loops the JIT compiler threads get a smaller share of the cores and compile for
#   longer (in 30-s runs at a load of 27-44 both JVMs still spent 2-7 us per operation in JIT threads between seconds
#   6 and 26), and the side with more code to compile pays for it inside a window that starts at second 1. S must
#   leave at least 3 status lines, i.e. be at most --seconds minus 4. Percentiles always cover the whole run.
# --tail-skip S: the percentiles leave out each run's first S seconds (its warm-up: class loading and the JIT, when
#   the tail of a paced run is mostly warm-up's; the ninth round measured ours' whole-run read p99 at 561 us against
#   392 us without the first 5 s). Ours writes per-second logs (-p measurementtype=hdrhistogram+periodichistogram -p
#   periodichistogram.interval=1), upstream its core's (-p hdrhistogram.fileoutput=true at each -s tick), both read by
#   bin/ycsb report --warmup Ss; the raw loop records from second S on (RawClientLoop --skip S). Throughput and CPU
#   per operation are unchanged (whole run; --cpu-skip), but both YCSB sides then also write their logs every
#   second. 0 (the default): percentiles over the whole run, from each side's own export.
# --together: each pair runs ours, upstream and the raw loop at the same time (the first to start rotates from pair to
#   pair) instead of one after the other, so the three meet the same busy machine at the same instants and the
#   CPU-per-operation ratios compare like for like even when other work comes and goes during the series (in
#   alternating 60-s runs at a load of 33-54 the per-pair ratio ours/upstream spread from 0.83 to 1.55). The three
#   load the machine themselves (3 x --threads client threads and the server on the same cores): the figures are a
#   busy machine's by construction, and throughput and percentiles are each side's share of it.
# Client and server on separate cores, as on separate hosts: pin every thread of a running server to one core
#   (taskset -a -p -c 1 PID) and run this script under taskset -c 0. Every run, and the busy loops, inherit the
#   client's cores; the header names them (cpus). Each JVM then picks the serial collector for one core (JDK 17's
#   ergonomics; the JIT keeps its 2 compiler threads), both sides alike.
# --ours: extra options for our run only, for A/B switches (e.g. "-p measurementtype=hdrhistogram").
# --busy N: N busy loops (sh -c 'while :; do :; done') run during the whole measurement, the project's way of
#   loading the client host; they are stopped at the end. The header says how many ran and the load average.
# --jfr DIR: every ours and upstream run records a Java Flight Recording (settings=profile, then
#   benchmarks/lib/slow-operations.jfc) of its benchmark JVM to DIR/ours-<pair>.jfr and DIR/upstream-<pair>.jfr, for
#   benchmarks/lib/jfr-top.sh (where the CPU goes); at the end benchmarks/lib/jfr-slow.sh breaks ours' operations of
#   1 ms or more down (upstream's engine has no operation events); recording costs CPU itself, so figures of such a
#   series are for the profile and the breakdown, not the tables.
# --profile DIR: every ours and upstream run is sampled by async-profiler (tools.profiler:async-profiler, fetched from
#   Maven Central by ./mvnw on first use; CPU samples every 0.5 ms of each thread, kernel frames included when
#   /proc/sys/kernel/perf_event_paranoid is 1 or less) to DIR/ours-<pair>.collapsed and DIR/upstream-<pair>.collapsed;
#   at the end benchmarks/lib/cpu-layers.sh splits each side's client-thread samples by layer, user and kernel mode
#   apart. The whole run is sampled (warm-up too); sampling costs CPU, so such a series is for the split only.
# Build first: ./mvnw -B -q -pl benchmarks,distributions -am package -DskipTests. Upstream's jars (core 0.17.0,
# aerospike-client 3.1.2 and their dependencies) are copied from Maven Central by ./mvnw on first use; never committed.
set -eu
host=""
threads=16
seconds=30
records=10000
pairs=6
upstream_src=""
ours_extra=""
busy=0
jfr=""
profile=""
target=0
cpu_skip=1
together=0
tail_skip=0
while [ $# -gt 0 ]; do
  case "$1" in
    --host) host=$2 ;;
    --threads) threads=$2 ;;
    --seconds) seconds=$2 ;;
    --records) records=$2 ;;
    --pairs) pairs=$2 ;;
    --upstream-src) upstream_src=$2 ;;
    --ours) ours_extra=$2 ;;
    --busy) busy=$2 ;;
    --jfr) jfr=$2 ;;
    --profile) profile=$2 ;;
    --target) target=$2 ;;
    --cpu-skip) cpu_skip=$2 ;;
    --together) together=1; shift; continue ;;
    --tail-skip) tail_skip=$2 ;;
    -h|--help) sed -n '5,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "tail.sh: unknown option '$1' (valid: --host, --threads, --seconds, --records, --pairs, --upstream-src, --ours, --busy, --jfr, --target, --cpu-skip, --together, --tail-skip, --profile, --help)" >&2
       exit 2 ;;
  esac
  shift 2
done
case $busy in
  ''|*[!0-9]*) echo "tail.sh: --busy takes a whole number, 0 or more (got '$busy')" >&2; exit 2 ;;
esac
case $target in
  ''|*[!0-9]*) echo "tail.sh: --target takes operations per second, a whole number, 0 (flat out) or more (got '$target')" >&2
               exit 2 ;;
esac
pace_ycsb=""
pace_raw=""
if [ "$target" -gt 0 ]; then pace_ycsb="-target $target"; pace_raw="--target $target"; fi
for n in "$threads" "$seconds" "$records" "$pairs"; do
  case $n in
    ''|*[!0-9]*|0) echo "tail.sh: --threads, --seconds, --records and --pairs take a whole number, 1 or more (got '$n')" >&2
                   exit 2 ;;
  esac
done
if [ "$seconds" -lt 5 ]; then
  echo "tail.sh: --seconds must be 5 or more: CPU per operation needs status lines from second 1 on (got $seconds)" >&2
  exit 2
fi
# --cpu-skip and --tail-skip: whole seconds that leave at least 4 of a run (3 status lines for CPU per operation)
check_skip() { # option, its value
  case $2 in
    ''|*[!0-9]*) echo "tail.sh: $1 takes a whole number of seconds (got '$2')" >&2; exit 2 ;;
  esac
  if [ "$2" -gt $((seconds - 4)) ]; then
    echo "tail.sh: $1 $2 leaves too little of a $seconds-s run (at most $((seconds - 4)))" >&2
    exit 2
  fi
}
check_skip --cpu-skip "$cpu_skip"
check_skip --tail-skip "$tail_skip"
if [ $((pairs % 2)) -eq 1 ]; then
  echo "tail.sh: note: with an odd --pairs ours goes first once more often than upstream" >&2
fi
root=$(cd "$(dirname "$0")/../.." && pwd -P)
lib="$root/benchmarks/target/lib"
ycsb="$root/bin/ycsb"
up="$root/benchmarks/aerospike/upstream-0.17/target"
if [ ! -d "$lib" ] || [ ! -d "$root/aerospike-binding/target/lib" ]; then
  echo "tail.sh: build first: ./mvnw -B -q -pl benchmarks,distributions -am package -DskipTests" >&2
  exit 2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
if [ -n "$jfr" ]; then
  mkdir -p "$jfr" || { echo "tail.sh: --jfr: cannot make the folder '$jfr'" >&2; exit 2; }
  jfr=$(cd "$jfr" && pwd -P)
fi
# JVM options recording a profile of one run to $jfr/$1.jfr, or nothing without --jfr.
# Both sides get the slow-operation settings too (their socket, park and monitor events); only ours has the
# engine's operation events, which benchmarks/lib/jfr-slow.sh breaks down at the end.
jfr_opts() {
  [ -z "$jfr" ] ||
    printf '%s' "-XX:StartFlightRecording=settings=profile,settings=$root/benchmarks/lib/slow-operations.jfc,filename=$jfr/$1.jfr"
}
# async-profiler from Maven Central, for --profile: CPU samples of one run, kernel frames included, to
# $profile/$1.collapsed; nothing without --profile.
ap_version=4.1
ap_lib="$root/benchmarks/target/async-profiler/linux-x64/libasyncProfiler.so"
if [ -n "$profile" ]; then
  mkdir -p "$profile" || { echo "tail.sh: --profile: cannot make the folder '$profile'" >&2; exit 2; }
  profile=$(cd "$profile" && pwd -P)
  if [ ! -f "$ap_lib" ]; then
    "$root/mvnw" -B -q dependency:copy -Dartifact="tools.profiler:async-profiler:$ap_version:jar:linux-x64" \
      -DoutputDirectory="$root/benchmarks/target/async-profiler" >&2
    (cd "$root/benchmarks/target/async-profiler" && unzip -q -o "async-profiler-$ap_version-linux-x64.jar" 'linux-x64/*')
  fi
  [ "$(cat /proc/sys/kernel/perf_event_paranoid 2>/dev/null || echo 2)" -le 1 ] ||
    echo "tail.sh: --profile: perf_event_paranoid is above 1, so the profiles hold no kernel frames" >&2
fi
profile_opts() {
  [ -z "$profile" ] ||
    printf '%s' "-agentpath:$ap_lib=start,event=cpu,interval=500us,threads,collapsed,file=$profile/$1.collapsed"
}
load() { cut -d' ' -f1-3 /proc/loadavg; }

# Upstream 0.17.0: core and aerospike-client 3.1.2 from Maven Central, the binding compiled from the tag's source.
if [ ! -f "$up/lib/core-0.17.0.jar" ] || [ ! -f "$up/lib/jaxb-api-2.3.1.jar" ]; then
  "$root/mvnw" -B -q -f "$root/benchmarks/aerospike/upstream-0.17/pom.xml" dependency:copy-dependencies >&2
fi
if [ ! -f "$up/classes/site/ycsb/db/AerospikeClient.class" ]; then
  if [ -z "$upstream_src" ]; then
    upstream_src="$up/ycsb-0.17.0"
    if [ ! -d "$upstream_src" ]; then
      git clone -q --depth 1 --branch 0.17.0 --filter=blob:none --sparse https://github.com/brianfrankcooper/YCSB.git \
        "$upstream_src" >&2
      git -C "$upstream_src" sparse-checkout set aerospike >&2
    fi
  fi
  source="$upstream_src/aerospike/src/main/java/site/ycsb/db/AerospikeClient.java"
  if [ ! -f "$source" ] && git -C "$upstream_src" rev-parse -q --verify '0.17.0^{commit}' >/dev/null 2>&1; then
    mkdir -p "$up/src"
    git -C "$upstream_src" show 0.17.0:aerospike/src/main/java/site/ycsb/db/AerospikeClient.java \
      >"$up/src/AerospikeClient.java"
    source="$up/src/AerospikeClient.java"
  fi
  if [ ! -f "$source" ]; then
    echo "tail.sh: --upstream-src must be a checkout of YCSB's tag 0.17.0 or a git repository holding it" \
      "(no $source)" >&2
    exit 2
  fi
  mkdir -p "$up/classes"
  "${JAVA_HOME:+$JAVA_HOME/bin/}javac" -nowarn -d "$up/classes" -cp "$up/lib/*" "$source"
fi

me=tail.sh
. "$root/benchmarks/lib/standin-node.sh"
. "$root/benchmarks/lib/cpu-per-op.sh"
if [ -z "$host" ]; then
  start_standin_node ycsb
  server="stand-in (1 node)"
else
  server="the server"
fi
start_busy_loops "$busy"
cpus=$(awk '$1 == "Cpus_allowed_list:" { print $2 }' /proc/self/status)
echo "machine: $(nproc) of $(nproc --all) cores for the client (cpus $cpus), $busy busy loops, load average $(load);" \
  "server: $server at $host"

work_props="-P $root/workloads/workloada -p recordcount=$records -p requestdistribution=uniform -threads $threads \
 -p hdrhistogram.percentiles=50,99,99.9"
# shellcheck disable=SC2086 # lists of arguments
if ! "$ycsb" load aerospike $work_props -p as.host="$host" -p as.insert=replace >"$work/load.txt" 2>&1; then
  echo "tail.sh: the load failed:" >&2; tail -20 "$work/load.txt" >&2; exit 1
fi
raw() {
  # shellcheck disable=SC2086 # $pace_raw is empty or an option and its value
  cpu_per_op "$work/raw.cpu" "$java" -cp "$lib/*" site.ycsb.ext.benchmarks.aerospike.RawClientLoop --host "$host" \
    --threads "$threads" --seconds "$seconds" --records "$records" --update replace $pace_raw 2>>"$work/raw.err"
}
# Warm-up, not counted: the stand-in's JIT, and every record replaced once (replace updates shrink records to one
# bin, so every measured run reads the same shape). Unpaced, so that every record is surely replaced.
pace_kept=$pace_raw; pace_raw=""
raw >/dev/null
pace_raw=$pace_kept
run_props="$work_props -p operationcount=1000000000 -p maxexecutiontime=$seconds -s -p status.interval=1 $pace_ycsb"
ours_logs=""
up_logs=""
if [ "$tail_skip" -gt 0 ]; then
  ours_logs="-p measurementtype=hdrhistogram+periodichistogram -p periodichistogram.interval=1 -p periodichistogram.output.path=$work/ours-logs/"
  up_logs="-p hdrhistogram.fileoutput=true -p hdrhistogram.output.path=$work/up-logs/"
  pace_raw="$pace_raw --skip $tail_skip"
fi
ours() { # export file, pair
  rm -rf "$work/ours-logs"
  # shellcheck disable=SC2086 # lists of arguments
  JAVA_OPTS="${JAVA_OPTS:-} $(jfr_opts "ours-$2") $(profile_opts "ours-$2")" cpu_per_op "$work/ours.cpu" "$ycsb" run aerospike $run_props -p as.host="$host" -p as.update=replace $ours_logs $ours_extra \
    >"$1" 2>"$work/ours.err" || {
    echo "tail.sh: bin/ycsb run failed:" >&2; tail -20 "$work/ours.err" >&2; exit 1; }
}
upstream() { # export file, pair
  rm -rf "$work/up-logs" && mkdir -p "$work/up-logs"
  # shellcheck disable=SC2086 # lists of arguments
  cpu_per_op "$work/up.cpu" "$java" $(jfr_opts "upstream-$2") $(profile_opts "upstream-$2") -cp "$up/classes:$up/lib/*" site.ycsb.Client -t -db site.ycsb.db.AerospikeClient \
    $run_props $up_logs \
    -p as.host="${host%:*}" -p as.port="${host##*:}" >"$1" 2>"$work/upstream.err" || {
    echo "tail.sh: upstream's run failed:" >&2; tail -20 "$work/upstream.err" >&2; exit 1; }
}
# "ops p50r p99r p999r p50u p99u p999u" from a YCSB export, or from the raw loop's line.
ycsb_figures() {
  awk -F', ' '$1 == "[OVERALL]" && $2 == "Throughput(ops/sec)" { o = $3 }
    { for (k = 0; k < 2; k++) { op = k ? "[UPDATE]" : "[READ]"
        if ($1 == op && $2 == "50thPercentileLatency(us)") v[k, 0] = $3
        if ($1 == op && $2 == "99thPercentileLatency(us)") v[k, 1] = $3
        if ($1 == op && $2 == "99.9PercentileLatency(us)") v[k, 2] = $3 } }
    END { printf "%s %s %s %s %s %s %s\n", o, v[0, 0], v[0, 1], v[0, 2], v[1, 0], v[1, 1], v[1, 2] }' "$1"
}
# The same from a YCSB export's throughput and, with --tail-skip, the percentiles of its logs in $2 after the first
# $tail_skip seconds (bin/ycsb report --warmup, its summary.csv: p50_us, p99_us and p99_9_us are columns 11, 13, 14).
side_figures() {
  if [ "$tail_skip" -eq 0 ]; then ycsb_figures "$1"; return; fi
  rm -rf "$work/steady"
  "$ycsb" report --warmup "${tail_skip}s" --out "$work/steady" "$2" >"$work/steady.txt" 2>&1 || {
    echo "tail.sh: bin/ycsb report of $2 failed:" >&2; tail -5 "$work/steady.txt" >&2; exit 1; }
  ops=$(ycsb_figures "$1" | cut -d' ' -f1)
  awk -F, -v o="$ops" '$2 == "READ" { r = $11 " " $13 " " $14 } $2 == "UPDATE" { u = $11 " " $13 " " $14 }
    END { print o, r, u }' "$work/steady/summary.csv"
}
raw_figures() {
  printf '%s\n' "$1" | awk '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] } }
    END { printf "%s %s %s %s %s %s %s\n", f["ops/s"], f["read-p50-us"], f["read-p99-us"], f["read-p99.9-us"],
      f["update-p50-us"], f["update-p99-us"], f["update-p99.9-us"] }'
}
printf '%-6s %-9s %10s %8s %8s %8s %8s %8s %8s %8s %6s %s\n' pair run ops/s r-p50 r-p99 r-p99.9 u-p50 u-p99 u-p99.9 cpu/1k \
  rd/op load
: >"$work/ratios"
: >"$work/whole"
: >"$work/reads"
i=1
# --together: the three sides of pair $1 at once, the first to start rotating; exits when one failed.
together_pair() {
  : >"$work/raw.line"
  case $(($1 % 3)) in
    1) ours "$work/ours.txt" "$1" & p1=$!; upstream "$work/up.txt" "$1" & p2=$!; raw >"$work/raw.line" & p3=$! ;;
    2) upstream "$work/up.txt" "$1" & p1=$!; raw >"$work/raw.line" & p2=$!; ours "$work/ours.txt" "$1" & p3=$! ;;
    *) raw >"$work/raw.line" & p1=$!; ours "$work/ours.txt" "$1" & p2=$!; upstream "$work/up.txt" "$1" & p3=$! ;;
  esac
  failed=0
  for p in $p1 $p2 $p3; do wait "$p" || failed=1; done
  [ "$failed" -eq 0 ] || { echo "tail.sh: a run of pair $1 failed (see above)" >&2; exit 1; }
}
while [ "$i" -le "$pairs" ]; do
  if [ "$together" -eq 1 ]; then
    together_pair "$i"
    r=$(raw_figures "$(cat "$work/raw.line")")
  else
    if [ $((i % 2)) -eq 1 ]; then ours "$work/ours.txt" "$i"; upstream "$work/up.txt" "$i"
    else upstream "$work/up.txt" "$i"; ours "$work/ours.txt" "$i"; fi
    r=$(raw_figures "$(raw)")
  fi
  o=$(side_figures "$work/ours.txt" "$work/ours-logs")
  u=$(side_figures "$work/up.txt" "$work/up-logs")
  # with --tail-skip, the whole-run p99 ratios ours/upstream (read, update) from the exports, for the closing line
  [ "$tail_skip" -eq 0 ] || printf '%s %s\n' "$(ycsb_figures "$work/ours.txt")" "$(ycsb_figures "$work/up.txt")" |
    awk '{ printf "%.4f %.4f\n", $3 / $10, $6 / $13 }' >>"$work/whole"
  o="$o $(cpu_figure "$work/ours.cpu")"
  u="$u $(cpu_figure "$work/up.cpu")"
  r="$r $(cpu_figure "$work/raw.cpu")"
  l=$(load)
  reads="$(read_figure "$work/ours.cpu") $(read_figure "$work/up.cpu") $(read_figure "$work/raw.cpu")"
  echo "$reads" >>"$work/reads"
  # shellcheck disable=SC2086 # three figures
  set -- $reads
  for side in "ours:$o $1" "upstream:$u $2" "raw-9.x:$r $3"; do
    # shellcheck disable=SC2086 # the figures are a list
    printf '%-6s %-9s %10.0f %8s %8s %8s %8s %8s %8s %8.4f %6s %s\n' "$i" "${side%%:*}" ${side#*:} "$l"
    if [ "$target" -gt 0 ]; then
      # shellcheck disable=SC2086 # the figures are a list
      set -- ${side#*:}
      if awk -v o="$1" -v t="$target" 'BEGIN { exit !(o < 0.95 * t) }'; then
        printf "    below target: %s ran %.0f ops/s of %s\n" "${side%%:*}" "$1" "$target"
      fi
    fi
  done
  grep 'Return=' "$work/ours.txt" "$work/up.txt" | grep -v 'Return=OK' | sed 's/^/    not OK: /' || true
  # Ratios within the pair: ours/upstream (ops, 6 percentiles), p99 read/update of upstream/raw and ours/raw,
  # CPU per operation ours/upstream and raw/ours (YCSB + binding's operations per CPU second over the raw loop's).
  # A run without a CPU window ("nan") gives "nan" ratios, which the medians leave out.
  printf '%s %s %s\n' "$o" "$u" "$r" | awk 'function q(a, b) { return (b + 0 > 0 && a + 0 > 0) ? a / b : "nan" } {
    printf "%.4f %.4f %.4f %.4f %.4f %.4f %.4f %.4f %.4f %.4f %.4f %s %s\n", $1 / $9, $2 / $10, $3 / $11,
      $4 / $12, $5 / $13, $6 / $14, $7 / $15, $11 / $19, $14 / $22, $3 / $19, $6 / $22, q($8, $16), q($24, $8) }' \
    >>"$work/ratios"
  i=$((i + 1))
done
echo "machine: $busy busy loops, load average $(load) at the end"
median() { grep -v nan | sort -g | awk '{ v[NR] = $1 } END { print NR == 0 ? "nan" : (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
m() { awk -v c="$1" '{ print $c }' "$work/ratios" | median; }
pace="flat out"
[ "$target" -eq 0 ] || pace="paced at $target ops/s"
order="one after the other"
[ "$together" -eq 0 ] || order="the three at the same time"
echo "workload A mix, uniform keys, as.update=replace, $records records, $threads threads, $seconds s x $pairs pairs, $pace, $order"
if [ "$tail_skip" -gt 0 ]; then
  echo "percentiles from second $tail_skip of each run on (--tail-skip; throughput over the whole run); over the whole"
  printf '  runs, warm-up included, the median of per-pair p99 ratios ours/upstream is read %.3f, update %.3f\n' \
    "$(awk '{ print $1 }' "$work/whole" | median)" "$(awk '{ print $2 }' "$work/whole" | median)"
else
  echo "percentiles over each whole run, warm-up included (--tail-skip 0)"
fi
echo "median of per-pair ratios, ours/upstream 0.17.0 (goal: p99 <= 1.05x, throughput >= 1.0x):"
printf '  throughput %.3f | read p50 %.3f, p99 %.3f, p99.9 %.3f | update p50 %.3f, p99 %.3f, p99.9 %.3f\n' \
  "$(m 1)" "$(m 2)" "$(m 3)" "$(m 4)" "$(m 5)" "$(m 6)" "$(m 7)"
echo "median of per-pair p99 ratios to the raw 9.x client loop (the client library's share vs ours):"
printf '  upstream (client 3.1.2)/raw 9.x: read %.3f, update %.3f | ours/raw 9.x: read %.3f, update %.3f\n' \
  "$(m 8)" "$(m 9)" "$(m 10)" "$(m 11)"
echo "median of per-pair CPU-per-operation ratios (process CPU seconds per 1,000 operations, from second $cpu_skip to the last periodic line):"
printf '  ours/upstream %.3f (goal <= 1.0) | raw 9.x/ours %.3f (YCSB + binding ops per CPU second over raw; goal >= 0.95)\n' \
  "$(m 12)" "$(m 13)"
echo "median of read system calls per operation (rd/op: the processes' syscr over the same window; socket reads; load moves it by about 1%):"
printf '  ours %s | upstream (client 3.1.2) %s | raw 9.x %s\n' "$(awk '{ print $1 }' "$work/reads" | median)" \
  "$(awk '{ print $2 }' "$work/reads" | median)" "$(awk '{ print $3 }' "$work/reads" | median)"
if [ -n "$profile" ]; then
  for side in ours upstream; do
    echo "where $side's client threads spent their CPU (benchmarks/lib/cpu-layers.sh over $profile/$side-*.collapsed):"
    "$root/benchmarks/lib/cpu-layers.sh" "$profile/$side"-*.collapsed | sed -n '/^all /,$p' | sed 's/^/  /'
  done
fi
if [ -n "$jfr" ]; then
  echo "where ours' slow operations waited (benchmarks/lib/jfr-slow.sh over $jfr/ours-*.jfr):"
  "$root/benchmarks/lib/jfr-slow.sh" --top 3 "$jfr"/ours-*.jfr | sed 's/^/  /' || true
fi
