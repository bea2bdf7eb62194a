/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.couchbase.client.core.cnc.events.io.SaslAuthenticationFailedEvent;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** The one line a refused login ends the bootstrap with. */
class BootstrapWatchTest {
  private static Properties props(String... settings) {
    return ForkNamesTest.props(settings);
  }

  /** A refused login of a command line written for the fork says how to log in as the fork does. */
  @Test
  void aRefusedLoginOfAForkCommandLineNamesTheForksUser() {
    Couchbase3Settings fork = Couchbase3Settings.from(props("couchbase.bucket=bucket-1",
        "couchbase.password=password", "couchbase.upsert=true", "couchbase.kvTimeoutMillis=60000"));
    assertTrue(fork.isForkCommandLine());
    BootstrapWatch watch = new BootstrapWatch(fork, fork.isUsernameDefaulted());
    watch.onEvent(new SaslAuthenticationFailedEvent(Duration.ZERO, null, "refused", new byte[0]));
    assertEquals("the cluster refused the login of user 'bucket-1' (SASL authentication failed): check"
        + " couchbase.password (the bucket's password: couchbase.username is unset, so the user is the bucket's name;"
        + " the couchbaselabs fork, for which this command line is written, logs in as Administrator: add -p"
        + " couchbase.username=Administrator)", watch.refusal());
    Couchbase3Settings ours = Couchbase3Settings.from(props("couchbase.password=p", "couchbase.upsert=true"));
    assertFalse(ours.isForkCommandLine());
    watch = new BootstrapWatch(ours, ours.isUsernameDefaulted());
    watch.onEvent(new SaslAuthenticationFailedEvent(Duration.ZERO, null, "refused", new byte[0]));
    assertFalse(watch.refusal().contains("Administrator"), watch.refusal());
  }
}
