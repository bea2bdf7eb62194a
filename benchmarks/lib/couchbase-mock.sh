# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Sourced by the couchbase benchmark scripts: makes a scratch directory ($work, removed at exit, with the mock below
# stopped) and defines start_couchbase_mock.
# The caller sets: me (its name, for messages), java, lib (benchmarks/target/lib), quiet (JVM logging options).
work=$(mktemp -d)
mock_pid=""
cleanup() {
  if [ -n "$mock_pid" ]; then
    exec 3>&- || true
    kill "$mock_pid" 2>/dev/null || true
    wait "$mock_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT INT TERM
# Starts a CouchbaseMock cluster (MockClusterMain) with $1 nodes, $2 replicas, bucket ycsb and bucket password $3
# (may be empty) in its own JVM; it serves until its standard input (a fifo held open here on fd 3) closes. Sets host,
# http_port and carrier_port.
start_couchbase_mock() { # nodes replicas password
  mkfifo "$work/mock.in"
  # shellcheck disable=SC2086 # $quiet is a list of options
  "$java" $quiet -cp "$lib/*" site.ycsb.ext.benchmarks.couchbase2.MockClusterMain "$1" "$2" "$3" <"$work/mock.in" \
    >"$work/mock.out" 2>"$work/mock.err" &
  mock_pid=$!
  exec 3>"$work/mock.in"
  waited=0
  while ! grep -q '^http=' "$work/mock.out" 2>/dev/null; do
    if [ "$waited" -ge 300 ] || ! kill -0 "$mock_pid" 2>/dev/null; then
      echo "$me: the CouchbaseMock did not start:" >&2; tail -5 "$work/mock.err" >&2; exit 1
    fi
    sleep 0.1; waited=$((waited + 1))
  done
  host=127.0.0.1
  http_port=$(sed -n 's/^http=\([0-9]*\) .*/\1/p' "$work/mock.out")
  carrier_port=$(sed -n 's/.* carrier=\([0-9]*\)$/\1/p' "$work/mock.out")
}
