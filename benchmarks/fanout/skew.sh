#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Fan-out of 3 loopback client hosts: real SSH servers (Apache MINA sshd) on 127.0.0.2-4, each with its own home
# directory, driven by the system ssh client and the real distribution (deployed to each host by fanout deploy).
# Each round runs a 3-second `fanout run` of basic twice:
#   in step: --start-delay 8, every host waits for the common start instant;
#   anchor:  --start-delay 1, too short, so every host starts as soon as it is ready (no common instant).
# Prints per round and as medians: the start skew across hosts (manifests' startEpochMs), the spread of the hosts'
# first periodic windows (READ.hlog), the collection time, and the ratio anchor skew / in-step skew.
#
# Usage: benchmarks/fanout/skew.sh [rounds, default 3] [hosts, default 3] [work dir, default a new temp dir]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd -P)
rounds=${1:-3}
hosts=${2:-3}
work=${3:-$(mktemp -d)}
lib="$root/benchmarks/target/lib"
tarball="$root/distributions/target/ycsb-ext-0.1.0-SNAPSHOT.tar.gz"
if [ ! -d "$lib" ] || [ ! -f "$tarball" ]; then
  echo "skew.sh: build first: ./mvnw -B -q install -DskipTests -DskipITs" >&2
  exit 2
fi
mkdir -p "$work/central"
tar -xzf "$tarball" -C "$work/central"
home="$work/central/ycsb-ext-0.1.0-SNAPSHOT"
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
echo "== fan-out skew: $hosts loopback hosts, $rounds rounds, work dir $work"
"$java" -cp "$lib/*" -Dorg.slf4j.simpleLogger.log.org.apache.sshd=warn \
  site.ycsb.ext.benchmarks.fanout.FanoutSkew "$home" "$tarball" "$work/hosts" "$rounds" "$hosts"
