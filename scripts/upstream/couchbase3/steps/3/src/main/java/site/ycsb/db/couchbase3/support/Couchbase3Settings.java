/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;

/**
 * The validated configuration of the binding, built by {@link #from(Properties)} once per {@code init()} (and by
 * a harness that checks the properties before a run). Property meanings and defaults: {@link Couchbase3Properties}.
 * Combinations that cannot work are refused here too, each with one line naming the property and its valid values.
 *
 * <p>Immutable and thread-safe.
 */
public final class Couchbase3Settings {

  /** Characters the server allows in bucket names; scopes and collections allow the same without '.'. */
  private static final String NAME_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-%";
  private static final String HOST_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.";
  private static final int MAX_BUCKET_CHARS = 100;
  private static final int MAX_COLLECTION_CHARS = 251;
  /** Name of the default scope and collection. */
  public static final String DEFAULT_NAME = "_default";

  private final List<String> hosts;
  private final String bucket;
  private final String scope;
  private final String collection;
  private final String username;
  private final String password;
  private final int kvEndpoints;
  private final int kvTimeoutMs;
  private final int connectTimeoutMs;
  private final int socketConnectTimeoutMs;
  private final int bootstrapHttpPort;
  private final int bootstrapCarrierPort;
  private final boolean scans;

  private Couchbase3Settings(PropertyReader in, Properties raw) {
    in.rejectUnknown(Couchbase3Properties.PREFIX, Couchbase3Properties.names());
    hosts = parseHosts(in.string(Couchbase3Properties.HOST, Couchbase3Properties.HOST_DEFAULT));
    bucket = name(in, Couchbase3Properties.BUCKET, Couchbase3Properties.BUCKET_DEFAULT, NAME_CHARS + ".",
        MAX_BUCKET_CHARS, "a bucket name of 1 to " + MAX_BUCKET_CHARS + " letters, digits, '_', '-', '.' or '%'");
    scope = name(in, Couchbase3Properties.SCOPE, Couchbase3Properties.SCOPE_DEFAULT, NAME_CHARS,
        MAX_COLLECTION_CHARS, "_default or a scope name of 1 to " + MAX_COLLECTION_CHARS
        + " letters, digits, '_', '-' or '%' not starting with '_' or '%'");
    collection = name(in, Couchbase3Properties.COLLECTION, Couchbase3Properties.COLLECTION_DEFAULT, NAME_CHARS,
        MAX_COLLECTION_CHARS, "_default or a collection name of 1 to " + MAX_COLLECTION_CHARS
        + " letters, digits, '_', '-' or '%' not starting with '_' or '%'");
    if (DEFAULT_NAME.equals(scope) != DEFAULT_NAME.equals(collection) && DEFAULT_NAME.equals(scope)) {
      throw new InvalidPropertyException(Couchbase3Properties.COLLECTION, collection, "_default in scope _default"
          + " (the default scope holds only the default collection; set " + Couchbase3Properties.SCOPE + " too)");
    }
    String user = in.raw(Couchbase3Properties.USERNAME);
    username = user == null ? bucket : user;
    password = in.raw(Couchbase3Properties.PASSWORD);
    if (password == null) {
      throw new InvalidPropertyException(Couchbase3Properties.PASSWORD, "", "the password of "
          + (user == null ? "bucket '" + bucket + "' (" + Couchbase3Properties.USERNAME + " unset)" : "user '" + user
          + "'") + ": SDK 3 refuses an empty one (CouchbaseMock: the bucket's password)");
    }
    kvEndpoints = in.integer(Couchbase3Properties.KV_ENDPOINTS, Couchbase3Properties.KV_ENDPOINTS_DEFAULT, 1, 1024);
    kvTimeoutMs = in.integer(Couchbase3Properties.KV_TIMEOUT, Couchbase3Properties.KV_TIMEOUT_DEFAULT, 1,
        Integer.MAX_VALUE);
    connectTimeoutMs = in.integer(Couchbase3Properties.CONNECT_TIMEOUT, Couchbase3Properties.CONNECT_TIMEOUT_DEFAULT,
        1, Integer.MAX_VALUE);
    socketConnectTimeoutMs = in.integer(Couchbase3Properties.SOCKET_CONNECT_TIMEOUT,
        Couchbase3Properties.SOCKET_CONNECT_TIMEOUT_DEFAULT, 1, Integer.MAX_VALUE);
    bootstrapHttpPort = in.integer(Couchbase3Properties.BOOTSTRAP_HTTP_PORT,
        Couchbase3Properties.BOOTSTRAP_HTTP_PORT_DEFAULT, 1, 65535);
    bootstrapCarrierPort = in.integer(Couchbase3Properties.BOOTSTRAP_CARRIER_PORT,
        Couchbase3Properties.BOOTSTRAP_CARRIER_PORT_DEFAULT, 1, 65535);
    // Core's own properties, read as core reads them (core reports their bad values itself).
    boolean transactions = Boolean.parseBoolean(in.string(Couchbase3Properties.DO_TRANSACTIONS, "true"));
    double scanProportion;
    try {
      scanProportion = Double.parseDouble(in.string(Couchbase3Properties.SCAN_PROPORTION,
          Couchbase3Properties.SCAN_PROPORTION_DEFAULT));
    } catch (NumberFormatException e) {
      scanProportion = 0;
    }
    scans = transactions && scanProportion > 0;
    if (scans) {
      throw new InvalidPropertyException(Couchbase3Properties.SCAN_PROPORTION, Double.toString(scanProportion),
          "0 with the couchbase3 binding (it has no scans yet; the couchbase2 binding scans through N1QL)");
    }
  }

