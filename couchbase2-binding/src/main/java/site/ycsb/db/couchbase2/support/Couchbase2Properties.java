/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import java.util.Set;

/**
 * Every property of the {@code couchbase2} binding: its name, its default and what it means. The old names are
 * kept; the README's property table matches this class row for row. Validation: {@link Couchbase2Settings}, which
 * also refuses any other property under {@link #PREFIX}.
 */
public final class Couchbase2Properties {

  /** The prefix of every property of this binding; an unknown property under it is refused. */
  static final String PREFIX = "couchbase.";

  /**
   * Seed nodes: a comma-separated list of host names, IPv4 addresses and IPv6 literals ({@code ::1} or
   * {@code [::1]}), each optionally with a port: {@code host:port}, {@code 10.0.0.1:port}, {@code [::1]:port}. Every
   * seed is connected on {@link #BOOTSTRAP_CARRIER_PORT} and {@link #BOOTSTRAP_HTTP_PORT} (with TLS their
   * {@code Ssl} variants), as the SDK does; a seed's port, accepted for compatibility, must be one of those two.
   * Default: {@code 127.0.0.1}.
   */
  public static final String HOST = "couchbase.host";
  public static final String HOST_DEFAULT = "127.0.0.1";

  /** The bucket holding the YCSB table. Default: {@code default}. */
  public static final String BUCKET = "couchbase.bucket";
  public static final String BUCKET_DEFAULT = "default";

  /**
   * RBAC user name (Couchbase Server 5.0 and later). Unset: the bucket-password mode of older servers, where
   * {@link #PASSWORD} is the bucket's password. Default: unset.
   */
  public static final String USERNAME = "couchbase.username";

  /** The RBAC user's password, or the bucket password when {@link #USERNAME} is unset. Never logged. Default: empty. */
  public static final String PASSWORD = "couchbase.password";
  public static final String PASSWORD_DEFAULT = "";

  /** {@code true}: inserts are upserts (they overwrite an existing document). Default: {@code false}. */
  public static final String UPSERT = "couchbase.upsert";
  public static final String UPSERT_DEFAULT = "false";

  /**
   * What an update writes: {@code merge} changes only the given fields (one sub-document mutation, the document
   * must exist); {@code replace} replaces the whole document by the given fields (it must exist); {@code upsert}
   * writes the whole document whether it exists or not. Default: {@code merge}.
   */
  public static final String UPDATE = "couchbase.update";
  public static final String UPDATE_DEFAULT = "merge";

  /** Nodes a mutation must be persisted on before it counts as done, 0 (none) to 4. Default: {@code 0}. */
  public static final String PERSIST_TO = "couchbase.persistTo";
  public static final String PERSIST_TO_DEFAULT = "0";

  /** Replicas a mutation must reach before it counts as done, 0 (none) to 3. Default: {@code 0}. */
  public static final String REPLICATE_TO = "couchbase.replicateTo";
  public static final String REPLICATE_TO_DEFAULT = "0";

  /**
   * {@code true}: run anyway when a replica that {@link #PERSIST_TO} or {@link #REPLICATE_TO} waits for is configured
   * on the bucket but not placed on any node (for example one replica on a one-node cluster); the run records a
   * warning and those mutations fail with {@code DURABILITY_FAILURE} or time out. {@code false}: such a run fails at
   * init. Asking for more replicas than the bucket has always fails at init. Default: {@code false}.
   */
  public static final String ALLOW_UNPLACED_REPLICAS = "couchbase.allowUnplacedReplicas";
  public static final String ALLOW_UNPLACED_REPLICAS_DEFAULT = "false";

  /** N1QL statements: {@code true} runs them ad hoc, {@code false} prepares each once. Default: {@code false}. */
  public static final String ADHOC = "couchbase.adhoc";
  public static final String ADHOC_DEFAULT = "false";

