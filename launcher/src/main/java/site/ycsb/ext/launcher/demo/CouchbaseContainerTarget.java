/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.demo;

import java.util.Arrays;
import java.util.List;
import org.testcontainers.couchbase.BucketDefinition;
import org.testcontainers.couchbase.CouchbaseContainer;

/** The demo's Couchbase as a real server image with one bucket {@code default}. Not thread-safe. */
final class CouchbaseContainerTarget implements DemoTarget {
  private final String image;
  private CouchbaseContainer container;

  CouchbaseContainerTarget(String image) {
    this.image = image;
  }

  @Override
  public String binding() {
    return "couchbase2";
  }

  @Override
  public String describe() {
    return image + (container == null ? "" : " on " + container.getHost());
  }

  @Override
  public void start() {
    container = new CouchbaseContainer(image).withBucket(new BucketDefinition(CouchbaseDemoTarget.BUCKET));
    container.start();
  }

  @Override
  public List<String> bindingProperties() {
    return Arrays.asList(
        "couchbase.host=" + container.getHost(),
        "couchbase.bucket=" + CouchbaseDemoTarget.BUCKET,
        "couchbase.username=" + container.getUsername(),
        "couchbase.password=" + container.getPassword(),
        "couchbase.bootstrapHttpPort=" + container.getBootstrapHttpDirectPort(),
        "couchbase.bootstrapCarrierPort=" + container.getBootstrapCarrierDirectPort(),
        "couchbase.epoll=true",
        "couchbase.boost=16");
  }

  @Override
  public void close() {
    if (container != null) {
      container.stop();
    }
  }
}
