/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2;

import com.couchbase.client.java.env.DefaultCouchbaseEnvironment;
import java.util.Properties;
import rx.Observable;
import site.ycsb.DBException;

/**
 * A JVM of its own for {@link Couchbase2QuietFailuresTest}: a failed init (its arguments are the binding's
 * properties), then a failure no subscriber takes on the SDK's computation thread, the way RxJava 1 meets one after a
 * bootstrap gave up, then a failure on a thread of nobody's. Prints the init's outcome on stdout.
 */
public final class SdkThreadFailureProbe {
  private SdkThreadFailureProbe() {
  }

  public static void main(String[] args) throws Exception {
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
    DefaultCouchbaseEnvironment environment = DefaultCouchbaseEnvironment.create();
    Observable.error(new IllegalStateException("a late failure nobody waits for"))
        .subscribeOn(environment.scheduler()).subscribe();
    Thread.sleep(1_000);
    Thread other = new Thread(() -> {
      throw new IllegalStateException("a failure of a thread not the SDK's");
    }, "not-the-sdk");
    other.start();
    other.join();
    environment.shutdown();
    System.exit(0);
  }
}
