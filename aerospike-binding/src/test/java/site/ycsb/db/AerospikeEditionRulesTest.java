/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.standin.Edition;

/**
 * What a real Aerospike 8.1 Community Edition server refuses, through the binding's public properties: on the
 * stand-in's default (Community) edition each operation fails with an {@code ERROR} status whose description
 * carries the server's code and message (what the run's outcome line shows), is counted, and its
 * first occurrence is logged on one line with the server's result code and the client's message; on an
 * Enterprise stand-in (with an nsup period and a 4 MiB {@code max-record-size}) the same operations succeed.
 */
class AerospikeEditionRulesTest {
  /** A field of 2 MB: over the server's default {@code max-record-size} of 1 MiB. */
  private static final int BIG_FIELD = 2_000_000;

  private static AerospikeStandin community;
  private static AerospikeStandin enterprise;
  private final List<AerospikeClient> open = new ArrayList<>();

  @BeforeAll
  static void startStandins() {
    community = AerospikeStandin.builder().start();
    enterprise = AerospikeStandin.builder().edition(Edition.ENTERPRISE).nsupPeriod(Duration.ofSeconds(60))
        .maxRecordSize(4 * 1024 * 1024).user("bench", "bench-pw").start();
  }

  @AfterAll
  static void stopStandins() {
    community.close();
    enterprise.close();
  }

  @AfterEach
  void cleanup() throws DBException {
    for (int i = open.size() - 1; i >= 0; i--) {
      open.get(i).cleanup();
    }
    open.clear();
  }

  private AerospikeClient open(AerospikeStandin standin, String... keyValues) throws DBException {
    Properties props = new Properties();
    props.setProperty("as.host", standin.seed());
    props.setProperty("as.connectTimeout", StandinConnect.TIMEOUT_MS);
    props.setProperty("as.namespace", "ycsb");
    props.setProperty("as.maxRetries", "0");
    if (standin == enterprise) {
      props.setProperty("as.user", "bench");
      props.setProperty("as.password", "bench-pw");
    }
    return AerospikeClientContract.initialized(open, props, keyValues);
  }

  /** Rows: the refused request, the properties that ask for it, the operation, the code and the message. */
  static Stream<Arguments> refusals() {
    return Stream.of(
        Arguments.of("delete with as.durableDelete=true", new String[] {"as.durableDelete", "true"}, "delete",
            25, "Enterprise only"),
        Arguments.of("insert of a 2 MB field (max-record-size 1 MiB)", new String[0], "big insert", 13,
            "Record too big"));
  }

  /**
   * Rows the binding refuses at init on the Community default (the namespace's facts show they cannot work), that
   * an Enterprise namespace with an nsup period serves: the property, the operation, and what the refusal names.
   */
  static Stream<Arguments> refusedAtInit() {
    return Stream.of(
        Arguments.of("read with as.readModeSC=linearize", new String[] {"as.readModeSC", "linearize"}, "read",
            "strong-consistency false"),
        Arguments.of("insert with as.expiration=60 (nsup-period 0)", new String[] {"as.expiration", "60"},
            "insert", "nsup-period 0"),
        Arguments.of("update with as.expiration=60 (nsup-period 0)", new String[] {"as.expiration", "60"},
            "update", "nsup-period 0"));
  }

