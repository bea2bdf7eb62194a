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
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import site.ycsb.ext.contract.EventSchedule;
import site.ycsb.ext.contract.EventSpec;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.StopSignals;
import site.ycsb.ext.fanout.FanoutInputException;
import site.ycsb.ext.fanout.collect.Collector;
import site.ycsb.ext.fanout.collect.InStep;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.fanout.collect.SummaryMerger;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.Ssh;

/**
 * One {@code fanout load|run}: splits the work, checks every host (refusing to start when one fails), starts all
 * hosts' launchers with a common start instant, shows live progress from their status lines, collects and checks
 * every host's results, merges them, and records the whole in {@code results/<run-id>/fanout.json}. A host that dies
 * leaves the others running; its partial results are kept and marked, and the exit code is 1. {@link #requestStop}
 * (Ctrl-C) stops the remote runs by their process ids and still collects.
 *
 * <p>The run is its steps ({@link PlanStep}, {@link StartStep}, {@link FollowStep}, {@link CollectStep},
 * {@link MergeStep}) with its features beside them ({@link #features}: each a {@link FanoutFeature} hooked to the
 * steps). A new feature is a new class and one line in {@link #features}.
 *
 * <p>{@link #execute} runs on one thread; {@link #requestStop} and {@link #awaitDone} may be called from any other,
 * typically the {@link StopSignals} handler thread that {@code fanout load|run} installs for INT and TERM. It is not a
 * shutdown hook: after a stop, {@link #execute} still collects and merges on its own thread.
 */
public final class FanoutRun {
  private final Ssh ssh;
  private final FanoutSettings settings;
  private final SummaryMerger merger;
  private final PrintWriter out;
  private final CountDownLatch done = new CountDownLatch(1);
  private final StopRequest stop = new StopRequest();
  private List<EventSpec> events = List.of();
  private long eventTimeoutMs = EventSchedule.DEFAULT_TIMEOUT_MS;
  private volatile boolean hostsStarted;

  /**
   * @param merger makes the merged summary after collection
   * @param out where the preflight table, the progress lines and the final tables go
   */
  public FanoutRun(Ssh ssh, FanoutSettings settings, SummaryMerger merger, PrintWriter out) {
    this.ssh = ssh;
    this.settings = settings;
    this.merger = merger;
    this.out = out;
  }

  /**
   * This fan-out with events ({@code --event}): run on the central host, from the common start instant, their output
   * in the run's directory and their record in {@code fanout.json}. Call before {@link #execute}.
   *
   * @param timeoutMs how long an event's command may run, milliseconds, from 1
   */
  public FanoutRun withEvents(List<EventSpec> planned, long timeoutMs) {
    this.events = List.copyOf(planned);
    this.eventTimeoutMs = timeoutMs;
    return this;
  }

  /**
   * Asks a running {@link #execute} to stop the remote runs, collect and finish. May be called from any thread, such
   * as a signal handler's.
   *
   * @param signal the stop signal's number, after which {@link #execute} returns 128 + it ({@link StopSignals}); 0
   *     for a stop that no signal asked for
   */
  public void requestStop(int signal) {
    stop.request(signal);
  }

  /** Waits until {@link #execute} has returned, at most {@code timeout}. */
  public boolean awaitDone(Duration timeout) throws InterruptedException {
    return done.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
  }

  /**
   * Runs the fan-out.
   *
   * @return 0 when every host completed and its results were collected complete, 128 + the signal's number when
   *     stopped by a signal (after collecting and merging), else 1
   * @throws FanoutInputException for invalid input, before anything starts on any host
   */
  public int execute(Phase phase, RunPlan args, List<HostSpec> hosts) {
    try {
      return doExecute(phase, args, hosts);
    } finally {
      out.flush();
      done.countDown();
    }
  }

  /** The run's features, in the order their hooks are called; one line per feature. */
  private List<FanoutFeature> features() {
    return List.of(
        new ScheduledEvents(events, eventTimeoutMs, out),
        new StartMeasurement(settings.lateStartMs(), out),
        new ClockOffsets(settings.maxClockOffsetMs()),
        new LiveProgress(settings.progressInterval(), out));
  }

