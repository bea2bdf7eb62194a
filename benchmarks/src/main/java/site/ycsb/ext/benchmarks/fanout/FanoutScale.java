/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.fanout;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
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
import java.util.stream.Collectors;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.testsupport.ssh.LoopbackHosts;
import site.ycsb.ext.testsupport.ssh.LoopbackSshServer;

/**
 * Fan-out at growing host counts: up to 64 loopback client hosts (real SSH servers on 127.0.1.1 and up, the real ssh
 * client, the real distribution deployed to each), then for each host count two short {@code fanout run}s of basic
 * over the first hosts, one with the start barrier and one with the fixed delay ({@code --no-start-barrier}), in an
 * order that alternates from one host count to the next (the clock check skipped: the hosts share this machine's
 * clock, and its measured offset is only the load's noise). Prints per run: the start (from the preflight's first line
 * to the line saying every host was started: preflight plus the dispatch in waves of {@code --max-sessions}), the
 * hosts' start lateness against the common instant (median and max of {@code fanout.json}'s {@code lateStartMs}, over
 * the hosts whose start is known) and the start skew (latest minus earliest), the late hosts, the in-step verdict, the
 * collection time, the exit code, and the load average before and after. Figures under load are noisy: the load is
 * printed beside them. Run it with {@code benchmarks/fanout/scale.sh}.
 */
public final class FanoutScale {
  private static final Pattern COLLECTED = Pattern.compile("Collected (\\d+) hosts in ([0-9.]+) s");
  private static final Pattern STARTED = Pattern.compile("^Started .* common start ");
  private static final Pattern IN = Pattern.compile("\\(in (\\d+) s\\)");

  private FanoutScale() {
  }

  /**
   * One measured fan-out run, times in seconds, lateness and skew in milliseconds.
   *
   * @param start how the hosts were started: {@code barrier} (the start barrier) or {@code fixed} (the instant fixed
   *     at launch, {@code --no-start-barrier})
   */
  record Row(int hosts, String start, double startSeconds, long leadSeconds, int knownStarts, double medianLateMs,
      long maxLateMs, long skewMs, long lateHosts, double collectSeconds, String loadBefore, String loadAfter, int exit,
      String inStep) {
  }

  /**
   * @param args ycsb home (unpacked distribution), tarball, work directory, host counts (comma-separated, default
   *     8,16,32,64), [--max-sessions, default fan-out's], [--start-delay per host, seconds, default 2], [run seconds,
   *     default 10]
   */
  public static void main(String[] args) throws Exception {
    if (args.length < 3) {
      System.err.println("usage: FanoutScale <ycsb-home> <tarball> <work-dir> [counts] [max-sessions] [delay/host]");
      System.exit(2);
    }
    Path home = Paths.get(args[0]);
    Path work = Paths.get(args[2]);
    List<Integer> counts = Arrays.stream((args.length > 3 ? args[3] : "8,16,32,64").split(","))
        .map(String::strip).map(Integer::valueOf).sorted().toList();
    List<String> sessions = args.length > 4 && !args[4].isEmpty() ? List.of("--max-sessions", args[4]) : List.of();
    double delayPerHost = args.length > 5 && !args[5].isEmpty() ? Double.parseDouble(args[5]) : 2.0;
    int runSeconds = args.length > 6 && !args[6].isEmpty() ? Integer.parseInt(args[6]) : 10;
    int max = counts.get(counts.size() - 1);
    String[] addresses = new String[max];
    for (int i = 0; i < max; i++) {
      addresses[i] = "127.0.1." + (1 + i);
    }
    Files.createDirectories(work);
    try (LoopbackHosts hosts = LoopbackHosts.start(work, addresses)) {
      long deployStart = System.nanoTime();
      Run deploy = run(home, work, "deploy", hostsOption(hosts, max), hosts, sessions, args[1]);
      System.out.printf(Locale.US, "deploy to %d hosts: %.1f s (exit %d)%n", max,
          (System.nanoTime() - deployStart) / 1e9, deploy.exit());
      List<Row> rows = new ArrayList<>();
      // One run each with the start barrier and with the fixed delay, alternating which goes first from one power of
      // two to the next (8: fixed first, 16: barrier first, ...), also when the counts are measured in separate calls.
      for (int n : counts) {
        int delay = (int) Math.ceil(10 + delayPerHost * n);
        boolean barrierFirst = Integer.numberOfTrailingZeros(n) % 2 == 0;
        for (boolean barrier : barrierFirst ? new boolean[] {true, false} : new boolean[] {false, true}) {
          rows.add(fanoutRun(home, work, hosts, n, delay, runSeconds, sessions, barrier));
          System.out.println(describe(rows.get(rows.size() - 1)));
        }
      }
      System.out.println();
      print(rows, new PrintWriter(System.out, true));
    }
  }

