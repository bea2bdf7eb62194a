/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.couchbase2;

import java.io.IOException;
import java.io.InputStream;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * Serves a CouchbaseMock cluster in its own JVM for the couchbase2 and couchbase3 benchmark scripts: {@code nodes}
 * nodes with {@code replicas} replicas, node i on 127.0.0.(i+1), bucket {@code ycsb}, with {@code password} when
 * given (SDK 3 needs one; its user is the bucket's name). Prints one line, {@code http=<port> carrier=<port>}, then
 * serves until its standard input closes.
 *
 * <p>{@code java -cp 'benchmarks/target/lib/*' site.ycsb.ext.benchmarks.couchbase2.MockClusterMain [nodes] [replicas]
 * [password]}
 */
public final class MockClusterMain {
  private MockClusterMain() {
  }

  public static void main(String[] args) throws IOException {
    int nodes = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    int replicas = args.length > 1 ? Integer.parseInt(args[1]) : 1;
    String password = args.length > 2 ? args[2] : "";
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(nodes, replicas, "ycsb", 0, 0, false, null,
        password)) {
      System.out.println("http=" + mock.httpPort() + " carrier=" + mock.carrierPort());
      System.out.flush();
      InputStream in = System.in;
      while (in.read() >= 0) {
        // serve until the script closes our standard input
      }
    }
  }
}
