#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Which 9.x client policy moves the tail: the raw client loop (RawClientLoop --update replace, workload A's mix with
# uniform keys, REPLACE_ONLY updates as upstream 0.17's binding does) against one stand-in node on loopback, once per
# variant in each round, the order rotated every round, each variant in a fresh JVM. The first variant is the anchor
# (default: the client's defaults); prints each run and the median of the per-round ratios variant/anchor of
# throughput, p99 read/update and CPU per operation (benchmarks/lib/cpu-per-op.sh: the loop's process CPU seconds per
# 1,000 operations from its status line at second 1 to its last periodic one). The load average is printed at the
# start of each round. --busy N runs N busy loops (sh -c 'while :; do :; done') during the rounds.
#
#   benchmarks/aerospike/client-policies.sh [--threads 16] [--seconds 10] [--records 10000] [--rounds 5]
#                                           [--variant "RawClientLoop options"]... [--busy 0]
# Default variants: "" (defaults), "--conn-pools 16", "--min-conns 16", "--client-per-thread true" (upstream's one
# client per YCSB thread). Build first: ./mvnw -B -q -pl benchmarks -am package -DskipTests.
set -eu
threads=16
seconds=10
records=10000
rounds=5
variants=""
busy=0
nl='
'
while [ $# -gt 0 ]; do
  case "$1" in
    --threads) threads=$2 ;;
    --seconds) seconds=$2 ;;
    --records) records=$2 ;;
    --rounds) rounds=$2 ;;
    --variant) variants="$variants$2$nl" ;;
    --busy) busy=$2 ;;
    *) echo "client-policies.sh: unknown option '$1' (valid: --threads, --seconds, --records, --rounds, --variant, --busy)" >&2
       exit 2 ;;
  esac
  shift 2
done
case $busy in
  ''|*[!0-9]*) echo "client-policies.sh: --busy takes a whole number, 0 or more (got '$busy')" >&2; exit 2 ;;
esac
case $seconds in
  ''|*[!0-9]*|[0-4]) echo "client-policies.sh: --seconds takes a whole number, 5 or more: CPU per operation needs status lines from second 1 on (got '$seconds')" >&2
                     exit 2 ;;
esac
[ -n "$variants" ] || variants="$nl--conn-pools 16$nl--min-conns 16$nl--client-per-thread true$nl"
root=$(cd "$(dirname "$0")/../.." && pwd -P)
lib="$root/benchmarks/target/lib"
if [ ! -d "$lib" ]; then
  echo "client-policies.sh: build first: ./mvnw -B -q -pl benchmarks -am package -DskipTests" >&2
  exit 2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
me=client-policies.sh
. "$root/benchmarks/lib/standin-node.sh"
. "$root/benchmarks/lib/cpu-per-op.sh"
start_standin_node ycsb
"$root/bin/ycsb" load aerospike -P "$root/workloads/workloada" -p recordcount="$records" -p as.host="$host" \
  -p as.insert=replace -threads "$threads" >"$work/load.txt" 2>&1 || {
  echo "client-policies.sh: the load failed:" >&2; tail -20 "$work/load.txt" >&2; exit 1; }
raw() { # prints "ops/s p99-read p99-update cpu/1k"
  # shellcheck disable=SC2086 # the variant is a list of options
  line=$(cpu_per_op "$work/raw.cpu" "$java" -cp "$lib/*" site.ycsb.ext.benchmarks.aerospike.RawClientLoop \
    --host "$host" --threads "$threads" --seconds "$seconds" --records "$records" --update replace $1 \
    2>>"$work/raw.err")
  printf '%s %s\n' "$line" "cpu=$(cpu_figure "$work/raw.cpu")" | awk '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] } }
    END { printf "%s %s %s %s\n", f["ops/s"], f["read-p99-us"], f["update-p99-us"], f["cpu"] }'
}
raw "" >/dev/null # warm-up, not counted: the stand-in's JIT, every record replaced once
start_busy_loops "$busy"
count=$(printf '%s' "$variants" | awk 'END { print NR }')
echo "machine: $(nproc) cores, $busy busy loops; stand-in (1 node) at $host; $threads threads, $seconds s, $records records"
round=1
while [ "$round" -le "$rounds" ]; do
  echo "== round $round, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  k=0
  while [ "$k" -lt "$count" ]; do
    v=$(( (k + round - 1) % count + 1 ))
    variant=$(printf '%s' "$variants" | sed -n "${v}p")
    figures=$(raw "$variant")
    printf '%s %s\n' "$v" "$figures" >>"$work/round$round"
    # shellcheck disable=SC2086 # the figures are a list
    printf '  %-28s ops/s %s, p99 read %s us, update %s us, cpu s/1k ops %s\n' "${variant:-(client defaults)}" $figures
    k=$((k + 1))
  done
  round=$((round + 1))
done
echo "== median of per-round ratios to '(client defaults)' or the first variant; load average $(cut -d' ' -f1-3 /proc/loadavg)"
v=2
while [ "$v" -le "$count" ]; do
  variant=$(printf '%s' "$variants" | sed -n "${v}p")
  for f in "$work"/round*; do
    awk -v v="$v" '$1 == 1 { a = $2; r = $3; u = $4; c = $5 } $1 == v { b = $2; s = $3; w = $4; d = $5 }
      END { printf "%.4f %.4f %.4f %s\n", b / a, s / r, w / u, (c + 0 > 0 && d + 0 > 0) ? sprintf("%.4f", d / c) : "nan" }' "$f"
  done >"$work/ratios$v"
  m() { awk -v c="$1" '{ print $c }' "$work/ratios$v" | grep -v nan | sort -g | awk '{ x[NR] = $1 }
    END { print NR == 0 ? "nan" : (NR % 2) ? x[(NR + 1) / 2] : (x[NR / 2] + x[NR / 2 + 1]) / 2 }'; }
  printf '  %-28s throughput %.3f, p99 read %.3f, p99 update %.3f, CPU per operation %.3f\n' "$variant" "$(m 1)" \
    "$(m 2)" "$(m 3)" "$(m 4)"
  v=$((v + 1))
done
