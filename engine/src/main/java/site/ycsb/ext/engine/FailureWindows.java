/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import site.ycsb.ext.contract.OutageLimits;

/**
 * The run's time cut into whole 1-s windows from the instant its operations start, each judged once: a window in
 * which no operation succeeded while operations failed or a client thread backed off ({@link PausedTime}) is an
 * outage window, and consecutive outage windows form an {@link Outage}. Samples the run's {@link OperationTally}
 * and pauses once a second on its own daemon thread, and hands every sample to its listeners there (the early stop,
 * {@link EmptyDatabaseStop}); {@link OutageJudgement} reads the outages when the clients ended. Reads the
 * {@link OutageLimits} both judgements use. Hooks: {@link #prepare}, {@link #started} (starts sampling when the
 * operations run), {@link #clientsEnded} (stops, takes the last sample).
 *
 * <p>Thread-safety: {@link #begin}, {@link #sample}, {@link #end} and the readers are synchronized: the sampling
 * thread and the main thread share them; listeners run on the sampling thread, outside the lock. A sample that comes
 * late (a stalled JVM) covers several windows, judged together: an outage only when none of them had a success.
 * Times are nanoseconds on the monotonic clock; windows and outages are whole seconds from the run's start.
 */
final class FailureWindows implements RunFeature {
  static final long WINDOW_NS = TimeUnit.SECONDS.toNanos(1);

  private final List<Consumer<Sample>> listeners = new CopyOnWriteArrayList<>();
  private OperationTally tally;
  private PausedTime pauses;
  private OutageLimits limits = OutageLimits.DEFAULTS;
  private Thread thread;
  private volatile boolean stopped;
  private volatile boolean stoppedEarly;

  // Guarded by this.
  private long startNs = -1;
  private long elapsedNs;
  /** Whole windows judged so far. */
  private int judged;
  /** Successful operations up to the last judged window's end. */
  private long successesAtJudged;
  private final BitSet outageWindows = new BitSet();
  /** Failed operations and paused time up to each window boundary (index k: k seconds from the start). */
  private long[] failuresAt = new long[64];
  private long[] pausedNsAt = new long[64];
  private Sample last = new Sample(0, 0, 0, 0);

  /**
   * The run's counts so far.
   *
   * @param elapsedNs since the operations started
   * @param successes successful operations, all types
   * @param failures failed operations, all types
   * @param pausedNs the client threads' backoff pauses, summed over threads
   */
  record Sample(long elapsedNs, long successes, long failures, long pausedNs) {
  }

  /**
   * An outage: consecutive whole windows without a successful operation while operations failed or threads paused.
   *
   * @param startS its first window, seconds from the run's start
   * @param lengthS its windows, whole seconds
   * @param failedOps operations that failed in it
   * @param toEnd whether it lasted to the run's last whole window
   */
  record Outage(long startS, long lengthS, long failedOps, boolean toEnd) {
    /** {@code no operation succeeded for 12 s, from +8 s to the run's end (3,612 operations failed; first: ...)}. */
    String describe(String firstFailure) {
      return String.format(Locale.US, "no operation succeeded for %d s, from +%d s to %s (%,d operations failed%s)",
          lengthS, startS, toEnd ? "the run's end" : "+" + (startS + lengthS) + " s", failedOps,
          firstFailure.isEmpty() ? "" : "; first: " + firstFailure);
    }
  }

  @Override
  public void check(Properties props) {
    limits = OutageLimits.from(props);
  }

  @Override
  public void prepare(RunContext run) {
    tally = run.tally();
    pauses = run.pauses();
  }

  @Override
  public void started(long startMs, boolean operationsRun) {
    if (!operationsRun) {
      return;
    }
    long begun = System.nanoTime();
    begin(begun);
    thread = new Thread(() -> sampleEverySecond(begun), "ycsb-failure-windows");
    thread.setDaemon(true);
    thread.start();
  }

