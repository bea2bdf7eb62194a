/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.CouchbaseCluster;
import com.couchbase.client.java.document.JsonDocument;
import com.couchbase.client.java.document.json.JsonObject;
import com.couchbase.client.java.env.CouchbaseEnvironment;
import com.couchbase.client.java.env.DefaultCouchbaseEnvironment;
import com.couchbase.client.java.error.InvalidPasswordException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The stand-in's key-value login ({@link KvLogin}) with the real clients over loopback: SDK 2 (java-client 2.7, the
 * couchbase2 binding's, which logs in with SCRAM and does not check the server's signature) is refused a wrong
 * bucket password and served with the right one; SDK 3 (the couchbase3 binding's) likewise, in a JVM of its own.
 */
class KvLoginTest {
  private static final String PASSWORD = "s3cret";

  @BeforeAll
  static void compileProbe() throws IOException {
    Sdk3DurabilityTest.compileProbe();
  }

  @Test
  void sdk2IsRefusedAWrongPasswordAndServedWithTheRightOne() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(2, 1, "login", 0, 0, false, null, PASSWORD)) {
      CouchbaseEnvironment env = DefaultCouchbaseEnvironment.builder().bootstrapHttpDirectPort(mock.httpPort())
          .bootstrapCarrierDirectPort(mock.carrierPort()).connectTimeout(30_000).socketConnectTimeout(30_000)
          .build();
      Cluster cluster = CouchbaseCluster.create(env, "127.0.0.1");
      try {
        assertThrows(InvalidPasswordException.class,
            () -> cluster.openBucket("login", "wrong-" + PASSWORD, 60, TimeUnit.SECONDS));
        Bucket bucket = cluster.openBucket("login", PASSWORD, 60, TimeUnit.SECONDS);
        bucket.upsert(JsonDocument.create("k", JsonObject.create().put("f", "v")), 30, TimeUnit.SECONDS);
        assertEquals("v", bucket.get("k", 30, TimeUnit.SECONDS).content().getString("f"));
      } finally {
        cluster.disconnect();
        env.shutdown();
      }
    }
  }

  @Test
  void sdk3IsRefusedAWrongPasswordAndServedWithTheRightOne() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(1, 0, "login", 0, 0, false, null, PASSWORD)) {
      String refused = Sdk3DurabilityTest.Probe.refusal(mock, "wrong-" + PASSWORD);
      assertTrue(refused.startsWith("login refused"), refused);
      try (Sdk3DurabilityTest.Probe sdk3 = new Sdk3DurabilityTest.Probe(mock, PASSWORD, 10_000)) {
        assertEquals("ok", sdk3.ask("upsert k NONE"));
      }
    }
  }

  @Test
  void aScramUserOtherThanTheBucketIsRefusedAndTheUserIsReadAsRfc5802EncodesIt() throws Exception {
    assertEquals("a,b=c", KvLogin.scramUser("n,,n=a=2Cb=3Dc,r=nonce".getBytes(StandardCharsets.UTF_8)));
    assertNull(KvLogin.scramUser("n,,r=nonce".getBytes(StandardCharsets.UTF_8)));
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(1, 0, "login", 0, 0, false, null, PASSWORD)) {
      String refused = Sdk3DurabilityTest.Probe.refusal(mock, "Administrator", PASSWORD);
      assertTrue(refused.startsWith("login refused"), refused);
    }
  }
}
