#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Fan-out at 8, 16, 32 and 64 loopback client hosts: real SSH servers (Apache MINA sshd) on 127.0.0.2 and up, each
# with its own home directory, driven by the system ssh client and the real distribution (deployed to every host by
# fanout deploy). For each host count two 3-second `fanout run`s of basic over the first hosts, one with the start
# barrier (--ready-timeout at least 120 s) and one with the fixed delay (--no-start-barrier, --start-delay 10 s + 2 s
# a host), alternating which goes first, --connect-timeout 60 (every host's JVMs start on this one machine: its
# preflight's and its launcher's). Prints per run: the start
# (preflight plus the dispatch in waves of --max-sessions), the hosts' lateness against the common start instant
# (median, max), the start skew, the late hosts, the collection time, the ratios against 8 hosts, and the load.
# Network: loopback only.
#
# Usage: benchmarks/fanout/scale.sh [host counts, default 8,16,32,64] [--max-sessions, default fan-out's 32]
#   [start delay seconds per host, default 2] [work dir, default a new temp dir]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd -P)
counts=${1:-8,16,32,64}
sessions=${2:-}
per_host=${3:-2}
work=${4:-$(mktemp -d)}
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
  site.ycsb.ext.benchmarks.fanout.FanoutScale "$home" "$tarball" "$work/hosts" "$counts" "$sessions" "$per_host"
