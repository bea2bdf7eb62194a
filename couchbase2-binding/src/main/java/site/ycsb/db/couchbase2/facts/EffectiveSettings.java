/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.facts;

import com.couchbase.client.deps.io.netty.channel.epoll.EpollEventLoopGroup;
import com.couchbase.client.java.env.CouchbaseEnvironment;
import com.couchbase.client.java.query.core.N1qlQueryExecutor;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import site.ycsb.db.couchbase2.support.Couchbase2Settings;

/**
 * The settings a run used, read back from the SDK's environment (timeouts, endpoints, TLS, transport: the values in
 * effect, the SDK's defaults included) and from the validated {@link Couchbase2Settings} (what the binding does per
 * operation), for a harness to record: {@code db.setting.<name>}.
 *
 * <p>Names and values:
 * <ul>
 *   <li>of the environment: {@code kvTimeoutMs}, {@code connectTimeoutMs}, {@code socketConnectTimeoutMs},
 *       {@code queryTimeoutMs}, {@code kvEndpoints}, {@code queryEndpoints}, {@code tls} ({@code true}/{@code false}),
 *       {@code certAuth}, {@code transport} ({@code epoll} or {@code nio}, the I/O pool in use),
 *       {@code mutationTokens}, {@code networkResolution}</li>
 *   <li>of the binding: {@code bucket}, {@code boost}, {@code persistTo} and {@code replicateTo} (the SDK's constant
 *       names), {@code insertMode} ({@code insert} or {@code upsert}), {@code updateMode} ({@code merge},
 *       {@code replace}, {@code upsert}), {@code mutations} ({@code sync}: each waits for its answer, or
 *       {@code async}), {@code temporaryFailureRetries}, {@code temporaryFailureBackoffMs}, {@code documentExpirySec},
 *       {@code operations} ({@code kv} or {@code n1ql}), {@code scanConsistency} ({@code request_plus} or
 *       {@code not_bounded}), {@code adhoc}, {@code maxParallelism}</li>
 * </ul>
 *
 * <p>Stateless; thread-safe.
 */
public final class EffectiveSettings {

  private EffectiveSettings() {
  }

  /**
   * @param settings the binding's settings
   * @param environment the environment the shared bucket was opened with
   * @return setting name to value, in a fixed order; unmodifiable
   */
  public static Map<String, String> of(Couchbase2Settings settings, CouchbaseEnvironment environment) {
    Map<String, String> out = new LinkedHashMap<String, String>();
    out.put("bucket", settings.getBucket());
    out.put("kvTimeoutMs", String.valueOf(environment.kvTimeout()));
    out.put("connectTimeoutMs", String.valueOf(environment.connectTimeout()));
    out.put("socketConnectTimeoutMs", String.valueOf(environment.socketConnectTimeout()));
    out.put("queryTimeoutMs", String.valueOf(environment.queryTimeout()));
    out.put("kvEndpoints", String.valueOf(environment.kvEndpoints()));
    out.put("queryEndpoints", String.valueOf(environment.queryEndpoints()));
    out.put("tls", String.valueOf(environment.sslEnabled()));
    out.put("certAuth", String.valueOf(environment.certAuthEnabled()));
    out.put("transport", environment.ioPool() instanceof EpollEventLoopGroup ? "epoll" : "nio");
    out.put("boost", String.valueOf(settings.getBoost()));
    out.put("mutationTokens", String.valueOf(environment.mutationTokensEnabled()));
    out.put("networkResolution", String.valueOf(environment.networkResolution()));
    out.put("persistTo", settings.getPersistTo().name());
    out.put("replicateTo", settings.getReplicateTo().name());
    out.put("insertMode", settings.isUpsert() ? "upsert" : "insert");
    out.put("updateMode", settings.getUpdateMode().name().toLowerCase(Locale.ROOT));
    out.put("mutations", settings.isSyncMutationResponse() ? "sync" : "async");
    out.put("temporaryFailureRetries", String.valueOf(settings.getTemporaryFailureRetries()));
    out.put("temporaryFailureBackoffMs", String.valueOf(settings.getTemporaryFailureBackoffMs()));
    out.put("documentExpirySec", String.valueOf(settings.getDocumentExpirySec()));
    out.put("operations", settings.isKv() ? "kv" : "n1ql");
    out.put("scanConsistency", settings.isRequestPlus() ? "request_plus" : "not_bounded");
    out.put("adhoc", String.valueOf(settings.isAdhoc()));
    out.put("encodedPlan", String.valueOf(!"false".equalsIgnoreCase(
        System.getProperty(N1qlQueryExecutor.ENCODED_PLAN_ENABLED_PROPERTY, "true"))));
    out.put("maxParallelism", String.valueOf(settings.getMaxParallelism()));
    return Collections.unmodifiableMap(out);
  }

  /**
   * Sets every setting as {@code db.setting.<name>}.
   *
   * @param settings from {@link #of}
   * @param entries the provider's answer, added to
   */
  public static void recordInto(Map<String, String> settings, Map<String, String> entries) {
    for (Map.Entry<String, String> setting : settings.entrySet()) {
      entries.put(FactKeys.SETTING_PREFIX + setting.getKey(), setting.getValue());
    }
  }
}
