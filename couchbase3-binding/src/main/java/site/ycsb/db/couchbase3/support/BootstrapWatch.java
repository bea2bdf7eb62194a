/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import com.couchbase.client.core.cnc.Event;
import com.couchbase.client.core.cnc.events.io.SaslAuthenticationFailedEvent;
import com.couchbase.client.core.cnc.events.io.SecureConnectionFailedEvent;
import com.couchbase.client.core.cnc.events.io.SelectBucketFailedEvent;
import java.util.concurrent.atomic.AtomicReference;

/**
 * What the SDK's event bus says while the shared cluster bootstraps, so that a refusal ends the wait at once instead
 * of after {@code couchbase.connectTimeout}: a refused login (SASL authentication failed), a bucket the cluster
 * refuses to select (missing, or the user may not access it), and the first TLS handshake failure (named if the wait
 * times out). Written by the SDK's event thread, read by the bootstrapping thread; thread-safe.
 */
final class BootstrapWatch {
  private final String bucket;
  private final String user;
  private final boolean userDefaulted;
  private final boolean forkCommandLine;
  private final AtomicReference<String> refusal = new AtomicReference<>();
  private final AtomicReference<String> tlsProblem = new AtomicReference<>();

  BootstrapWatch(Couchbase3Settings settings, boolean userDefaulted) {
    this.bucket = settings.getBucket();
    this.user = settings.getUsername();
    this.userDefaulted = userDefaulted;
    this.forkCommandLine = settings.isForkCommandLine();
  }

  /** Notes one event of the SDK's event bus. */
  void onEvent(Event event) {
    if (event instanceof SaslAuthenticationFailedEvent) {
      refusal.compareAndSet(null, "the cluster refused the login of user '" + user + "' (SASL authentication"
          + " failed): check " + Couchbase3Properties.PASSWORD + (userDefaulted ? " (the bucket's password: "
          + Couchbase3Properties.USERNAME + " is unset, so the user is the bucket's name" + (forkCommandLine
          ? "; the couchbaselabs fork, for which this command line is written, logs in as Administrator: add -p "
          + Couchbase3Properties.USERNAME + "=Administrator" : "") + ")" : " and " + Couchbase3Properties.USERNAME));
    } else if (event instanceof SelectBucketFailedEvent) {
      refusal.compareAndSet(null, Couchbase3Properties.BUCKET + "=" + bucket + ": the cluster has no bucket '"
          + bucket + "', or user '" + user + "' may not use it (the key-value service refused to select it): set "
          + Couchbase3Properties.BUCKET + " to an existing bucket, or create it or grant the user access");
    } else if (event instanceof SecureConnectionFailedEvent) {
      tlsProblem.compareAndSet(null, event.description());
    }
  }

  /** @return the refusal that ends the bootstrap (bad input: a wrong login or bucket), or null while there is none */
  String refusal() {
    return refusal.get();
  }

  /** @return the SDK's first TLS handshake failure, or null */
  String tlsProblem() {
    return tlsProblem.get();
  }
}
