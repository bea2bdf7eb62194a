/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import java.util.Properties;

/**
 * The validated configuration of the binding, built once from the YCSB properties by {@link #from}.
 * Properties (old defaults): as.host, as.port, as.namespace, as.user, as.password, as.timeout (total, ms).
 *
 * <p>Immutable and thread-safe.
 */
public final class AerospikeSettings {

  private final String host;
  private final int port;
  private final String namespace;
  private final String user;
  private final String password;
  private final int totalTimeoutMs;

  private AerospikeSettings(PropertyReader in) {
    host = in.string("as.host", "localhost");
    port = in.integer("as.port", "3000", 1, 65535);
    namespace = in.string("as.namespace", "ycsb");
    user = in.raw("as.user");
    password = in.raw("as.password");
    totalTimeoutMs = in.integer("as.timeout", "10000", 0, Integer.MAX_VALUE);
  }

  /**
   * Parses and validates the binding's properties. Nothing is connected.
   *
   * @param props the YCSB properties (not modified)
   * @return the settings
   * @throws InvalidPropertyException for the first invalid value, with a one-line message
   */
  public static AerospikeSettings from(Properties props) {
    return new AerospikeSettings(new PropertyReader(props));
  }

  public String getHost() {
    return host;
  }

  public int getPort() {
    return port;
  }

  public String getNamespace() {
    return namespace;
  }

  /** @return the user name, or {@code null} without authentication */
  public String getUser() {
    return user;
  }

  /** @return the password, or {@code null}; never log it */
  public String getPassword() {
    return password;
  }

  /** @return the total command timeout in milliseconds; 0 means none */
  public int getTotalTimeoutMs() {
    return totalTimeoutMs;
  }
}
