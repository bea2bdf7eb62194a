/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.preflight;

import java.util.ArrayList;
import java.util.List;
import site.ycsb.ext.fanout.ssh.HostSpec;

/**
 * What the preflight found on one client host. Immutable.
 *
 * @param host the host
 * @param sshError why ssh failed (its last stderr line), or empty when the host answered
 * @param baseDir the absolute remote base directory, or empty when it could not be created
 * @param javaVersion the first line of {@code java -version}, or empty
 * @param javaMajor the Java feature version (8, 11, 17, ...), or 0 when Java is missing or unreadable
 * @param installDir the absolute installation directory ({@code <base>/current}), or empty when none is deployed
 * @param installSha256 the SHA-256 of the deployed tarball, or empty
 * @param freeDiskKb free space in the base directory in KiB, or -1 when unknown
 * @param clockOffsetMs host clock minus central clock in milliseconds (best of several probes), or NaN when unknown
 * @param clockUncertaintyMs half the round trip of the probe the offset comes from, in milliseconds, or NaN
 * @param problems the reasons this host may not take part; empty when it may
 * @param skipped what failed checks the user skips ({@code --skip-check}) found; they do not stop the run
 * @param notes what a check could not tell (a clock offset too slow to place against its bound); they do not stop
 *     the run, and the run's record keeps them as warnings
 */
public record HostCheck(HostSpec host, String sshError, String baseDir, String javaVersion, int javaMajor,
    String installDir, String installSha256, long freeDiskKb, double clockOffsetMs, double clockUncertaintyMs,
    List<String> problems, List<String> skipped, List<String> notes) {

  public HostCheck {
    problems = List.copyOf(problems);
    skipped = List.copyOf(skipped);
    notes = List.copyOf(notes);
  }

  /** A check with nothing skipped and no notes. */
  public HostCheck(HostSpec host, String sshError, String baseDir, String javaVersion, int javaMajor,
      String installDir, String installSha256, long freeDiskKb, double clockOffsetMs, double clockUncertaintyMs,
      List<String> problems) {
    this(host, sshError, baseDir, javaVersion, javaMajor, installDir, installSha256, freeDiskKb, clockOffsetMs,
        clockUncertaintyMs, problems, List.of(), List.of());
  }

  /** Whether the host passed every check. */
  public boolean ok() {
    return problems.isEmpty();
  }

  /** This check with one more finding of a skipped check. */
  HostCheck withSkipped(String finding) {
    List<String> all = new ArrayList<>(skipped);
    all.add(finding);
    return new HostCheck(host, sshError, baseDir, javaVersion, javaMajor, installDir, installSha256, freeDiskKb,
        clockOffsetMs, clockUncertaintyMs, problems, all, notes);
  }

  /** This check with more problems. */
  HostCheck withProblems(List<String> more) {
    List<String> all = new ArrayList<>(problems);
    all.addAll(more);
    return new HostCheck(host, sshError, baseDir, javaVersion, javaMajor, installDir, installSha256, freeDiskKb,
        clockOffsetMs, clockUncertaintyMs, all, skipped, notes);
  }
}
