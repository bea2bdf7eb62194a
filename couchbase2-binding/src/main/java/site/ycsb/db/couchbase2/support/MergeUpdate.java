/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.document.RawJsonDocument;
import com.couchbase.client.java.error.CASMismatchException;
import com.couchbase.client.java.subdoc.AsyncMutateInBuilder;
import java.util.LinkedHashMap;
import java.util.Map;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;

/**
 * A key-value update that changes only the given fields ({@code couchbase.update=merge}): one sub-document mutation
 * of their paths, or, for more fields than one carries, a read-merge-write loop on the document's CAS. Both carry
 * the settings' durability and expiry. Thread-safe: it holds only thread-safe objects.
 */
public final class MergeUpdate {
  /** Attempts of the CAS read-merge-write loop before the update fails. */
  static final int MAX_CAS_ATTEMPTS = 16;

  private final Bucket bucket;
  private final Couchbase2Settings settings;
  private final FailureLog failures;

  /**
   * @param bucket   the shared bucket
   * @param settings durability and expiry
   * @param failures where a CAS loop that never wins is counted
   */
  public MergeUpdate(Bucket bucket, Couchbase2Settings settings, FailureLog failures) {
    this.bucket = bucket;
    this.settings = settings;
    this.failures = failures;
  }

  /** @return the builder with an upsert of each field's path, the durability and the expiry */
  public AsyncMutateInBuilder subdoc(AsyncMutateInBuilder builder, Map<String, String> fields) {
    for (Map.Entry<String, String> field : fields.entrySet()) {
      builder.upsert(JsonFields.subdocPath(field.getKey()), field.getValue());
    }
    builder.withDurability(settings.getPersistTo(), settings.getReplicateTo());
    int expiry = expiry(settings);
    if (expiry > 0) {
      builder.withExpiry(expiry);
    }
    return builder;
  }

  /** Merge of more fields than one sub-document mutation carries: read, merge, write back if unchanged (CAS). */
  public Status byCas(String id, Map<String, ByteIterator> values) {
    Map<String, String> fields = strings(values);
    for (int attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
      RawJsonDocument current = bucket.get(id, RawJsonDocument.class);
      if (current == null) {
        return Status.NOT_FOUND;
      }
      Map<String, ByteIterator> merged = new LinkedHashMap<>();
      JsonFields.decode(current.content().getBytes(java.nio.charset.StandardCharsets.UTF_8), null, merged);
      for (Map.Entry<String, String> field : fields.entrySet()) {
        merged.put(field.getKey(), new StringByteIterator(field.getValue()));
      }
      try {
        bucket.replace(RawJsonDocument.create(id, expiry(settings), JsonFields.encode(merged),
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

  /** @return the expiry to send with a write now (a relative one over 30 days as a Unix time) */
  public static int expiry(Couchbase2Settings settings) {
    return settings.getDocumentExpirySec() == 0 ? 0 : settings.documentExpiryAt(System.currentTimeMillis());
  }

  /** @return the values as strings, in their order */
  public static Map<String, String> strings(Map<String, ByteIterator> values) {
    Map<String, String> fields = new LinkedHashMap<>();
    for (Map.Entry<String, ByteIterator> field : values.entrySet()) {
      fields.put(field.getKey(), field.getValue().toString());
    }
    return fields;
  }
}
