#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Idle CPU of an idle couchbase2 client with couchbase.boost=16 (epoll): the binding's I/O threads against
# upstream's boost strategy measured in the same run (its idle event loops never block). Exits 1 when the binding
# uses more than the bound (default 5 % of one core) over the idle period (default 3 s).
#   benchmarks/couchbase2/idle-cpu.sh [idle seconds] [bound %]
# Build first: ./mvnw -B -q install -DskipTests (benchmarks/target/lib).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd -P)
lib="$root/benchmarks/target/lib"
if [ ! -d "$lib" ]; then
  echo "idle-cpu.sh: build first: ./mvnw -B -q install -DskipTests" >&2
  exit 2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
exec "$java" -Dorg.slf4j.simpleLogger.defaultLogLevel=warn -cp "$lib/*" site.ycsb.ext.benchmarks.couchbase2.IdleCpu \
  "${1:-3}" "${2:-5}"
