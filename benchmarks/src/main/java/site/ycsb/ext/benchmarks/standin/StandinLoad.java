/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.standin;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

import com.aerospike.client.AerospikeClient;
import com.aerospike.client.AerospikeException;
import com.aerospike.client.Bin;
import com.aerospike.client.Host;
import com.aerospike.client.Key;
import com.aerospike.client.Record;
import com.aerospike.client.policy.ClientPolicy;
import com.aerospike.client.policy.RecordExistsAction;
import com.aerospike.client.policy.WritePolicy;

import org.HdrHistogram.Histogram;

/**
 * Load test of aerospike-standin: the official client, {@code threads} threads for {@code seconds}, each
 * picking a key uniformly among {@code records} preloaded records of 10 x 100-byte bins and, with equal
 * probability, reading the whole record or writing one random bin (merge update). Every failure is counted,
 * and a read that finds no record or the wrong bin count is a failure too. The anchor: a real Aerospike 8.1
 * server gave about 42,000 ops/s to such a loop with client and server sharing a 2-core machine (how it was measured:
 * docs/standins.md, "Load test"); the stand-in should do at least as well so that it is not what a binding
 * benchmark measures.
 *
 * <p>Run through {@code benchmarks/standin/load.sh} (server in its own JVM, as a real server is) or alone:
 * {@code java -cp 'benchmarks/target/lib/*' site.ycsb.ext.benchmarks.standin.StandinLoad 127.0.0.1:3000 8 10 10000}.
 * An optional fifth argument, the server's process id, adds the server's CPU time per operation (from
 * {@code /proc/PID/stat}), which is steadier than ops/s on a shared machine: the real server used about 18.5 us of CPU
 * per operation and the client about 22 us in the anchor runs. Prints one line: {@code standin-load threads=8
 * seconds=10.0 operations=... errors=... ops/s=... read-p95-us=... write-p95-us=... client-cpu-us/op=...
 * server-cpu-us/op=... loadavg=...}; exits 1 when any operation failed.
 */
public final class StandinLoad {
  private static final int BINS = 10;
  private static final int BIN_BYTES = 100;
  /** Latencies in microseconds up to one minute (larger ones are clamped). */
  private static final long MAX_US = 60_000_000L;

  private StandinLoad() {
  }

  public static void main(String[] args) throws InterruptedException {
    if (args.length != 4 && args.length != 5) {
      System.err.println("usage: StandinLoad <host:port> <threads> <seconds> <records> [<server pid>]");
      System.exit(2);
    }
    String[] hp = args[0].split(":");
    int threads = Integer.parseInt(args[1]);
    int seconds = Integer.parseInt(args[2]);
    int records = Integer.parseInt(args[3]);
    serverPid = args.length == 5 ? Long.parseLong(args[4]) : -1;
    ClientPolicy policy = new ClientPolicy();
    policy.maxConnsPerNode = Math.max(threads * 2, 16);
    try (AerospikeClient client = new AerospikeClient(policy, new Host(hp[0], Integer.parseInt(hp[1])))) {
      load(client, records);
      System.out.println(run(client, threads, seconds, records));
      if (failed > 0) {
        System.exit(1);
      }
    }
  }

  private static long failed;
  private static long serverPid;

  /** @return CPU time (user + system) of process {@code pid} in nanoseconds, or -1 when unreadable */
  private static long processCpuNs(long pid) {
    if (pid < 0) {
      return -1;
    }
    try {
      String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
      // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
      String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
      long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]);
      return ticks * 10_000_000L; // USER_HZ is 100 on Linux: one tick is 10 ms
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  private static long ownCpuNs() {
    java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
    return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : -1;
  }

  private static String loadAverage() {
    try {
      return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
    } catch (IOException e) {
      return "?";
    }
  }

  private static Key key(long n) {
    return new Key("ycsb", "usertable", "user" + n);
  }

  private static byte[] value() {
    byte[] b = new byte[BIN_BYTES];
    ThreadLocalRandom.current().nextBytes(b);
    return b;
  }

