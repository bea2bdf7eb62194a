/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.fanout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.testsupport.ssh.LoopbackHosts;

/**
 * The fan-out ITs' client hosts: real SSH servers on the given loopback addresses, in a work directory of their own
 * beside the distribution's tarball, with the tarball deployed to each by {@code fanout deploy}; {@link #close} stops
 * them and deletes every file (each host holds an unpacked distribution: repeated runs must not fill target/). One per
 * test class; not thread-safe.
 */
final class DeployedHosts implements AutoCloseable {
  private final Path work;
  private final LoopbackHosts hosts;

  private DeployedHosts(Path work, LoopbackHosts hosts) {
    this.work = work;
    this.hosts = hosts;
  }

  /**
   * Starts the hosts and deploys the tarball to them (asserting that the deploy succeeded).
   *
   * @param prefix the work directory's name prefix, e.g. {@code it-fanout-collect-}
   */
  static DeployedHosts start(String prefix, String... addresses) throws IOException, InterruptedException {
    Path archive = archive();
    Path work = Files.createTempDirectory(archive.getParent(), prefix);
    DeployedHosts deployed = new DeployedHosts(work, LoopbackHosts.start(work, addresses));
    try {
      Distribution.Result deploy = deployed.ycsb(Duration.ofMinutes(4), "fanout", "deploy", "--hosts",
          deployed.hosts.hostsOption(), "--ssh-config", deployed.hosts.client().config().toString(),
          archive.toString());
      assertEquals(0, deploy.exitCode, deploy.toString());
    } catch (RuntimeException | Error e) {
      deployed.close();
      throw e;
    }
    return deployed;
  }

  /** The distribution's tarball ({@code ycsb.dist.archive}). */
  static Path archive() {
    return Paths.get(System.getProperty("ycsb.dist.archive"));
  }

  /** The work directory: the hosts' homes, the central side's files. */
  Path work() {
    return work;
  }

  LoopbackHosts hosts() {
    return hosts;
  }

  /** {@code bin/ycsb args...} of the unpacked distribution, run in the work directory, killed after {@code limit}. */
  Distribution.Result ycsb(Duration limit, String... args) {
    return Distribution.ycsb(work, limit, Map.of(), args);
  }

  @Override
  public void close() throws IOException {
    try {
      hosts.close();
    } finally {
      try (Stream<Path> files = Files.walk(work)) {
        files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }
}
