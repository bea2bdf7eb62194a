# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Sourced by couchbase2/compare.sh and couchbase3/compare.sh, after benchmarks/lib/cpu-per-op.sh and after they
# define run_raw (runs the raw side once, writing $work/raw.cpu and raw_line, and adds "raw" to $failed when it
# failed), with binding (couchbase2 or couchbase3), ycsb (bin/ycsb), common (bin/ycsb's arguments for the binding and
# workload), rounds, seconds, target, max_gap, busy, jvm_opts, jfr and logs (each empty or a directory) and work set
# (check_common_options also threads, records and skip):
#   whole OPTION VALUE MIN refuses in one line (exit 2) a VALUE of OPTION that is not a whole number MIN or more
#   check_common_options   refuses in one line (exit 2) the options both scripts take when out of range: the counts,
#                          a --seconds too short for the window from --skip, a --jfr or --logs directory it cannot
#                          create; sets cpu_skip (cpu-per-op.sh's window start)
#   load_records           loads the records through the binding (upserts), or exits 1 with the load's last lines
#   jfr_opt SIDE           the JVM option that records SIDE's run of round $i with Flight Recorder, or nothing
#   run_ycsb               runs the binding side once: $work/ycsb.cpu and $work/run.txt, "binding" in $failed if failed
#   exit_unless_comparable exits 1 with a one-line reason when no round was comparable
#   compare_rounds LABEL   runs the rounds, alternating which side goes first, prints each round (LABEL names the
#                          raw side) and whether it is comparable; leaves the comparable rounds' figures in
#                          raw_rate, raw_r95, raw_u95, ycsb_rate, ycsb_r95, ycsb_u95, raw_cpu, ycsb_cpu, cpu_ratios
#                          (space-separated) and the count of refused rounds in refused
#   field NAME             the value of a YCSB export line "NAME, value" on stdin
#   value NAME LINE        the value of NAME=value in LINE
#   ratio A B              A / B to 4 places, or nan
#   median "LIST"          the median of a space-separated list, nan left out
field() { sed -n "s/^$1, //p" | head -1; }
value() { printf '%s\n' "$2" | sed -n "s|.* $1=\([0-9.]*\).*|\1|p"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.4f", a / b; else printf "nan" }'; }
# shellcheck disable=SC2086 # the list is split on purpose
median() { printf '%s\n' $1 | grep -v nan | sort -g | awk '{v[NR]=$1} END {print NR == 0 ? "nan" : (NR % 2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
whole() { # option value minimum
  case $2 in
    ''|*[!0-9]*) echo "compare.sh: $1 takes a whole number, $3 or more (got '$2')" >&2; exit 2 ;;
  esac
  if [ "$2" -lt "$3" ]; then echo "compare.sh: $1 takes a whole number, $3 or more (got '$2')" >&2; exit 2; fi
}
check_common_options() {
  whole --threads "$threads" 1; whole --records "$records" 1; whole --rounds "$rounds" 1; whole --busy "$busy" 0
  whole --target "$target" 0; whole --max-gap "$max_gap" 0; whole --skip "$skip" 1; whole --seconds "$seconds" 1
  if [ "$seconds" -lt $((skip + 4)) ]; then
    echo "compare.sh: --seconds must be --skip + 4 or more ($((skip + 4)) here): the CPU window needs status lines" \
      "from second --skip on" >&2; exit 2
  fi
  cpu_skip=$skip
  if [ -n "$jfr" ]; then
    mkdir -p "$jfr" && jfr=$(cd "$jfr" && pwd -P) || { echo "compare.sh: --jfr takes a directory it can create (got '$jfr')" >&2; exit 2; }
  fi
  if [ -n "$logs" ] && ! mkdir -p "$logs"; then
    echo "compare.sh: --logs takes a directory it can create (got '$logs')" >&2; exit 2
  fi
}
load_records() {
  # shellcheck disable=SC2086 # $common is a list of arguments
  if ! "$ycsb" load "$binding" $common -p couchbase.upsert=true >"$work/load.txt" 2>&1; then
    echo "compare.sh: the load failed:" >&2
    tail -20 "$work/load.txt" >&2
    exit 1
  fi
}
jfr_opt() { # side
  [ -z "$jfr" ] || printf '%s' "-XX:StartFlightRecording=filename=$jfr/round-$i-$1.jfr,settings=profile"
}
run_ycsb() {
  # shellcheck disable=SC2086 # $common is a list of arguments
  JAVA_OPTS="${JAVA_OPTS:-} $jvm_opts $(jfr_opt ycsb)" cpu_per_op "$work/ycsb.cpu" "$ycsb" run "$binding" $common \
    -p operationcount=0 -p maxexecutiontime="$seconds" -s -p status.interval=1 -target "$target" \
    >"$work/run.txt" 2>"$work/run.err" || {
    failed="$failed binding"; echo "compare.sh: round $i: bin/ycsb run failed:" >&2; tail -5 "$work/run.err" >&2; }
}
exit_unless_comparable() {
  if [ "$refused" -eq "$rounds" ]; then
    echo "no comparable round: no medians (lower --target below what the server serves to both sides)"
    exit 1
  fi
}
compare_rounds() { # label of the raw side
  echo "start: $(date -u '+%Y-%m-%d %H:%M:%S') UTC, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  start_busy_loops "$busy"
  raw_rate=""; raw_r95=""; raw_u95=""; ycsb_rate=""; ycsb_r95=""; ycsb_u95=""
  raw_cpu=""; ycsb_cpu=""; cpu_ratios=""; refused=0
  i=1
  while [ "$i" -le "$rounds" ]; do
    failed=""; raw_line=""
    rm -f "$work/raw.cpu" "$work/ycsb.cpu"
    if [ $((i % 2)) -eq 1 ]; then run_raw; run_ycsb; order="raw first"; else run_ycsb; run_raw; order="binding first"; fi
    r_rate=$(cpu_rate "$work/raw.cpu"); y_rate=$(cpu_rate "$work/ycsb.cpu")
    r_cpu=$(cpu_figure "$work/raw.cpu"); y_cpu=$(cpu_figure "$work/ycsb.cpu")
    r_r95=$(value read-p95-us "$raw_line"); r_u95=$(value update-p95-us "$raw_line")
    y_r95=$(field '\[READ\], 95thPercentileLatency(us)' <"$work/run.txt")
    y_u95=$(field '\[UPDATE\], 95thPercentileLatency(us)' <"$work/run.txt")
    gap=$(rate_gap "$r_rate" "$y_rate")
    if [ -n "$logs" ]; then
      for f in raw.err raw.cpu ycsb.cpu run.err; do cp "$work/$f" "$logs/round-$i-$f" 2>/dev/null || true; done
      cp "$work/run.txt" "$logs/round-$i-ycsb.txt" 2>/dev/null || true
    fi
    printf 'round %d (%s, %s UTC, load average %s): %s %s ops/s, %s cpu/1k (p95 read %s us, update %s us, %s failures) | binding %s ops/s, %s cpu/1k (p95 read %s us, update %s us)\n' \
      "$i" "$order" "$(date -u +%H:%M:%S)" "$(cut -d' ' -f1-3 /proc/loadavg)" "$1" "$r_rate" "$r_cpu" "$r_r95" "$r_u95" \
      "$(value failures "$raw_line")" "$y_rate" "$y_cpu" "$y_r95" "$y_u95"
    grep 'Return=' "$work/run.txt" | grep -v 'Return=OK' | sed 's/^/    binding: /' || true
    off=0
    if [ "$target" -gt 0 ]; then
      off=$(awk -v a="$(rate_gap "$r_rate" "$target")" -v b="$(rate_gap "$y_rate" "$target")" \
        'BEGIN { if (a == "nan" || b == "nan") print "nan"; else print (a > b ? a : b) }')
    fi
    if [ -n "$failed" ]; then
      echo "  not comparable: a run failed (${failed# }; its output is above); left out of the medians"
      refused=$((refused + 1))
    elif [ "$gap" = nan ] || [ "$off" = nan ] || awk -v g="$gap" -v o="$off" -v m="$max_gap" 'BEGIN { exit !(g > m || o > m) }'; then
      echo "  not comparable: the rates differ by $gap % from each other and up to $off % from the target (more than" \
        "--max-gap $max_gap %); left out of the medians"
      refused=$((refused + 1))
    else
      echo "  rates $gap % apart, up to $off % off the target; binding ops per CPU second / raw: $(ratio "$r_cpu" "$y_cpu")"
      raw_rate="$raw_rate $r_rate"; raw_r95="$raw_r95 $r_r95"; raw_u95="$raw_u95 $r_u95"
      ycsb_rate="$ycsb_rate $y_rate"; ycsb_r95="$ycsb_r95 $y_r95"; ycsb_u95="$ycsb_u95 $y_u95"
      raw_cpu="$raw_cpu $r_cpu"; ycsb_cpu="$ycsb_cpu $y_cpu"; cpu_ratios="$cpu_ratios $(ratio "$r_cpu" "$y_cpu")"
    fi
    i=$((i + 1))
  done
  echo "end: $(date -u '+%Y-%m-%d %H:%M:%S') UTC, load average $(cut -d' ' -f1-3 /proc/loadavg)"
}
