/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.preflight;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.ext.fanout.FanoutProperties;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.Parallel;
import site.ycsb.ext.fanout.ssh.RemoteScripts;
import site.ycsb.ext.fanout.ssh.Ssh;

/**
 * Checks every client host before a run, all hosts in parallel, one ssh connection each: ssh reachable, Java
 * {@value FanoutProperties#MIN_JAVA_VERSION}+, a deployed distribution (the same one everywhere, of this host's
 * version), the run's {@code -cp} jars, free disk for the run's output ({@link OutputEstimate}), and the clock offset, measured over that connection by several probes (the one with the shortest round trip counts, its
 * offset taken against the probe's midpoint). Immutable; {@link #check} may be called from any thread.
 */
public final class Preflight {
  private static final Logger LOG = LoggerFactory.getLogger(Preflight.class);
  private static final int CLOCK_PROBES = 7;
  /**
   * How many probes a host gets at most while its best one cannot tell its offset from the bound (a busy host or
   * central machine lengthens every round trip, and with it the uncertainty).
   */
  private static final int MAX_CLOCK_PROBES = 60;
  private static final String END = "\u0000end";

  private final Ssh ssh;
  private final String remoteDir;
  private final PreflightNeeds needs;

  /**
   * @param remoteDir the remote base directory unless a host overrides it
   * @param maxClockOffsetMs the largest acceptable |clock offset| plus its uncertainty, in milliseconds
   * @param minFreeDiskMb free space each host needs in its base directory, in MiB
   * @param requireInstall whether a deployed distribution is required (load and run) or only reported
   */
  public Preflight(Ssh ssh, String remoteDir, long maxClockOffsetMs, long minFreeDiskMb, boolean requireInstall) {
    this(ssh, remoteDir, PreflightNeeds.of(maxClockOffsetMs, minFreeDiskMb, requireInstall));
  }

  /**
   * @param remoteDir the remote base directory unless a host overrides it
   * @param needs what each host needs to start the run
   */
  public Preflight(Ssh ssh, String remoteDir, PreflightNeeds needs) {
    this.ssh = ssh;
    this.remoteDir = remoteDir;
    this.needs = needs;
  }

  /** Checks all hosts in parallel; the result is in host order. */
  public List<HostCheck> check(List<HostSpec> hosts, Duration timeout) {
    List<HostCheck> checks = Parallel.map(hosts, ssh.maxSessions(), host -> checkHost(host, timeout));
    // Every host must run the same distribution.
    Map<String, List<String>> bySha = new LinkedHashMap<>();
    for (HostCheck c : checks) {
      if (!c.installSha256().isEmpty()) {
        bySha.computeIfAbsent(c.installSha256(), k -> new ArrayList<>()).add(c.host().label());
      }
    }
    if (bySha.size() > 1) {
      List<HostCheck> marked = new ArrayList<>();
      for (HostCheck c : checks) {
        String problem = "installed distribution " + shortSha(c.installSha256()) + " differs from other hosts' ("
            + describe(bySha) + "): run fanout deploy";
        marked.add(c.installSha256().isEmpty() ? c : needs.skipped().contains(PreflightCheck.VERSION)
            ? c.withSkipped(problem + " (--skip-check " + PreflightCheck.VERSION.word() + ")")
            : c.withProblems(List.of(problem)));
      }
      checks = marked;
    }
    return checks;
  }

  private static String describe(Map<String, List<String>> bySha) {
    List<String> parts = new ArrayList<>();
    bySha.forEach((sha, labels) -> parts.add(shortSha(sha) + " on " + String.join(",", labels)));
    return String.join("; ", parts);
  }

  public static String shortSha(String sha) {
    return sha.length() > 12 ? sha.substring(0, 12) : sha;
  }