  /**
   * {@code true}: read, insert, update and delete use the key-value API; {@code false}: N1QL. Default:
   * {@code true}.
   */
  public static final String KV = "couchbase.kv";
  public static final String KV_DEFAULT = "true";

  /**
   * {@code false}: prepared N1QL statements run without their encoded plan: the SDK's JVM-wide setting
   * {@code com.couchbase.query.encodedPlanEnabled=false}, set before the bucket opens, as the previous binding
   * always did. {@code true}: the SDK's default ({@code true}) or what the JVM's
   * {@code -Dcom.couchbase.query.encodedPlanEnabled} says. Prepared statements only: {@link #ADHOC} {@code false}
   * with {@link #KV} {@code false} or scans. Default: {@code true}.
   */
  public static final String ENCODED_PLAN = "couchbase.encodedPlan";
  public static final String ENCODED_PLAN_DEFAULT = "true";

  /** N1QL {@code max_parallelism}, 0 lets the server choose. Default: {@code 1}. */
  public static final String MAX_PARALLELISM = "couchbase.maxParallelism";
  public static final String MAX_PARALLELISM_DEFAULT = "1";

  /**
   * Index consistency of N1QL statements: {@code not_bounded} (whatever the index holds) or {@code request_plus}
   * (the index first catches up with every mutation made before the statement). Default: {@code not_bounded}.
   */
  public static final String SCAN_CONSISTENCY = "couchbase.scanConsistency";
  public static final String SCAN_CONSISTENCY_DEFAULT = "not_bounded";

  /** Key-value sockets per node (shared by all client threads), 1 or more. Default: {@code 1}. */
  public static final String KV_ENDPOINTS = "couchbase.kvEndpoints";
  public static final String KV_ENDPOINTS_DEFAULT = "1";

  /** N1QL sockets per query node, 1 or more. Default: {@code 1} (the old code default; its README said 5). */
  public static final String QUERY_ENDPOINTS = "couchbase.queryEndpoints";
  public static final String QUERY_ENDPOINTS_DEFAULT = "1";

  /**
   * {@code true}: the native epoll transport (Linux x86_64); fails at start when unavailable. Default:
   * {@code false}.
   */
  public static final String EPOLL = "couchbase.epoll";
  public static final String EPOLL_DEFAULT = "false";

  /**
   * Number of I/O event loops that busy-poll while traffic flows and block when idle; 0 keeps the SDK's own I/O
   * pool (one loop per core, blocking select). Default: {@code 3}.
   */
  public static final String BOOST = "couchbase.boost";
  public static final String BOOST_DEFAULT = "3";

  /** Seconds between network latency metric log lines, 0 for none. Default: {@code 0}. */
  public static final String NETWORK_METRICS_INTERVAL = "couchbase.networkMetricsInterval";
  public static final String NETWORK_METRICS_INTERVAL_DEFAULT = "0";

  /** Seconds between runtime metric log lines, 0 for none. Default: {@code 0}. */
  public static final String RUNTIME_METRICS_INTERVAL = "couchbase.runtimeMetricsInterval";
  public static final String RUNTIME_METRICS_INTERVAL_DEFAULT = "0";

  /**
   * {@code true}: the SDK's threshold log ({@code ThresholdLogReporter}): every 10 s, a JSON line on the log listing
   * operations slower than its thresholds (500 ms for key-value). Default: {@code false} (off: the lines run to
   * kilobytes each and the run's own latencies already show slow operations).
   */
  public static final String OPERATION_TRACING = "couchbase.operationTracing";
  public static final String OPERATION_TRACING_DEFAULT = "false";

  /**
   * {@code true}: the SDK's orphan log: a JSON line listing responses that arrived after their operation had timed
   * out. Default: {@code false} (off; the timeouts are counted as {@code TIMEOUT}).
   */
  public static final String ORPHAN_RESPONSE_LOGGING = "couchbase.orphanResponseLogging";
  public static final String ORPHAN_RESPONSE_LOGGING_DEFAULT = "false";

