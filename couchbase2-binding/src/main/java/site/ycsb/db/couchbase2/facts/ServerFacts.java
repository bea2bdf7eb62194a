/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.facts;

import com.couchbase.client.core.config.BucketConfig;
import com.couchbase.client.core.config.BucketType;
import com.couchbase.client.core.config.CouchbaseBucketConfig;
import com.couchbase.client.core.config.NodeInfo;
import com.couchbase.client.core.message.cluster.GetClusterConfigRequest;
import com.couchbase.client.core.message.cluster.GetClusterConfigResponse;
import com.couchbase.client.core.message.kv.StatRequest;
import com.couchbase.client.core.message.kv.StatResponse;
import com.couchbase.client.core.service.ServiceType;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.bucket.BucketInfo;
import com.couchbase.client.java.document.json.JsonArray;
import com.couchbase.client.java.document.json.JsonObject;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import site.ycsb.db.couchbase2.support.IoPool;

/**
 * What the cluster says about itself and the bucket a run uses, for a harness to record. Read once
 * per JVM: the bucket's configuration the SDK already holds (nothing sent, no extra credentials) and the bucket's
 * information ({@code bucketManager().info()}: one HTTP request with the bucket's credentials), whose node list
 * carries each node's version.
 *
 * <p>Facts (the names after {@link FactKeys#SERVER_PREFIX}); one the cluster did not give is
 * {@value #UNKNOWN}:
 * <ul>
 *   <li>{@code version}: each node's version ({@code 7.2.4-7070-enterprise}), distinct values comma-separated in node
 *       order; from the bucket's information, else (that information unreachable, as over TLS to a cluster whose
 *       REST port the run does not reach) from each node's key-value stats</li>
 *   <li>{@code nodes}: the nodes of the bucket's configuration; {@code services}: the services they run, by the
 *       server's names ({@code kv}, {@code n1ql}, {@code views}, {@code mgmt}, {@code fts}, {@code cbas}; the index
 *       service is not in the configuration)</li>
 *   <li>{@code bucketType} ({@code couchbase}, {@code ephemeral}, {@code memcached}), {@code replicas} (configured),
 *       {@code replicasPlaced} (how many replicas are placed for every partition: what {@code replicateTo} can wait
 *       for), and {@code durabilityMinLevel} when the bucket's information has it (server 6.6+)</li>
 * </ul>
 *
 * <p>Never fails the run: what cannot be read is {@value #UNKNOWN} and {@link #problem()} says why. Immutable and
 * thread-safe once built.
 */
public final class ServerFacts {
  /** The value of a fact the cluster did not give. */
  public static final String UNKNOWN = "unknown";

  /** The server's names of the services the SDK's configuration knows, in the order listed. */
  private static final Map<ServiceType, String> SERVICE_NAMES = serviceNames();

  private final ServerFactSheet sheet;

  private ServerFacts(Map<String, String> facts, String problem) {
    this.sheet = new ServerFactSheet(facts, problem);
  }

  private static Map<ServiceType, String> serviceNames() {
    Map<ServiceType, String> names = new LinkedHashMap<ServiceType, String>();
    names.put(ServiceType.BINARY, "kv");
    names.put(ServiceType.QUERY, "n1ql");
    names.put(ServiceType.VIEW, "views");
    names.put(ServiceType.CONFIG, "mgmt");
    names.put(ServiceType.SEARCH, "fts");
    names.put(ServiceType.ANALYTICS, "cbas");
    return Collections.unmodifiableMap(names);
  }

  /**
   * Reads the facts of an open bucket.
   *
   * @param bucket the open bucket
   * @param bucketName its name
   * @param timeoutMs the longest wait for each of the two answers, milliseconds
   * @return the facts; never throws for a cluster that does not answer
   */
  public static ServerFacts read(Bucket bucket, String bucketName, long timeoutMs) {
    List<String> problems = new ArrayList<String>();
    BucketConfig config = null;
    try {
      GetClusterConfigResponse response = bucket.core().<GetClusterConfigResponse>send(new GetClusterConfigRequest())
          .timeout(timeoutMs, TimeUnit.MILLISECONDS).toBlocking().single();
      config = response.config().bucketConfig(bucketName);
      if (config == null) {
        problems.add("the SDK holds no configuration of bucket '" + bucketName + "'");
      }
    } catch (RuntimeException e) {
      problems.add("the bucket's configuration could not be read (" + IoPool.oneLine(e) + ")");
    }
    JsonObject info = null;
    try {
      BucketInfo answer = bucket.bucketManager().info(timeoutMs, TimeUnit.MILLISECONDS);
      info = answer == null ? null : answer.raw();
    } catch (RuntimeException e) {
      problems.add("the bucket's information (bucketManager().info()) could not be read (" + IoPool.oneLine(e) + ")");
    }
    Set<String> statsVersions = new LinkedHashSet<String>();
    if (versions(info).isEmpty() && config != null) {
      // Without the bucket's information (a cluster served over TLS whose REST port the run cannot reach, as a mock
      // cluster served over TLS), each node's key-value stats still say its version, over the connection the run uses.
      for (NodeInfo node : config.nodes()) {
        try {
          List<StatResponse> stats = bucket.core().<StatResponse>send(new StatRequest("", node.hostname(),
              bucketName)).timeout(timeoutMs, TimeUnit.MILLISECONDS).toList().toBlocking().single();
          for (StatResponse stat : stats) {
            if ("version".equals(stat.key()) && stat.value() != null && !stat.value().trim().isEmpty()) {
              statsVersions.add(stat.value().trim());
            }
          }
        } catch (RuntimeException e) {
          problems.add("node " + node.hostname() + "'s key-value stats could not be read (" + IoPool.oneLine(e) + ")");
        }
      }
    }
    return of(config, info, statsVersions, problems);
  }

