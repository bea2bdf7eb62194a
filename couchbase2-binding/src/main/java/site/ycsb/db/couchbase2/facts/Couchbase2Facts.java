/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.facts;

import com.couchbase.client.core.config.BucketConfig;
import com.couchbase.client.core.message.cluster.GetClusterConfigRequest;
import com.couchbase.client.core.message.cluster.GetClusterConfigResponse;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.db.couchbase2.support.Couchbase2Properties;
import site.ycsb.db.couchbase2.support.Couchbase2Settings;
import site.ycsb.db.couchbase2.support.DurabilityCheck;
import site.ycsb.db.couchbase2.support.InvalidPropertyException;
import site.ycsb.db.couchbase2.support.SharedBucket;

/**
 * The facts provider of the couchbase2 binding (named in {@code META-INF/ycsb/site.ycsb.db.couchbase2
 * .Couchbase2Client.facts.properties}): the engine calls {@link #of} once per run, before any
 * {@code Couchbase2Client} is initialised, and {@link #afterRun} once after the client threads ended, and records
 * the answers in the manifest. The binding class records nothing: it stays the adapter offered to upstream YCSB.
 *
 * <p>It states the settings' warnings (shrinking updates, mutations not waited for), takes the binding's shared
 * bucket ({@link SharedBucket}: the same seeds, credentials, TLS and timeouts), reads what the cluster says of itself
 * ({@link ServerFacts}) and the settings in effect ({@link EffectiveSettings}), warns of replicas asked for but not
 * placed when the run allows them, then releases the bucket. A cluster that cannot be reached gives no facts of it:
 * the binding's {@code init} then fails at once with the same one-line cause (the shared bucket remembers a failed
 * bootstrap). Refusals stay the binding's own (its {@code init}). Stateless; thread-safe.
 */
public final class Couchbase2Facts {
  private static final Logger LOG = LoggerFactory.getLogger(Couchbase2Facts.class);

  private Couchbase2Facts() {
  }

  /**
   * @param props a copy of the run's properties
   * @return the entries to set on the run's properties ({@code db.server.*}, {@code db.setting.*},
   *     {@code couchbase2.warning.*}), in a fixed order; only the settings' warnings when the cluster cannot be
   *     reached
   * @throws IllegalArgumentException with one line when a property is invalid
   */
  public static Map<String, String> of(Properties props) {
    Couchbase2Settings settings;
    try {
      settings = Couchbase2Settings.from(props);
    } catch (InvalidPropertyException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
    Map<String, String> entries = new LinkedHashMap<String, String>();
    settingsWarnings(settings, entries);
    SharedBucket shared;
    try {
      shared = SharedBucket.acquire(settings);
    } catch (RuntimeException e) {
      // init() fails with the cause; the bootstrap is not tried again
      return Collections.unmodifiableMap(entries);
    }
    try {
      ServerFacts facts = ServerFacts.read(shared.bucket(), settings.getBucket(), settings.getConnectTimeoutMs());
      LOG.debug("couchbase2: servers {}", facts);
      if (facts.problem() != null) {
        LOG.warn("couchbase2: {}", facts.problem());
      }
      facts.recordInto(entries);
      EffectiveSettings.recordInto(EffectiveSettings.of(settings, shared.environment()), entries);
      unplacedWarning(shared, settings, entries);
    } finally {
      shared.release();
    }
    return Collections.unmodifiableMap(entries);
  }

  /** The warnings the settings alone give, logged once per run. */
  static void settingsWarnings(Couchbase2Settings settings, Map<String, String> entries) {
    if (settings.hasShrinkingUpdates()) {
      warn(entries, FactKeys.SHRINKING_UPDATES_WARNING, Couchbase2Properties.UPDATE + "="
          + settings.getUpdateMode().name().toLowerCase(Locale.ROOT) + " with writeallfields=false writes whole"
          + " documents from the one updated field: updated documents shrink to that field (use "
          + Couchbase2Properties.UPDATE + "=merge or writeallfields=true)");
    }
    if (!settings.isSyncMutationResponse()) {
      warn(entries, FactKeys.ASYNC_MUTATIONS_WARNING, Couchbase2Properties.SYNC_MUTATION_RESPONSE + "=false:"
          + " mutations count as OK when sent; their latencies exclude the server and their failures are only"
          + " counted in the log");
    }
  }

  /**
   * With {@code couchbase.allowUnplacedReplicas=true} and replicas asked for that the bucket has not placed, the
   * warning the run records (without it, the binding's {@code init} refuses such settings). Reads the configuration
   * the SDK already holds: nothing is sent to the cluster.
   */
  private static void unplacedWarning(SharedBucket shared, Couchbase2Settings settings,
      Map<String, String> entries) {
    if (!settings.hasDurability() || !settings.isAllowUnplacedReplicas()) {
      return;
    }
    BucketConfig config;
    try {
      GetClusterConfigResponse response = shared.bucket().core()
          .<GetClusterConfigResponse>send(new GetClusterConfigRequest()).toBlocking().single();
      config = response.config().bucketConfig(settings.getBucket());
    } catch (RuntimeException e) {
      return;
    }
    String unplaced = config == null ? null : DurabilityCheck.unplaced(config, settings);
    if (unplaced != null) {
      warn(entries, FactKeys.UNPLACED_REPLICAS_WARNING, unplaced + " (" + Couchbase2Properties.ALLOW_UNPLACED_REPLICAS
          + "=true: running anyway; those mutations fail with DURABILITY_FAILURE or TIMEOUT)");
    }
  }

  private static void warn(Map<String, String> entries, String key, String warning) {
    entries.put(key, warning);
    LOG.warn("couchbase2: {}", warning);
  }

  /**
   * @param props a copy of the run's properties (unused: the totals are those of the JVM's shared bucket, which the
   *     last client's cleanup closed)
   * @return the retry and failure totals as {@code couchbase2.warning.failures} when an operation failed or was
   *     retried, else nothing
   */
  public static Map<String, String> afterRun(Properties props) {
    String totals = SharedBucket.failureTotals();
    return totals.isEmpty() ? Collections.<String, String>emptyMap()
        : Collections.singletonMap(FactKeys.FAILURE_TOTALS_WARNING, totals);
  }
}
