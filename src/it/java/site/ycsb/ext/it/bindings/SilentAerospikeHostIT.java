/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;

/**
 * The packaged {@code bin/ycsb load aerospike} with 90 threads against a loopback listener that accepts connections
 * and never answers: the run fails (exit 1) on one {@code ycsb:} line saying the host gave no answer, after one
 * connection (one shared connection attempt, not one per thread). The elapsed time is printed, never bounded.
 */
class SilentAerospikeHostIT {
  @TempDir
  Path work;

  @Test
  void ninetyThreadsAgainstASilentHostFailOnOneLineAfterOneConnection() throws Exception {
    try (ServerSocket silent = new ServerSocket(0, 200, InetAddress.getByName("127.0.0.1"))) {
      List<Socket> accepted = new ArrayList<>();
      Thread acceptor = new Thread(() -> {
        try {
          while (true) {
            Socket socket = silent.accept();
            synchronized (accepted) {
              accepted.add(socket);
            }
          }
        } catch (IOException closed) {
          // the listener was closed
        }
      }, "silent-aerospike-host");
      acceptor.setDaemon(true);
      acceptor.start();
      int port = silent.getLocalPort();
      long startNs = System.nanoTime();
      Distribution.Result load = Distribution.ycsb(work, Duration.ofSeconds(300), Map.of(), "load", "aerospike",
          "-p", "as.host=127.0.0.1:" + port, "-threads", "90",
          "-P", Distribution.home().resolve("workloads/workloada").toString());
      System.out.printf("silent Aerospike host: bin/ycsb load with 90 threads failed after %.1f s%n",
          (System.nanoTime() - startNs) / 1e9);
      try {
        assertEquals(1, load.exitCode, load.toString());
        List<String> lines = load.errorLines();
        assertEquals(1, lines.size(), load.toString());
        assertTrue(lines.get(0).contains("127.0.0.1:" + port + " accepted the connection but sent no answer within"),
            load.toString());
        synchronized (accepted) {
          assertEquals(1, accepted.size(), "connections the silent host accepted; " + load);
        }
      } finally {
        synchronized (accepted) {
          for (Socket socket : accepted) {
            socket.close();
          }
        }
      }
    }
  }
}
