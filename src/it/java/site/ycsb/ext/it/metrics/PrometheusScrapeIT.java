/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.it.launcher.FailOnDemandDB;

/**
 * Debian's real {@code prometheus} scrapes a running {@code bin/ycsb run basic} every 500 ms; its HTTP API must then
 * agree with the run's final summary: the counts exactly, the throughput window by window. Skipped when no
 * {@code prometheus} binary is on the PATH ({@code .ci/run} installs it).
 */
class PrometheusScrapeIT {
  private static final Pattern SCALAR = Pattern.compile("\"value\":\\[[0-9.]+,\"([^\"]+)\"\\]");
  private static final Pattern SAMPLES = Pattern.compile("\\[[0-9.]+,\"([^\"]+)\"\\]");
  private static final Pattern OPSEC = Pattern.compile("\"opsec\":([0-9.]+)");

  @TempDir
  Path work;
  private Process prometheus;
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  @AfterEach
  void stopPrometheus() throws InterruptedException {
    if (prometheus != null) {
      prometheus.destroy();
      if (!prometheus.waitFor(20, TimeUnit.SECONDS)) {
        prometheus.destroyForcibly();
      }
    }
  }

  private static Path prometheusBinary() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
      Path candidate = Path.of(dir, "prometheus");
      if (!dir.isEmpty() && Files.isExecutable(candidate)) {
        return candidate;
      }
    }
    return null;
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      return socket.getLocalPort();
    }
  }

  private void startPrometheus(Path binary, int apiPort, int targetPort) throws Exception {
    Path config = work.resolve("prometheus.yml");
    Files.writeString(config, String.join("\n",
        "global:",
        "  scrape_interval: 500ms",
        "  scrape_timeout: 450ms",
        "scrape_configs:",
        "  - job_name: ycsb",
        "    static_configs:",
        "      - targets: ['127.0.0.1:" + targetPort + "']",
        ""));
    prometheus = new ProcessBuilder(binary.toString(), "--config.file=" + config,
        "--storage.tsdb.path=" + work.resolve("tsdb"), "--web.listen-address=127.0.0.1:" + apiPort)
        .redirectErrorStream(true).redirectOutput(work.resolve("prometheus.log").toFile()).start();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline) {
      assertTrue(prometheus.isAlive(), "prometheus exited: " + Files.readString(work.resolve("prometheus.log")));
      try {
        if (http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + apiPort + "/-/ready")).build(),
            HttpResponse.BodyHandlers.ofString()).statusCode() == 200) {
          return;
        }
      } catch (IOException e) {
        // not listening yet
      }
      Thread.sleep(100);
    }
    throw new AssertionError("prometheus not ready in 60 s: " + Files.readString(work.resolve("prometheus.log")));
  }

  /**
   * Waits until Prometheus has tried to scrape the target once (its discovery hands targets to the scrapers in
   * batches, up to 5 s after start), so that the run is scraped from its beginning.
   */
  private void awaitFirstScrapeAttempt(int apiPort) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    String body = "";
    while (System.nanoTime() < deadline) {
      body = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + apiPort + "/api/v1/targets")).build(),
          HttpResponse.BodyHandlers.ofString()).body();
      if (body.contains("\"lastScrape\"") && !body.contains("\"lastScrape\":\"0001-01-01T00:00:00Z\"")) {
        return;
      }
      Thread.sleep(100);
    }
    throw new AssertionError("prometheus did not try to scrape its target in 60 s: " + body);
  }

  private String query(int apiPort, String promql) throws Exception {
    HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + apiPort
        + "/api/v1/query?query=" + URLEncoder.encode(promql, StandardCharsets.UTF_8)))
        .timeout(Duration.ofSeconds(20)).build(), HttpResponse.BodyHandlers.ofString());
    assertEquals(200, response.statusCode(), promql + ": " + response.body());
    return response.body();
  }

  /** The single value of an instant query returning one series. */
  private double scalar(int apiPort, String promql) throws Exception {
    String body = query(apiPort, promql);
    Matcher value = SCALAR.matcher(body);
    assertTrue(value.find(), promql + " returned no sample: " + body);
    double result = Double.parseDouble(value.group(1));
    assertFalse(value.find(), promql + " returned more than one series: " + body);
    return result;
  }

  private String queryQuietly(int apiPort, String promql) {
    try {
      return query(apiPort, promql);
    } catch (Exception | AssertionError e) {
      return e.toString();
    }
  }

  private static final Pattern EXPR = Pattern.compile("\"expr\": \"((?:[^\"\\\\]|\\\\.)*)\"");
  private static final Pattern RESULT_SERIES = Pattern.compile("\"metric\":");

  /** Every query of the shipped Grafana dashboard, its variables set to this run, finds series of the run. */
  private void dashboardQueriesFindTheRun(int apiPort) throws Exception {
    String dashboard = Files.readString(Distribution.home().resolve("scripts/metrics/grafana-dashboard.json"));
    Matcher expr = EXPR.matcher(dashboard);
    int queries = 0;
    while (expr.find()) {
      String promql = expr.group(1).replace("\\\"", "\"").replace("\\\\", "\\")
          .replace("$run_id", "it-1").replace("$host", ".*").replace("$operation", ".*")
          .replace("$__rate_interval", "2s");
      String body = query(apiPort, "max_over_time((" + promql + ")[10m:500ms])");
      assertTrue(RESULT_SERIES.matcher(body).find(), "dashboard query finds the run: " + promql + "\n" + body);
      queries++;
    }
    assertTrue(queries >= 6, "the dashboard's queries were read: " + queries);
  }

  @Test
  void prometheusScrapesAgreeWithTheFinalSummary() throws Exception {
    Path binary = prometheusBinary();
    Assumptions.assumeTrue(binary != null, "no 'prometheus' binary on the PATH (apt-get install prometheus)");
    int apiPort = freePort();
    int metricsPort = freePort();
    startPrometheus(binary, apiPort, metricsPort);
    awaitFirstScrapeAttempt(apiPort);

    Path out = work.resolve("results/run-1");
    Distribution.Result run = Distribution.ycsb(work, Duration.ofSeconds(120), Map.of(), "run", "basic",
        "-threads", "2", "-P", Distribution.home().resolve("workloads/workloada").toString(),
        "-cp", Distribution.testClasses(), "-p", "db=" + FailOnDemandDB.class.getName(), "-p", "faildb.read=0.1",
        "-p", "failures.max=1",
        "-p", "measurementtype=periodichistogram", "-p", "periodichistogram.interval=1",
        "-p", "periodichistogram.output.path=" + out + "/", "-p", "recordcount=1000", "-p", "operationcount=0",
        "-p", "maxexecutiontime=6", "-p", "basicdb.verbose=false", "-p", "target=2000",
        "-p", "metrics.port=" + metricsPort, "-p", "metrics.linger=2", "-p", "metrics.run.id=it-1");
    assertEquals(0, run.exitCode, run.toString());

    // "basic" run with another DB class is labelled by that class's short name, never as the built-in binding
    String labels = "job=\"ycsb\",run_id=\"it-1\",binding=\"" + FailOnDemandDB.class.getSimpleName()
        + "\",phase=\"run\"";
    assertEquals(1, scalar(apiPort, "max_over_time(ycsb_run_state{" + labels + ",ycsb_run_state=\"done\"}[10m])"),
        "Prometheus scraped the final state");
    assertEquals(1, scalar(apiPort, "max_over_time(ycsb_run_state{" + labels + ",ycsb_run_state=\"running\"}[10m])"),
        () -> "Prometheus scraped the run while it ran; scrapes: " + queryQuietly(apiPort, "up[10m]"));
    double failed = run.summary("READ", "Return=UNAVAILABLE");
    assertTrue(failed > 0, "a tenth of the reads failed: " + run);
    assertEquals(failed, scalar(apiPort, "max_over_time(ycsb_operations_total{" + labels
        + ",operation=\"READ\",status=\"UNAVAILABLE\"}[10m])"), "the scraped count of failures is the summary's");
    dashboardQueriesFindTheRun(apiPort);
    for (String op : new String[] {"READ", "UPDATE"}) {
      String series = labels + ",operation=\"" + op + "\"";
      double ok = run.summary(op, "Return=OK");
      assertTrue(ok > 0, op + " ran: " + run);
      assertEquals(ok, scalar(apiPort, "max_over_time(ycsb_operations_total{" + series + ",status=\"OK\"}[10m])"),
          op + ": the scraped count of Return=OK is the summary's");
      assertEquals(run.summary(op, "Operations"),
          scalar(apiPort, "max_over_time(ycsb_operation_latency_seconds_count{" + series + "}[10m])"),
          op + ": the scraped latency histogram holds every operation");
      assertEquals(run.summary(op, "Operations"), scalar(apiPort,
          "max_over_time(ycsb_operation_latency_seconds_bucket{" + series + ",le=\"+Inf\"}[10m])"));

      // Rates: every scraped throughput is the opsec of one of the run's windows (the .json lines).
      TreeSet<Double> windows = new TreeSet<>();
      for (String line : Files.readAllLines(out.resolve(op + ".json"))) {
        Matcher opsec = OPSEC.matcher(line);
        assertTrue(opsec.find(), line);
        windows.add(Double.parseDouble(opsec.group(1)));
      }
      String body = query(apiPort, "ycsb_throughput_operations_per_second{" + series + "}[10m]");
      List<Double> scraped = new ArrayList<>();
      Matcher sample = SAMPLES.matcher(body.substring(body.indexOf("\"values\"")));
      while (sample.find()) {
        scraped.add(Double.parseDouble(sample.group(1)));
      }
      assertTrue(scraped.size() >= 8, op + ": scrapes every 500 ms over a 6 s run: " + body);
      for (double value : scraped) {
        if (value == 0) {
          continue; // before the first window closed
        }
        Double nearest = windows.ceiling(value - 0.001);
        assertTrue(nearest != null && Math.abs(nearest - value) <= 0.001,
            op + ": scraped throughput " + value + " is one window's opsec " + windows);
      }
    }
  }
}
