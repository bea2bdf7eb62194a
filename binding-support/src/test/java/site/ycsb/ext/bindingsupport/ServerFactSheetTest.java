/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Server facts recorded under their prefix in reporting order, and the problem, if any, as one warning. */
class ServerFactSheetTest {

  @Test
  void factsAreRecordedInOrderUnderThePrefixAndTheProblemAsTheWarning() {
    Map<String, String> read = new LinkedHashMap<>();
    read.put("version", "7.6.2");
    read.put("nodes", "3");
    ServerFactSheet sheet = new ServerFactSheet(read, "node b did not answer");
    read.put("later", "not in the sheet");
    Map<String, String> entries = new LinkedHashMap<>();
    sheet.recordInto(entries, "db.server.", "x.warning.server-facts", "x server facts incomplete: ");
    assertEquals(List.of("db.server.version", "db.server.nodes", "x.warning.server-facts"),
        List.copyOf(entries.keySet()));
    assertEquals("3", entries.get("db.server.nodes"));
    assertEquals("x server facts incomplete: node b did not answer", entries.get("x.warning.server-facts"));
    assertThrows(UnsupportedOperationException.class, () -> sheet.facts().put("y", "z"));
  }

  @Test
  void everyFactReadMeansNoWarning() {
    Map<String, String> entries = new LinkedHashMap<>();
    new ServerFactSheet(Map.of("version", "8.1.0.0"), null).recordInto(entries, "db.server.", "w", "");
    assertEquals(Map.of("db.server.version", "8.1.0.0"), entries);
  }
}
