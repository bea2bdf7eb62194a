# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Sourced by the benchmark scripts that report CPU per operation, after they define cleanup (their exit trap) and
# set java and lib (benchmarks/target/lib); replaces the exit trap by one that stops the busy loops, then cleans up.
#   cpu_per_op FILE command...  runs the command under CpuPerOperation (its stdout and stderr as the command's),
#                               FILE gets the window's figures (the command must print core-format status lines)
#   cpu_figure FILE             prints the CPU seconds per 1,000 operations from FILE, or "nan"
#   start_busy_loops N          starts N busy loops (sh -c 'while :; do :; done') until the script exits
busy_pids=""
stop_busy_loops() {
  for p in $busy_pids; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done
  busy_pids=""
}
trap 'stop_busy_loops; cleanup' EXIT INT TERM
start_busy_loops() { # count
  n=0
  while [ "$n" -lt "$1" ]; do
    sh -c 'while :; do :; done' &
    busy_pids="$busy_pids $!"
    n=$((n + 1))
  done
}
cpu_per_op() { # result file, command...
  out=$1
  shift
  "$java" -cp "$lib/*" site.ycsb.ext.benchmarks.cpu.CpuPerOperation --result "$out" -- "$@"
}
cpu_figure() { # result file
  sed -n 's/.*cpu-s-per-1000-ops=\([0-9.]*\).*/\1/p' "$1" | grep . || echo nan
}
