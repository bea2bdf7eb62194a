# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Sourced by the benchmark scripts that report CPU per operation, after they define cleanup (their exit trap) and
# set java and lib (benchmarks/target/lib); replaces the exit trap by one that stops the busy loops, then cleans up.
#   cpu_per_op FILE command...  runs the command under CpuPerOperation (its stdout and stderr as the command's),
#                               FILE gets the window's figures (the command must print core-format status lines);
#                               the window starts at second $cpu_skip (default 1) of the run
#   cpu_figure FILE             prints the CPU seconds per 1,000 operations from FILE, or "nan"
#   read_figure FILE            prints the read system calls per operation from FILE, or "nan"
#   cpu_rate FILE               prints the operations per second over FILE's window, or "nan"
#   rate_gap A B                prints how far apart two rates are, in % of the larger (nan when one is not > 0)
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
  "$java" -cp "$lib/*" site.ycsb.ext.benchmarks.cpu.CpuPerOperation --result "$out" --skip-seconds "${cpu_skip:-1}" \
    -- "$@"
}
cpu_figure() { # result file
  sed -n 's/.*cpu-s-per-1000-ops=\([0-9.]*\).*/\1/p' "$1" 2>/dev/null | grep . || echo nan
}
read_figure() { # result file
  sed -n 's/.*read-calls-per-op=\([0-9.]*\) .*/\1/p' "$1" 2>/dev/null | grep . || echo nan
}
cpu_rate() { # result file
  sed -n 's/.*operations=\([0-9]*\) window-seconds=\([0-9.]*\).*/\1 \2/p' "$1" 2>/dev/null |
    awk '{ if ($2 > 0) printf "%.1f\n", $1 / $2; else print "nan" } END { if (NR == 0) print "nan" }'
}
rate_gap() { # rate, rate
  awk -v a="$1" -v b="$2" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) { m = a > b ? a : b; d = a - b;
    printf "%.1f", (d < 0 ? -d : d) * 100 / m } else printf "nan" }'
}
