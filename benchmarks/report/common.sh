# Copyright (c) 2026 ycsb-ext contributors.
# Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
#
# Shared by the report's benchmark scripts (sourced, with $lib set to this tree's benchmarks/target/lib): their
# preconditions and the comparison of two report commands' outputs.

# Exits 2, naming script $1, unless this tree's benchmarks jars are built.
need_jars() {
  if ! ls "$lib"/benchmarks-*.jar >/dev/null 2>&1; then
    echo "$1: build first: ./mvnw -B -q -pl benchmarks -am package -DskipTests" >&2
    exit 2
  fi
}

# Exits 2, naming script $1, when $baseline is set but holds no report jar.
need_baseline() {
  if [ -n "$baseline" ] && ! ls "$baseline"/report-*.jar >/dev/null 2>&1; then
    echo "$1: BASELINE=$baseline holds no report-*.jar (expected a copy of benchmarks/target/lib)" >&2
    exit 2
  fi
}

# Exits 2 with message $1 unless GNU time (/usr/bin/time) is there.
need_time() {
  if [ ! -x /usr/bin/time ]; then
    echo "$1 /usr/bin/time (GNU time) for CPU time and peak RSS" >&2
    exit 2
  fi
}

# Prints "$1: identical" when directories $2 and $3 hold the same files byte for byte (diff -r), else how many lines
# of diff it wrote to $4.
compare_outputs() {
  if diff -r "$2" "$3" > "$4"; then
    echo "$1: identical (diff -r $(basename "$2") $(basename "$3"))"
  else
    echo "$1: DIFFERENT ($(wc -l < "$4") lines of diff in $4)"
  fi
}
