/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.couchbase3.facts.Couchbase3Facts;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * The binding over real loopback sockets against a 3-node stand-in with one replica and a bucket password: CRUD,
 * merge keeping the fields it did not write, replace and upsert, nothing recorded by the adapter itself, and settings
 * the stand-in cannot honour refused at init as bad input.
 */
class Couchbase3ClientMockTest {
  static final String PASSWORD = "secret";
  /** A connect timeout no refusal should wait for, in milliseconds. */
  static final int LONG_CONNECT_TIMEOUT_MS = 60_000;
  private static CouchbaseMockCluster mock;

  @BeforeAll
  static void startMock() throws Exception {
    mock = CouchbaseMockCluster.start(3, 1, "ycsb", 0, 0, false, null, PASSWORD);
  }

  @AfterAll
  static void stopMock() {
    mock.close();
  }

  static Properties props(String... settings) {
    Properties props = new Properties();
    props.putAll(mock.bindingSettings());
    props.setProperty("couchbase.connectTimeout", "20000");
    for (String setting : settings) {
      String[] pair = setting.split("=", 2);
      props.setProperty(pair[0], pair[1]);
    }
    return props;
  }

  static Couchbase3Client client(Properties props) throws DBException {
    Couchbase3Client client = new Couchbase3Client();
    client.setProperties(props);
    client.init();
    return client;
  }

