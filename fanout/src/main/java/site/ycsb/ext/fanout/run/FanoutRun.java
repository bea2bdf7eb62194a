/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.EventSchedule;
import site.ycsb.ext.contract.EventSpec;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunEvent;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.RunSettings;
import site.ycsb.ext.contract.StopSignals;
import site.ycsb.ext.fanout.FanoutInputException;
import site.ycsb.ext.fanout.FanoutProperties;
import site.ycsb.ext.fanout.collect.Collector;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.fanout.collect.SummaryMerger;
import site.ycsb.ext.fanout.preflight.HostCheck;
import site.ycsb.ext.fanout.preflight.Preflight;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.Parallel;
import site.ycsb.ext.fanout.ssh.RemoteScripts;
import site.ycsb.ext.fanout.ssh.Ssh;
import site.ycsb.ext.fanout.ssh.SshCall;
import site.ycsb.ext.fanout.table.PreflightTable;

/**
 * One {@code fanout load|run}: splits the work, checks every host (refusing to start when one fails), starts all
 * hosts' launchers with a common start instant, shows live progress from their status lines, collects and checks
 * every host's results, merges them, and records the whole in {@code results/<run-id>/fanout.json}. A host that dies
 * leaves the others running; its partial results are kept and marked, and the exit code is 1. {@link #requestStop}
 * (Ctrl-C) stops the remote runs by their process ids and still collects.
 *
 * <p>{@link #execute} runs on one thread; {@link #requestStop} and {@link #awaitDone} may be called from any other,
 * typically the {@link StopSignals} handler thread that {@code fanout load|run} installs for INT and TERM. It is not a
 * shutdown hook: after a stop, {@link #execute} still collects and merges on its own thread.
 */
public final class FanoutRun {
  private static final Logger LOG = LoggerFactory.getLogger(FanoutRun.class);
  private static final Duration COLLECT_TIMEOUT = Duration.ofHours(1);
  private static final long FORCE_GRACE_MS = 15_000;
  /** How often a host whose connection was lost is asked whether its run still goes on. */
  private static final Duration PROBE_INTERVAL = Duration.ofSeconds(10);

  private final Ssh ssh;
  private final FanoutSettings settings;
  private final SummaryMerger merger;
  private final PrintWriter out;
  private final Object wake = new Object();
  private final CountDownLatch done = new CountDownLatch(1);
  private volatile boolean stopRequested;
  /** The stop signal's number, or 0 when stopped otherwise (or not stopped). */
  private volatile int stopSignal;
  private List<EventSpec> events = List.of();
  private long eventTimeoutMs = EventSchedule.DEFAULT_TIMEOUT_MS;

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

  /** Asks a running {@link #execute} to stop the remote runs, collect and finish. */
  public void requestStop() {
    stopRequested = true;
    synchronized (wake) {
      wake.notifyAll();
    }
  }

  /**
   * Asks a running {@link #execute} to stop the remote runs, collect and finish because of a stop signal: it then
   * returns 128 + the signal's number ({@link StopSignals}). May be called from a signal handler's thread.
   */
  public void requestStop(int signal) {
    if (stopSignal == 0) {
      stopSignal = signal;
    }
    stopRequested = true;
    synchronized (wake) {
      wake.notifyAll();
    }
  }

  /** Waits until {@link #execute} has returned, at most {@code timeout}. */
  public boolean awaitDone(Duration timeout) throws InterruptedException {
    return done.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
  }

