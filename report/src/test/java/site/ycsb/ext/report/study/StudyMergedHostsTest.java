/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A repetition run over client hosts counts as one run: its percentiles come from the hosts' merged histograms,
 * never from averaging each host's percentiles, and its throughput is the hosts' sum.
 */
class StudyMergedHostsTest {
  @TempDir
  Path tmp;

  private static final StudyFixture.System AS = new StudyFixture.System("as", "aerospike", Map.of(), Map.of(),
      Map.of());

  @Test
  void eachRepetitionsPercentilesComeFromItsHostsMergedHistograms() throws IOException {
    StudyFixture f = new StudyFixture(tmp.resolve("merged"));
    for (int rep = 1; rep <= 2; rep++) {
      // h1: 90 reads a second at 1 ms; h2: 10 a second at 100 ms. Merged, the 95th percentile is 100 ms; the
      // mean of the hosts' p95 would be 50.5 ms.
      f.runOnHosts(AS, "a", 8, rep, Map.of("h1", new long[] {90, 1_000, 1_000}, "h2",
          new long[] {10, 100_000, 100_000}));
    }
    StudyReport report = StudyReport.of(f.write("full", List.of(), List.of()), null);
    StudyReport.Cell cell = report.cells().get(0);
    assertEquals(2, cell.runs());
    assertEquals(100.0, cell.metrics().get("READ p95 ms").mean(), 1.0, cell.metrics().toString());
    assertEquals(1.0, cell.metrics().get("READ p50 ms").mean(), 0.01, cell.metrics().toString());
    assertEquals(100.0, cell.metrics().get("READ ops/s").mean(), 0.5, cell.metrics().toString());
  }
}
