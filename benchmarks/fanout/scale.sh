#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Fan-out at 8, 16, 32 and 64 loopback client hosts: real SSH servers (Apache MINA sshd, in this script's JVM) on
# 127.0.1.1 and up, each with its own home directory, driven by the system ssh client and the real distribution
# (deployed to every host by fanout deploy). For each host count two short `fanout run`s of basic (10 s) over the
# first hosts, one with the start barrier (--ready-timeout at least 300 s) and one with the fixed delay
# (--no-start-barrier, --start-delay 10 s + 2 s a host), alternating which goes first from one count to the next
# (8: fixed first, 16: barrier first, 32: fixed, 64: barrier), with generous limits for a busy machine
# (--connect-timeout 60, --preflight-timeout 900) and small heaps (-Xmx96m a benchmark JVM). Prints per run: the
# start (preflight plus the dispatch in waves of --max-sessions), the hosts' start lateness against the common start
# instant from fanout.json (median, max), the start skew, the late hosts, the in-step verdict, the collection time,
# the exit code, and the load average before and after; then the table of docs/fanout.md.
# Network: loopback only. Every process it starts ends with it (the SSH servers stop when the script's JVM ends).
#
# Usage: benchmarks/fanout/scale.sh [host counts, default 8,16,32,64] [--max-sessions, default fan-out's 32]
#   [start delay seconds per host, default 2] [work dir, default a new temp dir] [run seconds, default 10]
# A work dir given again keeps its hosts' deployed distribution, so the counts can be measured in separate calls.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd -P)
counts=${1:-8,16,32,64}
sessions=${2:-}
per_host=${3:-2}
work=${4:-$(mktemp -d)}
run_seconds=${5:-10}
lib="$root/benchmarks/target/lib"
tarball="$root/distributions/target/ycsb-ext-0.1.0-SNAPSHOT.tar.gz"
if [ ! -d "$lib" ] || [ ! -f "$tarball" ]; then
  echo "scale.sh: build first: ./mvnw -B -q -pl distributions,benchmarks -am package -DskipTests -DskipITs" >&2
  exit 2
fi
# A work dir given again keeps its hosts' deployed distribution (deploy skips it); the client's key is made anew.
rm -rf "$work/central" "$work/hosts/client" "$work/hosts/results"
mkdir -p "$work/central"
tar -xzf "$tarball" -C "$work/central"
home="$work/central/ycsb-ext-0.1.0-SNAPSHOT"
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
echo "== fan-out scale: host counts $counts, --max-sessions ${sessions:-default}, work dir $work, $(nproc) cores," \
  "load $(cut -d' ' -f1-3 /proc/loadavg)"
"$java" -cp "$lib/*" -Dorg.slf4j.simpleLogger.log.org.apache.sshd=warn \
  site.ycsb.ext.benchmarks.fanout.FanoutScale "$home" "$tarball" "$work/hosts" "$counts" "$sessions" "$per_host" \
  "$run_seconds"
