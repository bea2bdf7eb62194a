/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.preflight;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.ext.fanout.FanoutProperties;
import site.ycsb.ext.fanout.ssh.HostSpec;

/**
 * Turns the facts one host reported and its clock probes into its {@link HostCheck}: each failed check is one
 * problem naming the one thing to fix; a check the user skips ({@link PreflightCheck}) is kept apart and does not stop
 * the run. One instance per host; not thread-safe.
 */
final class HostEvaluation {
  private static final Pattern JAVA_VERSION = Pattern.compile("version \"(\\d+)(?:\\.(\\d+))?");
  /** {@code bin/ycsb --version}: {@code ycsb-ext 0.1.0 (commit 27a0e6ff90fd, YCSB core 0.17.0, Java 17.0.15)}. */
  private static final Pattern YCSB_VERSION = Pattern.compile("ycsb-ext (\\S+) \\(commit ([^,)\\s]+)");

  private final PreflightNeeds needs;
  private final Map<String, String> facts;
  private final List<String> problems = new ArrayList<>();
  private final List<String> skipped = new ArrayList<>();
  private final List<String> notes = new ArrayList<>();

  private HostEvaluation(PreflightNeeds needs, Map<String, String> facts) {
    this.needs = needs;
    this.facts = facts;
  }

  /** The check of a host that answered. */
  static HostCheck evaluate(PreflightNeeds needs, HostSpec host, Map<String, String> facts, List<double[]> probes) {
    HostEvaluation e = new HostEvaluation(needs, facts);
    String baseDir = facts.getOrDefault("fanout-dir", "");
    if (baseDir.isEmpty()) {
      e.problem(null, "remote directory: " + facts.getOrDefault("fanout-dir-error", "not reported"));
    }
    String java = facts.getOrDefault("fanout-java", "");
    int major = e.java(java);
    String installDir = facts.getOrDefault("fanout-install", "");
    if (needs.requireInstall() && installDir.isEmpty()) {
      e.problem(null, "tarball: no distribution in " + baseDir + "/current (run fanout deploy first)");
    }
    if (!installDir.isEmpty()) {
      e.version(major);
    }
    e.jars();
    long freeKb = e.disk(baseDir);
    double[] best = Preflight.best(probes);
    e.clock(best[0], best[1], probes.size());
    return new HostCheck(host, "", baseDir, java, major, installDir, facts.getOrDefault("fanout-install-sha", ""),
        freeKb, best[0], best[1], e.problems, e.skipped, e.notes);
  }

  /** Adds a problem, or a skipped one when the user skips its check ({@code kind} null: never skipped). */
  private void problem(PreflightCheck kind, String problem) {
    if (kind != null && needs.skipped().contains(kind)) {
      skipped.add(problem + " (--skip-check " + kind.word() + ")");
    } else {
      problems.add(problem);
    }
  }

  private int java(String versionLine) {
    int major = javaMajor(versionLine);
    if (major == 0) {
      problem(PreflightCheck.JAVA, "java: not found (set JAVA_HOME or put java on the PATH of non-interactive ssh"
          + " sessions; got '" + versionLine + "')");
    } else if (major < FanoutProperties.MIN_JAVA_VERSION) {
      problem(PreflightCheck.JAVA, "java: version " + major + " is older than " + FanoutProperties.MIN_JAVA_VERSION
          + " (install Java " + FanoutProperties.MIN_JAVA_VERSION + " or later, or point JAVA_HOME at it)");
    }
    return major;
  }

  /** @param javaMajor the host's Java feature version, 0 when not found: bin/ycsb --version needs it */
  private void version(int javaMajor) {
    String line = facts.getOrDefault("fanout-version", "");
    Matcher m = YCSB_VERSION.matcher(line);
    String fix = ": run fanout deploy with this host's distribution tarball (ycsb-ext " + needs.version() + ")";
    boolean found = m.find();
    if (!found && javaMajor < FanoutProperties.MIN_JAVA_VERSION) {
      // bin/ycsb --version could not run for want of Java: the java check says what to do, a deploy would not help
      problem(PreflightCheck.VERSION, "version: unknown (current/bin/ycsb --version needs Java "
          + FanoutProperties.MIN_JAVA_VERSION + ": see the java check)");
    } else if (!found) {
      problem(PreflightCheck.VERSION, "version: unknown (current/bin/ycsb --version printed '" + line + "')" + fix);
    } else if (!(m.group(1) + " (commit " + m.group(2) + ")").equals(needs.version())) {
      problem(PreflightCheck.VERSION, "version: the deployed distribution is ycsb-ext " + m.group(1) + " (commit "
          + m.group(2) + "), not " + needs.version() + fix);
    }
  }

