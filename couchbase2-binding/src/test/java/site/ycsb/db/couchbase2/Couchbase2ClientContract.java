/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.couchbase2.facts.Couchbase2Facts;
import site.ycsb.db.couchbase2.facts.FactKeys;
import site.ycsb.db.couchbase2.support.Couchbase2Properties;
import site.ycsb.db.couchbase2.support.Couchbase2Status;
import site.ycsb.db.couchbase2.support.DocumentExpiry;
import site.ycsb.db.couchbase2.support.SharedBucket;

/**
 * The binding's behaviour against a server that speaks the real protocol, shared by the CouchbaseMock test
 * ({@code Couchbase2ClientMockTest}) and the Testcontainers IT against a Couchbase Server image. A subclass says
 * where the server is ({@link #serverProperties()}) and what it has ({@link #replicas()}, {@link #hasN1ql()}),
 * and calls {@link #closeKeeper()} before it stops the server. Every test writes to its own table (key prefix).
 */
public abstract class Couchbase2ClientContract {
  private static final AtomicInteger TABLES = new AtomicInteger();

  /** Fields per record and characters per field: the published record shape (10 x 100 bytes). */
  protected static final int FIELDS = 10;
  protected static final int FIELD_CHARS = 100;

  private static Couchbase2Client keeper;
  private final List<Couchbase2Client> open = new ArrayList<>();

  /** @return host, bucket, ports, credentials and transport settings of the server under test */
  protected abstract Properties serverProperties();

  /** @return the bucket's replica count (durability beyond it must fail) */
  protected abstract int replicas();

  /** @return whether the server runs N1QL (scans, {@code kv=false}) */
  protected abstract boolean hasN1ql();

  /** @return a table name (document id prefix) no other test uses */
  protected static String freshTable() {
    return "t" + TABLES.incrementAndGet() + "x" + Long.toHexString(System.nanoTime() & 0xffffff);
  }

  /**
   * Opens (init) a binding instance with the server's properties plus {@code keyValues}; closed after the test. The
   * first call also opens a keeper instance that holds the shared bucket open until {@link #closeKeeper()}.
   */
  protected Couchbase2Client open(String... keyValues) throws DBException {
    if (keeper == null) {
      Couchbase2Client first = new Couchbase2Client();
      first.setProperties(props());
      first.init();
      keeper = first;
    }
    Couchbase2Client db = new Couchbase2Client();
    db.setProperties(props(keyValues));
    db.init();
    open.add(db);
    return db;
  }

  protected Properties props(String... keyValues) {
    Properties props = new Properties();
    props.putAll(serverProperties());
    for (int i = 0; i + 1 < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return props;
  }

  @AfterEach
  void closeOpened() throws DBException {
    for (Couchbase2Client db : open) {
      db.cleanup();
    }
    open.clear();
  }

  /** Releases the keeper's reference: the shared bucket closes once no test instance holds it. */
  protected static void closeKeeper() throws DBException {
    if (keeper != null) {
      keeper.cleanup();
      keeper = null;
    }
  }

  /** A record of {@link #FIELDS} fields of {@link #FIELD_CHARS} characters, different for each seed. */
  protected static Map<String, ByteIterator> record(int seed) {
    Map<String, ByteIterator> values = new LinkedHashMap<>();
    for (int f = 0; f < FIELDS; f++) {
      values.put("field" + f, new StringByteIterator(text(seed, f)));
    }
    return values;
  }

  protected static String text(int seed, int field) {
    StringBuilder value = new StringBuilder(FIELD_CHARS);
    while (value.length() < FIELD_CHARS) {
      value.append(seed).append('-').append(field).append("-\"quote\\é-");
    }
    return value.substring(0, FIELD_CHARS);
  }

  protected static Map<String, String> strings(Map<String, ByteIterator> values) {
    Map<String, String> copy = new TreeMap<>();
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      copy.put(e.getKey(), e.getValue().toString());
    }
    return copy;
  }

  protected static Map<String, String> read(Couchbase2Client db, String table, String key) {
    Map<String, ByteIterator> result = new HashMap<>();
    Status status = db.read(table, key, null, result);
    assertEquals(Status.OK, status, "read " + key);
    return strings(result);
  }

  @Test
  void insertedRecordReadsBackWithEveryField() throws DBException {
    Couchbase2Client db = open();
    String table = freshTable();
    assertEquals(Status.OK, db.insert(table, "user1", record(1)));
    assertEquals(strings(record(1)), read(db, table, "user1"));
  }

