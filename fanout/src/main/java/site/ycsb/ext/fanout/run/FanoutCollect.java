/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import site.ycsb.ext.fanout.collect.Collector;
import site.ycsb.ext.fanout.collect.InStep;
import site.ycsb.ext.fanout.collect.HostRecord;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.fanout.collect.SummaryMerger;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.Parallel;
import site.ycsb.ext.fanout.ssh.RemoteScripts;
import site.ycsb.ext.fanout.ssh.Ssh;
import site.ycsb.ext.fanout.ssh.SshCall;

/**
 * {@code fanout collect}: brings a run home from what its hosts recorded, without the central process that started it
 * (killed, closed, or {@code --detach}ed). Asks every host for its record of the run ({@link HostRecord}), reports
 * (or waits a bounded time for) hosts still running, then collects with the run's own steps ({@link CollectStep},
 * {@link MergeStep}): the same layout, the same checks against each manifest, the host logs, {@code fanout.json}
 * from the hosts' records, the merged report. A host directory already complete locally is kept as it is, so
 * collecting twice changes nothing. An unreachable host is named and the others are collected. Used once, on one
 * thread.
 */
public final class FanoutCollect {
  /** How many times a host whose launcher is gone without a recorded exit is asked again while it may be ending. */
  private static final int GONE_ASKS = 5;
  /**
   * A launcher gone without a recorded exit whose run's files changed less than this many seconds ago is still
   * ending (its run script records the exit a moment after the launcher's exit): it is asked again, not taken as lost.
   */
  static final long ENDING_SECONDS = 15;
  /** Between two asks of the hosts still running, with {@code --wait}. */
  private static final Duration POLL = Duration.ofSeconds(2);

  /** What a host holds of the run. */
  enum HostState {
    /** No record of the run: it never started there. */
    NONE,
    /** Its launcher still runs. */
    RUNNING,
    /** Its launcher ended and recorded its exit code. */
    ENDED,
    /** Its launcher ended without recording its exit (its run script was killed). */
    GONE,
    /** The host did not answer over ssh. */
    UNREACHABLE
  }

  /**
   * What one host said: its state, its record (null without one), why it could not be asked.
   *
   * @param goneSeconds for {@link HostState#GONE}: seconds since the run's files on the host last changed; -1 when
   *     unknown or not gone
   */
  record Probe(HostSpec host, String base, HostState state, HostRecord record, String reason, long goneSeconds) {
    Probe(HostSpec host, String base, HostState state, HostRecord record, String reason) {
      this(host, base, state, record, reason, -1);
    }

    /**
     * Whether the host's launcher is gone so recently that its run script may still be recording its exit: asked
     * again rather than collected as gone (an unknown age counts as recent).
     */
    boolean stillEnding() {
      return state == HostState.GONE && goneSeconds < ENDING_SECONDS;
    }
  }

  /**
   * The options of one collect.
   *
   * @param remoteDir the remote base directory unless a host overrides it
   * @param resultsDir the local directory holding {@code <run-id>/}
   * @param waitLimit how long to wait for hosts still running; zero to report them and stop
   * @param sshTimeout the limit of each short ssh exchange
   * @param allowOutOfStep whether a run not in step still exits 0 when all else is complete
   */
  public record Settings(String remoteDir, Path resultsDir, String runId, Duration waitLimit, Duration sshTimeout,
      boolean allowOutOfStep) {
  }

  private final Ssh ssh;
  private final Settings settings;
  private final SummaryMerger merger;
  private final PrintWriter out;

  /** @param out where the hosts' states, the result table and the merged summary go */
  public FanoutCollect(Ssh ssh, Settings settings, SummaryMerger merger, PrintWriter out) {
    this.ssh = ssh;
    this.settings = settings;
    this.merger = merger;
    this.out = out;
  }