  private HostCheck checkHost(HostSpec host, Duration timeout) {
    String base = host.remoteDir().isEmpty() ? remoteDir : host.remoteDir();
    Process process;
    try {
      process = ssh.start(host, RemoteScripts.preflight(base, needs.jars()));
    } catch (IOException e) {
      return unreachable(host, "cannot start ssh: " + e.getMessage(), "ssh: cannot start ssh: " + e.getMessage());
    }
    StringBuilder stderr = new StringBuilder();
    Thread errReader = readLines(new BufferedReader(new InputStreamReader(process.getErrorStream(),
        StandardCharsets.UTF_8)), line -> {
          synchronized (stderr) {
            stderr.append(line).append('\n');
          }
        });
    BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    readLines(new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)), lines::add,
        () -> lines.add(END));
    long deadline = System.nanoTime() + timeout.toNanos();
    Map<String, String> facts = new LinkedHashMap<>();
    List<double[]> probes = new ArrayList<>();
    boolean ready = false;
    try (OutputStream stdin = process.getOutputStream()) {
      ready = readFacts(lines, deadline, facts);
      if (ready) {
        probeClock(stdin, lines, deadline, facts, probes, needs.maxClockOffsetMs());
      }
    } catch (IOException e) {
      // ssh ended: its exit code and stderr say why
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    int exit = awaitExit(process, errReader, deadline);
    if (!ready) {
      return unanswered(host, stderr, exit, deadline, timeout);
    }
    return evaluate(host, facts, probes);
  }

  /**
   * Reads the host's {@code fanout-*} facts into {@code facts} until it is ready for the clock probes.
   *
   * @return whether the host said it is ready ({@code fanout-clock-ready}) before its output ended or the deadline
   */
  private static boolean readFacts(BlockingQueue<String> lines, long deadline, Map<String, String> facts)
      throws InterruptedException {
    String line;
    while ((line = poll(lines, deadline)) != null && !line.equals(END)) {
      if (line.equals("fanout-clock-ready")) {
        return true;
      }
      int space = line.indexOf(' ');
      if (line.startsWith("fanout-")) {
        facts.put(space > 0 ? line.substring(0, space) : line, space > 0 ? line.substring(space + 1).trim() : "");
      }
    }
    return false;
  }

  /**
   * Asks the host's clock {@link #CLOCK_PROBES} times, and again up to {@link #MAX_CLOCK_PROBES} while the best probe
   * cannot tell whether the offset is within {@code maxOffsetMs} ({@link ClockVerdict#UNDECIDED}), adding {offset,
   * uncertainty} in milliseconds to {@code probes} (a host whose {@code date} has no nanoseconds gets a
   * {@code fanout-clock-error} fact instead).
   */
  private static void probeClock(OutputStream stdin, BlockingQueue<String> lines, long deadline,
      Map<String, String> facts, List<double[]> probes, long maxOffsetMs) throws IOException, InterruptedException {
    for (int i = 0; i < MAX_CLOCK_PROBES; i++) {
      if (i >= CLOCK_PROBES && ClockVerdict.of(best(probes), maxOffsetMs) != ClockVerdict.UNDECIDED) {
        return;
      }
      long t0 = WallClock.epochNs();
      stdin.write('\n');
      stdin.flush();
      String answer = poll(lines, deadline);
      long t1 = WallClock.epochNs();
      if (answer == null || !answer.startsWith("fanout-clock ")) {
        break;
      }
      String value = answer.substring("fanout-clock ".length()).trim();
      if (!value.chars().allMatch(Character::isDigit) || value.length() < 16) {
        facts.put("fanout-clock-error", "the host's date has no nanoseconds (date +%s%N printed '" + value + "')");
        break;
      }
      long remote = Long.parseLong(value);
      probes.add(new double[] {(remote - (t0 + (t1 - t0) / 2.0)) / 1e6, (t1 - t0) / 2e6});
    }
  }

  /** The probe with the shortest round trip, {offset, uncertainty}; {NaN, NaN} when there is none. */
  static double[] best(List<double[]> probes) {
    double[] best = {Double.NaN, Double.NaN};
    for (double[] probe : probes) {
      if (Double.isNaN(best[1]) || probe[1] < best[1]) {
        best = probe;
      }
    }
    return best;
  }

  /** Waits for ssh's exit until the deadline (killing it after), and for its stderr; its exit code, -1 if alive. */
  private static int awaitExit(Process process, Thread errReader, long deadline) {
    try {
      if (!process.waitFor(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())),
          TimeUnit.MILLISECONDS)) {
        process.destroyForcibly();
        process.waitFor();
      }
      errReader.join(2_000);
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
    return process.isAlive() ? -1 : process.exitValue();
  }

  /** The check of a host that did not answer over ssh: ssh's last line of stderr, else why. */
  private static HostCheck unanswered(HostSpec host, StringBuilder stderr, int exit, long deadline,
      Duration timeout) {
    String err;
    synchronized (stderr) {
      err = stderr.toString().strip();
    }
    String[] errLines = err.split("\n");
    String sshError = errLines[errLines.length - 1].strip();
    if (sshError.isEmpty()) {
      sshError = System.nanoTime() > deadline ? "no answer within " + timeout.toSeconds() + " s (--preflight-timeout)"
          : "exit code " + exit;
    }
    // The preflight table shows it; the log keeps it for the record only.
    LOG.debug("Preflight: {} did not answer over ssh: {}", host.display(), sshError);
    // ssh's own messages start with "ssh: " already.
    return unreachable(host, sshError, sshError.startsWith("ssh: ") ? sshError : "ssh: " + sshError);
  }

  /** The check of a host that could not be asked: {@code summary} in the table, {@code problem} its one problem. */
  private static HostCheck unreachable(HostSpec host, String summary, String problem) {
    return new HostCheck(host, summary, "", "", 0, "", "", -1, Double.NaN, Double.NaN, List.of(problem));
  }

  /** Turns the facts a host reported and its clock probes into a check. */
  HostCheck evaluate(HostSpec host, Map<String, String> facts, List<double[]> probes) {
    return HostEvaluation.evaluate(needs, host, facts, probes);
  }

  /** The feature version in a {@code java -version} line ({@code 1.8.0_292} is 8), or 0. */
  static int javaMajor(String versionLine) {
    return HostEvaluation.javaMajor(versionLine);
  }

  private static String poll(BlockingQueue<String> lines, long deadlineNs) throws InterruptedException {
    long left = deadlineNs - System.nanoTime();
    return left <= 0 ? null : lines.poll(left, TimeUnit.NANOSECONDS);
  }

  private static Thread readLines(BufferedReader reader, Consumer<String> sink) {
    return readLines(reader, sink, () -> { });
  }

  private static Thread readLines(BufferedReader reader, Consumer<String> sink, Runnable atEnd) {
    Thread thread = new Thread(() -> {
      try (BufferedReader r = reader) {
        String line;
        while ((line = r.readLine()) != null) {
          sink.accept(line);
        }
      } catch (IOException e) {
        // the stream ends with the process
      } finally {
        atEnd.run();
      }
    }, "fanout-preflight-reader");
    thread.setDaemon(true);
    thread.start();
    return thread;
  }
}
