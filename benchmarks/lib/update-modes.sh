# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# The rounds of benchmarks/<binding>/update-modes.sh, sourced by each: replace and merge alternate, each on a fresh
# table, then the median merge/replace throughput ratio and the record size after the runs are printed.
# The caller sets: ycsb (bin/ycsb), work (a scratch directory), binding (its name in bin/ycsb), update_property (the
# binding's update-mode property), connect (the -p arguments that reach the server), common (the workload's arguments
# with $connect), server (what the figures were measured against), records, operations, threads, rounds, sample.
field() { sed -n "s/^$1, //p" | head -1; }

# Loads a fresh set (table) of records, runs workload A with update mode $1 in it, prints
# "<ops/s> <mean fields> <mean bytes>".
measure() {
  mode=$1
  set_name="$mode$2"
  # shellcheck disable=SC2086 # $common is a list of arguments
  "$ycsb" load "$binding" $common -p table="$set_name" >"$work/load.txt" 2>"$work/load.err" || {
    echo "update-modes.sh: the load failed:" >&2; tail -20 "$work/load.err" >&2; exit 1; }
  # shellcheck disable=SC2086 # $common is a list of arguments
  "$ycsb" run "$binding" $common -p table="$set_name" -p operationcount="$operations" -p "$update_property=$mode" \
    >"$work/run.txt" 2>"$work/run.err" || {
    echo "update-modes.sh: the $mode run failed:" >&2; tail -20 "$work/run.err" >&2; exit 1; }
  ops=$(field '\[OVERALL\], Throughput(ops\/sec)' <"$work/run.txt")
  # Records user0 .. user<sample-1> (insertorder=ordered), read back whole through core's shell.
  {
    i=0
    while [ "$i" -lt "$sample" ] && [ "$i" -lt "$records" ]; do echo "read user$i"; i=$((i + 1)); done
    echo "quit"
  } >"$work/shell.in"
  # shellcheck disable=SC2086 # $connect is a list of arguments
  "$ycsb" shell "$binding" $connect -p table="$set_name" <"$work/shell.in" >"$work/shell.out" 2>"$work/shell.err" \
    || { echo "update-modes.sh: the shell failed:" >&2; tail -20 "$work/shell.err" >&2; exit 1; }
  awk -v ops="$ops" '/Return code: / { if ($NF == "OK") records++ }
       /^field[0-9]*=/ { fields++; bytes += length($0) - index($0, "=") }
       END { if (records == 0) { print "no record read back" > "/dev/stderr"; exit 1 }
             printf "%s %.2f %.1f\n", ops, fields / records, bytes / records }' "$work/shell.out"
}

ratios=""; replace_bytes=""; merge_bytes=""; replace_fields=""; merge_fields=""
i=1
while [ "$i" -le "$rounds" ]; do
  r=$(measure replace "$i")
  m=$(measure merge "$i")
  set -- $r; r_ops=$1; r_fields=$2; r_bytes=$3
  set -- $m; m_ops=$1; m_fields=$2; m_bytes=$3
  printf 'round %d: replace %.0f ops/s, records after the run %s fields %s bytes | merge %.0f ops/s, %s fields %s bytes\n' \
    "$i" "$r_ops" "$r_fields" "$r_bytes" "$m_ops" "$m_fields" "$m_bytes"
  ratios="$ratios $(awk -v a="$m_ops" -v b="$r_ops" 'BEGIN { printf "%.4f", a / b }')"
  replace_bytes="$replace_bytes $r_bytes"; merge_bytes="$merge_bytes $m_bytes"
  replace_fields="$replace_fields $r_fields"; merge_fields="$merge_fields $m_fields"
  i=$((i + 1))
done

median() { printf '%s\n' $1 | sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load average[s]*: //')
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?')
echo "workload A (50/50 read/update, writeallfields=false, 10 x 100-byte fields), $records records, $operations operations,"
echo "$threads threads, $rounds rounds, against $server; machine load average $load on $cores cores (throughput is noisy under load)"
printf 'median merge/replace throughput ratio: %.3f\n' "$(median "$ratios")"
printf 'record size after the run (median of rounds, %d records read back): replace %s fields %s bytes, merge %s fields %s bytes\n' \
  "$sample" "$(median "$replace_fields")" "$(median "$replace_bytes")" "$(median "$merge_fields")" "$(median "$merge_bytes")"
