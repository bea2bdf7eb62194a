/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3;

import com.couchbase.client.core.env.IoConfig;
import com.couchbase.client.core.env.SeedNode;
import com.couchbase.client.core.env.TimeoutConfig;
import com.couchbase.client.core.error.DocumentNotFoundException;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.ClusterOptions;
import com.couchbase.client.java.Collection;
import com.couchbase.client.java.codec.RawJsonTranscoder;
import com.couchbase.client.java.env.ClusterEnvironment;
import com.couchbase.client.java.kv.GetOptions;
import com.couchbase.client.java.kv.GetResult;
import com.couchbase.client.java.kv.InsertOptions;
import com.couchbase.client.java.kv.MutateInSpec;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.db.couchbase3.support.Couchbase3Settings;
import site.ycsb.db.couchbase3.support.InvalidPropertyException;
import site.ycsb.db.couchbase3.support.JsonFields;

/**
 * YCSB binding for Couchbase Server through the Java SDK 3.x.
 *
 * <p>Semantics (state them with results): a record is the JSON document <i>table</i>:<i>key</i> in
 * {@code couchbase.scope}.{@code couchbase.collection}, a flat object of string fields. Inserts create the document.
 * Updates change only the given fields (at most 16, a sub-document mutation's limit) through one sub-document
 * mutation, keeping the other fields. Scans are not implemented: {@code scanproportion > 0} is refused at init.
 *
 * <p>A missing document is {@code NOT_FOUND}, any other failure {@code ERROR}; the SDK retries temporary failures
 * within {@code couchbase.kvTimeout}.
 *
 * <p>Lifecycle: core creates one instance per client thread and calls {@link #init()} and {@link #cleanup()} once on
 * it; each instance connects on its own. An instance is used by one thread at a time.
 */
public class Couchbase3Client extends DB {
  private Couchbase3Settings settings;
  private ClusterEnvironment environment;
  private Cluster cluster;
  private Collection collection;

  @Override
  public void init() throws DBException {
    try {
      settings = Couchbase3Settings.from(getProperties());
    } catch (InvalidPropertyException e) {
      throw new DBException(e.getMessage(), e);
    }
    environment = ClusterEnvironment.builder()
        .timeoutConfig(TimeoutConfig.builder()
            .kvTimeout(Duration.ofMillis(settings.getKvTimeoutMs()))
            .kvDurableTimeout(Duration.ofMillis(settings.getKvTimeoutMs()))
            .connectTimeout(Duration.ofMillis(settings.getSocketConnectTimeoutMs())))
        .ioConfig(IoConfig.builder().numKvConnections(settings.getKvEndpoints()))
        .build();
    try {
      Set<SeedNode> seeds = new LinkedHashSet<>();
      for (String host : settings.getHosts()) {
        seeds.add(SeedNode.create(host, Optional.of(settings.getBootstrapCarrierPort()),
            Optional.of(settings.getBootstrapHttpPort())));
      }
      cluster = Cluster.connect(seeds, ClusterOptions.clusterOptions(settings.getUsername(), settings.getPassword())
          .environment(environment));
      Bucket bucket = cluster.bucket(settings.getBucket());
      bucket.waitUntilReady(Duration.ofMillis(settings.getConnectTimeoutMs()));
      collection = bucket.scope(settings.getScope()).collection(settings.getCollection());
    } catch (RuntimeException e) {
      cleanup();
      throw new DBException("couchbase3: cannot open bucket '" + settings.getBucket() + "' on "
          + String.join(",", settings.getHosts()) + " as '" + settings.getUsername() + "' (ports tried: "
          + settings.getBootstrapCarrierPort() + " key-value, " + settings.getBootstrapHttpPort()
          + " HTTP; connectTimeout " + settings.getConnectTimeoutMs() + " ms): " + e, e);
    }
  }

  @Override
  public void cleanup() throws DBException {
    Cluster held = cluster;
    cluster = null;
    collection = null;
    if (held != null) {
      held.disconnect();
    }
    if (environment != null) {
      environment.shutdown();
      environment = null;
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

  /** Not implemented: {@code scanproportion > 0} is refused at init. */
  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return Status.NOT_IMPLEMENTED;
  }

  private static Status failed(RuntimeException e) {
    return e instanceof DocumentNotFoundException ? Status.NOT_FOUND : Status.ERROR;
  }
}
