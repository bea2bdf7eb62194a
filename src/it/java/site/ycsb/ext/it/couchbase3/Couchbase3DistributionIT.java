/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.couchbase3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * The packaged {@code bin/ycsb} with the couchbase3 binding (Java SDK 3) against a 3-node stand-in with one replica
 * and a bucket password, in this JVM: the shared bodies of {@link Couchbase3BinYcsbContract} (the page's load and
 * run with the stand-in's {@code -p} options, what {@code standin couchbase --password} prints; refusals with exit
 * 2), and TLS against the packaged {@code standin couchbase --tls DIR}.
 */
class Couchbase3DistributionIT extends Couchbase3BinYcsbContract {
  private static CouchbaseMockCluster mock;

  @BeforeAll
  static void startMock() throws IOException {
    mock = CouchbaseMockCluster.start(3, 1, "ycsb", 0, 0, false, null, "secret");
  }

  @AfterAll
  static void stopMock() {
    mock.close();
  }

  @Override
  protected Map<String, String> serverOptions() {
    assertTrue(mock.bindingSettings().containsKey("couchbase.password"), mock.bindingSettings().toString());
    return mock.bindingSettings();
  }

  @Override
  protected int nodes() {
    return 3;
  }

  @Override
  protected int replicas() {
    return 1;
  }

  @Override
  protected boolean standin() {
    return true;
  }

  @Override
  protected String majorityRefusal() {
    return null; // 3 nodes, 1 replica: a majority is 2 copies, each on a node of its own
  }

  /**
   * The packaged stand-in with {@code --tls DIR --password}, and {@code bin/ycsb load couchbase3} with the options it
   * prints (the couchbase2 binding's TLS names), then with the fork's ({@code sslMode=data}, the PEM certificate,
   * {@code kvPort}): every insert over TLS, the manifest records {@code tls=true}.
   */
  @Test
  void tlsStandinServesLoadsWithTheOptionsItPrintsAndWithTheForksNames() throws Exception {
    Path tlsDir = work.resolve("standin-tls");
    Path out = work.resolve("standin-tls.out");
    Process standin = new ProcessBuilder(Distribution.home().resolve("bin/ycsb").toString(), "standin", "couchbase",
        "--nodes", "2", "--replicas", "1", "--port", "0", "--tls", tlsDir.toString(), "--password", "secret")
        .directory(work.toFile()).redirectOutput(out.toFile()).redirectError(work.resolve("standin.err").toFile())
        .start();
    try {
      String options = awaitOptionsLine(standin, out);
      assertTrue(options.contains("-p couchbase.sslEnabled=true"), options);
      List<String> load = new ArrayList<>(List.of("load", "couchbase3", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-p", "recordcount=100", "-threads", "2",
          "-p", "couchbase.replicateTo=1"));
      load.addAll(List.of(options.split(" ")));
      Distribution.Result printed = Distribution.ycsb(work, load.toArray(new String[0]));
      assertEquals(0, printed.exitCode, printed.toString());
      assertEquals(100, count(printed.stdout, "[INSERT], Return=OK"), printed.toString());

      String kvPort = option(options, "couchbase.bootstrapCarrierSslPort");
      List<String> fork = new ArrayList<>(List.of("load", "couchbase3", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-p", "recordcount=200", "-p",
          "insertstart=100", "-p", "insertcount=100", "-p", "couchbase.host=127.0.0.1", "-p", "couchbase.bucket=" + option(options,
          "couchbase.bucket"), "-p", "couchbase.password=secret", "-p", "couchbase.sslMode=data", "-p",
          "couchbase.certificateFile=" + tlsDir.resolve("standin-certificate.pem"), "-p", "couchbase.kvPort=" + kvPort,
          "-p", "couchbase.managerPort=" + option(options, "couchbase.bootstrapHttpPort")));
      Distribution.Result forked = Distribution.ycsb(work, fork.toArray(new String[0]));
      assertEquals(0, forked.exitCode, forked.toString());
      assertEquals(100, count(forked.stdout, "[INSERT], Return=OK"), forked.toString());
    } finally {
      standin.descendants().forEach(ProcessHandle::destroy);
      standin.destroy();
      if (!standin.waitFor(20, TimeUnit.SECONDS)) {
        standin.descendants().forEach(ProcessHandle::destroyForcibly);
        standin.destroyForcibly();
      }
    }
  }

  private static String option(String options, String name) {
    for (String word : options.split(" ")) {
      if (word.startsWith(name + "=")) {
        return word.substring(name.length() + 1);
      }
    }
    throw new AssertionError("no " + name + " in " + options);
  }

  private static String awaitOptionsLine(Process standin, Path out) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline && standin.isAlive()) {
      for (String line : Files.readAllLines(out, StandardCharsets.UTF_8)) {
        if (line.startsWith("-p ")) {
          return line;
        }
      }
      Thread.sleep(100);
    }
    throw new AssertionError("no -p line from the stand-in: " + Files.readString(out));
  }

}
