/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import com.couchbase.client.deps.io.netty.channel.EventLoopGroup;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.CouchbaseCluster;
import com.couchbase.client.java.auth.CertAuthenticator;
import com.couchbase.client.java.env.CouchbaseEnvironment;
import com.couchbase.client.java.query.core.N1qlQueryExecutor;
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
 * <p>Every client thread shares one bootstrap: the first {@link #acquire} connects while the others wait for it, and
 * when it fails, every later {@code acquire} with the same settings fails at once with the same
 * {@link BootstrapFailedException} instead of trying again (a run whose threads tried in turn took threads times
 * {@code connectTimeout} to fail).
 *
 * <p>{@link #acquire} and {@link #release} are synchronised on the class; the {@link Bucket} they hand out is
 * thread-safe.
 */
public final class SharedBucket {
  private static final Logger LOG = LoggerFactory.getLogger(SharedBucket.class);
  /** Failures logged per status before they are only counted. */
  private static final int FAILURES_LOGGED_PER_STATUS = 3;

  private static SharedBucket current;
  /** The connection key of this JVM's failed bootstrap, and its failure: not retried with the same settings. */
  private static List<Object> failedKey;
  private static BootstrapFailedException failure;
  /** Settings this JVM's cluster cannot honour (by {@link Couchbase2Settings#refusalKey()}), with the one line. */
  private static List<Object> refusedKey;
  private static String refusal;
  /** The failure totals of the last bucket this JVM closed ({@link FailureLog#summary()}), until the next opens. */
  private static String closedTotals = "";

  private final List<Object> key;
  private final CouchbaseEnvironment environment;
  private final Cluster cluster;
  private final Bucket bucket;
  private int references;
  private final AtomicBoolean queryChecked = new AtomicBoolean();
  private final FailureLog failures = new FailureLog(LOG, "couchbase2", FAILURES_LOGGED_PER_STATUS);

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
   * @throws BootstrapFailedException when the cluster cannot be reached or the bucket opened within
   *     {@code connectTimeout}, now or in an earlier {@code acquire} with the same settings
   */
  public static synchronized SharedBucket acquire(Couchbase2Settings settings) {
    if (refusal != null && refusedKey.equals(settings.refusalKey())) {
      throw new BootstrapFailedException(refusal, null, true);
    }
    if (current == null && failure != null && failedKey.equals(settings.connectionKey())) {
      throw new BootstrapFailedException(failure.getMessage(), failure.getCause(), failure.isInvalidInput());
    }
    if (current != null) {
      if (!current.key.equals(settings.connectionKey())) {
        throw new ConflictingSettingsException();
      }
      current.references++;
      return current;
    }
    BucketBootstrap.quietSdkLogging();
    EventLoopGroup ioPool = IoPool.create(settings.isEpoll(), settings.getBoost());
    CouchbaseEnvironment environment;
    try {
      environment = BucketBootstrap.environment(settings, ioPool);
    } catch (RuntimeException | Error e) {
      ioPool.shutdownGracefully(0, 0, TimeUnit.MILLISECONDS);
      throw e;
    }
    if (!settings.isEncodedPlan()) {
      // The SDK reads this JVM-wide setting when a bucket opens.
      System.setProperty(N1qlQueryExecutor.ENCODED_PLAN_ENABLED_PROPERTY, "false");
    }
    Cluster cluster = null;
    try {
      cluster = CouchbaseCluster.create(environment, settings.getHosts());
      Bucket bucket;
      if (settings.tls().isCertAuth()) {
        cluster.authenticate(CertAuthenticator.INSTANCE);
        bucket = cluster.openBucket(settings.getBucket(), settings.getConnectTimeoutMs(), TimeUnit.MILLISECONDS);
      } else if (settings.getUsername() != null) {
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
    } catch (RuntimeException e) {
      if (cluster != null) {
        disconnectQuietly(cluster);
      }
      shutdownQuietly(environment);
      failedKey = settings.connectionKey();
      String refused = BucketBootstrap.missingBucket(settings, e);
      if (refused == null) {
        refused = BucketBootstrap.refusedLogin(settings, e);
      }
      failure = refused != null ? new BootstrapFailedException(refused, e, true)
          : new BootstrapFailedException(BucketBootstrap.describe(settings, e), e, false);
      throw failure;
    } catch (Error e) {
      if (cluster != null) {
        disconnectQuietly(cluster);
      }
      shutdownQuietly(environment);
      throw e;
    }
  }

  /**
   * Remembers settings the cluster cannot honour (found by an {@code init} after the bootstrap), so that every later
   * {@link #acquire} with them fails at once with the same line instead of bootstrapping again.
   *
   * @param settings the refused settings
   * @param line the one-line refusal
   */
  public static synchronized void refuse(Couchbase2Settings settings, String line) {
    refusedKey = settings.refusalKey();
    refusal = line;
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
      closedTotals = failures.summary();
    }
    try {
      bucket.close();
    } catch (RuntimeException e) {
      LOG.warn("couchbase2: closing the bucket failed: {}", IoPool.oneLine(e));
    }
    disconnectQuietly(cluster);
    shutdownQuietly(environment);
    return true;
  }

  private static void shutdownQuietly(CouchbaseEnvironment environment) {
    try {
      environment.shutdown();
    } catch (RuntimeException e) {
      if (!Thread.currentThread().isInterrupted()) {
        // after a stop during the bootstrap the wait is cut short on purpose: nothing to warn about
        LOG.warn("couchbase2: shutting the environment down failed: {}", IoPool.oneLine(e));
      }
    }
  }

  private static void disconnectQuietly(Cluster cluster) {
    try {
      cluster.disconnect();
    } catch (RuntimeException e) {
      if (!Thread.currentThread().isInterrupted()) {
        // after a stop during the bootstrap the wait is cut short on purpose: nothing to warn about
        LOG.warn("couchbase2: disconnecting failed: {}", IoPool.oneLine(e));
      }
    }
  }

  /**
   * @return true for the first caller only, until {@link #queryCheckFailed()}: the one that checks the query
   *     service and the bucket's primary index
   */
  public boolean claimQueryCheck() {
    return queryChecked.compareAndSet(false, true);
  }

  /** Lets the next {@code init()} check the query service and the primary index again. */
  public void queryCheckFailed() {
    queryChecked.set(false);
  }

  /** A second {@code init()} in the JVM asked for other connection settings than the open shared bucket's. */
  public static final class ConflictingSettingsException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    ConflictingSettingsException() {
      super("this JVM is already connected to Couchbase with other connection settings (host, bucket, credentials,"
          + " ports, timeouts, endpoints, epoll, boost, metrics); every client thread must use the same ones");
    }
  }

  /**
   * The shared bootstrap failed: the cluster was not reached or the bucket not opened. The message is one line
   * naming the hosts, the ports tried, the timeouts and the cause (never the password).
   */
  public static final class BootstrapFailedException extends IllegalStateException {
    private static final long serialVersionUID = 1L;
    private final boolean invalidInput;

    BootstrapFailedException(String message, Throwable cause, boolean invalidInput) {
      super(message, cause);
      this.invalidInput = invalidInput;
    }

    /** @return whether the settings cannot work with this cluster (a missing bucket, a refusal): invalid input */
    public boolean isInvalidInput() {
      return invalidInput;
    }
  }

  /**
   * @return the failure totals ({@link FailureLog#summary()}) of the open shared bucket, or else of the last one this
   *     JVM closed; an empty string when nothing failed or retried. Thread-safe.
   */
  public static synchronized String failureTotals() {
    return current != null ? current.failures.summary() : closedTotals;
  }

  /** @return the failure counts of every client instance on this bucket */
  public FailureLog failures() {
    return failures;
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
