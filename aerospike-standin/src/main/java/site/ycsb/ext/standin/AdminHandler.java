/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Answers security messages (proto type 2): {@code LOGIN} (20) and {@code AUTHENTICATE} (0). Request: a 16-byte
 * header (command at byte 2, field count at byte 3) then fields (4-byte size including the id byte, 1-byte
 * id, value). Answer: a 16-byte header with the result code at byte 1 and the field count at byte 3, then
 * the session token (id 5) and its TTL in seconds (id 6) after a successful login. Other security commands
 * (user administration) answer {@code INVALID_COMMAND} (54). One per connection; not thread-safe.
 */
final class AdminHandler {
  private static final int AUTHENTICATE = 0;
  private static final int LOGIN = 20;
  private static final int FIELD_USER = 0;
  private static final int FIELD_CREDENTIAL = 3;
  private static final int FIELD_CLEAR_PASSWORD = 4;
  private static final int FIELD_SESSION_TOKEN = 5;
  private static final int FIELD_SESSION_TTL = 6;
  private static final int HEADER = 16;

  private final Security security;
  private final int node;
  private final OnceLog once;

  AdminHandler(Security security, int node, OnceLog once) {
    this.security = security;
    this.node = node;
    this.once = once;
  }

  /**
   * Answers one security message.
   *
   * @return whether the connection is authenticated after it
   */
  boolean answer(byte[] body, int size, OutputStream out) throws IOException {
    if (size < HEADER) {
      send(out, Wire.PARAMETER_ERROR, null);
      return false;
    }
    int command = body[2] & 0xff;
    int fields = body[3] & 0xff;
    String user = null;
    byte[] credential = null;
    byte[] clear = null;
    byte[] token = null;
    int p = HEADER;
    for (int i = 0; i < fields && p + 5 <= size; i++) {
      int len = Wire.getInt(body, p) - 1;
      int id = body[p + 4] & 0xff;
      int v = p + 5;
      if (len < 0 || v + len > size) {
        send(out, Wire.PARAMETER_ERROR, null);
        return false;
      }
      byte[] value = Arrays.copyOfRange(body, v, v + len);
      switch (id) {
        case FIELD_USER -> user = new String(value, StandardCharsets.UTF_8);
        case FIELD_CREDENTIAL -> credential = value;
        case FIELD_CLEAR_PASSWORD -> clear = value;
        case FIELD_SESSION_TOKEN -> token = value;
        default -> {
          // Other fields (roles, privileges) belong to commands answered INVALID_COMMAND below.
        }
      }
      p = v + len;
    }
    if (command == LOGIN) {
      String[] issued = new String[1];
      int code = security.login(node, user, credential, clear, issued);
      send(out, code, code == Wire.OK ? issued[0] : null);
      return code == Wire.OK;
    }
    if (command == AUTHENTICATE) {
      int code = security.authenticate(user, token);
      send(out, code, null);
      return code == Wire.OK;
    }
    once.warn("admin " + command, "Unsupported security command " + command + ": answered "
        + Security.INVALID_COMMAND + " (INVALID_COMMAND)");
    send(out, Security.INVALID_COMMAND, null);
    return false;
  }

  /** Sends a security answer: {@code code}, and the session token and its TTL when {@code token} is set. */
  static void send(OutputStream out, int code, String token) throws IOException {
    byte[] tokenBytes = token == null ? null : token.getBytes(StandardCharsets.UTF_8);
    int size = HEADER + (tokenBytes == null ? 0 : 5 + tokenBytes.length + 5 + 4);
    byte[] msg = new byte[8 + size];
    Wire.putLong(msg, 0, size | ((long) Wire.PROTO_VERSION << 56) | ((long) Wire.TYPE_ADMIN << 48));
    msg[8 + 1] = (byte) code;
    if (tokenBytes != null) {
      msg[8 + 3] = 2;
      int p = 8 + HEADER;
      Wire.putInt(msg, p, tokenBytes.length + 1);
      msg[p + 4] = FIELD_SESSION_TOKEN;
      System.arraycopy(tokenBytes, 0, msg, p + 5, tokenBytes.length);
      p += 5 + tokenBytes.length;
      Wire.putInt(msg, p, 5);
      msg[p + 4] = FIELD_SESSION_TTL;
      Wire.putInt(msg, p + 5, Security.SESSION_TTL_SECONDS);
    }
    out.write(msg);
    out.flush();
  }
}
