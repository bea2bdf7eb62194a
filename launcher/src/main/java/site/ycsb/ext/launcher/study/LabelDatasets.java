/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.util.List;
import java.util.Map;

/**
 * A user axis whose values each pick the data set their cells read: a label value's {@value #KEY} key (End Point's
 * server nodes: one cluster, and so one load, per node count, {@code nodes: {8: {dataset: n8}}}). The key is not a
 * property: it is not passed to the runs. Stateless.
 */
final class LabelDatasets {
  /** The key of a label value's mapping that names its data set. */
  static final String KEY = "dataset";

  private LabelDatasets() {
  }

  /** Whether an axis picks data sets: every one of its values names one. */
  static boolean picks(Study.Sweep sweep) {
    return sweep.labels().values().stream().anyMatch(values -> !values.isEmpty()
        && values.values().stream().allMatch(p -> p.containsKey(KEY)));
  }

  /** The data set a cell at {@code point} reads: its label value's, else the workload's (null without either). */
  static String of(Study study, Study.WorkloadSpec workload, Map<String, String> point) {
    for (Map.Entry<String, String> e : point.entrySet()) {
      String ds = study.sweep().labels().get(e.getKey()).get(e.getValue()).get(KEY);
      if (ds != null) {
        return ds;
      }
    }
    return workload.dataset();
  }

  /** One line per label value naming a data set the file does not declare. */
  static void check(Study.Sweep sweep, List<String> datasets, List<String> errors) {
    sweep.labels().forEach((axis, values) -> values.forEach((value, props) -> {
      String ds = props.get(KEY);
      if (ds != null && !datasets.contains(ds)) {
        errors.add("Invalid value '" + ds + "' for key 'sweep.labels." + axis + "." + value + "." + KEY
            + "': expected one of the datasets " + datasets);
      }
    }));
  }
}
