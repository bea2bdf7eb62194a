/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.couchbase.client.deps.io.netty.channel.epoll.EpollEventLoopGroup;
import java.io.IOException;
import java.util.HashMap;
import java.util.Properties;
import java.util.Vector;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.db.couchbase2.facts.Couchbase2Facts;
import site.ycsb.db.couchbase2.facts.FactKeys;
import site.ycsb.db.couchbase2.support.Couchbase2Properties;
import site.ycsb.db.couchbase2.support.Couchbase2Status;
import site.ycsb.db.couchbase2.support.SharedBucket;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * The shared test bodies against a 3-node CouchbaseMock with one replica over TCP, with the published transport
 * settings ({@code epoll=true}, {@code boost=16}), plus fault injection through the mock's control commands.
 */
class Couchbase2ClientMockTest extends Couchbase2ClientContract {
  /** Memcached status codes the mock injects (OPFAIL) and opcodes it can restrict them to. */
  private static final int TMPFAIL = 0x86;
  private static final int ENOMEM = 0x82;
  private static final int UNKNOWN_COMMAND = 0x81;
  private static final int OPCODE_SET = 0x01;
  private static final int RETRIES = 3;

  private static CouchbaseMockCluster mock;

  @BeforeAll
  static void startMock() throws IOException {
    mock = CouchbaseMockCluster.start(3, 1, "ycsb");
    // The stand-in leaves out the mock's canned query service; the query tests here use its injected answers.
    mock.advertiseMockQueryService();
  }

  @AfterAll
  static void stopMock() throws DBException {
    closeKeeper();
    assertNull(SharedBucket.current(), "the last cleanup closed the shared bucket");
    mock.close();
  }

  @Override
  protected Properties serverProperties() {
    Properties props = mock.bindingProperties();
    props.setProperty(Couchbase2Properties.EPOLL, "true");
    props.setProperty(Couchbase2Properties.BOOST, "16");
    props.setProperty(Couchbase2Properties.KV_TIMEOUT, "5000");
    props.setProperty(Couchbase2Properties.TEMPORARY_FAILURE_RETRIES, Integer.toString(RETRIES));
    props.setProperty(Couchbase2Properties.TEMPORARY_FAILURE_BACKOFF, "1");
    return props;
  }

  @Override
  protected int replicas() {
    return 1;
  }

  @Override
  protected boolean hasN1ql() {
    return false;
  }

  @Test
  void epollTransportCarriesTheOperations() throws DBException {
    Couchbase2Client db = open();
    String table = freshTable();
    assertEquals(Status.OK, db.insert(table, "user1", record(1)));
    assertEquals(strings(record(1)), read(db, table, "user1"));
    assertTrue(SharedBucket.current().environment().ioPool() instanceof EpollEventLoopGroup,
        "I/O pool is " + SharedBucket.current().environment().ioPool().getClass());
    boolean epollThread = false;
    for (Thread thread : Thread.getAllStackTraces().keySet()) {
      epollThread |= thread.getName().startsWith("cb-io-epoll");
    }
    assertTrue(epollThread, "an epoll event loop thread runs");
  }

  @Test
  void temporaryFailureIsRetriedUntilItClears() throws DBException {
    Couchbase2Client db = open(Couchbase2Properties.UPSERT, "true");
    String table = freshTable();
    long retries = SharedBucket.current().failures().retries();
    mock.command("OPFAIL", "{\"code\":" + TMPFAIL + ",\"count\":2,\"operation\":" + OPCODE_SET + "}");
    try {
      assertEquals(Status.OK, db.insert(table, "user1", record(1)));
    } finally {
      resetFailures();
    }
    assertEquals(2, SharedBucket.current().failures().retries() - retries);
    assertEquals(strings(record(1)), read(db, table, "user1"));
  }

  @Test
  void temporaryFailureOnEveryRetryGivesTemporaryFailure() throws DBException {
    Couchbase2Client db = open(Couchbase2Properties.UPSERT, "true");
    long retries = SharedBucket.current().failures().retries();
    long failures = failures(Couchbase2Status.TEMPORARY_FAILURE);
    mock.command("OPFAIL", "{\"code\":" + TMPFAIL + ",\"count\":-1,\"operation\":" + OPCODE_SET + "}");
    try {
      assertSame(Couchbase2Status.TEMPORARY_FAILURE, db.insert(freshTable(), "user1", record(1)));
    } finally {
      resetFailures();
    }
    assertEquals(RETRIES, SharedBucket.current().failures().retries() - retries);
    assertEquals(1, failures(Couchbase2Status.TEMPORARY_FAILURE) - failures);
    assertTrue(SharedBucket.current().failures().summary().contains("temporary-failure retries"), SharedBucket.current().failures().summary());
  }

