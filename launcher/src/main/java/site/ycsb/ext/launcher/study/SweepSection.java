/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The study file's {@code sweep}: threads per host, {@code -target}, client hosts and the user axes with each value's
 * properties ({@code docs/studies.md}). Stateless.
 */
final class SweepSection {
  /** The keys of {@code sweep}. */
  static final Set<String> KEYS = Set.of("threads", "target", "clients", "labels");

  private SweepSection() {
  }

  /** The sweep of a file ({@code node} is {@code sweep}'s value, or null); problems go to {@code errors}. */
  static Study.Sweep parse(Object node, FileValues fv, List<String> errors) {
    if (node == null) {
      return new Study.Sweep(List.of(1), List.of(0L), Map.of(), List.of());
    }
    if (!(node instanceof Map<?, ?> m)) {
      errors.add("Invalid value for key 'sweep': expected a mapping of " + FileValues.sorted(KEYS));
      return new Study.Sweep(List.of(1), List.of(0L), Map.of(), List.of());
    }
    fv.unknownKeys("sweep.", m, KEYS);
    List<Integer> threads = new ArrayList<>();
    for (Object v : fv.list(m.get("threads"), "sweep.threads", 1)) {
      threads.add((int) fv.whole(v, "sweep.threads", 1, 1, 10_000));
    }
    List<Long> targets = new ArrayList<>();
    for (Object v : fv.list(m.get("target"), "sweep.target", 0)) {
      targets.add(fv.whole(v, "sweep.target", 0, 0, 1_000_000_000L));
    }
    List<Integer> clients = new ArrayList<>();
    if (m.get("clients") != null) {
      for (Object v : fv.list(m.get("clients"), "sweep.clients", 1)) {
        clients.add((int) fv.whole(v, "sweep.clients", 1, 1, 1000));
      }
    }
    Map<String, Map<String, Map<String, String>>> labels = labels(m.get("labels"), fv, errors);
    return new Study.Sweep(threads, targets, labels, clients);
  }

  /** The user axes: each value with the properties it adds (none for a plain list of values). */
  private static Map<String, Map<String, Map<String, String>>> labels(Object node, FileValues fv,
      List<String> errors) {
    Map<String, Map<String, Map<String, String>>> labels = new LinkedHashMap<>();
    if (node instanceof Map<?, ?> axes && axes.containsKey(Study.Sweep.CLIENTS)) {
      errors.add("Invalid key 'sweep.labels." + Study.Sweep.CLIENTS + "': expected the client-host axis as key "
          + "'sweep.clients' (whole numbers: each cell runs on the first N of the hosts)");
    }
    if (node != null) {
      if (!(node instanceof Map<?, ?> axes)) {
        errors.add("Invalid value for key 'sweep.labels': expected a mapping of axis name to its values, e.g. "
            + "nodes: {3: {}, 6: {}}");
      } else {
        for (Map.Entry<?, ?> axis : axes.entrySet()) {
          String axisName = String.valueOf(axis.getKey());
          String key = "sweep.labels." + axisName;
          Map<String, Map<String, String>> values = new LinkedHashMap<>();
          if (axis.getValue() instanceof List<?> plain && !plain.isEmpty()) {
            plain.forEach(v -> values.put(FileValues.scalar(v), Map.of()));
          } else if (axis.getValue() instanceof Map<?, ?> withProps && !withProps.isEmpty()) {
            withProps.forEach((v, props) -> values.put(FileValues.scalar(v), fv.properties(props, key + "." + v)));
          } else {
            errors.add("Invalid value for key '" + key + "': expected a list of values, or a mapping of each value to"
                + " the properties it adds");
          }
          labels.put(axisName, values);
        }
      }
    }
    return labels;
  }
}
