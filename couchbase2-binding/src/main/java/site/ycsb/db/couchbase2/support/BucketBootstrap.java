/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import com.couchbase.client.core.env.resources.IoPoolShutdownHook;
import com.couchbase.client.core.logging.CouchbaseLogLevel;
import com.couchbase.client.core.metrics.DefaultLatencyMetricsCollectorConfig;
import com.couchbase.client.core.metrics.DefaultMetricsCollectorConfig;
import com.couchbase.client.deps.io.netty.channel.EventLoopGroup;
import com.couchbase.client.java.env.CouchbaseEnvironment;
import com.couchbase.client.java.env.DefaultCouchbaseEnvironment;
import com.couchbase.client.core.endpoint.kv.AuthenticationException;
import com.couchbase.client.java.error.BucketDoesNotExistException;
import com.couchbase.client.java.error.InvalidPasswordException;
import java.net.ConnectException;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.TimeUnit;

/**
 * How a connection to the cluster is set up from the settings, and how a failed one is told: the SDK environment a
 * bootstrap runs on, and the one line naming the hosts, the ports tried, the timeouts and the cause (never the
 * password). Stateless; thread-safe.
 */
public final class BucketBootstrap {

  /**
   * slf4j-simple's settings of the SDK 2 loggers that print by default (the project's {@code simplelogger.properties}
   * keeps the SDK's warnings and its endpoints' errors).
   */
  static final String[] SDK_LOGGERS = {"org.slf4j.simpleLogger.log.com.couchbase.client",
      "org.slf4j.simpleLogger.log.com.couchbase.client.core.endpoint"};

  private BucketBootstrap() {
  }

  /*
   * SDK 2 warns, with stack traces, on each failed attempt of a bootstrap (a refused login's HTTP 401, a node that
   * does not answer: hundreds of lines) and on each reconnect: its loggers are off unless the JVM already says
   * otherwise (-Dorg.slf4j.simpleLogger.log.com.couchbase.client=warn).
   */
  static void quietSdkLogging() {
    SdkLoggers.off(SDK_LOGGERS);
  }

