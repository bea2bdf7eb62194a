/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** How the nodes' info answers become the manifest's server facts, without a server. */
class ServerFactsTest {

  private static Map<String, String> answer(String edition, String version, String replicationFactor) {
    Map<String, String> answer = new HashMap<>();
    answer.put("edition", edition);
    answer.put("version", version);
    answer.put("clusterName", "bench");
    answer.put("replicationFactor", replicationFactor);
    answer.put("strongConsistency", "false");
    answer.put("storageEngine", "device");
    answer.put("nsupPeriod", "120");
    answer.put("defaultTtl", "0");
    answer.put("maxRecordSize", "0");
    return answer;
  }

  @Test
  void valuesThatDifferBetweenNodesAreAllListedInNodeOrder() {
    ServerFacts facts = ServerFacts.combine(3, "test", List.of(
        answer("Aerospike Enterprise Edition", "8.1.0.0", "2"),
        answer("Aerospike Enterprise Edition", "8.0.0.5", "2"),
        answer("Aerospike Enterprise Edition", "8.1.0.0", "2")), List.of());
    assertEquals("8.1.0.0,8.0.0.5", facts.facts().get("version"));
    assertEquals("2", facts.facts().get("replicationFactor"));
    assertEquals("3", facts.facts().get("nodes"));
    assertNull(facts.problem());
  }

  @Test
  void theEditionIsRecordedAsTheServerGivesIt() {
    ServerFacts facts = ServerFacts.combine(1, "test",
        List.of(answer("Aerospike Community Edition (ycsb-ext stand-in)", "8.1.0.0", "1")), List.of());
    assertEquals("Aerospike Community Edition (ycsb-ext stand-in)", facts.facts().get("edition"));
    assertNull(facts.facts().get("standin"), "whether it is a stand-in is the reader's to say");
  }

  @Test
  void aMissingNamespaceLeavesItsSettingsUnknownWithAWarning() {
    Map<String, String> noNamespace = answer("Aerospike Community Edition", "7.2.0.1", null);
    for (String key : List.of("strongConsistency", "storageEngine", "nsupPeriod", "defaultTtl", "maxRecordSize")) {
      noNamespace.remove(key);
    }
    ServerFacts facts = ServerFacts.combine(1, "nope", List.of(noNamespace), List.of());
    assertEquals(ServerFacts.UNKNOWN, facts.facts().get("replicationFactor"));
    assertEquals(ServerFacts.UNKNOWN, facts.facts().get("storageEngine"));
    assertEquals("7.2.0.1", facts.facts().get("version"));
    assertTrue(facts.problem().contains("namespace 'nope'") && facts.problem().contains("replicationFactor"),
        facts.problem());
    Map<String, String> recorded = new HashMap<>();
    facts.recordInto(recorded);
    assertEquals(facts.problem(), recorded.get(FactKeys.SERVER_FACTS_WARNING));
    assertEquals(ServerFacts.UNKNOWN, recorded.get("db.server.maxRecordSize"));
  }

  @Test
  void noAnsweringNodeGivesUnknownEverywhereAndSaysWhy() {
    ServerFacts facts = ServerFacts.combine(2, "test", List.of(),
        List.of("node A did not answer the info request (timeout)"));
    assertEquals(ServerFacts.UNKNOWN, facts.facts().get("edition"));
    assertEquals("2", facts.facts().get("nodes"));
    assertTrue(facts.problem().startsWith("aerospike server facts incomplete: node A did not answer"),
        facts.problem());
  }

  @Test
  void namespaceAnswerIsParsedIntoItsSettings() {
    Map<String, String> settings = ServerFacts.parseSettings("objects=3;replication-factor=2;storage-engine=memory;x");
    assertEquals("2", settings.get("replication-factor"));
    assertEquals("memory", settings.get("storage-engine"));
    assertEquals("3", settings.get("objects"));
    assertEquals(3, settings.size());
  }
}
