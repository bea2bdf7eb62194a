/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.couchbase.mock.Bucket;
import java.io.DataInputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The key-value protocol of durable writes as raw frames (kv_engine {@code docs/BinaryProtocol.md}): HELLO
 * negotiation, the alternative request's durability frame and the statuses a server answers.
 */
class DurabilityFramesTest {
  private static final int SET = 0x01;
  private static final int GET = 0x00;
  private static final int HELLO = 0x1f;

  @Test
  void helloAnswersAltRequestAndSyncReplicationWhenAskedForBesideTheMocksFeatures() throws Exception {
    try (CouchbaseMockCluster cluster = CouchbaseMockCluster.start(1, 0, "hello"); Kv kv = new Kv(cluster, 0)) {
      ByteBuffer features = ByteBuffer.allocate(8).putShort((short) 0x04).putShort((short) 0x10)
          .putShort((short) 0x11).putShort((short) 0x12);
      Response hello = kv.call(request(HELLO, (short) 0, new byte[0], "agent", features.array(), null));
      assertEquals(0, hello.status);
      assertEquals(List.of(0x04, 0x10, 0x11), hello.shorts(), "MUTATION_SEQNO (the mock's), ours, not COLLECTIONS");
      Response plain = kv.call(request(HELLO, (short) 0, new byte[0], "agent", new byte[] {0, 0x04}, null));
      assertEquals(List.of(0x04), plain.shorts(), "not asked for, not answered");
    }
  }

  @Test
  void malformedDurabilityFramesAreRefusedAndTheWriteIsNotApplied() throws Exception {
    try (CouchbaseMockCluster cluster = CouchbaseMockCluster.start(1, 0, "frames"); Kv kv = new Kv(cluster, 0)) {
      short vb = cluster.mock().getBuckets().get("frames").getVbIndexForKey("k");
      assertEquals(0x04, kv.call(set(vb, "k", new byte[] {0x13, 1, 0, 0})).status, "timeout 0 is reserved");
      assertEquals(0x04, kv.call(set(vb, "k", new byte[] {0x13, 1, (byte) 0xff, (byte) 0xff})).status);
      assertEquals(0xa0, kv.call(set(vb, "k", new byte[] {0x11, 4})).status, "level 4 does not exist");
      assertEquals(0x04, kv.call(set(vb, "k", new byte[] {0x12, 1, 0})).status, "length 2 is no requirement");
      assertEquals(0x01, kv.call(request(GET, vb, new byte[0], "k", new byte[0], null)).status, "never stored");
      assertEquals(0, kv.call(set(vb, "k", new byte[] {0x13, 1, 0x03, (byte) 0xe8})).status, "majority, 1000 ms");
      assertEquals(0, kv.call(set(vb, "k", new byte[] {0x11, 3})).status, "persist to majority, server timeout");
    }
  }

  @Test
  void aChainWhosePlacedCopiesCannotFormAMajorityIsDurabilityImpossibleBeforeTheWrite() throws Exception {
    try (CouchbaseMockCluster cluster = CouchbaseMockCluster.start(2, 3, "chain"); Kv kv = new Kv(cluster, 0)) {
      Bucket bucket = cluster.mock().getBuckets().get("chain");
      String key = keyOwnedBy(bucket, 0);
      short vb = bucket.getVbIndexForKey(key);
      // 3 replicas configured: a majority is 3 of 4 copies, and 2 nodes hold only 2.
      assertEquals(3, cluster.majority());
      assertEquals(0xa1, kv.call(set(vb, key, new byte[] {0x11, 1})).status);
      assertEquals(0x01, kv.call(request(GET, vb, new byte[0], key, new byte[0], null)).status, "not applied");
      assertEquals(0, kv.call(set(vb, key, null)).status, "without durability the write is applied");
    }
  }

  @Test
  void notMyVbucketCarriesTheStandinsClusterMap() throws Exception {
    try (CouchbaseMockCluster cluster = CouchbaseMockCluster.start(2, 0, "nmvb"); Kv kv = new Kv(cluster, 0)) {
      Bucket bucket = cluster.mock().getBuckets().get("nmvb");
      String key = keyOwnedBy(bucket, 1);
      Response wrong = kv.call(request(GET, bucket.getVbIndexForKey(key), new byte[0], key, new byte[0], null));
      assertEquals(0x07, wrong.status);
      String map = new String(wrong.body, StandardCharsets.UTF_8);
      assertTrue(map.contains("\"durableWrite\""), map);
      assertFalse(map.contains("n1ql"), map);
    }
  }

