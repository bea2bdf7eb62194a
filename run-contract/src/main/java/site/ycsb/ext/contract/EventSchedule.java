/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;

/**
 * Runs a run's events ({@link EventSpec}) on this host at their instants, beside the run and never blocking it: each
 * command runs with {@code sh -c} on its own thread, its standard output and error in {@code <prefix>event-<n>.out},
 * killed when it outlives the timeout; each note is recorded at its instant. The benchmark JVM uses it for
 * {@code bin/ycsb run}, fan-out for {@code fanout run} (on the central host). {@link #start} once, then
 * {@link #finish} once, both from the thread that owns the run; the event threads are daemons of this class.
 */
public final class EventSchedule {
  /**
   * How long an event's command may run before it is killed, milliseconds: {@code --event-timeout}. A restart of a
   * database node over ssh takes seconds; a minute leaves room. Default: {@value}.
   */
  public static final long DEFAULT_TIMEOUT_MS = 60_000;
  /** The property that carries {@code --event-timeout} to the benchmark JVM, milliseconds. */
  public static final String TIMEOUT_PROPERTY = "ycsb.ext.event-timeout-ms";
  /** How long a killed command gets to end before it is killed forcibly, milliseconds. */
  static final long KILL_WAIT_MS = 5_000;

  private final List<EventSpec> events;
  private final String outputPrefix;
  private final long timeoutMs;
  private final UnaryOperator<String> mask;
  private final ConcurrentHashMap<Integer, RunEvent> recorded = new ConcurrentHashMap<>();
  private final List<Future<?>> pending = new ArrayList<>();
  private ScheduledThreadPoolExecutor executor;
  private long startEpochMs;

  /**
   * @param events the planned events
   * @param outputPrefix where the commands' output files go: a directory with a trailing separator, or a file-name
   *     prefix ({@code periodichistogram.output.path})
   * @param timeoutMs how long a command may run, milliseconds, from 1
   * @param mask masks secret values in the commands before they are recorded ({@link SecretMask#masker})
   */
  public EventSchedule(List<EventSpec> events, String outputPrefix, long timeoutMs, UnaryOperator<String> mask) {
    if (timeoutMs < 1) {
      throw new IllegalArgumentException("timeoutMs must be at least 1, got " + timeoutMs);
    }
    this.events = List.copyOf(events);
    this.outputPrefix = outputPrefix;
    this.timeoutMs = timeoutMs;
    this.mask = mask;
  }

  /** Whether there is anything to run. */
  public boolean isEmpty() {
    return events.isEmpty();
  }

  /**
   * Schedules every event at {@code startEpochMs} plus its offset; an instant already passed runs at once (and is
   * then recorded as late when it passed by more than {@link RunEvent#LATE_TOLERANCE_MS}).
   *
   * @param startEpochMs the run's start instant, epoch milliseconds
   */
  public void start(long startEpochMs) {
    if (executor != null) {
      throw new IllegalStateException("the events were started already");
    }
    this.startEpochMs = startEpochMs;
    AtomicInteger threads = new AtomicInteger();
    ThreadFactory daemons = r -> {
      Thread t = new Thread(r, "ycsb-event-" + threads.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
    // One thread per event, so that a slow command never delays the next event.
    executor = new ScheduledThreadPoolExecutor(Math.max(1, events.size()), daemons);
    long nowMs = System.currentTimeMillis();
    for (EventSpec e : events) {
      long delayMs = Math.max(0, startEpochMs + e.offsetMs() - nowMs);
      pending.add(executor.schedule(() -> run(e), delayMs, TimeUnit.MILLISECONDS));
    }
  }

  /**
   * At the run's end: events whose instant has not come are recorded as not started; commands still running are
   * waited for, each at most until its timeout (then killed).
   *
   * @return every event's record, by index; empty when {@link #start} was never called (the run did not start)
   */
  public List<RunEvent> finish() {
    if (executor == null) {
      return List.of();
    }
    long nowMs = System.currentTimeMillis();
    for (int i = 0; i < events.size(); i++) {
      // An event whose instant has come runs even when its thread has not picked it up yet.
      if (planned(events.get(i)) > nowMs) {
        pending.get(i).cancel(false);
      }
    }
    executor.shutdown();
    try {
      // Each running command ends within its timeout plus the kill wait.
      if (!executor.awaitTermination(timeoutMs + 2 * KILL_WAIT_MS, TimeUnit.MILLISECONDS)) {
        executor.shutdownNow();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      executor.shutdownNow();
    }
    List<RunEvent> all = new ArrayList<>();
    for (EventSpec e : events) {
      all.add(recorded.getOrDefault(e.index(), new RunEvent(e.index(), e.kind().label(), e.offset(),
          planned(e), 0, shown(e), RunEvent.Status.NOT_STARTED, -1, -1, "", e.ends())));
    }
    return List.copyOf(all);
  }

  private long planned(EventSpec e) {
    return startEpochMs + e.offsetMs();
  }

  private String shown(EventSpec e) {
    return e.kind() == EventSpec.Kind.COMMAND ? mask.apply(e.text()) : e.text();
  }

  /** Runs one event on its own thread and records it. */
  private void run(EventSpec e) {
    long startedMs = System.currentTimeMillis();
    if (e.kind() == EventSpec.Kind.NOTE) {
      recorded.put(e.index(), new RunEvent(e.index(), e.kind().label(), e.offset(), planned(e), startedMs, shown(e),
          RunEvent.Status.NOTE, -1, -1, "", e.ends()));
      return;
    }
    Path output = Path.of(outputPrefix + "event-" + e.index() + ".out").toAbsolutePath();
    String outputName = output.getFileName().toString();
    Process process;
    long startNs = System.nanoTime();
    try {
      Files.createDirectories(output.getParent());
      process = new ProcessBuilder("sh", "-c", e.text()).redirectErrorStream(true)
          .redirectOutput(output.toFile()).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
          .start();
    } catch (IOException | RuntimeException ex) {
      writeQuietly(output, "cannot start sh -c: " + ex.getMessage() + "\n");
      recorded.put(e.index(), new RunEvent(e.index(), e.kind().label(), e.offset(), planned(e), startedMs, shown(e),
          RunEvent.Status.FAILED, -1, 0, outputName, e.ends()));
      return;
    }
    RunEvent.Status status;
    int exitCode;
    try {
      if (process.waitFor(timeoutMs, TimeUnit.MILLISECONDS)) {
        exitCode = process.exitValue();
        status = exitCode == 0 ? RunEvent.Status.OK : RunEvent.Status.FAILED;
      } else {
        kill(process);
        exitCode = -1;
        status = RunEvent.Status.TIMED_OUT;
      }
    } catch (InterruptedException ex) {
      // The schedule is being torn down: the command is killed and counts as timed out.
      kill(process);
      exitCode = -1;
      status = RunEvent.Status.TIMED_OUT;
    }
    long durationMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNs);
    recorded.put(e.index(), new RunEvent(e.index(), e.kind().label(), e.offset(), planned(e), startedMs, shown(e),
        status, exitCode, durationMs, outputName, e.ends()));
  }

  private static void kill(Process process) {
    process.descendants().forEach(ProcessHandle::destroy);
    process.destroy();
    try {
      if (!process.waitFor(KILL_WAIT_MS, TimeUnit.MILLISECONDS)) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
      }
    } catch (InterruptedException ex) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
    }
  }

  private static void writeQuietly(Path file, String text) {
    try {
      Files.writeString(file, text);
    } catch (IOException ignored) {
      // the record names the failure; the file is a courtesy
    }
  }
}
