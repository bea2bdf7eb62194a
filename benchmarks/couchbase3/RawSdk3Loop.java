/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

import com.couchbase.client.core.env.IoConfig;
import com.couchbase.client.core.env.LoggingMeterConfig;
import com.couchbase.client.core.env.SeedNode;
import com.couchbase.client.core.env.TimeoutConfig;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.ClusterOptions;
import com.couchbase.client.java.Collection;
import com.couchbase.client.java.codec.RawJsonTranscoder;
import com.couchbase.client.java.env.ClusterEnvironment;
import com.couchbase.client.java.kv.GetOptions;
import com.couchbase.client.java.kv.MutateInOptions;
import com.couchbase.client.java.kv.MutateInSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import org.HdrHistogram.Histogram;
import site.ycsb.Utils;
import site.ycsb.ext.benchmarks.cpu.LoopStatus;
import site.ycsb.ext.benchmarks.cpu.LoopTotals;
import site.ycsb.ext.engine.Throttle;

/**
 * The anchor of the couchbase3 binding's overhead benchmark: Java SDK 3 (the couchbase3 binding's version) driven
 * directly with what YCSB workload A does through the binding and nothing else. Each of {@code threads} threads, for
 * {@code seconds}, picks a key uniformly among {@code records} (YCSB's names, {@code usertable:user<hash>}) and with
 * equal probability gets the whole document as raw JSON bytes or writes one random 100-character field with a
 * sub-document upsert (the binding's default merge update). Same environment as the binding's defaults: one
 * key-value connection per node, 10-s key-value timeout, mutation tokens on, the SDK's logging meter off; it waits up
 * to 120 s for the bucket.
 * With {@code --target N} the threads share N operations per second, paced as {@code bin/ycsb -target N} paces its
 * threads ({@code site.ycsb.ext.engine.Throttle}); 0 (the default) is unthrottled.
 * Latency is measured around each call in microseconds, as YCSB's DBWrapper does.
 *
 * <p>A single-file program (SDK 3 and SDK 2 share Maven coordinates, so it cannot sit in the benchmarks module beside
 * the couchbase2 loop): {@code benchmarks/couchbase3/compare.sh} runs it with the JDK's source launcher on the
 * couchbase3 binding's class path plus {@code benchmarks/target/classes} (for {@link LoopStatus} and
 * {@code site.ycsb.ext.engine.Throttle}). Prints one line:
 * {@code raw-sdk3 operations=... failures=... seconds=... ops/s=... read-p95-us=... update-p95-us=...}; while it runs,
 * a status line per second to stderr in core's shape, for {@code CpuPerOperation}.
 *
 * <p>Not thread-safe; {@link #main} starts and joins its own threads.
 */
public final class RawSdk3Loop {
  /** Latencies are recorded in microseconds up to one minute; larger ones are clamped. */
  private static final long MAX_LATENCY_US = 60_000_000L;
  private static final int FIELDS = 10;
  private static final int FIELD_CHARS = 100;

  private RawSdk3Loop() {
  }

  public static void main(String[] args) throws InterruptedException {
    String host = "127.0.0.1";
    int httpPort = 8091;
    int carrierPort = 11210;
    String bucketName = "ycsb";
    String user = "ycsb";
    String password = "";
    int threads = 8;
    int seconds = 10;
    long records = 10000;
    long target = 0;
    for (int i = 0; i + 1 < args.length; i += 2) {
      String value = args[i + 1];
      switch (args[i]) {
      case "--host": host = value; break;
      case "--http-port": httpPort = Integer.parseInt(value); break;
      case "--carrier-port": carrierPort = Integer.parseInt(value); break;
      case "--bucket": bucketName = value; break;
      case "--user": user = value; break;
      case "--password": password = value; break;
      case "--threads": threads = Integer.parseInt(value); break;
      case "--seconds": seconds = Integer.parseInt(value); break;
      case "--records": records = Long.parseLong(value); break;
      case "--target": target = Long.parseLong(value); break;
      default: throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    ClusterEnvironment env = ClusterEnvironment.builder()
        .timeoutConfig(TimeoutConfig.builder().kvTimeout(Duration.ofSeconds(10))
            .connectTimeout(Duration.ofSeconds(10)))
        .ioConfig(IoConfig.builder().numKvConnections(1).enableMutationTokens(true))
        .loggingMeterConfig(LoggingMeterConfig.builder().enabled(false))
        .build();
    Cluster cluster = Cluster.connect(Collections.singleton(SeedNode.create(host, Optional.of(carrierPort),
        Optional.of(httpPort))), ClusterOptions.clusterOptions(user, password).environment(env));
    try {
      Bucket bucket = cluster.bucket(bucketName);
      bucket.waitUntilReady(Duration.ofSeconds(120));
      run(bucket.defaultCollection(), threads, seconds, records, target);
    } finally {
      cluster.disconnect();
      env.shutdown();
    }
  }

  private static void run(final Collection collection, int threads, int seconds, final long records,
      final long target) throws InterruptedException {
    final long deadline = System.nanoTime() + seconds * 1_000_000_000L;
    final List<Histogram> reads = new ArrayList<>();
    final List<Histogram> updates = new ArrayList<>();
    final long[] failures = new long[threads];
    final GetOptions raw = GetOptions.getOptions().transcoder(RawJsonTranscoder.INSTANCE);
    final MutateInOptions mutate = MutateInOptions.mutateInOptions();
    List<Thread> workers = new ArrayList<>();
    final LoopStatus status = new LoopStatus("raw-sdk3", System.err).start();
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
              collection.get(id, raw).contentAsBytes();
            } else {
              collection.mutateIn(id, Collections.singletonList(
                  MutateInSpec.upsert("field" + random.nextInt(FIELDS), value.toString())), mutate);
            }
          } catch (RuntimeException e) {
            failures[index]++;
          }
          long micros = Math.min(MAX_LATENCY_US, (System.nanoTime() - start) / 1000);
          (isRead ? read : update).recordValue(micros);
          status.operationDone();
        }
      }, "raw-sdk3-" + t);
      workers.add(worker);
      worker.start();
    }
    for (Thread worker : workers) {
      worker.join();
    }
    status.close();
    LoopTotals.print("raw-sdk3", reads, updates, failures, MAX_LATENCY_US, seconds);
  }
}
