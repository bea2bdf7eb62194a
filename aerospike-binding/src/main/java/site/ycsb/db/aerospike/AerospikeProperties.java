/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import java.util.Set;

/**
 * The properties of the {@code aerospike} binding: each name with its default and meaning.
 *
 * <p>The previous binding's names ({@code as.host}, {@code as.port}, {@code as.namespace}, {@code as.user},
 * {@code as.password}, {@code as.timeout}) keep their meaning; the others are new. The README table of the
 * binding lists the same rows. Parsing and validation live in {@link AerospikeSettings#from}, which also refuses
 * any other property under {@link #PREFIX}.
 *
 * <p>Constants only; thread-safe.
 */
public final class AerospikeProperties {

  /** The prefix of every property of this binding; an unknown property under it is refused. */
  static final String PREFIX = "as.";

  /**
   * Seed hosts: a comma-separated list of {@code host[:port]} ({@code [ipv6]:port} for IPv6 literals). Entries
   * without a port use {@link #PORT}. The client discovers the rest of the cluster from any seed.
   * <p>Default: {@code localhost}
   */
  public static final String HOST = "as.host";
  public static final String HOST_DEFAULT = "localhost";

  /**
   * Port of seed hosts that do not name one, 1 to 65535.
   * <p>Default: 3000
   */
  public static final String PORT = "as.port";
  public static final String PORT_DEFAULT = "3000";

  /**
   * Namespace of every record. The YCSB table ({@code table}, default {@code usertable}) is the set name.
   * <p>Default: {@code ycsb}
   */
  public static final String NAMESPACE = "as.namespace";
  public static final String NAMESPACE_DEFAULT = "ycsb";

  /**
   * User name for servers with security enabled; requires {@link #PASSWORD}.
   * <p>Default: none (no authentication)
   */
  public static final String USER = "as.user";

  /**
   * Password of {@link #USER}; required when {@link #USER} is set. Never logged or printed.
   * <p>Default: none
   */
  public static final String PASSWORD = "as.password";

  /**
   * The old name for the total command timeout in milliseconds ({@link #TOTAL_TIMEOUT}); kept so existing
   * command lines keep working. Setting both to different values is an error.
   * <p>Default: 10000 (as before)
   */
  public static final String TIMEOUT = "as.timeout";

  /**
   * Total command timeout in milliseconds, covering every attempt (retries included) of read, insert, update,
   * delete and scan; 0 means no limit.
   * <p>Default: 10000 (the old {@code as.timeout} default; the client's own default is 1000)
   */
  public static final String TOTAL_TIMEOUT = "as.totalTimeout";
  public static final String TOTAL_TIMEOUT_DEFAULT = "10000";

  /**
   * Socket idle timeout in milliseconds for one attempt; after it the command is retried if
   * {@link #MAX_RETRIES} and {@link #TOTAL_TIMEOUT} allow. 0 means the same as the total timeout (the client
   * also caps it at the total timeout).
   * <p>Default: 0
   */
  public static final String SOCKET_TIMEOUT = "as.socketTimeout";
  public static final String SOCKET_TIMEOUT_DEFAULT = "0";

  /**
   * Timeout in milliseconds for opening a new connection (plus authentication) during a command, and for the
   * client's cluster-tend info requests. 0 means: commands use their socket/total timeout, tending uses the
   * client's default of 1000.
   * <p>Default: 0
   */
  public static final String CONNECT_TIMEOUT = "as.connectTimeout";
  public static final String CONNECT_TIMEOUT_DEFAULT = "0";

  /**
   * Retries after the first attempt of every command, 0 or more. Unset keeps the client's per-command
   * defaults: 2 for reads, 0 for writes and deletes, 5 for scans.
   * <p>Default: none (client defaults)
   */
  public static final String MAX_RETRIES = "as.maxRetries";

  /**
   * Milliseconds to sleep between retries after connection errors or server timeouts, 0 or more. Writes that
   * retry should sleep long enough for the cluster to re-form (the client suggests 3000 or more).
   * <p>Default: 0
   */
  public static final String SLEEP_BETWEEN_RETRIES = "as.sleepBetweenRetries";
  public static final String SLEEP_BETWEEN_RETRIES_DEFAULT = "0";

  /**
   * When a write returns: {@code all} after every replica applied it, {@code master} after the master did.
   * <p>Default: {@code all}
   */
  public static final String COMMIT_LEVEL = "as.commitLevel";
  public static final String COMMIT_LEVEL_DEFAULT = "all";

  /**
   * Read consistency in AP namespaces: {@code one} replica or {@code all} replicas consulted.
   * <p>Default: {@code one}
   */
  public static final String READ_MODE_AP = "as.readModeAP";
  public static final String READ_MODE_AP_DEFAULT = "one";

  /**
   * Read consistency in strong-consistency namespaces: {@code session}, {@code linearize},
   * {@code allow_replica} or {@code allow_unavailable}.
   * <p>Default: {@code session}
   */
  public static final String READ_MODE_SC = "as.readModeSC";
  public static final String READ_MODE_SC_DEFAULT = "session";

  /**
   * Which replica serves reads: {@code master}, {@code master_proles}, {@code sequence}, {@code prefer_rack}
   * or {@code random}.
   * <p>Default: {@code sequence}
   */
  public static final String REPLICA = "as.replica";
  public static final String REPLICA_DEFAULT = "sequence";

