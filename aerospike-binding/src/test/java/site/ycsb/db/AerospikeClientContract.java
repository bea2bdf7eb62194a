/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.atomic.AtomicInteger;

import com.aerospike.client.Key;
import com.aerospike.client.cluster.Partition;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.db.aerospike.AerospikeProperties;
import site.ycsb.db.aerospike.AerospikeStatus;
import site.ycsb.db.aerospike.SharedClient;
import site.ycsb.db.aerospike.facts.AerospikeFacts;
import site.ycsb.db.aerospike.facts.FactKeys;

/**
 * The binding's behaviour against a real Aerospike protocol server, shared by the stand-in test
 * ({@code AerospikeClientStandinTest}) and the Testcontainers IT against {@code aerospike/aerospike-server}.
 * A subclass says where the server is ({@link #serverProperties()}); every test uses its own set.
 */
public abstract class AerospikeClientContract {
  private static final AtomicInteger SETS = new AtomicInteger();

  /** Fields per record and bytes per field: the published record shape (10 x 100 bytes). */
  protected static final int FIELDS = 10;
  protected static final int FIELD_BYTES = 100;

  private final List<AerospikeClient> open = new ArrayList<>();

  /** @return {@code as.host}, {@code as.namespace} and anything else the server needs */
  protected abstract Properties serverProperties();

  /** @return a set name no other test uses */
  protected static String freshSet() {
    return "set" + SETS.incrementAndGet() + "_" + Long.toHexString(System.nanoTime() & 0xffffff);
  }

  /** Opens (init) a binding instance with the server's properties plus {@code keyValues}; closed after the test. */
  protected AerospikeClient open(String... keyValues) throws DBException {
    return open(props(keyValues));
  }

  protected AerospikeClient open(Properties props) throws DBException {
    withFacts(props);
    AerospikeClient db = new AerospikeClient();
    db.setProperties(props);
    db.init();
    open.add(db);
    return db;
  }

  protected Properties props(String... keyValues) {
    Properties props = new Properties();
    props.putAll(serverProperties());
    for (int i = 0; i < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return props;
  }

  /**
   * Initialises a binding instance with {@code base} plus {@code keyValues} and adds it to {@code open} (the
   * caller cleans those up).
   */
  static AerospikeClient initialized(List<AerospikeClient> open, Properties base, String... keyValues)
      throws DBException {
    Properties props = new Properties();
    props.putAll(base);
    for (int i = 0; i < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    withFacts(props);
    AerospikeClient db = new AerospikeClient();
    db.setProperties(props);
    db.init();
    open.add(db);
    return db;
  }

  /**
   * Sets on {@code props} what this project's engine sets before the binding's instances start: the answer of the
   * facts provider ({@link AerospikeFacts}, asked with a copy), which refuses settings the namespace cannot honour.
   *
   * @throws IllegalArgumentException the provider's refusal
   */
  static Properties withFacts(Properties props) {
    Properties copy = new Properties();
    copy.putAll(props);
    props.putAll(AerospikeFacts.of(copy));
    return props;
  }

  /** Closes what {@link #open} opened, in reverse order. */
  @AfterEach
  public void closeBindings() throws DBException {
    for (int i = open.size() - 1; i >= 0; i--) {
      open.get(i).cleanup();
    }
    open.clear();
  }

  /** @return a record of {@link #FIELDS} fields {@code field0..} of {@link #FIELD_BYTES} bytes, derived from seed */
  protected static Map<String, ByteIterator> record(String seed) {
    Map<String, ByteIterator> values = new LinkedHashMap<>();
    for (int i = 0; i < FIELDS; i++) {
      values.put("field" + i, new ByteArrayByteIterator(bytes(seed + "/" + i)));
    }
    return values;
  }

  protected static byte[] bytes(String seed) {
    byte[] out = new byte[FIELD_BYTES];
    byte[] s = seed.getBytes(StandardCharsets.UTF_8);
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) (s[i % s.length] + i / s.length);
    }
    return out;
  }

  protected static Map<String, ByteIterator> one(String field, String seed) {
    Map<String, ByteIterator> values = new HashMap<>();
    values.put(field, new ByteArrayByteIterator(bytes(seed)));
    return values;
  }

  protected static Map<String, byte[]> read(AerospikeClient db, String set, String key) {
    Map<String, ByteIterator> result = new HashMap<>();
    Status status = db.read(set, key, null, result);
    assertEquals(Status.OK, status, "read " + key);
    Map<String, byte[]> out = new HashMap<>();
    for (Map.Entry<String, ByteIterator> e : result.entrySet()) {
      out.put(e.getKey(), e.getValue().toArray());
    }
    return out;
  }

