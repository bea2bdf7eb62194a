/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.facts;

import com.couchbase.client.core.config.BucketConfig;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.db.couchbase3.Couchbase3Client;
import site.ycsb.db.couchbase3.support.Couchbase3Settings;
import site.ycsb.db.couchbase3.support.SharedCluster;

/**
 * The facts provider of the couchbase3 binding (named in {@code META-INF/ycsb/site.ycsb.db.couchbase3.Couchbase3Client
 * .facts.properties}): the engine calls {@link #of} once per run, before any {@code Couchbase3Client} is initialised,
 * and {@link #afterRun} once after the client threads ended, and records the answers in the manifest. The binding
 * class itself records nothing: it stays the adapter offered to upstream YCSB.
 *
 * <p>{@link #of} takes the binding's shared cluster ({@link SharedCluster}, so the same seeds, credentials, TLS and
 * timeouts), reads the servers' facts ({@link ServerFacts}) and the settings in effect ({@link EffectiveSettings}),
 * adds the shrinking-updates and ignored-SDK-2-settings warnings, then releases the cluster. A cluster that cannot be
 * reached, refuses the login or the bucket, or cannot honour the settings gives no facts: the binding's {@code init}
 * then fails at once with the same one-line cause (the shared cluster remembers a failed attempt, so the cluster is
 * bootstrapped once). Stateless; thread-safe.
 */
public final class Couchbase3Facts {
  private static final Logger LOG = LoggerFactory.getLogger(Couchbase3Facts.class);

  private Couchbase3Facts() {
  }

  /**
   * @param props a copy of the run's properties
   * @return the entries to set on the run's properties ({@code db.server.*}, {@code db.setting.*},
   *     {@code couchbase3.warning.*}), in a fixed order; only the warnings when the cluster cannot be reached
   * @throws IllegalArgumentException with one line when a property is invalid
   */
  public static Map<String, String> of(Properties props) {
    Couchbase3Settings settings = Couchbase3Settings.from(props);
    Map<String, String> entries = new LinkedHashMap<>();
    SharedCluster shared;
    try {
      shared = SharedCluster.acquire(settings);
    } catch (RuntimeException e) {
      LOG.debug("couchbase3: no facts, the cluster cannot be reached", e);
      shared = null;
    }
    if (shared != null) {
      try {
        BucketConfig config = shared.bucketConfig(settings.getBucket());
        if (config != null) {
          ServerFacts facts = ServerFacts.read(shared.cluster(), config, settings);
          facts.recordInto(entries);
          EffectiveSettings.recordInto(EffectiveSettings.of(settings, shared.environment()), entries);
        }
      } finally {
        shared.release();
      }
    }
    if (settings.hasShrinkingUpdates()) {
      String warning = shrinkingUpdatesWarning(settings);
      entries.put(FactKeys.SHRINKING_UPDATES_WARNING, warning);
      LOG.warn("couchbase3: {}", warning);
    }
    if (settings.getIgnoredSdk2Settings() != null) {
      String warning = ignoredSdk2SettingsWarning(settings);
      entries.put(FactKeys.IGNORED_SDK2_SETTINGS_WARNING, warning);
      LOG.warn("couchbase3: {}", warning);
    }
    return Collections.unmodifiableMap(entries);
  }

  /** The text of the ignored-SDK-2-settings warning (also logged). */
  static String ignoredSdk2SettingsWarning(Couchbase3Settings settings) {
    return settings.getIgnoredSdk2Settings() + " has no effect with couchbase3: SDK 2 settings (the couchbase2"
        + " binding's), accepted only so perfrunner's command lines run; SDK 3 chooses its network transport itself";
  }

  /**
   * @param props a copy of the run's properties (unused: the failures are counted JVM-wide)
   * @return the failure totals as {@code couchbase3.warning.failures} when an operation failed, else nothing
   */
  public static Map<String, String> afterRun(Properties props) {
    String totals = Couchbase3Client.failures().summary();
    return totals.isEmpty() ? Collections.<String, String>emptyMap()
        : Collections.singletonMap(FactKeys.FAILURE_TOTALS_WARNING, totals);
  }

  /** The text of the shrinking-updates warning (also logged). */
  static String shrinkingUpdatesWarning(Couchbase3Settings settings) {
    return "couchbase.update=" + settings.updateMode().name().toLowerCase(Locale.ROOT)
        + " with writeallfields=false writes whole documents from the one updated field: updated documents"
        + " shrink to that field (use couchbase.update=merge or writeallfields=true)";
  }
}
