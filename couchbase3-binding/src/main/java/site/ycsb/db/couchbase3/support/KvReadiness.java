/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import com.couchbase.client.core.config.BucketConfig;
import com.couchbase.client.core.config.ClusterConfig;
import com.couchbase.client.core.diagnostics.EndpointPingReport;
import com.couchbase.client.core.diagnostics.PingResult;
import com.couchbase.client.core.diagnostics.PingState;
import com.couchbase.client.core.service.ServiceType;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.diagnostics.PingOptions;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Waits until the bucket answers over key-value on every node of its map, for connections over TLS: SDK 3's
 * {@code waitUntilReady} also asks the management service over HTTPS whether the nodes are healthy, which a cluster
 * serving only key-value over TLS (a mock server) never answers, so the run would stall until the connect timeout.
 * A key-value benchmark needs the key-value service; this asks for nothing else. Stateless; thread-safe.
 */
final class KvReadiness {
  private static final long POLL_MS = 100;

  private KvReadiness() {
  }

  /**
   * @param watch the SDK's refusals (which end the wait) and TLS handshake problem (named in the failure)
   * @throws IllegalStateException with one line when the bucket is not ready within {@code timeout}
   * @throws IllegalArgumentException with one line when the cluster refuses the login or the bucket
   */
  static void await(Bucket bucket, Duration timeout, BootstrapWatch watch) {
    long deadline = System.nanoTime() + timeout.toNanos();
    String last = "no cluster map received";
    while (true) {
      if (watch.refusal() != null) {
        throw new IllegalArgumentException(watch.refusal());
      }
      ClusterConfig cluster = bucket.core().clusterConfig();
      BucketConfig config = cluster == null ? null : cluster.bucketConfig(bucket.name());
      long remainingMs = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
      if (config != null && remainingMs > 0) {
        try {
          PingResult ping = bucket.ping(PingOptions.pingOptions()
              .serviceTypes(Collections.singleton(ServiceType.KV)).timeout(Duration.ofMillis(remainingMs)));
          List<EndpointPingReport> kv = ping.endpoints().get(ServiceType.KV);
          int ok = 0;
          for (EndpointPingReport report : kv == null ? Collections.<EndpointPingReport>emptyList() : kv) {
            ok += report.state() == PingState.OK ? 1 : 0;
          }
          if (ok > 0 && ok >= config.nodes().size()) {
            return;
          }
          last = ok + " of " + config.nodes().size() + " nodes answered a key-value ping";
        } catch (RuntimeException e) {
          if (SharedCluster.wasInterrupted(e)) {
            // the SDK's blocking ping took the interrupt (a stop) and cleared it
            Thread.currentThread().interrupt();
            throw new IllegalStateException(SharedCluster.INTERRUPTED, e);
          }
          last = FailureLog.oneLine(e);
        }
      }
      if (System.nanoTime() - deadline >= 0) {
        String tls = watch.tlsProblem();
        throw new IllegalStateException("no ready bucket over TLS within connectTimeout (" + (tls != null
            ? "TLS handshake failed, is the trusted certificate the one that signs the servers'? SDK: " + tls
            : last) + ")");
      }
      try {
        Thread.sleep(POLL_MS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(SharedCluster.INTERRUPTED, e);
      }
    }
  }
}
