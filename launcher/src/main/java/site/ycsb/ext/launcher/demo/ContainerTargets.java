/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.demo;

import java.util.Arrays;
import java.util.List;
import org.testcontainers.DockerClientFactory;
import site.ycsb.ext.contract.BadInputException;

/**
 * {@code demo --containers}: real server images through Testcontainers, or a clear refusal when no Docker engine
 * is reachable. Stateless.
 */
final class ContainerTargets {
  static final String AEROSPIKE_IMAGE = "aerospike/aerospike-server:8.1.0.0";
  static final String COUCHBASE_IMAGE = "couchbase/server:7.6.2";

  private ContainerTargets() {
  }

  /**
   * @throws BadInputException naming why containers cannot run here (no Docker engine found)
   */
  static List<DemoTarget> create() {
    boolean docker;
    // The refusal is one line: Testcontainers' own search would log an [ERROR] block (and a NullPointerException)
    // first. Its loggers are quiet for the probe, and without DOCKER_HOST or a socket it is not asked at all.
    System.setProperty("org.slf4j.simpleLogger.log.org.testcontainers", "off");
    if (System.getenv("DOCKER_HOST") == null && !new java.io.File("/var/run/docker.sock").exists()) {
      docker = false;
    } else {
      try {
        docker = DockerClientFactory.instance().isDockerAvailable();
      } catch (RuntimeException | LinkageError e) {
        docker = false;
      }
    }
    System.clearProperty("org.slf4j.simpleLogger.log.org.testcontainers");
    if (!docker) {
      String dockerHost = System.getenv("DOCKER_HOST");
      throw new BadInputException("demo --containers needs a Docker engine and none is reachable ("
          + (dockerHost == null ? "DOCKER_HOST is not set" : "DOCKER_HOST=" + dockerHost + " does not answer")
          + ", /var/run/docker.sock " + (new java.io.File("/var/run/docker.sock").exists() ? "does not answer"
          : "does not exist") + "); run bin/ycsb demo without --containers to use the embedded servers");
    }
    return Arrays.asList(new AerospikeContainerTarget(AEROSPIKE_IMAGE), new CouchbaseContainerTarget(COUCHBASE_IMAGE));
  }
}
