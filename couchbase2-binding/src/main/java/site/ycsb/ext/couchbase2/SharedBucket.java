/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.couchbase2;

import com.couchbase.client.core.env.resources.IoPoolShutdownHook;
import com.couchbase.client.core.logging.CouchbaseLogLevel;
import com.couchbase.client.core.metrics.DefaultLatencyMetricsCollectorConfig;
import com.couchbase.client.core.metrics.DefaultMetricsCollectorConfig;
import com.couchbase.client.deps.io.netty.channel.EventLoopGroup;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.CouchbaseCluster;
import com.couchbase.client.java.env.CouchbaseEnvironment;
import com.couchbase.client.java.env.DefaultCouchbaseEnvironment;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one environment, cluster and bucket of a JVM, shared by every client thread and reference-counted: the first
 * {@link #acquire} opens them, the last {@link #release} closes them (bucket, cluster, environment and I/O pool).
 * Every {@code acquire} must agree on the connection settings ({@link Couchbase2Settings#connectionKey()}).
 *
 * <p>{@link #acquire} and {@link #release} are synchronised on the class; the {@link Bucket} they hand out is
 * thread-safe.
 */
public final class SharedBucket {
  private static final Logger LOG = LoggerFactory.getLogger(SharedBucket.class);

  private static SharedBucket current;

  private final List<Object> key;
  private final CouchbaseEnvironment environment;
  private final Cluster cluster;
  private final Bucket bucket;
  private int references;
  private final AtomicBoolean primaryIndexChecked = new AtomicBoolean();

  private SharedBucket(List<Object> key, CouchbaseEnvironment environment, Cluster cluster, Bucket bucket) {
    this.key = key;
    this.environment = environment;
    this.cluster = cluster;
    this.bucket = bucket;
  }

  /**
   * Opens the shared bucket, or takes another reference to it.
   *
   * @throws ConflictingSettingsException when a bucket with other connection settings is open in this JVM
   * @throws RuntimeException from the SDK when the cluster cannot be reached within {@code connectTimeout}
   */
  public static synchronized SharedBucket acquire(Couchbase2Settings settings) {
    if (current != null) {
      if (!current.key.equals(settings.connectionKey())) {
        throw new ConflictingSettingsException();
      }
      current.references++;
      return current;
    }
    EventLoopGroup ioPool = IoPool.create(settings.isEpoll(), settings.getBoost());
    CouchbaseEnvironment environment;
    try {
      environment = buildEnvironment(settings, ioPool);
    } catch (RuntimeException | Error e) {
      ioPool.shutdownGracefully(0, 0, TimeUnit.MILLISECONDS);
      throw e;
    }
    Cluster cluster = null;
    try {
      cluster = CouchbaseCluster.create(environment, settings.getHosts());
      Bucket bucket;
      if (settings.getUsername() != null) {
        cluster.authenticate(settings.getUsername(), settings.getPassword());
        bucket = cluster.openBucket(settings.getBucket(), settings.getConnectTimeoutMs(), TimeUnit.MILLISECONDS);
      } else {
        bucket = cluster.openBucket(settings.getBucket(), settings.getPassword(), settings.getConnectTimeoutMs(),
            TimeUnit.MILLISECONDS);
      }
      current = new SharedBucket(settings.connectionKey(), environment, cluster, bucket);
      current.references = 1;
      LOG.info("couchbase2: connected, {}", settings.describe());
      return current;
    } catch (RuntimeException | Error e) {
      if (cluster != null) {
        disconnectQuietly(cluster);
      }
      environment.shutdown();
      throw e;
    }
  }

  private static CouchbaseEnvironment buildEnvironment(Couchbase2Settings settings, EventLoopGroup ioPool) {
    DefaultCouchbaseEnvironment.Builder builder = DefaultCouchbaseEnvironment.builder()
        .ioPool(ioPool, new IoPoolShutdownHook(ioPool))
        .bootstrapHttpDirectPort(settings.getBootstrapHttpPort())
        .bootstrapCarrierDirectPort(settings.getBootstrapCarrierPort())
        .kvEndpoints(settings.getKvEndpoints())
        .queryEndpoints(settings.getQueryEndpoints())
        .kvTimeout(settings.getKvTimeoutMs())
        .connectTimeout(settings.getConnectTimeoutMs())
        .queryTimeout(settings.getQueryTimeoutMs())
        // Sequence-number observe: durability that survives a delete (and what the mock implements for it).
        .mutationTokensEnabled(true)
        .callbacksOnIoPool(true);
    int network = settings.getNetworkMetricsIntervalSec();
    int runtime = settings.getRuntimeMetricsIntervalSec();
    builder.networkLatencyMetricsCollectorConfig(network > 0
        ? DefaultLatencyMetricsCollectorConfig.create(network, TimeUnit.SECONDS)
        : DefaultLatencyMetricsCollectorConfig.disabled());
    builder.runtimeMetricsCollectorConfig(runtime > 0
        ? DefaultMetricsCollectorConfig.create(runtime, TimeUnit.SECONDS)
        : DefaultMetricsCollectorConfig.disabled());
    if (network > 0 || runtime > 0) {
      builder.defaultMetricsLoggingConsumer(true, CouchbaseLogLevel.INFO);
    }
    return builder.build();
  }

  /**
   * Drops one reference; the last one closes bucket, cluster and environment.
   *
   * @return whether this call closed them
   */
  public boolean release() {
    synchronized (SharedBucket.class) {
      if (references == 0) {
        return false;
      }
      references--;
      if (references > 0) {
        return false;
      }
      if (current == this) {
        current = null;
      }
    }
    try {
      bucket.close();
    } catch (RuntimeException e) {
      LOG.warn("couchbase2: closing the bucket failed: {}", IoPool.oneLine(e));
    }
    disconnectQuietly(cluster);
    try {
      environment.shutdown();
    } catch (RuntimeException e) {
      LOG.warn("couchbase2: shutting the environment down failed: {}", IoPool.oneLine(e));
    }
    return true;
  }

  private static void disconnectQuietly(Cluster cluster) {
    try {
      cluster.disconnect();
    } catch (RuntimeException e) {
      LOG.warn("couchbase2: disconnecting failed: {}", IoPool.oneLine(e));
    }
  }

  /**
   * @return true for the first caller only, until {@link #primaryIndexCheckFailed()}: the one that checks the
   *     bucket's primary index
   */
  public boolean claimPrimaryIndexCheck() {
    return primaryIndexChecked.compareAndSet(false, true);
  }

  /** Lets the next {@code init()} check the primary index again. */
  public void primaryIndexCheckFailed() {
    primaryIndexChecked.set(false);
  }

  /** A second {@code init()} in the JVM asked for other connection settings than the open shared bucket's. */
  public static final class ConflictingSettingsException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    ConflictingSettingsException() {
      super("this JVM is already connected to Couchbase with other connection settings (host, bucket, credentials,"
          + " ports, timeouts, endpoints, epoll, boost, metrics); every client thread must use the same ones");
    }
  }

  /** @return the shared bucket; thread-safe */
  public Bucket bucket() {
    return bucket;
  }

  /** @return the shared environment (its {@code ioPool()} tells the transport in use) */
  public CouchbaseEnvironment environment() {
    return environment;
  }

  /** @return the open shared bucket of this JVM, or {@code null}; for tests and diagnostics */
  public static synchronized SharedBucket current() {
    return current;
  }

  /** @return how many client instances hold this bucket */
  public int references() {
    synchronized (SharedBucket.class) {
      return references;
    }
  }
}
