/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2;

import com.couchbase.client.java.AsyncBucket;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.document.RawJsonDocument;
import com.couchbase.client.java.document.json.JsonObject;
import com.couchbase.client.java.query.N1qlQueryResult;
import com.couchbase.client.java.query.N1qlQueryRow;
import com.couchbase.client.java.util.Blocking;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import rx.Observable;
import rx.functions.Action1;
import rx.functions.Func1;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.couchbase2.support.Couchbase2Settings;
import site.ycsb.db.couchbase2.support.Couchbase2Status;
import site.ycsb.db.couchbase2.support.FailureLog;
import site.ycsb.db.couchbase2.support.InitChecks;
import site.ycsb.db.couchbase2.support.InvalidPropertyException;
import site.ycsb.db.couchbase2.support.IoPool;
import site.ycsb.db.couchbase2.support.JsonFields;
import site.ycsb.db.couchbase2.support.KvRetry;
import site.ycsb.db.couchbase2.support.MergeUpdate;
import site.ycsb.db.couchbase2.support.N1qlRunner;
import site.ycsb.db.couchbase2.support.N1qlStatements;
import site.ycsb.db.couchbase2.support.SharedBucket;
import site.ycsb.db.couchbase2.support.UpdateMode;

/**
 * YCSB binding for Couchbase Server through Java SDK 2.x, a drop-in for the previous class of that name.
 *
 * <p>Semantics (state them with results): a record is the JSON document <i>table</i>:<i>key</i>, a flat
 * object of string fields. Inserts create the document ({@code couchbase.upsert=true}: overwrite). Updates follow
 * {@code couchbase.update} (its default:
 * {@link site.ycsb.db.couchbase2.support.Couchbase2Properties#UPDATE}): {@code merge} changes only the given
 * fields through one sub-document mutation; {@code replace}/{@code upsert} write the whole document from the given
 * fields, which shrinks it when {@code writeallfields=false}. Mutations wait for {@code couchbase.persistTo} nodes
 * and {@code couchbase.replicateTo} replicas (sequence-number observe). Scans are N1QL range queries on
 * {@code meta().id} from the start key, in id order; they need a primary index.
 *
 * <p>{@code init} refuses settings the cluster cannot honour (more replicas than the bucket has; replicas it has
 * not placed, unless {@code couchbase.allowUnplacedReplicas=true}; a workload that needs N1QL without a query
 * service; scans without a primary index). It records nothing of the servers: what they are is read by the harness
 * around the binding, if any.
 *
 * <p>Failures return distinct statuses ({@link Couchbase2Status}); temporary failures are retried as configured and
 * counted; nothing is printed per operation ({@link FailureLog}).
 *
 * <p>Lifecycle: core creates one instance per client thread and calls {@link #init()} and {@link #cleanup()} once
 * on it; all instances share one environment, cluster and bucket ({@link SharedBucket}), closed by the last
 * {@code cleanup()}. An instance is used by one thread at a time.
 */
public class Couchbase2Client extends DB {
  private static final Logger LOG = LoggerFactory.getLogger(Couchbase2Client.class);

  /** A sub-document multi-mutation carries at most 16 paths (server limit); larger merges use a CAS loop. */
  static final int MAX_SUBDOC_PATHS = 16;

  private static final Action1<Object> IGNORE = new Action1<Object>() {
    @Override
    public void call(Object o) {
      // the mutation result is not needed
    }
  };
  private Couchbase2Settings settings;
  private SharedBucket shared;
  private MergeUpdate merge;
  private Action1<Throwable> countAsyncFailure;
  private Bucket bucket;
  private N1qlStatements n1ql;
  private N1qlRunner queries;
  private KvRetry retry;

  /** One attempt of an operation; it throws the SDK's exceptions. */
  private interface Attempt {
    Status run();
  }