  /**
   * Expiry of written documents in seconds from each write, 0 for none. Couchbase reads an expiry above
   * {@link DocumentExpiry#RELATIVE_MAX_SEC} (30 days) as an absolute Unix time, so the binding sends a larger value
   * as the write's time plus the value (which must end before 2038-01-19, the largest time the SDK sends).
   * Default: {@code 0}.
   */
  public static final String DOCUMENT_EXPIRY = "couchbase.documentExpiry";
  public static final String DOCUMENT_EXPIRY_DEFAULT = "0";

  /**
   * {@code false}: mutations return OK as soon as they are sent and their outcome is only counted, so their
   * latencies do not include the server (key-value API only). Default: {@code true}.
   */
  public static final String SYNC_MUTATION_RESPONSE = "couchbase.syncMutationResponse";
  public static final String SYNC_MUTATION_RESPONSE_DEFAULT = "true";

  /** Key-value operation timeout in milliseconds, durability polling included. Default: {@code 10000}. */
  public static final String KV_TIMEOUT = "couchbase.kvTimeout";
  public static final String KV_TIMEOUT_DEFAULT = "10000";

  /**
   * Timeout in milliseconds for opening the bucket, bootstrap included: an unreachable or unresponsive cluster
   * fails the run after this long, whatever the thread count (the client threads share one bootstrap). Default:
   * {@code 30000} (as before).
   */
  public static final String CONNECT_TIMEOUT = "couchbase.connectTimeout";
  public static final String CONNECT_TIMEOUT_DEFAULT = "30000";

  /**
   * Timeout in milliseconds for establishing one TCP connection to a node (the SDK's own default is 1000, which a
   * loaded client host can miss). Default: {@code 10000} (as before).
   */
  public static final String SOCKET_CONNECT_TIMEOUT = "couchbase.socketConnectTimeout";
  public static final String SOCKET_CONNECT_TIMEOUT_DEFAULT = "10000";

  /**
   * Timeout in milliseconds for closing the bucket and the cluster connections at the end of the run. Default:
   * {@code 25000} (the SDK's).
   */
  public static final String DISCONNECT_TIMEOUT = "couchbase.disconnectTimeout";
  public static final String DISCONNECT_TIMEOUT_DEFAULT = "25000";

  /** N1QL statement timeout in milliseconds. Default: {@code 75000}. */
  public static final String QUERY_TIMEOUT = "couchbase.queryTimeout";
  public static final String QUERY_TIMEOUT_DEFAULT = "75000";

  /** HTTP port used to fetch the cluster configuration at bootstrap. Default: {@code 8091}. */
  public static final String BOOTSTRAP_HTTP_PORT = "couchbase.bootstrapHttpPort";
  public static final String BOOTSTRAP_HTTP_PORT_DEFAULT = "8091";

  /** Key-value (carrier) port used at bootstrap. Default: {@code 11210}. */
  public static final String BOOTSTRAP_CARRIER_PORT = "couchbase.bootstrapCarrierPort";
  public static final String BOOTSTRAP_CARRIER_PORT_DEFAULT = "11210";

  /**
   * {@code true}: every connection uses TLS ({@code couchbases://}), bootstrapping on {@link #BOOTSTRAP_HTTP_SSL_PORT}
   * and {@link #BOOTSTRAP_CARRIER_SSL_PORT}; needs {@link #SSL_TRUSTSTORE_FILE} or {@link #SSL_KEYSTORE_FILE}.
   * Default: {@code false}.
   */
  public static final String SSL_ENABLED = "couchbase.sslEnabled";
  public static final String SSL_ENABLED_DEFAULT = "false";

  /**
   * Trust store (PKCS#12 or JKS file) holding the certificates that sign the servers' certificates. Default: unset
   * (then the key store serves as trust store).
   */
  public static final String SSL_TRUSTSTORE_FILE = "couchbase.sslTruststoreFile";