  @Test
  public void insertThenReadReturnsEveryFieldByteForByte() throws DBException {
    AerospikeClient db = open();
    String set = freshSet();
    assertEquals(Status.OK, db.insert(set, "user1", record("a")));
    Map<String, byte[]> got = read(db, set, "user1");
    assertEquals(FIELDS, got.size());
    for (int i = 0; i < FIELDS; i++) {
      assertArrayEquals(bytes("a/" + i), got.get("field" + i), "field" + i);
    }
  }

  @Test
  public void readOfNamedFieldsReturnsOnlyThose() throws DBException {
    AerospikeClient db = open();
    String set = freshSet();
    assertEquals(Status.OK, db.insert(set, "user1", record("a")));
    Map<String, ByteIterator> result = new HashMap<>();
    Set<String> fields = new HashSet<>(List.of("field2", "field7"));
    assertEquals(Status.OK, db.read(set, "user1", fields, result));
    assertEquals(fields, result.keySet());
    assertArrayEquals(bytes("a/7"), result.get("field7").toArray());
  }

  @Test
  public void readOfMissingRecordIsNotFound() throws DBException {
    AerospikeClient db = open();
    Map<String, ByteIterator> result = new HashMap<>();
    assertEquals(Status.NOT_FOUND, db.read(freshSet(), "nobody", null, result));
    assertTrue(result.isEmpty());
  }

  @Test
  public void createInsertOfExistingRecordIsKeyExistsAndKeepsIt() throws DBException {
    AerospikeClient db = open();
    String set = freshSet();
    assertEquals(Status.OK, db.insert(set, "user1", record("a")));
    assertEquals(AerospikeStatus.KEY_EXISTS, db.insert(set, "user1", record("b")));
    assertArrayEquals(bytes("a/0"), read(db, set, "user1").get("field0"));
  }

  @Test
  public void replaceInsertOverwritesExistingRecord() throws DBException {
    AerospikeClient db = open(AerospikeProperties.INSERT, "replace");
    String set = freshSet();
    assertEquals(Status.OK, db.insert(set, "user1", record("a")));
    assertEquals(Status.OK, db.insert(set, "user1", one("only", "b")));
    Map<String, byte[]> got = read(db, set, "user1");
    assertEquals(Set.of("only"), got.keySet());
  }

  @Test
  public void mergeUpdateKeepsFieldsItDidNotWrite() throws DBException {
    AerospikeClient db = open(AerospikeProperties.UPDATE, "merge");
    String set = freshSet();
    assertEquals(Status.OK, db.insert(set, "user1", record("a")));
    assertEquals(Status.OK, db.update(set, "user1", one("field3", "new")));
    Map<String, byte[]> got = read(db, set, "user1");
    assertEquals(FIELDS, got.size());
    assertArrayEquals(bytes("new"), got.get("field3"));
    assertArrayEquals(bytes("a/4"), got.get("field4"));
    assertNull(db.getProperties().getProperty(FactKeys.SHRINKING_UPDATES_WARNING));
  }

  @Test
  public void replaceUpdateDropsFieldsItDidNotWriteAndWarns() throws DBException {
    AerospikeClient db = open(AerospikeProperties.UPDATE, "replace");
    String warning = db.getProperties().getProperty(FactKeys.SHRINKING_UPDATES_WARNING);
    assertNotNull(warning, "replace updates with writeallfields=false must record a warning");
    assertTrue(warning.contains("writeallfields=false"), warning);
    String set = freshSet();
    assertEquals(Status.OK, db.insert(set, "user1", record("a")));
    assertEquals(Status.OK, db.update(set, "user1", one("field3", "new")));
    Map<String, byte[]> got = read(db, set, "user1");
    assertEquals(Set.of("field3"), got.keySet());
    assertArrayEquals(bytes("new"), got.get("field3"));
  }

  @Test
  public void replaceUpdateOfAllFieldsDoesNotWarn() throws DBException {
    AerospikeClient db = open(AerospikeProperties.UPDATE, "replace", "writeallfields", "true");
    assertNull(db.getProperties().getProperty(FactKeys.SHRINKING_UPDATES_WARNING));
    String set = freshSet();
    assertEquals(Status.OK, db.insert(set, "user1", record("a")));
    assertEquals(Status.OK, db.update(set, "user1", record("b")));
    assertArrayEquals(bytes("b/9"), read(db, set, "user1").get("field9"));
  }

  @Test
  public void updateOfMissingRecordIsNotFoundInBothModes() throws DBException {
    String set = freshSet();
    assertEquals(Status.NOT_FOUND, open(AerospikeProperties.UPDATE, "merge").update(set, "ghost", record("a")));
    AerospikeClient replace = open(AerospikeProperties.UPDATE, "replace");
    assertEquals(Status.NOT_FOUND, replace.update(set, "ghost", record("a")));
    assertEquals(Status.NOT_FOUND, replace.read(set, "ghost", null, new HashMap<>()));
  }

