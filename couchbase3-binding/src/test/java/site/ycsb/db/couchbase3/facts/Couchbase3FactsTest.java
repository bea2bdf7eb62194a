/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.couchbase3.Couchbase3Client;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * The facts layer over real loopback sockets against a 3-node stand-in with one replica: what the engine records
 * beside the adapter (servers' facts, settings in effect, warnings, failure totals), found through the binding's
 * {@code facts.properties} resource as the engine finds it.
 */
class Couchbase3FactsTest {
  private static CouchbaseMockCluster mock;

  @BeforeAll
  static void startMock() throws Exception {
    mock = CouchbaseMockCluster.start(3, 1, "ycsb", 0, 0, false, null, "secret");
  }

  @AfterAll
  static void stopMock() {
    mock.close();
  }

  private static Properties props(String... settings) {
    Properties props = new Properties();
    props.putAll(mock.bindingSettings());
    props.setProperty("couchbase.connectTimeout", "20000");
    for (String setting : settings) {
      String[] pair = setting.split("=", 2);
      props.setProperty(pair[0], pair[1]);
    }
    return props;
  }

  @Test
  void theBindingsResourceNamesThisProviderBeforeAndAfterTheRun() throws IOException {
    Properties resource = new Properties();
    String name = "META-INF/ycsb/" + Couchbase3Client.class.getName() + ".facts.properties";
    try (InputStream in = Couchbase3FactsTest.class.getClassLoader().getResourceAsStream(name)) {
      resource.load(in);
    }
    assertEquals(Couchbase3Facts.class.getName() + "#of", resource.getProperty("provider"));
    assertEquals(Couchbase3Facts.class.getName() + "#afterRun", resource.getProperty("after"));
  }

  @Test
  void serverFactsAndSettingsInEffect() {
    Map<String, String> facts = Couchbase3Facts.of(props("couchbase.kvTimeout=7000"));
    assertTrue(facts.get("db.server.version").endsWith("-standin"), facts.toString());
    assertEquals("3", facts.get("db.server.nodes"));
    assertEquals("1", facts.get("db.server.replicas"));
    assertEquals("couchbase", facts.get("db.server.bucketType"));
    assertEquals("7000", facts.get("db.setting.kvTimeoutMs"));
    assertEquals("NONE", facts.get("db.setting.durability"));
    assertEquals("merge", facts.get("db.setting.updateMode"));
    assertTrue(facts.get("db.setting.sdk").startsWith("java-client 3."), facts.toString());
    assertEquals(null, facts.get(FactKeys.SHRINKING_UPDATES_WARNING), facts.toString());
  }

  @Test
  void wholeDocumentUpdatesOfOneFieldAreWarnedOf() {
    Map<String, String> facts = Couchbase3Facts.of(props("couchbase.update=upsert"));
    assertTrue(facts.get(FactKeys.SHRINKING_UPDATES_WARNING).contains("couchbase.update=upsert with"
        + " writeallfields=false"), facts.toString());
    assertEquals(null, Couchbase3Facts.of(props("couchbase.update=upsert", "writeallfields=true"))
        .get(FactKeys.SHRINKING_UPDATES_WARNING));
  }

  @Test
  void anUnreachableClusterGivesNoFactsAndAnInvalidPropertyIsOneLine() throws Exception {
    Map<String, String> none = Couchbase3Facts.of(props("couchbase.password=wrong", "couchbase.connectTimeout=2000"));
    assertEquals(Map.of(), none);
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
        () -> Couchbase3Facts.of(props("couchbase.kvTimeout=soon")));
    assertTrue(refused.getMessage().contains("couchbase.kvTimeout"), refused.getMessage());
    assertEquals(1, refused.getMessage().lines().count(), refused.getMessage());
  }

  @Test
  void failureTotalsAreGivenAfterTheRun() throws Exception {
    Properties props = props();
    Couchbase3Client client = new Couchbase3Client();
    client.setProperties(props);
    client.init();
    try {
      Map<String, StringByteIterator> values = Map.of("a", new StringByteIterator("1"));
      assertEquals(Status.OK, client.insert("usertable", "twice", new java.util.HashMap<>(values)));
      assertEquals("ALREADY_EXISTS", client.insert("usertable", "twice", new java.util.HashMap<>(values)).getName());
    } finally {
      client.cleanup();
    }
    String totals = Couchbase3Facts.afterRun(props).get(FactKeys.FAILURE_TOTALS_WARNING);
    assertTrue(totals.startsWith("couchbase3: failed operations:") && totals.contains("ALREADY_EXISTS"), totals);
  }
}