  /**
   * Whether deletes leave a tombstone ({@code true}; needed in strong-consistency namespaces, Enterprise only).
   * <p>Default: false
   */
  public static final String DURABLE_DELETE = "as.durableDelete";
  public static final String DURABLE_DELETE_DEFAULT = "false";

  /**
   * Whether the user key is sent (and stored by writes) besides its digest.
   * <p>Default: false
   */
  public static final String SEND_KEY = "as.sendKey";
  public static final String SEND_KEY_DEFAULT = "false";

  /**
   * Record time-to-live in seconds set by inserts and updates: 0 uses the namespace default, -1 never
   * expires, -2 keeps the record's current TTL on update; otherwise 1 or more.
   * <p>Default: 0
   */
  public static final String EXPIRATION = "as.expiration";
  public static final String EXPIRATION_DEFAULT = "0";

  /**
   * Maximum synchronous connections per server node, 1 or more. Each YCSB thread uses at most one at a time.
   * <p>Default: 100, or the YCSB thread count ({@code threadcount}, {@code -threads}) if larger
   */
  public static final String MAX_CONNS_PER_NODE = "as.maxConnsPerNode";
  public static final String MAX_CONNS_PER_NODE_DEFAULT = "100";

  /**
   * Connections opened per node at start and kept open, 0 to {@link #MAX_CONNS_PER_NODE}.
   * <p>Default: 0
   */
  public static final String MIN_CONNS_PER_NODE = "as.minConnsPerNode";
  public static final String MIN_CONNS_PER_NODE_DEFAULT = "0";

  /**
   * Synchronous connection pools per node, 1 to {@link #MAX_CONNS_PER_NODE} (the client's
   * {@code ClientPolicy.connPoolsPerNode}); each operation starts at the next pool in turn, whatever its thread.
   * <p>Default: 1, the client's own default
   */
  public static final String CONN_POOLS_PER_NODE = "as.connPoolsPerNode";
  public static final String CONN_POOLS_PER_NODE_DEFAULT = "1";

  /**
   * Expected cluster name; when set, the client only talks to nodes of that cluster.
   * <p>Default: none (not checked)
   */
  public static final String CLUSTER_NAME = "as.clusterName";

  /**
   * TLS name of the server certificates; when set, every connection uses TLS with the JVM's default trust
   * store ({@code -Djavax.net.ssl.trustStore=...}).
   * <p>Default: none (plain TCP)
   */
  public static final String TLS_NAME = "as.tls.name";

  /**
   * What an update does: {@code merge} writes the given bins and keeps the others ({@code UPDATE_ONLY});
   * {@code replace} replaces the whole record with the given bins ({@code REPLACE_ONLY}: the published
   * "writes configured for replace"; with {@code writeallfields=false} it shrinks records to one bin).
   * Both fail with {@code NOT_FOUND} on a missing record.
   * <p>Default: {@code merge}
   */
  public static final String UPDATE = "as.update";
  public static final String UPDATE_DEFAULT = "merge";

  /**
   * What an insert does: {@code create} fails with {@code KEY_EXISTS} on an existing record
   * ({@code CREATE_ONLY}); {@code replace} overwrites it ({@code REPLACE}), which lets a load be repeated.
   * <p>Default: {@code create}
   */
  public static final String INSERT = "as.insert";
  public static final String INSERT_DEFAULT = "create";

  /** Core's property: the number of YCSB client threads ({@code -threads}); sizes the connection pool. */
  public static final String THREAD_COUNT = "threadcount";
  public static final String THREAD_COUNT_DEFAULT = "1";

  /** Core's property: whether updates write every field ({@code true}) or one ({@code false}, core's default). */
  public static final String WRITE_ALL_FIELDS = "writeallfields";
  public static final String WRITE_ALL_FIELDS_DEFAULT = "false";

  /** Core's property: fields per record; with {@link #FIELD_LENGTH}, the record size checked at init. */
  public static final String FIELD_COUNT = "fieldcount";
  public static final String FIELD_COUNT_DEFAULT = "10";

  /** Core's property: bytes per field (the largest, unless {@link #FIELD_LENGTH_DISTRIBUTION} is constant). */
  public static final String FIELD_LENGTH = "fieldlength";
  public static final String FIELD_LENGTH_DEFAULT = "100";

  /** Core's property: how field lengths are drawn; only {@code constant} makes every record the same size. */
  public static final String FIELD_LENGTH_DISTRIBUTION = "fieldlengthdistribution";
  public static final String FIELD_LENGTH_DISTRIBUTION_DEFAULT = "constant";

  /** Core's property: bin names are this prefix followed by the field number. */
  public static final String FIELD_NAME_PREFIX = "fieldnameprefix";
  public static final String FIELD_NAME_PREFIX_DEFAULT = "field";

  /** Core's property: the table, the records' set. */
  public static final String TABLE = "table";
  public static final String TABLE_DEFAULT = "usertable";

  private static final Set<String> NAMES = PropertyNames.declaredIn(AerospikeProperties.class, PREFIX);

  private AerospikeProperties() {
  }

  /** @return the name of every property of this binding (the constants above that start with {@link #PREFIX}) */
  public static Set<String> names() {
    return NAMES;
  }
}
