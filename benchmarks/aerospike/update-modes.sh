#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Replace against merge updates (as.update=replace, upstream's default; as.update=merge, this project's), measured:
# for each mode, load records into a set of their own, run workload A (50/50 reads and updates, core's default
# writeallfields=false: an update writes one field), then read a sample of the records back through bin/ycsb shell
# and count their fields and bytes. Rounds alternate the two modes so both see the same machine noise. Prints each
# round, then the median of the per-round ratios merge/replace (throughput) and the record size after the runs. The
# figures are throughput under this machine's load (printed with them: load average and cores): noisy on a shared
# machine; the record sizes are exact.
#
# Against the stand-in (started here on a free loopback port, one node, and stopped at the end) or any server:
#   benchmarks/aerospike/update-modes.sh [--host host:port] [--namespace ycsb] [--threads 8] [--records 2000]
#                                        [--operations 20000] [--rounds 3] [--sample 50]
# Build first, so that bin/ycsb runs from this source tree: ./mvnw -B -q -pl distributions -am package -DskipTests
set -eu
host=""
namespace=ycsb
threads=8
records=2000
operations=20000
rounds=3
sample=50
while [ $# -gt 0 ]; do
  [ $# -ge 2 ] || { echo "update-modes.sh: option '$1' needs a value (see the header of this script)" >&2; exit 2; }
  case "$1" in
    --host) host=$2 ;;
    --namespace) namespace=$2 ;;
    --threads) threads=$2 ;;
    --records) records=$2 ;;
    --operations) operations=$2 ;;
    --rounds) rounds=$2 ;;
    --sample) sample=$2 ;;
    *) echo "update-modes.sh: unknown option '$1' (see the header of this script)" >&2; exit 2 ;;
  esac
  shift 2
done
root=$(cd "$(dirname "$0")/../.." && pwd -P)
ycsb="$root/bin/ycsb"
if [ ! -d "$root/aerospike-binding/target/lib" ] || [ ! -d "$root/launcher/target/lib" ]; then
  echo "update-modes.sh: build first: ./mvnw -B -q -pl distributions -am package -DskipTests" >&2
  exit 2
fi
work=$(mktemp -d)
standin_pid=""
cleanup() {
  if [ -n "$standin_pid" ]; then kill "$standin_pid" 2>/dev/null || true; wait "$standin_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

if [ -z "$host" ]; then
  "$ycsb" standin aerospike --port 0 --nodes 1 --namespace "$namespace" >"$work/standin.out" 2>"$work/standin.err" &
  standin_pid=$!
  tries=0
  while ! grep -q '^seed ' "$work/standin.out" 2>/dev/null; do
    tries=$((tries + 1))
    if [ "$tries" -gt 600 ] || ! kill -0 "$standin_pid" 2>/dev/null; then
      echo "update-modes.sh: the stand-in did not start:" >&2; cat "$work/standin.err" >&2; exit 1
    fi
    sleep 0.1
  done
  host=$(sed -n 's/^seed \([^ ]*\).*/\1/p' "$work/standin.out" | head -1)
  server="the stand-in (bin/ycsb standin aerospike, 1 node)"
else
  server="$host"
fi

binding=aerospike
update_property=as.update
connect="-p as.host=$host -p as.namespace=$namespace"
common="-P $root/workloads/workloada -p recordcount=$records -p insertorder=ordered $connect -threads $threads"
. "$root/benchmarks/lib/update-modes.sh"
