/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Properties;
import java.util.Vector;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.db.aerospike.AerospikeStatus;
import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.standin.Edition;
import site.ycsb.ext.standin.Fault;
import site.ycsb.ext.standin.RecordedRequest;
import site.ycsb.ext.standin.Wire;

/**
 * The shared test bodies against a one-node {@code aerospike-standin} (Enterprise edition) over TCP, plus what
 * only the stand-in can show: the flags each policy property puts on the wire, retries, and client-side limits.
 */
class AerospikeClientStandinTest extends AerospikeClientContract {
  private static AerospikeStandin standin;

  @BeforeAll
  static void startStandin() {
    // Enterprise with an nsup period: every policy property (linearize, durable delete, TTLs) is served here;
    // what a Community server refuses is in AerospikeEditionRulesTest.
    standin = AerospikeStandin.builder().namespace("ycsb", "other").edition(Edition.ENTERPRISE)
        .nsupPeriod(java.time.Duration.ofSeconds(60)).start();
  }

  @AfterAll
  static void stopStandin() {
    standin.close();
  }

  @AfterEach
  void clearFaults() {
    standin.clearFaults();
  }

  @Override
  protected Properties serverProperties() {
    Properties props = new Properties();
    props.setProperty("as.host", standin.seed());
    props.setProperty("as.namespace", "ycsb");
    props.setProperty("as.connectTimeout", StandinConnect.TIMEOUT_MS);
    return props;
  }

  // ---------------------------------------------------------------- policies on the wire

  /** Rows: properties, the operation, and what the stand-in must have received for it. */
  static Stream<Arguments> policiesOnTheWire() {
    Predicate<RecordedRequest> scSession = r -> (r.info3() & (Wire.INFO3_SC_READ_TYPE | Wire.INFO3_SC_READ_RELAX)) == 0;
    return Stream.of(
        row("defaults: read of all bins, AP one, SC session, no user key, 10 s timeout", "read",
            r -> r.readAllBins() && !r.readModeAll() && scSession.test(r) && !r.hasUserKey() && r.timeoutMs() == 10000),
        row("defaults: commit all, merge update, no TTL, no durable delete", "update",
            r -> !r.commitMaster() && r.updateOnly() && r.expiration() == 0 && !r.durableDelete()),
        row("default insert is create-only", "insert", r -> r.createOnly() && !r.createOrReplace()),
        row("default delete is not durable", "delete", r -> !r.durableDelete() && !r.commitMaster()),
        row("as.readModeAP=all", "read", r -> r.readModeAll(), "as.readModeAP", "all"),
        row("as.sendKey=true on reads", "read", RecordedRequest::hasUserKey, "as.sendKey", "true"),
        row("as.sendKey=true on writes", "update", RecordedRequest::hasUserKey, "as.sendKey", "true"),
        row("as.totalTimeout=700", "read", r -> r.timeoutMs() == 700, "as.totalTimeout", "700"),
        row("as.timeout=600 (upstream name)", "update", r -> r.timeoutMs() == 600, "as.timeout", "600"),
        row("as.socketTimeout=300 under as.totalTimeout=900", "read", r -> r.timeoutMs() == 300,
            "as.socketTimeout", "300", "as.totalTimeout", "900"),
        row("as.totalTimeout=700 on scans", "scan", r -> r.timeoutMs() == 700, "as.totalTimeout", "700"),
        row("as.commitLevel=master on updates", "update", RecordedRequest::commitMaster, "as.commitLevel", "master"),
        row("as.commitLevel=master on inserts", "insert", RecordedRequest::commitMaster, "as.commitLevel", "master"),
        row("as.commitLevel=master on deletes", "delete", RecordedRequest::commitMaster, "as.commitLevel", "master"),
        row("as.durableDelete=true", "delete", RecordedRequest::durableDelete, "as.durableDelete", "true"),
        row("as.expiration=3600 on inserts", "insert", r -> r.expiration() == 3600, "as.expiration", "3600"),
        row("as.expiration=-1 on updates", "update", r -> r.expiration() == -1, "as.expiration", "-1"),
        row("as.expiration=-2 on updates", "update", r -> r.expiration() == -2, "as.expiration", "-2"),
        row("as.update=merge", "update", r -> r.updateOnly() && !r.replaceOnly(), "as.update", "merge"),
        row("as.update=replace", "update", r -> r.replaceOnly() && !r.updateOnly(), "as.update", "replace"),
        row("as.insert=create", "insert", r -> r.createOnly(), "as.insert", "create"),
        row("as.insert=replace", "insert", r -> r.createOrReplace() && !r.createOnly(), "as.insert", "replace"),
        row("as.namespace=other", "update", r -> "other".equals(r.namespace()), "as.namespace", "other"));
  }

