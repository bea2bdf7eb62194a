/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class StandinMarkTest {

  private static Map<String, String> marked(String... keyValues) {
    Map<String, String> server = new TreeMap<>();
    for (int i = 0; i < keyValues.length; i += 2) {
      server.put(keyValues[i], keyValues[i + 1]);
    }
    StandinMark.mark(server);
    return server;
  }

  @Test
  void theStandinsOwnWordsMarkTheServersAsAStandin() {
    assertEquals("true", marked("edition", "Aerospike Enterprise Edition (ycsb-ext stand-in)", "nodes", "2")
        .get(StandinMark.KEY));
    assertEquals("true", marked("version", "7.6.0-ycsb-ext-standin", "nodes", "3").get(StandinMark.KEY));
  }

  @Test
  void realServersAreNotAStandin() {
    assertEquals("false", marked("edition", "Aerospike Enterprise Edition", "version", "8.1.0.0")
        .get(StandinMark.KEY));
    assertEquals("false", marked("version", "7.2.4-7070-enterprise,7.2.5-7596-enterprise").get(StandinMark.KEY));
  }

  @Test
  void noFactsStayNoFactsAndAGivenMarkIsKept() {
    assertEquals(Map.of(), marked());
    assertEquals("false", marked("edition", "x stand-in", StandinMark.KEY, "false").get(StandinMark.KEY));
  }
}
