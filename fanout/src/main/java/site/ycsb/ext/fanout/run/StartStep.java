/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;


import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.SecretNames;
import site.ycsb.ext.contract.StartBarrierProtocol;
import site.ycsb.ext.fanout.FanoutProperties;
import site.ycsb.ext.fanout.collect.HostRecord;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.fanout.preflight.HostCheck;
import site.ycsb.ext.fanout.preflight.OutputEstimate;
import site.ycsb.ext.fanout.preflight.Preflight;
import site.ycsb.ext.fanout.preflight.PreflightNeeds;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.RemoteScripts;
import site.ycsb.ext.fanout.ssh.Ssh;
import site.ycsb.ext.fanout.table.PreflightTable;

/**
 * The fan-out's start step: checks every host (refusing to start when one fails or a stop was asked for), then starts
 * every host's launcher with its share, its properties and the common start instant. Used once, on the run's thread.
 */
final class StartStep {
  private final Ssh ssh;
  private final FanoutSettings settings;
  private final PrintWriter out;
  private final StopRequest stop;

  /** @param out where the preflight table and the start line go */
  StartStep(Ssh ssh, FanoutSettings settings, PrintWriter out, StopRequest stop) {
    this.ssh = ssh;
    this.settings = settings;
    this.out = out;
    this.stop = stop;
  }

  /** With the start barrier, how much later than the ready timeout the launch-time instant is, milliseconds. */
  static final long BARRIER_FALLBACK_SLACK_MS = 15_000;

  /**
   * The started runs, in host order, and their common start instant.
   *
   * @param startAtEpochMs the launch-time common start instant, epoch milliseconds, on a whole second: with the start
   *     barrier, the fallback the hosts start at when no instant comes once all are ready
   * @param dispatchStartMs when the dispatch began, epoch milliseconds
   */
  record Started(List<RemoteRun> runs, long startAtEpochMs, long dispatchStartMs) {
  }

  /**
   * Checks and starts every host; fills the record's start instant, or, when not starting, its hosts, reason and exit
   * code.
   *
   * @return the started runs, or null when the run did not start
   */
  Started start(FanoutPlan plan, List<FanoutFeature> features, RunRecord.Builder record) {
    long preflightNs = System.nanoTime();
    List<HostCheck> checks = preflight(plan);
    long preflightMs = (System.nanoTime() - preflightNs) / 1_000_000;
    if (!mayStart(checks, plan.shares(), record)) {
      return null;
    }
    // On a whole second: periodic windows are aligned to wall-clock multiples of their length, so every host's first
    // window then starts at the same instant. Later by the time the start's waves after the first take.
    // With the start barrier this is the fallback: later than the ready timeout, so that the barrier's instant, given
    // once every host is ready, always comes first.
    boolean barrier = settings.startRule().barrier();
    long lead = (barrier ? settings.startRule().readyTimeout().toMillis() + BARRIER_FALLBACK_SLACK_MS
        : settings.startDelay().toMillis()) + StartWaves.extraLeadMs(plan.hosts().size(), ssh.maxSessions(), preflightMs);
    long dispatchStartMs = System.currentTimeMillis();
    long startAt = (dispatchStartMs + lead + 999) / 1000 * 1000;
    record.startAtEpochMs = startAt;
    checks.stream().filter(c -> !c.skipped().isEmpty()).forEach(c -> record.warnings.add(c.host().label()
        + ": started with a failed preflight check skipped: " + String.join("; ", c.skipped())));
    checks.stream().filter(c -> !c.notes().isEmpty()).forEach(c -> record.warnings.add(c.host().label() + ": "
        + String.join("; ", c.notes())));
    List<RemoteRun> runs = new ArrayList<>();
    StartWaves waves = new StartWaves(ssh.maxSessions(), settings.sshTimeout());
    for (int i = 0; i < plan.hosts().size(); i++) {
      waves.awaitRoom();
      RemoteRun run = startHost(plan, plan.shares().get(i), checks.get(i), startAt, features);
      waves.opened(() -> run.pid() > 0 || run.ended());
      runs.add(run);
    }
    long leftMs = startAt - System.currentTimeMillis();
    out.printf(Locale.US, "Started %s of %s on %d hosts%s; %s. Results: %s%n", plan.phase(),
        plan.args().binding(), plan.hosts().size(), targetText(plan.totalTargetOpsPerSec(), plan.shares()),
        barrier ? "common start once every host is ready (else at the launch-time instant " + Instant.ofEpochMilli(
            startAt) + ")" : "common start at " + Instant.ofEpochMilli(startAt) + " (in " + Math.max(0, leftMs / 1000)
            + " s)", plan.runDir());
    if (leftMs < 0 && !barrier) {
      String late = String.format(Locale.US, "starting the hosts (--max-sessions=%d at once) ended %d ms after the"
          + " common start instant: raise --start-delay or --max-sessions", ssh.maxSessions(), -leftMs);
      out.println("fanout: " + late);
      record.warnings.add(late);
    }
    out.flush();
    return new Started(runs, startAt, dispatchStartMs);
  }