  /** As {@link #of(BucketConfig, JsonObject, Set, List)} without versions from the nodes' key-value stats. */
  static ServerFacts of(BucketConfig config, JsonObject info, List<String> problems) {
    return of(config, info, Collections.<String>emptySet(), problems);
  }

  /**
   * Builds the facts from what was read.
   *
   * @param config the bucket's configuration, or {@code null}
   * @param info the bucket's information ({@code /pools/default/buckets/<name>}), or {@code null}
   * @param statsVersions the versions the nodes' key-value stats gave, used when the information gives none
   * @param problems why something could not be read, in order
   * @return the facts
   */
  static ServerFacts of(BucketConfig config, JsonObject info, Set<String> statsVersions, List<String> problems) {
    Map<String, String> facts = new LinkedHashMap<String, String>();
    Set<String> versions = versions(info);
    if (versions.isEmpty()) {
      versions.addAll(statsVersions);
    }
    facts.put("version", versions.isEmpty() ? UNKNOWN : String.join(",", versions));
    if (config == null) {
      for (String name : new String[] {"nodes", "services", "bucketType", "replicas", "replicasPlaced"}) {
        facts.put(name, UNKNOWN);
      }
    } else {
      facts.put("nodes", String.valueOf(config.nodes().size()));
      facts.put("services", services(config));
      facts.put("bucketType", bucketType(config));
      if (config instanceof CouchbaseBucketConfig) {
        CouchbaseBucketConfig couchbase = (CouchbaseBucketConfig) config;
        facts.put("replicas", String.valueOf(couchbase.numberOfReplicas()));
        facts.put("replicasPlaced", String.valueOf(placedReplicas(couchbase)));
      } else {
        facts.put("replicas", "0");
        facts.put("replicasPlaced", "0");
      }
    }
    if (info != null && info.getString("durabilityMinLevel") != null) {
      facts.put("durabilityMinLevel", info.getString("durabilityMinLevel"));
    }
    List<String> lines = new ArrayList<String>(problems);
    if (info != null && versions(info).isEmpty()) {
      lines.add("the bucket's information lists no node version");
    }
    if (!lines.isEmpty() && versions(info).isEmpty() && !statsVersions.isEmpty()) {
      lines.add("the version was read from the nodes' key-value stats instead");
    }
    String problem = lines.isEmpty() ? null : "couchbase2 server facts incomplete (recorded as " + UNKNOWN + "): "
        + String.join("; ", lines);
    return new ServerFacts(facts, problem);
  }

  private static Set<String> versions(JsonObject info) {
    Set<String> versions = new LinkedHashSet<String>();
    JsonArray nodes = info == null ? null : info.getArray("nodes");
    if (nodes == null) {
      return versions;
    }
    for (int i = 0; i < nodes.size(); i++) {
      Object node = nodes.get(i);
      if (node instanceof JsonObject) {
        String version = ((JsonObject) node).getString("version");
        if (version != null && !version.trim().isEmpty()) {
          versions.add(version.trim());
        }
      }
    }
    return versions;
  }

  private static String services(BucketConfig config) {
    Set<ServiceType> running = new LinkedHashSet<ServiceType>();
    for (NodeInfo node : config.nodes()) {
      running.addAll(node.services().keySet());
      running.addAll(node.sslServices().keySet());
    }
    List<String> names = new ArrayList<String>();
    for (Map.Entry<ServiceType, String> service : SERVICE_NAMES.entrySet()) {
      if (running.contains(service.getKey())) {
        names.add(service.getValue());
      }
    }
    return String.join(",", names);
  }

  private static String bucketType(BucketConfig config) {
    if (config.type() == BucketType.MEMCACHED) {
      return "memcached";
    }
    return config instanceof CouchbaseBucketConfig && ((CouchbaseBucketConfig) config).ephemeral() ? "ephemeral"
        : "couchbase";
  }

  /** @return how many replicas (counted from the first) are placed on a node for every partition */
  private static int placedReplicas(CouchbaseBucketConfig config) {
    int partitions = config.numberOfPartitions();
    for (int replica = 0; replica < config.numberOfReplicas(); replica++) {
      for (int partition = 0; partition < partitions; partition++) {
        if (config.nodeIndexForReplica(partition, replica, false) < 0) {
          return replica;
        }
      }
    }
    return config.numberOfReplicas();
  }

  /** @return fact name to value, in reporting order; unmodifiable */
  public Map<String, String> facts() {
    return sheet.facts();
  }

  /** @return one line saying which facts are unknown and why, or {@code null} when every fact was read */
  public String problem() {
    return sheet.problem();
  }

  /**
   * Sets every fact as {@code db.server.<name>}, and the problem, if any, as the
   * {@link FactKeys#SERVER_FACTS_WARNING} warning.
   *
   * @param entries the provider's answer, added to
   */
  public void recordInto(Map<String, String> entries) {
    sheet.recordInto(entries, FactKeys.SERVER_PREFIX, FactKeys.SERVER_FACTS_WARNING, "");
  }

  @Override
  public String toString() {
    return sheet.toString();
  }
}
