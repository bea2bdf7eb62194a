/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.couchbase.client.core.CouchbaseException;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.CouchbaseCluster;
import com.couchbase.client.java.document.RawJsonDocument;
import com.couchbase.client.java.env.CouchbaseEnvironment;
import com.couchbase.client.java.error.RequestTooBigException;
import com.couchbase.client.java.subdoc.MutateInBuilder;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The stand-in refuses what a real server refuses for the operations the {@code couchbase2} binding sends: each
 * limit is accepted at its value and refused one byte (or one path) past it, with the server's status on the wire
 * (raw memcached frames) and the exception SDK 2.x raises for it.
 */
class KvServerRulesTest {
  private static final int E2BIG = 0x03;
  private static final int EINVAL = 0x04;
  private static final int SUBDOC_INVALID_COMBO = 0xcb;

  private static CouchbaseMockCluster mock;
  private static CouchbaseEnvironment env;
  private static Cluster cluster;
  private static Bucket bucket;

  @BeforeAll
  static void connect() throws Exception {
    mock = CouchbaseMockCluster.start(1, 0, "rules");
    // 20 MiB documents over loopback on a loaded machine: a generous key-value timeout
    env = PatientSdk2.builder().bootstrapHttpDirectPort(mock.httpPort())
        .bootstrapCarrierDirectPort(mock.carrierPort()).kvTimeout(TimeUnit.SECONDS.toMillis(120))
        .maxRequestLifetime(TimeUnit.SECONDS.toMillis(180)).build();
    cluster = CouchbaseCluster.create(env, "127.0.0.1");
    bucket = cluster.openBucket("rules", "", 60, TimeUnit.SECONDS);
  }

  @AfterAll
  static void disconnect() {
    if (cluster != null) {
      cluster.disconnect();
    }
    if (env != null) {
      env.shutdown();
    }
    if (mock != null) {
      mock.close();
    }
  }