  /** Password of {@link #SSL_TRUSTSTORE_FILE}; never printed. Default: unset. */
  public static final String SSL_TRUSTSTORE_PASSWORD = "couchbase.sslTruststorePassword";

  /**
   * Key store (PKCS#12 or JKS file) holding the client's certificate and key, for {@link #CERT_AUTH_ENABLED}.
   * Default: unset.
   */
  public static final String SSL_KEYSTORE_FILE = "couchbase.sslKeystoreFile";

  /** Password of {@link #SSL_KEYSTORE_FILE}; never printed. Default: unset. */
  public static final String SSL_KEYSTORE_PASSWORD = "couchbase.sslKeystorePassword";

  /**
   * {@code true}: a server certificate must name the host it is reached at (DNS name or IP address in its subject
   * alternative names). Default: {@code true} (the SDK's own default is {@code false}).
   */
  public static final String SSL_HOSTNAME_VERIFICATION = "couchbase.sslHostnameVerification";
  public static final String SSL_HOSTNAME_VERIFICATION_DEFAULT = "true";

  /**
   * {@code true}: the client authenticates with the certificate of {@link #SSL_KEYSTORE_FILE} instead of a user name
   * and password (Couchbase Server 5.5+ Enterprise); needs {@link #SSL_ENABLED}. Default: {@code false}.
   */
  public static final String CERT_AUTH_ENABLED = "couchbase.certAuthEnabled";
  public static final String CERT_AUTH_ENABLED_DEFAULT = "false";

  /** HTTPS port used to fetch the cluster configuration at bootstrap with TLS. Default: {@code 18091}. */
  public static final String BOOTSTRAP_HTTP_SSL_PORT = "couchbase.bootstrapHttpSslPort";
  public static final String BOOTSTRAP_HTTP_SSL_PORT_DEFAULT = "18091";

  /** Key-value (carrier) port used at bootstrap with TLS. Default: {@code 11207}. */
  public static final String BOOTSTRAP_CARRIER_SSL_PORT = "couchbase.bootstrapCarrierSslPort";
  public static final String BOOTSTRAP_CARRIER_SSL_PORT_DEFAULT = "11207";

  /**
   * Which addresses of the nodes the client uses: {@code default} (the nodes' own), {@code external} (their
   * alternate addresses, for clusters behind NAT or in Kubernetes), or {@code auto} (external when the seed host is
   * one of the alternate addresses). Default: {@code auto}.
   */
  public static final String NETWORK_RESOLUTION = "couchbase.networkResolution";
  public static final String NETWORK_RESOLUTION_DEFAULT = "auto";

  /**
   * How often an operation that failed with a temporary failure (server busy, out of memory, locked, client
   * queue full) is retried before it counts as {@code TEMPORARY_FAILURE}, 0 or more. Default: {@code 5}.
   */
  public static final String TEMPORARY_FAILURE_RETRIES = "couchbase.temporaryFailureRetries";
  public static final String TEMPORARY_FAILURE_RETRIES_DEFAULT = "5";

  /**
   * Wait before the first retry in milliseconds; it doubles for each further retry, up to 1000 ms. The waits
   * count in the operation's latency. Default: {@code 10}.
   */
  public static final String TEMPORARY_FAILURE_BACKOFF = "couchbase.temporaryFailureBackoff";
  public static final String TEMPORARY_FAILURE_BACKOFF_DEFAULT = "10";

  /** Upper bound of the doubling retry wait, in milliseconds. */
  public static final int TEMPORARY_FAILURE_BACKOFF_CAP_MS = 1000;

  private static final Set<String> NAMES = PropertyNames.declaredIn(Couchbase2Properties.class, PREFIX);

  private Couchbase2Properties() {
  }

  /** @return the name of every property of this binding (the constants above that start with {@link #PREFIX}) */
  public static Set<String> names() {
    return NAMES;
  }
}