  private static String hostsOption(LoopbackHosts hosts, int n) {
    return hosts.servers().subList(0, n).stream().map(LoopbackSshServer::hostAndPort).collect(Collectors.joining(","));
  }

  private static Row fanoutRun(Path home, Path work, LoopbackHosts hosts, int n, int delay, int runSeconds,
      List<String> sessions, boolean barrier) throws Exception {
    String runId = "scale-" + n + "-" + (barrier ? "barrier" : "fixed") + "-" + System.currentTimeMillis() / 1000;
    String loadBefore = loadAverage();
    List<String> options = new ArrayList<>(sessions);
    options.addAll(List.of("--results", work.resolve("results").toString(), "--run-id", runId, "--min-free-disk", "1",
        "--progress-interval", "60", "--connect-timeout", "60", "--preflight-timeout", "900", "--skip-check",
        "clock"));
    // Generous limits: every host's JVMs start on this one machine, shared with other work.
    options.addAll(barrier ? List.of("--ready-timeout", Integer.toString(Math.max(300, 3 * delay)))
        : List.of("--no-start-barrier", "--start-delay", Integer.toString(delay)));
    options.addAll(List.of("basic", "-P", home.resolve("workloads/workloada").toString(), "-p", "operationcount=0",
        "-p", "maxexecutiontime=" + runSeconds, "-p", "status.interval=1", "-p", "basicdb.verbose=false",
        "-target", Integer.toString(100 * n), "-jvm-args", "-Xmx96m -XX:+UseSerialGC -XX:TieredStopAtLevel=1"));
    Run run = run(home, work, "run", hostsOption(hosts, n), hosts, List.of(), options.toArray(new String[0]));
    String loadAfter = loadAverage();
    Path runDir = work.resolve("results").resolve(runId);
    RunRecord record = RunRecord.read(runDir.resolve(RunRecord.FILE_NAME));
    // Lateness as fanout.json gives it: each started host's operations start minus the common start instant.
    List<Long> late = new ArrayList<>();
    for (RunRecord.Host host : record.hosts()) {
      host.lateStartMs().ifPresent(late::add);
    }
    late.sort(null);
    if (late.size() < n || run.exit() != 0) {
      System.out.printf(Locale.US, "%d hosts: exit %d, start known for %d of %d hosts; output in %s%n", n,
          run.exit(), late.size(), n, run.log());
    }
    double median = late.isEmpty() ? Double.NaN : late.size() % 2 == 1 ? late.get(late.size() / 2)
        : (late.get(late.size() / 2 - 1) + late.get(late.size() / 2)) / 2.0;
    long maxLate = late.isEmpty() ? -1 : late.get(late.size() - 1);
    long skew = late.isEmpty() ? -1 : maxLate - late.get(0);
    long lateHosts = record.hosts().stream().filter(RunRecord.Host::late).count();
    int colon = record.inStep().indexOf(':');
    return new Row(n, barrier ? "barrier" : "fixed", run.startSeconds(), run.leadSeconds(), late.size(), median,
        maxLate, skew, lateHosts, run.collectSeconds(), loadBefore, loadAfter, run.exit(),
        colon > 0 ? record.inStep().substring(0, colon) : record.inStep());
  }

