/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.facts;

import com.couchbase.client.java.env.ClusterEnvironment;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import site.ycsb.db.couchbase3.support.Couchbase3Settings;

/**
 * The settings in effect, recorded as {@code db.setting.<name>}: the SDK environment's values (its defaults
 * included) and the binding's validated settings. Stateless; thread-safe.
 */
public final class EffectiveSettings {

  private EffectiveSettings() {
  }

  /** @return the settings in effect by name, in a fixed order */
  public static Map<String, String> of(Couchbase3Settings settings, ClusterEnvironment environment) {
    Map<String, String> in = new LinkedHashMap<>();
    in.put("sdk", "java-client " + environment.clientVersion().orElse(UNKNOWN_VERSION));
    in.put("kvTimeoutMs", Long.toString(environment.timeoutConfig().kvTimeout().toMillis()));
    in.put("kvDurableTimeoutMs", Long.toString(environment.timeoutConfig().kvDurableTimeout().toMillis()));
    in.put("connectTimeoutMs", Long.toString(settings.connectTimeout().toMillis()));
    in.put("socketConnectTimeoutMs", Long.toString(environment.timeoutConfig().connectTimeout().toMillis()));
    in.put("kvEndpoints", Integer.toString(environment.ioConfig().numKvConnections()));
    in.put("mutationTokens", Boolean.toString(environment.ioConfig().mutationTokensEnabled()));
    in.put("tls", Boolean.toString(environment.securityConfig().tlsEnabled()));
    in.put("outOfOrderExecution", Boolean.toString(settings.isOutOfOrderExecution()));
    in.put("durability", settings.getDurability().name());
    in.put("persistTo", settings.getPersistTo().name());
    in.put("replicateTo", settings.getReplicateTo().name());
    in.put("insertMode", settings.upsert() ? "upsert" : "insert");
    in.put("updateMode", settings.updateMode().name().toLowerCase(Locale.ROOT));
    in.put("documentExpirySec", Integer.toString(settings.getDocumentExpirySec()));
    in.put("bucket", settings.getBucket());
    in.put("scope", settings.getScope());
    in.put("collection", settings.getCollection());
    return in;
  }

  private static final String UNKNOWN_VERSION = "unknown";

  /** Puts {@code db.setting.<name>} for every entry. */
  public static void recordInto(Map<String, String> settings, Map<String, String> entries) {
    for (Map.Entry<String, String> setting : settings.entrySet()) {
      entries.put(FactKeys.SETTING_PREFIX + setting.getKey(), setting.getValue());
    }
  }
}
