/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2;

import com.couchbase.client.java.env.DefaultCouchbaseEnvironment;
import rx.Observable;

/**
 * A JVM of its own for {@link Couchbase2QuietFailuresTest}: a failed init (its arguments are the binding's
 * properties), then a failure no subscriber takes on the SDK's computation thread, the way RxJava 1 meets one after a
 * bootstrap gave up, then a failure on a thread of nobody's. Prints the init's outcome on stdout.
 */
public final class SdkThreadFailureProbe {
  private SdkThreadFailureProbe() {
  }

  public static void main(String[] args) throws Exception {
    InitProbe.init(args);
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
