/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.jupiter.api.Assertions.assertSame;

import com.couchbase.client.core.cnc.metrics.NoopMeter;
import com.couchbase.client.java.env.ClusterEnvironment;
import java.lang.reflect.Method;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * The SDK environment the binding builds: what it leaves out of the SDK's defaults. The SDK's logging meter reports
 * to the SDK's logger, which the binding keeps off unless asked, while its recorders' pause detector (3 threads waking
 * every millisecond) costs CPU all the time: 22-24% of a process's CPU at 300 operations per second (docs/metrics.md).
 */
class SharedClusterEnvironmentTest {
  @Test
  void theSdksLoggingMeterAndItsPauseDetectorThreadsAreOff() throws ReflectiveOperationException {
    Properties props = new Properties();
    props.setProperty(Couchbase3Properties.PASSWORD, "pw");
    // private: the method goes upstream as it is here, and the series' commit that brings it is at its line bound
    Method build = SharedCluster.class.getDeclaredMethod("buildEnvironment", Couchbase3Settings.class);
    build.setAccessible(true);
    ClusterEnvironment environment = (ClusterEnvironment) build.invoke(null, Couchbase3Settings.from(props));
    try {
      // The SDK's default meter records every operation's latency in LatencyStats with a pause detector.
      assertSame(NoopMeter.INSTANCE, environment.meter());
    } finally {
      environment.shutdown();
    }
  }
}
