/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.Status;

/** The live metrics endpoint, scraped over loopback HTTP with the measurements driven on a manual clock. */
class MetricsEndpointTest {
  /** A whole second. */
  private static final long T = 1_700_000_000_000L;
  private static final String[] RUN = {"host", "client-1", "binding", "basic", "run_id", "r-7", "phase", "run"};

  @TempDir
  Path dir;
  private ExtMeasurements measurements;

  @AfterEach
  void close() {
    if (measurements != null) {
      measurements.close();
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  private Properties props(String... pairs) {
    Properties props = CollectingExporter.properties("measurementtype", "periodichistogram",
        "periodichistogram.interval", "1", "periodichistogram.output.path", dir + "/out/",
        "ycsb.ext.host", "client-1", "ycsb.ext.binding", "basic", "ycsb.ext.phase", "run", "metrics.run.id", "r-7",
        "db", "site.ycsb.BasicDB");
    for (int i = 0; i < pairs.length; i += 2) {
      props.setProperty(pairs[i], pairs[i + 1]);
    }
    return props;
  }

  private static String[] labels(String... more) {
    String[] all = new String[RUN.length + more.length];
    System.arraycopy(RUN, 0, all, 0, RUN.length);
    System.arraycopy(more, 0, all, RUN.length, more.length);
    return all;
  }

  private static double state(Exposition scrape, String state) {
    return scrape.value("ycsb_run_state", labels("ycsb_run_state", state));
  }

  @Test
  void scrapeShowsLiveStatusCountsAndPerWindowLatencyThroughputAndState() throws Exception {
    int port = freePort();
    ManualWindowClock clock = new ManualWindowClock(T);
    measurements = MeasurementsInstaller.install(props("metrics.port", Integer.toString(port)), clock);
    assertEquals(port, measurements.metricsPort());

    Exposition before = Exposition.scrape("127.0.0.1", port);
    assertEquals(1, state(before, "initialising"));
    assertEquals(0, state(before, "running"));
    assertEquals("site.ycsb.BasicDB", before.find("ycsb_run_info", RUN).get(0).labels().get("db"));

    measurements.startRun(T);
    for (int latencyUs : new int[] {5, 150, 3_000}) {
      measurements.measure("READ", latencyUs);
      measurements.reportStatus("READ", Status.OK);
    }
    measurements.measure("READ-FAILED", 40);
    measurements.reportStatus("READ", Status.ERROR);
    measurements.measure("UPDATE", 70);
    measurements.reportStatus("UPDATE", Status.OK);

    Exposition live = Exposition.scrape("127.0.0.1", port);
    assertEquals(1, state(live, "running"));
    assertEquals(3, live.value("ycsb_operations_total", labels("operation", "READ", "status", "OK")),
        "counts are live, before the window closes");
    assertEquals(1, live.value("ycsb_operations_total", labels("operation", "READ", "status", "ERROR")));
    assertEquals(1, live.value("ycsb_operations_total", labels("operation", "UPDATE", "status", "OK")));
    assertEquals(0, live.value("ycsb_operation_latency_seconds_count", labels("operation", "READ")),
        "latencies arrive with the window");

    assertTrue(clock.advanceTo(T + 1_000, 10_000));
    Exposition windowed = Exposition.scrape("127.0.0.1", port);
    String[] read = labels("operation", "READ");
    assertEquals(3, windowed.value("ycsb_operation_latency_seconds_count", read));
    assertEquals(3_155e-6, windowed.value("ycsb_operation_latency_seconds_sum", read), 1e-12);
    assertEquals(1, windowed.value("ycsb_operation_latency_seconds_bucket", labels("operation", "READ", "le", "1.0E-5")));
    assertEquals(2, windowed.value("ycsb_operation_latency_seconds_bucket", labels("operation", "READ", "le", "2.0E-4")));
    assertEquals(2, windowed.value("ycsb_operation_latency_seconds_bucket", labels("operation", "READ", "le", "0.002")));
    assertEquals(3, windowed.value("ycsb_operation_latency_seconds_bucket", labels("operation", "READ", "le", "0.005")));
    assertEquals(3, windowed.value("ycsb_operation_latency_seconds_bucket", labels("operation", "READ", "le", "+Inf")));
    assertEquals(1, windowed.value("ycsb_operation_latency_seconds_count", labels("operation", "READ-FAILED")));
    assertEquals(3.0, windowed.value("ycsb_throughput_operations_per_second", read), 1e-9,
        "three reads in a one-second window");

    measurements.measure("READ", 10_000);
    measurements.reportStatus("READ", Status.OK);
    assertTrue(clock.advanceTo(T + 1_500, 10_000));
    measurements.endRun();
    assertEquals(1, state(Exposition.scrape("127.0.0.1", port), "finishing"));
    Map<String, Number> summary = CollectingExporter.export(measurements);
    Exposition last = Exposition.scrape("127.0.0.1", port);
    assertEquals(summary.get("READ/Return=OK").doubleValue(),
        last.value("ycsb_operations_total", labels("operation", "READ", "status", "OK")));
    assertEquals(summary.get("READ/Operations").doubleValue(),
        last.value("ycsb_operation_latency_seconds_count", read), "the last, partial window is served too");
    assertEquals(2.0, last.value("ycsb_throughput_operations_per_second", read), 1e-9, "one read in half a second");
  }

  @Test
  void lingerServesTheDoneStateAfterCloseThenStops() throws Exception {
    int port = freePort();
    measurements = MeasurementsInstaller.install(props("metrics.port", Integer.toString(port), "metrics.linger", "30"),
        new ManualWindowClock(T));
    measurements.startRun(T);
    measurements.endRun();
    Thread closer = new Thread(measurements::close);
    closer.start();
    boolean done = false;
    // within the 30-s linger, however slowly a busy machine gets there
    long deadlineNs = System.nanoTime() + TimeUnit.SECONDS.toNanos(25);
    while (!done && System.nanoTime() < deadlineNs) {
      done = state(Exposition.scrape("127.0.0.1", port), "done") == 1;
      if (!done) {
        Thread.sleep(25);
      }
    }
    assertTrue(done, "state done is served while lingering");
    closer.interrupt(); // ends the linger early
    closer.join(10_000);
    measurements = null;
    assertThrows(IOException.class, () -> Exposition.scrape("127.0.0.1", port), "the server stopped");
  }

  @Test
  void aBusyPortIsRefusedNamingTheProperty() throws Exception {
    try (ServerSocket busy = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      String port = Integer.toString(busy.getLocalPort());
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> MeasurementsInstaller.install(props("metrics.port", port), new ManualWindowClock(T)));
      assertTrue(e.getMessage().startsWith("Invalid value '" + port + "' for property 'metrics.port': expected a free "
          + "TCP port on 127.0.0.1"), e.getMessage());
    }
  }

  @Test
  void badValuesAreRefusedNamingTheProperty() {
    String[][] cases = {
        {"metrics.port", "0", "metrics.port"},
        {"metrics.port", "65536", "metrics.port"},
        {"metrics.port", "ninety", "metrics.port"},
        {"metrics.host", "no-such-host.invalid", "metrics.host"},
        {"metrics.host", "192.0.2.1", "metrics.host"},
        {"metrics.linger", "-1", "metrics.linger"},
        {"metrics.linger", "0.0005", "metrics.linger"},
    };
    for (String[] bad : cases) {
      Properties props = props("metrics.port", "9", bad[0], bad[1]);
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> MeasurementsInstaller.install(props, new ManualWindowClock(T)), bad[0] + "=" + bad[1]);
      assertTrue(e.getMessage().startsWith("Invalid value '" + bad[1] + "' for property '" + bad[2] + "': expected"),
          e.getMessage());
      assertTrue(!e.getMessage().contains("\n"), "one line");
    }
  }

  @Test
  void metricsNeedThePeriodicMeasurementType() {
    Properties props = props("metrics.port", "9400", "measurementtype", "hdrhistogram");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> MeasurementsInstaller.install(props, new ManualWindowClock(T)));
    assertEquals("Invalid value '9400' for property 'metrics.port': expected to be set only with "
        + "measurementtype=periodichistogram or hdrhistogram+periodichistogram (the endpoint serves the periodic "
        + "windows), not with measurementtype=hdrhistogram", e.getMessage());
  }
}