  @Override
  public void init() throws DBException {
    try {
      settings = Couchbase2Settings.from(getProperties());
    } catch (InvalidPropertyException e) {
      throw new DBException(e.getMessage());
    }
    try {
      shared = SharedBucket.acquire(settings);
    } catch (InvalidPropertyException e) {
      throw new DBException(e.getMessage());
    } catch (SharedBucket.BootstrapFailedException e) {
      if (e.isInvalidInput()) {
        // A missing bucket or settings refused before: bad input for this cluster (exit 2), one line.
        throw new DBException("couchbase2: " + e.getMessage(), new IllegalArgumentException(e.getMessage()));
      }
      throw new DBException("couchbase2: " + e.getMessage());
    } catch (SharedBucket.ConflictingSettingsException e) {
      throw new DBException("couchbase2: " + e.getMessage());
    } catch (RuntimeException e) {
      throw new DBException("couchbase2: cannot set the client up: " + IoPool.oneLine(e));
    }
    bucket = shared.bucket();
    final FailureLog counted = shared.failures();
    countAsyncFailure = new Action1<Throwable>() {
      @Override
      public void call(Throwable error) {
        counted.asyncFailed(error);
      }
    };
    // What a timed-out mutation counts as: TIMEOUT, naming the durability settings when there are some.
    Status mutationTimeout = Couchbase2Status.TIMEOUT;
    if (settings.hasDurability()) {
      mutationTimeout = Couchbase2Status.durableTimeout(settings);
      try {
        InitChecks.durability(bucket, settings);
      } catch (DBException e) {
        if (e.getCause() instanceof IllegalArgumentException) {
          // Other client threads fail at once with the same line instead of bootstrapping again.
          SharedBucket.refuse(settings, e.getCause().getMessage());
        }
        cleanup();
        throw e;
      }
    }
    n1ql = new N1qlStatements(settings.getBucket(), settings.isAdhoc(), settings.getMaxParallelism(),
        settings.isRequestPlus());
    queries = new N1qlRunner(bucket, settings.getBucket(), n1ql, counted);
    retry = new KvRetry(settings, counted, mutationTimeout);
    merge = new MergeUpdate(bucket, settings, counted);
    if ((settings.hasScans() || !settings.isKv()) && shared.claimQueryCheck()) {
      try {
        InitChecks.queryService(bucket, settings);
        if (settings.hasScans()) {
          InitChecks.primaryIndex(bucket, settings, n1ql);
        }
      } catch (DBException e) {
        shared.queryCheckFailed();
        cleanup();
        throw e;
      }
    }
  }

  @Override
  public void cleanup() throws DBException {
    SharedBucket held = shared;
    shared = null;
    bucket = null;
    if (held != null && held.release()) {
      String totals = held.failures().summary();
      if (!totals.isEmpty()) {
        LOG.info(totals);
      }
    }
  }

  /** @return the document id of a YCSB key, <i>table</i>:<i>key</i> as before */
  static String documentId(String table, String key) {
    return table + ":" + key;
  }

  @Override
  public Status read(String table, String key, final Set<String> fields, final Map<String, ByteIterator> result) {
    final String id = documentId(table, key);
    final Set<String> wanted = fields == null || fields.isEmpty() ? null : fields;
    if (!settings.isKv()) {
      return queries.run("read", n1ql.read(id, wanted), new N1qlRunner.RowHandler() {
        @Override
        public Status handle(N1qlQueryResult rows) {
          List<N1qlQueryRow> all = rows.allRows();
          if (all.isEmpty()) {
            return Status.NOT_FOUND;
          }
          copy(all.get(0).value(), wanted, result);
          return Status.OK;
        }
      });
    }
    return retry.execute("read", new KvRetry.Attempt() {
      @Override
      public Status run() {
        RawJsonDocument document = bucket.get(id, RawJsonDocument.class);
        if (document == null) {
          return Status.NOT_FOUND;
        }
        JsonFields.decode(document.content().getBytes(java.nio.charset.StandardCharsets.UTF_8), wanted, result);
        return Status.OK;
      }
    });
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    final String id = documentId(table, key);
    if (!settings.isKv()) {
      return queries.run("insert", n1ql.insert(id, values, settings.isUpsert()), N1qlRunner.MUTATED);
    }
    final RawJsonDocument document = RawJsonDocument.create(id, MergeUpdate.expiry(settings),
        JsonFields.encode(values));
    if (!settings.isSyncMutationResponse()) {
      AsyncBucket async = bucket.async();
      send(settings.isUpsert()
          ? async.upsert(document, settings.getPersistTo(), settings.getReplicateTo())
          : async.insert(document, settings.getPersistTo(), settings.getReplicateTo()));
      return Status.OK;
    }
    return retry.execute("insert", new KvRetry.Attempt() {
      @Override
      public Status run() {
        if (settings.isUpsert()) {
          bucket.upsert(document, settings.getPersistTo(), settings.getReplicateTo());
        } else {
          bucket.insert(document, settings.getPersistTo(), settings.getReplicateTo());
        }
        return Status.OK;
      }
    });
  }