  /**
   * Reads and validates every binding property; a harness may call it before a run starts.
   *
   * @throws InvalidPropertyException for the first invalid value, naming the property and the valid values
   */
  public static Couchbase3Settings from(Properties props) {
    return new Couchbase3Settings(new PropertyReader(props), props);
  }

  private static String name(PropertyReader in, String property, String defaultValue, String chars, int maxChars,
      String expected) {
    String value = in.string(property, defaultValue);
    boolean valid = value.length() <= maxChars;
    for (int i = 0; i < value.length() && valid; i++) {
      valid = chars.indexOf(value.charAt(i)) >= 0;
    }
    if (valid && !property.equals(Couchbase3Properties.BUCKET) && !DEFAULT_NAME.equals(value)) {
      valid = value.charAt(0) != '_' && value.charAt(0) != '%';
    }
    if (!valid) {
      throw new InvalidPropertyException(property, value, expected);
    }
    return value;
  }

  private static List<String> parseHosts(String value) {
    List<String> parsed = new ArrayList<>();
    for (String part : value.split(",", -1)) {
      String host = part.trim();
      boolean valid = !host.isEmpty() && host.length() <= 253 && host.charAt(0) != '-' && host.charAt(0) != '.';
      for (int i = 0; i < host.length() && valid; i++) {
        valid = HOST_CHARS.indexOf(host.charAt(i)) >= 0;
      }
      if (!valid) {
        throw new InvalidPropertyException(Couchbase3Properties.HOST, value, "a comma-separated list of host names"
            + " or IPv4 addresses without ports (the ports: " + Couchbase3Properties.BOOTSTRAP_CARRIER_PORT + ", "
            + Couchbase3Properties.BOOTSTRAP_HTTP_PORT + ")");
      }
      parsed.add(host);
    }
    return Collections.unmodifiableList(parsed);
  }

  public List<String> getHosts() {
    return hosts;
  }

  public String getBucket() {
    return bucket;
  }

  public String getScope() {
    return scope;
  }

  public String getCollection() {
    return collection;
  }

  /** @return whether the documents live in a named collection rather than {@code _default._default} */
  public boolean isNamedCollection() {
    return !DEFAULT_NAME.equals(scope) || !DEFAULT_NAME.equals(collection);
  }

  /** @return the RBAC user, or the bucket's name when {@code couchbase.username} is unset */
  public String getUsername() {
    return username;
  }

  /** @return the password; never log it */
  public String getPassword() {
    return password;
  }

  public int getKvEndpoints() {
    return kvEndpoints;
  }

  public int getKvTimeoutMs() {
    return kvTimeoutMs;
  }

  public int getConnectTimeoutMs() {
    return connectTimeoutMs;
  }

  public int getSocketConnectTimeoutMs() {
    return socketConnectTimeoutMs;
  }

  /** @return the management port of every seed in effect */
  public int getBootstrapHttpPort() {
    return bootstrapHttpPort;
  }

  /** @return the key-value port of every seed in effect */
  public int getBootstrapCarrierPort() {
    return bootstrapCarrierPort;
  }
}