  /**
   * Checks every host in parallel for what the run needs (the deployed {@code -cp} jars, this version, room for its
   * output) and prints the table.
   */
  private List<HostCheck> preflight(FanoutPlan plan) {
    List<HostSpec> hosts = plan.hosts();
    out.printf(Locale.US, "Preflight of %d hosts...%n", hosts.size());
    out.flush();
    PreflightNeeds needs = PreflightNeeds.of(settings.maxClockOffsetMs(), settings.minFreeDiskMb(), true)
        .withJars(plan.classpath().requiredOnHost("").stream().map(path -> path.substring(1)).toList())
        .withOutput(OutputEstimate.of(plan.phase(), plan.args().runSettings(), plan.props()))
        .skipping(settings.skippedChecks());
    List<HostCheck> checks = new Preflight(ssh, settings.remoteDir(), needs).check(hosts, settings.preflightTimeout());
    out.print(PreflightTable.render(checks));
    return checks;
  }

  /**
   * Whether the run may start: every host passed its preflight and no stop was asked for. If not, says why and fills
   * the record (its hosts, the reason, the exit code).
   */
  private boolean mayStart(List<HostCheck> checks, List<HostShare> shares, RunRecord.Builder record) {
    List<String> failed = new ArrayList<>();
    List<String> failedLabels = new ArrayList<>();
    for (HostCheck check : checks) {
      if (!check.ok()) {
        failed.add(check.host().label() + " (" + String.join("; ", check.problems()) + ")");
        failedLabels.add(check.host().label());
      }
    }
    if (failed.isEmpty() && !stop.requested()) {
      return true;
    }
    String reason = failed.isEmpty() ? "stopped before the start" : "preflight failed on " + failed.size() + " of "
        + checks.size() + " hosts: ";
    // The table above gives each host's problem: the console line names the hosts only; the record keeps both.
    out.println("fanout: not starting: " + reason + (failed.isEmpty() ? "" : String.join(", ", failedLabels)
        + " (see the result column above)"));
    record.warnings.add("not started: " + reason + String.join(", ", failed));
    record.exitCode = stop.exitCode(1);
    for (int i = 0; i < checks.size(); i++) {
      RunRecord.HostBuilder h = CollectStep.hostRecord(checks.get(i), shares.get(i));
      h.problems.addAll(checks.get(i).problems());
      record.hosts.add(h);
    }
    return false;
  }

