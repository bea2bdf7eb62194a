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
import com.aerospike.client.ScanCallback;
import com.aerospike.client.cluster.Node;
import com.aerospike.client.cluster.Partition;
import com.aerospike.client.policy.WritePolicy;
import com.aerospike.client.query.PartitionFilter;
import com.aerospike.client.query.PartitionStatus;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;

import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.aerospike.AerospikePolicies;
import site.ycsb.db.aerospike.AerospikeSettings;
import site.ycsb.db.aerospike.AerospikeStatus;
import site.ycsb.db.aerospike.InvalidPropertyException;
import site.ycsb.db.aerospike.SharedClient;

/**
 * YCSB binding for Aerospike, a drop-in replacement for the previous class of that name, on the current
 * client ({@code aerospike-client-jdk8}). Properties: {@link site.ycsb.db.aerospike.AerospikeProperties}.
 *
 * <p>Semantics, to state with results:
 * <ul>
 *   <li>A YCSB table is an Aerospike set in namespace {@code as.namespace}; a field is a bin holding bytes.</li>
 *   <li>read: all bins or the named ones; a missing record is {@code NOT_FOUND}.</li>
 *   <li>insert: {@code as.insert=create} fails with {@code KEY_EXISTS} on an existing record,
 *       {@code replace} overwrites it.</li>
 *   <li>update: {@code as.update=merge} writes the given bins and keeps the others; {@code replace} replaces
 *       the record by the given bins (with {@code writeallfields=false} that shrinks records to one bin). A missing
 *       record is {@code NOT_FOUND}.</li>
 *   <li>delete: a missing record is {@code NOT_FOUND}.</li>
 *   <li>scan: Aerospike keys are hashed, so there is no key order. A scan returns up to {@code recordcount}
 *       records from the partition of the start key's digest, beginning after that digest, then from the
 *       following partitions (wrapping round to partition 0). The records form a repeatable slice of the data,
 *       not a key range.</li>
 *   <li>Failures: {@link AerospikeStatus} (TIMEOUT, KEY_BUSY, OVERLOAD, IN_DOUBT, KEY_EXISTS), core's
 *       {@code SERVICE_UNAVAILABLE} and {@code ERROR}. The first few of each are logged with their cause.</li>
 * </ul>
 *
 * <p>Lifecycle and threads: core gives each YCSB thread its own instance; {@link #init()} parses and validates
 * every property before any connection attempt (an invalid value fails {@code init} with a one-line
 * {@link DBException}), then takes a reference on the JVM's {@link SharedClient}; the last {@link #cleanup()}
 * closes it. An instance is used by one thread at a time.
 */
public class AerospikeClient extends DB {
  private AerospikeSettings settings;
  private AerospikePolicies policies;
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
  }

  @Override
  public void cleanup() throws DBException {
    if (shared != null) {
      SharedClient releasing = shared;
      shared = null;
      client = null;
      releasing.release();
    }
  }

  /** @return the shared client this instance holds, or {@code null} outside init..cleanup (for tests) */
  SharedClient sharedClient() {
    return shared;
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
    if (recordcount <= 0) {
      return Status.OK;
    }
    try {
      Key start = new Key(namespace, table, startkey);
      int firstPartition = Partition.getPartitionId(start.digest);
      String[] binNames = fields == null ? null : fields.toArray(new String[fields.size()]);
      // From just after the start key's digest to the last partition ...
      PartitionFilter tail = PartitionFilter.range(firstPartition, Node.PARTITIONS - firstPartition);
      PartitionStatus[] tailParts = new PartitionStatus[Node.PARTITIONS - firstPartition];
      for (int i = 0; i < tailParts.length; i++) {
        tailParts[i] = new PartitionStatus(firstPartition + i);
      }
      tailParts[0].digest = start.digest;
      tail.setPartitions(tailParts);
      scanInto(table, tail, recordcount, binNames, result);
      // ... then, if that was not enough, from partition 0 up to (excluding) the start key's partition.
      int missing = recordcount - result.size();
      if (missing > 0 && firstPartition > 0) {
        scanInto(table, PartitionFilter.range(0, firstPartition), missing, binNames, result);
      }
      return Status.OK;
    } catch (AerospikeException e) {
      return failed("scan", e, false);
    }
  }

  private void scanInto(String table, PartitionFilter filter, final int limit, String[] binNames,
                        final Vector<HashMap<String, ByteIterator>> result) {
    final int target = result.size() + limit;
    ScanCallback collect = new ScanCallback() {
      @Override
      public void scanCallback(Key key, Record record) {
        // Nodes are scanned in parallel: add under the vector's lock so the limit holds exactly.
        synchronized (result) {
          if (result.size() < target) {
            HashMap<String, ByteIterator> row = new HashMap<String, ByteIterator>();
            copyBins(record, row);
            result.add(row);
          }
        }
      }
    };
    if (binNames == null) {
      client.scanPartitions(policies.scan(limit), filter, namespace, table, collect);
    } else {
      client.scanPartitions(policies.scan(limit), filter, namespace, table, collect, binNames);
    }
  }

  private Status failed(String operation, AerospikeException e, boolean write) {
    Status status = AerospikeStatus.of(e, write);
    if (status != Status.NOT_FOUND) {
      shared.failures().failed(operation, status, e);
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
