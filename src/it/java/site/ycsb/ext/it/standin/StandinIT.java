/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.standin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import site.ycsb.ext.it.Distribution;

/**
 * The packaged {@code bin/ycsb standin aerospike}: the README's examples (on a free port instead of 3000/3100)
 * serve a cluster that the packaged {@code bin/ycsb load aerospike} fills, stop on SIGTERM, and refuse bad
 * options with exit 2.
 */
class StandinIT {
  @TempDir
  Path work;

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket()) {
      s.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0));
      return s.getLocalPort();
    }
  }

  /** Starts {@code bin/ycsb standin aerospike args...} and waits (at most 60 s) for its seed line. */
  private Process startStandin(Path out, String... args) throws Exception {
    List<String> command = new java.util.ArrayList<>();
    command.add(Distribution.home().resolve("bin").resolve("ycsb").toString());
    command.add("standin");
    command.add("aerospike");
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).directory(work.toFile()).redirectOutput(out.toFile())
        .redirectError(work.resolve("standin.err").toFile()).start();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline && p.isAlive()
        && !Files.readString(out, StandardCharsets.UTF_8).contains("seed ")) {
      Thread.sleep(100);
    }
    assertTrue(Files.readString(out, StandardCharsets.UTF_8).contains("seed "),
        "stand-in started: " + Files.readString(out) + Files.readString(work.resolve("standin.err")));
    return p;
  }

  private static void stop(Process p) throws InterruptedException {
    // SIGTERM: the shutdown hook closes the stand-in. Child JVMs of bin/ycsb go with it.
    p.descendants().forEach(ProcessHandle::destroy);
    p.destroy();
    if (!p.waitFor(20, TimeUnit.SECONDS)) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
      p.waitFor();
      throw new AssertionError("the stand-in did not stop within 20 s of SIGTERM");
    }
  }

  @Test
  void threeNodeStandinServesTheLoadOfThePackagedBinding() throws Exception {
    int port = freePort();
    Path out = work.resolve("standin.out");
    Process standin = startStandin(out, "--port", Integer.toString(port));
    try {
      String banner = Files.readString(out);
      assertTrue(banner.contains("hosts 127.0.0.1:" + port + ",127.0.0.2:" + port + ",127.0.0.3:" + port), banner);
      assertTrue(banner.contains("seed 127.0.0.1:" + port), banner);
      Distribution.Result load = Distribution.ycsb(work, "load", "aerospike", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-p", "as.host=127.0.0.1:" + port,
          "-p", "recordcount=500", "-threads", "4");
      assertEquals(0, load.exitCode, load.toString());
      assertTrue(load.stdout.contains("[INSERT], Return=OK, 500"), load.stdout);
    } finally {
      stop(standin);
    }
  }

  @Test
  void oneNodeWithTwoNamespacesAsInTheReadme() throws Exception {
    int port = freePort();
    Path out = work.resolve("standin.out");
    Process standin = startStandin(out, "--port", Integer.toString(port), "--nodes", "1", "--namespace", "ycsb,test");
    try {
      Distribution.Result load = Distribution.ycsb(work, "load", "aerospike", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-p", "as.host=127.0.0.1:" + port,
          "-p", "as.namespace=test", "-p", "recordcount=100");
      assertEquals(0, load.exitCode, load.toString());
      assertTrue(load.stdout.contains("[INSERT], Return=OK, 100"), load.stdout);
    } finally {
      stop(standin);
    }
  }

  @Test
  void communityRefusesTtlWritesThatTheEnterpriseExampleServes() throws Exception {
    int port = freePort();
    Path out = work.resolve("standin.out");
    Process standin = startStandin(out, "--port", Integer.toString(port), "--nodes", "1");
    try {
      assertTrue(Files.readString(out).contains("Aerospike Community Edition"), Files.readString(out));
      Distribution.Result load = Distribution.ycsb(work, "load", "aerospike", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-p", "as.host=127.0.0.1:" + port,
          "-p", "recordcount=20", "-p", "as.expiration=60");
      // The binding reads the namespace's nsup-period at init and refuses the TTL before the first insert: exit 2,
      // one line naming the setting, the server's value and what to change; nothing was written.
      assertEquals(2, load.exitCode, load.toString());
      assertTrue(load.stderr.lines().anyMatch(l -> l.contains("as.expiration=60") && l.contains("nsup-period 0")),
          "the refusal names the setting and the server's value: " + load.stderr);
      assertFalse(load.stdout.contains("[INSERT], Return="), load.toString());
    } finally {
      stop(standin);
    }
    // The README's Enterprise example (on a free port).
    port = freePort();
    out = work.resolve("standin-ee.out");
    standin = startStandin(out, "--port", Integer.toString(port), "--edition", "enterprise", "--replication-factor",
        "2", "--nsup-period", "120");
    try {
      assertTrue(Files.readString(out).contains("Aerospike Enterprise Edition"), Files.readString(out));
      Distribution.Result load = Distribution.ycsb(work, "load", "aerospike", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-p", "as.host=127.0.0.1:" + port,
          "-p", "recordcount=20", "-p", "as.expiration=60", "-p", "as.durableDelete=true");
      assertEquals(0, load.exitCode, load.toString());
      assertTrue(load.stdout.contains("[INSERT], Return=OK, 20"), load.stdout);
    } finally {
      stop(standin);
    }
  }

  @Test
  void badOptionIsOneLineAndExitTwo() {
    Distribution.Result r = Distribution.ycsb(work, "standin", "aerospike", "--nodes", "300");
    assertEquals(2, r.exitCode, r.toString());
    assertEquals(List.of("ycsb: Invalid value '300' for option '--nodes': expected 1..254"), r.errorLines());
  }
}
