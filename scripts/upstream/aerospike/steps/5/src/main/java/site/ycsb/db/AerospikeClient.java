/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.Bin;
import com.aerospike.client.Host;
import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.Key;
import com.aerospike.client.Record;
import com.aerospike.client.policy.ClientPolicy;
import com.aerospike.client.policy.Policy;
import com.aerospike.client.policy.RecordExistsAction;
import com.aerospike.client.policy.WritePolicy;

import java.util.HashMap;
import java.util.List;
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
import site.ycsb.db.aerospike.AerospikeSettings;
import site.ycsb.db.aerospike.AerospikeStatus;
import site.ycsb.db.aerospike.FailureLog;
import site.ycsb.db.aerospike.InvalidPropertyException;
import site.ycsb.db.aerospike.SeedHost;

/**
 * YCSB binding for <a href="http://www.aerospike.com/">Aerospike</a>. Its properties are read and checked by
 * {@link AerospikeSettings} before connecting: an invalid value or an unknown {@code as.*} name fails {@code init}
 * with a one-line {@link DBException}. {@code as.host} is a list of seeds. Reads follow {@code as.readModeAP},
 * {@code as.readModeSC} and {@code as.replica}, writes {@code as.commitLevel} and deletes {@code as.durableDelete}.
 *
 * <p>A missing record is {@code NOT_FOUND}; other failures are the statuses of {@link AerospikeStatus}, the first 5
 * of each logged with their cause, the rest counted; the last instance's cleanup logs the totals. One instance per
 * YCSB thread, each with its own client; the failure log is shared by all and thread-safe.
 */
public class AerospikeClient extends DB {
  /** Failures of every instance of this JVM. */
  private static final FailureLog FAILURES = new FailureLog(LoggerFactory.getLogger(AerospikeClient.class), 5);
  /** Instances between init and cleanup; guarded by FAILURES. */
  private static int open = 0;

  private IAerospikeClient client;
  private String namespace;

  private Policy readPolicy = new Policy();
  private WritePolicy insertPolicy = new WritePolicy();
  private WritePolicy updatePolicy = new WritePolicy();
  private WritePolicy deletePolicy = new WritePolicy();

  @Override
  public void init() throws DBException {
    insertPolicy.recordExistsAction = RecordExistsAction.CREATE_ONLY;
    updatePolicy.recordExistsAction = RecordExistsAction.REPLACE_ONLY;

    AerospikeSettings settings;
    try {
      settings = AerospikeSettings.from(getProperties());
    } catch (InvalidPropertyException e) {
      throw new DBException(e.getMessage());
    }
    namespace = settings.getNamespace();
    String user = settings.getUser();
    String password = settings.getPassword();
    int timeout = settings.getTotalTimeoutMs();

    readPolicy.totalTimeout = timeout;
    insertPolicy.totalTimeout = timeout;
    updatePolicy.totalTimeout = timeout;
    deletePolicy.totalTimeout = timeout;
    readPolicy.readModeAP = settings.getReadModeAP();
    readPolicy.readModeSC = settings.getReadModeSC();
    readPolicy.replica = settings.getReplica();
    for (WritePolicy write : new WritePolicy[] {insertPolicy, updatePolicy, deletePolicy}) {
      write.commitLevel = settings.getCommitLevel();
      write.durableDelete = settings.isDurableDelete();
    }

    ClientPolicy clientPolicy = new ClientPolicy();

    if (user != null && password != null) {
      clientPolicy.user = user;
      clientPolicy.password = password;
    }

    List<SeedHost> seeds = settings.getHosts();
    Host[] hosts = new Host[seeds.size()];
    for (int i = 0; i < hosts.length; i++) {
      hosts[i] = new Host(seeds.get(i).getName(), seeds.get(i).getPort());
    }
    try {
      client = new com.aerospike.client.AerospikeClient(clientPolicy, hosts);
    } catch (AerospikeException e) {
      throw new DBException("Error while creating Aerospike client for " + seeds + ".", e);
    }
    synchronized (FAILURES) {
      open++;
    }
  }

  @Override
  public void cleanup() throws DBException {
    if (client != null) {
      client.close();
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
      Record record = fields == null ? client.get(readPolicy, k)
          : client.get(readPolicy, k, fields.toArray(new String[fields.size()]));
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
    return put("insert", insertPolicy, table, key, values);
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return put("update", updatePolicy, table, key, values);
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
      return client.delete(deletePolicy, new Key(namespace, table, key)) ? Status.OK : Status.NOT_FOUND;
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
      FAILURES.record(status, operation, e);
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