  @Test
  void keysUpTo250BytesAreStoredLongerOnesAreInvalidArguments() throws Exception {
    String longest = "k".repeat(KvServerRules.MAX_KEY_BYTES);
    bucket.upsert(RawJsonDocument.create(longest, "{\"f\":1}"));
    assertEquals("{\"f\":1}", bucket.get(longest, RawJsonDocument.class).content());
    String tooLong = "k".repeat(KvServerRules.MAX_KEY_BYTES + 1);
    assertEquals(EINVAL, rawStatus(set(tooLong, "{}".getBytes(StandardCharsets.US_ASCII))));
    // SDK 2.x does not even send it
    IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
        () -> bucket.upsert(RawJsonDocument.create(tooLong, "{}")));
    assertEquals("The Document ID must not be larger than 250 bytes", refused.getMessage());
  }

  @Test
  void documentsUpTo20MibAreStoredLargerOnesAreTooBig() {
    String largest = jsonOfBytes(KvServerRules.MAX_DOCUMENT_BYTES);
    bucket.upsert(RawJsonDocument.create("largest", largest));
    assertEquals(largest.length(), bucket.get("largest", RawJsonDocument.class).content().length());
    assertThrows(RequestTooBigException.class,
        () -> bucket.upsert(RawJsonDocument.create("too-large", jsonOfBytes(KvServerRules.MAX_DOCUMENT_BYTES + 1))));
    assertEquals(null, bucket.get("too-large", RawJsonDocument.class));
  }

  @Test
  void sixteenPathsInOneMutationAreAppliedSeventeenAreAnInvalidCombination() throws Exception {
    bucket.upsert(RawJsonDocument.create("paths", "{}"));
    mutation("paths", 16).execute();
    assertEquals(16, bucket.get("paths", RawJsonDocument.class).content().split(",").length);
    assertEquals(SUBDOC_INVALID_COMBO, rawStatus(multiMutation("paths", 17, 1)));
    CouchbaseException refused = assertThrows(CouchbaseException.class, () -> mutation("paths", 17).execute());
    assertEquals("SUBDOC_INVALID_COMBO", refused.getMessage());
  }

  @Test
  void pathsUpTo1024BytesAreAppliedLongerOnesAreInvalidArguments() throws Exception {
    bucket.upsert(RawJsonDocument.create("long-path", "{}"));
    String longest = "p".repeat(KvServerRules.MAX_SUBDOC_PATH_BYTES);
    bucket.mutateIn("long-path").upsert(longest, "v").upsert("other", "w").execute();
    assertEquals("v", bucket.lookupIn("long-path").get(longest).execute().content(longest));
    String tooLong = "p".repeat(KvServerRules.MAX_SUBDOC_PATH_BYTES + 1);
    assertEquals(EINVAL, rawStatus(multiMutation("long-path", 2, KvServerRules.MAX_SUBDOC_PATH_BYTES + 1)));
    assertEquals(EINVAL, rawStatus(singleMutation("long-path", tooLong)));
    CouchbaseException multi = assertThrows(CouchbaseException.class,
        () -> bucket.mutateIn("long-path").upsert(tooLong, "v").upsert("other", "w").execute());
    assertEquals("INVALID_ARGUMENTS", multi.getMessage());
    CouchbaseException single = assertThrows(CouchbaseException.class,
        () -> bucket.mutateIn("long-path").upsert(tooLong, "v").execute());
    assertEquals("INVALID_ARGUMENTS", single.getMessage());
  }

  @Test
  void subDocumentWritesThatGrowADocumentPast20MibAreTooBigAndLeaveItUnchanged() {
    String nearlyFull = jsonOfBytes(KvServerRules.MAX_DOCUMENT_BYTES - 20);
    long cas = bucket.upsert(RawJsonDocument.create("growing", nearlyFull)).cas();
    assertThrows(RequestTooBigException.class,
        () -> bucket.mutateIn("growing").upsert("b", "0123456789").upsert("c", "0123456789").execute());
    // one path: the SDK sends a single-path command, which the mock itself checks
    assertThrows(RequestTooBigException.class,
        () -> bucket.mutateIn("growing").upsert("b", "0123456789012345678901234567890123456789").execute());
    RawJsonDocument after = bucket.get("growing", RawJsonDocument.class);
    assertEquals(cas, after.cas(), "the refused writes left the document as it was");
    bucket.mutateIn("growing").upsert("b", "1").upsert("c", "2").execute();
    assertNotNull(bucket.lookupIn("growing").get("c").execute().content("c"));
  }

  private static MutateInBuilder mutation(String id, int paths) {
    MutateInBuilder builder = bucket.mutateIn(id);
    for (int i = 0; i < paths; i++) {
      builder.upsert("f" + i, "v");
    }
    return builder;
  }

  /** @return a JSON object of exactly {@code bytes} bytes: {"a":"xxx..."} */
  private static String jsonOfBytes(int bytes) {
    return "{\"a\":\"" + "x".repeat(bytes - 8) + "\"}";
  }

  // Raw memcached binary frames: the status the node answers, before any authentication (the server validates a
  // request before it checks privileges).

  private static byte[] frame(int opcode, byte[] extras, byte[] key, byte[] value) {
    ByteBuffer frame = ByteBuffer.allocate(24 + extras.length + key.length + value.length);
    frame.put((byte) 0x80).put((byte) opcode).putShort((short) key.length).put((byte) extras.length).put((byte) 0)
        .putShort((short) 0).putInt(extras.length + key.length + value.length).putInt(7).putLong(0);
    return frame.put(extras).put(key).put(value).array();
  }

  private static byte[] set(String key, byte[] value) {
    return frame(0x01, new byte[8], key.getBytes(StandardCharsets.UTF_8), value);
  }

  /** SUBDOC_MULTI_MUTATION (0xd1) with {@code paths} dictionary upserts, each path {@code pathBytes} long. */
  private static byte[] multiMutation(String key, int paths, int pathBytes) {
    ByteBuffer specs = ByteBuffer.allocate(paths * (8 + pathBytes + 3));
    for (int i = 0; i < paths; i++) {
      byte[] path = new byte[pathBytes];
      Arrays.fill(path, (byte) 'p');
      path[0] = (byte) ('a' + i);
      specs.put((byte) 0xc8).put((byte) 0).putShort((short) pathBytes).putInt(3).put(path)
          .put("\"v\"".getBytes(StandardCharsets.US_ASCII));
    }
    return frame(0xd1, new byte[0], key.getBytes(StandardCharsets.UTF_8), specs.array());
  }

  /** SUBDOC_DICT_UPSERT (0xc8) of {@code path}. */
  private static byte[] singleMutation(String key, String path) {
    byte[] pathBytes = path.getBytes(StandardCharsets.UTF_8);
    ByteBuffer extras = ByteBuffer.allocate(3).putShort((short) pathBytes.length).put((byte) 0);
    ByteBuffer body = ByteBuffer.allocate(pathBytes.length + 3).put(pathBytes)
        .put("\"v\"".getBytes(StandardCharsets.US_ASCII));
    return frame(0xc8, extras.array(), key.getBytes(StandardCharsets.UTF_8), body.array());
  }

  private static int rawStatus(byte[] request) throws IOException {
    try (Socket socket = new Socket("127.0.0.1", mock.carrierPort())) {
      socket.setSoTimeout((int) TimeUnit.SECONDS.toMillis(60));
      OutputStream out = socket.getOutputStream();
      out.write(request);
      out.flush();
      byte[] header = new byte[24];
      new DataInputStream(socket.getInputStream()).readFully(header);
      assertEquals(0x81, header[0] & 0xff, "a response frame");
      return ByteBuffer.wrap(header).getShort(6) & 0xffff;
    }
  }
}
