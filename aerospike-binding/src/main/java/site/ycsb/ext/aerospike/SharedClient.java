/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.aerospike;

import com.aerospike.client.AerospikeClient;
import com.aerospike.client.IAerospikeClient;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One Aerospike client per JVM and configuration, shared by every YCSB thread: the client is thread-safe and
 * owns a cluster-tend thread and per-node connection pools, so one per thread (upstream's way) only multiplies
 * them. Reference-counted: the first {@link #acquire} connects, the last {@link #release} closes.
 *
 * <p>Thread-safe: {@link #acquire} and {@link #release} may be called from any thread; {@link #client()} and
 * {@link #failures()} of an acquired instance from any thread until its release.
 */
public final class SharedClient {
  private static final Logger LOG = LoggerFactory.getLogger(SharedClient.class);

  /** How many failures of each status are logged with their cause before they are only counted. */
  private static final int FAILURES_LOGGED_PER_STATUS = 5;

  /** Open clients by {@link AerospikeSettings#clientKey()}; guarded by itself. */
  private static final Map<List<Object>, SharedClient> OPEN = new HashMap<List<Object>, SharedClient>();

  private final List<Object> key;
  private final IAerospikeClient client;
  private final FailureLog failures = new FailureLog(LOG, FAILURES_LOGGED_PER_STATUS);
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
   * @throws com.aerospike.client.AerospikeException if the cluster cannot be reached
   */
  public static SharedClient acquire(AerospikeSettings settings, AerospikePolicies policies) {
    List<Object> key = settings.clientKey();
    synchronized (OPEN) {
      SharedClient shared = OPEN.get(key);
      if (shared == null) {
        IAerospikeClient client = new AerospikeClient(policies.newClientPolicy(), policies.newHosts());
        shared = new SharedClient(key, client);
        OPEN.put(key, shared);
        LOG.info("Aerospike client connected ({} node(s)): {}", client.getNodes().length, settings);
      }
      shared.references++;
      return shared;
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

  /** @return whether the client is still open (for tests and diagnostics) */
  public boolean isOpen() {
    synchronized (OPEN) {
      return references > 0;
    }
  }
}
