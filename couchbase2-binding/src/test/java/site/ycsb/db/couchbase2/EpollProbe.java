/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2;

import java.util.Properties;
import site.ycsb.DBException;

/**
 * Run in a child JVM by {@code Couchbase2ClientInitTest}: initialises the binding with {@code couchbase.epoll=true}
 * and prints {@code INIT-FAILED <message>} or {@code INIT-OK}, then the number of SDK I/O threads.
 */
public final class EpollProbe {
  private EpollProbe() {
  }

  public static void main(String[] args) {
    Properties props = new Properties();
    props.setProperty("couchbase.epoll", "true");
    props.setProperty("couchbase.bootstrapHttpPort", args[0]);
    props.setProperty("couchbase.bootstrapCarrierPort", args[0]);
    props.setProperty("couchbase.connectTimeout", "1000");
    Couchbase2Client db = new Couchbase2Client();
    db.setProperties(props);
    try {
      db.init();
      System.out.println("INIT-OK");
    } catch (DBException e) {
      System.out.println("INIT-FAILED " + e.getMessage());
    }
    long ioThreads = Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("cb-io")).count();
    System.out.println("IO-THREADS " + ioThreads);
  }
}
