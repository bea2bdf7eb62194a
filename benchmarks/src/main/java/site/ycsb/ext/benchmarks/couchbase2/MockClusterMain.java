/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.couchbase2;

import java.io.IOException;
import java.io.InputStream;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * Serves a CouchbaseMock cluster in its own JVM for the couchbase2 benchmark scripts: {@code nodes} nodes with
 * {@code replicas} replicas, node i on 127.0.0.(i+1), bucket {@code ycsb}. Prints one line,
 * {@code http=<port> carrier=<port>}, then serves until its standard input closes.
 *
 * <p>{@code java -cp 'benchmarks/target/lib/*' site.ycsb.ext.benchmarks.couchbase2.MockClusterMain [nodes] [replicas]}
 */
public final class MockClusterMain {
  private MockClusterMain() {
  }

  public static void main(String[] args) throws IOException {
    int nodes = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    int replicas = args.length > 1 ? Integer.parseInt(args[1]) : 1;
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(nodes, replicas, "ycsb")) {
      System.out.println("http=" + mock.httpPort() + " carrier=" + mock.carrierPort());
      System.out.flush();
      InputStream in = System.in;
      while (in.read() >= 0) {
        // serve until the script closes our standard input
      }
    }
  }
}
