/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import com.couchbase.client.core.config.BucketConfig;
import com.couchbase.client.core.message.cluster.GetClusterConfigRequest;
import com.couchbase.client.core.message.cluster.GetClusterConfigResponse;
import com.couchbase.client.core.service.ServiceType;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.query.N1qlQuery;
import com.couchbase.client.java.query.N1qlQueryResult;
import com.couchbase.client.java.util.Blocking;
import java.util.concurrent.TimeUnit;

/**
 * Tells at {@code init()} whether the cluster can run the N1QL statements a workload needs (scans, or every
 * operation with {@code couchbase.kv=false}): the cluster map must list a query service, and that service must answer
 * {@code SELECT 1}. Without this check, a server without a query service (or one that advertises one it does not
 * implement) fails every scan with a misleading cause such as "keyspace not found" or "Sequence contains no
 * elements". Stateless; thread-safe.
 */
public final class QueryServiceProbe {

  private QueryServiceProbe() {
  }

  /**
   * @param why what needs N1QL, for the message (e.g. {@code "the workload scans (scanproportion > 0)"})
   * @return {@code null} when the query service answers, else the one-line reason it cannot be used
   */
  public static String problem(Bucket bucket, Couchbase2Settings settings, String why) {
    long timeoutMs = Math.min(settings.getQueryTimeoutMs(), settings.getConnectTimeoutMs());
    String needs = why + " and needs the query service (N1QL)";
    try {
      GetClusterConfigResponse response = Blocking.blockForSingle(
          bucket.core().<GetClusterConfigResponse>send(new GetClusterConfigRequest()), timeoutMs,
          TimeUnit.MILLISECONDS);
      BucketConfig config = response.config().bucketConfig(settings.getBucket());
      if (config != null && !config.serviceEnabled(ServiceType.QUERY)) {
        return needs + ", but no node of the cluster runs one";
      }
    } catch (RuntimeException e) {
      // The map could not be read: the statement below tells.
    }
    try {
      N1qlQueryResult result = bucket.query(N1qlQuery.simple("SELECT 1"), timeoutMs, TimeUnit.MILLISECONDS);
      if (result.finalSuccess()) {
        return null;
      }
      return needs + ", but it failed 'SELECT 1': " + result.status() + " " + result.errors();
    } catch (RuntimeException e) {
      return needs + ", but the cluster's query service did not answer 'SELECT 1' as a Couchbase query service"
          + " would: " + IoPool.oneLine(e);
    }
  }
}
