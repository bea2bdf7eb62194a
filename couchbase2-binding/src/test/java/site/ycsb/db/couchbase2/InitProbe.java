/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2;

import java.util.Properties;
import site.ycsb.DBException;

/**
 * Run in a child JVM by {@code Couchbase2QuietFailuresTest}, with the logging the project's JVMs have: initialises
 * the binding with the {@code name=value} properties of its arguments and prints {@code INIT-FAILED <message>} or
 * {@code INIT-OK} on stdout, so that the test reads stderr alone for what else was printed.
 */
public final class InitProbe {
  private InitProbe() {
  }

  public static void main(String[] args) {
    init(args);
    System.exit(0);
  }

  /** Initialises the binding with the {@code name=value} arguments and prints the outcome line on stdout. */
  static void init(String[] args) {
    Properties props = new Properties();
    for (String arg : args) {
      String[] pair = arg.split("=", 2);
      props.setProperty(pair[0], pair[1]);
    }
    Couchbase2Client db = new Couchbase2Client();
    db.setProperties(props);
    try {
      db.init();
      System.out.println("INIT-OK");
      db.cleanup();
    } catch (DBException e) {
      System.out.println("INIT-FAILED " + e.getMessage());
    }
  }
}
