/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import java.util.Set;

/**
 * Every property of the {@code couchbase3} binding: its name, its default and what it means. Names a
 * {@code couchbase2} user already types keep their meaning; {@link #DURABILITY} takes the values of the couchbaselabs
 * fork's {@code couchbase3} binding. {@code docs/bindings/couchbase3.md}'s property table matches this class row for
 * row. Validation: {@link Couchbase3Settings}, which also refuses any other property under {@link #PREFIX}.
 */
public final class Couchbase3Properties {

  /** The prefix of every property of this binding; an unknown property under it is refused. */
  static final String PREFIX = "couchbase.";

  /**
   * Seed nodes: a comma-separated list of host names or IPv4 addresses, each connected on
   * {@link #BOOTSTRAP_CARRIER_PORT} and {@link #BOOTSTRAP_HTTP_PORT}. Default: {@code 127.0.0.1}.
   */
  public static final String HOST = "couchbase.host";
  public static final String HOST_DEFAULT = "127.0.0.1";

  /** The bucket holding {@link #SCOPE}'s {@link #COLLECTION}. Default: {@code default}. */
  public static final String BUCKET = "couchbase.bucket";
  public static final String BUCKET_DEFAULT = "default";

  /** The scope of {@link #COLLECTION}. Default: {@code _default}. */
  public static final String SCOPE = "couchbase.scope";
  public static final String SCOPE_DEFAULT = "_default";

  /**
   * The collection holding the documents; a named one needs a server with collections (7.0+), which init checks.
   * Default: {@code _default}.
   */
  public static final String COLLECTION = "couchbase.collection";
  public static final String COLLECTION_DEFAULT = "_default";

  /**
   * RBAC user name. Unset: the bucket's name, which is how a bucket password authenticates (older servers,
   * mock servers). Default: unset.
   */
  public static final String USERNAME = "couchbase.username";

  /** The user's password, or the bucket password; never logged; SDK 3 refuses an empty one. Default: unset. */
  public static final String PASSWORD = "couchbase.password";

  /**
   * {@code true}: inserts are upserts (they overwrite an existing document), and so are updates unless {@link #UPDATE}
   * is set, as in the couchbaselabs fork. Default: {@code false}.
   */
  public static final String UPSERT = "couchbase.upsert";
  public static final String UPSERT_DEFAULT = "false";

  /**
   * What an update writes, a word of {@link UpdateMode} (whose constants say what each writes): {@code merge},
   * {@code replace} or {@code upsert}. Default: {@code merge}; {@code upsert} with
   * {@link #UPSERT}{@code =true}.
   */
  public static final String UPDATE = "couchbase.update";
  public static final String UPDATE_DEFAULT = "merge";

  /**
   * Server-side durability of every mutation (Server 6.5+): {@code 0}/{@code none}, {@code 1}/{@code majority},
   * {@code 2}/{@code majority_and_persist_to_active}, {@code 3}/{@code persist_to_majority}, case-insensitive.
   * Refused together with {@link #PERSIST_TO} or {@link #REPLICATE_TO}. Default: {@code 0} (none).
   */
  public static final String DURABILITY = "couchbase.durability";
  public static final String DURABILITY_DEFAULT = "0";

  /** Legacy observe-based durability: nodes a mutation must be persisted on, 0 to 4. Default: {@code 0}. */
  public static final String PERSIST_TO = "couchbase.persistTo";
  public static final String PERSIST_TO_DEFAULT = "0";

  /** Legacy observe-based durability: replicas a mutation must reach, 0 to 3. Default: {@code 0}. */
  public static final String REPLICATE_TO = "couchbase.replicateTo";
  public static final String REPLICATE_TO_DEFAULT = "0";

  /**
   * The fork's ACID transactions switch; only {@code false} is accepted (this binding runs no ACID transactions).
   * Default: {@code false}.
   */
  public static final String TRANSACTIONS_ENABLED = "couchbase.transactionsEnabled";
  public static final String TRANSACTIONS_ENABLED_DEFAULT = "false";

