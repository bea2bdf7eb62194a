# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Sourced by couchbase2/compare.sh and couchbase3/compare.sh, after benchmarks/lib/cpu-per-op.sh and after they
# define run_raw and run_ycsb (each runs its side once, writing $work/raw.cpu and raw_line, or $work/ycsb.cpu and
# $work/run.txt, and adds "raw" or "binding" to $failed when its run failed), with rounds, target, max_gap, busy,
# logs (empty or a directory) and work set:
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
