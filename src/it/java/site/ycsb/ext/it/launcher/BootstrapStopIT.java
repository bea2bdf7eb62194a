/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;

/**
 * Ctrl-C while couchbase2 bootstraps against a loopback port that accepts connections and never answers: the run ends
 * at once with exit 130 and says the bootstrap was interrupted, instead of waiting out {@code connectTimeout} (set to
 * ten minutes here, so that a wait for it trips the hang guard).
 */
class BootstrapStopIT {
  @TempDir
  Path work;

  @Test
  void ctrlCDuringACouchbase2BootstrapEndsTheRunAtOnce() throws Exception {
    List<Socket> accepted = new CopyOnWriteArrayList<>();
    try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      Thread acceptor = new Thread(() -> {
        try {
          while (true) {
            accepted.add(silent.accept());
          }
        } catch (IOException closed) {
          // the test is over
        }
      }, "silent-listener");
      acceptor.setDaemon(true);
      acceptor.start();
      String port = Integer.toString(silent.getLocalPort());
      Path stderr = work.resolve("run.err");
      // Through perl, which restores SIGINT's default (a JVM started in the background inherits an ignored SIGINT).
      Process process = new ProcessBuilder("perl", "-e", "$SIG{INT} = 'DEFAULT'; exec @ARGV or die $!",
          Distribution.home().resolve("bin/ycsb").toString(), "run", "couchbase2", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-threads", "4",
          "-p", "operationcount=10", "-p", "couchbase.host=127.0.0.1", "-p", "couchbase.bootstrapHttpPort=" + port,
          "-p", "couchbase.bootstrapCarrierPort=" + port, "-p", "couchbase.connectTimeout=600000")
          .directory(work.toFile()).redirectOutput(work.resolve("run.out").toFile())
          .redirectError(stderr.toFile()).start();
      try {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (accepted.isEmpty() && process.isAlive() && System.nanoTime() < deadline) {
          Thread.sleep(100);
        }
        assertFalse(accepted.isEmpty(), "the bootstrap never connected: " + Files.readString(stderr));
        Process kill = new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).inheritIO().start();
        assertEquals(0, kill.waitFor());
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "bin/ycsb still waits for the bootstrap (hang guard)");
      } finally {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        for (Socket s : accepted) {
          s.close();
        }
      }
      String err = Files.readString(stderr);
      assertEquals(130, process.exitValue(), err);
      assertTrue(err.contains("interrupted: the run was stopped during the bootstrap"), err);
      assertTrue(err.contains("ycsb: The run was stopped by signal 2 (INT)"), err);
      assertFalse(err.contains("Exception"), err);
      assertFalse(err.contains("[WARN]"), err);
    }
  }
}
