/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import com.aerospike.client.AerospikeClient;
import com.aerospike.client.AerospikeException;
import com.aerospike.client.IAerospikeClient;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One Aerospike client per JVM and configuration, shared by every YCSB thread: the client is thread-safe and
 * owns a cluster-tend thread and per-node connection pools, so one per thread (the old way) only multiplies
 * them. Reference-counted: the first {@link #acquire} connects, the last {@link #release} closes.
 *
 * <p>Every YCSB thread shares one connection attempt: the first {@link #acquire} connects while the others wait for
 * it, and when it fails every later {@code acquire} with the same settings fails at once with the same
 * {@link ConnectFailedException} (threads that tried in turn made a run take threads times the connect timeout to
 * fail). Before the client is built, {@link SeedProbe} asks each seed for an answer within the connect timeout, so a
 * refused port and a silent host are told apart and a cluster that never answers fails after one timeout.
 *
 * <p>Thread-safe: {@link #acquire} and {@link #release} may be called from any thread; {@link #client()} and
 * {@link #failures()} of an acquired instance from any thread until its release.
 */
public final class SharedClient {
  private static final Logger LOG = LoggerFactory.getLogger(SharedClient.class);

  /** How many failures of each status are logged with their cause before they are only counted. */
  private static final int FAILURES_LOGGED_PER_STATUS = 5;

  /** The client's own default of {@code ClientPolicy.timeout}, used when {@code as.connectTimeout} is 0. */
  private static final int CLIENT_DEFAULT_CONNECT_TIMEOUT_MS = 1000;

  /** Open clients by {@link AerospikeSettings#clientKey()}; guarded by itself. */
  private static final Map<List<Object>, SharedClient> OPEN = new HashMap<List<Object>, SharedClient>();
  /** Failed connection attempts by key, never retried in this JVM; guarded by {@link #OPEN}. */
  private static final Map<List<Object>, ConnectFailedException> FAILED =
      new HashMap<List<Object>, ConnectFailedException>();

  private final List<Object> key;
  private final IAerospikeClient client;
  private final FailureLog failures = new FailureLog(LOG, "aerospike", FAILURES_LOGGED_PER_STATUS);
  /** Guarded by {@link #OPEN}. */
  private int references;

  private SharedClient(List<Object> key, IAerospikeClient client) {
    this.key = key;
    this.client = client;
  }

  /**
   * Returns the shared client of these settings, connecting it if this is the first reference.
   *
   * @param settings validated settings
   * @param policies the policies built from {@code settings}
   * @return the shared client; call {@link #release()} exactly once when done
   * @throws ConnectFailedException if the cluster cannot be reached, now or in an earlier {@code acquire} with the
   *     same settings
   */
  public static SharedClient acquire(AerospikeSettings settings, AerospikePolicies policies) {
    List<Object> key = settings.clientKey();
    synchronized (OPEN) {
      SharedClient shared = OPEN.get(key);
      if (shared == null) {
        ConnectFailedException failed = FAILED.get(key);
        if (failed != null) {
          throw new ConnectFailedException(failed.getMessage());
        }
        IAerospikeClient client;
        try {
          client = connect(settings, policies);
        } catch (ConnectFailedException e) {
          FAILED.put(key, e);
          throw e;
        }
        shared = new SharedClient(key, client);
        OPEN.put(key, shared);
        LOG.info("Aerospike client connected ({} node(s)): {}", client.getNodes().length, settings);
      }
      shared.references++;
      return shared;
    }
  }

  /** Probes the seeds, then builds the client; every failure is one {@link ConnectFailedException} line. */
  private static IAerospikeClient connect(AerospikeSettings settings, AerospikePolicies policies) {
    String attempt = "Cannot connect to Aerospike at " + settings.getHosts() + ": ";
    int timeoutMs = settings.getConnectTimeoutMs() > 0 ? settings.getConnectTimeoutMs()
        : CLIENT_DEFAULT_CONNECT_TIMEOUT_MS;
    String timeoutProperty = AerospikeProperties.CONNECT_TIMEOUT
        + (settings.getConnectTimeoutMs() > 0 ? "" : " unset: the client's default");
    List<SeedProbe.Result> probes = SeedProbe.probe(settings.getHosts(), timeoutMs, settings.getTlsName() == null);
    if (Thread.currentThread().isInterrupted()) {
      // a stop (Ctrl-C) during the probe: the client's own connect would wait out the connect timeout uninterrupted
      throw new ConnectFailedException(attempt + "interrupted: the run was stopped during the bootstrap");
    }
    List<String> problems = new ArrayList<String>();
    for (SeedProbe.Result probe : probes) {
      if (probe.outcome() == SeedProbe.Outcome.ANSWERED) {
        problems.clear();
        break;
      }
      problems.add(probe.describe(timeoutMs, timeoutProperty));
    }
    if (!problems.isEmpty()) {
      StringBuilder line = new StringBuilder(attempt);
      for (int i = 0; i < problems.size(); i++) {
        line.append(i == 0 ? "" : "; ").append(problems.get(i));
      }
      throw new ConnectFailedException(line.toString());
    }
    try {
      return new AerospikeClient(policies.newClientPolicy(), policies.newHosts());
    } catch (AerospikeException e) {
      throw new ConnectFailedException(attempt + ConnectFailure.describe(settings, e));
    }
  }

  /** Drops one reference; the last one logs the failure totals and closes the client. */
  public void release() {
    synchronized (OPEN) {
      if (references <= 0) {
        throw new IllegalStateException("released more often than acquired");
      }
      if (--references == 0) {
        OPEN.remove(key);
        failures.logTotals();
        client.close();
      }
    }
  }

  /** @return the client; valid until the last release */
  public IAerospikeClient client() {
    return client;
  }

  /** @return the failure log shared by every user of this client */
  public FailureLog failures() {
    return failures;
  }

  /**
   * The shared connection attempt failed. The message is one line: the seeds, then what each did (refused, no
   * answer within the connect timeout) or why the cluster refused the client (cluster name, login); never the
   * password.
   */
  public static final class ConnectFailedException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    ConnectFailedException(String message) {
      super(message);
    }
  }

  /** @return whether the client is still open (for tests and diagnostics) */
  public boolean isOpen() {
    synchronized (OPEN) {
      return references > 0;
    }
  }
}
