/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import com.aerospike.client.policy.CommitLevel;
import com.aerospike.client.policy.ReadModeAP;
import com.aerospike.client.policy.ReadModeSC;
import com.aerospike.client.policy.Replica;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Properties;

/**
 * The validated configuration of the binding, built once from the YCSB properties by {@link #from}.
 * Property meanings and defaults: {@link AerospikeProperties}.
 *
 * <p>Immutable and thread-safe.
 */
public final class AerospikeSettings {

  /** What an update does with the bins it does not write ({@link AerospikeProperties#UPDATE}: the lower-case name). */
  public enum UpdateMode {
    /** Only the given bins change; the record must exist. */
    MERGE,
    /** The record is replaced by the given bins; the record must exist. */
    REPLACE
  }

  /** What an insert does when the record exists ({@link AerospikeProperties#INSERT}: the lower-case name). */
  public enum InsertMode {
    /** Fails with {@code KEY_EXISTS}. */
    CREATE,
    /** Replaces the record. */
    REPLACE
  }

  /** The value of {@link #getMaxRetries()} when {@code as.maxRetries} is unset: keep the client's defaults. */
  public static final int CLIENT_DEFAULT_RETRIES = -1;

  /** The server's limit on namespace names. */
  private static final int MAX_NAMESPACE_CHARS = 31;

  private static final String HOST_EXPECTED =
      "a comma-separated list of host[:port] (IPv6 as [address]:port), ports 1 to 65535";

  private final List<SeedHost> hosts;
  private final String namespace;
  private final String user;
  private final String password;
  private final int totalTimeoutMs;
  private final int socketTimeoutMs;
  private final int connectTimeoutMs;
  private final int maxRetries;
  private final int sleepBetweenRetriesMs;
  private final CommitLevel commitLevel;
  private final ReadModeAP readModeAP;
  private final ReadModeSC readModeSC;
  private final Replica replica;
  private final boolean durableDelete;
  private final boolean sendKey;
  private final int expirationSec;
  private final int maxConnsPerNode;
  private final int minConnsPerNode;
  private final int connPoolsPerNode;
  private final String clusterName;
  private final String tlsName;
  private final UpdateMode updateMode;
  private final InsertMode insertMode;
  private final boolean writeAllFields;
  /** Bytes of the records a load writes (estimated), or -1 when their size varies or is not known. */
  private final long recordBytes;
  private final String recordShape;