  /** Key-value sockets per node (shared by all client threads), 1 to 1024. Default: {@code 1}. */
  public static final String KV_ENDPOINTS = "couchbase.kvEndpoints";
  public static final String KV_ENDPOINTS_DEFAULT = "1";

  /**
   * Expiry of written documents in seconds from each write, 0 for none; over {@link DocumentExpiry#RELATIVE_MAX_SEC}
   * (30 days) the SDK sends the write's Unix time plus the value, which must end before 2038-01-19 (checked by
   * {@link DocumentExpiry}). Default: {@code 0}.
   */
  public static final String DOCUMENT_EXPIRY = "couchbase.documentExpiry";
  public static final String DOCUMENT_EXPIRY_DEFAULT = "0";

  /**
   * Key-value operation timeout in milliseconds, durable writes included (the SDK retries temporary failures
   * within it). Default: {@code 10000}.
   */
  public static final String KV_TIMEOUT = "couchbase.kvTimeout";
  public static final String KV_TIMEOUT_DEFAULT = "10000";

  /** The fork's name of {@link #KV_TIMEOUT}. */
  public static final String KV_TIMEOUT_MILLIS = "couchbase.kvTimeoutMillis";

  /**
   * Timeout in milliseconds for connecting and opening the bucket: an unreachable or silent cluster fails the run
   * after this long, whatever the thread count (the client threads share one cluster). Default: {@code 30000}.
   */
  public static final String CONNECT_TIMEOUT = "couchbase.connectTimeout";
  public static final String CONNECT_TIMEOUT_DEFAULT = "30000";

  /** Timeout in milliseconds for one TCP connection to a node. Default: {@code 10000}. */
  public static final String SOCKET_CONNECT_TIMEOUT = "couchbase.socketConnectTimeout";
  public static final String SOCKET_CONNECT_TIMEOUT_DEFAULT = "10000";

  /** HTTP (management) port of every seed. Default: {@code 8091}. */
  public static final String BOOTSTRAP_HTTP_PORT = "couchbase.bootstrapHttpPort";
  public static final String BOOTSTRAP_HTTP_PORT_DEFAULT = "8091";

  /** The fork's name of the management port in effect ({@link #BOOTSTRAP_HTTP_PORT}, or the TLS one). */
  public static final String MANAGER_PORT = "couchbase.managerPort";

  /** Key-value port of every seed, where the SDK fetches the cluster map. Default: {@code 11210}. */
  public static final String BOOTSTRAP_CARRIER_PORT = "couchbase.bootstrapCarrierPort";
  public static final String BOOTSTRAP_CARRIER_PORT_DEFAULT = "11210";

  /** The fork's name of the key-value port in effect ({@link #BOOTSTRAP_CARRIER_PORT}, or the TLS one). */
  public static final String KV_PORT = "couchbase.kvPort";

  /**
   * {@code true}: every connection uses TLS, trusting the certificates of {@link #SSL_TRUSTSTORE_FILE} or
   * {@link #CERTIFICATE_FILE}, on {@link #BOOTSTRAP_CARRIER_SSL_PORT} and {@link #BOOTSTRAP_HTTP_SSL_PORT} (the
   * {@code couchbase2} binding's name; {@link #SSL_MODE} is the fork's). Default: {@code false}.
   */
  public static final String SSL_ENABLED = "couchbase.sslEnabled";
  public static final String SSL_ENABLED_DEFAULT = "false";

  /**
   * The fork's TLS switch: {@code none}; {@code data} (TLS trusting {@link #CERTIFICATE_FILE} or
   * {@link #SSL_TRUSTSTORE_FILE}); {@code auth} (TLS trusting the certificates of {@link #CERT_KEYSTORE_FILE}, as the
   * fork does). {@code capella} (trust any certificate) is refused. Default: {@code none}.
   */
  public static final String SSL_MODE = "couchbase.sslMode";
  public static final String SSL_MODE_DEFAULT = "none";

  /** A trust store (PKCS#12 or JKS) holding the certificates that sign the servers'. Default: unset. */
  public static final String SSL_TRUSTSTORE_FILE = "couchbase.sslTruststoreFile";

