/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3;

import com.couchbase.client.core.error.CasMismatchException;
import com.couchbase.client.core.msg.kv.DurabilityLevel;
import com.couchbase.client.java.Collection;
import com.couchbase.client.java.codec.RawJsonTranscoder;
import com.couchbase.client.java.kv.GetOptions;
import com.couchbase.client.java.kv.GetResult;
import com.couchbase.client.java.kv.InsertOptions;
import com.couchbase.client.java.kv.MutateInOptions;
import com.couchbase.client.java.kv.MutateInSpec;
import com.couchbase.client.java.kv.RemoveOptions;
import com.couchbase.client.java.kv.ReplaceOptions;
import com.couchbase.client.java.kv.UpsertOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.couchbase3.support.Couchbase3Settings;
import site.ycsb.db.couchbase3.support.Couchbase3Status;
import site.ycsb.db.couchbase3.support.FailureLog;
import site.ycsb.db.couchbase3.support.InvalidPropertyException;
import site.ycsb.db.couchbase3.support.JsonFields;
import site.ycsb.db.couchbase3.support.SharedCluster;

/**
 * YCSB binding for Couchbase Server through the Java SDK 3.x.
 *
 * <p>Semantics (state them with results): a record is the JSON document <i>table</i>:<i>key</i> in
 * {@code couchbase.scope}.{@code couchbase.collection}, a flat object of string fields. Inserts create the document
 * ({@code couchbase.upsert=true}: overwrite). Updates follow {@code couchbase.update}: {@code merge} (default;
 * {@code upsert} with {@code couchbase.upsert=true}, as in the couchbaselabs fork) changes
 * only the given fields through one sub-document mutation (more than {@value #MAX_SUBDOC_PATHS} fields: a CAS
 * read-merge-write), keeping the other fields; {@code replace}/{@code upsert} write the whole document from the given
 * fields, which shrinks it when {@code writeallfields=false}. Every mutation carries
 * {@code couchbase.durability} (server-side synchronous replication) or the legacy observe-based
 * {@code couchbase.persistTo}/{@code couchbase.replicateTo}. Scans are not implemented.
 *
 * <p>Settings the cluster cannot honour, a refused login and a bucket the cluster refuses fail {@code init} with a
 * {@link DBException} caused by an {@link IllegalArgumentException} (bad input), found by the one bootstrap of the
 * shared cluster ({@link SharedCluster}).
 *
 * <p>Failures return distinct statuses ({@link Couchbase3Status}); the SDK retries temporary failures within
 * {@code couchbase.kvTimeout}; nothing is printed per operation ({@link FailureLog}).
 *
 * <p>Lifecycle: core creates one instance per client thread and calls {@link #init()} and {@link #cleanup()} once on
 * it; all instances share one cluster connection ({@link SharedCluster}), closed by the last {@code cleanup()}. An
 * instance is used by one thread at a time.
 */
public class Couchbase3Client extends DB {
  private static final Logger LOG = LoggerFactory.getLogger(Couchbase3Client.class);
  /** The failures of every client of this JVM by status, the first 3 of each logged: one count for the run. */
  private static final FailureLog FAILURES = new FailureLog(LOG, "couchbase3", 3);

  /** A sub-document multi-mutation carries at most 16 paths (server limit); larger merges use a CAS loop. */
  static final int MAX_SUBDOC_PATHS = 16;
  /** Attempts of the CAS read-merge-write loop before the update fails. */
  static final int MAX_CAS_ATTEMPTS = 16;

  private Couchbase3Settings settings;
  private SharedCluster shared;
  private Collection collection;

  /** @return the failure counts every client of this JVM shares (their totals: {@link FailureLog#summary()}) */
  public static FailureLog failures() {
    return FAILURES;
  }

  @Override
  public void init() throws DBException {
    try {
      settings = Couchbase3Settings.from(getProperties());
    } catch (InvalidPropertyException e) {
      throw new DBException(e.getMessage(), e);
    }
    try {
      shared = SharedCluster.acquire(settings);
    } catch (IllegalArgumentException e) {
      // A refused login or bucket, or settings this cluster cannot honour: bad input (exit 2).
      throw new DBException("couchbase3: " + e.getMessage(), e);
    } catch (IllegalStateException e) {
      throw new DBException("couchbase3: " + e.getMessage());
    } catch (RuntimeException e) {
      throw new DBException("couchbase3: cannot set the client up: " + FailureLog.oneLine(e));
    }
    collection = shared.collection();
  }

  @Override
  public void cleanup() throws DBException {
    SharedCluster held = shared;
    shared = null;
    collection = null;
    if (held != null && held.release()) {
      String totals = FAILURES.summary();
      if (!totals.isEmpty()) {
        LOG.info(totals);
      }
    }
  }