  /** @return the one line of a bucket the cluster does not have, or {@code null} for any other failure */
  public static String missingBucket(Couchbase2Settings settings, RuntimeException error) {
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof BucketDoesNotExistException) {
        return Couchbase2Properties.BUCKET + "=" + settings.getBucket() + ": the cluster at "
            + String.join(",", settings.getHosts()) + " has no bucket '" + settings.getBucket() + "'"
            + (settings.getUsername() == null ? "" : " that user '" + settings.getUsername() + "' may open")
            + ": set " + Couchbase2Properties.BUCKET + " to an existing bucket, or create it";
      }
    }
    return null;
  }

  /**
   * @return the one line of a login the cluster refused (a wrong password, or a user it does not know), naming the
   *     user and never the password, or {@code null} for any other failure
   */
  public static String refusedLogin(Couchbase2Settings settings, RuntimeException error) {
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof InvalidPasswordException || t instanceof AuthenticationException) {
        boolean bucketUser = settings.getUsername() == null;
        String user = bucketUser ? settings.getBucket() : settings.getUsername();
        return "the cluster at " + String.join(",", settings.getHosts()) + " refused the login of user '" + user
            + "' to bucket '" + settings.getBucket() + "' (authentication failed): check "
            + Couchbase2Properties.PASSWORD + (bucketUser ? " (the bucket's password: " + Couchbase2Properties.USERNAME
            + " is unset, so the user is the bucket's name)" : " and " + Couchbase2Properties.USERNAME);
      }
    }
    return null;
  }

  /** @return the one line of a failed bootstrap: what was tried, how long, and the cause (never the password) */
  public static String describe(Couchbase2Settings settings, RuntimeException error) {
    if (wasInterrupted(error)) {
      // a stop (Ctrl-C) during the bootstrap: no TLS probe, which could take connectTimeout again
      return describeAttempt(settings) + "interrupted: the run was stopped during the bootstrap";
    }
    String cause = settings.tls().isSslEnabled() ? TlsProbe.handshakeProblem(settings) : null;
    return describeAttempt(settings) + (cause != null ? cause : describeCause(error));
  }

  private static boolean wasInterrupted(Throwable error) {
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof InterruptedException) {
        return true;
      }
    }
    return Thread.currentThread().isInterrupted();
  }

  private static String describeCause(RuntimeException error) {
    String cause = IoPool.oneLine(error);
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof TimeoutException) {
        cause = "no answer within connectTimeout (the hosts accept connections but do not answer as a Couchbase"
            + " node would, or the network is too slow)";
        break;
      }
      if (t instanceof ConnectException) {
        cause = "connection refused or unreachable (" + t.getMessage() + ")";
        break;
      }
    }
    return cause;
  }

  private static String describeAttempt(Couchbase2Settings settings) {
    TlsSettings tls = settings.tls();
    String ports = tls.isSslEnabled()
        ? tls.getBootstrapCarrierSslPort() + " key-value TLS, " + tls.getBootstrapHttpSslPort() + " HTTPS"
        : settings.getBootstrapCarrierPort() + " key-value, " + settings.getBootstrapHttpPort() + " HTTP";
    return "cannot open bucket '" + settings.getBucket() + "' on " + String.join(",", settings.getHosts())
        + " (ports tried: " + ports + "; connectTimeout " + settings.getConnectTimeoutMs()
        + " ms, socketConnectTimeout " + settings.getSocketConnectTimeoutMs() + " ms): ";
  }

  /**
   * @param settings the connection settings
   * @param ioPool   the event loops the environment runs on (the caller shuts them down if this fails)
   * @return the environment the settings describe: ports, endpoints, timeouts, TLS, SDK logs and metrics
   */
  public static CouchbaseEnvironment environment(Couchbase2Settings settings, EventLoopGroup ioPool) {
    DefaultCouchbaseEnvironment.Builder builder = DefaultCouchbaseEnvironment.builder()
        .ioPool(ioPool, new IoPoolShutdownHook(ioPool))
        .bootstrapHttpDirectPort(settings.getBootstrapHttpPort())
        .bootstrapCarrierDirectPort(settings.getBootstrapCarrierPort())
        .kvEndpoints(settings.getKvEndpoints())
        .queryEndpoints(settings.getQueryEndpoints())
        .kvTimeout(settings.getKvTimeoutMs())
        .connectTimeout(settings.getConnectTimeoutMs())
        .socketConnectTimeout(settings.getSocketConnectTimeoutMs())
        .disconnectTimeout(settings.getDisconnectTimeoutMs())
        .networkResolution(settings.getSdkNetworkResolution())
        .queryTimeout(settings.getQueryTimeoutMs())
        // Sequence-number observe: durability that survives a delete (and what the mock implements for it).
        .mutationTokensEnabled(true)
        .callbacksOnIoPool(true)
        // Quiet unless asked: the threshold and orphan logs print kilobytes of JSON per line on stderr.
        .operationTracingEnabled(settings.isOperationTracing())
        .orphanResponseReportingEnabled(settings.isOrphanResponseLogging());
    if (settings.tls().isSslEnabled()) {
      builder.sslEnabled(true)
          .sslTruststoreFile(settings.tls().getSslTruststoreFile())
          .sslTruststorePassword(settings.tls().getSslTruststorePassword())
          .sslKeystoreFile(settings.tls().getSslKeystoreFile())
          .sslKeystorePassword(settings.tls().getSslKeystorePassword())
          .sslHostnameVerificationEnabled(settings.tls().isSslHostnameVerification())
          .certAuthEnabled(settings.tls().isCertAuth())
          .bootstrapHttpSslPort(settings.tls().getBootstrapHttpSslPort())
          .bootstrapCarrierSslPort(settings.tls().getBootstrapCarrierSslPort());
    }
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
}
