/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Properties;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import site.ycsb.DBException;
import site.ycsb.db.couchbase2.support.Couchbase2Properties;
import site.ycsb.db.couchbase2.support.SharedBucket;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * What the cluster cannot honour is refused by {@code init} on one line caused by an {@link IllegalArgumentException}
 * (invalid input: exit 2 under {@code bin/ycsb}), and a refusal is remembered: later {@code init}s in the JVM fail
 * with the same line without bootstrapping again.
 */
class Couchbase2RefusalTest {

  private static DBException refused(Properties props) {
    Couchbase2Client db = new Couchbase2Client();
    db.setProperties(props);
    DBException e = assertThrows(DBException.class, db::init);
    assertInstanceOf(IllegalArgumentException.class, e.getCause(), "invalid input: " + e.getMessage());
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
    assertNull(SharedBucket.current(), "a refused init holds no bucket");
    return e;
  }

  /**
   * A wrong password was served by the stand-in (and by a real server refused only after the whole run's first 10 s
   * of failures, exit 1): it is bad input named at init, with the user and never the password.
   */
  @Test
  void aWrongPasswordIsRefusedAtOnceNamingTheUserNeverThePassword() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(2, 1, "ycsb", 0, 0, false, null, "s3cret")) {
      Properties props = mock.bindingProperties();
      props.setProperty(Couchbase2Properties.PASSWORD, "wrong-s3cret");
      // A connect timeout far beyond any load's slowness: a refusal that waited for it cannot pass for a quick one.
      props.setProperty("couchbase.connectTimeout", "600000");
      long started = System.nanoTime();
      DBException e = refused(props);
      assertTrue(System.nanoTime() - started < TimeUnit.SECONDS.toNanos(300), "waited for the connect timeout");
      assertEquals("couchbase2: the cluster at 127.0.0.1 refused the login of user 'ycsb' to bucket 'ycsb'"
          + " (authentication failed): check couchbase.password (the bucket's password: couchbase.username is unset,"
          + " so the user is the bucket's name)", e.getMessage());
      props.setProperty(Couchbase2Properties.USERNAME, "bench");
      e = refused(props);
      assertEquals("couchbase2: the cluster at 127.0.0.1 refused the login of user 'bench' to bucket 'ycsb'"
          + " (authentication failed): check couchbase.password and couchbase.username", e.getMessage());
      assertFalse(e.getMessage().contains("s3cret"), e.getMessage());
    }
  }

  @Test
  void aRefusedDurabilityIsRememberedSoNoOtherThreadBootstrapsAgain() throws Exception {
    Properties props;
    String first;
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(3, 1, "remembered")) {
      props = mock.bindingProperties();
      props.setProperty(Couchbase2Properties.REPLICATE_TO, "2");
      first = refused(props).getMessage();
      assertTrue(first.contains("couchbase.replicateTo=2"), first);
    }
    // The cluster is gone: a second bootstrap would fail differently (and only after connectTimeout).
    for (int thread = 0; thread < 3; thread++) {
      assertEquals(first, refused(props).getMessage());
    }
  }
}