  private void jars() {
    String missing = facts.getOrDefault("fanout-jars-missing", "").strip();
    if (!missing.isEmpty()) {
      problem(PreflightCheck.JARS, "-cp jars: " + missing.replace(" ", ", ") + " not on this host (run fanout deploy"
          + " -cp to this host)");
    }
    String badsum = facts.getOrDefault("fanout-jars-badsum", "").strip();
    if (!badsum.isEmpty()) {
      problem(PreflightCheck.JARS, "-cp jars: " + badsum.replace(" ", ", ") + " differ from the deployed SHA-256 (run"
          + " fanout deploy -cp again)");
    }
  }

  /** Checks free space against the run's output plus {@code --min-free-disk}; the free KiB, or -1 when unknown. */
  private long disk(String baseDir) {
    long freeKb;
    try {
      freeKb = Long.parseLong(facts.getOrDefault("fanout-disk-kb", "").trim());
    } catch (NumberFormatException e) {
      problem(PreflightCheck.DISK, "free disk: unknown (df printed '" + facts.getOrDefault("fanout-disk-kb", "")
          + "')");
      return -1;
    }
    long outputMb = (needs.output().bytes() + (1 << 20) - 1) >> 20;
    if (freeKb >= (needs.minFreeDiskMb() + outputMb) * 1024) {
      return freeKb;
    }
    if (outputMb == 0) {
      problem(PreflightCheck.DISK, String.format(Locale.US, "free disk: %,d MiB, less than --min-free-disk=%d MiB",
          freeKb / 1024, needs.minFreeDiskMb()));
    } else {
      problem(PreflightCheck.DISK, String.format(Locale.US, "free disk: %,d MiB, the run needs about %,d MiB (its"
          + " output, about %,d MiB for %s, plus --min-free-disk=%d MiB): free space in %s", freeKb / 1024,
          outputMb + needs.minFreeDiskMb(), outputMb, needs.output().basis(), needs.minFreeDiskMb(), baseDir));
    }
    return freeKb;
  }

  /**
   * Refuses an offset that exceeds the bound even at the near end of its uncertainty; one the probes cannot place on
   * either side of the bound (round trips too slow) is a note, not a refusal: the run's start lateness, which the
   * report shows per host, measures the clocks anyway.
   */
  private void clock(double offset, double uncertainty, int probes) {
    ClockVerdict verdict = ClockVerdict.of(new double[] {offset, uncertainty}, needs.maxClockOffsetMs());
    if (verdict == ClockVerdict.UNMEASURED) {
      problem(PreflightCheck.CLOCK, "clock offset: not measured (" + facts.getOrDefault("fanout-clock-error",
          "no probe answered") + ")");
    } else if (verdict == ClockVerdict.EXCEEDS) {
      problem(PreflightCheck.CLOCK, String.format(Locale.US, "clock offset: %+.1f ms (\u00b1%.1f) exceeds"
          + " --max-clock-offset=%d ms; synchronise the clocks (chrony/NTP)", offset, uncertainty,
          needs.maxClockOffsetMs()));
    } else if (verdict == ClockVerdict.UNDECIDED) {
      notes.add(String.format(Locale.US, "clock offset: %+.1f ms (\u00b1%.1f) not told within"
          + " --max-clock-offset=%d ms: the shortest of %d probes' round trips was %.1f ms (a busy host or network);"
          + " the report's start lateness per host measures it", offset, uncertainty, needs.maxClockOffsetMs(),
          probes, 2 * uncertainty));
    }
  }

  /** The feature version in a {@code java -version} line ({@code 1.8.0_292} is 8), or 0. */
  static int javaMajor(String versionLine) {
    Matcher m = JAVA_VERSION.matcher(versionLine);
    if (!m.find()) {
      return 0;
    }
    int first = Integer.parseInt(m.group(1));
    if (first == 1 && m.group(2) != null) {
      return Integer.parseInt(m.group(2));
    }
    return first;
  }
}
