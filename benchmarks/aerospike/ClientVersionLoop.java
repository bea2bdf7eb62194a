/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

import com.aerospike.client.AerospikeClient;
import com.aerospike.client.AerospikeException;
import com.aerospike.client.Bin;
import com.aerospike.client.Host;
import com.aerospike.client.Key;
import com.aerospike.client.policy.ClientPolicy;
import com.aerospike.client.policy.Policy;
import com.aerospike.client.policy.RecordExistsAction;
import com.aerospike.client.policy.WritePolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import org.HdrHistogram.Histogram;
import site.ycsb.Utils;
import site.ycsb.ext.benchmarks.cpu.LoopStatus;
import site.ycsb.ext.engine.Throttle;

/**
 * One raw Aerospike client loop whose source compiles against both client 3.1.2 (upstream YCSB 0.17.0's) and the
 * 9.x client the binding uses, so that the two libraries run the very same loop: each of {@code threads} threads,
 * for {@code seconds}, on one shared client, picks a key uniformly among {@code records} ({@code "user" +
 * Utils.hash(n)}, set usertable) and with equal probability reads the whole record or writes one random 100-byte bin
 * with {@code REPLACE_ONLY} (upstream's update). Both clients get a 10-s command timeout (3.1.2's {@code timeout},
 * 9.x's {@code totalTimeout}, set by field name) and their other defaults. Latency is measured around each call in
 * microseconds, key digest included. {@code --target N} paces the loop at N operations per second in all, each thread
 * at N / threads as {@code bin/ycsb -target} paces it ({@code site.ycsb.ext.engine.Throttle}); 0 (the default) is
 * unpaced.
 *
 * <p>A single-file program run by the JDK's source launcher (JDK 11 or later) from
 * {@code benchmarks/aerospike/client-versions.sh}, once on each client's class path plus
 * {@code benchmarks/target/classes} (for {@link LoopStatus}) and the engine's jar (for {@link Throttle}). Prints one
 * line: {@code <--label> operations=... failures=... ops/s=... read-p50-us=... read-p99-us=... update-p50-us=...
 * update-p99-us=...};
 * while it runs, a status line per second to stderr in YCSB core's shape, for {@code CpuPerOperation}.
 *
 * <p>Not thread-safe; {@link #main} starts and joins its own threads.
 */
public final class ClientVersionLoop {
  private static final long MAX_LATENCY_US = 60_000_000L;
  private static final int FIELDS = 10;
  private static final int FIELD_BYTES = 100;
  private static final int TIMEOUT_MS = 10_000;

  private ClientVersionLoop() {
  }

  public static void main(String[] args) throws Exception {
    String host = "127.0.0.1";
    int port = 3000;
    String namespace = "ycsb";
    int threads = 16;
    int seconds = 10;
    long records = 10_000;
    String label = "client";
    long target = 0;
    for (int i = 0; i + 1 < args.length; i += 2) {
      String value = args[i + 1];
      switch (args[i]) {
      case "--host":
        host = value.substring(0, value.lastIndexOf(':'));
        port = Integer.parseInt(value.substring(value.lastIndexOf(':') + 1));
        break;
      case "--namespace": namespace = value; break;
      case "--threads": threads = Integer.parseInt(value); break;
      case "--seconds": seconds = Integer.parseInt(value); break;
      case "--records": records = Long.parseLong(value); break;
      case "--label": label = value; break;
      case "--target": target = Long.parseLong(value); break;
      default: throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    Policy read = new Policy();
    WritePolicy update = new WritePolicy();
    update.recordExistsAction = RecordExistsAction.REPLACE_ONLY;
    setTimeout(read);
    setTimeout(update);
    AerospikeClient client = new AerospikeClient(new ClientPolicy(), new Host(host, port));
    try {
      run(label, client, namespace, read, update, threads, seconds, records, target);
    } finally {
      client.close();
    }
  }

  /** Sets the command timeout under the field name of the client at hand (9.x totalTimeout, 3.1.2 timeout). */
  private static void setTimeout(Policy policy) throws ReflectiveOperationException {
    try {
      Policy.class.getField("totalTimeout").setInt(policy, TIMEOUT_MS);
    } catch (NoSuchFieldException e) {
      Policy.class.getField("timeout").setInt(policy, TIMEOUT_MS);
    }
  }

  private static void run(String label, final AerospikeClient client, final String namespace, final Policy read,
      final WritePolicy update, final int threads, int seconds, final long records, final long target)
      throws InterruptedException {
    final long deadline = System.nanoTime() + seconds * 1_000_000_000L;
    final List<Histogram> reads = new ArrayList<>();
    final List<Histogram> updates = new ArrayList<>();
    final long[] failures = new long[threads];
    List<Thread> workers = new ArrayList<>();
    final LoopStatus status = new LoopStatus(label, System.err).start();
    for (int t = 0; t < threads; t++) {
      final Histogram readTimes = new Histogram(MAX_LATENCY_US, 3);
      final Histogram updateTimes = new Histogram(MAX_LATENCY_US, 3);
      reads.add(readTimes);
      updates.add(updateTimes);
      final int index = t;
      Thread worker = new Thread(() -> {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        Throttle throttle = Throttle.forThread(target, threads, false);
        throttle.spreadFirstOperation(random.nextDouble());
        long begun = System.nanoTime();
        for (long n = 0; throttle.awaitTurn(begun, n, () -> false) < deadline && System.nanoTime() < deadline; n++) {
          String key = "user" + Utils.hash(random.nextLong(records));
          boolean isRead = random.nextBoolean();
          byte[] value = null;
          String field = null;
          if (!isRead) {
            value = new byte[FIELD_BYTES];
            random.nextBytes(value);
            field = "field" + random.nextInt(FIELDS);
          }
          long start = System.nanoTime();
          try {
            if (isRead) {
              client.get(read, new Key(namespace, "usertable", key));
            } else {
              client.put(update, new Key(namespace, "usertable", key), new Bin(field, value));
            }
          } catch (AerospikeException e) {
            failures[index]++;
          }
          long micros = Math.min(MAX_LATENCY_US, (System.nanoTime() - start) / 1000);
          (isRead ? readTimes : updateTimes).recordValue(micros);
          status.operationDone();
        }
      }, label + "-" + t);
      workers.add(worker);
      worker.start();
    }
    for (Thread worker : workers) {
      worker.join();
    }
    status.close();
    Histogram readAll = new Histogram(MAX_LATENCY_US, 3);
    Histogram updateAll = new Histogram(MAX_LATENCY_US, 3);
    long failed = 0;
    for (int t = 0; t < threads; t++) {
      readAll.add(reads.get(t));
      updateAll.add(updates.get(t));
      failed += failures[t];
    }
    long operations = readAll.getTotalCount() + updateAll.getTotalCount();
    System.out.printf(Locale.ROOT, "%s operations=%d failures=%d ops/s=%.1f read-p50-us=%d read-p99-us=%d"
        + " update-p50-us=%d update-p99-us=%d%n", label, operations, failed, operations / (double) seconds,
        readAll.getValueAtPercentile(50), readAll.getValueAtPercentile(99), updateAll.getValueAtPercentile(50),
        updateAll.getValueAtPercentile(99));
  }
}
