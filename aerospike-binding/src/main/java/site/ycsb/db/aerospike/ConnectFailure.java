/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.ResultCode;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the client's "Failed to connect to [n] host(s)" exception, whose per-seed causes are on separate lines, into
 * the one cause a user acts on: a wrong cluster name ({@code as.clusterName}), a refused login ({@code as.user},
 * {@code as.password}), or else the client's own message on one line. Stateless; thread-safe.
 */
final class ConnectFailure {
  /** A per-seed cause: {@code 127.0.0.1 3000 Error 62: Login failed}. */
  private static final Pattern SEED_ERROR = Pattern.compile("Error (-?\\d+)[^:\\n]*: ([^\\n]*)");
  /** The client's cluster-name check: {@code expected cluster name 'beta' received 'alpha'}. */
  private static final Pattern CLUSTER_NAME = Pattern.compile("expected cluster name '([^']*)' received '([^']*)'");
  /** Result codes of the security (login and authentication) replies: SECURITY_NOT_SUPPORTED to ROLE_VIOLATION. */
  private static final int FIRST_SECURITY_CODE = 51;
  private static final int LAST_SECURITY_CODE = 90;

  private ConnectFailure() {
  }

  /**
   * @param settings the settings the client was built from
   * @param e the client's exception from connecting
   * @return the cause on one line, e.g. {@code login refused for user 'bench': Invalid password (Error 62)}
   */
  static String describe(AerospikeSettings settings, AerospikeException e) {
    String message = e.getMessage() == null ? "" : e.getMessage();
    Matcher name = CLUSTER_NAME.matcher(message);
    if (name.find()) {
      return "wrong cluster name: " + AerospikeProperties.CLUSTER_NAME + " is '" + name.group(1)
          + "' but the node's cluster is '" + name.group(2) + "'";
    }
    Matcher seedError = SEED_ERROR.matcher(message);
    while (seedError.find()) {
      int code = Integer.parseInt(seedError.group(1));
      if (code >= FIRST_SECURITY_CODE && code <= LAST_SECURITY_CODE) {
        String user = settings.getUser() == null ? "(none: " + AerospikeProperties.USER + " is unset)"
            : "'" + settings.getUser() + "'";
        return "login refused for user " + user + ": " + ResultCode.getResultString(code) + " (Error " + code + ": "
            + seedError.group(2).trim() + ")";
      }
    }
    return oneLine(message);
  }

  /** @return the client's (possibly multi-line) message on one line */
  static String oneLine(String text) {
    if (text == null || text.trim().isEmpty()) {
      return "(no message)";
    }
    return text.trim().replaceAll(":\\s*[\\r\\n]+\\s*", ": ").replaceAll("\\s*[\\r\\n]+\\s*", "; ");
  }
}