  @Test
  void serverOutOfMemoryIsRetriedLikeATemporaryFailure() throws DBException {
    Couchbase2Client db = open(Couchbase2Properties.UPSERT, "true");
    long retries = SharedBucket.current().failures().retries();
    mock.command("OPFAIL", "{\"code\":" + ENOMEM + ",\"count\":-1,\"operation\":" + OPCODE_SET + "}");
    try {
      assertSame(Couchbase2Status.TEMPORARY_FAILURE, db.insert(freshTable(), "user1", record(1)));
    } finally {
      resetFailures();
    }
    assertEquals(RETRIES, SharedBucket.current().failures().retries() - retries);
  }

  @Test
  void otherServerErrorIsErrorCarryingTheCauseAndNotRetried() throws DBException {
    Couchbase2Client db = open(Couchbase2Properties.UPSERT, "true");
    long retries = SharedBucket.current().failures().retries();
    long errors = failures(Status.ERROR);
    mock.command("OPFAIL", "{\"code\":" + UNKNOWN_COMMAND + ",\"count\":-1,\"operation\":" + OPCODE_SET + "}");
    try {
      Status status = db.insert(freshTable(), "user1", record(1));
      assertEquals("ERROR", status.getName());
      assertTrue(status.getDescription().contains("Exception"), "the SDK's cause: " + status.getDescription());
      assertSame(status, db.insert(freshTable(), "user2", record(1)), "one status per kind of failure");
    } finally {
      resetFailures();
    }
    assertEquals(0, SharedBucket.current().failures().retries() - retries);
    assertEquals(2, failures(Status.ERROR) - errors);
  }

  @Test
  void scanWithoutPrimaryIndexIsNoPrimaryIndex() throws DBException {
    Couchbase2Client db = open();
    mock.command("SET_QUERY_ERROR_STATE", "{\"code\":4000,\"message\":\"No index available on keyspace ycsb that"
        + " matches your query.\",\"fail_regular\":true,\"fail_prepared\":true}");
    try {
      assertSame(Couchbase2Status.NO_PRIMARY_INDEX,
          db.scan(freshTable(), "user1", 5, null, new Vector<HashMap<String, ByteIterator>>()));
    } finally {
      mock.command("RESET_QUERYSTATE", "{}");
    }
  }

  /** The mock advertises a query service it does not implement: what needs N1QL fails at init, saying so. */
  @Test
  void workloadThatNeedsN1qlFailsAtInitOnAClusterWithoutQueryService() {
    DBException scans = assertThrows(DBException.class, () -> open("scanproportion", "0.05"));
    assertTrue(scans.getMessage().startsWith("couchbase2: the workload scans (scanproportion > 0) and needs the"
        + " query service (N1QL), but the cluster's query service did not answer 'SELECT 1' as a Couchbase query"
        + " service would: "), scans.getMessage());
    assertFalse(scans.getMessage().contains("\n"), scans.getMessage());
    DBException n1ql = assertThrows(DBException.class, () -> open(Couchbase2Properties.KV, "false"));
    assertTrue(n1ql.getMessage().startsWith("couchbase2: couchbase.kv=false runs every operation as a N1QL"
        + " statement and needs the query service (N1QL), but "), n1ql.getMessage());
  }

  @Test
  void mutationsSentWithoutWaitingCountAsOkAndLand() throws DBException, InterruptedException {
    Couchbase2Client db = open(Couchbase2Properties.SYNC_MUTATION_RESPONSE, "false");
    assertTrue(Couchbase2Facts.of(db.getProperties()).getOrDefault(FactKeys.ASYNC_MUTATIONS_WARNING, "")
        .contains("syncMutationResponse=false"));
    String table = freshTable();
    assertEquals(Status.OK, db.insert(table, "user1", record(3)));
    Status status = Status.ERROR;
    // until it lands, however long a busy machine takes (bounded: 60 s)
    long deadlineNs = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (status != Status.OK && System.nanoTime() < deadlineNs) {
      status = db.read(table, "user1", null, new HashMap<String, ByteIterator>());
      if (status != Status.OK) {
        Thread.sleep(20);
      }
    }
    assertEquals(Status.OK, status);
    assertEquals(strings(record(3)), read(db, table, "user1"));
  }

  private static void resetFailures() {
    mock.command("OPFAIL", "{\"code\":0,\"count\":0}");
  }

  /** @return the failures of that status the shared bucket counted so far */
  private static long failures(Status status) {
    return SharedBucket.current().failures().counts().getOrDefault(status.getName(), 0L);
  }
}
