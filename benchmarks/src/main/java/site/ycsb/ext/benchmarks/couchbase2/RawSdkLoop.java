/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.couchbase2;

import com.couchbase.client.core.env.resources.IoPoolShutdownHook;
import com.couchbase.client.core.metrics.DefaultLatencyMetricsCollectorConfig;
import com.couchbase.client.core.metrics.DefaultMetricsCollectorConfig;
import com.couchbase.client.deps.io.netty.channel.EventLoopGroup;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.CouchbaseCluster;
import com.couchbase.client.java.PersistTo;
import com.couchbase.client.java.ReplicateTo;
import com.couchbase.client.java.document.RawJsonDocument;
import com.couchbase.client.java.env.CouchbaseEnvironment;
import com.couchbase.client.java.env.DefaultCouchbaseEnvironment;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.HdrHistogram.Histogram;
import site.ycsb.Utils;
import site.ycsb.ext.benchmarks.cpu.LoopStatus;
import site.ycsb.ext.benchmarks.cpu.LoopTotals;
import site.ycsb.db.couchbase2.support.IoPool;
import site.ycsb.ext.engine.Throttle;

/**
 * The anchor of the couchbase2 binding's overhead benchmark: Java SDK 2.7.21 driven directly with what YCSB workload A
 * does through the binding and nothing else. Each of {@code threads} threads, for {@code seconds}, picks a key
 * uniformly among {@code records} (YCSB's names, {@code usertable:user<hash>}) and with equal probability gets the
 * whole document or writes one random 100-character field with a sub-document upsert (the binding's merge update),
 * waiting for {@code replicateTo} replicas. Same transport as the binding ({@code epoll}, {@code boost} loops) and
 * the same environment as the binding's defaults (operation tracing, orphan response reporting and the SDK's
 * metrics collectors off). With {@code --target N} the threads share N operations per second, paced as
 * {@code bin/ycsb -target N} paces its threads ({@code site.ycsb.ext.engine.Throttle}); 0 (the default) is unthrottled.
 * Latency is measured around each call in microseconds, as YCSB's DBWrapper does.
 *
 * <p>Run from {@code benchmarks/couchbase2/compare.sh}; prints one line:
 * {@code raw-sdk operations=... failures=... seconds=... ops/s=... read-p95-us=... update-p95-us=...}; while it runs, a
 * status line per second to stderr in core's shape ({@link LoopStatus}), for {@code CpuPerOperation}.
 *
 * <p>Not thread-safe; {@link #main} starts and joins its own threads.
 */
public final class RawSdkLoop {
  /** Latencies are recorded in microseconds up to one minute; larger ones are clamped. */
  private static final long MAX_LATENCY_US = 60_000_000L;
  private static final int FIELDS = 10;
  private static final int FIELD_CHARS = 100;

  private RawSdkLoop() {
  }

  public static void main(String[] args) throws InterruptedException {
    String host = "127.0.0.1";
    int httpPort = 8091;
    int carrierPort = 11210;
    int threads = 8;
    int seconds = 10;
    long records = 10000;
    int replicateTo = 0;
    boolean epoll = false;
    int boost = 3;
    long target = 0;
    for (int i = 0; i + 1 < args.length; i += 2) {
      String value = args[i + 1];
      switch (args[i]) {
      case "--host": host = value; break;
      case "--http-port": httpPort = Integer.parseInt(value); break;
      case "--carrier-port": carrierPort = Integer.parseInt(value); break;
      case "--threads": threads = Integer.parseInt(value); break;
      case "--seconds": seconds = Integer.parseInt(value); break;
      case "--records": records = Long.parseLong(value); break;
      case "--replicate-to": replicateTo = Integer.parseInt(value); break;
      case "--epoll": epoll = Boolean.parseBoolean(value); break;
      case "--boost": boost = Integer.parseInt(value); break;
      case "--target": target = Long.parseLong(value); break;
      default: throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    EventLoopGroup ioPool = IoPool.create(epoll, boost);
    CouchbaseEnvironment env = DefaultCouchbaseEnvironment.builder()
        .ioPool(ioPool, new IoPoolShutdownHook(ioPool))
        .bootstrapHttpDirectPort(httpPort).bootstrapCarrierDirectPort(carrierPort)
        .kvTimeout(10000).connectTimeout(30000).mutationTokensEnabled(true).callbacksOnIoPool(true)
        .operationTracingEnabled(false).orphanResponseReportingEnabled(false)
        .networkLatencyMetricsCollectorConfig(DefaultLatencyMetricsCollectorConfig.disabled())
        .runtimeMetricsCollectorConfig(DefaultMetricsCollectorConfig.disabled()).build();
    Cluster cluster = CouchbaseCluster.create(env, host);
    Bucket bucket = cluster.openBucket("ycsb", "");
    ReplicateTo replicas = new ReplicateTo[] {ReplicateTo.NONE, ReplicateTo.ONE, ReplicateTo.TWO,
        ReplicateTo.THREE}[replicateTo];
    try {
      run(bucket, replicas, threads, seconds, records, target);
    } finally {
      cluster.disconnect();
      env.shutdown();
    }
  }

  private static void run(final Bucket bucket, final ReplicateTo replicas, int threads, int seconds,
      final long records, final long target) throws InterruptedException {
    final long deadline = System.nanoTime() + seconds * 1_000_000_000L;
    final List<Histogram> reads = new ArrayList<>();
    final List<Histogram> updates = new ArrayList<>();
    final long[] failures = new long[threads];
    List<Thread> workers = new ArrayList<>();
    final LoopStatus status = new LoopStatus("raw-sdk", System.err).start();
    for (int t = 0; t < threads; t++) {
      final Histogram read = new Histogram(MAX_LATENCY_US, 3);
      final Histogram update = new Histogram(MAX_LATENCY_US, 3);
      reads.add(read);
      updates.add(update);
      final int index = t;
      Thread worker = new Thread(() -> {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        StringBuilder value = new StringBuilder(FIELD_CHARS);
        Throttle throttle = Throttle.forThread(target, threads, false);
        throttle.spreadFirstOperation(random.nextDouble());
        long begun = System.nanoTime();
        for (long n = 0; throttle.awaitTurn(begun, n, () -> false) < deadline && System.nanoTime() < deadline; n++) {
          String id = "usertable:user" + Utils.hash(random.nextLong(records));
          boolean isRead = random.nextBoolean();
          value.setLength(0);
          for (int c = 0; c < FIELD_CHARS; c++) {
            value.append((char) (' ' + 1 + random.nextInt(94)));
          }
          long start = System.nanoTime();
          try {
            if (isRead) {
              RawJsonDocument document = bucket.get(id, RawJsonDocument.class);
              if (document == null) {
                failures[index]++;
              }
            } else {
              bucket.mutateIn(id).upsert("field" + random.nextInt(FIELDS), value.toString())
                  .withDurability(PersistTo.NONE, replicas).execute();
            }
          } catch (RuntimeException e) {
            failures[index]++;
          }
          long micros = Math.min(MAX_LATENCY_US, (System.nanoTime() - start) / 1000);
          (isRead ? read : update).recordValue(micros);
          status.operationDone();
        }
      }, "raw-sdk-" + t);
      workers.add(worker);
      worker.start();
    }
    for (Thread worker : workers) {
      worker.join();
    }
    status.close();
    LoopTotals.print("raw-sdk", reads, updates, failures, MAX_LATENCY_US, seconds);
  }
}
