/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import com.couchbase.client.core.config.BucketConfig;
import com.couchbase.client.core.message.cluster.GetClusterConfigRequest;
import com.couchbase.client.core.message.cluster.GetClusterConfigResponse;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.query.N1qlQueryResult;
import java.nio.charset.StandardCharsets;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.DBException;

/**
 * The checks {@code Couchbase2Client.init()} makes against the cluster once the shared bucket is open: durability the
 * bucket cannot give, a missing query service, a missing primary index. Each fails with one line; a refusal of
 * settings the cluster cannot honour is caused by an {@link IllegalArgumentException} (bad input). Stateless;
 * thread-safe.
 */
public final class InitChecks {
  private static final Logger LOG = LoggerFactory.getLogger(InitChecks.class);

  private InitChecks() {
  }

  /**
   * Fails when the bucket cannot give the durability asked for (more replicas than it has, or, unless
   * {@code couchbase.allowUnplacedReplicas=true}, replicas it has but has not placed); reads the configuration the
   * SDK already holds, so nothing is sent to the cluster.
   */
  public static void durability(Bucket bucket, Couchbase2Settings settings) throws DBException {
    BucketConfig config;
    try {
      GetClusterConfigResponse response = bucket.core().<GetClusterConfigResponse>send(new GetClusterConfigRequest())
          .toBlocking().single();
      config = response.config().bucketConfig(settings.getBucket());
    } catch (RuntimeException e) {
      throw new DBException("couchbase2: cannot read the configuration of bucket '" + settings.getBucket()
          + "' to check " + Couchbase2Properties.PERSIST_TO + "/" + Couchbase2Properties.REPLICATE_TO + ": "
          + IoPool.oneLine(e));
    }
    if (config == null) {
      throw new DBException("couchbase2: the SDK holds no configuration of bucket '" + settings.getBucket()
          + "' to check " + Couchbase2Properties.PERSIST_TO + "/" + Couchbase2Properties.REPLICATE_TO);
    }
    String impossible = DurabilityCheck.impossible(config, settings);
    if (impossible != null) {
      // Caused by an IllegalArgumentException: settings this cluster cannot honour are bad input (exit 2).
      throw new DBException("couchbase2: " + impossible, new IllegalArgumentException(impossible));
    }
    String unplaced = DurabilityCheck.unplaced(config, settings);
    if (unplaced != null && !settings.isAllowUnplacedReplicas()) {
      String refused = unplaced + "; set " + Couchbase2Properties.ALLOW_UNPLACED_REPLICAS
          + "=true to run anyway (those mutations then fail with DURABILITY_FAILURE or TIMEOUT)";
      throw new DBException("couchbase2: " + refused, new IllegalArgumentException(refused));
    }
  }

  /** Fails when the workload needs N1QL and the cluster has no working query service. */
  public static void queryService(Bucket bucket, Couchbase2Settings settings) throws DBException {
    String problem = QueryServiceProbe.problem(bucket, settings, settings.hasScans()
        ? "the workload scans (scanproportion > 0)" : "couchbase.kv=false runs every operation as a N1QL statement");
    if (problem != null) {
      throw new DBException("couchbase2: " + problem);
    }
  }

  /** Fails when the query service answers that the bucket has no primary index; other answers only log. */
  public static void primaryIndex(Bucket bucket, Couchbase2Settings settings, N1qlStatements n1ql)
      throws DBException {
    long count;
    try {
      N1qlQueryResult result = bucket.query(n1ql.primaryIndexCount(settings.getBucket()));
      if (!result.finalSuccess() || result.allRows().isEmpty()) {
        LOG.warn("couchbase2: could not check for a primary index on '{}' (scans need one): {}",
            settings.getBucket(), result.errors());
        return;
      }
      count = Long.parseLong(new String(result.allRows().get(0).byteValue(), StandardCharsets.UTF_8).trim());
    } catch (RuntimeException e) {
      LOG.warn("couchbase2: could not check for a primary index on '{}' (scans need one): {}", settings.getBucket(),
          IoPool.oneLine(e));
      return;
    }
    if (count == 0) {
      throw new DBException("couchbase2: the workload scans (scanproportion > 0) but bucket '" + settings.getBucket()
          + "' has no primary index; create it once with: " + n1ql.createPrimaryIndex());
    }
  }
}