  @Test
  void documentsWrittenWithAnExpiryJustOver30DaysReadBack() throws DBException {
    // Couchbase reads an expiry over 30 days as a Unix time: sent as it is, 2592001 is 1970-01-31, long past.
    String expiry = String.valueOf(DocumentExpiry.RELATIVE_MAX_SEC + 1);
    Couchbase2Client db = open(Couchbase2Properties.DOCUMENT_EXPIRY, expiry);
    Couchbase2Client replacing = open(Couchbase2Properties.DOCUMENT_EXPIRY, expiry,
        Couchbase2Properties.UPDATE, "replace", "writeallfields", "true");
    String table = freshTable();
    for (int i = 0; i < 20; i++) {
      assertEquals(Status.OK, db.insert(table, "user" + i, record(i)));
    }
    assertEquals(Status.OK, db.update(table, "user1", record(100)));
    assertEquals(Status.OK, replacing.update(table, "user2", record(200)));
    for (int i = 0; i < 20; i++) {
      int seed = i == 1 ? 100 : i == 2 ? 200 : i;
      assertEquals(strings(record(seed)), read(db, table, "user" + i), "user" + i);
    }
  }

  @Test
  void readReturnsOnlyTheRequestedFields() throws DBException {
    Couchbase2Client db = open();
    String table = freshTable();
    db.insert(table, "user1", record(7));
    Map<String, ByteIterator> result = new HashMap<>();
    assertEquals(Status.OK, db.read(table, "user1", new HashSet<>(Arrays.asList("field2", "field5")), result));
    Map<String, String> expected = new TreeMap<>();
    expected.put("field2", text(7, 2));
    expected.put("field5", text(7, 5));
    assertEquals(expected, strings(result));
  }

  @Test
  void readOfMissingRecordIsNotFound() throws DBException {
    Couchbase2Client db = open();
    assertEquals(Status.NOT_FOUND, db.read(freshTable(), "nobody", null, new HashMap<String, ByteIterator>()));
  }

  @Test
  void insertOfExistingRecordIsAlreadyExistsUnlessUpsert() throws DBException {
    Couchbase2Client db = open();
    String table = freshTable();
    assertEquals(Status.OK, db.insert(table, "user1", record(1)));
    assertSame(Couchbase2Status.ALREADY_EXISTS, db.insert(table, "user1", record(2)));
    assertTrue(Couchbase2Status.ALREADY_EXISTS.getDescription().contains("insertstart")
        && Couchbase2Status.ALREADY_EXISTS.getDescription().contains("couchbase.upsert=true"),
        "says how to run again: " + Couchbase2Status.ALREADY_EXISTS.getDescription());
    assertEquals(strings(record(1)), read(db, table, "user1"));

    Couchbase2Client upserting = open(Couchbase2Properties.UPSERT, "true");
    assertEquals(Status.OK, upserting.insert(table, "user1", record(2)));
    assertEquals(strings(record(2)), read(db, table, "user1"));
  }

  @Test
  void mergeUpdateKeepsFieldsItDidNotWrite() throws DBException {
    Couchbase2Client db = open();
    String table = freshTable();
    db.insert(table, "user1", record(1));
    Map<String, ByteIterator> change = new HashMap<>();
    change.put("field3", new StringByteIterator("new value of field3"));
    assertEquals(Status.OK, db.update(table, "user1", change));
    Map<String, String> expected = strings(record(1));
    expected.put("field3", "new value of field3");
    assertEquals(expected, read(db, table, "user1"));
  }

  @Test
  void mergeUpdateOfMoreFieldsThanOneSubdocMutationKeepsTheOthers() throws DBException {
    Couchbase2Client db = open();
    String table = freshTable();
    Map<String, ByteIterator> wide = new LinkedHashMap<>();
    for (int f = 0; f < 30; f++) {
      wide.put("field" + f, new StringByteIterator("old" + f));
    }
    db.insert(table, "user1", wide);
    Map<String, ByteIterator> change = new LinkedHashMap<>();
    for (int f = 0; f < Couchbase2Client.MAX_SUBDOC_PATHS + 4; f++) {
      change.put("field" + f, new StringByteIterator("new" + f));
    }
    assertEquals(Status.OK, db.update(table, "user1", change));
    Map<String, String> actual = read(db, table, "user1");
    assertEquals(30, actual.size());
    assertEquals("new19", actual.get("field19"));
    assertEquals("old20", actual.get("field20"));
  }

