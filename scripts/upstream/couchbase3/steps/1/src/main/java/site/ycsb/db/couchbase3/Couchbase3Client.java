/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3;

import com.couchbase.client.core.error.DocumentNotFoundException;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.Collection;
import com.couchbase.client.java.codec.RawJsonTranscoder;
import com.couchbase.client.java.kv.GetOptions;
import com.couchbase.client.java.kv.GetResult;
import com.couchbase.client.java.kv.InsertOptions;
import com.couchbase.client.java.kv.MutateInSpec;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.db.couchbase3.support.JsonFields;

/**
 * YCSB binding for Couchbase Server through the Java SDK 3.x.
 *
 * <p>Semantics (state them with results): a record is the JSON document <i>table</i>:<i>key</i> in the bucket's
 * default collection, a flat object of string fields. Inserts create the document. Updates change only the given
 * fields (at most 16, a sub-document mutation's limit) through one sub-document mutation, keeping the other
 * fields. The SDK's defaults apply: timeouts, retries within them, no durability. Scans are not implemented.
 *
 * <p>Lifecycle: core creates one instance per client thread and calls {@link #init()} and {@link #cleanup()} once on
 * it; each instance connects on its own. An instance is used by one thread at a time.
 */
public class Couchbase3Client extends DB {
  /** How long init waits for the bucket, in seconds. */
  static final int CONNECT_TIMEOUT_SEC = 30;

  private Cluster cluster;
  private Collection collection;

  @Override
  public void init() throws DBException {
    Properties props = getProperties();
    String host = props.getProperty("couchbase.host", "127.0.0.1");
    String bucketName = props.getProperty("couchbase.bucket", "default");
    String username = props.getProperty("couchbase.username", bucketName);
    String password = props.getProperty("couchbase.password");
    if (password == null || password.isEmpty()) {
      throw new DBException("couchbase3: couchbase.password is required (SDK 3 refuses an empty password)");
    }
    try {
      cluster = Cluster.connect(host, username, password);
      Bucket bucket = cluster.bucket(bucketName);
      bucket.waitUntilReady(Duration.ofSeconds(CONNECT_TIMEOUT_SEC));
      collection = bucket.defaultCollection();
    } catch (RuntimeException e) {
      cleanup();
      throw new DBException("couchbase3: cannot open bucket '" + bucketName + "' on " + host + " as '" + username
          + "': " + e, e);
    }
  }

  @Override
  public void cleanup() throws DBException {
    if (cluster != null) {
      cluster.disconnect();
      cluster = null;
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
      JsonFields.decode(new String(got.contentAsBytes(), StandardCharsets.UTF_8),
          fields == null || fields.isEmpty() ? null : fields, result);
      return Status.OK;
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    try {
      collection.insert(documentId(table, key), JsonFields.encode(values),
          InsertOptions.insertOptions().transcoder(RawJsonTranscoder.INSTANCE));
      return Status.OK;
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    String id = documentId(table, key);
    try {
      List<MutateInSpec> specs = new ArrayList<>(values.size());
      for (Map.Entry<String, ByteIterator> field : values.entrySet()) {
        specs.add(MutateInSpec.upsert(field.getKey(), field.getValue().toString()));
      }
      collection.mutateIn(id, specs);
      return Status.OK;
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public Status delete(String table, String key) {
    try {
      collection.remove(documentId(table, key));
      return Status.OK;
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  /** Not implemented. */
  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return Status.NOT_IMPLEMENTED;
  }

  private static Status failed(RuntimeException e) {
    return e instanceof DocumentNotFoundException ? Status.NOT_FOUND : Status.ERROR;
  }
}
