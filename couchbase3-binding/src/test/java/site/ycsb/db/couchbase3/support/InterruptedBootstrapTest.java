/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A stop (the engine interrupts a bootstrapping thread on Ctrl-C) ends the bootstrap with couchbase2's line. */
class InterruptedBootstrapTest {

  @Test
  @Timeout(value = 180, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void anInterruptedBootstrapEndsSayingSoInOneLineAndIsRemembered() throws Exception {
    // a port that accepts (the kernel's backlog) and never answers: the bootstrap would wait its connect timeout
    try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      String port = Integer.toString(silent.getLocalPort());
      Couchbase3Settings settings = Couchbase3Settings.from(ForkNamesTest.props("couchbase.host=127.0.0.1",
          "couchbase.bucket=interrupted", "couchbase.password=p", "couchbase.bootstrapCarrierPort=" + port,
          "couchbase.bootstrapHttpPort=" + port, "couchbase.connectTimeout=600000"));
      int before = SharedCluster.bootstraps();
      AtomicReference<RuntimeException> thrown = new AtomicReference<>();
      Thread bootstrap = new Thread(() -> {
        try {
          SharedCluster.acquire(settings).release();
        } catch (RuntimeException e) {
          thrown.set(e);
        }
      }, "interrupted-bootstrap");
      bootstrap.start();
      while (SharedCluster.bootstraps() == before && bootstrap.isAlive()) {
        Thread.sleep(10);
      }
      // as the engine stops a preparation: interrupted, and again every 100 ms until it returns
      while (bootstrap.isAlive()) {
        bootstrap.interrupt();
        bootstrap.join(100);
      }
      RuntimeException e = thrown.get();
      assertTrue(e instanceof IllegalStateException, String.valueOf(e));
      assertTrue(e.getMessage().startsWith("cannot open bucket 'interrupted' on 127.0.0.1"), e.getMessage());
      assertTrue(e.getMessage().endsWith(": " + SharedCluster.INTERRUPTED), e.getMessage());
      assertEquals(1, e.getMessage().lines().count(), e.getMessage());
      assertFalse(e.getMessage().contains("Exception"), e.getMessage());
      // the other client threads of the stopped run fail at once with the same line, without a bootstrap of their own
      int bootstraps = SharedCluster.bootstraps();
      IllegalStateException again = assertThrows(IllegalStateException.class, () -> SharedCluster.acquire(settings));
      assertEquals(e.getMessage(), again.getMessage());
      assertEquals(bootstraps, SharedCluster.bootstraps());
    }
  }
}