  @Test
  void mergeUpdateOfMissingRecordIsNotFoundAndCreatesNothing() throws DBException {
    Couchbase2Client db = open();
    String table = freshTable();
    Map<String, ByteIterator> change = new HashMap<>();
    change.put("field0", new StringByteIterator("x"));
    assertEquals(Status.NOT_FOUND, db.update(table, "ghost", change));
    assertEquals(Status.NOT_FOUND, db.read(table, "ghost", null, new HashMap<String, ByteIterator>()));
  }

  @Test
  void replaceUpdateWritesOnlyTheGivenFieldsAndRecordsTheShrinkingWarning() throws DBException {
    Couchbase2Client db = open(Couchbase2Properties.UPDATE, "replace");
    assertTrue(Couchbase2Facts.of(db.getProperties()).getOrDefault(FactKeys.SHRINKING_UPDATES_WARNING, "")
        .contains("writeallfields=false"), "warning recorded for the report");
    String table = freshTable();
    db.insert(table, "user1", record(1));
    Map<String, ByteIterator> change = new HashMap<>();
    change.put("field3", new StringByteIterator("only"));
    assertEquals(Status.OK, db.update(table, "user1", change));
    Map<String, String> expected = new TreeMap<>();
    expected.put("field3", "only");
    assertEquals(expected, read(db, table, "user1"));
    assertEquals(Status.NOT_FOUND, db.update(table, "ghost", change));
  }

  @Test
  void mergeUpdatesRecordNoShrinkingWarning() throws DBException {
    Couchbase2Client db = open(Couchbase2Properties.UPDATE, "merge");
    assertEquals(null, Couchbase2Facts.of(db.getProperties()).get(FactKeys.SHRINKING_UPDATES_WARNING));
    Couchbase2Client all = open(Couchbase2Properties.UPDATE, "upsert", "writeallfields", "true");
    assertEquals(null, Couchbase2Facts.of(all.getProperties()).get(FactKeys.SHRINKING_UPDATES_WARNING));
  }

  @Test
  void upsertUpdateCreatesMissingRecord() throws DBException {
    Couchbase2Client db = open(Couchbase2Properties.UPDATE, "upsert", "writeallfields", "true");
    String table = freshTable();
    assertEquals(Status.OK, db.update(table, "user9", record(9)));
    assertEquals(strings(record(9)), read(db, table, "user9"));
  }

  @Test
  void deleteRemovesTheRecordAndASecondDeleteIsNotFound() throws DBException {
    Couchbase2Client db = open();
    String table = freshTable();
    db.insert(table, "user1", record(1));
    assertEquals(Status.OK, db.delete(table, "user1"));
    assertEquals(Status.NOT_FOUND, db.read(table, "user1", null, new HashMap<String, ByteIterator>()));
    assertEquals(Status.NOT_FOUND, db.delete(table, "user1"));
  }

  @Test
  void allInstancesShareOneBucketUntilTheLastCleanup() throws DBException {
    Couchbase2Client a = open();
    Couchbase2Client b = open();
    assertSame(a.bucket(), b.bucket());
    SharedBucket shared = SharedBucket.current();
    assertNotNull(shared);
    int before = shared.references();
    Couchbase2Client c = open();
    assertEquals(before + 1, shared.references());
    open.remove(c);
    c.cleanup();
    assertEquals(before, shared.references());
    assertSame(shared, SharedBucket.current());
  }

  @Test
  void instanceWithOtherConnectionSettingsFailsInitWhileTheBucketIsShared() throws DBException {
    open();
    Couchbase2Client other = new Couchbase2Client();
    other.setProperties(props(Couchbase2Properties.KV_ENDPOINTS, "2"));
    DBException e = org.junit.jupiter.api.Assertions.assertThrows(DBException.class, other::init);
    assertTrue(e.getMessage().startsWith("couchbase2: this JVM is already connected to Couchbase with other"
        + " connection settings"), e.getMessage());
  }