  private static Map<String, ByteIterator> fields(String... pairs) {
    Map<String, ByteIterator> values = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      values.put(pairs[i], new StringByteIterator(pairs[i + 1]));
    }
    return values;
  }

  private static Map<String, String> read(Couchbase3Client client, String key) {
    Map<String, ByteIterator> result = new HashMap<>();
    Status status = client.read("usertable", key, null, result);
    assertEquals(Status.OK, status, key);
    Map<String, String> strings = new HashMap<>();
    result.forEach((name, value) -> strings.put(name, value.toString()));
    return strings;
  }

  @Test
  void insertReadMergeDeleteKeepDocumentsWhole() throws Exception {
    Couchbase3Client client = client(props());
    try {
      assertEquals(Status.OK, client.insert("usertable", "crud1", fields("field0", "a", "field1", "b")));
      assertEquals(Map.of("field0", "a", "field1", "b"), read(client, "crud1"));
      assertEquals("ALREADY_EXISTS", client.insert("usertable", "crud1", fields("field0", "x")).getName());
      assertEquals(Status.OK, client.update("usertable", "crud1", fields("field1", "c", "field.2", "d")));
      assertEquals(Map.of("field0", "a", "field1", "c", "field.2", "d"), read(client, "crud1"));
      Map<String, ByteIterator> some = new HashMap<>();
      assertEquals(Status.OK, client.read("usertable", "crud1", Set.of("field1"), some));
      assertEquals(Set.of("field1"), some.keySet());
      assertEquals(Status.OK, client.delete("usertable", "crud1"));
      assertEquals(Status.NOT_FOUND, client.read("usertable", "crud1", null, new HashMap<>()));
      assertEquals(Status.NOT_FOUND, client.update("usertable", "crud1", fields("field0", "x")));
      assertEquals(Status.NOT_FOUND, client.delete("usertable", "crud1"));
    } finally {
      client.cleanup();
    }
  }

  @Test
  void mergeOfMoreFieldsThanOneSubdocMutationKeepsTheOthers() throws Exception {
    Couchbase3Client client = client(props());
    try {
      assertEquals(Status.OK, client.insert("usertable", "wide", fields("keep", "k")));
      Map<String, ByteIterator> many = new LinkedHashMap<>();
      for (int i = 0; i < Couchbase3Client.MAX_SUBDOC_PATHS + 2; i++) {
        many.put("f" + i, new StringByteIterator("v" + i));
      }
      assertEquals(Status.OK, client.update("usertable", "wide", many));
      Map<String, String> doc = read(client, "wide");
      assertEquals(Couchbase3Client.MAX_SUBDOC_PATHS + 3, doc.size());
      assertEquals("k", doc.get("keep"));
      assertEquals("v17", doc.get("f17"));
    } finally {
      client.cleanup();
    }
  }

  @Test
  void replaceAndUpsertWriteWholeDocuments() throws Exception {
    Couchbase3Client replace = client(props("couchbase.update=replace", "writeallfields=true"));
    try {
      assertEquals(Status.NOT_FOUND, replace.update("usertable", "rep", fields("a", "1")));
      assertEquals(Status.OK, replace.insert("usertable", "rep", fields("a", "1", "b", "2")));
      assertEquals(Status.OK, replace.update("usertable", "rep", fields("b", "3")));
      assertEquals(Map.of("b", "3"), read(replace, "rep"));
    } finally {
      replace.cleanup();
    }
    Couchbase3Client upsert = client(props("couchbase.update=upsert", "couchbase.upsert=true"));
    try {
      assertEquals(Status.OK, upsert.update("usertable", "ups", fields("a", "1")));
      assertEquals(Status.OK, upsert.insert("usertable", "ups", fields("b", "2")));
      assertEquals(Map.of("b", "2"), read(upsert, "ups"));
    } finally {
      upsert.cleanup();
    }
  }

  @Test
  void legacyReplicateToWaitsForTheReplica() throws Exception {
    Properties props = props("couchbase.replicateTo=1", "couchbase.persistTo=1");
    Couchbase3Client client = client(props);
    try {
      assertEquals(Status.OK, client.insert("usertable", "dur1", fields("a", "1")));
      assertEquals(Status.OK, client.update("usertable", "dur1", fields("a", "2")));
      assertEquals(Map.of("a", "2"), read(client, "dur1"));
      assertEquals(Status.OK, client.delete("usertable", "dur1"));
      assertEquals("ONE", Couchbase3Facts.of(props).get("db.setting.replicateTo"));
    } finally {
      client.cleanup();
    }
  }

  /** The adapter passes things between YCSB and the SDK: it records no facts, settings or warnings (#45). */
  @Test
  void initAndCleanupSetNothingOnTheRunsProperties() throws Exception {
    Properties props = props("couchbase.update=upsert", "couchbase.kvTimeout=7000");
    Properties before = new Properties();
    before.putAll(props);
    Couchbase3Client client = client(props);
    try {
      assertEquals(Status.OK, client.insert("usertable", "quiet", fields("a", "1")));
      assertEquals("ALREADY_EXISTS", client.insert("usertable", "quiet", fields("a", "1")).getName());
    } finally {
      client.cleanup();
    }
    assertEquals(before, props);
  }

  @Test
  void durabilityLevelsAreAppliedByTheStandin() throws Exception {
    for (String level : new String[] {"majority", "majority_and_persist_to_active", "3"}) {
      Properties props = props("couchbase.durability=" + level);
      Couchbase3Client client = client(props);
      try {
        String key = "durable-" + level;
        assertEquals(Status.OK, client.insert("usertable", key, fields("field0", "a")), level);
        assertEquals(Status.OK, client.update("usertable", key, fields("field1", "b")), level);
        assertEquals(Map.of("field0", "a", "field1", "b"), read(client, key));
        assertEquals(Status.OK, client.delete("usertable", key), level);
        assertTrue(Couchbase3Facts.of(props).get("db.setting.durability").contains("MAJORITY"), props.toString());
      } finally {
        client.cleanup();
      }
    }
  }

  @Test
  void majorityWithoutReplicasOrWithoutANodePerCopyIsBadInputNamingReplicasAndNodes() throws Exception {
    String[][] cases = {{"1", "0", "which needs at least 1 replica, but bucket 'ycsb' has 0 replicas on 1 key-value"
        + " node"}, {"1", "1", "needs each of the 2 copies on a node of its own, but bucket 'ycsb' has 1 replica on 1"
        + " key-value node"}};
    for (String[] c : cases) {
      try (CouchbaseMockCluster small = CouchbaseMockCluster.start(Integer.parseInt(c[0]), Integer.parseInt(c[1]),
          "ycsb", 0, 0, false, null, PASSWORD)) {
        Properties props = new Properties();
        props.putAll(small.bindingSettings());
        props.setProperty("couchbase.durability", "MAJORITY");
        DBException refused = assertThrows(DBException.class, () -> client(props));
        assertInstanceOf(IllegalArgumentException.class, refused.getCause());
        assertTrue(refused.getMessage().contains(c[2]), refused.getMessage());
        props.setProperty("couchbase.durability", "none");
        props.setProperty("couchbase.replicateTo", c[1]);
        if ("1".equals(c[1])) {
          refused = assertThrows(DBException.class, () -> client(props));
          assertTrue(refused.getMessage().contains("waits for 1 replica on nodes of their own, but bucket 'ycsb' has"
              + " 1 replica on 1 key-value node"), refused.getMessage());
        }
      }
    }
  }

  @Test
  void replicateToBeyondTheReplicasIsBadInputNamingThem() {
    DBException refused = assertThrows(DBException.class, () -> client(props("couchbase.replicateTo=2")));
    assertInstanceOf(IllegalArgumentException.class, refused.getCause());
    assertTrue(refused.getMessage().contains("1 replica on 3 key-value nodes"), refused.getMessage());
  }

  @Test
  void namedCollectionIsRefusedOnTheStandin() {
    DBException refused = assertThrows(DBException.class,
        () -> client(props("couchbase.scope=app", "couchbase.collection=users")));
    assertInstanceOf(IllegalArgumentException.class, refused.getCause());
    assertTrue(refused.getMessage().contains("has no collections"), refused.getMessage());
  }

  /**
   * A wrong password was told after the whole connect timeout, below seven SDK {@code [ERROR] ...
   * SaslAuthenticationFailedEvent} lines; it is bad input named at once, the SDK silent.
   */
  @Test
  void wrongPasswordIsRefusedAtOnceInOneLineNamingTheLogin() throws Exception {
    java.io.ByteArrayOutputStream stderr = new java.io.ByteArrayOutputStream();
    java.io.PrintStream saved = System.err;
    long started = System.nanoTime();
    DBException refused;
    System.setErr(new java.io.PrintStream(stderr, true, "UTF-8"));
    try {
      refused = assertThrows(DBException.class, () -> client(props("couchbase.password=wrong",
          "couchbase.connectTimeout=" + LONG_CONNECT_TIMEOUT_MS)));
    } finally {
      System.setErr(saved);
    }
    assertTrue(System.nanoTime() - started < java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(
        LONG_CONNECT_TIMEOUT_MS), "waited for the connect timeout");
    assertInstanceOf(IllegalArgumentException.class, refused.getCause());
    assertEquals("couchbase3: the cluster refused the login of user 'ycsb' (SASL authentication failed): check"
        + " couchbase.password (the bucket's password: couchbase.username is unset, so the user is the bucket's"
        + " name)", refused.getMessage());
    String printed = stderr.toString("UTF-8");
    assertFalse(printed.contains("SaslAuthentication") || printed.contains("com.couchbase"), printed);
  }

  /** couchbase.epoll and couchbase.boost were taken without a word; the run now records that they do nothing. */
  @Test
  void sdk2SettingsAreRecordedAsIgnored() {
    Map<String, String> facts = Couchbase3Facts.of(props("couchbase.epoll=true", "couchbase.boost=4"));
    assertTrue(facts.get("couchbase3.warning.ignored-sdk2-settings").startsWith("couchbase.epoll=true"
        + " couchbase.boost=4 has no effect with couchbase3"), facts.toString());
    assertFalse(Couchbase3Facts.of(props()).containsKey("couchbase3.warning.ignored-sdk2-settings"));
  }

  /**
   * An expiry whose end passes 2038-01-19 reads as a time in the past: on 0a8d7ba 352,000,000 s loaded 200 of 200
   * documents OK and all were gone 4 s later. It is refused at init as bad input; the largest value accepted keeps
   * what it writes.
   */
  @Test
  void anExpiryEndingAfter2038IsRefusedAtInitAndTheLargestAcceptedKeepsTheDocuments() throws Exception {
    for (String value : new String[] {"352000000", "400000000", "1000000000", "1600000000"}) {
      DBException refused = assertThrows(DBException.class, () -> client(props("couchbase.documentExpiry=" + value)));
      assertInstanceOf(IllegalArgumentException.class, refused.getCause(), value);
      assertTrue(refused.getMessage().startsWith("Invalid value '" + value + "' for property"
          + " 'couchbase.documentExpiry'"), refused.getMessage());
    }
    long latest = site.ycsb.db.couchbase3.support.DocumentExpiry.LAST_UNIX_SEC - System.currentTimeMillis() / 1000;
    Couchbase3Client client = client(props("couchbase.documentExpiry=" + (latest - 3600)));
    try {
      assertEquals(Status.OK, client.insert("usertable", "expiring", fields("field0", "a")));
      assertEquals(Status.OK, client.update("usertable", "expiring", fields("field1", "b")));
      assertEquals(Map.of("field0", "a", "field1", "b"), read(client, "expiring"));
    } finally {
      client.cleanup();
    }
  }
}