  private AerospikeSettings(PropertyReader in) {
    in.rejectUnknown(AerospikeProperties.PREFIX, AerospikeProperties.names());
    int port = in.integer(AerospikeProperties.PORT, AerospikeProperties.PORT_DEFAULT, 1, 65535);
    hosts = parseHosts(in.string(AerospikeProperties.HOST, AerospikeProperties.HOST_DEFAULT), port);
    namespace = in.string(AerospikeProperties.NAMESPACE, AerospikeProperties.NAMESPACE_DEFAULT);
    if (namespace.length() > MAX_NAMESPACE_CHARS) {
      throw new InvalidPropertyException(AerospikeProperties.NAMESPACE, namespace,
          "a namespace name of 1 to " + MAX_NAMESPACE_CHARS + " characters");
    }
    user = in.raw(AerospikeProperties.USER);
    password = in.raw(AerospikeProperties.PASSWORD);
    if (user != null && password == null) {
      throw new InvalidPropertyException(AerospikeProperties.PASSWORD, "",
          "a password because '" + AerospikeProperties.USER + "' is set");
    }
    if (user == null && password != null) {
      // Never echo the password itself.
      throw new InvalidPropertyException(AerospikeProperties.PASSWORD, "*****",
          "no value unless '" + AerospikeProperties.USER + "' is set");
    }
    totalTimeoutMs = parseTotalTimeout(in);
    socketTimeoutMs = in.integer(AerospikeProperties.SOCKET_TIMEOUT, AerospikeProperties.SOCKET_TIMEOUT_DEFAULT,
        0, Integer.MAX_VALUE);
    connectTimeoutMs = in.integer(AerospikeProperties.CONNECT_TIMEOUT,
        AerospikeProperties.CONNECT_TIMEOUT_DEFAULT, 0, Integer.MAX_VALUE);
    maxRetries = in.raw(AerospikeProperties.MAX_RETRIES) == null ? CLIENT_DEFAULT_RETRIES
        : in.integer(AerospikeProperties.MAX_RETRIES, null, 0, Integer.MAX_VALUE);
    sleepBetweenRetriesMs = in.integer(AerospikeProperties.SLEEP_BETWEEN_RETRIES,
        AerospikeProperties.SLEEP_BETWEEN_RETRIES_DEFAULT, 0, Integer.MAX_VALUE);
    commitLevel = WordChoice.read(in, AerospikeProperties.COMMIT_LEVEL, AerospikeProperties.COMMIT_LEVEL_DEFAULT,
        PolicyWords.CommitLevelWord.values()).level();
    readModeAP = WordChoice.read(in, AerospikeProperties.READ_MODE_AP, AerospikeProperties.READ_MODE_AP_DEFAULT,
        PolicyWords.ReadModeApWord.values()).mode();
    readModeSC = WordChoice.read(in, AerospikeProperties.READ_MODE_SC, AerospikeProperties.READ_MODE_SC_DEFAULT,
        PolicyWords.ReadModeScWord.values()).mode();
    replica = WordChoice.read(in, AerospikeProperties.REPLICA, AerospikeProperties.REPLICA_DEFAULT,
        PolicyWords.ReplicaWord.values()).replica();
    durableDelete = in.bool(AerospikeProperties.DURABLE_DELETE, AerospikeProperties.DURABLE_DELETE_DEFAULT);
    sendKey = in.bool(AerospikeProperties.SEND_KEY, AerospikeProperties.SEND_KEY_DEFAULT);
    expirationSec = in.integer(AerospikeProperties.EXPIRATION, AerospikeProperties.EXPIRATION_DEFAULT,
        -2, Integer.MAX_VALUE);
    // Unset: at least one connection per YCSB thread, so a single node never runs out of connections.
    int threads = in.integer(AerospikeProperties.THREAD_COUNT, AerospikeProperties.THREAD_COUNT_DEFAULT,
        1, Integer.MAX_VALUE);
    maxConnsPerNode = in.integer(AerospikeProperties.MAX_CONNS_PER_NODE,
        String.valueOf(Math.max(Integer.parseInt(AerospikeProperties.MAX_CONNS_PER_NODE_DEFAULT), threads)),
        1, Integer.MAX_VALUE);
    minConnsPerNode = upToMaxConns(in, AerospikeProperties.MIN_CONNS_PER_NODE,
        AerospikeProperties.MIN_CONNS_PER_NODE_DEFAULT, 0, maxConnsPerNode);
    // Unset: the client's one pool (16 pools at 16 threads opened about 4 times the connections and, paced on
    // a quiet machine, lengthened the p99; docs/metrics.md).
    connPoolsPerNode = upToMaxConns(in, AerospikeProperties.CONN_POOLS_PER_NODE,
        AerospikeProperties.CONN_POOLS_PER_NODE_DEFAULT, 1, maxConnsPerNode);
    clusterName = token(in, AerospikeProperties.CLUSTER_NAME);
    tlsName = token(in, AerospikeProperties.TLS_NAME);
    updateMode = WordChoice.read(in, AerospikeProperties.UPDATE, AerospikeProperties.UPDATE_DEFAULT,
        UpdateMode.values());
    insertMode = WordChoice.read(in, AerospikeProperties.INSERT, AerospikeProperties.INSERT_DEFAULT,
        InsertMode.values());
    writeAllFields = in.bool(AerospikeProperties.WRITE_ALL_FIELDS, AerospikeProperties.WRITE_ALL_FIELDS_DEFAULT);
    recordBytes = recordBytes(in);
    recordShape = AerospikeProperties.FIELD_COUNT + "=" + orDefault(in.other(AerospikeProperties.FIELD_COUNT),
        AerospikeProperties.FIELD_COUNT_DEFAULT) + " x " + AerospikeProperties.FIELD_LENGTH + "="
        + orDefault(in.other(AerospikeProperties.FIELD_LENGTH), AerospikeProperties.FIELD_LENGTH_DEFAULT);
  }