  @ParameterizedTest(name = "Community refuses at init: {0}")
  @MethodSource("refusedAtInit")
  void communityDefaultsRefuseAtInitWhatTheServerWouldRefuseOnEveryOperation(String name, String[] props,
      String op, String serverValue) {
    // The facts provider refuses them before init (the engine's exit 2).
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> open(community, props));
    assertTrue(refused.getMessage().startsWith(props[0] + "=" + props[1] + " ")
        && refused.getMessage().contains(serverValue), refused.getMessage());
  }

  @ParameterizedTest(name = "Enterprise serves: {0}")
  @MethodSource("refusedAtInit")
  void enterpriseServesWhatCommunityDefaultsRefuseAtInit(String name, String[] props, String op,
      String serverValue) throws DBException {
    AerospikeStandin strong = AerospikeStandin.builder().edition(Edition.ENTERPRISE).strongConsistency(true)
        .nsupPeriod(Duration.ofSeconds(60)).start();
    try {
      AerospikeClient db = open(strong, props);
      String set = AerospikeClientContract.freshSet();
      assertEquals(Status.OK, db.insert(set, "user1", field(100)));
      assertEquals(Status.OK, run(db, op, set), name);
      assertTrue(db.sharedClient().failures().counts().isEmpty());
      cleanup();
    } finally {
      strong.close();
    }
  }

  private static Map<String, ByteIterator> field(int bytes) {
    Map<String, ByteIterator> values = new HashMap<>();
    values.put("field0", new ByteArrayByteIterator(new byte[bytes]));
    return values;
  }

  private static Status run(AerospikeClient db, String op, String set) {
    switch (op) {
      case "read":
        return db.read(set, "user1", null, new HashMap<>());
      case "delete":
        return db.delete(set, "user1");
      case "insert":
        return db.insert(set, "user2", field(100));
      case "update":
        return db.update(set, "user1", field(100));
      case "big insert":
        return db.insert(set, "user2", field(BIG_FIELD));
      default:
        throw new IllegalArgumentException(op);
    }
  }

  @ParameterizedTest(name = "Community refuses: {0}")
  @MethodSource("refusals")
  void communityRefusesWithTheServersCodeAndALoggedOneLineCause(String name, String[] props, String op, int code,
      String message) throws DBException {
    AerospikeClient db = open(community, props);
    String set = AerospikeClientContract.freshSet();
    assertEquals(Status.OK, open(community).insert(set, "user1", field(100)), "setup write without the policy");
    String logged = stderrOf(() -> {
      Status status = run(db, op, set);
      assertEquals("ERROR", status.getName(), name);
      assertEquals("Error " + code + ": " + message, status.getDescription(), name);
    });
    String line = logged.lines().filter(l -> l.contains("aerospike: " + op.replace("big ", "") + " failed with ERROR"))
        .findFirst().orElse("");
    assertTrue(line.contains("Error " + code + ",") && line.endsWith(message), "logged cause of " + name + ": "
        + logged);
    assertEquals(Map.of("ERROR", 1L), db.sharedClient().failures().counts(), "the failure is counted");
  }

  @ParameterizedTest(name = "Enterprise serves: {0}")
  @MethodSource("refusals")
  void enterpriseServesTheSameOperations(String name, String[] props, String op, int code, String message)
      throws DBException {
    AerospikeClient db = open(enterprise, props);
    String set = AerospikeClientContract.freshSet();
    assertEquals(Status.OK, db.insert(set, "user1", field(100)));
    assertEquals(Status.OK, run(db, op, set), name);
    assertTrue(db.sharedClient().failures().counts().isEmpty());
  }

  @Test
  void loginOnCommunityFailsInitWithOneLine() {
    AerospikeClient db = new AerospikeClient();
    Properties props = new Properties();
    props.setProperty("as.host", community.seed());
    props.setProperty("as.connectTimeout", StandinConnect.TIMEOUT_MS);
    props.setProperty("as.user", "bench");
    props.setProperty("as.password", "bench-pw");
    db.setProperties(props);
    DBException e = assertThrows(DBException.class, db::init);
    assertTrue(e.getMessage().startsWith("Cannot connect to Aerospike at [" + community.seed() + "]"), e.getMessage());
    assertTrue(e.getMessage().contains("Login failed"), e.getMessage());
    assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("bench-pw"), e.getMessage());
  }

  @Test
  void loginOnEnterpriseWithSecurityConnects() throws DBException {
    AerospikeClient db = open(enterprise);
    assertEquals(Status.OK, db.insert(AerospikeClientContract.freshSet(), "user1", field(100)));
  }

  /** Runs {@code body} with {@code System.err} captured (slf4j-simple writes there) and returns what it got. */
  private static String stderrOf(Runnable body) {
    PrintStream saved = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      body.run();
    } finally {
      System.setErr(saved);
    }
    String text = captured.toString(StandardCharsets.UTF_8);
    saved.print(text);
    return text;
  }
}