  @Override
  public Status update(String table, String key, final Map<String, ByteIterator> values) {
    final String id = documentId(table, key);
    if (!settings.isKv()) {
      return queries.run("update", settings.getUpdateMode() == UpdateMode.MERGE
          ? n1ql.merge(id, values) : n1ql.insert(id, values, true), N1qlRunner.MUTATED);
    }
    if (settings.getUpdateMode() == UpdateMode.MERGE) {
      if (values.size() > MAX_SUBDOC_PATHS) {
        return retry.execute("update", new KvRetry.Attempt() {
          @Override
          public Status run() {
            return merge.byCas(id, values);
          }
        });
      }
      final Map<String, String> fields = MergeUpdate.strings(values);
      if (!settings.isSyncMutationResponse()) {
        send(merge.subdoc(bucket.async().mutateIn(id), fields).execute());
        return Status.OK;
      }
      return retry.execute("update", new KvRetry.Attempt() {
        @Override
        public Status run() {
          // What the SDK's blocking mutateIn does: the async builder, blocked on for kvTimeout.
          Blocking.blockForSingle(merge.subdoc(bucket.async().mutateIn(id), fields).execute(),
              settings.getKvTimeoutMs(), TimeUnit.MILLISECONDS);
          return Status.OK;
        }
      });
    }
    final RawJsonDocument document = RawJsonDocument.create(id, MergeUpdate.expiry(settings),
        JsonFields.encode(values));
    final boolean replace = settings.getUpdateMode() == UpdateMode.REPLACE;
    if (!settings.isSyncMutationResponse()) {
      AsyncBucket async = bucket.async();
      send(replace ? async.replace(document, settings.getPersistTo(), settings.getReplicateTo())
          : async.upsert(document, settings.getPersistTo(), settings.getReplicateTo()));
      return Status.OK;
    }
    return retry.execute("update", new KvRetry.Attempt() {
      @Override
      public Status run() {
        if (replace) {
          bucket.replace(document, settings.getPersistTo(), settings.getReplicateTo());
        } else {
          bucket.upsert(document, settings.getPersistTo(), settings.getReplicateTo());
        }
        return Status.OK;
      }
    });
  }

  @Override
  public Status delete(String table, String key) {
    final String id = documentId(table, key);
    if (!settings.isKv()) {
      return queries.run("delete", n1ql.delete(id), N1qlRunner.MUTATED);
    }
    if (!settings.isSyncMutationResponse()) {
      send(bucket.async().remove(id, settings.getPersistTo(), settings.getReplicateTo()));
      return Status.OK;
    }
    return retry.execute("delete", new KvRetry.Attempt() {
      @Override
      public Status run() {
        bucket.remove(id, settings.getPersistTo(), settings.getReplicateTo());
        return Status.OK;
      }
    });
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      final Vector<HashMap<String, ByteIterator>> result) {
    String startId = documentId(table, startkey);
    final Set<String> wanted = fields == null || fields.isEmpty() ? null : fields;
    if (wanted != null) {
      return queries.run("scan", n1ql.scanFields(wanted, startId, recordcount), new N1qlRunner.RowHandler() {
        @Override
        public Status handle(N1qlQueryResult rows) {
          for (N1qlQueryRow row : rows) {
            HashMap<String, ByteIterator> record = new HashMap<>();
            copy(row.value(), wanted, record);
            result.add(record);
          }
          return Status.OK;
        }
      });
    }
    return queries.run("scan", n1ql.scanIds(startId, recordcount), new N1qlRunner.RowHandler() {
      @Override
      public Status handle(N1qlQueryResult rows) {
        List<String> ids = new ArrayList<>();
        for (N1qlQueryRow row : rows) {
          ids.add(JsonFields.decodeString(row.byteValue()));
        }
        fetchInOrder(ids, result);
        return Status.OK;
      }
    });
  }

  /** Gets the documents concurrently, keeps them in id order, skips those deleted since the query. */
  private void fetchInOrder(List<String> ids, Vector<HashMap<String, ByteIterator>> result) {
    if (ids.isEmpty()) {
      return;
    }
    final AsyncBucket async = bucket.async();
    List<RawJsonDocument> documents = Observable.from(ids)
        .concatMapEager(new Func1<String, Observable<RawJsonDocument>>() {
          @Override
          public Observable<RawJsonDocument> call(String id) {
            return async.get(id, RawJsonDocument.class);
          }
        })
        .toList()
        .timeout(settings.getKvTimeoutMs(), TimeUnit.MILLISECONDS)
        .toBlocking()
        .single();
    for (RawJsonDocument document : documents) {
      HashMap<String, ByteIterator> record = new HashMap<>();
      JsonFields.decode(document.content().getBytes(java.nio.charset.StandardCharsets.UTF_8), null, record);
      result.add(record);
    }
  }

  private void send(Observable<?> mutation) {
    mutation.subscribe(IGNORE, countAsyncFailure);
  }

  private static void copy(JsonObject row, Set<String> fields, Map<String, ByteIterator> result) {
    for (String name : fields == null ? row.getNames() : fields) {
      Object value = row.get(name);
      if (value != null) {
        result.put(name, new StringByteIterator(value.toString()));
      }
    }
  }

  /** @return the shared bucket this instance uses, or {@code null} before {@code init()}; for tests */
  Bucket bucket() {
    return bucket;
  }
}