  /** The password of {@link #SSL_TRUSTSTORE_FILE}; never logged. Default: unset (a store without password). */
  public static final String SSL_TRUSTSTORE_PASSWORD = "couchbase.sslTruststorePassword";

  /** The fork's PEM certificate file to trust ({@code sslMode=data}). Default: unset. */
  public static final String CERTIFICATE_FILE = "couchbase.certificateFile";

  /** The fork's key store whose certificates are trusted ({@code sslMode=auth}). Default: unset. */
  public static final String CERT_KEYSTORE_FILE = "couchbase.certKeystoreFile";

  /** The password of {@link #CERT_KEYSTORE_FILE}; never logged. Default: unset. */
  public static final String CERT_KEYSTORE_PASSWORD = "couchbase.certKeystorePassword";

  /** Key-value TLS port of every seed. Default: {@code 11207}. */
  public static final String BOOTSTRAP_CARRIER_SSL_PORT = "couchbase.bootstrapCarrierSslPort";
  public static final String BOOTSTRAP_CARRIER_SSL_PORT_DEFAULT = "11207";

  /** HTTPS (management) port of every seed. Default: {@code 18091}. */
  public static final String BOOTSTRAP_HTTP_SSL_PORT = "couchbase.bootstrapHttpSslPort";
  public static final String BOOTSTRAP_HTTP_SSL_PORT_DEFAULT = "18091";

  /**
   * Mutation tokens in every mutation's answer; the legacy {@link #PERSIST_TO}/{@link #REPLICATE_TO} need them.
   * Default: {@code true}.
   */
  public static final String ENABLE_MUTATION_TOKEN = "couchbase.enableMutationToken";
  public static final String ENABLE_MUTATION_TOKEN_DEFAULT = "true";

  /**
   * {@code true}: the server may answer a connection's requests out of order (SDK 3's unordered execution, a JVM
   * system property). Default: {@code false}, as in the fork.
   */
  public static final String OUT_OF_ORDER_EXECUTION = "couchbase.outOfOrderExecution";
  public static final String OUT_OF_ORDER_EXECUTION_DEFAULT = "false";

  /** The fork's retry strategy; only {@code default} (SDK 3's best effort within the timeout). */
  public static final String RETRY_STRATEGY = "couchbase.retryStrategy";
  public static final String RETRY_STRATEGY_DEFAULT = "default";

  /** Accepted for perfrunner's command lines (no effect, SDK 2 settings the fork does not read). */
  public static final String EPOLL = "couchbase.epoll";
  public static final String BOOST = "couchbase.boost";

  /** Accepted for perfrunner's command lines: parameters of the fork's other retry strategies (no effect). */
  public static final String RETRY_LOWER = "couchbase.retryLower";
  public static final String RETRY_UPPER = "couchbase.retryUpper";
  public static final String RETRY_FACTOR = "couchbase.retryFactor";

  /** Accepted for perfrunner's command lines: the fork's scan options (no effect: scans are refused). */
  public static final String RANGE_SCAN_SAMPLING = "couchbase.rangeScanSampling";
  public static final String PREFIX_SCAN = "couchbase.prefixScan";
  public static final String ORDERED = "couchbase.ordered";
  public static final String ADHOC = "couchbase.adhoc";
  public static final String MAX_PARALLELISM = "couchbase.maxParallelism";

  /** Accepted for perfrunner's command lines: the fork's transaction records (no effect: no transactions). */
  public static final String ATRS = "couchbase.atrs";

  /** The fork's core properties for many collections per run, refused (one collection: {@link #COLLECTION}). */
  static final String SCOPES_PARAM = "scopesparam";
  static final String COLLECTIONS_PARAM = "collectionsparam";

  private static final Set<String> NAMES = PropertyNames.declaredIn(Couchbase3Properties.class, PREFIX);

  private Couchbase3Properties() {
  }

  /**
   * @return the name of every property of this binding: the constants above that start with {@link #PREFIX}, not
   *     the fork's core properties {@link #SCOPES_PARAM} and {@link #COLLECTIONS_PARAM}
   */
  public static Set<String> names() {
    return NAMES;
  }
}
