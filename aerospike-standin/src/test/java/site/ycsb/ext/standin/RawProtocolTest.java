/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.aerospike.client.AerospikeClient;
import com.aerospike.client.Bin;
import com.aerospike.client.Info;
import com.aerospike.client.Key;
import com.aerospike.client.policy.WritePolicy;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Requests the official client never sends (or not in this form), written byte by byte: the stand-in answers
 * them as a server does and keeps serving.
 */
class RawProtocolTest {
  private static AerospikeStandin standin;
  private static AerospikeClient client;

  @BeforeAll
  static void start() {
    standin = AerospikeStandin.builder().nodes(2).namespace("ycsb").start();
    client = Clients.connect(standin);
  }

  @AfterAll
  static void stop() {
    client.close();
    standin.close();
  }

  /** One answer message: info3, result code, generation and field count. */
  private record Answer(int info3, int resultCode, int generation, int fields) {
  }

  private static byte[] proto(int type, byte[] body) {
    byte[] msg = new byte[8 + body.length];
    long proto = body.length | (2L << 56) | ((long) type << 48);
    for (int i = 0; i < 8; i++) {
      msg[i] = (byte) (proto >>> (56 - 8 * i));
    }
    System.arraycopy(body, 0, msg, 8, body.length);
    return msg;
  }

  private static byte[] header(int info1, int info2, int info3, int fields, int ops) {
    byte[] h = new byte[22];
    h[0] = 22;
    h[1] = (byte) info1;
    h[2] = (byte) info2;
    h[3] = (byte) info3;
    h[18] = (byte) (fields >> 8);
    h[19] = (byte) fields;
    h[20] = (byte) (ops >> 8);
    h[21] = (byte) ops;
    return h;
  }

  private static void field(ByteArrayOutputStream b, int type, byte[] value) {
    int len = value.length + 1;
    b.write(len >>> 24);
    b.write(len >>> 16);
    b.write(len >>> 8);
    b.write(len);
    b.write(type);
    b.writeBytes(value);
  }

  /**
   * Sends {@code msg} to node {@code node} and reads the answer: one group for a single-record command, groups
   * until the message with {@code INFO3_LAST} for a scan ({@code multi}).
   */
  private static List<Answer> exchange(int node, byte[] msg, boolean multi) throws IOException {
    try (Socket s = new Socket(standin.address(node), standin.port())) {
      s.setSoTimeout(5000);
      OutputStream out = s.getOutputStream();
      out.write(msg);
      out.flush();
      DataInputStream in = new DataInputStream(s.getInputStream());
      List<Answer> answers = new ArrayList<>();
      while (true) {
        long proto = in.readLong();
        byte[] body = new byte[(int) (proto & 0xffffffffffffL)];
        in.readFully(body);
        int p = 0;
        while (p < body.length) {
          int info3 = body[p + 3] & 0xff;
          int fields = Wire.getShort(body, p + 18);
          int ops = Wire.getShort(body, p + 20);
          answers.add(new Answer(info3, body[p + 5] & 0xff, Wire.getInt(body, p + 6), fields));
          p += 22;
          for (int i = 0; i < fields + ops; i++) {
            p += 4 + Wire.getInt(body, p);
          }
          if ((info3 & Wire.INFO3_LAST) != 0) {
            return answers;
          }
        }
        if (!multi) {
          return answers;
        }
      }
    }
  }

  private static byte[] scanRequest(int info3, int... pids) {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    b.writeBytes(header(Wire.INFO1_READ, 0, info3, 2, 0));
    field(b, Wire.FIELD_NAMESPACE, "ycsb".getBytes(StandardCharsets.UTF_8));
    byte[] list = new byte[pids.length * 2];
    for (int i = 0; i < pids.length; i++) {
      list[2 * i] = (byte) pids[i];
      list[2 * i + 1] = (byte) (pids[i] >> 8);
    }
    field(b, Wire.FIELD_PID_ARRAY, list);
    return proto(Wire.TYPE_MESSAGE, b.toByteArray());
  }