  private static String describe(Row r) {
    return String.format(Locale.US, "%d hosts, %s: start %.1f s, lateness (%d hosts) median %.0f ms max %d ms, skew"
        + " %d ms, late hosts %d, %s, collection %.2f s, exit %d, load %s -> %s", r.hosts(), r.start(),
        r.startSeconds(), r.knownStarts(), r.medianLateMs(), r.maxLateMs(), r.skewMs(), r.lateHosts(), r.inStep(),
        r.collectSeconds(), r.exit(), r.loadBefore(), r.loadAfter());
  }

  /** The table, as in docs/fanout.md: ratios against the first (smallest) host count. */
  static void print(List<Row> rows, PrintWriter out) {
    Row base = rows.get(0);
    out.println("| hosts | start | preflight + dispatch s (x) | hosts started | start lateness median / max ms"
        + " | start skew ms | late hosts | verdict | collection s (x) | exit | load before -> after |");
    out.println("| ---: | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- |");
    for (Row r : rows) {
      out.printf(Locale.US, "| %d | %s | %.1f (%.2fx) | %d | %.0f / %d | %d | %d | %s | %.2f (%.2fx) | %d | %s -> %s"
          + " |%n", r.hosts(), r.start(), r.startSeconds(), r.startSeconds() / base.startSeconds(), r.knownStarts(),
          r.medianLateMs(), r.maxLateMs(), r.skewMs(), r.lateHosts(), r.inStep(), r.collectSeconds(),
          r.collectSeconds() / base.collectSeconds(), r.exit(), r.loadBefore(), r.loadAfter());
    }
  }

  /** The 1-, 5- and 15-minute load averages, as in {@code /proc/loadavg}. */
  private static String loadAverage() throws IOException {
    Path loadavg = Paths.get("/proc/loadavg");
    if (!Files.isReadable(loadavg)) {
      return "?";
    }
    String[] parts = Files.readString(loadavg).split(" ");
    return parts[0] + " " + parts[1] + " " + parts[2];
  }

  /** A fan-out command's end: exit code, output file, and the times read from its output as it came. */
  record Run(int exit, Path log, double startSeconds, long leadSeconds, double collectSeconds) {
  }

  /**
   * Runs {@code bin/ycsb fanout <sub> --hosts ... --ssh-config ... options}, timing its lines as they arrive: the start
   * is from {@code Preflight of} to {@code Started}.
   */
  private static Run run(Path home, Path work, String sub, String hostsOption, LoopbackHosts hosts,
      List<String> options, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(home.resolve("bin/ycsb").toString(), "fanout", sub, "--hosts",
        hostsOption, "--ssh-config", hosts.client().config().toString()));
    command.addAll(options);
    command.addAll(Arrays.asList(args));
    Path log = Files.createTempFile(work, "fanout-" + sub + "-", ".log");
    Process p = new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true).start();
    long preflightNs = -1;
    double startSeconds = Double.NaN;
    long lead = -1;
    double collect = Double.NaN;
    try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        PrintWriter copy = new PrintWriter(Files.newBufferedWriter(log, StandardCharsets.UTF_8))) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        long now = System.nanoTime();
        copy.println(line);
        Matcher started = STARTED.matcher(line);
        Matcher collected = COLLECTED.matcher(line);
        if (line.startsWith("Preflight of ")) {
          preflightNs = now;
        } else if (started.find() && preflightNs > 0) {
          startSeconds = (now - preflightNs) / 1e9;
          Matcher inSeconds = IN.matcher(line);
          lead = inSeconds.find() ? Long.parseLong(inSeconds.group(1)) : -1;
        } else if (collected.find()) {
          collect = Double.parseDouble(collected.group(2));
        }
      }
    }
    return new Run(p.waitFor(), log, startSeconds, lead, collect);
  }
}
