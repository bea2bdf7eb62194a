/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

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

  /** The bucket holding the YCSB table. Default: {@code default}. */
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
   * CouchbaseMock). Default: unset.
   */
  public static final String USERNAME = "couchbase.username";

  /** The user's password, or the bucket password; never logged; SDK 3 refuses an empty one. Default: unset. */
  public static final String PASSWORD = "couchbase.password";

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

  /**
   * The fork's ACID transactions switch; only {@code false} is accepted (this binding runs no ACID transactions).
   * Default: {@code false}.
   */
  public static final String TRANSACTIONS_ENABLED = "couchbase.transactionsEnabled";
  public static final String TRANSACTIONS_ENABLED_DEFAULT = "false";

  /** Key-value sockets per node (shared by all client threads), 1 to 1024. Default: {@code 1}. */
  public static final String KV_ENDPOINTS = "couchbase.kvEndpoints";
  public static final String KV_ENDPOINTS_DEFAULT = "1";

  /** Expiry of written documents in seconds, 0 for none. Default: {@code 0}. */
  public static final String DOCUMENT_EXPIRY = "couchbase.documentExpiry";
  public static final String DOCUMENT_EXPIRY_DEFAULT = "0";

  /**
   * Key-value operation timeout in milliseconds, durable writes included (the SDK retries temporary failures
   * within it). Default: {@code 10000}.
   */
  public static final String KV_TIMEOUT = "couchbase.kvTimeout";
  public static final String KV_TIMEOUT_DEFAULT = "10000";

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

  /** Key-value port of every seed, where the SDK fetches the cluster map. Default: {@code 11210}. */
  public static final String BOOTSTRAP_CARRIER_PORT = "couchbase.bootstrapCarrierPort";
  public static final String BOOTSTRAP_CARRIER_PORT_DEFAULT = "11210";

  /** The fork's name of the key-value port in effect ({@link #BOOTSTRAP_CARRIER_PORT}, or the TLS one). */
  public static final String KV_PORT = "couchbase.kvPort";

  /** The fork's name of the management port in effect ({@link #BOOTSTRAP_HTTP_PORT}, or the TLS one). */
  public static final String MANAGER_PORT = "couchbase.managerPort";

  /** The fork's name of {@link #KV_TIMEOUT}. */
  public static final String KV_TIMEOUT_MILLIS = "couchbase.kvTimeoutMillis";

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

  /** Core properties the binding reads. */
  static final String WRITE_ALL_FIELDS = "writeallfields";
  static final String WRITE_ALL_FIELDS_DEFAULT = "false";
  static final String SCAN_PROPORTION = "scanproportion";
  static final String SCAN_PROPORTION_DEFAULT = "0";
  static final String DO_TRANSACTIONS = "dotransactions";

  private static final Set<String> NAMES = collectNames();

  private Couchbase3Properties() {
  }

  /** @return the name of every property of this binding (the constants above that start with {@link #PREFIX}) */
  public static Set<String> names() {
    return NAMES;
  }

  private static Set<String> collectNames() {
    Set<String> names = new TreeSet<>();
    for (Field field : Couchbase3Properties.class.getDeclaredFields()) {
      int modifiers = field.getModifiers();
      if (field.getType() == String.class && Modifier.isStatic(modifiers) && Modifier.isFinal(modifiers)
          && !field.getName().endsWith("_DEFAULT") && !field.getName().equals("PREFIX")) {
        try {
          String value = (String) field.get(null);
          if (value.startsWith(PREFIX)) {
            names.add(value);
          }
        } catch (IllegalAccessException e) {
          throw new IllegalStateException(e);
        }
      }
    }
    return Collections.unmodifiableSet(names);
  }
}
