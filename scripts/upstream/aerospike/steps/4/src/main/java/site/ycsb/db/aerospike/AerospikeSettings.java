/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import com.aerospike.client.policy.CommitLevel;
import com.aerospike.client.policy.ReadModeAP;
import com.aerospike.client.policy.ReadModeSC;
import com.aerospike.client.policy.Replica;

import java.util.Properties;

/**
 * The validated configuration of the binding, built once from the YCSB properties by {@link #from}.
 * Properties (old defaults): as.host, as.port, as.namespace, as.user, as.password, as.timeout (total, ms).
 * Also the client policies of {@link AerospikeProperties#COMMIT_LEVEL} and the next four (the client's defaults).
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
  private final CommitLevel commitLevel;
  private final ReadModeAP readModeAP;
  private final ReadModeSC readModeSC;
  private final Replica replica;
  private final boolean durableDelete;

  private AerospikeSettings(PropertyReader in) {
    host = in.string("as.host", "localhost");
    port = in.integer("as.port", "3000", 1, 65535);
    namespace = in.string("as.namespace", "ycsb");
    user = in.raw("as.user");
    password = in.raw("as.password");
    totalTimeoutMs = in.integer("as.timeout", "10000", 0, Integer.MAX_VALUE);
    commitLevel = choose(in, AerospikeProperties.COMMIT_LEVEL, AerospikeProperties.COMMIT_LEVEL_DEFAULT,
        PolicyWords.CommitLevelWord.values()).level();
    readModeAP = choose(in, AerospikeProperties.READ_MODE_AP, AerospikeProperties.READ_MODE_AP_DEFAULT,
        PolicyWords.ReadModeApWord.values()).mode();
    readModeSC = choose(in, AerospikeProperties.READ_MODE_SC, AerospikeProperties.READ_MODE_SC_DEFAULT,
        PolicyWords.ReadModeScWord.values()).mode();
    replica = choose(in, AerospikeProperties.REPLICA, AerospikeProperties.REPLICA_DEFAULT,
        PolicyWords.ReplicaWord.values()).replica();
    durableDelete = in.bool(AerospikeProperties.DURABLE_DELETE, AerospikeProperties.DURABLE_DELETE_DEFAULT);
  }

  /** The value whose word the property gives (case-insensitively); the error lists the words in this order. */
  private static <E extends PolicyWords.Worded> E choose(PropertyReader in, String name, String defaultValue,
      E[] values) {
    String[] words = new String[values.length];
    for (int i = 0; i < values.length; i++) {
      words[i] = values[i].word();
    }
    return values[in.choice(name, defaultValue, words)];
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

  public CommitLevel getCommitLevel() {
    return commitLevel;
  }

  public ReadModeAP getReadModeAP() {
    return readModeAP;
  }

  public ReadModeSC getReadModeSC() {
    return readModeSC;
  }

  public Replica getReplica() {
    return replica;
  }

  public boolean isDurableDelete() {
    return durableDelete;
  }
}
