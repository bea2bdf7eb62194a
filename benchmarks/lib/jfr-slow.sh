#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Where the time of slow operations went: reads Java Flight Recordings of bin/ycsb runs made with
# benchmarks/lib/slow-operations.jfc (the engine's operation events of 1 ms or more, and the client threads' socket
# calls, parks and monitor waits, the JVM's pauses) and splits every operation of at least --min-us into JVM pause,
# park / monitor at the waiting frame, socket read / write, and the rest (on a core or waiting for one). Prints the
# --top slowest one per line, then the shares over all of them (SlowOperations).
#   JAVA_OPTS="-XX:StartFlightRecording=settings=profile,settings=benchmarks/lib/slow-operations.jfc,filename=run.jfr" \
#     bin/ycsb run aerospike ...
#   benchmarks/lib/jfr-slow.sh [--min-us 0] [--top 10] run.jfr [more.jfr ...]
# Build first: ./mvnw -B -q -pl benchmarks -am package -DskipTests.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd -P)
lib="$root/benchmarks/target/lib"
if ! ls "$lib"/benchmarks-*.jar >/dev/null 2>&1; then
  echo "jfr-slow.sh: build first: ./mvnw -B -q -pl benchmarks -am package -DskipTests" >&2
  exit 2
fi
exec "${JAVA_HOME:+$JAVA_HOME/bin/}java" -cp "$lib/*" site.ycsb.ext.benchmarks.latency.SlowOperations "$@"
