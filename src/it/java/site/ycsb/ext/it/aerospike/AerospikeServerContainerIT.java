/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.aerospike;

import java.time.Duration;
import java.util.Properties;

import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

import site.ycsb.db.AerospikeClientContract;

/**
 * The binding's shared test bodies ({@link AerospikeClientContract}) against a real Aerospike server: the
 * {@code aerospike/aerospike-server} image (Community Edition, namespace {@code test} in memory). Skipped where
 * no Docker engine runs; the same bodies always run against {@code aerospike-standin} in
 * {@code aerospike-binding}'s unit tests.
 */
@Testcontainers(disabledWithoutDocker = true)
class AerospikeServerContainerIT extends AerospikeClientContract {
  private static final int SERVICE_PORT = 3000;

  @Container
  static final GenericContainer<?> SERVER = new GenericContainer<>("aerospike/aerospike-server")
      .withExposedPorts(SERVICE_PORT)
      // The server logs this line once it accepts client commands.
      .waitingFor(Wait.forLogMessage(".*service ready: soon there will be cake!.*", 1))
      .withStartupTimeout(Duration.ofMinutes(2));

  @Override
  protected Properties serverProperties() {
    Properties props = new Properties();
    props.setProperty("as.host", SERVER.getHost() + ":" + SERVER.getMappedPort(SERVICE_PORT));
    props.setProperty("as.namespace", "test");
    return props;
  }
}
