/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db;

/**
 * The connect timeout of tests that talk to an in-process stand-in and are not about timeouts. Unset, the binding
 * uses the client's default of 1000 ms for the seed probe, the login and the tend, which a stand-in sharing a busy
 * machine (other builds, other tests) can miss: the test would then see a silent host instead of what it checks.
 */
final class StandinConnect {
  /** {@code as.connectTimeout} of those tests, milliseconds: generous, as nothing here waits for it to pass. */
  static final String TIMEOUT_MS = "30000";

  private StandinConnect() {
  }
}
