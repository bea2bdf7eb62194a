/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.Bin;
import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.Key;
import com.aerospike.client.Record;
import com.aerospike.client.policy.WritePolicy;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;

import org.slf4j.LoggerFactory;

import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.aerospike.AerospikePolicies;
import site.ycsb.db.aerospike.AerospikeSettings;
import site.ycsb.db.aerospike.AerospikeStatus;
import site.ycsb.db.aerospike.FailureLog;
import site.ycsb.db.aerospike.InvalidPropertyException;
import site.ycsb.db.aerospike.SharedClient;

/**
 * YCSB binding for Aerospike, on the current client ({@code aerospike-client-jdk8}). Properties:
 * {@link site.ycsb.db.aerospike.AerospikeProperties}, all read and checked by {@link AerospikeSettings} before
 * connecting (an invalid value fails {@code init} with a one-line {@link DBException}).
 *
 * <p>A missing record is {@code NOT_FOUND}; other failures are the statuses of {@link AerospikeStatus}, the first 5
 * of each logged with their cause. Updates follow {@code as.update}, inserts {@code as.insert}. One instance per
 * YCSB thread; all share the JVM's {@link SharedClient}, closed by the last {@link #cleanup()}.
 */
public class AerospikeClient extends DB {
  private AerospikeSettings settings;
  private AerospikePolicies policies;
  /** Failures of every instance of this JVM. */
  private static final FailureLog FAILURES =
      new FailureLog(LoggerFactory.getLogger(AerospikeClient.class), "aerospike", 5);
  /** Instances between init and cleanup; guarded by FAILURES. */
  private static int open = 0;

  private SharedClient shared;
  private IAerospikeClient client;
  private String namespace;

  @Override
  public void init() throws DBException {
    try {
      settings = AerospikeSettings.from(getProperties());
    } catch (InvalidPropertyException e) {
      throw new DBException(e.getMessage());
    }
    policies = new AerospikePolicies(settings);
    namespace = settings.getNamespace();
    try {
      shared = SharedClient.acquire(settings, policies);
    } catch (SharedClient.ConnectFailedException e) {
      throw new DBException(e.getMessage());
    }
    client = shared.client();
    synchronized (FAILURES) {
      open++;
    }
  }

  @Override
  public void cleanup() throws DBException {
    if (shared != null) {
      shared.release();
      shared = null;
      client = null;
      synchronized (FAILURES) {
        if (--open == 0) {
          FAILURES.logTotals();
        }
      }
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    try {
      Key k = new Key(namespace, table, key);
      Record record = fields == null ? client.get(policies.read(), k)
          : client.get(policies.read(), k, fields.toArray(new String[fields.size()]));
      if (record == null) {
        return Status.NOT_FOUND;
      }
      copyBins(record, result);
      return Status.OK;
    } catch (AerospikeException e) {
      return failed("read", e, false);
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return put("insert", policies.insert(), table, key, values);
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return put("update", policies.update(), table, key, values);
  }

  /** Writes the bins with the policy's record-exists action ({@code as.insert} / {@code as.update}). */
  private Status put(String operation, WritePolicy policy, String table, String key,
                     Map<String, ByteIterator> values) {
    try {
      client.put(policy, new Key(namespace, table, key), toBins(values));
      return Status.OK;
    } catch (AerospikeException e) {
      return failed(operation, e, true);
    }
  }

  @Override
  public Status delete(String table, String key) {
    try {
      return client.delete(policies.delete(), new Key(namespace, table, key)) ? Status.OK : Status.NOT_FOUND;
    } catch (AerospikeException e) {
      return failed("delete", e, true);
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
                     Vector<HashMap<String, ByteIterator>> result) {
    System.err.println("Scan not implemented");
    return Status.ERROR;
  }

  private static Status failed(String operation, AerospikeException e, boolean write) {
    Status status = AerospikeStatus.of(e, write);
    if (status != Status.NOT_FOUND) {
      FAILURES.failed(operation, status, e);
    }
    return status;
  }

  private static Bin[] toBins(Map<String, ByteIterator> values) {
    Bin[] bins = new Bin[values.size()];
    int i = 0;
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      bins[i++] = new Bin(e.getKey(), e.getValue().toArray());
    }
    return bins;
  }

  private static void copyBins(Record record, Map<String, ByteIterator> into) {
    if (record.bins == null) {
      return;
    }
    for (Map.Entry<String, Object> bin : record.bins.entrySet()) {
      Object value = bin.getValue();
      // YCSB writes bytes; other types (written by other tools) are returned as their text.
      into.put(bin.getKey(), value instanceof byte[] ? new ByteArrayByteIterator((byte[]) value)
          : new StringByteIterator(String.valueOf(value)));
    }
  }
}
