/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.contract;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * The part of a Couchbase binding's {@link BindingAdapter} that couchbase2 and couchbase3 share: one stand-in node
 * (CouchbaseMock, {@code couchbase-standin}) with one replica that is never placed, bucket {@value #BUCKET} with a
 * password, and the property names both bindings read. A binding's module brings {@code couchbase-standin} at test
 * scope. Not thread-safe.
 */
public abstract class CouchbaseStandinAdapter implements BindingAdapter {
  /** The stand-in's bucket. */
  public static final String BUCKET = "contract";
  /** The bucket's password. */
  public static final String PASSWORD = "standin-pw";
  /** The largest document Couchbase Server stores, bytes (20 MiB). */
  public static final int MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

  private CouchbaseMockCluster mock;

  @Override
  public void start() throws Exception {
    mock = CouchbaseMockCluster.start(1, 1, BUCKET, 0, 0, false, null, PASSWORD);
  }

  @Override
  public void close() {
    mock.close();
  }

  @Override
  public Map<String, String> server() {
    Map<String, String> props = new LinkedHashMap<>(mock.bindingSettings());
    props.put("couchbase.connectTimeout", "30000");
    return props;
  }

  @Override
  public Map<String, String> seedAt(int port, int connectTimeoutMillis) {
    Map<String, String> props = server();
    props.put("couchbase.bootstrapHttpPort", Integer.toString(port));
    props.put("couchbase.bootstrapCarrierPort", Integer.toString(port));
    props.put("couchbase.connectTimeout", Integer.toString(connectTimeoutMillis));
    return props;
  }

  @Override
  public int seedPort() {
    return mock.carrierPort();
  }

  @Override
  public Map<String, String> seedThrough(int port) {
    Map<String, String> props = server();
    props.put("couchbase.bootstrapCarrierPort", Integer.toString(port));
    return props;
  }

  @Override
  public Map<String, String> missingContainer(String name) {
    Map<String, String> props = server();
    props.put("couchbase.bucket", name);
    return props;
  }

  @Override
  public Map.Entry<String, String> expiryOutOfRange() {
    // 352,000,000 s read as a relative expiry ends after 2038-01-19; the server takes values over 30 days as an
    // absolute Unix time, and one past 2^31 wraps into the past: the documents would be gone at once.
    return Map.entry("couchbase.documentExpiry", "352000000");
  }

  @Override
  public int maxRecordBytes() {
    return MAX_DOCUMENT_BYTES;
  }

  @Override
  public Map.Entry<String, String> misspeltProperty() {
    return Map.entry("couchbase.replicateto", "couchbase.replicateTo");
  }

  @Override
  public Map<String, String> trustStore(Path store, String password) {
    Map<String, String> props = server();
    props.put("couchbase.sslEnabled", "true");
    props.put("couchbase.sslTruststoreFile", store.toString());
    props.put("couchbase.sslTruststorePassword", password);
    return props;
  }

  @Override
  public String trustStoreProperty() {
    return "couchbase.sslTruststoreFile";
  }

  @Override
  public Map<String, String> password(String secret) {
    Map<String, String> props = server();
    props.put("couchbase.password", secret);
    return props;
  }
}