  /**
   * Runs the fan-out.
   *
   * @param phase {@code load} or {@code run}
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

  /** The fan-out's phases: shares, preflight, common start, monitoring, collection, merged summary, run record. */
  private int doExecute(Phase phase, RunPlan args, List<HostSpec> hosts) {
    RemoteClasspath classpath = RemoteClasspath.of(args.classpath());
    classpath.passedUnchanged().forEach(entry -> out.println("fanout: -cp entry " + entry + " names nothing on this"
        + " host; it is passed to the hosts unchanged (a path there)"));
    List<Map<String, String>> shares = phase == Phase.LOAD ? WorkShares.forLoad(args.runSettings(), hosts.size())
        : WorkShares.forRun(args.runSettings(), hosts.size());
    Path runDir = createRunDir();
    RunRecord.Builder record = new RunRecord.Builder();
    record.runId = settings.runId();
    record.phase = phase;
    record.binding = args.binding();
    record.lateStartThresholdMs = settings.lateStartMs();
    Map<String, String> runProps = WorkShares.runProperties(args.runSettings(), phase, hosts.size());
    record.totalTargetOpsPerSec = Long.parseLong(runProps.getOrDefault(RunKeys.FANOUT_TOTAL_TARGET, "0"));
    Properties props = args.properties();
    prepareProperties(props, settings.progressInterval()).forEach(out::println);
    props.putAll(runProps);
    props.setProperty(RunKeys.LATE_START_MS, Long.toString(settings.lateStartMs()));
    LOG.info("fanout {} {} on {} hosts, run id {}: {}", phase, args.binding(), hosts.size(), settings.runId(),
        Secrets.describe(props));

    List<HostCheck> checks = preflight(hosts);
    if (!mayStart(checks, shares, record)) {
      writeRecord(record, runDir);
      return record.exitCode;
    }
    // On a whole second: periodic windows are aligned to wall-clock multiples of their length, so every host's first
    // window then starts at the same instant.
    long startAt = (System.currentTimeMillis() + settings.startDelay().toMillis() + 999) / 1000 * 1000;
    record.startAtEpochMs = startAt;
    List<RemoteRun> runs = new ArrayList<>();
    for (int i = 0; i < hosts.size(); i++) {
      runs.add(startHost(phase, args, classpath, props, shares.get(i), checks.get(i), runDir, startAt));
    }
    out.printf(Locale.US, "Started %s of %s on %d hosts%s; common start at %s (in %d s). Results: %s%n", phase,
        args.binding(), hosts.size(), targetText(record.totalTargetOpsPerSec, shares), Instant.ofEpochMilli(startAt),
        settings.startDelay().toSeconds(), runDir);
    out.flush();
    EventSchedule schedule = new EventSchedule(events, runDir.toAbsolutePath() + File.separator, eventTimeoutMs,
        Secrets.masker(props));
    // The hosts' operations start at the common instant (each late host is named as such), so events count from it.
    schedule.start(startAt);

    boolean stopped = monitor(runs, startAt);
    record.stoppedByUser = stopped;
    record.endEpochMs = System.currentTimeMillis();
    // issue 30: the events, as they happened
    record.events.addAll(schedule.finish());
    for (RunEvent event : record.events) {
      event.warning().ifPresent(w -> {
        record.warnings.add(w);
        out.println("fanout: warning: " + w);
      });
    }
    List<Collector.Result> collected = collect(runs, runDir);
    boolean allComplete = recordHosts(runs, collected, shares, record) && !stopped;
    recordStart(runs, collected, startAt, record);
    allComplete &= mergeSummary(runDir, collected, record);
    record.exitCode = stopped ? stoppedExitCode(1) : allComplete ? 0 : 1;
    writeRecord(record, runDir);
    if (!allComplete) {
      out.println("fanout: " + (stopped ? "stopped; " : "") + "not every host completed: see " + runDir.resolve(
          RunRecord.FILE_NAME));
    }
    return record.exitCode;
  }

  /** Creates {@code <results>/<run-id>/logs}; refuses a run id whose directory exists. */
  private Path createRunDir() {
    Path runDir = settings.resultsDir().resolve(settings.runId());
    if (Files.exists(runDir)) {
      throw new FanoutInputException("Result directory " + runDir + " already exists: choose another --run-id");
    }
    try {
      Files.createDirectories(runDir.resolve("logs"));
    } catch (IOException e) {
      throw new FanoutInputException("Cannot create the result directory " + runDir + ": " + e.getMessage());
    }
    return runDir;
  }

  /** Checks every host in parallel and prints the table. */
  private List<HostCheck> preflight(List<HostSpec> hosts) {
    out.printf(Locale.US, "Preflight of %d hosts...%n", hosts.size());
    out.flush();
    Preflight preflight = new Preflight(ssh, settings.remoteDir(), settings.maxClockOffsetMs(),
        settings.minFreeDiskMb(), true);
    List<HostCheck> checks = preflight.check(hosts, settings.sshTimeout());
    out.print(PreflightTable.render(checks));
    return checks;
  }

