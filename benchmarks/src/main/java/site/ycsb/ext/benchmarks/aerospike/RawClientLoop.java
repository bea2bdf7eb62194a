/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.aerospike;

import com.aerospike.client.AerospikeClient;
import com.aerospike.client.AerospikeException;
import com.aerospike.client.Bin;
import com.aerospike.client.Host;
import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.Key;
import com.aerospike.client.policy.ClientPolicy;
import com.aerospike.client.policy.Policy;
import com.aerospike.client.policy.RecordExistsAction;
import com.aerospike.client.policy.WritePolicy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ThreadLocalRandom;

import org.HdrHistogram.Histogram;

import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.Utils;
import site.ycsb.ext.benchmarks.cpu.LoopStatus;
import site.ycsb.ext.engine.Throttle;

/**
 * The anchor of the binding's overhead benchmark: the official client driven directly, with what YCSB workload A
 * does through the binding and nothing else. Each of {@code threads} threads, for {@code seconds}, picks a key
 * uniformly among {@code records} (YCSB's hashed key names, {@code "user" + Utils.hash(n)}), and with equal
 * probability reads the whole record or writes one random 100-byte bin ({@code UPDATE_ONLY}, the binding's merge
 * update). Latency is measured around each call in microseconds, as YCSB's DBWrapper does.
 *
 * <p>Run from {@code benchmarks/aerospike/compare.sh}, which starts a fresh JVM per round (as {@code bin/ycsb}
 * does), or alone: {@code java -cp 'benchmarks/target/lib/*' site.ycsb.ext.benchmarks.aerospike.RawClientLoop
 * --host 127.0.0.1:3000 --threads 16 --seconds 10 --records 10000 [--via binding]}. It prints one line:
 * {@code raw-client operations=... failures=... read-misses=... seconds=... ops/s=... read-p95-us=... update-p95-us=...
 * read-p50-us=... read-p99-us=... read-p99.9-us=... update-p50-us=... update-p99-us=... update-p99.9-us=...}.
 * {@code --update replace} writes with {@code REPLACE_ONLY} (the bin replaces the record, as upstream 0.17's binding
 * and ours with {@code as.update=replace} do) instead of {@code UPDATE_ONLY}. Client policy switches, for A/B runs
 * ({@code benchmarks/aerospike/client-policies.sh}): {@code --conn-pools N} ({@code ClientPolicy.connPoolsPerNode}),
 * {@code --min-conns N} ({@code minConnsPerNode}), {@code --client-per-thread true} (one client per thread, each with
 * its own pools and tend thread, as upstream 0.17's binding does). {@code --target N} paces the loop at N operations
 * per second in all, each thread at N / threads as {@code bin/ycsb -target} paces it ({@link Throttle}; latency
 * is timed from the call, not from the intended start); 0, the default, runs flat out. {@code --skip S} leaves the
 * operations that start in the loop's first S seconds out of the percentiles (the warm-up: class loading, the JIT),
 * as {@code bin/ycsb report --warmup Ss} leaves out a run's first S seconds; the counts and ops/s still cover the whole
 * run; 0, the default, keeps every operation.
 * With {@code --via binding} the same loop calls the binding ({@code site.ycsb.db.AerospikeClient}, one instance per
 * thread) instead of the client, and the line starts with {@code binding-loop}: that separates the binding's own
 * cost from YCSB core's (workload, value generation, measurements). While it runs it prints a status line per second
 * to stderr in core's shape ({@link LoopStatus}), for {@code CpuPerOperation}'s CPU per operation.
 *
 * <p>Not thread-safe; {@link #run} starts and joins its own threads.
 */
public final class RawClientLoop {
  /** Latencies are recorded in microseconds up to this (one minute); larger ones are clamped. */
  private static final long MAX_LATENCY_US = 60_000_000L;