  @Test
  void requirementsAreReadPastOtherFramesAndEscapedLengths() {
    DurabilityRequirement both = DurabilityRequirement.parse(ByteBuffer.wrap(new byte[] {0x00, 0x13, 2, 0, 100}));
    assertEquals(2, both.level);
    assertEquals(100, both.timeoutMs);
    assertEquals(0, both.refusal);
    assertEquals(DurabilityRequirement.DEFAULT_TIMEOUT_MS,
        DurabilityRequirement.parse(ByteBuffer.wrap(new byte[] {0x11, 1})).timeoutMs);
    byte[] escaped = new byte[2 + 15 + 2];
    escaped[0] = (byte) 0x5f; // id 5, length escaped: 15 + 0 = 15 bytes
    escaped[1] = 0;
    escaped[17] = 0x11;
    escaped[18] = 1;
    assertEquals(1, DurabilityRequirement.parse(ByteBuffer.wrap(escaped)).level);
    assertNull(DurabilityRequirement.parse(ByteBuffer.wrap(new byte[] {0x00})), "a reorder frame only");
    assertEquals(0x04, DurabilityRequirement.parse(ByteBuffer.wrap(new byte[] {0x13, 1})).refusal, "cut short");
  }

  /* A key whose vBucket node `node` owns. */
  private static String keyOwnedBy(Bucket bucket, int node) {
    for (int i = 0;; i++) {
      String key = "key" + i;
      if (bucket.getVBucketInfo()[bucket.getVbIndexForKey(key)].getOwner() == bucket.getServers()[node]) {
        return key;
      }
    }
  }

  /* A SET (flags 0, expiry 0) of {"v":1}, as an alternative request when `framing` is not null. */
  private static byte[] set(short vb, String key, byte[] framing) {
    return request(SET, vb, new byte[8], key, "{\"v\":1}".getBytes(StandardCharsets.UTF_8), framing);
  }

  private static byte[] request(int opcode, short vb, byte[] extras, String key, byte[] value, byte[] framing) {
    byte[] keyBytes = key.getBytes(StandardCharsets.UTF_8);
    int frames = framing == null ? 0 : framing.length;
    ByteBuffer frame = ByteBuffer.allocate(24 + frames + extras.length + keyBytes.length + value.length);
    frame.put(framing == null ? (byte) 0x80 : (byte) 0x08).put((byte) opcode);
    if (framing == null) {
      frame.putShort((short) keyBytes.length);
    } else {
      frame.put((byte) frames).put((byte) keyBytes.length);
    }
    frame.put((byte) extras.length).put((byte) 0).putShort(vb)
        .putInt(frames + extras.length + keyBytes.length + value.length).putInt(7).putLong(0);
    if (framing != null) {
      frame.put(framing);
    }
    return frame.put(extras).put(keyBytes).put(value).array();
  }

  /** A response's status and body. */
  private static final class Response {
    final int status;
    final byte[] body;

    Response(int status, byte[] body) {
      this.status = status;
      this.body = body;
    }

    List<Integer> shorts() {
      List<Integer> values = new ArrayList<>();
      ByteBuffer in = ByteBuffer.wrap(body);
      while (in.remaining() >= 2) {
        values.add(in.getShort() & 0xffff);
      }
      return values;
    }
  }

  /** A raw key-value connection to one node (a bucket without password needs no authentication). */
  private static final class Kv implements AutoCloseable {
    private final Socket socket;
    private final DataInputStream in;

    Kv(CouchbaseMockCluster cluster, int node) throws IOException {
      socket = new Socket(InetAddress.getByName("127.0.0." + (node + 1)), cluster.carrierPort(node));
      socket.setSoTimeout(60_000);
      in = new DataInputStream(socket.getInputStream());
    }

    Response call(byte[] request) throws IOException {
      socket.getOutputStream().write(request);
      byte[] header = new byte[24];
      in.readFully(header);
      ByteBuffer h = ByteBuffer.wrap(header);
      byte[] body = new byte[h.getInt(8)];
      in.readFully(body);
      int skip = (h.get(4) & 0xff) + (h.getShort(2) & 0xffff);
      byte[] value = new byte[body.length - skip];
      System.arraycopy(body, skip, value, 0, value.length);
      return new Response(h.getShort(6) & 0xffff, value);
    }

    @Override
    public void close() throws IOException {
      socket.close();
    }
  }
}
