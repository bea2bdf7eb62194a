/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;

/**
 * Tells refused seeds from silent ones before the SDK bootstraps: SDK 3 retries a refused connection until
 * {@code couchbase.connectTimeout} (36 s at the default) and then reports the same timeout as for a host that never
 * answers. One TCP connect to each seed's key-value port says at once whether anything listens there. Stateless;
 * thread-safe.
 */
final class SeedProbe {
  /** The longest one probe waits for an answer, in milliseconds; a silent seed is left to the SDK's bootstrap. */
  static final int PROBE_TIMEOUT_MS = 1000;

  private SeedProbe() {
  }

  /**
   * @return one line naming every seed and port when each of them refuses the connection (nothing listens there),
   *     else null: a seed that accepts, does not answer or cannot be resolved lets the bootstrap go on
   */
  static String everySeedRefuses(Couchbase3Settings settings) {
    int port = settings.kvPort();
    StringBuilder refused = new StringBuilder();
    for (String host : settings.getHosts()) {
      try (Socket socket = new Socket()) {
        socket.connect(new InetSocketAddress(host, port), (int) Math.min(PROBE_TIMEOUT_MS,
            settings.socketConnectTimeout().toMillis()));
        return null;
      } catch (ConnectException e) {
        refused.append(refused.length() == 0 ? "" : ", ").append(host).append(':').append(port);
      } catch (IOException | RuntimeException e) {
        return null;
      }
    }
    String portName = settings.isTls() ? Couchbase3Properties.BOOTSTRAP_CARRIER_SSL_PORT
        : Couchbase3Properties.BOOTSTRAP_CARRIER_PORT;
    return "every seed refused the connection to its key-value port (" + refused + ": connection refused, nothing"
        + " listens there): check " + Couchbase3Properties.HOST + " and " + portName + ", and that the cluster is up";
  }
}
