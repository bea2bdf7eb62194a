/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import com.couchbase.mock.memcached.protocol.BinaryCommand;
import com.couchbase.mock.memcached.protocol.BinaryResponse;
import com.couchbase.mock.memcached.protocol.CommandCode;
import com.couchbase.mock.memcached.protocol.ErrorCode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * The key-value login (SASL) as a real server checks it, in front of CouchbaseMock's: a SCRAM login whose user is not
 * the bucket's name, or whose final message carries a proof the mock found wrong, is refused with {@code AUTH_ERROR}
 * (0x20) and leaves the connection unauthenticated. CouchbaseMock 1.5.27 answers a wrong SCRAM proof with success
 * ({@code v=...,e=failed}) and marks the connection authenticated: SDK 3 checks the server's signature and gives up,
 * SDK 2 does not and was served. PLAIN the mock already checks (user and password). Stateless; runs on the node's
 * I/O thread.
 */
final class KvLogin {
  private static final int HEADER = 24;

  private KvLogin() {
  }

  /** @return whether {@code cmd} is a login step this class answers ({@code SASL_AUTH} or {@code SASL_STEP}) */
  static boolean isLogin(BinaryCommand cmd) {
    return cmd.getComCode() == CommandCode.SASL_AUTH || cmd.getComCode() == CommandCode.SASL_STEP;
  }

  /**
   * Runs the login step {@code cmd} of {@code client} with the mock ({@code mock}: the node's own execution) and
   * answers it as a real server would.
   *
   * @param bucket the bucket's name, the only user the key-value service accepts
   */
  static void execute(BinaryCommand cmd, KvConnection client, String bucket, KvLoop.IoAction mock)
      throws IOException {
    String mechanism = cmd.getKey() == null ? "" : cmd.getKey();
    if (cmd.getComCode() == CommandCode.SASL_AUTH && mechanism.startsWith("SCRAM-")
        && !bucket.equals(scramUser(cmd.getValue()))) {
      refuse(cmd, client);
      return;
    }
    client.capture();
    BinaryResponse answer;
    try {
      mock.run();
    } finally {
      answer = client.release();
    }
    if (answer == null) {
      return;
    }
    if (answer.getErrorCode() == ErrorCode.SUCCESS && wrongProof(answer)) {
      refuse(cmd, client);
      return;
    }
    if (answer.getErrorCode() == ErrorCode.SUCCESS) {
      client.loginRefused(false);
    }
    client.sendResponse(answer);
  }

  private static void refuse(BinaryCommand cmd, KvConnection client) {
    client.loginRefused(true);
    client.sendResponse(new BinaryResponse(cmd, ErrorCode.AUTH_ERROR));
  }

  /* Whether a SCRAM server-final-message reports a failed proof (RFC 5802: "e=" server error). */
  private static boolean wrongProof(BinaryResponse answer) {
    ByteBuffer buffer = answer.getBuffer().duplicate();
    if (buffer.limit() <= HEADER) {
      return false;
    }
    byte[] value = new byte[buffer.limit() - HEADER];
    buffer.position(HEADER);
    buffer.get(value);
    String message = new String(value, StandardCharsets.ISO_8859_1);
    int verifier = message.indexOf("v=");
    return verifier >= 0 && message.indexOf(",e=", verifier) > 0;
  }

  /*
   * The user of a SCRAM client-first-message ("n,,n=USER,r=NONCE", RFC 5802), its "=2C" and "=3D" decoded, or null
   * when the message has none.
   */
  static String scramUser(byte[] clientFirst) {
    if (clientFirst == null) {
      return null;
    }
    for (String attribute : new String(clientFirst, StandardCharsets.UTF_8).split(",")) {
      if (attribute.startsWith("n=")) {
        return attribute.substring(2).replace("=2C", ",").replace("=3D", "=");
      }
    }
    return null;
  }
}
