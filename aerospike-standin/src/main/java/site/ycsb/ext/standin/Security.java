/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.mindrot.jbcrypt.BCrypt;

/**
 * Internal-user security of a stand-in: users and their password hashes, login (user + the bcrypt hash the
 * client sends, or the clear password of external mode) issuing session tokens, and authentication of new
 * connections with a token. Passwords are never stored or logged, only their hashes. Thread-safe.
 */
final class Security {
  /** Salt the Aerospike client hashes every password with (fixed by the protocol). */
  private static final String CLIENT_SALT = "$2a$10$7EqJtq98hPqEX7fNZaFWoO";
  /** Session lifetime announced to clients, in seconds. */
  static final int SESSION_TTL_SECONDS = 24 * 3600;

  static final int INVALID_USER = 60;
  static final int INVALID_PASSWORD = 62;
  static final int INVALID_CREDENTIAL = 65;
  static final int NOT_AUTHENTICATED = 80;
  static final int INVALID_COMMAND = 54;

  private final Map<String, byte[]> hashes = new ConcurrentHashMap<>();
  private final Map<String, String> sessions = new ConcurrentHashMap<>();
  private final List<LoginAttempt> attempts = new CopyOnWriteArrayList<>();
  private final SecureRandom random = new SecureRandom();

  /** @param users user name to clear password */
  Security(Map<String, String> users) {
    users.forEach((user, password) ->
        hashes.put(user, BCrypt.hashpw(password, CLIENT_SALT).getBytes(StandardCharsets.UTF_8)));
  }

  /**
   * @param credential the bcrypt hash sent by the client, or null
   * @param clearPassword the clear password (external authentication mode), or null
   * @return 0 and a session token in {@code token[0]}, or a login result code
   */
  int login(int node, String user, byte[] credential, byte[] clearPassword, String[] token) {
    byte[] expected = user == null ? null : hashes.get(user);
    int code;
    if (expected == null) {
      code = INVALID_USER;
    } else if (credential != null && Arrays.equals(expected, credential)) {
      code = Wire.OK;
    } else if (clearPassword != null && Arrays.equals(expected, BCrypt.hashpw(
        new String(clearPassword, StandardCharsets.UTF_8), CLIENT_SALT).getBytes(StandardCharsets.UTF_8))) {
      code = Wire.OK;
    } else {
      code = INVALID_PASSWORD;
    }
    if (code == Wire.OK) {
      byte[] t = new byte[16];
      random.nextBytes(t);
      token[0] = HexFormat.of().formatHex(t);
      sessions.put(token[0], user);
    }
    attempts.add(new LoginAttempt(node, user, code));
    return code;
  }

  /** @return 0 when {@code token} is a session of {@code user} (or of anyone when user is null), else 80 */
  int authenticate(String user, byte[] token) {
    String owner = token == null ? null : sessions.get(new String(token, StandardCharsets.UTF_8));
    return owner != null && (user == null || owner.equals(user)) ? Wire.OK : NOT_AUTHENTICATED;
  }

  List<LoginAttempt> attempts() {
    return List.copyOf(attempts);
  }
}
