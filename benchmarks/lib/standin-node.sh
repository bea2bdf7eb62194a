# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Sourced by the benchmarks/aerospike scripts: makes a scratch directory ($work, removed at exit, with the stand-in
# below stopped) and defines start_standin_node.
# The caller sets: me (its name, for messages), java, lib (benchmarks/target/lib).
work=$(mktemp -d)
standin_pid=""
cleanup() {
  exec 3>&- 2>/dev/null || true
  if [ -n "$standin_pid" ]; then kill "$standin_pid" 2>/dev/null || true; wait "$standin_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT INT TERM
# Starts one Aerospike stand-in node with namespace $1 in its own JVM (benchmarks' StandinServer, no request
# recording) on a free loopback port; its stdin is a fifo held open here, so it ends with the caller. Sets host
# (host:port of the node).
start_standin_node() { # namespace
  mkfifo "$work/standin.in"
  "$java" -cp "$lib/*" site.ycsb.ext.benchmarks.aerospike.StandinServer --nodes 1 --namespace "$1" \
    <"$work/standin.in" >"$work/standin.out" 2>"$work/standin.err" &
  standin_pid=$!
  exec 3>"$work/standin.in"
  tries=0
  while ! grep -q '^standin-ready ' "$work/standin.out" 2>/dev/null; do
    tries=$((tries + 1))
    if [ "$tries" -gt 300 ] || ! kill -0 "$standin_pid" 2>/dev/null; then
      echo "$me: the stand-in did not start:" >&2; cat "$work/standin.err" >&2; exit 1
    fi
    sleep 0.1
  done
  host=$(sed -n 's/^standin-ready //p' "$work/standin.out")
}
