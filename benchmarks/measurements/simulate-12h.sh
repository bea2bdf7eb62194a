#!/bin/sh
# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# A 12-hour run of periodic histograms compressed in time (43,200 one-second windows of READ and UPDATE, real
# window thread and files): prints the heap in use after the first 100 windows and after the last one.
# Goal: the two within 1 MB (memory does not grow with run length).
#
# Usage: benchmarks/measurements/simulate-12h.sh [windows, default 43200] [values per window, default 2000]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd -P)
lib="$root/benchmarks/target/lib"
if [ ! -d "$lib" ]; then
  echo "simulate-12h.sh: build first: ./mvnw -B -q -pl benchmarks -am install -DskipTests" >&2
  exit 2
fi
java=${JAVA_HOME:+$JAVA_HOME/bin/}java
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$java" -Xmx256m -XX:+UseSerialGC -cp "$lib/*" site.ycsb.ext.benchmarks.measurements.TwelveHourSimulation \
  "$work" "${1:-43200}" "${2:-2000}"
