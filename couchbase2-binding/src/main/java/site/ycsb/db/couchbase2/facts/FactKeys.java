/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.facts;

/**
 * The keys the facts provider ({@link Couchbase2Facts}) answers with, which this project's engine sets on the run's
 * properties and records in the manifest. Copies of the run contract's keys (this module is Java 8 and cannot import
 * it; a test checks they agree).
 */
public final class FactKeys {
  /** Prefix of what the servers said of themselves ({@code db.server.<name>}, e.g. {@code db.server.version}). */
  public static final String SERVER_PREFIX = "db.server.";

  /** Prefix of the settings in effect after defaults ({@code db.setting.<name>}). */
  public static final String SETTING_PREFIX = "db.setting.";

  /** The shrinking-updates warning: updates write whole documents from fewer fields than they had. */
  public static final String SHRINKING_UPDATES_WARNING = "couchbase2.warning.shrinking-updates";

  /** The warning that mutations are not waited for ({@code couchbase.syncMutationResponse=false}). */
  public static final String ASYNC_MUTATIONS_WARNING = "couchbase2.warning.async-mutations";

  /** The warning that the run goes on with unplaced replicas ({@code couchbase.allowUnplacedReplicas=true}). */
  public static final String UNPLACED_REPLICAS_WARNING = "couchbase2.warning.unplaced-replicas";

  /** The warning of server facts the cluster did not give (recorded as {@code unknown}). */
  public static final String SERVER_FACTS_WARNING = "couchbase2.warning.server-facts";

  /** The run's retry and failure totals, answered once the client threads ended ({@link Couchbase2Facts#afterRun}). */
  public static final String FAILURE_TOTALS_WARNING = "couchbase2.warning.failures";

  private FactKeys() {
  }
}