  /**
   * Whether the run may start: every host passed its preflight and no stop was asked for. If not, says why and fills
   * the record (its hosts, the reason, the exit code).
   */
  private boolean mayStart(List<HostCheck> checks, List<Map<String, String>> shares, RunRecord.Builder record) {
    List<String> failed = new ArrayList<>();
    List<String> failedLabels = new ArrayList<>();
    for (HostCheck check : checks) {
      if (!check.ok()) {
        failed.add(check.host().label() + " (" + String.join("; ", check.problems()) + ")");
        failedLabels.add(check.host().label());
      }
    }
    if (failed.isEmpty() && !stopRequested) {
      return true;
    }
    String reason = failed.isEmpty() ? "stopped before the start" : "preflight failed on " + failed.size() + " of "
        + checks.size() + " hosts: ";
    // The table above gives each host's problem: the console line names the hosts only; the record keeps both.
    out.println("fanout: not starting: " + reason + (failed.isEmpty() ? "" : String.join(", ", failedLabels)
        + " (see the result column above)"));
    record.warnings.add("not started: " + reason + String.join(", ", failed));
    record.exitCode = stoppedExitCode(1);
    for (int i = 0; i < checks.size(); i++) {
      RunRecord.HostBuilder h = hostRecord(checks.get(i), shares.get(i));
      h.problems.addAll(checks.get(i).problems());
      record.hosts.add(h);
    }
    return false;
  }

  /** Starts one host's run: its share, its result directory, its labels and warnings, the common start instant. */
  private RemoteRun startHost(Phase phase, RunPlan args, RemoteClasspath classpath, Properties props,
      Map<String, String> share,
      HostCheck check, Path runDir, long startAt) {
    HostSpec host = check.host();
    String base = check.baseDir();
    String resultDir = base + "/results/" + settings.runId() + "/" + host.label();
    String propsFile = base + "/.fanout/" + settings.runId() + "-" + host.label() + ".properties";
    Properties hostProps = new Properties();
    hostProps.putAll(props);
    hostProps.putAll(share);
    host.threads().ifPresent(t -> hostProps.setProperty(CoreProperty.THREAD_COUNT.key(), Integer.toString(t)));
    hostProps.setProperty(RunKeys.OUTPUT_PATH, resultDir + "/");
    hostProps.setProperty(FanoutProperties.HOST, host.label());
    if (hostProps.containsKey(FanoutProperties.METRICS_PORT)) {
      // Every host serves its metrics on the port asked for, at the address fan-out reaches it by (an address
      // literal), else on all its interfaces; the run id names the series of every host alike.
      hostProps.putIfAbsent(FanoutProperties.METRICS_HOST, isAddressLiteral(host.host()) ? host.host() : "0.0.0.0");
      hostProps.putIfAbsent(FanoutProperties.METRICS_RUN_ID, settings.runId());
    }
    if (!Double.isNaN(check.clockOffsetMs())) {
      // The report's coordination error bars: each host's offset with its bound.
      hostProps.setProperty(RunKeys.FANOUT_CLOCK_OFFSET, String.format(Locale.US, "%+.1f ms (\u00b1%.1f)",
          check.clockOffsetMs(), check.clockUncertaintyMs()));
    }
    if (Math.abs(check.clockOffsetMs()) + check.clockUncertaintyMs() > settings.maxClockOffsetMs() / 2.0) {
      // Recorded in the host's manifest, so the report shows it with the results.
      hostProps.setProperty(FanoutProperties.CLOCK_OFFSET_WARNING, String.format(Locale.US,
          "clock of host %s is %+.1f ms (\u00b1%.1f) off the central host's, more than half of"
              + " --max-clock-offset=%d ms", host.label(), check.clockOffsetMs(), check.clockUncertaintyMs(),
          settings.maxClockOffsetMs()));
    }
    List<String> ycsbArgs = new ArrayList<>(List.of(phase.label(), "--start-at", Long.toString(startAt), args.binding(),
        "-P", propsFile));
    if (!args.jvmArgs().isEmpty()) {
      ycsbArgs.add("-jvm-args");
      ycsbArgs.add(String.join(" ", args.jvmArgs()));
    }
    if (!classpath.isEmpty()) {
      // The copies fanout deploy -cp put on this host, checked there before the run starts.
      ycsbArgs.add("-cp");
      ycsbArgs.add(classpath.onHost(base));
    }
    RemoteRun run = new RemoteRun(host, check, resultDir, propsFile, runDir.resolve("logs"), hostProps);
    run.start(ssh, serialize(hostProps), ycsbArgs, classpath.requiredOnHost(base));
    return run;
  }