  /** Rows of the read modes of strong-consistency namespaces (refused at init on others). */
  static Stream<Arguments> strongConsistencyReadModesOnTheWire() {
    return Stream.of(
        row("as.readModeSC=linearize", "read",
            r -> (r.info3() & Wire.INFO3_SC_READ_TYPE) != 0 && (r.info3() & Wire.INFO3_SC_READ_RELAX) == 0,
            "as.readModeSC", "linearize"),
        row("as.readModeSC=allow_replica", "read",
            r -> (r.info3() & Wire.INFO3_SC_READ_TYPE) == 0 && (r.info3() & Wire.INFO3_SC_READ_RELAX) != 0,
            "as.readModeSC", "allow_replica"),
        row("as.readModeSC=allow_unavailable", "read",
            r -> (r.info3() & Wire.INFO3_SC_READ_TYPE) != 0 && (r.info3() & Wire.INFO3_SC_READ_RELAX) != 0,
            "as.readModeSC", "allow_unavailable"));
  }

  private static Arguments row(String name, String op, Predicate<RecordedRequest> check, String... props) {
    return Arguments.of(name, op, check, props);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("policiesOnTheWire")
  void eachPolicyPropertyReachesTheWire(String name, String op, Predicate<RecordedRequest> check, String[] props)
      throws DBException {
    AerospikeClient db = open(props);
    String set = freshSet();
    if (!op.equals("insert")) {
      assertEquals(Status.OK, db.insert(set, "user1", record("a")));
    }
    standin.clearRequests();
    Status status;
    switch (op) {
      case "read" -> status = db.read(set, "user1", null, new HashMap<>());
      case "insert" -> status = db.insert(set, "user1", record("a"));
      case "update" -> status = db.update(set, "user1", one("field1", "b"));
      case "delete" -> status = db.delete(set, "user1");
      case "scan" -> status = db.scan(set, "user1", 5, null, new Vector<>());
      default -> throw new IllegalArgumentException(op);
    }
    assertEquals(Status.OK, status, name);
    List<RecordedRequest> requests = requestsFor(set);
    assertFalse(requests.isEmpty(), "no request of set " + set + " reached the stand-in");
    for (RecordedRequest r : requests) {
      assertTrue(check.test(r), name + ": " + r);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("strongConsistencyReadModesOnTheWire")
  void eachStrongConsistencyReadModeReachesTheWire(String name, String op, Predicate<RecordedRequest> check,
      String[] props) throws DBException {
    try (AerospikeStandin strong = AerospikeStandin.builder().edition(Edition.ENTERPRISE).strongConsistency(true)
        .start()) {
      Properties p = props(props);
      p.setProperty("as.host", strong.seed());
      AerospikeClient db = new AerospikeClient();
      db.setProperties(p);
      db.init();
      try {
        String set = freshSet();
        assertEquals(Status.OK, db.insert(set, "user1", record("a")));
        strong.clearRequests();
        assertEquals(Status.OK, db.read(set, "user1", null, new HashMap<>()), name);
        List<RecordedRequest> requests = requestsFor(strong, set);
        assertFalse(requests.isEmpty(), "no request of set " + set + " reached the stand-in");
        for (RecordedRequest r : requests) {
          assertTrue(check.test(r), name + ": " + r);
        }
      } finally {
        db.cleanup();
      }
    }
  }

  private static List<RecordedRequest> requestsFor(String set) {
    return requestsFor(standin, set);
  }

  private static List<RecordedRequest> requestsFor(AerospikeStandin server, String set) {
    List<RecordedRequest> out = new ArrayList<>();
    for (RecordedRequest r : server.requests()) {
      if (set.equals(r.set())) {
        out.add(r);
      }
    }
    return out;
  }

  // ---------------------------------------------------------------- retries and failures

  @Test
  void maxRetriesRetriesEveryCommandAndTheFailureIsCounted() throws DBException {
    AerospikeClient db = open("as.maxRetries", "3");
    String set = freshSet();
    assertEquals(Status.OK, db.insert(set, "user1", record("a")));
    standin.clearRequests();
    standin.inject(Fault.dropConnection());
    assertEquals(Status.SERVICE_UNAVAILABLE, db.read(set, "user1", null, new HashMap<>()));
    assertEquals(4, requestsFor(set).size(), "first attempt + 3 retries");
    assertEquals(1L, db.sharedClient().failures().counts().get("SERVICE_UNAVAILABLE"));
  }

  @Test
  void writeOnADroppedConnectionIsInDoubtAndNotRetriedByDefault() throws DBException {
    AerospikeClient db = open();
    String set = freshSet();
    assertEquals(Status.OK, db.insert(set, "user1", record("a")));
    standin.clearRequests();
    standin.inject(Fault.dropConnection());
    assertEquals(AerospikeStatus.IN_DOUBT, db.update(set, "user1", one("field0", "b")));
    assertEquals(1, requestsFor(set).size(), "writes are not retried unless as.maxRetries says so");
  }

  @Test
  void sleepBetweenRetriesSpacesTheRetries() throws DBException {
    AerospikeClient db = open("as.maxRetries", "2", "as.sleepBetweenRetries", "200");
    String set = freshSet();
    standin.inject(Fault.dropConnection());
    long startNs = System.nanoTime();
    assertEquals(Status.SERVICE_UNAVAILABLE, db.read(set, "user1", null, new HashMap<>()));
    long elapsedMs = (System.nanoTime() - startNs) / 1_000_000;
    // Two sleeps of 200 ms at least (a lower bound: the client sleeps, it cannot be faster).
    assertTrue(elapsedMs >= 400, "elapsed " + elapsedMs + " ms");
    assertEquals(3, requestsFor(set).size());
  }

  @Test
  void serverResultCodesMapToDistinctStatuses() throws DBException {
    AerospikeClient db = open("as.maxRetries", "0");
    String set = freshSet();
    assertEquals(Status.OK, db.insert(set, "user1", record("a")));
    Object[][] cases = {
        {Wire.KEY_BUSY, AerospikeStatus.KEY_BUSY},
        {Wire.TIMEOUT, AerospikeStatus.TIMEOUT},
        {Wire.DEVICE_OVERLOAD, AerospikeStatus.OVERLOAD},
        {Wire.SERVER_ERROR, AerospikeStatus.error(Wire.SERVER_ERROR)}};
    for (Object[] c : cases) {
      standin.inject(Fault.resultCode((Integer) c[0]).times(1));
      assertEquals(c[1], db.update(set, "user1", one("field0", "b")), "result code " + c[0]);
    }
    assertEquals(Status.OK, db.update(set, "user1", one("field0", "b")), "faults used up");
  }

  @Test
  void connectionPoolLimitIsOverloadNotAHang() throws Exception {
    // 5 s of delay under a 30-s total timeout: the other instance's init and read fit well inside it on a busy machine
    AerospikeClient db = open("as.maxConnsPerNode", "1", "as.maxRetries", "0", "as.totalTimeout", "30000");
    String set = freshSet();
    assertEquals(Status.OK, db.insert(set, "user1", record("a")));
    standin.clearRequests();
    // The first read holds the only connection for 5 s; a second read meanwhile finds the pool empty.
    standin.inject(Fault.delay(java.time.Duration.ofMillis(5000)).times(1));
    ExecutorService pool = Executors.newSingleThreadExecutor();
    try {
      CountDownLatch started = new CountDownLatch(1);
      Future<Status> slow = pool.submit(() -> {
        started.countDown();
        return db.read(set, "user1", null, new HashMap<>());
      });
      started.await();
      Thread.sleep(200);
      AerospikeClient other = open("as.maxConnsPerNode", "1", "as.maxRetries", "0", "as.totalTimeout", "30000");
      assertEquals(AerospikeStatus.OVERLOAD, other.read(set, "user1", null, new HashMap<>()));
      assertEquals(Status.OK, slow.get(60, TimeUnit.SECONDS));
    } finally {
      pool.shutdownNow();
    }
  }

  // ---------------------------------------------------------------- client-level properties

  @Test
  void minConnsPerNodeOpensConnectionsAtStart() throws DBException {
    AerospikeClient db = open("as.minConnsPerNode", "5", "as.maxConnsPerNode", "7");
    com.aerospike.client.cluster.Node node = db.sharedClient().client().getNodes()[0];
    assertTrue(node.getConnectionStats().inPool >= 5, node.getConnectionStats().toString());
  }

  @Test
  void hostWithoutPortUsesAsPort() throws DBException {
    AerospikeClient db = open("as.host", standin.address(0), "as.port", String.valueOf(standin.port()));
    assertEquals(Status.OK, db.insert(freshSet(), "user1", record("a")));
  }

  @Test
  void matchingClusterNameConnects() throws DBException {
    AerospikeClient db = open("as.clusterName", standin.clusterName());
    assertEquals(Status.OK, db.insert(freshSet(), "user1", record("a")));
  }

  @Test
  void otherClusterNameFailsInitWithOneLine() {
    AerospikeClient db = new AerospikeClient();
    db.setProperties(props("as.clusterName", "production"));
    DBException e = assertThrows(DBException.class, db::init);
    assertTrue(e.getMessage().startsWith("Cannot connect to Aerospike at [" + standin.seed() + "]"), e.getMessage());
    assertFalse(e.getMessage().contains("\n"));
  }

  @Test
  void credentialsLogInAndAWrongPasswordFailsInitWithoutShowingIt() throws DBException {
    try (AerospikeStandin secured = AerospikeStandin.builder().edition(Edition.ENTERPRISE)
        .user("bench", "s3cret-pw").start()) {
      AerospikeClient db = open("as.host", secured.seed(), "as.user", "bench", "as.password", "s3cret-pw");
      assertEquals(Status.OK, db.insert(freshSet(), "user1", record("a")));
      assertTrue(secured.logins().stream().anyMatch(l -> l.user().equals("bench") && l.resultCode() == 0),
          secured.logins().toString());
      db.cleanup();

      AerospikeClient wrong = new AerospikeClient();
      wrong.setProperties(props("as.host", secured.seed(), "as.user", "bench", "as.password", "wrong-pw"));
      DBException e = assertThrows(DBException.class, wrong::init);
      assertTrue(e.getMessage().startsWith("Cannot connect to Aerospike"), e.getMessage());
      assertFalse(e.getMessage().contains("wrong-pw") || e.getMessage().contains("s3cret-pw"), e.getMessage());
      assertFalse(e.getMessage().contains("\n"));
    }
  }

  @Test
  void tlsAgainstAPlainServerFailsInitInsteadOfHanging() {
    AerospikeClient db = new AerospikeClient();
    db.setProperties(props("as.tls.name", "standin", "as.connectTimeout", "1000"));
    DBException e = assertThrows(DBException.class, db::init);
    assertTrue(e.getMessage().startsWith("Cannot connect to Aerospike"), e.getMessage());
  }
}
