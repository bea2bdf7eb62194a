#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Load test of aerospike-standin: the stand-in in its own JVM (as a real server runs), the official client in
# another (StandinLoad: 8 threads, 10 s, 50/50 whole-record get / one-bin put on 10,000 records of 10 x 100 bytes).
# Prints the client's line per round and the ratio of the median to the anchor: about 42,000 ops/s that a real
# Aerospike 8.1 server gave to such a loop on a 2-core machine (docs/standins.md, "Load test"; it cannot be
# re-measured here: no server can be installed), and the server's CPU per operation against asd's (about 18.5 us:
# 26-28 CPU-s per 30 s at about 48,600 ops/s in the same study), which holds up better when others share the machine.
#
#   benchmarks/standin/load.sh [--threads 8] [--seconds 10] [--records 10000] [--nodes 1] [--rounds 3]
# Build first: ./mvnw -B -q -pl benchmarks -am install -DskipTests
set -eu
threads=8
seconds=10
records=10000
nodes=1
rounds=3
anchor=42000
anchor_cpu=18.5
while [ $# -gt 0 ]; do
  case "$1" in
    --threads) threads=$2 ;;
    --seconds) seconds=$2 ;;
    --records) records=$2 ;;
    --nodes) nodes=$2 ;;
    --rounds) rounds=$2 ;;
    *) echo "load.sh: unknown option '$1' (see the header of this script)" >&2; exit 2 ;;
  esac
  shift 2
done
root=$(cd "$(dirname "$0")/../.." && pwd -P)
lib="$root/benchmarks/target/lib"
if [ ! -d "$lib" ]; then
  echo "load.sh: build first: ./mvnw -B -q -pl benchmarks -am install -DskipTests" >&2
  exit 2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
work=$(mktemp -d)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

results=""
cpus=""
failed=0
i=1
while [ "$i" -le "$rounds" ]; do
  # A fresh server per round (port 0: any free port).
  "$java" -cp "$lib/*" site.ycsb.ext.standin.StandinCommand aerospike --port 0 --nodes "$nodes" \
    >"$work/server.out" 2>"$work/server.err" &
  server_pid=$!
  seed=""
  waited=0
  while [ -z "$seed" ] && [ "$waited" -lt 200 ]; do
    seed=$(sed -n 's/^seed //p' "$work/server.out")
    if [ -z "$seed" ]; then sleep 0.1; waited=$((waited + 1)); fi
  done
  if [ -z "$seed" ]; then
    echo "load.sh: the stand-in did not start:" >&2; cat "$work/server.err" >&2; exit 1
  fi
  line=$("$java" -cp "$lib/*" site.ycsb.ext.benchmarks.standin.StandinLoad "$seed" "$threads" "$seconds" "$records" \
    "$server_pid") \
    || failed=1
  echo "round $i ($nodes node(s)): $line"
  results="$results $(printf '%s\n' "$line" | sed -n 's/.* ops\/s=\([0-9.]*\).*/\1/p')"
  cpus="$cpus $(printf '%s\n' "$line" | sed -n 's/.* server-cpu-us\/op=\([0-9.]*\).*/\1/p')"
  kill "$server_pid" 2>/dev/null || true
  wait "$server_pid" 2>/dev/null || true
  server_pid=""
  i=$((i + 1))
done
median() { printf '%s\n' $1 | sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
awk -v m="$(median "$results")" -v a="$anchor" -v c="$(median "$cpus")" -v ac="$anchor_cpu" 'BEGIN {
  printf "median %.0f ops/s; anchor (real Aerospike 8.1, same loop, this machine, idle) %d ops/s; ratio %.2f (goal >= 1.0)\n", m, a, m / a;
  printf "median server CPU %.1f us/op; anchor (asd) %.1f us/op; ratio %.2f (goal <= 1.0; steadier than ops/s when the machine is shared)\n", c, ac, c / ac }'
exit "$failed"