  private static void load(AerospikeClient client, int records) {
    WritePolicy replace = new WritePolicy(client.getWritePolicyDefault());
    replace.recordExistsAction = RecordExistsAction.REPLACE;
    Bin[] bins = new Bin[BINS];
    for (int n = 0; n < records; n++) {
      for (int b = 0; b < BINS; b++) {
        bins[b] = new Bin("field" + b, value());
      }
      client.put(replace, key(n), bins);
    }
  }

  private static String run(AerospikeClient client, int threads, int seconds, int records)
      throws InterruptedException {
    long endNs = System.nanoTime() + seconds * 1_000_000_000L;
    AtomicLong ops = new AtomicLong();
    AtomicLong errors = new AtomicLong();
    List<Histogram> reads = new ArrayList<>();
    List<Histogram> writes = new ArrayList<>();
    List<Thread> workers = new ArrayList<>();
    long serverCpu0 = processCpuNs(serverPid);
    long clientCpu0 = ownCpuNs();
    long start = System.nanoTime();
    for (int t = 0; t < threads; t++) {
      Histogram read = new Histogram(MAX_US, 2);
      Histogram write = new Histogram(MAX_US, 2);
      reads.add(read);
      writes.add(write);
      Thread w = new Thread(() -> work(client, records, endNs, read, write, ops, errors), "load-" + t);
      workers.add(w);
      w.start();
    }
    for (Thread w : workers) {
      w.join();
    }
    double elapsed = (System.nanoTime() - start) / 1e9;
    long serverCpu = serverCpu0 < 0 ? -1 : processCpuNs(serverPid) - serverCpu0;
    long clientCpu = ownCpuNs() - clientCpu0;
    Histogram read = new Histogram(MAX_US, 2);
    Histogram write = new Histogram(MAX_US, 2);
    reads.forEach(read::add);
    writes.forEach(write::add);
    failed = errors.get();
    long n = Math.max(ops.get(), 1);
    return String.format(Locale.US, "standin-load threads=%d seconds=%.1f operations=%d errors=%d ops/s=%.0f "
        + "read-p95-us=%d write-p95-us=%d client-cpu-us/op=%.1f server-cpu-us/op=%s loadavg=%s", threads, elapsed,
        ops.get(), errors.get(), ops.get() / elapsed, read.getValueAtPercentile(95), write.getValueAtPercentile(95),
        clientCpu / 1000.0 / n, serverCpu < 0 ? "n/a" : String.format(Locale.US, "%.1f", serverCpu / 1000.0 / n),
        loadAverage());
  }

  /** Prints the first few failures to stderr (the rest are only counted). */
  private static void report(String what) {
    if (reported.incrementAndGet() <= 5) {
      System.err.println("standin-load failure: " + what);
    }
  }

  private static final AtomicLong reported = new AtomicLong();

  private static void work(AerospikeClient client, int records, long endNs, Histogram read, Histogram write,
      AtomicLong ops, AtomicLong errors) {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    WritePolicy update = new WritePolicy(client.getWritePolicyDefault());
    update.recordExistsAction = RecordExistsAction.UPDATE_ONLY;
    long done = 0;
    long bad = 0;
    while (System.nanoTime() < endNs) {
      Key key = key(random.nextInt(records));
      boolean isRead = random.nextBoolean();
      long t0 = System.nanoTime();
      try {
        if (isRead) {
          Record r = client.get(null, key);
          if (r == null || r.bins.size() != BINS) {
            bad++;
            report("read of " + key.userKey + " returned " + (r == null ? "no record" : r.bins.size() + " bins"));
          }
        } else {
          client.put(update, key, new Bin("field" + random.nextInt(BINS), value()));
        }
      } catch (AerospikeException e) {
        bad++;
        report((isRead ? "read: " : "write: ") + e.getMessage().replace('\n', ' '));
      }
      long us = Math.min((System.nanoTime() - t0) / 1000, MAX_US);
      (isRead ? read : write).recordValue(us);
      done++;
    }
    ops.addAndGet(done);
    errors.addAndGet(bad);
  }
}