  @Test
  public void deleteRemovesTheRecordAndASecondDeleteIsNotFound() throws DBException {
    AerospikeClient db = open();
    String set = freshSet();
    assertEquals(Status.OK, db.insert(set, "user1", record("a")));
    assertEquals(Status.OK, db.delete(set, "user1"));
    assertEquals(Status.NOT_FOUND, db.read(set, "user1", null, new HashMap<>()));
    assertEquals(Status.NOT_FOUND, db.delete(set, "user1"));
  }

  @Test
  public void scanReturnsTheRequestedCountOfWholeRecordsFromTheTable() throws DBException {
    AerospikeClient db = open();
    String set = freshSet();
    String other = freshSet();
    int records = 60;
    for (int i = 0; i < records; i++) {
      assertEquals(Status.OK, db.insert(set, "user" + i, record("r" + i)));
    }
    assertEquals(Status.OK, db.insert(other, "user0", one("elsewhere", "x")));

    Vector<HashMap<String, ByteIterator>> result = new Vector<>();
    assertEquals(Status.OK, db.scan(set, "user17", 10, null, result));
    assertEquals(10, result.size());
    for (HashMap<String, ByteIterator> row : result) {
      assertEquals(FIELDS, row.size(), "scan returns whole records of its own table");
    }
  }

  @Test
  public void scanLongerThanTheTableReturnsEveryRecordAfterTheStartKeyOnce() throws DBException {
    AerospikeClient db = open();
    int records = 40;
    String[] starts = {"user0", "user21", "user39", "absent"};
    // Start keys alone in their partition (or absent from the table and from every record's partition), so the
    // expected result does not depend on the server's digest order inside a partition: a set name for which
    // that holds (digests depend on it; a few tries at most).
    String set = null;
    Map<Integer, Integer> perPartition = new HashMap<>();
    for (int attempt = 0; attempt < 100 && set == null; attempt++) {
      String candidate = freshSet();
      perPartition.clear();
      for (int i = 0; i < records; i++) {
        perPartition.merge(partitionOf(candidate, "user" + i), 1, Integer::sum);
      }
      boolean alone = true;
      for (String start : starts) {
        alone &= perPartition.getOrDefault(partitionOf(candidate, start), 0) == (start.equals("absent") ? 0 : 1);
      }
      set = alone ? candidate : null;
    }
    assertNotNull(set, "no set name in 100 keeps the start keys alone in their partitions");
    for (int i = 0; i < records; i++) {
      assertEquals(Status.OK, db.insert(set, "user" + i, one("field0", "user" + i)));
    }
    for (String start : starts) {
      boolean present = !start.equals("absent");
      Vector<HashMap<String, ByteIterator>> result = new Vector<>();
      assertEquals(Status.OK, db.scan(set, start, 1000, null, result));
      Set<String> seen = new TreeSet<>();
      for (HashMap<String, ByteIterator> row : result) {
        seen.add(keyOf(row));
      }
      int expected = present ? records - 1 : records;
      assertEquals(expected, result.size(), "from " + start);
      assertEquals(expected, seen.size(), "no record twice, from " + start);
      assertFalse(seen.contains(start), "the start key itself is not after its own digest");
    }
  }

  private static int partitionOf(String set, String key) {
    return Partition.getPartitionId(new Key("any", set, key).digest);
  }

  /** The record's key, which {@link #one} wrote into field0 as the first bytes of the value. */
  private static String keyOf(Map<String, ByteIterator> row) {
    byte[] value = row.get("field0").toArray();
    for (int i = 0; i < 40; i++) {
      String candidate = "user" + i;
      if (Arrays.equals(value, bytes(candidate))) {
        return candidate;
      }
    }
    return "unknown";
  }

  @Test
  public void scanOfNamedFieldsReturnsOnlyThose() throws DBException {
    AerospikeClient db = open();
    String set = freshSet();
    for (int i = 0; i < 5; i++) {
      assertEquals(Status.OK, db.insert(set, "user" + i, record("r" + i)));
    }
    Vector<HashMap<String, ByteIterator>> result = new Vector<>();
    // Start at a key that is not in the table, so all 5 records come after it.
    assertEquals(Status.OK, db.scan(set, "nobody", 5, Set.of("field1"), result));
    assertEquals(5, result.size());
    for (HashMap<String, ByteIterator> row : result) {
      assertEquals(Set.of("field1"), row.keySet());
    }
  }

  @Test
  public void threadsShareOneClientThatTheLastCleanupCloses() throws DBException {
    AerospikeClient first = new AerospikeClient();
    AerospikeClient second = new AerospikeClient();
    first.setProperties(props());
    second.setProperties(props());
    first.init();
    second.init();
    SharedClient shared = first.sharedClient();
    assertSame(shared, second.sharedClient());
    String set = freshSet();
    first.cleanup();
    assertTrue(shared.isOpen());
    assertEquals(Status.OK, second.insert(set, "user1", record("a")), "the other thread keeps working");
    second.cleanup();
    assertFalse(shared.isOpen());
    assertFalse(shared.client().isConnected());
  }
}