  /**
   * The size of a record of core's shape as the server stores it (its flat size: 16 bytes, the set name and a
   * byte, then per bin a byte, the name, 5 bytes and the value), or -1 when field lengths vary or core's properties
   * do not parse (core itself refuses those). Core's properties are read as given, never refused here.
   */
  private static long recordBytes(PropertyReader in) {
    String distribution = in.other(AerospikeProperties.FIELD_LENGTH_DISTRIBUTION);
    if (distribution != null
        && !AerospikeProperties.FIELD_LENGTH_DISTRIBUTION_DEFAULT.equalsIgnoreCase(distribution.trim())) {
      return -1;
    }
    long count;
    long length;
    try {
      count = Long.parseLong(orDefault(in.other(AerospikeProperties.FIELD_COUNT),
          AerospikeProperties.FIELD_COUNT_DEFAULT).trim());
      length = Long.parseLong(orDefault(in.other(AerospikeProperties.FIELD_LENGTH),
          AerospikeProperties.FIELD_LENGTH_DEFAULT).trim());
    } catch (NumberFormatException e) {
      return -1;
    }
    if (count < 1 || length < 0) {
      return -1;
    }
    String prefix = orDefault(in.other(AerospikeProperties.FIELD_NAME_PREFIX),
        AerospikeProperties.FIELD_NAME_PREFIX_DEFAULT);
    String table = orDefault(in.other(AerospikeProperties.TABLE), AerospikeProperties.TABLE_DEFAULT);
    long bytes = 16 + table.length() + 1;
    for (long i = 0; i < count; i++) {
      bytes += 1 + prefix.length() + String.valueOf(i).length() + 5 + length;
    }
    return bytes;
  }

  /**
   * Reads a per-node count from {@code min} to {@code maxConnsPerNode}; the refusal names
   * {@link AerospikeProperties#MAX_CONNS_PER_NODE}, whose value bounds it.
   */
  private static int upToMaxConns(PropertyReader in, String name, String defaultValue, int min,
      int maxConnsPerNode) {
    String value = in.string(name, defaultValue);
    try {
      return PropertyReader.parseInt(name, value, min, maxConnsPerNode);
    } catch (InvalidPropertyException e) {
      throw new InvalidPropertyException(name, value,
          PropertyReader.rangeText(min, maxConnsPerNode) + " (" + AerospikeProperties.MAX_CONNS_PER_NODE + ")");
    }
  }

  private static String orDefault(String value, String defaultValue) {
    return value == null ? defaultValue : value;
  }

  /**
   * Parses and validates every property of the binding. Nothing is connected.
   *
   * @param props the YCSB properties (not modified)
   * @return the settings
   * @throws InvalidPropertyException for the first invalid value, with a one-line message
   */
  public static AerospikeSettings from(Properties props) {
    return new AerospikeSettings(new PropertyReader(props));
  }

  private static String token(PropertyReader in, String name) {
    String value = in.raw(name);
    if (value != null && !value.matches("\\S+")) {
      throw new InvalidPropertyException(name, value, "a name without spaces");
    }
    return value;
  }

  private static int parseTotalTimeout(PropertyReader in) {
    String legacy = in.raw(AerospikeProperties.TIMEOUT);
    String total = in.raw(AerospikeProperties.TOTAL_TIMEOUT);
    if (legacy != null) {
      int legacyMs = PropertyReader.parseInt(AerospikeProperties.TIMEOUT, legacy, 0, Integer.MAX_VALUE);
      if (total != null) {
        int totalMs = PropertyReader.parseInt(AerospikeProperties.TOTAL_TIMEOUT, total, 0, Integer.MAX_VALUE);
        if (totalMs != legacyMs) {
          throw new InvalidPropertyException(AerospikeProperties.TOTAL_TIMEOUT, total, "the same value as '"
              + AerospikeProperties.TIMEOUT + "' (" + legacy + "), its older name, or only one of the two");
        }
      }
      return legacyMs;
    }
    return in.integer(AerospikeProperties.TOTAL_TIMEOUT, AerospikeProperties.TOTAL_TIMEOUT_DEFAULT,
        0, Integer.MAX_VALUE);
  }

  private static List<SeedHost> parseHosts(String value, int defaultPort) {
    List<SeedHost> out = new ArrayList<SeedHost>();
    for (String part : value.split(",", -1)) {
      String entry = part.trim();
      String name;
      String portText = null;
      if (entry.startsWith("[")) {
        int close = entry.indexOf(']');
        if (close < 0) {
          throw new InvalidPropertyException(AerospikeProperties.HOST, value, HOST_EXPECTED);
        }
        name = entry.substring(1, close);
        String rest = entry.substring(close + 1);
        if (!rest.isEmpty()) {
          if (!rest.startsWith(":")) {
            throw new InvalidPropertyException(AerospikeProperties.HOST, value, HOST_EXPECTED);
          }
          portText = rest.substring(1);
        }
      } else {
        int colon = entry.indexOf(':');
        if (colon >= 0 && entry.indexOf(':', colon + 1) >= 0) {
          // A bare IPv6 literal: no port.
          name = entry;
        } else if (colon >= 0) {
          name = entry.substring(0, colon);
          portText = entry.substring(colon + 1);
        } else {
          name = entry;
        }
      }
      if (name.isEmpty() || name.indexOf(' ') >= 0) {
        throw new InvalidPropertyException(AerospikeProperties.HOST, value, HOST_EXPECTED);
      }
      int port = defaultPort;
      if (portText != null) {
        try {
          port = PropertyReader.parseInt(AerospikeProperties.HOST, portText, 1, 65535);
        } catch (InvalidPropertyException e) {
          throw new InvalidPropertyException(AerospikeProperties.HOST, value, HOST_EXPECTED);
        }
      }
      out.add(new SeedHost(name, port));
    }
    return Collections.unmodifiableList(out);
  }