  /** Brings every host's results home in parallel, checked against their manifests, and prints the table. */
  private List<Collector.Result> collect(List<RemoteRun> runs, Path runDir) {
    out.printf(Locale.US, "Collecting results of %d hosts...%n", runs.size());
    out.flush();
    long collectStartNs = System.nanoTime();
    Collector collector = new Collector(ssh);
    List<Collector.Result> collected = Parallel.map(runs, run -> collector.collect(run.host, run.resultDir,
        runDir.resolve(run.host.label()), runProblems(run), COLLECT_TIMEOUT));
    long collectMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - collectStartNs);
    out.print(ResultTable.render(runs, collected));
    out.printf(Locale.US, "Collected %d hosts in %.1f s into %s%n", runs.size(), collectMs / 1000.0, runDir);
    return collected;
  }

  /** Adds each host's end, results and warnings to the record; whether every host's results are complete. */
  private boolean recordHosts(List<RemoteRun> runs, List<Collector.Result> collected,
      List<Map<String, String>> shares, RunRecord.Builder record) {
    boolean allComplete = true;
    for (int i = 0; i < runs.size(); i++) {
      RemoteRun run = runs.get(i);
      Collector.Result result = collected.get(i);
      RunRecord.HostBuilder h = hostRecord(run.check, shares.get(i));
      h.runEnd = run.state().name().toLowerCase(Locale.ROOT) + " (" + run.describeEnd() + ")";
      h.exitCode = run.exitCode();
      h.results = result.completeness().name().toLowerCase(Locale.ROOT);
      h.filesVerified = result.filesVerified();
      h.operations = result.operations();
      h.collectMs = result.collectMs();
      h.problems.addAll(result.problems());
      record.hosts.add(h);
      if (result.completeness() != Collector.Completeness.COMPLETE) {
        allComplete = false;
        record.warnings.add("host " + run.host.label() + ": results " + h.results + ": "
            + String.join("; ", result.problems()));
      }
      if (run.lateStartMs() > 0) {
        record.warnings.add(String.format(Locale.US, "host %s started %d ms after the common start instant (its DB"
            + " initialisation took longer than --start-delay)", run.host.label(), run.lateStartMs()));
      }
    }
    return allComplete;
  }

  /**
   * Measures the start from the collected manifests: each host's lateness against the common instant (its launcher's
   * own report when it wrote no manifest), the skew, the late hosts; prints the line and fills the record.
   */
  private void recordStart(List<RemoteRun> runs, List<Collector.Result> collected, long startAt,
      RunRecord.Builder record) {
    Map<String, Long> starts = new LinkedHashMap<>();
    for (int i = 0; i < runs.size(); i++) {
      starts.put(runs.get(i).host.label(), collected.get(i).startEpochMs());
    }
    StartSkew skew = new StartSkew(startAt, settings.lateStartMs(), starts);
    record.startSkewMs = skew.skewMs().orElse(-1);
    for (int i = 0; i < runs.size(); i++) {
      RemoteRun run = runs.get(i);
      RunRecord.HostBuilder h = record.hosts.get(i);
      String label = run.host.label();
      h.plannedStartEpochMs = startAt;
      h.startEpochMs = starts.get(label);
      OptionalLong lateness = skew.latenessMs(label);
      h.lateStartMs = lateness.isPresent() ? Long.valueOf(lateness.getAsLong())
          : run.lateStartMs() >= 0 ? Long.valueOf(run.lateStartMs()) : null;
      h.late = h.lateStartMs != null && h.lateStartMs > settings.lateStartMs();
      if (h.late) {
        record.warnings.add(String.format(Locale.US, "host %s started late: %d ms after the common start instant, more"
            + " than --late-start-ms=%d", label, h.lateStartMs, settings.lateStartMs()));
      }
    }
    out.println(skew.line());
  }

  /** Prints the measured start skew once any host has started; returns whether it printed. */
  private boolean showStart(List<RemoteRun> runs, long startAt) {
    if (runs.stream().noneMatch(run -> run.startEpochMs() > 0)) {
      return false;
    }
    out.println("fanout: hosts started. " + liveStartSkew(runs, startAt).line());
    out.flush();
    return true;
  }

  /** The start as the hosts' launchers printed it while running (0, unknown, for a host that never started). */
  private StartSkew liveStartSkew(List<RemoteRun> runs, long startAt) {
    Map<String, Long> starts = new LinkedHashMap<>();
    runs.forEach(run -> starts.put(run.host.label(), run.startEpochMs()));
    return new StartSkew(startAt, settings.lateStartMs(), starts);
  }

  /** {@code , target 2,000 ops/s in total (667|667|666 per host)}, or empty without a target. */
  private static String targetText(long totalTarget, List<Map<String, String>> shares) {
    if (totalTarget <= 0) {
      return "";
    }
    List<String> perHost = new ArrayList<>();
    shares.forEach(share -> perHost.add(share.getOrDefault(CoreProperty.TARGET.key(), "0")));
    return String.format(Locale.US, ", target %,d ops/s in total (%s per host)", totalTarget, String.join("|", perHost));
  }

  /** The merged summary of the complete and partial hosts; false (said and recorded) when it failed. */
  private boolean mergeSummary(Path runDir, List<Collector.Result> collected, RunRecord.Builder record) {
    List<Path> completeHosts = new ArrayList<>();
    List<Path> partialHosts = new ArrayList<>();
    for (Collector.Result result : collected) {
      if (result.completeness() == Collector.Completeness.COMPLETE) {
        completeHosts.add(result.dir());
      } else if (result.completeness() == Collector.Completeness.PARTIAL) {
        partialHosts.add(result.dir());
      }
    }
    if (completeHosts.isEmpty() && partialHosts.isEmpty()) {
      return true;
    }
    try {
      merger.merge(runDir, completeHosts, partialHosts, record.events).forEach(out::println);
      return true;
    } catch (IOException | RuntimeException e) {
      String message = "merged summary failed: " + e.getMessage();
      record.warnings.add(message);
      out.println("fanout: " + message);
      LOG.debug("Merged summary of {} failed", runDir, e); // the line above says it
      return false;
    }
  }

  /** 128 + the stop signal's number, or {@code otherwise} when not stopped by a signal. */
  private int stoppedExitCode(int otherwise) {
    int signal = stopSignal;
    return signal > 0 ? StopSignals.exitCode(signal) : otherwise;
  }

  /** Adds what every host needs: status lines, the periodic measurement type. Returns notices for the user. */
  private static List<String> prepareProperties(Properties props, Duration progressInterval) {
    List<String> notices = new ArrayList<>();
    props.setProperty(CoreProperty.STATUS.key(), "true");
    if (!props.containsKey(CoreProperty.STATUS_INTERVAL.key())) {
      props.setProperty(CoreProperty.STATUS_INTERVAL.key(), Long.toString(Math.max(1, progressInterval.toSeconds())));
    }
    String type = props.getProperty(CoreProperty.MEASUREMENT_TYPE.key());
    if (type == null || !RunSettings.isPeriodic(type)) {
      if (type != null) {
        notices.add("fanout: measurementtype=" + type + " replaced by " + FanoutProperties.MEASUREMENT_TYPE_PERIODIC
            + ": merging hosts needs the periodic histograms");
      }
      props.setProperty(CoreProperty.MEASUREMENT_TYPE.key(), FanoutProperties.MEASUREMENT_TYPE_PERIODIC);
    }
    return notices;
  }

  /**
   * Follows the runs until all have ended, printing progress; on a stop request stops them by process id (TERM, then
   * KILL after the stop timeout).
   *
   * @return whether the runs were stopped on request
   */
  private boolean monitor(List<RemoteRun> runs, long startAt) {
    long progressMs = settings.progressInterval().toMillis();
    // Progress lines fall a little after whole multiples of the interval from the start instant, so that the hosts'
    // status lines for the interval just ended (status.interval is the same) have arrived.
    long lagMs = Math.min(1000, progressMs / 2);
    long nextProgress = startAt + lagMs + Math.floorDiv(System.currentTimeMillis() - startAt - lagMs, progressMs)
        * progressMs + progressMs;
    boolean startShown = false;
    boolean stopping = false;
    boolean forced = false;
    long stopDeadline = Long.MAX_VALUE;
    long forceDeadline = Long.MAX_VALUE;
    List<RemoteRun> signalled = new ArrayList<>();
    Duration probeInterval = PROBE_INTERVAL.compareTo(settings.lostTimeout()) < 0 ? PROBE_INTERVAL
        : settings.lostTimeout().dividedBy(2);
    while (!runs.stream().allMatch(RemoteRun::settledRemotely)) {
      long now = System.currentTimeMillis();
      for (RemoteRun run : runs) {
        if (run.ended() && run.state() == RemoteRun.State.LOST) {
          run.watchDetached(ssh, probeInterval, settings.lostTimeout(), settings.sshTimeout());
        }
      }
      if (stopRequested && !stopping) {
        stopping = true;
        stopDeadline = now + settings.stopTimeout().toMillis();
        out.println("fanout: stopping the remote runs by their process ids, then collecting...");
        out.flush();
      }
      if (stopping) {
        // Every host at once: hosts stopped one after another would end seconds apart and look lagging.
        List<RemoteRun> toStop = runs.stream()
            .filter(run -> !run.settledRemotely() && run.pid() > 0 && !signalled.contains(run)).toList();
        signalled.addAll(toStop);
        stopAll(toStop, false);
      }
      if (stopping && !forced && now > stopDeadline) {
        forced = true;
        forceDeadline = now + FORCE_GRACE_MS;
        stopAll(runs.stream().filter(run -> !run.settledRemotely() && run.pid() > 0).toList(), true);
      }
      if (forced && now > forceDeadline) {
        runs.forEach(RemoteRun::disconnect);
        runs.forEach(RemoteRun::giveUp);
        break;
      }
      if (!startShown && runs.stream().allMatch(run -> run.startEpochMs() > 0 || run.ended())) {
        startShown = showStart(runs, startAt);
      }
      if (now >= nextProgress) {
        out.println(Progress.line(runs, now, startAt));
        out.flush();
        nextProgress += Math.max(1, (now - nextProgress) / progressMs + 1) * progressMs;
      }
      synchronized (wake) {
        try {
          wake.wait(200);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          requestStop();
        }
      }
    }
    if (!startShown) {
      showStart(runs, startAt);
    }
    for (RemoteRun run : runs) {
      try {
        if (!run.awaitEnd(10_000)) {
          run.disconnect();
          run.awaitEnd(5_000);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    return stopping;
  }

  /** Signals every run's launcher in parallel (TERM, or KILL with {@code force}) and waits for the answers. */
  private void stopAll(List<RemoteRun> toStop, boolean force) {
    if (!toStop.isEmpty()) {
      Parallel.map(toStop, run -> {
        stop(run, force);
        return run;
      });
    }
  }

  private void stop(RemoteRun run, boolean force) {
    SshCall.Result result = SshCall.run(ssh, run.host, RemoteScripts.stop(run.pid(), force, run.propertiesFile),
        new byte[0], settings.sshTimeout());
    LOG.info("{}: {} of process {}: {}", run.host.label(), force ? "KILL" : "TERM", run.pid(),
        result.stdout().strip().isEmpty() ? result.reason() : result.stdout().strip());
  }

  private static List<String> runProblems(RemoteRun run) {
    if (run.state() == RemoteRun.State.FINISHED) {
      return List.of();
    }
    if (run.state() == RemoteRun.State.LOST && run.pid() > 0 && !run.unreachableAfterLoss()) {
      // The launcher was followed to its end over new connections: its manifest says how the run ended.
      return List.of();
    }
    String message = run.lastMessage().isEmpty() ? "" : ": " + run.lastMessage();
    return List.of("the run ended " + run.describeEnd() + message);
  }

  private static RunRecord.HostBuilder hostRecord(HostCheck check, Map<String, String> share) {
    RunRecord.HostBuilder h = new RunRecord.HostBuilder();
    h.label = check.host().label();
    h.destination = check.host().display();
    share.forEach((key, value) -> h.share.put(key, Long.parseLong(value)));
    h.clockOffsetMs = check.clockOffsetMs();
    return h;
  }

  private static void writeRecord(RunRecord.Builder record, Path runDir) {
    try {
      record.build().write(runDir);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + runDir.resolve(RunRecord.FILE_NAME), e);
    }
  }

  /** The properties as a {@code .properties} file, ISO-8859-1 with escapes, as {@code -P} reads it. */
  static byte[] serialize(Properties props) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try {
      props.store(bytes, "fan-out share; deleted when the run ends");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  /** True for an IPv4 or IPv6 address literal (a name would need resolving on the host itself). */
  private static boolean isAddressLiteral(String host) {
    return host.matches("\\d{1,3}(\\.\\d{1,3}){3}") || host.indexOf(':') >= 0;
  }
}
