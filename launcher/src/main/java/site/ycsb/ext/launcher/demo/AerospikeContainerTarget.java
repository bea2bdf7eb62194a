/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.demo;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;

/** The demo's Aerospike as a real server image (namespace {@code test}, the image's default). Not thread-safe. */
final class AerospikeContainerTarget implements DemoTarget {
  private final String image;
  private GenericContainer<?> container;

  AerospikeContainerTarget(String image) {
    this.image = image;
  }

  @Override
  public String binding() {
    return "aerospike";
  }

  @Override
  public String describe() {
    return image + (container == null ? "" : " on " + container.getHost() + ":" + container.getMappedPort(3000));
  }

  @Override
  public void start() {
    container = new GenericContainer<>(image)
        .withExposedPorts(3000)
        .waitingFor(Wait.forLogMessage(".*service ready: soon there will be cake!.*", 1)
            .withStartupTimeout(Duration.ofMinutes(3)));
    container.start();
  }

  @Override
  public List<String> bindingProperties() {
    return Arrays.asList("as.host=" + container.getHost() + ":" + container.getMappedPort(3000), "as.namespace=test");
  }

  @Override
  public void close() {
    if (container != null) {
      container.stop();
    }
  }
}