  /** @return the seed hosts, in the order given; never empty */
  public List<SeedHost> getHosts() {
    return hosts;
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

  /** @return the socket idle timeout in milliseconds; 0 means the total timeout */
  public int getSocketTimeoutMs() {
    return socketTimeoutMs;
  }

  /** @return the connect timeout in milliseconds; 0 means the client's default behaviour */
  public int getConnectTimeoutMs() {
    return connectTimeoutMs;
  }

  /** @return retries after the first attempt, or {@link #CLIENT_DEFAULT_RETRIES} */
  public int getMaxRetries() {
    return maxRetries;
  }

  public int getSleepBetweenRetriesMs() {
    return sleepBetweenRetriesMs;
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

  public boolean isSendKey() {
    return sendKey;
  }

  /** @return the record TTL in seconds written by inserts and updates (0, -1, -2 or positive) */
  public int getExpirationSec() {
    return expirationSec;
  }

  public int getMaxConnsPerNode() {
    return maxConnsPerNode;
  }

  public int getMinConnsPerNode() {
    return minConnsPerNode;
  }

  /** @return the client's synchronous connection pools per node, 1 to {@link #getMaxConnsPerNode()} */
  public int getConnPoolsPerNode() {
    return connPoolsPerNode;
  }

  /** @return the expected cluster name, or {@code null} */
  public String getClusterName() {
    return clusterName;
  }

  /** @return the TLS name, or {@code null} for plain TCP */
  public String getTlsName() {
    return tlsName;
  }

  public UpdateMode getUpdateMode() {
    return updateMode;
  }

  public InsertMode getInsertMode() {
    return insertMode;
  }

  /** @return core's {@code writeallfields} */
  public boolean isWriteAllFields() {
    return writeAllFields;
  }

  /**
   * @return the estimated stored size in bytes of the records core writes (every field written), or -1 when
   *     field lengths vary ({@code fieldlengthdistribution} other than {@code constant})
   */
  public long getRecordBytes() {
    return recordBytes;
  }

  /** @return core's {@code fieldcount} as given (or its default), for messages */
  public String describeRecordShape() {
    return recordShape;
  }

  /** @return true when updates replace records with fewer bins than they had (replace + one field) */
  public boolean shrinksRecords() {
    return updateMode == UpdateMode.REPLACE && !writeAllFields;
  }

  /**
   * The settings that shape the client object itself (not the per-command policies): two settings with equal
   * keys can share one client.
   */
  List<Object> clientKey() {
    return Arrays.<Object>asList(hosts, user, password, connectTimeoutMs, maxConnsPerNode, minConnsPerNode,
        connPoolsPerNode, clusterName, tlsName);
  }

  /** The effective configuration on one line, password masked; for the log. */
  @Override
  public String toString() {
    return "hosts=" + hosts + " namespace=" + namespace + " user=" + (user == null ? "(none)" : user)
        + " password=" + (password == null ? "(none)" : "*****") + " totalTimeoutMs=" + totalTimeoutMs
        + " socketTimeoutMs=" + socketTimeoutMs + " connectTimeoutMs=" + connectTimeoutMs
        + " maxRetries=" + (maxRetries == CLIENT_DEFAULT_RETRIES ? "(client defaults)" : String.valueOf(maxRetries))
        + " sleepBetweenRetriesMs=" + sleepBetweenRetriesMs + " commitLevel=" + commitLevel
        + " readModeAP=" + readModeAP + " readModeSC=" + readModeSC + " replica=" + replica
        + " durableDelete=" + durableDelete + " sendKey=" + sendKey + " expirationSec=" + expirationSec
        + " maxConnsPerNode=" + maxConnsPerNode + " minConnsPerNode=" + minConnsPerNode
        + " connPoolsPerNode=" + connPoolsPerNode
        + " clusterName=" + (clusterName == null ? "(none)" : clusterName)
        + " tlsName=" + (tlsName == null ? "(none)" : tlsName)
        + " update=" + updateMode + " insert=" + insertMode + " writeallfields=" + writeAllFields;
  }
}