  /** Starts one host's run: its share, its result directory, its labels, the features' properties, the start instant. */
  private RemoteRun startHost(FanoutPlan plan, HostShare share, HostCheck check, long startAt,
      List<FanoutFeature> features) {
    HostSpec host = check.host();
    String base = check.baseDir();
    String resultDir = base + "/results/" + settings.runId() + "/" + host.label();
    String propsFile = base + "/.fanout/" + settings.runId() + "-" + host.label() + ".properties";
    Properties hostProps = hostProperties(plan.props(), share, check, resultDir);
    if (settings.startRule().barrier()) {
      hostProps.setProperty(StartBarrierProtocol.DIRECTORY_PROPERTY, hostDir(base, settings.runId(), host.label()));
    }
    features.forEach(feature -> feature.host(check, hostProps));
    List<String> ycsbArgs = new ArrayList<>(List.of(plan.phase().label(), "--start-at", Long.toString(startAt),
        plan.args().binding(), "-P", propsFile));
    if (!plan.args().jvmArgs().isEmpty()) {
      ycsbArgs.add("-jvm-args");
      ycsbArgs.add(String.join(" ", plan.args().jvmArgs()));
    }
    if (!plan.classpath().isEmpty()) {
      // The copies fanout deploy -cp put on this host, checked there before the run starts.
      ycsbArgs.add("-cp");
      ycsbArgs.add(plan.classpath().onHost(base));
    }
    RemoteRun run = new RemoteRun(host, check, resultDir, propsFile, plan.runDir().resolve("logs"), hostProps);
    String hostRecord = HostRecord.plan(settings.runId(), plan.phase(), plan.args().binding(), host.label(),
        host.display(), plan.hosts().size(), startAt, settings.lateStartMs(), plan.totalTargetOpsPerSec(),
        share.values(), check.clockOffsetMs(), check.clockUncertaintyMs(), settings.detach());
    run.start(ssh, serialize(hostProps), ycsbArgs, new RemoteScripts.Launch(check.installDir(), resultDir, propsFile,
        plan.classpath().requiredOnHost(base), hostDir(base, settings.runId(), host.label()), hostRecord,
        settings.detach(), secretKeys(hostProps), settings.startRule().barrier()));
    return run;
  }

  /** The names of the properties whose values the host's log filter masks ({@link SecretNames}). */
  private static List<String> secretKeys(Properties props) {
    SecretNames names = SecretNames.of(props);
    return props.stringPropertyNames().stream().filter(k -> names.masks(k, props.getProperty(k))).sorted().toList();
  }

  /** The host's own record of the run, next to its results: {@code <base>/results/<run-id>/.fanout-hosts/<label>}. */
  static String hostDir(String base, String runId, String label) {
    return base + "/results/" + runId + "/" + RemoteScripts.HOSTS_DIR + "/" + label;
  }

  /** The run's properties plus this host's share, threads, result directory, label and metrics address. */
  private Properties hostProperties(Properties props, HostShare share, HostCheck check, String resultDir) {
    HostSpec host = check.host();
    Properties hostProps = new Properties();
    hostProps.putAll(props);
    hostProps.putAll(share.properties());
    host.threads().ifPresent(t -> hostProps.setProperty(CoreProperty.THREAD_COUNT.key(), Integer.toString(t)));
    hostProps.setProperty(RunKeys.OUTPUT_PATH, resultDir + "/");
    hostProps.setProperty(FanoutProperties.HOST, host.label());
    if (hostProps.containsKey(FanoutProperties.METRICS_PORT)) {
      // Every host serves its metrics on the port asked for, at the address fan-out reaches it by (an address
      // literal), else on all its interfaces; the run id names the series of every host alike.
      hostProps.putIfAbsent(FanoutProperties.METRICS_HOST, isAddressLiteral(host.host()) ? host.host() : "0.0.0.0");
      hostProps.putIfAbsent(FanoutProperties.METRICS_RUN_ID, settings.runId());
    }
    return hostProps;
  }

  /** {@code , target 2,000 ops/s in total (667|667|666 per host)}, or empty without a target. */
  private static String targetText(long totalTarget, List<HostShare> shares) {
    if (totalTarget <= 0) {
      return "";
    }
    List<String> perHost = new ArrayList<>();
    shares.forEach(share -> perHost.add(Long.toString(share.targetOpsPerSec())));
    return String.format(Locale.US, ", target %,d ops/s in total (%s per host)", totalTarget, String.join("|", perHost));
  }

  /** The properties as a {@code .properties} file, ISO-8859-1 with escapes, as {@code -P} reads it. */
  private static byte[] serialize(Properties props) {
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
