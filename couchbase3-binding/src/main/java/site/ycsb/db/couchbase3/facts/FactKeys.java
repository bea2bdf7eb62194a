/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.facts;

/**
 * The keys of what {@link Couchbase3Facts} gives the engine to record: copies of this project's shared keys
 * ({@code RunKeys}; the binding's jar does not depend on the project's contract module, so a test checks them
 * equal). Constants only.
 */
public final class FactKeys {
  /** The key of the shrinking-updates warning (whole-document updates with {@code writeallfields=false}). */
  public static final String SHRINKING_UPDATES_WARNING = "couchbase3.warning.shrinking-updates";

  /** The key of the warning that SDK 2 settings were given ({@code couchbase.epoll=true}) and have no effect. */
  public static final String IGNORED_SDK2_SETTINGS_WARNING = "couchbase3.warning.ignored-sdk2-settings";

  /** The key of the failure totals recorded after the run. */
  public static final String FAILURE_TOTALS_WARNING = "couchbase3.warning.failures";

  /** The warning key of server facts the cluster did not give (recorded as {@code unknown}). */
  public static final String SERVER_FACTS_WARNING = "couchbase3.warning.server-facts";

  /** Prefix of what the servers said of themselves ({@code db.server.<name>}, e.g. {@code db.server.version}). */
  public static final String SERVER_PREFIX = "db.server.";

  /** Prefix of the settings in effect after the SDK's defaults ({@code db.setting.<name>}). */
  public static final String SETTING_PREFIX = "db.setting.";

  private FactKeys() {
  }
}
