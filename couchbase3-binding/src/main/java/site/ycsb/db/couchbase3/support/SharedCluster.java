/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import com.couchbase.client.core.config.BucketConfig;
import com.couchbase.client.core.config.ClusterConfig;
import com.couchbase.client.core.env.IoConfig;
import com.couchbase.client.core.env.SeedNode;
import com.couchbase.client.core.env.TimeoutConfig;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.ClusterOptions;
import com.couchbase.client.java.Collection;
import com.couchbase.client.java.env.ClusterEnvironment;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one SDK 3 cluster connection of this JVM, shared by every client thread: one environment, cluster and bucket,
 * opened by the first {@link #acquire} and closed by the last {@link #release}. A JVM runs one binding
 * configuration; threads asking for other connection settings are refused. A failed bootstrap is remembered, so the
 * other threads fail at once with the same line instead of each waiting {@code couchbase.connectTimeout}.
 *
 * <p>{@link #acquire} and {@link #release} are synchronised on the class; the SDK objects handed out are
 * thread-safe.
 */
public final class SharedCluster {
  private static final Logger LOG = LoggerFactory.getLogger(SharedCluster.class);

  /**
   * slf4j-simple's settings of the SDK 3 loggers: its events ({@code com.couchbase.core}, {@code com.couchbase.io},
   * ...) and its classes ({@code com.couchbase.client.core...}).
   */
  static final String[] SDK_LOGGERS = {"org.slf4j.simpleLogger.log.com.couchbase",
      "org.slf4j.simpleLogger.log.com.couchbase.client.core"};

  /** The SDK's JVM-wide switch of unordered key-value execution ({@code couchbase.outOfOrderExecution}). */
  static final String UNORDERED_EXECUTION = "com.couchbase.unorderedExecutionEnabled";

  /** The cause of a bootstrap a stop signal (Ctrl-C) cut short, as couchbase2 words it. */
  static final String INTERRUPTED = "interrupted: the run was stopped during the bootstrap";

  /** How often a bootstrap looks at the SDK's refusals while it waits, in milliseconds. */
  private static final long POLL_MS = 20;

  private static final java.util.concurrent.atomic.AtomicInteger BOOTSTRAPS =
      new java.util.concurrent.atomic.AtomicInteger();

  private static SharedCluster current;
  private static String failedKey;
  private static RuntimeException failure;

  private final String key;
  private final ClusterEnvironment environment;
  private final Cluster cluster;
  private final Bucket bucket;
  private final Collection collection;
  private int references;

  private SharedCluster(String key, ClusterEnvironment environment, Cluster cluster, Bucket bucket,
      Collection collection) {
    this.key = key;
    this.environment = environment;
    this.cluster = cluster;
    this.bucket = bucket;
    this.collection = collection;
  }

  /**
   * Connects the shared cluster, waits until the bucket is ready and checks that the cluster can honour the settings
   * ({@link ClusterCheck}), or takes another reference to it.
   *
   * @throws IllegalStateException with a one-line message when the cluster cannot be reached or the bucket opened
   *     within {@code couchbase.connectTimeout} (now or in an earlier call with the same settings), when every seed
   *     refuses the connection, or when another connection is open in this JVM
   * @throws IllegalArgumentException with a one-line message (bad input) when the cluster refuses the login or the
   *     bucket, or cannot honour the settings (now or in an earlier call with the same settings: the cluster is
   *     bootstrapped once, not once per client thread)
   */
  public static synchronized SharedCluster acquire(Couchbase3Settings settings) {
    if (current == null && failure != null && failedKey.equals(checkKey(settings))) {
      throw failure instanceof IllegalArgumentException ? new IllegalArgumentException(failure.getMessage())
          : new IllegalStateException(failure.getMessage(), failure.getCause());
    }
    if (current != null) {
      if (!current.key.equals(settings.connectionKey())) {
        throw new IllegalStateException("client threads of one JVM must share one connection: a thread asked for"
            + " other connection settings than the first");
      }
      String impossible = impossible(current, settings);
      if (impossible != null) {
        throw new IllegalArgumentException(impossible);
      }
      current.references++;
      return current;
    }
    String refused = SeedProbe.everySeedRefuses(settings);
    if (refused != null) {
      failedKey = checkKey(settings);
      failure = new IllegalStateException(describeAttempt(settings) + refused);
      throw failure;
    }
    quietSdkLogging();
    ClusterEnvironment environment = null;
    Cluster cluster = null;
    try {
      stopIfInterrupted();
      environment = buildEnvironment(settings);
      stopIfInterrupted();
      BootstrapWatch watch = new BootstrapWatch(settings, settings.isUsernameDefaulted());
      environment.eventBus().subscribe(watch::onEvent);
      Set<SeedNode> seeds = new LinkedHashSet<>();
      for (String host : settings.getHosts()) {
        seeds.add(SeedNode.create(host, java.util.Optional.of(settings.kvPort()),
            java.util.Optional.of(settings.managerPort())));
      }
      BOOTSTRAPS.incrementAndGet();
      cluster = Cluster.connect(seeds, ClusterOptions.clusterOptions(settings.getUsername(), settings.password())
          .environment(environment));
      Bucket bucket = cluster.bucket(settings.getBucket());
      if (settings.isTls()) {
        KvReadiness.await(bucket, settings.connectTimeout(), watch);
      } else {
        awaitReady(bucket, settings, watch);
      }
      Collection collection = bucket.scope(settings.getScope()).collection(settings.getCollection());
      SharedCluster opened = new SharedCluster(settings.connectionKey(), environment, cluster, bucket, collection);
      String impossible = impossible(opened, settings);
      if (impossible != null) {
        throw new IllegalArgumentException(impossible);
      }
      current = opened;
      current.references = 1;
      LOG.info("couchbase3: connected to bucket '{}' on {} as '{}'", settings.getBucket(), settings.getHosts(),
          settings.getUsername());
      return current;
    } catch (IllegalArgumentException e) {
      close(cluster, environment);
      failedKey = checkKey(settings);
      failure = new IllegalArgumentException(e.getMessage());
      throw failure;
    } catch (RuntimeException e) {
      failedKey = checkKey(settings);
      if (wasInterrupted(e)) {
        // A stop (Ctrl-C): the SDK's disconnect and shutdown wait up to their timeouts (10 s each), and an interrupted
        // wait clears the thread's interrupt, so they are left to a daemon thread and the run ends now.
        closeInBackground(cluster, environment);
        Thread.currentThread().interrupt();
        failure = new IllegalStateException(describeAttempt(settings) + INTERRUPTED);
        throw failure;
      }
      close(cluster, environment);
      failure = new IllegalStateException(describeAttempt(settings) + describeCause(e), e);
      throw failure;
    } catch (Error e) {
      close(cluster, environment);
      throw e;
    }
  }

  /** @return how many cluster connections this JVM has opened so far (each a bootstrap), for diagnostics and tests */
  public static int bootstraps() {
    return BOOTSTRAPS.get();
  }

  /** @return what the connection and the init checks are made from: a refusal is remembered for these */
  private static String checkKey(Couchbase3Settings settings) {
    return settings.connectionKey() + "|" + settings.describeDurability() + "|" + settings.getScope() + "|"
        + settings.getCollection();
  }

  /** @return the one-line reason the cluster cannot honour the settings, or null when it can */
  private static String impossible(SharedCluster shared, Couchbase3Settings settings) {
    BucketConfig config = shared.bucketConfig(settings.getBucket());
    if (config == null) {
      return "the SDK holds no configuration of bucket '" + settings.getBucket() + "'";
    }
    return ClusterCheck.impossible(config, settings);
  }

  /**
   * Waits for the SDK's {@code waitUntilReady}, ending at once when the cluster refuses the login or the bucket.
   *
   * @throws IllegalArgumentException with the refusal
   */
  private static void awaitReady(Bucket bucket, Couchbase3Settings settings, BootstrapWatch watch) {
    CompletableFuture<Void> ready = bucket.async().waitUntilReady(settings.connectTimeout());
    while (true) {
      if (watch.refusal() != null) {
        ready.cancel(true);
        throw new IllegalArgumentException(watch.refusal());
      }
      try {
        ready.get(POLL_MS, TimeUnit.MILLISECONDS);
        return;
      } catch (java.util.concurrent.TimeoutException e) {
        // not ready yet: look at the refusals again
      } catch (ExecutionException e) {
        throw e.getCause() instanceof RuntimeException ? (RuntimeException) e.getCause()
            : new IllegalStateException(e.getCause());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        ready.cancel(true);
        throw new IllegalStateException(INTERRUPTED, e);
      }
    }
  }

  /** Ends a bootstrap the thread's interrupt (a stop) has cut short before the SDK's next slow step. */
  private static void stopIfInterrupted() {
    if (Thread.currentThread().isInterrupted()) {
      throw new IllegalStateException(INTERRUPTED, new InterruptedException());
    }
  }

  /** @return whether the bootstrap ended because the thread was interrupted (now, or by an SDK wait it cut short) */
  static boolean wasInterrupted(Throwable error) {
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof InterruptedException) {
        return true;
      }
    }
    return Thread.currentThread().isInterrupted();
  }

  /*
   * SDK 3 logs its environment, every connection and each reconnect attempt through SLF4J, and at ERROR each refused
   * login and handshake (one JSON line per attempt): its loggers are off unless the JVM already says otherwise
   * (-Dorg.slf4j.simpleLogger.log.com.couchbase=info).
   */
  private static void quietSdkLogging() {
    SdkLoggers.off(SDK_LOGGERS);
  }

  private static ClusterEnvironment buildEnvironment(final Couchbase3Settings settings) {
    // Read by SDK 3 when it opens each key-value connection; the fork sets it the same way (off unless asked).
    System.setProperty(UNORDERED_EXECUTION, Boolean.toString(settings.isOutOfOrderExecution()));
    return ClusterEnvironment.builder()
        .securityConfig(settings.securityConfig())
        .timeoutConfig(TimeoutConfig.builder()
            .kvTimeout(settings.kvTimeout())
            .kvDurableTimeout(settings.kvTimeout())
            .connectTimeout(settings.socketConnectTimeout()))
        .ioConfig(IoConfig.builder()
            .numKvConnections(settings.getKvEndpoints())
            // Sequence-number observe for the legacy persistTo/replicateTo needs them (checked by the settings).
            .enableMutationTokens(settings.isMutationTokens()))
        .loggingMeterConfig(com.couchbase.client.core.env.LoggingMeterConfig.builder().enabled(false))
        .build();
  }

  private static String describeAttempt(Couchbase3Settings settings) {
    return "cannot open bucket '" + settings.getBucket() + "' on " + String.join(",", settings.getHosts())
        + " as '" + settings.getUsername() + "' (ports tried: " + settings.kvPort()
        + (settings.isTls() ? " key-value TLS, " : " key-value, ") + settings.managerPort()
        + (settings.isTls() ? " HTTPS, trusting " + settings.getTrustSource() : " HTTP") + "; connectTimeout "
        + settings.connectTimeout().toMillis()
        + " ms, socketConnectTimeout " + settings.socketConnectTimeout().toMillis() + " ms): ";
  }

  private static String describeCause(RuntimeException error) {
    String line = FailureLog.oneLine(error);
    if (error instanceof com.couchbase.client.core.error.TimeoutException) {
      // The message of a failed waitUntilReady holds a JSON context (desired and current states, per node).
      String message = error.getMessage() == null ? "" : error.getMessage();
      String cause = "no ready bucket within connectTimeout (the hosts refuse connections, do not answer as"
          + " Couchbase nodes, or refuse the user and password";
      if (message.contains("Authentication") || message.contains("SASL")) {
        cause = "the key-value service refused the user and password (";
      } else {
        cause += "; ";
      }
      return cause + "SDK: " + (line.length() > 300 ? line.substring(0, 300) + "..." : line) + ")";
    }
    return line;
  }

  /** Closes an interrupted bootstrap's cluster and environment on a daemon thread (the JVM's exit does not wait). */
  private static void closeInBackground(Cluster cluster, ClusterEnvironment environment) {
    if (cluster == null && environment == null) {
      return;
    }
    Thread closing = new Thread(() -> close(cluster, environment), "couchbase3-close");
    closing.setDaemon(true);
    closing.start();
  }

  private static void close(Cluster cluster, ClusterEnvironment environment) {
    try {
      if (cluster != null) {
        cluster.disconnect();
      }
    } catch (RuntimeException e) {
      LOG.debug("couchbase3: disconnect failed", e);
    }
    try {
      if (environment != null) {
        environment.shutdown();
      }
    } catch (RuntimeException e) {
      LOG.debug("couchbase3: environment shutdown failed", e);
    }
  }

  /**
   * Drops one reference; the last one disconnects.
   *
   * @return whether this was the last reference
   */
  public boolean release() {
    synchronized (SharedCluster.class) {
      if (--references > 0) {
        return false;
      }
      if (current == this) {
        current = null;
      }
    }
    close(cluster, environment);
    return true;
  }

  /** @return the bucket's configuration as the SDK holds it, or null when it holds none */
  public BucketConfig bucketConfig(String name) {
    ClusterConfig config = cluster.core().clusterConfig();
    return config == null ? null : config.bucketConfig(name);
  }

  public Cluster cluster() {
    return cluster;
  }

  public ClusterEnvironment environment() {
    return environment;
  }

  public Collection collection() {
    return collection;
  }

  public Bucket bucket() {
    return bucket;
  }
}
