/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.fanout;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;
import site.ycsb.ext.benchmarks.Median;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.testsupport.ssh.LoopbackHosts;
import site.ycsb.ext.testsupport.ssh.LoopbackSshServer;

/**
 * End-to-end fan-out benchmark: N loopback client hosts (real SSH servers, the real ssh client, the real
 * distribution deployed to each), then rounds of a short {@code fanout run} with the fixed delay
 * ({@code --no-start-barrier}; {@code --allow-out-of-step}, as the anchor is not in step by design), each in two
 * flavours:
 * <ul>
 *   <li><b>in step</b>: {@code --start-delay} long enough for every host to initialise, so all wait for the common
 *       start instant;</li>
 *   <li><b>anchor</b>: {@code --start-delay 1}, too short for any host, so each starts as soon as it is ready
 *       (what launching the hosts one by one without a common instant gives).</li>
 * </ul>
 * Prints, per round, the start skew (spread of the hosts' manifest {@code startEpochMs}), the spread of their first
 * periodic windows (from each {@code READ.hlog}), and the collection time (fetch + manifest check, from the fan-out's
 * own output), with the skew fan-out recorded in {@code fanout.json}; then the medians and the anchor / in-step skew
 * ratio. This is where the skew's size is judged: tests only check that it is measured and recorded. Run it with
 * {@code benchmarks/fanout/skew.sh}.
 */
public final class FanoutSkew {
  private static final Pattern COLLECTED = Pattern.compile("Collected (\\d+) hosts in ([0-9.]+) s");

  private FanoutSkew() {
  }

  /** One measured fan-out run. */
  record Round(long startSkewMs, double firstWindowSkewMs, double collectSeconds, long recordedSkewMs) {
  }

  /**
   * @param args ycsb home (unpacked distribution), tarball, work directory, [rounds, default 3], [hosts, default 3]
   */
  public static void main(String[] args) throws Exception {
    if (args.length < 3) {
      System.err.println("usage: FanoutSkew <ycsb-home> <tarball> <work-dir> [rounds] [hosts]");
      System.exit(2);
    }
    Path home = Paths.get(args[0]);
    Path tarball = Paths.get(args[1]);
    Path work = Paths.get(args[2]);
    int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 3;
    int hostCount = args.length > 4 ? Integer.parseInt(args[4]) : 3;
    String[] addresses = new String[hostCount];
    for (int i = 0; i < hostCount; i++) {
      addresses[i] = "127.0.0." + (2 + i);
    }
    Files.createDirectories(work);
    try (LoopbackHosts hosts = LoopbackHosts.start(work, addresses)) {
      long deployStart = System.nanoTime();
      run(home, work, "deploy", hosts, List.of(), tarball.toString());
      System.out.printf(Locale.US, "deploy to %d hosts: %.1f s%n", hostCount, (System.nanoTime() - deployStart) / 1e9);
      List<Round> inStep = new ArrayList<>();
      List<Round> anchor = new ArrayList<>();
      for (int r = 1; r <= rounds; r++) {
        Round a = fanoutRun(home, work, hosts, "anchor-" + r, 1);
        Round s = fanoutRun(home, work, hosts, "instep-" + r, 8);
        anchor.add(a);
        inStep.add(s);
        System.out.printf(Locale.US, "round %d: in step: start skew %d ms (fanout.json: %d ms), first-window skew %.1f"
            + " ms, collection %.2f s | anchor (start when ready): start skew %d ms, first-window skew %.1f ms%n", r,
            s.startSkewMs(), s.recordedSkewMs(), s.firstWindowSkewMs(), s.collectSeconds(), a.startSkewMs(),
            a.firstWindowSkewMs());
      }
      double inStepSkew = Median.of(inStep.stream().mapToDouble(Round::startSkewMs).toArray());
      double anchorSkew = Median.of(anchor.stream().mapToDouble(Round::startSkewMs).toArray());
      System.out.printf(Locale.US, "median start skew: in step %.0f ms, anchor %.0f ms, anchor / in step = %.1fx%n",
          inStepSkew, anchorSkew, anchorSkew / Math.max(1, inStepSkew));
      System.out.printf(Locale.US, "median first-window skew: in step %.1f ms%n",
          Median.of(inStep.stream().mapToDouble(Round::firstWindowSkewMs).toArray()));
      System.out.printf(Locale.US, "median collection time of %d hosts: %.2f s%n", hostCount,
          Median.of(inStep.stream().mapToDouble(Round::collectSeconds).toArray()));
    }
  }

  private static Round fanoutRun(Path home, Path work, LoopbackHosts hosts, String runId, int startDelaySeconds)
      throws Exception {
    String out = run(home, work, "run", hosts, List.of("--results", work.resolve("results").toString(), "--run-id",
        runId, "--no-start-barrier", "--allow-out-of-step", "--start-delay", Integer.toString(startDelaySeconds),
        "--min-free-disk", "1", "--progress-interval", "60"), "basic", "-P", home.resolve("workloads/workloada").toString(), "-p", "operationcount=0", "-p",
        "maxexecutiontime=3", "-p", "status.interval=1", "-p", "basicdb.verbose=false", "-target", "3000");
    long minStart = Long.MAX_VALUE;
    long maxStart = Long.MIN_VALUE;
    double minWindow = Double.MAX_VALUE;
    double maxWindow = -Double.MAX_VALUE;
    for (LoopbackSshServer server : hosts.servers()) {
      Path dir = work.resolve("results").resolve(runId).resolve(server.address());
      Manifest m = Manifest.read(dir.resolve("manifest.json"));
      minStart = Math.min(minStart, m.startEpochMs());
      maxStart = Math.max(maxStart, m.startEpochMs());
      EncodableHistogram first = new HistogramLogReader(dir.resolve("READ.hlog").toFile()).nextIntervalHistogram();
      minWindow = Math.min(minWindow, first.getStartTimeStamp());
      maxWindow = Math.max(maxWindow, first.getStartTimeStamp());
    }
    Matcher collected = COLLECTED.matcher(out);
    double collectSeconds = collected.find() ? Double.parseDouble(collected.group(2)) : Double.NaN;
    long recorded = RunRecord.read(work.resolve("results").resolve(runId).resolve(RunRecord.FILE_NAME)).startSkewMs();
    return new Round(maxStart - minStart, maxWindow - minWindow, collectSeconds, recorded);
  }

  /** Runs {@code bin/ycsb fanout <sub> --hosts ... --ssh-config ... options args}; fails unless it exits 0. */
  private static String run(Path home, Path work, String sub, LoopbackHosts hosts, List<String> options,
      String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(home.resolve("bin/ycsb").toString(), "fanout", sub, "--hosts",
        hosts.hostsOption(), "--ssh-config", hosts.client().config().toString()));
    command.addAll(options);
    command.addAll(Arrays.asList(args));
    Path log = Files.createTempFile(work, "fanout-" + sub + "-", ".log");
    Process p = new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true)
        .redirectOutput(log.toFile()).start();
    int exit = p.waitFor();
    String out = Files.readString(log, StandardCharsets.UTF_8);
    if (exit != 0) {
      throw new IllegalStateException("fanout " + sub + " exited " + exit + ":\n" + out);
    }
    return out;
  }
}
