/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.aerospike;

import java.io.IOException;
import java.io.InputStream;

import site.ycsb.ext.standin.AerospikeStandin;

/**
 * The benchmark's default server: an {@code aerospike-standin} in its own JVM (so it does not share a heap or
 * JIT with the client under test), without request recording. Prints {@code standin-ready <host:port>} once it
 * serves and runs until its standard input closes or it is killed.
 *
 * <p>Usage: {@code StandinServer [--nodes 1] [--namespace ycsb]}
 */
public final class StandinServer {
  private StandinServer() {
  }

  /** Entry point; exit code 2 on bad arguments. */
  public static void main(String[] args) throws IOException {
    int nodes = 1;
    String namespace = "ycsb";
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--nodes" -> nodes = Integer.parseInt(args[i + 1]);
        case "--namespace" -> namespace = args[i + 1];
        default -> {
          System.err.println("standin-server: unknown option " + args[i]);
          System.exit(2);
        }
      }
    }
    try (AerospikeStandin standin = AerospikeStandin.builder().nodes(nodes).namespace(namespace).recordRequests(0)
        .start()) {
      System.out.println("standin-ready " + standin.seed());
      System.out.flush();
      InputStream in = System.in;
      while (in.read() >= 0) {
        // Runs until the parent closes our stdin (or kills us).
      }
    }
  }
}
