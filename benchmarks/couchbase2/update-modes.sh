#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Replace against merge updates of the couchbase2 binding (couchbase.update=replace, upstream's default;
# couchbase.update=merge, this project's), measured: for each mode, load records under a table (key prefix) of their
# own, run workload A (50/50 reads and updates, core's default
# writeallfields=false: an update writes one field), then read a sample of the records back through bin/ycsb shell
# and count their fields and bytes. Rounds alternate the two modes so both see the same machine noise. Prints each
# round, then the median of the per-round ratios merge/replace (throughput) and the record size after the runs. The
# figures are throughput under this machine's load (printed with them: load average and cores): noisy on a shared
# machine; the record sizes are exact.
#
# Against the stand-in (bin/ycsb standin couchbase: CouchbaseMock, started here on free loopback ports, one node, and
# stopped at the end) or a server (bucket without password; give its host and ports):
#   benchmarks/couchbase2/update-modes.sh [--host h --http-port 8091 --carrier-port 11210] [--bucket ycsb]
#                                         [--threads 8] [--records 2000] [--operations 20000] [--rounds 3] [--sample 50]
# Build first, so that bin/ycsb runs from this source tree: ./mvnw -B -q -pl distributions -am package -DskipTests
set -eu
host=""
http_port=8091
carrier_port=11210
bucket=ycsb
threads=8
records=2000
operations=20000
rounds=3
sample=50
while [ $# -gt 0 ]; do
  [ $# -ge 2 ] || { echo "update-modes.sh: option '$1' needs a value (see the header of this script)" >&2; exit 2; }
  case "$1" in
    --host) host=$2 ;;
    --http-port) http_port=$2 ;;
    --carrier-port) carrier_port=$2 ;;
    --bucket) bucket=$2 ;;
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
if [ ! -d "$root/couchbase2-binding/target/lib" ] || [ ! -d "$root/launcher/target/lib" ]; then
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
  "$ycsb" standin couchbase --port 0 --nodes 1 --replicas 0 --bucket "$bucket" >"$work/standin.out" \
    2>"$work/standin.err" &
  standin_pid=$!
  tries=0
  while ! grep -q 'couchbase.bootstrapCarrierPort=' "$work/standin.out" 2>/dev/null; do
    tries=$((tries + 1))
    if [ "$tries" -gt 600 ] || ! kill -0 "$standin_pid" 2>/dev/null; then
      echo "update-modes.sh: the stand-in did not start:" >&2; cat "$work/standin.err" >&2; exit 1
    fi
    sleep 0.1
  done
  host=$(sed -n 's/.*couchbase\.host=\([^ ]*\).*/\1/p' "$work/standin.out" | head -1)
  http_port=$(sed -n 's/.*couchbase\.bootstrapHttpPort=\([0-9]*\).*/\1/p' "$work/standin.out" | head -1)
  carrier_port=$(sed -n 's/.*couchbase\.bootstrapCarrierPort=\([0-9]*\).*/\1/p' "$work/standin.out" | head -1)
  server="the stand-in (bin/ycsb standin couchbase, CouchbaseMock, 1 node)"
else
  server="$host"
fi

connect="-p couchbase.host=$host -p couchbase.bucket=$bucket -p couchbase.bootstrapHttpPort=$http_port \
 -p couchbase.bootstrapCarrierPort=$carrier_port"
common="-P $root/workloads/workloada -p recordcount=$records -p insertorder=ordered $connect -threads $threads"
field() { sed -n "s/^$1, //p" | head -1; }

# Loads a fresh table (key prefix), runs workload A with update mode $1 in it, prints "<ops/s> <mean fields> <mean bytes>".
measure() {
  mode=$1
  set_name="$mode$2"
  # shellcheck disable=SC2086 # $common is a list of arguments
  "$ycsb" load couchbase2 $common -p table="$set_name" >"$work/load.txt" 2>"$work/load.err" || {
    echo "update-modes.sh: the load failed:" >&2; tail -20 "$work/load.err" >&2; exit 1; }
  # shellcheck disable=SC2086 # $common is a list of arguments
  "$ycsb" run couchbase2 $common -p table="$set_name" -p operationcount="$operations" -p couchbase.update="$mode" \
    >"$work/run.txt" 2>"$work/run.err" || {
    echo "update-modes.sh: the $mode run failed:" >&2; tail -20 "$work/run.err" >&2; exit 1; }
  ops=$(field '\[OVERALL\], Throughput(ops\/sec)' <"$work/run.txt")
  # Records user0 .. user<sample-1> (insertorder=ordered), read back whole through core's shell.
  {
    i=0
    while [ "$i" -lt "$sample" ] && [ "$i" -lt "$records" ]; do echo "read user$i"; i=$((i + 1)); done
    echo "quit"
  } >"$work/shell.in"
  # shellcheck disable=SC2086 # $connect is a list of arguments
  "$ycsb" shell couchbase2 $connect -p table="$set_name" <"$work/shell.in" >"$work/shell.out" 2>"$work/shell.err" \
    || { echo "update-modes.sh: the shell failed:" >&2; tail -20 "$work/shell.err" >&2; exit 1; }
  awk -v ops="$ops" '/Return code: / { if ($NF == "OK") records++ }
       /^field[0-9]*=/ { fields++; bytes += length($0) - index($0, "=") }
       END { if (records == 0) { print "no record read back" > "/dev/stderr"; exit 1 }
             printf "%s %.2f %.1f\n", ops, fields / records, bytes / records }' "$work/shell.out"
}

ratios=""; replace_bytes=""; merge_bytes=""; replace_fields=""; merge_fields=""
i=1
while [ "$i" -le "$rounds" ]; do
  r=$(measure replace "$i")
  m=$(measure merge "$i")
  set -- $r; r_ops=$1; r_fields=$2; r_bytes=$3
  set -- $m; m_ops=$1; m_fields=$2; m_bytes=$3
  printf 'round %d: replace %.0f ops/s, records after the run %s fields %s bytes | merge %.0f ops/s, %s fields %s bytes\n' \
    "$i" "$r_ops" "$r_fields" "$r_bytes" "$m_ops" "$m_fields" "$m_bytes"
  ratios="$ratios $(awk -v a="$m_ops" -v b="$r_ops" 'BEGIN { printf "%.4f", a / b }')"
  replace_bytes="$replace_bytes $r_bytes"; merge_bytes="$merge_bytes $m_bytes"
  replace_fields="$replace_fields $r_fields"; merge_fields="$merge_fields $m_fields"
  i=$((i + 1))
done

median() { printf '%s\n' $1 | sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load average[s]*: //')
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?')
echo "workload A (50/50 read/update, writeallfields=false, 10 x 100-byte fields), $records records, $operations operations,"
echo "$threads threads, $rounds rounds, against $server; machine load average $load on $cores cores (throughput is noisy under load)"
printf 'median merge/replace throughput ratio: %.3f\n' "$(median "$ratios")"
printf 'record size after the run (median of rounds, %d records read back): replace %s fields %s bytes, merge %s fields %s bytes\n' \
  "$sample" "$(median "$replace_fields")" "$(median "$replace_bytes")" "$(median "$merge_fields")" "$(median "$merge_bytes")"
