/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.couchbase2;

import com.couchbase.client.core.env.resources.IoPoolShutdownHook;
import com.couchbase.client.deps.io.netty.channel.EventLoopGroup;
import com.couchbase.client.deps.io.netty.channel.SelectStrategy;
import com.couchbase.client.deps.io.netty.channel.epoll.EpollEventLoopGroup;
import com.couchbase.client.deps.io.netty.util.concurrent.DefaultThreadFactory;
import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.CouchbaseCluster;
import com.couchbase.client.java.document.RawJsonDocument;
import com.couchbase.client.java.env.CouchbaseEnvironment;
import com.couchbase.client.java.env.DefaultCouchbaseEnvironment;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.locks.LockSupport;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.couchbase2.Couchbase2Client;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * Idle CPU of the SDK's I/O threads with {@code couchbase.boost=16}: the binding (busy-poll, then block when idle)
 * against an anchor measured in the same run, upstream's strategy (its blocking fallback is unreachable, so idle
 * loops poll forever). Each side connects to a 3-node CouchbaseMock in this JVM, does {@link #WARM_OPS} operations,
 * waits {@link #SETTLE_MS}, then sums the CPU time of its I/O threads over {@code idle seconds} of doing nothing.
 * Prints both as a share of one core and exits 1 if the binding's exceeds {@code bound} percent.
 *
 * <p>{@code java -cp 'benchmarks/target/lib/*' site.ycsb.ext.benchmarks.couchbase2.IdleCpu [idle seconds] [bound %]}
 * (the script {@code benchmarks/couchbase2/idle-cpu.sh} runs it).
 */
public final class IdleCpu {
  private static final int BOOST = 16;
  private static final int WARM_OPS = 1000;
  private static final long SETTLE_MS = 500;

  private IdleCpu() {
  }

  public static void main(String[] args) throws Exception {
    int idleSeconds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
    double boundPercent = args.length > 1 ? Double.parseDouble(args[1]) : 5.0;
    double binding;
    double upstream;
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(3, 1, "ycsb")) {
      binding = bindingIdleCpu(mock, idleSeconds);
      upstream = upstreamIdleCpu(mock, idleSeconds);
    }
    System.out.printf(Locale.ROOT, "idle CPU of the I/O threads over %d s with boost=%d (epoll), %% of one core:%n",
        idleSeconds, BOOST);
    System.out.printf(Locale.ROOT, "  upstream strategy (anchor, never blocks): %7.1f %%%n", upstream);
    System.out.printf(Locale.ROOT, "  binding (blocks when idle):               %7.1f %%  (bound %.1f %%: %s)%n",
        binding, boundPercent, binding <= boundPercent ? "PASS" : "FAIL");
    System.exit(binding <= boundPercent ? 0 : 1);
  }

  private static double bindingIdleCpu(CouchbaseMockCluster mock, int idleSeconds) throws Exception {
    Properties props = mock.bindingProperties();
    props.setProperty("couchbase.epoll", "true");
    props.setProperty("couchbase.boost", Integer.toString(BOOST));
    Couchbase2Client db = new Couchbase2Client();
    db.setProperties(props);
    db.init();
    try {
      Map<String, ByteIterator> values = new HashMap<>();
      values.put("field0", new StringByteIterator("value"));
      for (int i = 0; i < WARM_OPS; i++) {
        Status status = i < 100 ? db.insert("usertable", "warm" + i, values)
            : db.update("usertable", "warm" + (i % 100), values);
        if (status != Status.OK) {
          throw new IllegalStateException("warm-up operation " + i + " failed: " + status.getName());
        }
      }
      return idleCpuPercent("cb-io-epoll", idleSeconds);
    } finally {
      db.cleanup();
    }
  }

  private static double upstreamIdleCpu(CouchbaseMockCluster mock, int idleSeconds) throws Exception {
    EventLoopGroup group = new EpollEventLoopGroup(BOOST, new DefaultThreadFactory("upstream-io", true),
        () -> new UpstreamStrategy());
    CouchbaseEnvironment env = DefaultCouchbaseEnvironment.builder().ioPool(group, new IoPoolShutdownHook(group))
        .bootstrapHttpDirectPort(mock.httpPort()).bootstrapCarrierDirectPort(mock.carrierPort()).build();
    Cluster cluster = CouchbaseCluster.create(env, "127.0.0.1");
    try {
      Bucket bucket = cluster.openBucket("ycsb", "");
      for (int i = 0; i < WARM_OPS; i++) {
        bucket.upsert(RawJsonDocument.create("usertable:warm" + (i % 100), "{\"field0\":\"value\"}"));
      }
      return idleCpuPercent("upstream-io", idleSeconds);
    } finally {
      cluster.disconnect();
      env.shutdown();
    }
  }

  /** @return CPU time of the threads whose name starts with {@code prefix} over the idle period, in % of one core */
  private static double idleCpuPercent(String prefix, int idleSeconds) throws InterruptedException {
    Thread.sleep(SETTLE_MS);
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long before = cpuNanos(threads, prefix);
    long start = System.nanoTime();
    Thread.sleep(idleSeconds * 1000L);
    long cpu = cpuNanos(threads, prefix) - before;
    return 100.0 * cpu / (System.nanoTime() - start);
  }

  private static long cpuNanos(ThreadMXBean threads, String prefix) {
    long total = 0;
    for (Thread thread : Thread.getAllStackTraces().keySet()) {
      if (thread.getName().startsWith(prefix)) {
        long cpu = threads.getThreadCpuTime(thread.getId());
        total += Math.max(0, cpu);
      }
    }
    return total;
  }

  /**
   * Upstream's boost strategy as it behaves: after 2000 empty polls it parks for 1 ns per poll and keeps polling;
   * the yield, longer park and blocking fallback it meant to reach come after tests that can never be true. One per
   * event loop.
   */
  private static final class UpstreamStrategy implements SelectStrategy {
    private int emptyPolls;

    @Override
    public int calculateStrategy(com.couchbase.client.deps.io.netty.util.IntSupplier selectSupplier, boolean hasTasks)
        throws Exception {
      int ready = selectSupplier.get();
      if (hasTasks || ready != 0) {
        emptyPolls = 0;
        return ready;
      }
      emptyPolls++;
      if (emptyPolls > 2000) {
        LockSupport.parkNanos(1);
      }
      return SelectStrategy.CONTINUE;
    }
  }
}
