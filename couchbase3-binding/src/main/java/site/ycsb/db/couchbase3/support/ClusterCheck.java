/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import com.couchbase.client.core.config.BucketCapabilities;
import com.couchbase.client.core.config.BucketConfig;
import com.couchbase.client.core.config.CouchbaseBucketConfig;
import com.couchbase.client.core.msg.kv.DurabilityLevel;
import com.couchbase.client.core.service.ServiceType;
import java.util.Locale;

/**
 * Settings this cluster cannot honour, found at init from the bucket configuration the SDK already holds (nothing is
 * sent): a durability the bucket's replicas and nodes cannot give, durable writes on a cluster without them, a named
 * collection on a bucket without collections. Each is one line naming the setting and what the cluster has; the
 * binding throws it as bad input (exit 2), before the first operation. Stateless; thread-safe.
 *
 * <p>Rules: server-side durability ({@code couchbase.durability}) writes to a majority of the active and replica
 * copies, so it needs at least one replica, and each of the bucket's {@code replicas + 1} copies on its own
 * key-value node; the server refuses a durable write whose majority it cannot reach (DurabilityImpossible). The
 * legacy observe-based {@code replicateTo} needs that many replicas, {@code persistTo} that many copies, and the
 * replicas they wait for on nodes of their own.
 */
public final class ClusterCheck {

  private ClusterCheck() {
  }

  /** @return {@code null} when the settings can work against this bucket, else the one-line reason */
  public static String impossible(BucketConfig config, Couchbase3Settings settings) {
    String bucket = "bucket '" + config.name() + "'";
    if (settings.isNamedCollection() && !config.bucketCapabilities().contains(BucketCapabilities.COLLECTIONS)) {
      return Couchbase3Properties.SCOPE + "=" + settings.getScope() + " " + Couchbase3Properties.COLLECTION + "="
          + settings.getCollection() + " names a collection but " + bucket + " has no collections (a server"
          + " before 7.0, or a mock server that serves only _default): use _default";
    }
    if (!settings.hasDurability()) {
      return null;
    }
    String durability = settings.describeDurability();
    if (!(config instanceof CouchbaseBucketConfig)) {
      return durability + " needs a couchbase bucket, but " + bucket + " is a "
          + config.type().name().toLowerCase(Locale.ROOT) + " bucket (no replicas)";
    }
    CouchbaseBucketConfig couchbase = (CouchbaseBucketConfig) config;
    int replicas = couchbase.numberOfReplicas();
    int nodes = kvNodes(config);
    String has = bucket + " has " + replicas + (replicas == 1 ? " replica" : " replicas") + " on " + nodes
        + (nodes == 1 ? " key-value node" : " key-value nodes");
    if (settings.getDurability() != DurabilityLevel.NONE) {
      if (replicas == 0) {
        return durability + " writes to a majority of a document's copies, which needs at least 1 replica, but "
            + has + ": use " + Couchbase3Properties.DURABILITY + "=none (or add a replica)";
      }
      if (nodes < replicas + 1) {
        return durability + " needs each of the " + (replicas + 1) + " copies on a node of its own, but " + has
            + " (the server refuses such writes as DurabilityImpossible): add nodes or use fewer replicas";
      }
      if (settings.getDurability() != DurabilityLevel.NONE
          && !config.bucketCapabilities().contains(BucketCapabilities.DURABLE_WRITE)) {
        return durability + ": " + bucket + " does not offer durable writes (a server before 6.5): use "
            + Couchbase3Properties.DURABILITY + "=none, or the legacy " + Couchbase3Properties.PERSIST_TO + "/"
            + Couchbase3Properties.REPLICATE_TO;
      }
      return null;
    }
    if (settings.getReplicateToReplicas() > replicas) {
      return Couchbase3Properties.REPLICATE_TO + "=" + settings.getReplicateToReplicas() + " waits for "
          + settings.getReplicateToReplicas() + (settings.getReplicateToReplicas() == 1 ? " replica" : " replicas")
          + " but " + has + ": use at most " + replicas;
    }
    if (settings.getPersistToNodes() > replicas + 1) {
      return Couchbase3Properties.PERSIST_TO + "=" + settings.getPersistToNodes() + " waits for "
          + settings.getPersistToNodes() + " copies but " + has + ": use at most " + (replicas + 1);
    }
    if (settings.getPersistToNodes() > 0 && couchbase.ephemeral()) {
      return Couchbase3Properties.PERSIST_TO + "=" + settings.getPersistToNodes() + " waits for persistence but "
          + bucket + " is ephemeral (kept in memory only): use " + Couchbase3Properties.PERSIST_TO + "=0";
    }
    if (nodes < settings.replicasNeeded() + 1) {
      return durability + " waits for " + settings.replicasNeeded() + (settings.replicasNeeded() == 1 ? " replica"
          : " replicas") + " on nodes of their own, but " + has + ": add nodes or wait for fewer replicas";
    }
    return null;
  }

  private static int kvNodes(BucketConfig config) {
    int nodes = 0;
    for (com.couchbase.client.core.config.NodeInfo node : config.nodes()) {
      if (node.services().containsKey(ServiceType.KV) || node.sslServices().containsKey(ServiceType.KV)) {
        nodes++;
      }
    }
    return nodes;
  }
}
