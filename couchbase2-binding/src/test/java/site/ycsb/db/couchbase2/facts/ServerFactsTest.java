/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.couchbase.client.java.document.json.JsonArray;
import com.couchbase.client.java.document.json.JsonObject;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How the bucket's information becomes the manifest's server facts, without a server. */
class ServerFactsTest {

  private static JsonObject info(String... versions) {
    JsonArray nodes = JsonArray.create();
    for (String version : versions) {
      nodes.add(JsonObject.create().put("hostname", "127.0.0.1:8091").put("version", version));
    }
    return JsonObject.create().put("nodes", nodes);
  }

  @Test
  void theNodesVersionIsRecordedOnceWhenEveryNodeGivesTheSame() {
    ServerFacts facts = ServerFacts.of(null, info("7.6.0-ycsb-ext-standin", "7.6.0-ycsb-ext-standin"), List.of());
    assertEquals("7.6.0-ycsb-ext-standin", facts.facts().get("version"));
    assertNull(facts.facts().get("standin"), "whether it is a stand-in is the reader's to say");
  }

  @Test
  void differingVersionsAreAllListed() {
    ServerFacts facts = ServerFacts.of(null, info("7.2.4-7070-enterprise", "7.2.5-7596-enterprise",
        "7.2.4-7070-enterprise"), List.of());
    assertEquals("7.2.4-7070-enterprise,7.2.5-7596-enterprise", facts.facts().get("version"));
  }

  @Test
  void whatCouldNotBeReadIsUnknownWithAWarning() {
    ServerFacts facts = ServerFacts.of(null, null, List.of("the bucket's information could not be read (403)"));
    assertEquals(ServerFacts.UNKNOWN, facts.facts().get("version"));
    assertEquals(ServerFacts.UNKNOWN, facts.facts().get("replicas"));
    Map<String, String> props = new LinkedHashMap<>();
    facts.recordInto(props);
    String warning = props.get(FactKeys.SERVER_FACTS_WARNING);
    assertTrue(warning.startsWith("couchbase2 server facts incomplete") && warning.contains("(403)"), warning);
    assertEquals(ServerFacts.UNKNOWN, props.get("db.server.nodes"));
  }

  @Test
  void durabilityMinLevelIsRecordedWhenTheBucketHasOne() {
    JsonObject info = info("7.2.4-7070-enterprise").put("durabilityMinLevel", "majority");
    ServerFacts facts = ServerFacts.of(null, info, List.of());
    assertEquals("majority", facts.facts().get("durabilityMinLevel"));
    assertNull(ServerFacts.of(null, info("7.2.4"), List.of()).facts().get("durabilityMinLevel"));
  }
}