  /** The fan-out's steps: plan, start, follow, collect, merge, then the run record. */
  private int doExecute(Phase phase, RunPlan args, List<HostSpec> hosts) {
    List<FanoutFeature> features = features();
    FanoutPlan plan = new PlanStep(settings, out).plan(phase, args, hosts, features);
    RunRecord.Builder record = plan.newRecord(settings);
    StartStep.Started started = new StartStep(ssh, settings, out, stop).start(plan, features, record);
    if (started == null) {
      if (settings.detach()) {
        // Nothing runs anywhere, so nothing is left to collect: the refusal's line is all there is.
        removeEmptyRunDir(plan.runDir());
        return record.exitCode;
      }
      HostStates.assign(record, plan.runDir(), out);
      writeRecord(record, plan.runDir());
      return record.exitCode;
    }
    hostsStarted = true;
    Map<String, String> notStarted = Map.of();
    if (settings.startRule().barrier()) {
      StartBarrierStep.Outcome barrier = new StartBarrierStep(ssh, settings, out, stop)
          .await(started.runs(), started.dispatchStartMs(), started.startAtEpochMs());
      record.startAtEpochMs = barrier.startAtEpochMs();
      record.startBarrier = barrier.line();
      notStarted = barrier.notStarted();
    } else {
      record.startBarrier = "off (--no-start-barrier): the instant fixed at launch, --start-delay="
          + settings.startDelay().toSeconds() + " s after the preflight";
    }
    if (settings.detach()) {
      return new DetachStep(out, settings.sshTimeout(), settings.startRule().barrier()).detach(started.runs(), notStarted);
    }
    features.forEach(feature -> feature.started(plan, record.startAtEpochMs));

    List<RemoteRun> runs = started.runs();
    boolean stopped = new FollowStep(ssh, settings, out, stop).follow(runs, features);
    record.stoppedByUser = stopped;
    record.endEpochMs = System.currentTimeMillis();
    features.forEach(feature -> feature.ended(record));
    // The slowest host's initialisation, launch to ready (the barrier's ready, or the fixed delay's wait line)
    RemoteRun slowest = runs.stream().filter(r -> StartBarrierStep.initMs(r) >= 0)
        .max((a, b) -> Long.compare(StartBarrierStep.initMs(a), StartBarrierStep.initMs(b))).orElse(null);

    List<Collector.Result> collected = new CollectStep(ssh, out).collect(runs, plan.runDir());
    boolean allComplete = CollectStep.recordHosts(runs, collected, plan.shares(), record) && !stopped;
    for (RunRecord.HostBuilder h : record.hosts) {
      String cause = notStarted.get(h.label);
      if (cause != null) {
        h.problems.add(0, cause);
      }
    }
    features.forEach(feature -> feature.collected(runs, collected, record));
    HostStates.assign(record, plan.runDir(), out);
    InStep inStep = InStepCheck.judge(record, plan.runDir(), InStep.advice(slowest == null ? ""
        : slowest.host.label(), slowest == null ? -1 : StartBarrierStep.initMs(slowest),
        settings.startRule().barrier()));
    allComplete &= new MergeStep(merger, out).merge(plan.runDir(), collected, record, inStep);

    boolean stepOk = inStep.inStep() || settings.startRule().allowOutOfStep() || stopped;
    record.exitCode = stopped ? stop.exitCode(1) : allComplete && stepOk ? 0 : 1;
    writeRecord(record, plan.runDir());
    if (!allComplete) {
      out.println("fanout: " + (stopped ? "stopped; " : "") + "not every host completed: see "
          + plan.runDir().resolve(RunRecord.FILE_NAME));
    }
    if (!inStep.inStep()) {
      out.println("fanout: " + inStep.line() + (settings.startRule().allowOutOfStep() ? " (--allow-out-of-step: not"
          + " an error)" : ""));
    }
    return record.exitCode;
  }

  /** Whether {@link #execute} started the hosts' launchers (the preflight passed and no stop came first). */
  public boolean hostsStarted() {
    return hostsStarted;
  }

  /** Deletes the run directory {@link PlanStep} made, when it holds nothing but its empty {@code logs}. */
  private static void removeEmptyRunDir(Path runDir) {
    try {
      Files.deleteIfExists(runDir.resolve("logs"));
      Files.deleteIfExists(runDir);
    } catch (IOException e) {
      // not empty after all: left as it is
    }
  }

  private static void writeRecord(RunRecord.Builder record, Path runDir) {
    try {
      record.build().write(runDir);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + runDir.resolve(RunRecord.FILE_NAME), e);
    }
  }
}