  /**
   * Collects the run from these hosts.
   *
   * @return 0 when every host's results are complete and merged; 1 when a host still runs (nothing is written), was
   *     not reached, or its results are incomplete, or no host holds the run
   */
  public int execute(List<HostSpec> hosts) {
    try {
      return doExecute(hosts);
    } finally {
      out.flush();
    }
  }

  private int doExecute(List<HostSpec> hosts) {
    List<Probe> probes = probeUntilEnded(hosts);
    List<String> running = probes.stream().filter(p -> p.state() == HostState.RUNNING).map(p -> p.host().label())
        .toList();
    if (!running.isEmpty()) {
      out.println("fanout: run " + settings.runId() + " still runs on " + String.join(", ", running) + ": collect it"
          + " when it ends, or give --wait <seconds>; nothing was collected");
      return 1;
    }
    HostRecord plan = probes.stream().map(Probe::record).filter(r -> r != null).findFirst().orElse(null);
    if (plan == null) {
      out.println("fanout: no host holds run " + settings.runId() + " (each host's <remote-dir>/results/"
          + settings.runId() + "/" + RemoteScripts.HOSTS_DIR + "/<label>/" + RemoteScripts.HOST_RECORD + ")"
          + unreachable(probes));
      return 1;
    }
    Path runDir = settings.resultsDir().resolve(settings.runId());
    if (alreadyCollected(probes, runDir)) {
      out.println("fanout: " + runDir + " already holds every host's results, verified against their manifests, and"
          + " its " + RunRecord.FILE_NAME + "; nothing changed");
      return RunRecord.read(runDir.resolve(RunRecord.FILE_NAME)).exitCode();
    }
    createDirectories(runDir.resolve("logs"));
    return collectAndMerge(probes, plan, runDir);
  }

  /** Whether a host is still running, or still ending while such hosts are asked again. */
  private static boolean stillToAsk(List<Probe> probes, boolean askGone) {
    return probes.stream().anyMatch(p -> p.state() == HostState.RUNNING || p.stillEnding() && askGone);
  }

  /**
   * Whether a host still ending ({@link Probe#stillEnding}) is asked again: at most {@value #GONE_ASKS} times, with
   * or without {@code --wait} (a host just between its launcher's exit and its recorded exit code is not lost).
   */
  private static boolean waiting(int goneAsks) {
    return goneAsks < GONE_ASKS;
  }