  /**
   * Every persistTo (0-4) and replicateTo (0-3) on insert, merge, replace and delete: OK within the bucket's
   * replicas (persistTo up to replicas + 1, replicateTo up to replicas); beyond them init fails before any
   * operation, with one line naming the bucket's replica count.
   */
  @Test
  void everyDurabilityCombinationSucceedsWithinTheReplicasAndFailsAtInitBeyond() throws DBException {
    StringBuilder mismatches = new StringBuilder();
    for (int persistTo = 0; persistTo <= 4; persistTo++) {
      for (int replicateTo = 0; replicateTo <= 3; replicateTo++) {
        boolean possible = persistTo <= replicas() + 1 && replicateTo <= replicas();
        String combo = "persistTo=" + persistTo + " replicateTo=" + replicateTo;
        if (!possible) {
          Couchbase2Client refused = new Couchbase2Client();
          refused.setProperties(props(Couchbase2Properties.PERSIST_TO, Integer.toString(persistTo),
              Couchbase2Properties.REPLICATE_TO, Integer.toString(replicateTo)));
          DBException e = org.junit.jupiter.api.Assertions.assertThrows(DBException.class, refused::init, combo);
          String replicaCount = "has " + replicas() + (replicas() == 1 ? " replica" : " replicas");
          if (!e.getMessage().contains(replicaCount) || e.getMessage().contains("\n")) {
            mismatches.append(combo).append(": init failed with '").append(e.getMessage()).append("'\n");
          }
          continue;
        }
        Couchbase2Client merge = open(Couchbase2Properties.PERSIST_TO, Integer.toString(persistTo),
            Couchbase2Properties.REPLICATE_TO, Integer.toString(replicateTo));
        Couchbase2Client replace = open(Couchbase2Properties.PERSIST_TO, Integer.toString(persistTo),
            Couchbase2Properties.REPLICATE_TO, Integer.toString(replicateTo), Couchbase2Properties.UPDATE, "replace",
            "writeallfields", "true");
        String table = freshTable();
        Map<String, ByteIterator> change = new HashMap<>();
        change.put("field1", new StringByteIterator("changed"));
        check(mismatches, combo + " insert", Status.OK, merge.insert(table, "k", record(1)));
        check(mismatches, combo + " merge", Status.OK, merge.update(table, "k", change));
        check(mismatches, combo + " replace", Status.OK, replace.update(table, "k", record(2)));
        assertEquals(strings(record(2)), read(merge, table, "k"), combo);
        check(mismatches, combo + " delete", Status.OK, merge.delete(table, "k"));
        assertEquals(Status.NOT_FOUND, merge.read(table, "k", null, new HashMap<String, ByteIterator>()), combo);
        open.remove(merge);
        open.remove(replace);
        merge.cleanup();
        replace.cleanup();
      }
    }
    assertEquals("", mismatches.toString());
  }

  private static void check(StringBuilder mismatches, String what, Status expected, Status actual) {
    if (!expected.equals(actual)) {
      mismatches.append(what).append(": expected ").append(expected.getName()).append(" got ")
          .append(actual.getName()).append('\n');
    }
  }

  @Test
  void scanStartsAtTheStartKeyInKeyOrder() throws DBException {
    Assumptions.assumeTrue(hasN1ql(), "the server runs N1QL");
    Couchbase2Client db = open();
    String table = freshTable();
    for (int i = 0; i < 10; i++) {
      db.insert(table, "user" + i, record(i));
    }
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertEquals(Status.OK, db.scan(table, "user4", 3, null, rows));
    assertEquals(3, rows.size());
    for (int i = 0; i < 3; i++) {
      assertEquals(strings(record(4 + i)), strings(rows.get(i)));
    }
    Vector<HashMap<String, ByteIterator>> some = new Vector<>();
    Set<String> fields = new HashSet<>(Arrays.asList("field1"));
    assertEquals(Status.OK, db.scan(table, "user8", 5, fields, some));
    assertEquals(2, some.size());
    assertEquals(text(8, 1), some.get(0).get("field1").toString());
    assertEquals(1, some.get(0).size());
  }

  @Test
  void n1qlPathsReadInsertMergeAndDelete() throws DBException {
    Assumptions.assumeTrue(hasN1ql(), "the server runs N1QL");
    Couchbase2Client db = open(Couchbase2Properties.KV, "false");
    String table = freshTable();
    assertEquals(Status.OK, db.insert(table, "user1", record(1)));
    assertSame(Couchbase2Status.ALREADY_EXISTS, db.insert(table, "user1", record(1)));
    assertEquals(strings(record(1)), read(db, table, "user1"));
    Map<String, ByteIterator> change = new HashMap<>();
    change.put("field3", new StringByteIterator("n1ql"));
    assertEquals(Status.OK, db.update(table, "user1", change));
    assertEquals("n1ql", read(db, table, "user1").get("field3"));
    assertEquals(text(1, 4), read(db, table, "user1").get("field4"));
    assertEquals(Status.NOT_FOUND, db.update(table, "ghost", change));
    assertEquals(Status.OK, db.delete(table, "user1"));
    assertEquals(Status.NOT_FOUND, db.read(table, "user1", null, new HashMap<String, ByteIterator>()));
  }
}
