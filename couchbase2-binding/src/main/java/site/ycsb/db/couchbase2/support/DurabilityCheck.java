/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import com.couchbase.client.core.config.BucketConfig;
import com.couchbase.client.core.config.CouchbaseBucketConfig;

/**
 * Checks {@code couchbase.persistTo} and {@code couchbase.replicateTo} against the bucket's configuration, which the
 * SDK holds after opening the bucket, so that durability the cluster cannot give fails the run at init instead of
 * failing (or timing out) every mutation. Stateless; thread-safe.
 *
 * <p>Rules (those of the SDK's observe-based durability): {@code replicateTo} at most the bucket's replica count,
 * {@code persistTo} at most the replica count + 1 (the active copy counts); and every replica the requirement waits
 * for, {@code max(replicateTo, persistTo - 1)} of them, placed on a node for every partition (a bucket with one
 * replica on a one-node cluster has it configured but nowhere to put it).
 */
public final class DurabilityCheck {

  private DurabilityCheck() {
  }

  /**
   * @param config the bucket's configuration as the SDK holds it
   * @param settings the binding's settings
   * @return {@code null} when the durability asked for can be given, else the one-line reason
   */
  public static String impossible(BucketConfig config, Couchbase2Settings settings) {
    int replicateTo = settings.getReplicateToReplicas();
    int persistTo = settings.getPersistToNodes();
    if (replicateTo == 0 && persistTo == 0) {
      return null;
    }
    String bucket = "bucket '" + config.name() + "'";
    if (!(config instanceof CouchbaseBucketConfig)) {
      return durability(settings) + " needs a couchbase bucket, but " + bucket + " is a " + config.type()
          + " bucket (no replicas, no persistence)";
    }
    CouchbaseBucketConfig couchbase = (CouchbaseBucketConfig) config;
    int replicas = couchbase.numberOfReplicas();
    String has = bucket + " has " + replicas + (replicas == 1 ? " replica" : " replicas");
    if (replicateTo > replicas) {
      return Couchbase2Properties.REPLICATE_TO + "=" + replicateTo + " waits for " + replicateTo
          + " replicas but " + has + ": use at most " + replicas + " (or add replicas to the bucket)";
    }
    if (persistTo > replicas + 1) {
      return Couchbase2Properties.PERSIST_TO + "=" + persistTo + " waits for " + persistTo + " nodes but " + has
          + " (" + (replicas + 1) + " copies): use at most " + (replicas + 1) + " (or add replicas to the bucket)";
    }
    if (persistTo > 0 && couchbase.ephemeral()) {
      return Couchbase2Properties.PERSIST_TO + "=" + persistTo + " waits for persistence but " + bucket
          + " is ephemeral (kept in memory only): use " + Couchbase2Properties.PERSIST_TO + "=0";
    }
    return null;
  }

  /**
   * @return {@code null} when every replica the durability waits for is placed for every partition, else the
   *     one-line reason (mutations would then fail with {@code DURABILITY_FAILURE} or time out)
   */
  public static String unplaced(BucketConfig config, Couchbase2Settings settings) {
    if (!(config instanceof CouchbaseBucketConfig)) {
      return null;
    }
    CouchbaseBucketConfig couchbase = (CouchbaseBucketConfig) config;
    int needed = Math.max(settings.getReplicateToReplicas(), settings.getPersistToNodes() - 1);
    int partitions = couchbase.numberOfPartitions();
    for (int replica = 0; replica < needed; replica++) {
      int missing = 0;
      for (int partition = 0; partition < partitions; partition++) {
        if (couchbase.nodeIndexForReplica(partition, replica, false) < 0) {
          missing++;
        }
      }
      if (missing > 0) {
        int replicas = couchbase.numberOfReplicas();
        return durability(settings) + " waits for replica " + (replica + 1) + " but bucket '" + config.name()
            + "' has " + replicas + (replicas == 1 ? " replica" : " replicas") + " configured and replica "
            + (replica + 1) + " is not placed for " + missing + " of " + partitions + " partitions (" + config.nodes()
            .size() + (config.nodes().size() == 1 ? " node" : " nodes") + ", or a rebalance is pending)";
      }
    }
    return null;
  }

  private static String durability(Couchbase2Settings settings) {
    return Couchbase2Properties.PERSIST_TO + "=" + settings.getPersistToNodes() + " "
        + Couchbase2Properties.REPLICATE_TO + "=" + settings.getReplicateToReplicas();
  }
}
