/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

/**
 * The couchbaselabs YCSB fork's {@code couchbase3} property names that perfrunner's {@code run_ycsb} passes, read
 * with their value forms: the fork's other names of this binding's settings ({@code kvTimeoutMillis},
 * {@code kvPort}, {@code managerPort}), the fork's meaning of {@code upsert} for updates, the names that mark a
 * command line written for the fork, and settings accepted for its command lines that change nothing here (each
 * checked for the form perfrunner writes, Python's {@code None} included), or refused when they would ask for
 * something this binding does not do. Stateless; thread-safe.
 */
final class ForkNames {
  /** What perfrunner writes for a flag it leaves unset ({@code str(None)}). */
  private static final String PYTHON_NONE = "None";

  private ForkNames() {
  }

  /**
   * @return the property to read a setting from: {@code name}, or the fork's {@code alias} when only the alias is
   *     set
   * @throws InvalidPropertyException when both are set to different values
   */
  static String source(PropertyReader in, String name, String alias) {
    String value = in.raw(name);
    String aliased = in.raw(alias);
    if (aliased == null) {
      return name;
    }
    if (value != null && !value.equals(aliased)) {
      throw new InvalidPropertyException(alias, aliased, "it unset or equal to " + name + "=" + value + " (the"
          + " fork's name for the same setting)");
    }
    return alias;
  }

  /** The names only the fork has: one of them given marks a command line written for the fork (perfrunner's). */
  private static final String[] FORK_ONLY = {Couchbase3Properties.KV_TIMEOUT_MILLIS, Couchbase3Properties.KV_PORT,
      Couchbase3Properties.MANAGER_PORT, Couchbase3Properties.SSL_MODE, Couchbase3Properties.CERTIFICATE_FILE,
      Couchbase3Properties.CERT_KEYSTORE_FILE, Couchbase3Properties.RETRY_STRATEGY,
      Couchbase3Properties.RETRY_LOWER, Couchbase3Properties.TRANSACTIONS_ENABLED};

  /**
   * @param upsert {@code couchbase.upsert} as read
   * @return the default of {@code couchbase.update}: {@code upsert} when {@code couchbase.upsert=true}, as the fork
   *     writes its updates then (a whole-document upsert; perfrunner always sets it), else {@code merge}
   */
  static String updateDefault(boolean upsert) {
    return upsert ? "upsert" : Couchbase3Properties.UPDATE_DEFAULT;
  }

  /** @return whether one of the names only the fork has is given: a command line written for the fork */
  static boolean isForkCommandLine(PropertyReader in) {
    for (String name : FORK_ONLY) {
      if (in.raw(name) != null) {
        return true;
      }
    }
    return false;
  }

  /** Checks the settings accepted for perfrunner's command lines: their forms, and what they cannot ask for. */
  static void check(PropertyReader in) {
    String strategy = in.string(Couchbase3Properties.RETRY_STRATEGY, Couchbase3Properties.RETRY_STRATEGY_DEFAULT);
    if (!Couchbase3Properties.RETRY_STRATEGY_DEFAULT.equals(strategy)) {
      throw new InvalidPropertyException(Couchbase3Properties.RETRY_STRATEGY, strategy, "default (SDK 3's best-effort"
          + " retries within " + Couchbase3Properties.KV_TIMEOUT + "; the fork's other strategies are not offered)");
    }
    flag(in, Couchbase3Properties.EPOLL);
    flag(in, Couchbase3Properties.RANGE_SCAN_SAMPLING);
    flag(in, Couchbase3Properties.PREFIX_SCAN);
    flag(in, Couchbase3Properties.ORDERED);
    flag(in, Couchbase3Properties.ADHOC);
    for (String name : new String[] {Couchbase3Properties.BOOST, Couchbase3Properties.RETRY_LOWER,
        Couchbase3Properties.RETRY_UPPER, Couchbase3Properties.RETRY_FACTOR, Couchbase3Properties.MAX_PARALLELISM,
        Couchbase3Properties.ATRS}) {
      if (in.raw(name) != null && !PYTHON_NONE.equals(in.raw(name))) {
        in.integer(name, "0", 0, Integer.MAX_VALUE);
      }
    }
    for (String name : new String[] {Couchbase3Properties.SCOPES_PARAM, Couchbase3Properties.COLLECTIONS_PARAM}) {
      if (in.raw(name) != null) {
        throw new InvalidPropertyException(name, in.raw(name), "it unset with the couchbase3 binding, which writes"
            + " one collection: name it with " + Couchbase3Properties.SCOPE + " and "
            + Couchbase3Properties.COLLECTION);
      }
    }
  }

  /**
   * @return the SDK 2 settings given with a value that asks for something ({@code couchbase.epoll=true},
   *     {@code couchbase.boost} over 0), which this binding accepts for perfrunner's command lines but cannot apply,
   *     as {@code couchbase.epoll=true couchbase.boost=4}; null when there are none
   */
  static String ignoredSdk2Settings(PropertyReader in) {
    StringBuilder ignored = new StringBuilder();
    if ("true".equals(in.raw(Couchbase3Properties.EPOLL))) {
      ignored.append(Couchbase3Properties.EPOLL).append("=true");
    }
    String boost = in.raw(Couchbase3Properties.BOOST);
    if (boost != null && !PYTHON_NONE.equals(boost) && !"0".equals(boost)) {
      ignored.append(ignored.length() == 0 ? "" : " ").append(Couchbase3Properties.BOOST).append('=').append(boost);
    }
    return ignored.length() == 0 ? null : ignored.toString();
  }

  private static void flag(PropertyReader in, String name) {
    String value = in.raw(name);
    if (value != null && !"true".equals(value) && !"false".equals(value) && !PYTHON_NONE.equals(value)) {
      throw new InvalidPropertyException(name, value, "true, false or None (accepted for perfrunner's command"
          + " lines; no effect in this binding)");
    }
  }
}
