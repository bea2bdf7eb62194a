/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import com.couchbase.client.java.env.DefaultCouchbaseEnvironment;
import java.util.concurrent.TimeUnit;

/**
 * An SDK 2 environment builder for the tests that must not depend on the machine being idle: the SDK's defaults
 * give a socket connect 1 s, a bootstrap 5 s and a key-value operation 2.5 s, which a stand-in on a machine with
 * both cores busy misses (seen: "Socket connect took longer than specified timeout", then "Could not open
 * bucket"). Every wait here is a hang guard, not a speed target. Stateless; thread-safe.
 */
final class PatientSdk2 {
  /** Socket connect, in milliseconds. */
  static final long SOCKET_CONNECT_MS = TimeUnit.SECONDS.toMillis(30);
  /** Bootstrap (connect) and key-value operations, in milliseconds. */
  static final long OPERATION_MS = TimeUnit.SECONDS.toMillis(60);

  private PatientSdk2() {
  }

  /** @return a builder with the patient timeouts set; the caller adds ports, TLS and the rest */
  static DefaultCouchbaseEnvironment.Builder builder() {
    return DefaultCouchbaseEnvironment.builder().socketConnectTimeout((int) SOCKET_CONNECT_MS)
        .connectTimeout(OPERATION_MS).kvTimeout(OPERATION_MS);
  }
}
