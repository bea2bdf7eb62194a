/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The study file's {@code tables}: the published studies' own layouts the report draws, and what each needs of the
 * file ({@code docs/studies.md}). Stateless.
 */
final class StudyTables {
  /** Table 1 of Aerospike vs Couchbase: needs {@code compare}. */
  static final String TABLE1 = "table1";
  /** End Point: throughput against server nodes per workload; needs the user axis {@code sweep.labels.nodes}. */
  static final String NODES = "nodes";
  /** Avalon: throughput, p95 and the composite latency per client-count step (axis {@code clients}, else threads). */
  static final String STEPS = "steps";
  /** Aerospike 1 M TPS: throughput per workload mix and thread count. */
  static final String MIXES = "mixes";
  /** Every table name. */
  static final Set<String> ALL = new TreeSet<>(List.of(TABLE1, NODES, STEPS, MIXES));

  private StudyTables() {
  }

  /** One line per table the file cannot draw: unknown, or missing what it needs. */
  static void check(List<String> tables, List<String> compare, Study.Sweep sweep, List<String> errors) {
    for (String table : tables) {
      if (!ALL.contains(table)) {
        errors.add("Invalid value '" + table + "' for key 'tables': expected one of " + ALL);
      }
    }
    if (tables.contains(TABLE1) && compare.isEmpty()) {
      errors.add("Key 'tables' lists table1, which needs key 'compare': expected two systems, e.g. [aerospike,"
          + " couchbase]");
    }
    if (tables.contains(NODES) && !sweep.labels().containsKey(NODES)) {
      errors.add("Key 'tables' lists nodes, which needs the user axis 'sweep.labels.nodes': expected the server node"
          + " counts, e.g. nodes: {1: {dataset: n1}, 2: {dataset: n2}}");
    }
  }
}
