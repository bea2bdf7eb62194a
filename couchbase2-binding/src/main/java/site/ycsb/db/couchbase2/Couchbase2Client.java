/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2;

import com.couchbase.client.core.config.BucketConfig;
import com.couchbase.client.core.message.cluster.GetClusterConfigRequest;
import com.couchbase.client.core.message.cluster.GetClusterConfigResponse;
import com.couchbase.client.java.AsyncBucket;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.document.RawJsonDocument;
import com.couchbase.client.java.document.json.JsonObject;
import com.couchbase.client.java.error.CASMismatchException;
import com.couchbase.client.java.error.QueryExecutionException;
import com.couchbase.client.java.query.N1qlQuery;
import com.couchbase.client.java.query.N1qlQueryResult;
import com.couchbase.client.java.query.N1qlQueryRow;
import com.couchbase.client.java.subdoc.AsyncMutateInBuilder;
import com.couchbase.client.java.util.Blocking;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
import site.ycsb.db.couchbase2.support.Couchbase2Properties;
import site.ycsb.db.couchbase2.support.Couchbase2Settings;
import site.ycsb.db.couchbase2.support.Couchbase2Status;
import site.ycsb.db.couchbase2.support.DurabilityCheck;
import site.ycsb.db.couchbase2.support.FailureLog;
import site.ycsb.db.couchbase2.support.InvalidPropertyException;
import site.ycsb.db.couchbase2.support.JsonFields;
import site.ycsb.db.couchbase2.support.N1qlStatements;
import site.ycsb.db.couchbase2.support.QueryServiceProbe;
import site.ycsb.db.couchbase2.support.SharedBucket;

