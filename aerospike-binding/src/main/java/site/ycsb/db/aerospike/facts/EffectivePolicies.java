/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike.facts;

import com.aerospike.client.policy.ClientPolicy;
import com.aerospike.client.policy.Policy;
import com.aerospike.client.policy.RecordExistsAction;
import com.aerospike.client.policy.WritePolicy;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import site.ycsb.db.aerospike.AerospikePolicies;

/**
 * The client policies a run used, read back from the built {@link AerospikePolicies} (so the client's own defaults
 * are included), for a harness to record: {@code db.setting.<name>}.
 *
 * <p>Names and values (enum values are the client's constant names):
 * <ul>
 *   <li>{@code read.*} and {@code write.*} (writes: insert, update, delete): {@code connectTimeoutMs},
 *       {@code socketTimeoutMs} (0: the total timeout), {@code totalTimeoutMs} (0: none), {@code maxRetries},
 *       {@code sleepBetweenRetriesMs}</li>
 *   <li>{@code commitLevel}, {@code readModeAP}, {@code readModeSC}, {@code replica}, {@code sendKey},
 *       {@code durableDelete}, {@code expirationSec}</li>
 *   <li>{@code updateMode} ({@code merge} or {@code replace}) with {@code update.recordExistsAction}, and
 *       {@code insert.recordExistsAction}</li>
 *   <li>of the client: {@code tls} ({@code true}/{@code false}), {@code clientTimeoutMs} (connect and login),
 *       {@code maxConnsPerNode}, {@code minConnsPerNode}, {@code namespace}</li>
 * </ul>
 *
 * <p>Stateless; thread-safe.
 */
public final class EffectivePolicies {

  private EffectivePolicies() {
  }

  /**
   * @param policies the policies the binding uses
   * @param namespace the namespace the binding uses
   * @return setting name to value, in a fixed order; unmodifiable
   */
  public static Map<String, String> of(AerospikePolicies policies, String namespace) {
    Map<String, String> settings = new LinkedHashMap<String, String>();
    settings.put("namespace", namespace);
    putTimeouts(settings, "read.", policies.read());
    WritePolicy update = policies.update();
    putTimeouts(settings, "write.", update);
    settings.put("commitLevel", String.valueOf(update.commitLevel));
    settings.put("readModeAP", String.valueOf(policies.read().readModeAP));
    settings.put("readModeSC", String.valueOf(policies.read().readModeSC));
    settings.put("replica", String.valueOf(policies.read().replica));
    settings.put("sendKey", String.valueOf(update.sendKey));
    settings.put("durableDelete", String.valueOf(policies.delete().durableDelete));
    settings.put("expirationSec", String.valueOf(update.expiration));
    settings.put("updateMode", update.recordExistsAction == RecordExistsAction.UPDATE_ONLY ? "merge" : "replace");
    settings.put("update.recordExistsAction", String.valueOf(update.recordExistsAction));
    settings.put("insert.recordExistsAction", String.valueOf(policies.insert().recordExistsAction));
    ClientPolicy client = policies.newClientPolicy();
    settings.put("tls", String.valueOf(client.tlsPolicy != null));
    settings.put("clientTimeoutMs", String.valueOf(client.timeout));
    settings.put("maxConnsPerNode", String.valueOf(client.maxConnsPerNode));
    settings.put("minConnsPerNode", String.valueOf(client.minConnsPerNode));
    settings.put("connPoolsPerNode", String.valueOf(client.connPoolsPerNode));
    return Collections.unmodifiableMap(settings);
  }

  private static void putTimeouts(Map<String, String> settings, String prefix, Policy policy) {
    settings.put(prefix + "connectTimeoutMs", String.valueOf(policy.connectTimeout));
    settings.put(prefix + "socketTimeoutMs", String.valueOf(policy.socketTimeout));
    settings.put(prefix + "totalTimeoutMs", String.valueOf(policy.totalTimeout));
    settings.put(prefix + "maxRetries", String.valueOf(policy.maxRetries));
    settings.put(prefix + "sleepBetweenRetriesMs", String.valueOf(policy.sleepBetweenRetries));
  }

  /**
   * Sets every setting as {@code db.setting.<name>}.
   *
   * @param settings from {@link #of}
   * @param into the entries the engine sets on the run's properties
   */
  public static void recordInto(Map<String, String> settings, Map<String, String> into) {
    for (Map.Entry<String, String> setting : settings.entrySet()) {
      into.put(FactKeys.SETTING_PREFIX + setting.getKey(), setting.getValue());
    }
  }
}