  @Override
  public void clientsEnded(List<ClientWorker> workers) {
    if (thread == null) {
      return;
    }
    stopped = true;
    LockSupport.unpark(thread);
    try {
      thread.join(TimeUnit.NANOSECONDS.toMillis(WINDOW_NS) + 1_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    end(System.nanoTime());
  }

  /** Adds a listener, called with every sample on the sampling thread while the operations run. */
  void onSample(Consumer<Sample> listener) {
    listeners.add(listener);
  }

  /** The limits both judgements use, read in {@link #prepare}. */
  OutageLimits limits() {
    return limits;
  }

  /** A judgement stopped the run early; the outage judgement then adds no cause of its own. */
  void markStoppedEarly() {
    stoppedEarly = true;
  }

  boolean stoppedEarly() {
    return stoppedEarly;
  }

  private void sampleEverySecond(long begunNs) {
    for (long k = 1; !stopped; k++) {
      long due = begunNs + k * WINDOW_NS;
      long left;
      while (!stopped && (left = due - System.nanoTime()) > 0) {
        LockSupport.parkNanos(left);
      }
      if (stopped) {
        return;
      }
      long now = System.nanoTime();
      Sample s = sample(now);
      listeners.forEach(l -> l.accept(s));
      // A late wake-up (a stalled JVM) skips the boundaries it missed: the sample covered their windows.
      k = Math.max(k, (now - begunNs) / WINDOW_NS);
    }
  }

  /** The operations start at {@code nowNs}. */
  synchronized void begin(long nowNs) {
    startNs = nowNs;
    last = new Sample(0, tally.successes(), tally.failures(), pauses.totalNs(nowNs));
    successesAtJudged = last.successes();
    failuresAt[0] = last.failures();
    pausedNsAt[0] = last.pausedNs();
  }

  /**
   * Takes a sample at {@code nowNs} and judges the whole windows that ended since the last judged one.
   *
   * @return the run's counts at {@code nowNs}
   */
  synchronized Sample sample(long nowNs) {
    Sample now = new Sample(nowNs - startNs, tally.successes(), tally.failures(), pauses.totalNs(nowNs));
    elapsedNs = now.elapsedNs();
    int whole = (int) Math.min(Integer.MAX_VALUE - 1, now.elapsedNs() / WINDOW_NS);
    if (whole > judged) {
      Sample before = new Sample(0, successesAtJudged, failuresAt[judged], pausedNsAt[judged]);
      long failed = now.failures() - before.failures();
      long paused = now.pausedNs() - before.pausedNs();
      boolean outage = now.successes() == before.successes() && (failed > 0 || paused > 0);
      grow(whole);
      int span = whole - judged;
      for (int i = 1; i <= span; i++) {
        // Spread over the windows a late sample covers, so an outage's counts stay whole.
        failuresAt[judged + i] = before.failures() + failed * i / span;
        pausedNsAt[judged + i] = before.pausedNs() + paused * i / span;
      }
      if (outage) {
        outageWindows.set(judged, whole);
      }
      judged = whole;
      successesAtJudged = now.successes();
    }
    last = now;
    return now;
  }

  /** The operations ended at {@code nowNs}: the last sample; the partial window after the last whole one is not judged. */
  synchronized void end(long nowNs) {
    if (startNs >= 0) {
      sample(nowNs);
    }
  }

  private void grow(int boundary) {
    if (boundary >= failuresAt.length) {
      int size = Math.max(boundary + 1, failuresAt.length * 2);
      failuresAt = Arrays.copyOf(failuresAt, size);
      pausedNsAt = Arrays.copyOf(pausedNsAt, size);
    }
  }

  /** Whether the operations ran (and windows were sampled). */
  synchronized boolean ran() {
    return startNs >= 0;
  }

  /** The last sample: the whole run's counts once the clients ended. */
  synchronized Sample last() {
    return last;
  }

  /** The outages, in order. */
  synchronized List<Outage> outages() {
    List<Outage> found = new ArrayList<>();
    for (int from = outageWindows.nextSetBit(0); from >= 0 && from < judged; ) {
      int to = outageWindows.nextClearBit(from);
      // An outage to the end takes the failures of the partial window after the last whole one too.
      long failedTo = to >= judged ? last.failures() : failuresAt[to];
      found.add(new Outage(from, to - from, failedTo - failuresAt[from], to >= judged));
      from = outageWindows.nextSetBit(to);
    }
    return found;
  }

  /**
   * The client threads' pauses in windows {@code fromS} (inclusive) to {@code toS} (exclusive), nanoseconds summed
   * over threads; a {@code toS} past the last whole window takes the partial window after it, to the last sample.
   */
  synchronized long pausedNs(long fromS, long toS) {
    int from = (int) Math.max(0, Math.min(judged, fromS));
    long upTo = toS > judged ? last.pausedNs() : pausedNsAt[(int) Math.max(from, toS)];
    return upTo - pausedNsAt[from];
  }

  /**
   * The first failure of the operation type that failed most, e.g. {@code READ: NOT_FOUND: ...}, or empty without
   * failures.
   */
  String firstFailure() {
    Map.Entry<String, RunOutcome.Counts> most = null;
    for (Map.Entry<String, RunOutcome.Counts> op : tally.snapshot().entrySet()) {
      if (op.getValue().failures() > 0 && (most == null || op.getValue().failures() > most.getValue().failures())) {
        most = op;
      }
    }
    return most == null ? "" : most.getKey() + ": " + most.getValue().firstFailure();
  }
}
