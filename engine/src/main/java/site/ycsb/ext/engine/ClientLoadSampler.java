/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.BufferedWriter;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import site.ycsb.ext.contract.ClientSample;
import site.ycsb.ext.contract.ClientSamplesFile;

/**
 * Samples how loaded the benchmark JVM is, once per window and off the operation path: its CPU time against the
 * cores it may use, its GC pause time, and the start lag under a target ({@link StartLag}); each window becomes a
 * {@link ClientSample}, kept for the end-of-run verdict and, with an output prefix, appended to
 * {@code <prefix>client.csv} ({@link ClientSamplesFile}) as it goes, so a killed run keeps what it sampled.
 *
 * <p>Thread-safety: {@link #start} and {@link #stop} from the thread that owns the run; the sampling runs on its own
 * daemon thread; {@link #samples} after {@link #stop}.
 */
final class ClientLoadSampler implements Runnable {
  /** Enough for schedstat's three numbers (run time, run-queue wait, time slices) of up to 20 digits each. */
  private static final int SCHEDSTAT_BYTES = 96;

  private final long windowMs;
  private final StartLag lag;
  private final Optional<Path> file;
  private final List<ClientSample> samples = Collections.synchronizedList(new ArrayList<>());
  private final Thread thread = new Thread(this, "ycsb-client-load");
  private final OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
  private final List<GarbageCollectorMXBean> collectors = ManagementFactory.getGarbageCollectorMXBeans();
  private volatile boolean stopped;
  private BufferedWriter out;
  private String writeProblem;
  private long lastMs;
  private long lastCpuNs;
  private long lastGcMs;
  private long lastWaitNs;

  /**
   * @param windowMs how often to sample, milliseconds, at least 1; samples follow the wall-clock grid of this length
   * @param lag the workers' start lag
   * @param file where to append the samples, or empty to keep them in memory only
   */
  ClientLoadSampler(long windowMs, StartLag lag, Optional<Path> file) {
    this.windowMs = Math.max(1, windowMs);
    this.lag = lag;
    this.file = file;
    thread.setDaemon(true);
  }

  /** Starts sampling from now: the first window runs from now to the next grid boundary. */
  void start() {
    lastMs = System.currentTimeMillis();
    lastCpuNs = processCpuNs();
    lastGcMs = gcMs();
    lastWaitNs = runQueueWaitNs();
    lag.drain();
    if (file.isPresent()) {
      try {
        out = Files.newBufferedWriter(file.get(), StandardCharsets.UTF_8);
        out.write(ClientSamplesFile.HEADER + "\n" + ClientSamplesFile.COLUMNS + "\n");
        out.flush();
      } catch (IOException e) {
        writeProblem = "cannot write " + file.get() + ": " + e.getMessage();
        out = null;
      }
    }
    thread.start();
  }

  /**
   * Takes the last (partial) window's sample and stops; waits for the thread at most one window. A last window
   * shorter than a quarter of the window is not sampled: its few milliseconds hold the run's own ending (threads
   * joining, the JIT, the export), not the load the run put on the client, and its CPU share is noise.
   */
  void stop() {
    stopped = true;
    thread.interrupt();
    try {
      thread.join(windowMs + 1_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    synchronized (this) {
      long now = System.currentTimeMillis();
      if (samples.isEmpty() || now - lastMs >= windowMs / 4) {
        sample(now);
      }
      if (out != null) {
        try {
          out.close();
        } catch (IOException e) {
          writeProblem = "cannot write " + file.orElseThrow() + ": " + e.getMessage();
        }
        out = null;
      }
    }
  }

  @Override
  public void run() {
    while (!stopped) {
      long now = System.currentTimeMillis();
      long next = (now / windowMs + 1) * windowMs;
      try {
        Thread.sleep(next - now);
      } catch (InterruptedException e) {
        return;
      }
      synchronized (this) {
        if (!stopped) {
          sample(System.currentTimeMillis());
        }
      }
    }
  }

  /** The samples taken, in order. */
  List<ClientSample> samples() {
    synchronized (samples) {
      return List.copyOf(samples);
    }
  }

  /** Why the samples file is incomplete, or empty. */
  Optional<String> writeProblem() {
    return Optional.ofNullable(writeProblem);
  }

  private void sample(long nowMs) {
    if (nowMs <= lastMs) {
      return;
    }
    long cpuNs = processCpuNs();
    long gc = gcMs();
    long waitNs = runQueueWaitNs();
    long wallMs = nowMs - lastMs;
    StartLag.Window late = lag.drain();
    ClientSample s = new ClientSample(lastMs, nowMs, cpuNs < 0 ? 0 : (cpuNs - lastCpuNs) / 1e6 / wallMs,
        Runtime.getRuntime().availableProcessors(), Math.max(0, (waitNs - lastWaitNs) / 1e6 / wallMs),
        Math.min(1, Math.max(0, (gc - lastGcMs) / (double) wallMs)),
        late.meanMs(), late.maxMs());
    samples.add(s);
    lastMs = nowMs;
    lastCpuNs = cpuNs;
    lastGcMs = gc;
    lastWaitNs = waitNs;
    if (out != null) {
      try {
        out.write(ClientSamplesFile.line(s) + "\n");
        out.flush();
      } catch (IOException e) {
        writeProblem = "cannot write " + file.orElseThrow() + ": " + e.getMessage();
        out = null;
      }
    }
  }

  private long processCpuNs() {
    return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : -1;
  }

  /**
   * The run-queue wait of this JVM's live threads, nanoseconds: the second field of Linux's
   * {@code /proc/self/task/N/schedstat}; 0 where there is none. Threads that ended take theirs with them, so a
   * window's difference can only undercount. Each file is read with one call into one small buffer: with ~40
   * threads this costs about 1 ms of CPU per sample, against 2-5 ms through {@code Files.readString} and a regex
   * split (measured on the project's 2-core machine, busy; docs/metrics.md).
   */
  static long runQueueWaitNs() {
    File[] tasks = new File("/proc/self/task").listFiles();
    if (tasks == null) {
      return 0;
    }
    byte[] buffer = new byte[SCHEDSTAT_BYTES];
    long total = 0;
    for (File task : tasks) {
      try (FileInputStream in = new FileInputStream(new File(task, "schedstat"))) {
        total += secondField(buffer, in.read(buffer));
      } catch (IOException e) {
        // the thread ended meanwhile, or the kernel has no schedstat: nothing to add
      }
    }
    return total;
  }

  /**
   * The second space-separated field of {@code bytes[0..length)} as a decimal number, or 0 when it is missing or not
   * a number ({@code length} may be -1: nothing read).
   */
  static long secondField(byte[] bytes, int length) {
    int i = 0;
    while (i < length && bytes[i] != ' ') {
      i++;
    }
    i++;
    long value = 0;
    int digits = 0;
    for (; i < length && bytes[i] >= '0' && bytes[i] <= '9'; i++, digits++) {
      value = value * 10 + (bytes[i] - '0');
    }
    boolean ended = i >= length || bytes[i] == ' ' || bytes[i] == '\n';
    return digits > 0 && digits <= 18 && ended ? value : 0;
  }

  private long gcMs() {
    long total = 0;
    for (GarbageCollectorMXBean gc : collectors) {
      total += Math.max(0, gc.getCollectionTime());
    }
    return total;
  }
}
