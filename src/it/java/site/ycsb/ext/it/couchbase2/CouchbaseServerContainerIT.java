/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.couchbase2;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.testcontainers.couchbase.BucketDefinition;
import org.testcontainers.couchbase.CouchbaseContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import site.ycsb.DBException;
import site.ycsb.db.couchbase2.Couchbase2Client;
import site.ycsb.db.couchbase2.Couchbase2ClientContract;
import site.ycsb.db.couchbase2.support.Couchbase2Properties;
import site.ycsb.db.couchbase2.support.SharedBucket;

/**
 * The binding's shared test bodies ({@link Couchbase2ClientContract}) against a real Couchbase Server (one node,
 * bucket {@code ycsb} with no replica and a primary index, so the N1QL scan and {@code kv=false} bodies run too).
 * Skipped where no Docker engine runs; the same bodies always run against a 3-node CouchbaseMock in
 * {@code couchbase2-binding}'s unit tests.
 */
@Testcontainers(disabledWithoutDocker = true)
class CouchbaseServerContainerIT extends Couchbase2ClientContract {

  @Container
  static final CouchbaseContainer SERVER = new CouchbaseContainer("couchbase/server:7.6.2")
      .withBucket(new BucketDefinition("ycsb").withPrimaryIndex(true))
      .withBucket(new BucketDefinition("noindex").withPrimaryIndex(false))
      .withStartupTimeout(Duration.ofMinutes(3));

  @AfterAll
  static void releaseBucket() throws DBException {
    closeKeeper();
  }

  @Override
  protected Properties serverProperties() {
    Properties props = new Properties();
    props.setProperty(Couchbase2Properties.HOST, SERVER.getHost());
    props.setProperty(Couchbase2Properties.BUCKET, "ycsb");
    props.setProperty(Couchbase2Properties.USERNAME, SERVER.getUsername());
    props.setProperty(Couchbase2Properties.PASSWORD, SERVER.getPassword());
    props.setProperty(Couchbase2Properties.BOOTSTRAP_HTTP_PORT, Integer.toString(SERVER.getBootstrapHttpDirectPort()));
    props.setProperty(Couchbase2Properties.BOOTSTRAP_CARRIER_PORT,
        Integer.toString(SERVER.getBootstrapCarrierDirectPort()));
    props.setProperty(Couchbase2Properties.EPOLL, "true");
    props.setProperty(Couchbase2Properties.BOOST, "16");
    // Scans must see the documents the test just wrote.
    props.setProperty(Couchbase2Properties.SCAN_CONSISTENCY, "request_plus");
    return props;
  }

  @Override
  protected int replicas() {
    return 0;
  }

  @Override
  protected boolean hasN1ql() {
    return true;
  }

  @Test
  void scanningWorkloadOnBucketWithoutPrimaryIndexFailsInitWithTheStatementToRun() throws DBException {
    closeKeeper();
    Properties props = props(Couchbase2Properties.BUCKET, "noindex", "scanproportion", "0.05");
    Couchbase2Client db = new Couchbase2Client();
    db.setProperties(props);
    DBException e = assertThrows(DBException.class, db::init);
    assertTrue(e.getMessage().contains("CREATE PRIMARY INDEX ON `noindex`"), e.getMessage());
    assertNull(SharedBucket.current(), "the failed init released the bucket");
  }
}
