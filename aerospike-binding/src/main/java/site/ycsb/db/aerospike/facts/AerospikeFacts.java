/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike.facts;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

import site.ycsb.db.aerospike.AerospikePolicies;
import site.ycsb.db.aerospike.AerospikeProperties;
import site.ycsb.db.aerospike.AerospikeSettings;
import site.ycsb.db.aerospike.InvalidPropertyException;
import site.ycsb.db.aerospike.SharedClient;

/**
 * The facts provider of the aerospike binding (named in {@code META-INF/ycsb/site.ycsb.db.AerospikeClient
 * .facts.properties}): the engine calls {@link #of} once per run, before any {@code AerospikeClient} is initialised,
 * and records the answer in the manifest. The binding class itself records nothing: it stays the adapter offered to
 * upstream YCSB.
 *
 * <p>It takes the binding's shared client ({@link SharedClient}, so the same seeds, login, TLS and connect timeout),
 * asks the servers about themselves and the namespace ({@link ServerFacts}), refuses settings the namespace cannot
 * honour ({@link NamespaceCheck}), reads back the policies in effect ({@link EffectivePolicies}) and adds the
 * shrinking-updates warning, then releases the client. A cluster that cannot be reached gives no facts: the
 * binding's {@code init} then fails at once with the same one-line cause (the shared client remembers a failed
 * attempt). Stateless; thread-safe.
 */
public final class AerospikeFacts {
  private static final Logger LOG = LoggerFactory.getLogger(AerospikeFacts.class);

  private AerospikeFacts() {
  }

  /**
   * @param props a copy of the run's properties
   * @return the entries to set on the run's properties ({@code db.server.*}, {@code db.setting.*},
   *     {@code aerospike.warning.*}), in a fixed order; empty when the cluster cannot be reached
   * @throws IllegalArgumentException with one line when a property is invalid or the namespace cannot honour the
   *     settings
   */
  public static Map<String, String> of(Properties props) {
    AerospikeSettings settings;
    try {
      settings = AerospikeSettings.from(props);
    } catch (InvalidPropertyException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
    AerospikePolicies policies = new AerospikePolicies(settings);
    SharedClient shared;
    try {
      shared = SharedClient.acquire(settings, policies);
    } catch (SharedClient.ConnectFailedException e) {
      return Collections.emptyMap();
    }
    Map<String, String> entries = new LinkedHashMap<String, String>();
    try {
      String namespace = settings.getNamespace();
      ServerFacts facts = ServerFacts.ask(shared.client(), shared.client().getInfoPolicyDefault(), namespace);
      LOG.debug("Aerospike servers (namespace {}): {}", namespace, facts);
      if (facts.problem() != null) {
        LOG.warn(facts.problem());
      }
      facts.recordInto(entries);
      String refused = NamespaceCheck.refusal(settings, facts);
      if (refused != null) {
        throw new IllegalArgumentException(refused);
      }
      EffectivePolicies.recordInto(EffectivePolicies.of(policies, namespace), entries);
    } finally {
      shared.release();
    }
    if (settings.shrinksRecords()) {
      String warning = shrinkingUpdatesWarning();
      entries.put(FactKeys.SHRINKING_UPDATES_WARNING, warning);
      LOG.warn(warning);
    }
    return Collections.unmodifiableMap(entries);
  }

  /** The text of the shrinking-updates warning (also logged). */
  static String shrinkingUpdatesWarning() {
    return AerospikeProperties.UPDATE + "=replace with " + AerospikeProperties.WRITE_ALL_FIELDS
        + "=false: every update replaces its record with one field, so records shrink as the run goes on "
        + "(set " + AerospikeProperties.WRITE_ALL_FIELDS + "=true to replace whole records, or "
        + AerospikeProperties.UPDATE + "=merge to keep the other fields)";
  }
}
