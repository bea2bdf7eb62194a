/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.facts;

import com.couchbase.client.core.config.BucketCapabilities;
import com.couchbase.client.core.config.BucketConfig;
import com.couchbase.client.core.config.CouchbaseBucketConfig;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.http.HttpPath;
import com.couchbase.client.java.http.HttpResponse;
import com.couchbase.client.java.http.HttpTarget;
import com.couchbase.client.java.json.JsonArray;
import com.couchbase.client.java.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import site.ycsb.db.couchbase3.support.Couchbase3Settings;
import site.ycsb.db.couchbase3.support.FailureLog;

/**
 * What the servers say of themselves before the run, recorded as {@code db.server.<name>}: from the bucket
 * configuration the SDK holds ({@code nodes}, {@code replicas}, {@code bucketType}, {@code durableWrites},
 * {@code collections}) and one HTTP request for the bucket's information with the run's credentials
 * ({@code version} of each node, comma-separated when they differ; {@code durabilityMinLevel} when the bucket has
 * one). What cannot be read is {@code unknown}, with a warning; the run goes on.
 *
 * <p>Immutable once read; thread-safe.
 */
public final class ServerFacts {
  /** The value of a fact the cluster did not give. */
  public static final String UNKNOWN = "unknown";

  private final ServerFactSheet sheet;

  private ServerFacts(Map<String, String> facts, String problem) {
    this.sheet = new ServerFactSheet(facts, problem);
  }

  static ServerFacts read(Cluster cluster, BucketConfig config, Couchbase3Settings settings) {
    Map<String, String> facts = new LinkedHashMap<>();
    facts.put("version", UNKNOWN);
    facts.putAll(fromConfig(config));
    String problem = null;
    try {
      HttpResponse response = cluster.httpClient().get(HttpTarget.manager(),
          HttpPath.of("/pools/default/buckets/{}", settings.getBucket()));
      if (response.statusCode() != 200) {
        problem = "GET /pools/default/buckets/" + settings.getBucket() + " answered HTTP " + response.statusCode();
      } else {
        facts.putAll(fromBucketInfo(JsonObject.fromJson(response.contentAsString())));
      }
    } catch (RuntimeException e) {
      problem = "cannot read the bucket's information: " + FailureLog.oneLine(e);
    }
    return new ServerFacts(facts, problem);
  }

  /** @return the facts the SDK's bucket configuration gives (no request) */
  static Map<String, String> fromConfig(BucketConfig config) {
    Map<String, String> facts = new LinkedHashMap<>();
    if (config == null) {
      return facts;
    }
    facts.put("nodes", Integer.toString(config.nodes().size()));
    if (config instanceof CouchbaseBucketConfig) {
      CouchbaseBucketConfig couchbase = (CouchbaseBucketConfig) config;
      facts.put("bucketType", couchbase.ephemeral() ? "ephemeral" : "couchbase");
      facts.put("replicas", Integer.toString(couchbase.numberOfReplicas()));
    } else {
      facts.put("bucketType", config.type().name().toLowerCase(Locale.ROOT));
    }
    facts.put("durableWrites", Boolean.toString(config.bucketCapabilities()
        .contains(BucketCapabilities.DURABLE_WRITE)));
    facts.put("collections", Boolean.toString(config.bucketCapabilities().contains(BucketCapabilities.COLLECTIONS)));
    return facts;
  }

  /** @return the facts of {@code GET /pools/default/buckets/<bucket>}: node versions, minimum durability */
  static Map<String, String> fromBucketInfo(JsonObject info) {
    Map<String, String> facts = new LinkedHashMap<>();
    JsonArray nodes = info.getArray("nodes");
    if (nodes != null) {
      TreeSet<String> versions = new TreeSet<>();
      for (int i = 0; i < nodes.size(); i++) {
        Object node = nodes.get(i);
        if (node instanceof JsonObject && ((JsonObject) node).getString("version") != null) {
          versions.add(((JsonObject) node).getString("version"));
        }
      }
      if (!versions.isEmpty()) {
        facts.put("version", String.join(",", versions));
      }
    }
    Object minLevel = info.get("durabilityMinLevel");
    if (minLevel != null) {
      facts.put("durabilityMinLevel", minLevel.toString());
    }
    return facts;
  }

  /** @return the facts by name, e.g. {@code version -> 7.6.2-3721-enterprise} */
  public Map<String, String> facts() {
    return sheet.facts();
  }

  /** @return why some facts could not be read (they are {@link #UNKNOWN}), or null when all were */
  public String problem() {
    return sheet.problem();
  }

  /** Puts {@code db.server.<name>} for every fact, and the warning when some could not be read. */
  public void recordInto(Map<String, String> entries) {
    sheet.recordInto(entries, FactKeys.SERVER_PREFIX, FactKeys.SERVER_FACTS_WARNING,
        "couchbase3 server facts incomplete (recorded as " + UNKNOWN + "): ");
  }
}