  /** Asks every host; with {@code --wait}, asks again those still running until none is or the wait is over. */
  private List<Probe> probeUntilEnded(List<HostSpec> hosts) {
    out.printf(Locale.US, "Looking for run %s on %d hosts...%n", settings.runId(), hosts.size());
    out.flush();
    List<Probe> probes = Parallel.map(hosts, ssh.maxSessions(), this::probe);
    long deadline = System.nanoTime() + settings.waitLimit().toNanos();
    // A launcher that has just ended leaves its run script a moment (its log filters, then the exit and end lines)
    // before the host's record is complete: while waiting, a "gone" host is asked again a few times.
    int goneAsks = 0;
    while (stillToAsk(probes, waiting(goneAsks)) && (System.nanoTime() < deadline
        || probes.stream().noneMatch(p -> p.state() == HostState.RUNNING) && waiting(goneAsks))) {
      try {
        Thread.sleep(POLL.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
      boolean askGone = waiting(goneAsks);
      goneAsks += probes.stream().anyMatch(Probe::stillEnding) ? 1 : 0;
      probes = Parallel.map(probes, ssh.maxSessions(), p -> p.state() == HostState.RUNNING
          || p.stillEnding() && askGone ? probe(p.host()) : p);
    }
    for (Probe p : probes) {
      out.printf(Locale.US, "  %-20s %s%n", p.host().label(), describe(p));
    }
    return probes;
  }

  private Probe probe(HostSpec host) {
    String base = host.remoteDir().isEmpty() ? settings.remoteDir() : host.remoteDir();
    SshCall.Result answer = SshCall.run(ssh, host, RemoteScripts.hostState(hostDir(base, host)), new byte[0],
        settings.sshTimeout());
    List<String> recordLines = new ArrayList<>();
    String state = "";
    for (String line : answer.stdout().split("\n")) {
      if (line.startsWith("fanout-host ")) {
        recordLines.add(line.substring("fanout-host ".length()));
      } else if (line.startsWith("fanout-state ")) {
        state = line.substring("fanout-state ".length()).strip();
      }
    }
    if (answer.exitCode() != 0 || state.isEmpty()) {
      return new Probe(host, base, HostState.UNREACHABLE, null, answer.reason());
    }
    HostRecord record = null;
    if (!recordLines.isEmpty()) {
      try {
        record = HostRecord.parse(recordLines);
      } catch (IllegalArgumentException e) {
        return new Probe(host, base, HostState.NONE, null, e.getMessage());
      }
    }
    String[] words = state.split(" ");
    long goneSeconds = words.length > 1 && words[1].matches("-?\\d{1,12}") ? Long.parseLong(words[1]) : -1;
    return new Probe(host, base, HostState.valueOf(words[0].toUpperCase(Locale.ROOT)), record, "",
        goneSeconds);
  }

  private String hostDir(String base, HostSpec host) {
    return StartStep.hostDir(base, settings.runId(), host.label());
  }

  /** Whether an earlier collect (or the run itself) left every host complete and the run record: nothing to do. */
  private static boolean alreadyCollected(List<Probe> probes, Path runDir) {
    if (!Files.isRegularFile(runDir.resolve(RunRecord.FILE_NAME))) {
      return false;
    }
    return probes.stream().allMatch(p -> Collector.checkLocal(p.host().label(), runDir.resolve(p.host().label()))
        .completeness() == Collector.Completeness.COMPLETE);
  }

  private int collectAndMerge(List<Probe> probes, HostRecord plan, Path runDir) {
    RunRecord.Builder record = new RunRecord.Builder();
    record.runId = settings.runId();
    record.phase = plan.phase();
    record.binding = plan.binding();
    record.startAtEpochMs = commonStart(probes, plan);
    record.startBarrier = barrierLine(probes, plan);
    record.lateStartThresholdMs = plan.lateStartThresholdMs();
    record.totalTargetOpsPerSec = plan.totalTargetOpsPerSec();
    List<CollectStep.Target> targets = new ArrayList<>();
    List<CollectStep.Target> toFetch = new ArrayList<>();
    List<RunRecord.HostBuilder> entries = new ArrayList<>();
    for (Probe p : probes) {
      CollectStep.Target target = target(p);
      targets.add(target);
      entries.add(entry(p));
      if (p.record() != null) {
        record.endEpochMs = Math.max(record.endEpochMs, p.record().endEpochMs());
      }
      if (Collector.checkLocal(p.host().label(), runDir.resolve(p.host().label())).completeness()
          != Collector.Completeness.COMPLETE) {
        toFetch.add(target);
      }
    }
    List<Collector.Result> fetched = new CollectStep(ssh, out).collectTargets(toFetch, runDir);
    List<Collector.Result> collected = new ArrayList<>();
    for (CollectStep.Target target : targets) {
      int i = toFetch.indexOf(target);
      collected.add(i >= 0 ? fetched.get(i) : Collector.checkLocal(target.host().label(),
          runDir.resolve(target.host().label())));
    }
    Parallel.map(probes, ssh.maxSessions(), p -> fetchLogs(p, runDir));
    boolean allComplete = CollectStep.recordTargets(targets, collected, entries, record);
    keepEarlierCauses(probes, runDir, record);
    out.println(StartMeasurement.recordStarts(record.startAtEpochMs, record.lateStartThresholdMs, collected,
        targets.stream().map(t -> StartMeasurement.startInLog(runDir.resolve("logs").resolve(t.host().label()
            + ".stderr.log"))).toList(), targets.stream().map(t -> -1L).toList(), record));
    HostStates.assign(record, runDir, out);
    InStep inStep = InStepCheck.judge(record, runDir, "");
    allComplete &= new MergeStep(merger, out).merge(runDir, collected, record, inStep);
    record.exitCode = allComplete && (inStep.inStep() || settings.allowOutOfStep()) ? 0 : 1;
    try {
      record.build().write(runDir);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + runDir.resolve(RunRecord.FILE_NAME), e);
    }
    if (!allComplete) {
      out.println("fanout: not every host completed: see " + runDir.resolve(RunRecord.FILE_NAME));
    }
    if (!inStep.inStep()) {
      out.println("fanout: " + inStep.line() + (settings.allowOutOfStep() ? " (--allow-out-of-step: not an error)"
          : ""));
    }
    return record.exitCode;
  }

  /**
   * A host that holds no record of the run never started; the run's own {@code fanout.json}, written by the central
   * process that saw it fail (ssh refused, the preflight refused it, stopped at the start barrier), knows why better
   * than "no record": that earlier cause is kept, never overwritten. A host complete here already keeps its recorded
   * collection time.
   */
  private static void keepEarlierCauses(List<Probe> probes, Path runDir, RunRecord.Builder record) {
    Path file = runDir.resolve(RunRecord.FILE_NAME);
    if (!Files.isRegularFile(file)) {
      return;
    }
    RunRecord earlier;
    try {
      earlier = RunRecord.read(file);
    } catch (RuntimeException e) {
      return;
    }
    keepEarlier(earlier, probes.stream().map(Probe::state).toList(), record);
  }

  /**
   * Keeps from an earlier record of the run what this collect cannot know better: the collection time of a host not
   * fetched again (complete here already), and the cause of a host that never started when this collect found no
   * record of the run on it or could not reach it.
   *
   * @param states what each host said to this collect, in the record's host order
   */
  static void keepEarlier(RunRecord earlier, List<HostState> states, RunRecord.Builder record) {
    for (int i = 0; i < states.size(); i++) {
      RunRecord.HostBuilder h = record.hosts.get(i);
      if (h.collectMs <= 0) {
        // complete here already, not fetched again: how long its collection took stays as recorded
        earlier.host(h.label).filter(e -> e.collectMs() > 0).ifPresent(e -> h.collectMs = e.collectMs());
      }
      if (states.get(i) != HostState.NONE && states.get(i) != HostState.UNREACHABLE) {
        continue;
      }
      earlier.host(h.label).filter(e -> e.state().startsWith("never started")).ifPresent(e -> {
        h.runEnd = e.runEnd();
        h.exitCode = e.exitCode().isPresent() ? Integer.valueOf(e.exitCode().getAsInt()) : null;
        h.problems.clear();
        h.problems.addAll(e.problems());
        h.plannedStartEpochMs = e.plannedStartEpochMs();
      });
    }
  }

  /**
   * The instant the hosts were to start at: the one the start barrier gave (recorded on every host told it), else
   * the launch-time instant.
   */
  private static long commonStart(List<Probe> probes, HostRecord plan) {
    return probes.stream().map(Probe::record).filter(r -> r != null && r.barrierStartEpochMs() > 0)
        .mapToLong(HostRecord::barrierStartEpochMs).findFirst().orElse(plan.plannedStartEpochMs());
  }

  /** How the common start instant was reached, as far as the hosts' records say. */
  private static String barrierLine(List<Probe> probes, HostRecord plan) {
    List<String> told = new ArrayList<>();
    List<String> untold = new ArrayList<>();
    for (Probe p : probes) {
      if (p.record() != null) {
        (p.record().barrierStartEpochMs() > 0 ? told : untold).add(p.host().label());
      }
    }
    if (told.isEmpty()) {
      return "incomplete or off: no host was given an instant at the start barrier (the central process ended before"
          + " every host was ready, or --no-start-barrier); the hosts started at the launch-time instant "
          + java.time.Instant.ofEpochMilli(plan.plannedStartEpochMs());
    }
    return (untold.isEmpty() ? "complete: " : "incomplete: ") + told.size() + " of " + probes.size() + " hosts were"
        + " given the common start instant" + (untold.isEmpty() ? "" : "; not given it (started at the launch-time"
        + " instant or not at all): " + String.join(", ", untold));
  }

  /** The host's entry as its record gives it: label, destination, share, clock offset. */
  private static RunRecord.HostBuilder entry(Probe p) {
    RunRecord.HostBuilder h = new RunRecord.HostBuilder();
    h.label = p.host().label();
    h.destination = p.host().display();
    if (p.record() != null) {
      h.share.putAll(p.record().share());
      h.clockOffsetMs = p.record().clockOffsetMs();
      h.clockBoundMs = p.record().clockBoundMs();
    }
    return h;
  }

  /** What to collect of a host, and how its run ended as far as the host says. */
  private CollectStep.Target target(Probe p) {
    String resultDir = p.base() + "/results/" + settings.runId() + "/" + p.host().label();
    return switch (p.state()) {
      case ENDED -> {
        int code = p.record().exitCode().orElse(-1);
        String end = RemoteRun.describeExit(code);
        yield new CollectStep.Target(p.host(), resultDir, List.of(), end, end, code);
      }
      // runEnd says how the launcher ended, in no state's word: the host's one state is said apart (HostState)
      case GONE -> new CollectStep.Target(p.host(), resultDir, List.of(), "launcher gone",
          "the launcher ended without recording its exit", null);
      case UNREACHABLE -> new CollectStep.Target(p.host(), resultDir, List.of("host unreachable: " + p.reason()),
          "unreachable", "host unreachable: " + p.reason(), null);
      case NONE, RUNNING -> new CollectStep.Target(p.host(), resultDir, List.of("no record of run " + settings.runId()
          + " on this host"), "no record", "no record of the run on the host", null);
    };
  }

  /** Copies the host's own logs of the run into {@code logs/<label>.stdout.log} and {@code .stderr.log}. */
  private Void fetchLogs(Probe p, Path runDir) {
    if (p.record() == null) {
      return null;
    }
    for (String stream : List.of("stdout", "stderr")) {
      Path target = runDir.resolve("logs").resolve(p.host().label() + "." + stream + ".log");
      try {
        Path partial = Files.createTempFile(target.getParent(), "." + p.host().label() + "-", ".log");
        SshCall.Result fetched = SshCall.run(ssh, p.host(), RemoteScripts.cat(hostDir(p.base(), p.host()) + "/"
            + stream + ".log"), new byte[0], partial, settings.sshTimeout());
        if (fetched.exitCode() == 0) {
          Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
        } else {
          Files.deleteIfExists(partial);
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write " + target, e);
      }
    }
    return null;
  }

  private static String describe(Probe p) {
    return switch (p.state()) {
      case NONE -> "never started (no record of the run" + (p.reason().isEmpty() ? "" : ": " + p.reason()) + ")";
      case RUNNING -> "still running (launcher pid " + p.record().launcherPid() + ")";
      case ENDED -> "ended (" + RemoteRun.describeExit(p.record().exitCode().orElse(-1)) + ")";
      case GONE -> "ended without recording its exit" + (p.goneSeconds() >= 0 ? " (its files last changed "
          + p.goneSeconds() + " s ago)" : "");
      case UNREACHABLE -> "unreachable: " + p.reason();
    };
  }

  private static String unreachable(List<Probe> probes) {
    List<String> labels = probes.stream().filter(p -> p.state() == HostState.UNREACHABLE).map(p -> p.host().label())
        .toList();
    return labels.isEmpty() ? "" : "; not reached: " + String.join(", ", labels);
  }

  private static void createDirectories(Path dir) {
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create " + dir, e);
    }
  }
}