  @Test
  void scanWithoutTheNoDoneFlagGetsADoneMarkerPerPartitionAndUnavailableForForeignOnes() throws IOException {
    // Node 0 owns the even partitions of a 2-node stand-in.
    List<Answer> answers = exchange(0, scanRequest(0, 10, 11, 12), true);
    Map<Integer, Integer> done = new HashMap<>();
    for (Answer a : answers) {
      if ((a.info3() & Wire.INFO3_PARTITION_DONE) != 0) {
        done.put(a.generation(), a.resultCode());
      }
    }
    assertEquals(Map.of(10, Wire.OK, 11, Wire.PARTITION_UNAVAILABLE, 12, Wire.OK), done);
    Answer last = answers.get(answers.size() - 1);
    assertTrue((last.info3() & Wire.INFO3_LAST) != 0);
    assertEquals(Wire.OK, last.resultCode());
  }

  @Test
  void scanWithTheNoDoneFlagMarksOnlyUnavailablePartitions() throws IOException {
    List<Answer> answers = exchange(0, scanRequest(Wire.INFO3_PARTITION_DONE, 10, 11, 12), true);
    List<Integer> done = new ArrayList<>();
    for (Answer a : answers) {
      if ((a.info3() & Wire.INFO3_PARTITION_DONE) != 0) {
        done.add(a.generation());
        assertEquals(Wire.PARTITION_UNAVAILABLE, a.resultCode());
      }
    }
    assertEquals(List.of(11), done);
  }

  @Test
  void commandWithoutNamespaceOrDigestAnswersParameterErrorAndTheServerKeepsServing() throws IOException {
    List<Answer> answers = exchange(1, proto(Wire.TYPE_MESSAGE, header(0, Wire.INFO2_WRITE, 0, 0, 0)), false);
    assertEquals(Wire.PARAMETER_ERROR, answers.get(answers.size() - 1).resultCode());
    Key key = new Key("ycsb", "raw", 1);
    client.put(null, key, new Bin("a", 1));
    assertEquals(1L, client.get(null, key).getLong("a"));
  }

  @Test
  void truncatedFieldAnswersParameterError() throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    b.writeBytes(header(Wire.INFO1_READ, 0, 0, 1, 0));
    b.writeBytes(new byte[] {0, 0, 0, 50, Wire.FIELD_NAMESPACE, 'y'});
    List<Answer> answers = exchange(0, proto(Wire.TYPE_MESSAGE, b.toByteArray()), false);
    assertEquals(Wire.PARAMETER_ERROR, answers.get(0).resultCode());
  }

  @Test
  void unknownProtoTypeClosesTheConnectionOnly() throws IOException {
    try (Socket s = new Socket(standin.address(0), standin.port())) {
      s.setSoTimeout(5000);
      s.getOutputStream().write(proto(9, new byte[] {1, 2, 3}));
      assertEquals(-1, s.getInputStream().read());
    }
    assertTrue(client.isConnected());
    client.put(null, new Key("ycsb", "raw", 2), new Bin("a", 2));
  }

  @Test
  void infoAnswersKnownKeysAndAnEmptyValueForUnknownOnes() {
    Map<String, String> info = Info.request(standin.address(0), standin.port(), "node", "namespaces", "no-such-key",
        "replicas");
    assertEquals(standin.nodeName(0), info.get("node"));
    assertEquals("ycsb", info.get("namespaces"));
    assertTrue(info.containsKey("no-such-key"));
    assertEquals(null, info.get("no-such-key"));
    assertTrue(info.get("replicas").startsWith("ycsb:0,1,"), info.get("replicas"));
  }

  @Test
  void compressedCommandsAreServed() {
    WritePolicy p = new WritePolicy(client.getWritePolicyDefault());
    p.compress = true;
    Key key = new Key("ycsb", "raw", "compressed");
    byte[] big = new byte[4096];
    for (int i = 0; i < big.length; i++) {
      big[i] = (byte) (i % 7);
    }
    client.put(p, key, new Bin("b", big));
    com.aerospike.client.policy.Policy read = new com.aerospike.client.policy.Policy(client.getReadPolicyDefault());
    read.compress = true;
    assertArrayEquals(big, (byte[]) client.get(read, key).getValue("b"));
  }
}
