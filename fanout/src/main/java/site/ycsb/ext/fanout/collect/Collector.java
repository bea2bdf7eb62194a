/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.collect;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.ext.contract.HostStateLine;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.RemoteScripts;
import site.ycsb.ext.fanout.ssh.Ssh;
import site.ycsb.ext.fanout.ssh.SshCall;

/**
 * Brings one host's result directory home: streams it over ssh as a tar archive into
 * {@code results/<run-id>/<label>/}, then checks it against its manifest. A directory without a verified manifest is
 * kept and marked partial (a {@code PARTIAL} file in it says why). Immutable; thread-safe.
 */
public final class Collector {
  private static final Logger LOG = LoggerFactory.getLogger(Collector.class);
  /** The file that marks a host directory as partial. */
  public static final String PARTIAL_MARKER = "PARTIAL";

  /** How complete a host's collected results are. */
  public enum Completeness {
    /** The manifest is there and every file matches it; the run completed. */
    COMPLETE,
    /** Something was fetched, but the manifest is missing or does not match, or the run did not complete. */
    PARTIAL,
    /** Nothing could be fetched. */
    MISSING
  }

  /**
   * What collection found on one host.
   *
   * @param label the host's label
   * @param dir the local directory
   * @param completeness complete, partial or missing
   * @param filesVerified files that matched the manifest
   * @param operations operations the manifest reports, or -1
   * @param collectMs how long fetching and checking took, in milliseconds
   * @param startEpochMs when the host's operations started, from its manifest; 0 when unknown
   * @param problems why it is not complete
   */
  public record Result(String label, Path dir, Completeness completeness, int filesVerified, long operations, long collectMs,
      long startEpochMs, List<String> problems) {
  }

  private final Ssh ssh;

  public Collector(Ssh ssh) {
    this.ssh = ssh;
  }

  /**
   * Fetches {@code remoteDir} of {@code host} into {@code localDir} and checks it.
   *
   * @param runProblems reasons known before collection (e.g. the run's exit code), added to the result's problems
   */
  public Result collect(HostSpec host, String remoteDir, Path localDir, List<String> runProblems, Duration timeout) {
    long startNs = System.nanoTime();
    List<String> problems = new ArrayList<>(runProblems);
    try {
      Files.createDirectories(localDir);
      Path archive = Files.createTempFile(localDir.getParent(), "." + host.label() + "-", ".tar");
      try {
        SshCall.Result fetched = SshCall.run(ssh, host, RemoteScripts.collect(remoteDir), new byte[0], archive, timeout);
        if (fetched.exitCode() != 0 || Files.size(archive) == 0) {
          problems.add(0, "results not fetched: " + fetched.reason());
          LOG.debug("{}: results not fetched: {}", host.label(), fetched.reason()); // the result table shows it
          Completeness completeness = hasFiles(localDir) ? Completeness.PARTIAL : Completeness.MISSING;
          mark(localDir, completeness, problems);
          return new Result(host.label(), localDir, completeness, 0, -1, elapsedMs(startNs), 0, problems);
        }
        untar(archive, localDir, timeout);
      } finally {
        Files.deleteIfExists(archive);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot store the results of " + host.label() + " in " + localDir, e);
    }
    ManifestCheck.Result check = ManifestCheck.check(localDir);
    if (check.complete()) {
      // The benchmark JVM completed and every file verifies: how the remote launcher ended (killed after the JVM
      // wrote its manifest) does not make the results partial; the host's state says it as a note (HostState).
      problems.clear();
    }
    problems.addAll(check.problems());
    Completeness completeness = problems.isEmpty() ? Completeness.COMPLETE : Completeness.PARTIAL;
    try {
      mark(localDir, completeness, problems);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot mark " + localDir + " as partial", e);
    }
    return new Result(host.label(), localDir, completeness, check.filesChecked(), check.operations(), elapsedMs(startNs),
        check.startEpochMs(), problems);
  }

  /**
   * Checks a host directory collected earlier against its manifest, fetching nothing: {@code fanout collect} leaves
   * a directory that is already complete as it is (collecting twice changes nothing).
   */
  public static Result checkLocal(String label, Path localDir) {
    ManifestCheck.Result check = ManifestCheck.check(localDir);
    boolean complete = check.complete() && !Files.exists(localDir.resolve(PARTIAL_MARKER));
    return new Result(label, localDir, complete ? Completeness.COMPLETE : Completeness.PARTIAL, check.filesChecked(),
        check.operations(), 0, check.startEpochMs(), check.problems());
  }

  private static void untar(Path archive, Path dir, Duration timeout) throws IOException {
    Process tar = new ProcessBuilder("tar", "-xf", archive.toString(), "-C", dir.toString())
        .redirectErrorStream(true).start();
    try {
      String output = new String(tar.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!tar.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        tar.destroyForcibly();
        throw new IOException("tar did not finish within " + timeout.toSeconds() + " s");
      }
      if (tar.exitValue() != 0) {
        throw new IOException("tar failed: " + output.strip());
      }
    } catch (InterruptedException e) {
      tar.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while unpacking");
    }
  }

  /** Whether {@code dir} holds results: any file but fan-out's own ({@code PARTIAL}, the host's state). */
  private static boolean hasFiles(Path dir) throws IOException {
    try (var entries = Files.list(dir)) {
      return entries.map(p -> p.getFileName().toString())
          .anyMatch(name -> !name.equals(PARTIAL_MARKER) && !name.equals(HostStateLine.FILE_NAME));
    }
  }

  private static void mark(Path dir, Completeness completeness, List<String> problems) throws IOException {
    Path marker = dir.resolve(PARTIAL_MARKER);
    if (completeness == Completeness.COMPLETE) {
      Files.deleteIfExists(marker);
    } else {
      Files.writeString(marker, "These results are " + completeness.name().toLowerCase(Locale.ROOT)
          + ":\n- " + String.join("\n- ", problems) + "\n", StandardCharsets.UTF_8);
    }
  }

  private static long elapsedMs(long startNs) {
    return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNs);
  }
}
