/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Json;

/**
 * The study report applies the run report's like-for-like box, client-bound verdict and stand-in mark per cell and
 * per compared pair: a cell whose client was the limit is marked, a stand-in cell is marked, and a pair that asked
 * for different guarantees is NOT LIKE FOR LIKE in its box, its sentences and its Table 1.
 */
class StudyCellEvidenceTest {
  @TempDir
  Path tmp;

  private static final StudyFixture.System AEROSPIKE = new StudyFixture.System("as", "aerospike",
      Map.of("as.commitLevel", "all"), Map.of("replicationFactor", "2"),
      Map.of("load", "client-bound: CPU 97% of 2 cores on average, threads waiting for a CPU 1.20 cores' worth"));
  private static final StudyFixture.System COUCHBASE = new StudyFixture.System("cb", "couchbase2",
      Map.of("couchbase.replicateTo", "0"), Map.of("standin", "true", "nodes", "3", "replicas", "1"),
      Map.of("load", "client kept up: CPU 20% of 2 cores on average"));

  private Path study() throws IOException {
    StudyFixture f = new StudyFixture(tmp.resolve("study"));
    for (int rep = 1; rep <= 2; rep++) {
      f.run(AEROSPIKE, "a", 8, Map.of(), rep, 100 + rep, 300, 400);
      f.run(COUCHBASE, "a", 8, Map.of(), rep, 50 + rep, 600, 900);
    }
    return f.write("full", List.of("as", "cb"), List.of("table1"));
  }

  @Test
  void eachCellCarriesItsMarksAndEachPairItsLikeForLikeBox() throws IOException {
    StudyReport report = StudyReport.of(study(), null);
    String text = StudyRenderer.text(report);
    List<String> asRows = text.lines().filter(l -> l.startsWith("as ") && l.contains("READ ops/s")).toList();
    assertFalse(asRows.isEmpty(), text);
    assertTrue(asRows.get(0).contains("CLIENT-BOUND"), asRows.toString());
    assertFalse(asRows.get(0).contains("STAND-IN"), asRows.toString());
    List<String> cbRows = text.lines().filter(l -> l.startsWith("cb ") && l.contains("READ ops/s")).toList();
    assertTrue(cbRows.get(0).contains("STAND-IN SERVERS"), cbRows.toString());
    assertFalse(cbRows.get(0).contains("CLIENT-BOUND"), cbRows.toString());
    assertTrue(text.contains("NOT LIKE FOR LIKE: the compared runs asked for different guarantees"), text);
    assertTrue(text.contains("writes acknowledged by: as: 2 copies"), text);
    assertTrue(text.lines().anyMatch(l -> l.contains("as vs cb, a threads=8, READ ops/s:")
        && l.contains("(not like for like: writes acknowledged by 2 copies in as, 1 copy in cb)")), text);
    assertTrue(text.contains("client-bound: CPU 97% of 2 cores"), "the verdict's evidence is given: " + text);
  }

  @Test
  void everyFileFormatCarriesTheMarks() throws IOException {
    StudyReport report = StudyReport.of(study(), null);
    Path out = tmp.resolve("out");
    StudyRenderer.write(report, out, List.of("text", "md", "json", "csv"));
    for (String file : List.of("study-report.txt", "study-report.md", "study-report.json", "study-cells.csv")) {
      String body = Files.readString(out.resolve(file));
      assertTrue(body.contains("NOT LIKE FOR LIKE"), file);
      assertTrue(body.contains("CLIENT-BOUND"), file);
      assertTrue(body.contains("STAND-IN SERVERS"), file);
    }
    Map<String, Object> json = Json.parseObject(Files.readString(out.resolve("study-report.json")));
    Map<?, ?> cmp = (Map<?, ?>) ((List<?>) json.get("comparisons")).get(0);
    assertEquals(false, cmp.get("likeForLike"), cmp.toString());
    List<?> cells = (List<?>) json.get("cells");
    assertEquals(List.of("CLIENT-BOUND"), ((Map<?, ?>) cells.get(0)).get("marks"));
    assertEquals(true, ((Map<?, ?>) cells.get(0)).get("clientBound"));
    assertEquals(List.of("STAND-IN SERVERS"), ((Map<?, ?>) cells.get(1)).get("marks"));
  }
}