  private final Host[] hosts;
  private final String namespace;
  private final String set;
  private final int threads;
  private final int seconds;
  private final long records;
  private final int fields;
  private final int fieldBytes;
  /** Updates replace the record ({@code REPLACE_ONLY}) instead of merging one bin ({@code UPDATE_ONLY}). */
  private boolean replace;
  /** {@code ClientPolicy.connPoolsPerNode}; 0 keeps the client's default. */
  private int connPools;
  /** {@code ClientPolicy.minConnsPerNode}; negative keeps the client's default. */
  private int minConns = -1;
  /** One client per thread (upstream 0.17's binding) instead of one shared client. */
  private boolean clientPerThread;
  /** Operations per second in all threads together; 0 runs unpaced. */
  private long target;
  /** Seconds from the start whose operations the percentiles leave out (the warm-up); 0 keeps all. */
  private int skipSeconds;

  /**
   * @param hosts      seed hosts
   * @param namespace  namespace of the loaded records
   * @param set        set (YCSB table) of the loaded records
   * @param threads    client threads, 1 or more
   * @param seconds    run time in seconds
   * @param records    number of loaded records (YCSB {@code recordcount})
   * @param fields     fields per record (only to pick the updated bin)
   * @param fieldBytes bytes written per update
   */
  public RawClientLoop(Host[] hosts, String namespace, String set, int threads, int seconds, long records, int fields,
                       int fieldBytes) {
    this.hosts = hosts.clone();
    this.namespace = namespace;
    this.set = set;
    this.threads = threads;
    this.seconds = seconds;
    this.records = records;
    this.fields = fields;
    this.fieldBytes = fieldBytes;
  }

