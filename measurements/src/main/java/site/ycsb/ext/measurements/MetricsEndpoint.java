/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import io.prometheus.metrics.core.metrics.CounterWithCallback;
import io.prometheus.metrics.core.metrics.GaugeWithCallback;
import io.prometheus.metrics.core.metrics.Info;
import io.prometheus.metrics.core.metrics.StateSet;
import io.prometheus.metrics.exporter.httpserver.HTTPServer;
import io.prometheus.metrics.model.registry.Collector;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import io.prometheus.metrics.model.snapshots.ClassicHistogramBuckets;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;
import java.io.Closeable;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The live metrics of one benchmark JVM, served as Prometheus/OpenMetrics text on {@code metrics.host:metrics.port}
 * by the Prometheus Java client's HTTP server, from a registry of its own. Every value is read at scrape time from
 * what the measurements keep anyway (the per-status {@code LongAdder}s, the windows the window thread closes), so
 * recording gains nothing per operation. Series (each with the labels {@code host}, {@code binding}, {@code run_id},
 * {@code phase}):
 *
 * <ul>
 *   <li>{@code ycsb_operations_total{operation,status}}: counter, operations per return code, live;</li>
 *   <li>{@code ycsb_operation_latency_seconds{operation}}: histogram of the latencies of every closed window (grows
 *       once per window; {@code rate(..[w])} over a range of at least two windows gives the recent distribution);</li>
 *   <li>{@code ycsb_throughput_operations_per_second{operation}}: gauge, operations per second of the last closed
 *       window;</li>
 *   <li>{@code ycsb_run_state{ycsb_run_state}}: state set, {@link RunState};</li>
 *   <li>{@code ycsb_run_info{db,measurementtype,window_seconds}}: info.</li>
 * </ul>
 *
 * <p>Thread-safety: {@link #state} from any thread; {@link #close} once, by the thread that owns the measurements.
 */
final class MetricsEndpoint implements Closeable {

  private static final Logger LOG = LoggerFactory.getLogger(MetricsEndpoint.class);
  private static final String OPERATION = "operation";

  private final MetricsSettings settings;
  private final StateSet state;
  private final HTTPServer server;

  private MetricsEndpoint(MetricsSettings settings, StateSet state, HTTPServer server) {
    this.settings = settings;
    this.state = state;
    this.server = server;
  }

  /**
   * Registers the run's metrics and starts serving them; the state is {@link RunState#INITIALISING}.
   *
   * @param settings enabled metrics settings
   * @param measurements the measurements whose values are served
   * @param dbClass the {@code db} property, for the info series
   * @return the running endpoint
   * @throws IllegalArgumentException naming {@code metrics.port} when the port cannot be bound (in use)
   */
  static MetricsEndpoint start(MetricsSettings settings, final ExtMeasurements measurements, String dbClass) {
    Labels constant = Labels.of("host", settings.hostLabel(), "binding", settings.binding(), "run_id",
        settings.runId(), "phase", settings.phase());
    PrometheusRegistry registry = new PrometheusRegistry();
    CounterWithCallback.builder().name("ycsb_operations_total")
        .help("Operations completed, per operation and return code (Return=<status> in the summary)")
        .labelNames(OPERATION, "status").constLabels(constant)
        .callback(callback -> {
          for (PeriodicHistogram histogram : measurements.histograms()) {
            for (Map.Entry<String, Long> status : histogram.statusCounts().entrySet()) {
              callback.call(status.getValue(), histogram.getName(), status.getKey());
            }
          }
        }).register(registry);
    GaugeWithCallback.builder().name("ycsb_throughput_operations_per_second")
        .help("Operations per second in the last closed window, per operation")
        .labelNames(OPERATION).constLabels(constant)
        .callback(callback -> {
          for (PeriodicHistogram histogram : measurements.histograms()) {
            callback.call(histogram.lastWindowOpsPerSec(), histogram.getName());
          }
        }).register(registry);
    registry.register(new LatencyCollector(measurements, constant));
    StateSet state = StateSet.builder().name("ycsb_run_state").help("Where the benchmark JVM is in its run")
        .states(RunState.labels()).constLabels(constant).register(registry);
    Info info = Info.builder().name("ycsb_run_info").help("What this benchmark JVM runs")
        .labelNames("db", "measurementtype", "window_seconds").constLabels(constant).register(registry);
    info.setLabelValues(dbClass == null ? "" : dbClass, measurements.settings().type().value(),
        Double.toString(measurements.settings().windowMs() / 1000.0));
    HTTPServer server;
    try {
      server = HTTPServer.builder().inetAddress(settings.address()).port(settings.port()).registry(registry)
          .buildAndStart();
    } catch (IOException | RuntimeException e) {
      throw MeasurementSettings.invalid(MetricsProperties.PORT, Integer.toString(settings.port()),
          "a free TCP port on " + settings.hostValue() + " (" + e.getClass().getSimpleName() + ": "
          + e.getMessage() + ")");
    }
    MetricsEndpoint endpoint = new MetricsEndpoint(settings, state, server);
    endpoint.state(RunState.INITIALISING);
    LOG.info("Serving metrics on http://{}:{}/metrics", settings.hostValue(), server.getPort());
    return endpoint;
  }

  /** Shows {@code now} as the run's state. */
  void state(RunState now) {
    for (RunState each : RunState.values()) {
      if (each == now) {
        state.setTrue(each.label());
      } else {
        state.setFalse(each.label());
      }
    }
  }

  /** The bound port. */
  int port() {
    return server.getPort();
  }

  /** Serves the final values for {@code metrics.linger}, then stops the server. Never throws. */
  @Override
  public void close() {
    try {
      if (settings.lingerMs() > 0) {
        TimeUnit.MILLISECONDS.sleep(settings.lingerMs());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      try {
        server.stop();
      } catch (RuntimeException e) {
        LOG.warn("Stopping the metrics endpoint failed", e);
      }
    }
  }

  /** {@code ycsb_operation_latency_seconds}: a classic histogram per operation, built from the closed windows. */
  private static final class LatencyCollector implements Collector {
    private static final double[] BOUNDS_SECONDS = boundsSeconds();

    private final ExtMeasurements measurements;
    private final Labels constant;

    LatencyCollector(ExtMeasurements measurements, Labels constant) {
      this.measurements = measurements;
      this.constant = constant;
    }

    private static double[] boundsSeconds() {
      double[] bounds = new double[LatencyBuckets.BOUNDS_US.length + 1];
      for (int i = 0; i < LatencyBuckets.BOUNDS_US.length; i++) {
        bounds[i] = LatencyBuckets.BOUNDS_US[i] / 1e6;
      }
      bounds[bounds.length - 1] = Double.POSITIVE_INFINITY;
      return bounds;
    }

    @Override
    public String getPrometheusName() {
      return "ycsb_operation_latency_seconds";
    }

    @Override
    public MetricSnapshot collect() {
      HistogramSnapshot.Builder histogram = HistogramSnapshot.builder().name(getPrometheusName())
          .help("Latency of the operations of every closed window, per operation (grows once per window)");
      for (PeriodicHistogram operation : measurements.histograms()) {
        LatencyBuckets.Snapshot snapshot = operation.latencyBuckets().snapshot();
        histogram.dataPoint(HistogramSnapshot.HistogramDataPointSnapshot.builder()
            .labels(constant.add(OPERATION, operation.getName()))
            .classicHistogramBuckets(ClassicHistogramBuckets.of(BOUNDS_SECONDS, snapshot.counts))
            .sum(snapshot.sumUs / 1e6).build());
      }
      return histogram.build();
    }
  }
}
