/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.util.List;
import java.util.Locale;
import site.ycsb.ext.fanout.collect.Collector;
import site.ycsb.ext.fanout.table.TextTable;

/** The per-host table shown after collection: how each run ended and how complete its results are. Stateless. */
final class ResultTable {
  private ResultTable() {
  }

  static String render(List<CollectStep.Target> runs, List<Collector.Result> collected) {
    TextTable table = new TextTable("host", "run", "results", "files", "operations", "collect", "notes");
    for (int i = 0; i < runs.size(); i++) {
      CollectStep.Target run = runs.get(i);
      Collector.Result result = collected.get(i);
      table.row(run.host().label(), run.describeEnd(), result.completeness().name().toLowerCase(Locale.ROOT),
          Integer.toString(result.filesVerified()), result.operations() < 0 ? "-" : Long.toString(result.operations()),
          String.format(Locale.US, "%.1f s", result.collectMs() / 1000.0), String.join("; ", result.problems()));
    }
    return table.render();
  }
}
