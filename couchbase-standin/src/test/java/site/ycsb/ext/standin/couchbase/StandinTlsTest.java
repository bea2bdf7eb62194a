/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.CouchbaseCluster;
import com.couchbase.client.java.PersistTo;
import com.couchbase.client.java.ReplicateTo;
import com.couchbase.client.java.bucket.BucketInfo;
import com.couchbase.client.java.document.RawJsonDocument;
import com.couchbase.client.java.env.CouchbaseEnvironment;
import com.couchbase.client.java.env.DefaultCouchbaseEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With TLS, SDK 2.x trusting only the generated certificate bootstraps over a node's TLS port, finds every node's TLS
 * port in the cluster map and writes with {@code ReplicateTo.ONE} (so every node is reached) over TLS only.
 */
class StandinTlsTest {
  @TempDir
  Path dir;

  @Test
  void sdkTrustingTheWrittenCertificateWritesAndReadsOnEveryNodeOverTls() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(3, 1, "tls", 0, 0, false, dir)) {
      Map<String, String> settings = mock.bindingSettings();
      assertEquals(dir.resolve(StandinTls.TRUST_STORE).toString(), settings.get("couchbase.sslTruststoreFile"));
      assertTrue(Files.isRegularFile(dir.resolve(StandinTls.CERTIFICATE)));
      CouchbaseEnvironment env = PatientSdk2.builder().sslEnabled(true)
          .sslTruststoreFile(settings.get("couchbase.sslTruststoreFile"))
          .sslTruststorePassword(settings.get("couchbase.sslTruststorePassword"))
          .bootstrapCarrierSslPort(mock.tlsPort(0)).bootstrapHttpEnabled(false)
          .kvTimeout(TimeUnit.SECONDS.toMillis(30)).build();
      Cluster cluster = CouchbaseCluster.create(env, "127.0.0.1");
      try {
        Bucket bucket = cluster.openBucket("tls", "", 60, TimeUnit.SECONDS);
        for (int i = 0; i < 20; i++) {
          bucket.upsert(RawJsonDocument.create("k" + i, "{\"i\":" + i + "}"), PersistTo.NONE, ReplicateTo.ONE);
          assertEquals("{\"i\":" + i + "}", bucket.get("k" + i, RawJsonDocument.class).content());
        }
      } finally {
        cluster.disconnect();
        env.shutdown();
      }
    }
  }

  @Test
  void bucketInformationIsAnsweredOverHttpsAtThePrintedPort() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(3, 1, "info", 0, 0, false, dir)) {
      Map<String, String> settings = mock.bindingSettings();
      // As the couchbase2 binding builds its environment from the printed options.
      DefaultCouchbaseEnvironment.Builder builder = PatientSdk2.builder().sslEnabled(true)
          .sslTruststoreFile(settings.get("couchbase.sslTruststoreFile"))
          .sslTruststorePassword(settings.get("couchbase.sslTruststorePassword"))
          .bootstrapCarrierSslPort(Integer.parseInt(settings.get("couchbase.bootstrapCarrierSslPort")));
      if (settings.containsKey("couchbase.bootstrapHttpSslPort")) {
        builder.bootstrapHttpSslPort(Integer.parseInt(settings.get("couchbase.bootstrapHttpSslPort")));
      }
      CouchbaseEnvironment env = builder.build();
      Cluster cluster = CouchbaseCluster.create(env, "127.0.0.1");
      try {
        Bucket bucket = cluster.openBucket("info", "", 60, TimeUnit.SECONDS);
        // The wait is a hang guard: without an HTTPS service the SDK retries until it and fails.
        BucketInfo info = bucket.bucketManager().info(60, TimeUnit.SECONDS);
        assertEquals(3, info.nodeCount());
        assertEquals(1, info.replicaCount());
        assertTrue(mock.httpsConnections() > 0, "the request came over the stand-in's HTTPS port");
      } finally {
        cluster.disconnect();
        env.shutdown();
      }
    }
  }
}