/**
 * YCSB binding for Couchbase Server through Java SDK 2.x, a drop-in for the previous class of that name.
 *
 * <p>Semantics (state them with results): a record is the JSON document <i>table</i>:<i>key</i>, a flat
 * object of string fields. Inserts create the document ({@code couchbase.upsert=true}: overwrite). Updates follow
 * {@code couchbase.update} (its default: {@link Couchbase2Properties#UPDATE}): {@code merge} changes only the given
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
  /** Attempts of the CAS read-merge-write loop before the update fails. */
  static final int MAX_CAS_ATTEMPTS = 16;

  private static final Pattern ERROR_CODE = Pattern.compile("\"code\":(\\d+)");

  private static final Action1<Object> IGNORE = new Action1<Object>() {
    @Override
    public void call(Object o) {
      // the mutation result is not needed
    }
  };
  private Couchbase2Settings settings;
  private SharedBucket shared;
  private FailureLog failures;
  private Action1<Throwable> countAsyncFailure;
  private Bucket bucket;
  private N1qlStatements n1ql;
  /** What a timed-out mutation counts as: {@code TIMEOUT}, naming the durability settings when there are some. */
  private Status mutationTimeout = Couchbase2Status.TIMEOUT;

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
      throw new DBException("couchbase2: cannot set the client up: " + oneLine(e));
    }
    bucket = shared.bucket();
    final FailureLog counted = shared.failures();
    failures = counted;
    countAsyncFailure = new Action1<Throwable>() {
      @Override
      public void call(Throwable error) {
        counted.asyncFailed(error);
      }
    };
    if (settings.hasDurability()) {
      mutationTimeout = Couchbase2Status.durableTimeout(settings);
      try {
        checkDurability();
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
    if ((settings.hasScans() || !settings.isKv()) && shared.claimQueryCheck()) {
      try {
        checkQueryService();
        if (settings.hasScans()) {
          checkPrimaryIndex();
        }
      } catch (DBException e) {
        shared.queryCheckFailed();
        cleanup();
        throw e;
      }
    }
  }

  /**
   * Fails when the bucket cannot give the durability asked for (more replicas than it has, or, unless
   * {@code couchbase.allowUnplacedReplicas=true}, replicas it has but has not placed); reads the configuration the
   * SDK already holds, so nothing is sent to the cluster.
   */
  private void checkDurability() throws DBException {
    BucketConfig config;
    try {
      GetClusterConfigResponse response = bucket.core().<GetClusterConfigResponse>send(new GetClusterConfigRequest())
          .toBlocking().single();
      config = response.config().bucketConfig(settings.getBucket());
    } catch (RuntimeException e) {
      throw new DBException("couchbase2: cannot read the configuration of bucket '" + settings.getBucket()
          + "' to check " + Couchbase2Properties.PERSIST_TO + "/" + Couchbase2Properties.REPLICATE_TO + ": "
          + oneLine(e));
    }
    if (config == null) {
      throw new DBException("couchbase2: the SDK holds no configuration of bucket '" + settings.getBucket()
          + "' to check " + Couchbase2Properties.PERSIST_TO + "/" + Couchbase2Properties.REPLICATE_TO);
    }
    String impossible = DurabilityCheck.impossible(config, settings);
    if (impossible != null) {
      // Caused by an IllegalArgumentException: settings this cluster cannot honour are bad input (exit 2).
      throw new DBException("couchbase2: " + impossible, new IllegalArgumentException(impossible));
    }
    String unplaced = DurabilityCheck.unplaced(config, settings);
    if (unplaced != null && !settings.isAllowUnplacedReplicas()) {
      String refused = unplaced + "; set " + Couchbase2Properties.ALLOW_UNPLACED_REPLICAS
          + "=true to run anyway (those mutations then fail with DURABILITY_FAILURE or TIMEOUT)";
      throw new DBException("couchbase2: " + refused, new IllegalArgumentException(refused));
    }
  }

  /** Fails when the workload needs N1QL and the cluster has no working query service. */
  private void checkQueryService() throws DBException {
    String problem = QueryServiceProbe.problem(bucket, settings, settings.hasScans()
        ? "the workload scans (scanproportion > 0)" : "couchbase.kv=false runs every operation as a N1QL statement");
    if (problem != null) {
      throw new DBException("couchbase2: " + problem);
    }
  }

  /** Fails when the query service answers that the bucket has no primary index; other answers only log. */
  private void checkPrimaryIndex() throws DBException {
    long count;
    try {
      N1qlQueryResult result = bucket.query(n1ql.primaryIndexCount(settings.getBucket()));
      if (!result.finalSuccess() || result.allRows().isEmpty()) {
        LOG.warn("couchbase2: could not check for a primary index on '{}' (scans need one): {}",
            settings.getBucket(), result.errors());
        return;
      }
      count = Long.parseLong(new String(result.allRows().get(0).byteValue(), StandardCharsets.UTF_8).trim());
    } catch (RuntimeException e) {
      LOG.warn("couchbase2: could not check for a primary index on '{}' (scans need one): {}", settings.getBucket(),
          oneLine(e));
      return;
    }
    if (count == 0) {
      throw new DBException("couchbase2: the workload scans (scanproportion > 0) but bucket '" + settings.getBucket()
          + "' has no primary index; create it once with: " + n1ql.createPrimaryIndex());
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
      return query("read", n1ql.read(id, wanted), new RowHandler() {
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
    return execute("read", new Attempt() {
      @Override
      public Status run() {
        RawJsonDocument document = bucket.get(id, RawJsonDocument.class);
        if (document == null) {
          return Status.NOT_FOUND;
        }
        JsonFields.decode(document.content(), wanted, result);
        return Status.OK;
      }
    });
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    final String id = documentId(table, key);
    if (!settings.isKv()) {
      return query("insert", n1ql.insert(id, values, settings.isUpsert()), MUTATED);
    }
    final RawJsonDocument document = RawJsonDocument.create(id, expiry(),
        JsonFields.encode(values));
    if (!settings.isSyncMutationResponse()) {
      AsyncBucket async = bucket.async();
      send(settings.isUpsert()
          ? async.upsert(document, settings.getPersistTo(), settings.getReplicateTo())
          : async.insert(document, settings.getPersistTo(), settings.getReplicateTo()));
      return Status.OK;
    }
    return execute("insert", new Attempt() {
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
      return query("update", settings.getUpdateMode() == Couchbase2Settings.UpdateMode.MERGE
          ? n1ql.merge(id, values) : n1ql.insert(id, values, true), MUTATED);
    }
    if (settings.getUpdateMode() == Couchbase2Settings.UpdateMode.MERGE) {
      if (values.size() > MAX_SUBDOC_PATHS) {
        return execute("update", new Attempt() {
          @Override
          public Status run() {
            return mergeByCas(id, values);
          }
        });
      }
      final Map<String, String> fields = strings(values);
      if (!settings.isSyncMutationResponse()) {
        send(subdocMerge(bucket.async().mutateIn(id), fields).execute());
        return Status.OK;
      }
      return execute("update", new Attempt() {
        @Override
        public Status run() {
          // What the SDK's blocking mutateIn does: the async builder, blocked on for kvTimeout.
          Blocking.blockForSingle(subdocMerge(bucket.async().mutateIn(id), fields).execute(),
              settings.getKvTimeoutMs(), TimeUnit.MILLISECONDS);
          return Status.OK;
        }
      });
    }
    final RawJsonDocument document = RawJsonDocument.create(id, expiry(),
        JsonFields.encode(values));
    final boolean replace = settings.getUpdateMode() == Couchbase2Settings.UpdateMode.REPLACE;
    if (!settings.isSyncMutationResponse()) {
      AsyncBucket async = bucket.async();
      send(replace ? async.replace(document, settings.getPersistTo(), settings.getReplicateTo())
          : async.upsert(document, settings.getPersistTo(), settings.getReplicateTo()));
      return Status.OK;
    }
    return execute("update", new Attempt() {
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

  /** @return the expiry to send with a write now (a relative one over 30 days as a Unix time) */
  private int expiry() {
    return settings.getDocumentExpirySec() == 0 ? 0 : settings.documentExpiryAt(System.currentTimeMillis());
  }

  private AsyncMutateInBuilder subdocMerge(
      AsyncMutateInBuilder builder, Map<String, String> fields) {
    for (Map.Entry<String, String> field : fields.entrySet()) {
      builder.upsert(subdocPath(field.getKey()), field.getValue());
    }
    builder.withDurability(settings.getPersistTo(), settings.getReplicateTo());
    int expiry = expiry();
    if (expiry > 0) {
      builder.withExpiry(expiry);
    }
    return builder;
  }

  /** Merge of more fields than one sub-document mutation carries: read, merge, write back if unchanged (CAS). */
  private Status mergeByCas(String id, Map<String, ByteIterator> values) {
    Map<String, String> fields = strings(values);
    for (int attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
      RawJsonDocument current = bucket.get(id, RawJsonDocument.class);
      if (current == null) {
        return Status.NOT_FOUND;
      }
      Map<String, ByteIterator> merged = new LinkedHashMap<>();
      JsonFields.decode(current.content(), null, merged);
      for (Map.Entry<String, String> field : fields.entrySet()) {
        merged.put(field.getKey(), new StringByteIterator(field.getValue()));
      }
      try {
        bucket.replace(RawJsonDocument.create(id, expiry(), JsonFields.encode(merged),
            current.cas()), settings.getPersistTo(), settings.getReplicateTo());
        return Status.OK;
      } catch (CASMismatchException e) {
        // another writer changed the document in between: merge again
      }
    }
    failures.failed("update", Status.ERROR, "the document kept changing during " + MAX_CAS_ATTEMPTS
        + " read-merge-write attempts (CAS mismatch)");
    return Status.ERROR;
  }

  @Override
  public Status delete(String table, String key) {
    final String id = documentId(table, key);
    if (!settings.isKv()) {
      return query("delete", n1ql.delete(id), MUTATED);
    }
    if (!settings.isSyncMutationResponse()) {
      send(bucket.async().remove(id, settings.getPersistTo(), settings.getReplicateTo()));
      return Status.OK;
    }
    return execute("delete", new Attempt() {
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
      return query("scan", n1ql.scanFields(wanted, startId, recordcount), new RowHandler() {
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
    return query("scan", n1ql.scanIds(startId, recordcount), new RowHandler() {
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
      JsonFields.decode(document.content(), null, record);
      result.add(record);
    }
  }

  /** What to make of a successful N1QL result. */
  private interface RowHandler {
    Status handle(N1qlQueryResult rows);
  }

  /** Mutations by N1QL: no mutated document means it did not exist. */
  private static final RowHandler MUTATED = new RowHandler() {
    @Override
    public Status handle(N1qlQueryResult rows) {
      return rows.info().mutationCount() > 0 ? Status.OK : Status.NOT_FOUND;
    }
  };

  private Status query(String operation, N1qlQuery statement, RowHandler handler) {
    try {
      N1qlQueryResult rows = bucket.query(statement);
      if (rows.finalSuccess()) {
        return handler.handle(rows);
      }
      Status status = Status.ERROR;
      for (JsonObject error : rows.errors()) {
        status = queryStatus(error);
      }
      if (rows.errors().isEmpty() && "timeout".equals(rows.status())) {
        status = Couchbase2Status.TIMEOUT;
      }
      failures.failed(operation, status, describeQueryFailure(status, rows.status() + " " + rows.errors()));
      return status;
    } catch (RuntimeException e) {
      Status status = Couchbase2Status.of(e);
      boolean unmapped = Status.ERROR.getName().equals(status.getName());
      for (Throwable t = e; t != null && unmapped; t = t.getCause() == t ? null : t.getCause()) {
        if (t instanceof QueryExecutionException && ((QueryExecutionException) t).getN1qlError() != null) {
          status = queryStatus(((QueryExecutionException) t).getN1qlError(), status);
          unmapped = false;
        } else if (t.getMessage() != null) {
          // Prepared statements report the server's error only as text: N1qlQuery Error - {"msg":...,"code":4000}
          Matcher code = ERROR_CODE.matcher(t.getMessage());
          if (code.find()) {
            status = queryStatus(JsonObject.create().put("code", Integer.parseInt(code.group(1))), status);
            unmapped = false;
          }
        }
      }
      failures.failed(operation, status, describeQueryFailure(status, oneLine(e)));
      return status;
    }
  }

  private String describeQueryFailure(Status status, String detail) {
    if (status == Couchbase2Status.NO_PRIMARY_INDEX) {
      return "bucket '" + settings.getBucket() + "' has no primary index; create it once with: "
          + n1ql.createPrimaryIndex() + " (" + detail + ")";
    }
    return detail;
  }

  /** N1QL error codes: 4000 no usable index, 12009 duplicate key, 1080 timeout; others are {@code ERROR}. */
  static Status queryStatus(JsonObject error) {
    return queryStatus(error, Status.ERROR);
  }

  /** @return the status of the N1QL error code, or {@code otherwise} for codes without their own */
  static Status queryStatus(JsonObject error, Status otherwise) {
    Object code = error.get("code");
    int value = code instanceof Number ? ((Number) code).intValue() : -1;
    switch (value) {
    case 4000:
      return Couchbase2Status.NO_PRIMARY_INDEX;
    case 12009:
      return Couchbase2Status.ALREADY_EXISTS;
    case 1080:
      return Couchbase2Status.TIMEOUT;
    default:
      return otherwise;
    }
  }

  /**
   * Runs a key-value attempt; retries temporary failures with a doubling wait (counted in the operation's
   * latency, as an application would see it), then maps the failure to its status.
   */
  private Status execute(String operation, Attempt attempt) {
    long backoffMs = settings.getTemporaryFailureBackoffMs();
    for (int retry = 0;; retry++) {
      try {
        return attempt.run();
      } catch (RuntimeException e) {
        if (Couchbase2Status.isTemporary(e) && retry < settings.getTemporaryFailureRetries()) {
          failures.retried();
          if (!pause(backoffMs)) {
            failures.failed(operation, Couchbase2Status.TEMPORARY_FAILURE, e);
            return Couchbase2Status.TEMPORARY_FAILURE;
          }
          backoffMs = Math.min(Math.max(1, backoffMs * 2), Couchbase2Properties.TEMPORARY_FAILURE_BACKOFF_CAP_MS);
          continue;
        }
        Status status = Couchbase2Status.of(e);
        if (status == Couchbase2Status.TIMEOUT && !"read".equals(operation)) {
          status = mutationTimeout;
        }
        if (status != Status.NOT_FOUND) {
          failures.failed(operation, status, e);
        }
        return status;
      }
    }
  }

  /** @return false when interrupted (the flag is restored) */
  private static boolean pause(long millis) {
    if (millis <= 0) {
      return true;
    }
    try {
      Thread.sleep(millis);
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  private void send(Observable<?> mutation) {
    mutation.subscribe(IGNORE, countAsyncFailure);
  }

  private static Map<String, String> strings(Map<String, ByteIterator> values) {
    Map<String, String> fields = new LinkedHashMap<>();
    for (Map.Entry<String, ByteIterator> field : values.entrySet()) {
      fields.put(field.getKey(), field.getValue().toString());
    }
    return fields;
  }

  /** Sub-document paths treat {@code .}, {@code [} and back quotes specially: quote such names. */
  static String subdocPath(String field) {
    for (int i = 0; i < field.length(); i++) {
      char c = field.charAt(i);
      if (c == '.' || c == '[' || c == ']' || c == '`') {
        return "`" + field.replace("`", "``") + "`";
      }
    }
    return field;
  }

  private static void copy(JsonObject row, Set<String> fields, Map<String, ByteIterator> result) {
    for (String name : fields == null ? row.getNames() : fields) {
      Object value = row.get(name);
      if (value != null) {
        result.put(name, new StringByteIterator(value.toString()));
      }
    }
  }

  private static String oneLine(Throwable e) {
    StringBuilder line = new StringBuilder();
    for (Throwable t = e; t != null && line.length() < 400; t = t.getCause() == t ? null : t.getCause()) {
      line.append(line.length() == 0 ? "" : " <- ").append(t.getClass().getSimpleName());
      if (t.getMessage() != null) {
        line.append(": ").append(t.getMessage().replaceAll("\\s+", " "));
      }
    }
    return line.toString();
  }

  /** @return the shared bucket this instance uses, or {@code null} before {@code init()}; for tests */
  Bucket bucket() {
    return bucket;
  }
}
