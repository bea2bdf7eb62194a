/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Properties;

import org.junit.jupiter.api.Test;

import site.ycsb.DBException;

/** What {@code init} reports when the cluster cannot be reached. */
class AerospikeClientInitTest {

  private static int closedLoopbackPort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  @Test
  void unreachableClusterFailsInitWithOneLineNamingTheHostsAndNoPassword() throws IOException, DBException {
    int port = closedLoopbackPort();
    Properties props = new Properties();
    props.setProperty("as.host", "127.0.0.1:" + port);
    props.setProperty("as.user", "bench");
    props.setProperty("as.password", "s3cret-pw");
    AerospikeClient db = new AerospikeClient();
    db.setProperties(props);
    DBException e = assertThrows(DBException.class, db::init);
    assertTrue(e.getMessage().startsWith("Cannot connect to Aerospike at [127.0.0.1:" + port + "]: "), e.getMessage());
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
    assertFalse(e.getMessage().contains("s3cret-pw"), e.getMessage());
    assertNull(db.sharedClient(), "a failed init holds no client");
    db.cleanup(); // core calls cleanup after a failed init in some paths: it must be harmless
  }
}