  /** Entry point; see the class comment for the arguments. Exit code 2 on bad arguments, 1 if nothing ran. */
  public static void main(String[] args) throws InterruptedException, DBException {
    String host = "127.0.0.1:3000";
    String namespace = "ycsb";
    String table = "usertable";
    int threads = 16;
    int seconds = 10;
    long records = 10_000;
    boolean viaBinding = false;
    boolean replace = false;
    int connPools = 0;
    int minConns = -1;
    boolean clientPerThread = false;
    long target = 0;
    int skip = 0;
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--via" -> viaBinding = args[i + 1].equals("binding");
        case "--host" -> host = args[i + 1];
        case "--namespace" -> namespace = args[i + 1];
        case "--table" -> table = args[i + 1];
        case "--threads" -> threads = Integer.parseInt(args[i + 1]);
        case "--seconds" -> seconds = Integer.parseInt(args[i + 1]);
        case "--records" -> records = Long.parseLong(args[i + 1]);
        case "--update" -> replace = args[i + 1].equals("replace");
        case "--conn-pools" -> connPools = Integer.parseInt(args[i + 1]);
        case "--min-conns" -> minConns = Integer.parseInt(args[i + 1]);
        case "--client-per-thread" -> clientPerThread = Boolean.parseBoolean(args[i + 1]);
        case "--target" -> target = Long.parseLong(args[i + 1]);
        case "--skip" -> skip = Integer.parseInt(args[i + 1]);
        default -> {
          System.err.println("raw-client: unknown option " + args[i]);
          System.exit(2);
        }
      }
    }
    List<Host> hosts = new ArrayList<>();
    for (String h : host.split(",")) {
      int colon = h.lastIndexOf(':');
      hosts.add(colon < 0 ? new Host(h.trim(), 3000)
          : new Host(h.substring(0, colon).trim(), Integer.parseInt(h.substring(colon + 1).trim())));
    }
    RawClientLoop loop = new RawClientLoop(hosts.toArray(new Host[0]), namespace, table, threads, seconds, records, 10,
        100);
    loop.replace = replace;
    loop.connPools = connPools;
    loop.minConns = minConns;
    loop.clientPerThread = clientPerThread;
    if (target < 0) {
      System.err.println("raw-client: --target takes operations per second, 0 (unpaced) or more (got " + target + ")");
      System.exit(2);
    }
    loop.target = target;
    if (skip < 0 || skip >= seconds) {
      System.err.println("raw-client: --skip takes whole seconds from 0 to --seconds minus 1 (got " + skip + ")");
      System.exit(2);
    }
    loop.skipSeconds = skip;
    Result r = loop.run(viaBinding);
    System.out.printf(Locale.ROOT,
        (viaBinding ? "binding-loop" : "raw-client") + " operations=%d failures=%d read-misses=%d seconds=%.3f ops/s=%.1f read-p95-us=%d update-p95-us=%d",
        r.operations(), r.failures(), r.readMisses(), r.seconds(), r.opsPerSec(), r.reads().getValueAtPercentile(95),
        r.updates().getValueAtPercentile(95));
    System.out.printf(Locale.ROOT, " read-p50-us=%d read-p99-us=%d read-p99.9-us=%d update-p50-us=%d update-p99-us=%d"
        + " update-p99.9-us=%d%n", r.reads().getValueAtPercentile(50), r.reads().getValueAtPercentile(99),
        r.reads().getValueAtPercentile(99.9), r.updates().getValueAtPercentile(50),
        r.updates().getValueAtPercentile(99), r.updates().getValueAtPercentile(99.9));
    System.exit(r.operations() > 0 ? 0 : 1);
  }

  /** What one run measured. */
  public record Result(long operations, long failures, long readMisses, double seconds, Histogram reads,
                       Histogram updates) {
    public double opsPerSec() {
      return operations / seconds;
    }
  }

  /**
   * Runs the loop and returns its measurements; clients are created before and closed after the timed part.
   *
   * @param viaBinding false: the client directly; true: through {@code site.ycsb.db.AerospikeClient} instances
   *                   (one per thread, sharing the binding's one client) without YCSB core
   */
  public Result run(boolean viaBinding) throws InterruptedException, DBException {
    ClientPolicy clientPolicy = new ClientPolicy();
    clientPolicy.maxConnsPerNode = Math.max(clientPolicy.maxConnsPerNode, threads);
    if (connPools > 0) {
      clientPolicy.connPoolsPerNode = connPools;
    }
    if (minConns >= 0) {
      clientPolicy.minConnsPerNode = minConns;
    }
    List<IAerospikeClient> ownClients = new ArrayList<>();
    List<site.ycsb.db.AerospikeClient> bindings = new ArrayList<>();
    try (IAerospikeClient client = viaBinding ? null : new AerospikeClient(clientPolicy, hosts)) {
      Policy read = new Policy();
      read.totalTimeout = 10_000;
      WritePolicy update = new WritePolicy();
      update.totalTimeout = 10_000;
      update.recordExistsAction = replace ? RecordExistsAction.REPLACE_ONLY : RecordExistsAction.UPDATE_ONLY;
      Properties props = new Properties();
      StringBuilder seeds = new StringBuilder();
      for (Host h : hosts) {
        seeds.append(seeds.length() == 0 ? "" : ",").append(h.name).append(':').append(h.port);
      }
      props.setProperty("as.host", seeds.toString());
      props.setProperty("as.namespace", namespace);
      props.setProperty("threadcount", String.valueOf(threads));
      if (replace) {
        props.setProperty("as.update", "replace");
      }

      List<Ops> perThread = new ArrayList<>();
      for (int i = 0; i < threads; i++) {
        if (viaBinding) {
          BindingOps b = new BindingOps(props);
          bindings.add(b.db);
          perThread.add(b);
        } else {
          IAerospikeClient mine = client;
          if (clientPerThread) {
            mine = new AerospikeClient(clientPolicy, hosts);
            ownClients.add(mine);
          }
          perThread.add(new ClientOps(mine, read, update));
        }
      }
      List<Worker> workers = new ArrayList<>();
      LoopStatus status = new LoopStatus(viaBinding ? "binding-loop" : "raw-client", System.err);
      long startNs = System.nanoTime();
      long endNs = startNs + seconds * 1_000_000_000L;
      status.start();
      long recordFromNs = startNs + skipSeconds * 1_000_000_000L;
      for (Ops o : perThread) {
        Worker w = new Worker(o, endNs, recordFromNs, Throttle.forThread(target, threads, false), status);
        workers.add(w);
        w.start();
      }
      Histogram reads = new Histogram(MAX_LATENCY_US, 3);
      Histogram updates = new Histogram(MAX_LATENCY_US, 3);
      long ops = 0;
      long failures = 0;
      long misses = 0;
      for (Worker w : workers) {
        w.join();
        reads.add(w.reads);
        updates.add(w.updates);
        ops += w.operations;
        failures += w.ops.failures();
        misses += w.misses;
      }
      status.close();
      double elapsed = (System.nanoTime() - startNs) / 1e9;
      return new Result(ops, failures, misses, elapsed, reads, updates);
    } finally {
      for (site.ycsb.db.AerospikeClient b : bindings) {
        b.cleanup();
      }
      for (IAerospikeClient own : ownClients) {
        own.close();
      }
    }
  }

  /** One thread's way to the server: the client itself, or a binding instance. */
  private interface Ops {
    /** @return whether the record was found; throws nothing, counts failures itself */
    boolean read(String key);

    void update(String key, String field, byte[] value);

    long failures();
  }

  /** The client directly: {@code get} of all bins, {@code put} of one bin with {@code UPDATE_ONLY}. */
  private final class ClientOps implements Ops {
    private final IAerospikeClient client;
    private final Policy readPolicy;
    private final WritePolicy updatePolicy;
    private long failures;

    ClientOps(IAerospikeClient client, Policy readPolicy, WritePolicy updatePolicy) {
      this.client = client;
      this.readPolicy = readPolicy;
      this.updatePolicy = updatePolicy;
    }

    @Override
    public boolean read(String key) {
      try {
        return client.get(readPolicy, new Key(namespace, set, key)) != null;
      } catch (AerospikeException e) {
        failures++;
        return true;
      }
    }

    @Override
    public void update(String key, String field, byte[] value) {
      try {
        client.put(updatePolicy, new Key(namespace, set, key), new Bin(field, value));
      } catch (AerospikeException e) {
        failures++;
      }
    }

    @Override
    public long failures() {
      return failures;
    }
  }

  /** The binding without YCSB core: one {@code site.ycsb.db.AerospikeClient} per thread, as core creates them. */
  private final class BindingOps implements Ops {
    private final site.ycsb.db.AerospikeClient db = new site.ycsb.db.AerospikeClient();
    private long failures;

    BindingOps(Properties props) throws DBException {
      db.setProperties(props);
      db.init();
    }

    @Override
    public boolean read(String key) {
      Status s = db.read(set, key, null, new HashMap<>());
      if (s != Status.OK && s != Status.NOT_FOUND) {
        failures++;
      }
      return s != Status.NOT_FOUND;
    }

    @Override
    public void update(String key, String field, byte[] value) {
      Map<String, ByteIterator> values = new HashMap<>();
      values.put(field, new ByteArrayByteIterator(value));
      if (db.update(set, key, values) != Status.OK) {
        failures++;
      }
    }

    @Override
    public long failures() {
      return failures;
    }
  }

  private final class Worker extends Thread {
    private final Ops ops;
    private final long endNs;
    /** Operations that start before this instant (ns) are counted but not recorded in the histograms. */
    private final long recordFromNs;
    private final Throttle throttle;
    private final LoopStatus status;
    final Histogram reads = new Histogram(MAX_LATENCY_US, 3);
    final Histogram updates = new Histogram(MAX_LATENCY_US, 3);
    long operations;
    long misses;

    Worker(Ops ops, long endNs, long recordFromNs, Throttle throttle, LoopStatus status) {
      super("raw-client-loop");
      this.ops = ops;
      this.endNs = endNs;
      this.recordFromNs = recordFromNs;
      this.throttle = throttle;
      this.status = status;
    }

    @Override
    public void run() {
      ThreadLocalRandom random = ThreadLocalRandom.current();
      throttle.spreadFirstOperation(random.nextDouble());
      long begun = System.nanoTime();
      for (long n = 0; throttle.awaitTurn(begun, n, () -> false) < endNs && System.nanoTime() < endNs; n++) {
        String key = "user" + Utils.hash(random.nextLong(records));
        boolean isRead = random.nextBoolean();
        byte[] value = null;
        String field = null;
        if (!isRead) {
          value = new byte[fieldBytes];
          random.nextBytes(value);
          field = "field" + random.nextInt(fields);
        }
        // Timed as YCSB's DBWrapper times the binding: key digest, call and result included.
        long t0 = System.nanoTime();
        if (isRead) {
          if (!ops.read(key)) {
            misses++;
          }
        } else {
          ops.update(key, field, value);
        }
        long us = Math.min((System.nanoTime() - t0) / 1000, MAX_LATENCY_US);
        if (t0 >= recordFromNs) {
          (isRead ? reads : updates).recordValue(us);
        }
        operations++;
        status.operationDone();
      }
    }
  }
}