  /** @return the document id of a YCSB key, <i>table</i>:<i>key</i> as in the 2.x binding */
  static String documentId(String table, String key) {
    return table + ":" + key;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    try {
      GetResult got = collection.get(documentId(table, key),
          GetOptions.getOptions().transcoder(RawJsonTranscoder.INSTANCE));
      JsonFields.decode(got.contentAsBytes(), fields == null || fields.isEmpty() ? null : fields, result);
      return Status.OK;
    } catch (RuntimeException e) {
      return failed("read", e);
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    String id = documentId(table, key);
    String document = JsonFields.encode(values);
    try {
      if (settings.upsert()) {
        collection.upsert(id, document, upsertOptions());
      } else {
        InsertOptions options = InsertOptions.insertOptions().transcoder(RawJsonTranscoder.INSTANCE);
        if (settings.getDocumentExpirySec() > 0) {
          options.expiry(Duration.ofSeconds(settings.getDocumentExpirySec()));
        }
        if (settings.getDurability() != DurabilityLevel.NONE) {
          options.durability(settings.getDurability());
        } else if (settings.isLegacyDurability()) {
          options.durability(settings.getPersistTo(), settings.getReplicateTo());
        }
        collection.insert(id, document, options);
      }
      return Status.OK;
    } catch (RuntimeException e) {
      return failed("insert", e);
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    String id = documentId(table, key);
    try {
      switch (settings.updateMode()) {
      case MERGE:
        if (values.size() > MAX_SUBDOC_PATHS) {
          return mergeByCas(id, values);
        }
        List<MutateInSpec> specs = new ArrayList<>(values.size());
        for (Map.Entry<String, ByteIterator> field : values.entrySet()) {
          specs.add(MutateInSpec.upsert(JsonFields.subdocPath(field.getKey()), field.getValue().toString()));
        }
        collection.mutateIn(id, specs, mutateInOptions());
        return Status.OK;
      case REPLACE:
        collection.replace(id, JsonFields.encode(values), replaceOptions(0));
        return Status.OK;
      default:
        collection.upsert(id, JsonFields.encode(values), upsertOptions());
        return Status.OK;
      }
    } catch (RuntimeException e) {
      return failed("update", e);
    }
  }

  /** Merge of more fields than one sub-document mutation carries: read, merge, write back if unchanged (CAS). */
  private Status mergeByCas(String id, Map<String, ByteIterator> values) {
    for (int attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
      GetResult current = collection.get(id, GetOptions.getOptions().transcoder(RawJsonTranscoder.INSTANCE));
      Map<String, ByteIterator> merged = new LinkedHashMap<>();
      JsonFields.decode(current.contentAsBytes(), null, merged);
      for (Map.Entry<String, ByteIterator> field : values.entrySet()) {
        merged.put(field.getKey(), new StringByteIterator(field.getValue().toString()));
      }
      try {
        collection.replace(id, JsonFields.encode(merged), replaceOptions(current.cas()));
        return Status.OK;
      } catch (CasMismatchException e) {
        // another writer changed the document in between: merge again
      }
    }
    FAILURES.failed("update", Status.ERROR, "the document kept changing during " + MAX_CAS_ATTEMPTS
        + " read-merge-write attempts (CAS mismatch)");
    return Status.ERROR;
  }

  @Override
  public Status delete(String table, String key) {
    try {
      RemoveOptions options = RemoveOptions.removeOptions();
      if (settings.getDurability() != DurabilityLevel.NONE) {
        options.durability(settings.getDurability());
      } else if (settings.isLegacyDurability()) {
        options.durability(settings.getPersistTo(), settings.getReplicateTo());
      }
      collection.remove(documentId(table, key), options);
      return Status.OK;
    } catch (RuntimeException e) {
      return failed("delete", e);
    }
  }

  /** Not implemented: a harness may refuse {@code scanproportion > 0} before the run. */
  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return Status.NOT_IMPLEMENTED;
  }

  private UpsertOptions upsertOptions() {
    UpsertOptions options = UpsertOptions.upsertOptions().transcoder(RawJsonTranscoder.INSTANCE);
    if (settings.getDocumentExpirySec() > 0) {
      options.expiry(Duration.ofSeconds(settings.getDocumentExpirySec()));
    }
    if (settings.getDurability() != DurabilityLevel.NONE) {
      options.durability(settings.getDurability());
    } else if (settings.isLegacyDurability()) {
      options.durability(settings.getPersistTo(), settings.getReplicateTo());
    }
    return options;
  }

  private ReplaceOptions replaceOptions(long cas) {
    ReplaceOptions options = ReplaceOptions.replaceOptions().transcoder(RawJsonTranscoder.INSTANCE);
    if (cas != 0) {
      options.cas(cas);
    }
    if (settings.getDocumentExpirySec() > 0) {
      options.expiry(Duration.ofSeconds(settings.getDocumentExpirySec()));
    }
    if (settings.getDurability() != DurabilityLevel.NONE) {
      options.durability(settings.getDurability());
    } else if (settings.isLegacyDurability()) {
      options.durability(settings.getPersistTo(), settings.getReplicateTo());
    }
    return options;
  }

  private MutateInOptions mutateInOptions() {
    MutateInOptions options = MutateInOptions.mutateInOptions();
    if (settings.getDocumentExpirySec() > 0) {
      options.expiry(Duration.ofSeconds(settings.getDocumentExpirySec()));
    }
    if (settings.getDurability() != DurabilityLevel.NONE) {
      options.durability(settings.getDurability());
    } else if (settings.isLegacyDurability()) {
      options.durability(settings.getPersistTo(), settings.getReplicateTo());
    }
    return options;
  }

  private static Status failed(String operation, RuntimeException e) {
    Status status = Couchbase3Status.of(e);
    if (status != Status.NOT_FOUND) {
      FAILURES.failed(operation, status, e);
    }
    return status;
  }
}
