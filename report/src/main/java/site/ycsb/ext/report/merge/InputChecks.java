/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.merge;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.report.ReportInputException;
import site.ycsb.ext.report.input.HostSource;
import site.ycsb.ext.report.input.RunSource;

/**
 * Checks a run's logs against its hosts' manifests: every file a manifest lists has the listed size and SHA-256, and
 * every operation it reports with operations has windows holding exactly that many. A mismatch is a
 * {@link ReportInputException} naming the file, unless partial input is allowed, which turns it into a
 * {@code PARTIAL INPUT} warning. The files are hashed in parallel across hosts; the results are taken in host order.
 * Not thread-safe: one per merge.
 */
final class InputChecks {
  private final RunSource run;
  private final boolean allowPartial;
  private final boolean allowUnlisted;
  private final List<String> warnings = new ArrayList<>();
  private final List<String> withoutManifest = new ArrayList<>();

  /**
   * @param run the run
   * @param allowPartial warn instead of refusing input that does not match its manifest
   */
  /** How a host that ran and left logs but no manifest is named among the missing hosts. */
  static final String LEFT_LOGS = "ran, left logs but no manifest: killed, or still running?";

  InputChecks(RunSource run, boolean allowPartial, boolean allowUnlisted) {
    this.run = run;
    this.allowPartial = allowPartial;
    this.allowUnlisted = allowUnlisted;
  }

  /** The start of the warning on a log merged though its manifest does not list it. */
  static final String UNLISTED = "UNLISTED LOG, figures may be wrong: ";

  /**
   * Every log the report would merge is one its host's manifest lists (a copied {@code SCAN.hlog}, a manifest whose
   * files list was emptied or cut): else refused in one line naming the manifest and every unlisted log, or with
   * unlisted logs allowed, merged with an {@value #UNLISTED} warning (which marks the report).
   */
  private void listed(HostSource host) {
    java.util.Set<String> listed = new java.util.HashSet<>();
    host.manifest().files().forEach(f -> listed.add(f.name()));
    List<String> unlisted = new ArrayList<>();
    for (java.nio.file.Path log : host.operationLogs().values()) {
      String name = log.getFileName().toString();
      if (!listed.contains(name)) {
        unlisted.add(name);
      }
    }
    if (unlisted.isEmpty()) {
      return;
    }
    java.util.Collections.sort(unlisted);
    String line = "Host " + host.name() + " (" + host.dir() + "): " + String.join(", ", unlisted)
        + (unlisted.size() == 1 ? " is" : " are") + " not listed in its " + host.prefix() + Manifest.FILE_NAME
        + (listed.isEmpty() ? " (its files list is empty: emptied?)" : "");
    if (!allowUnlisted) {
      throw new ReportInputException(line + "; the report merges only the logs a run wrote (--allow-unlisted "
          + "merges them anyway, marked)");
    }
    warnings.add(UNLISTED + line + ": merged because of --allow-unlisted");
  }

  /**
   * Every file each manifest lists is there with its size and SHA-256, and every host whose logs ycsb-ext wrote has
   * its manifest (the engine writes it last: logs without one are a run that did not end, e.g. a killed client).
   * Logs of other tools (core's {@code .hdr}, the 2016 fork's {@code .json}) never have one.
   */
  void verifyFiles() {
    List<List<String>> problems = hashedInParallel();
    for (int h = 0; h < run.hosts().size(); h++) {
      HostSource host = run.hosts().get(h);
      if (host.manifest() != null) {
        for (String problem : problems.get(h)) {
          problem(host, problem);
        }
        listed(host);
      } else if (host.writtenByYcsbExt()) {
        withoutManifest(host);
      }
    }
  }

  /**
   * Each host's {@link Manifest#verifyFiles} problems, in host order (empty without a manifest): the hosts' files are
   * hashed in parallel, one host per task on at most one thread per core (SHA-256 of a 12-hour log takes seconds).
   */
  private List<List<String>> hashedInParallel() {
    List<HostSource> hosts = run.hosts();
    int threads = Math.max(1, Math.min(hosts.size(), Runtime.getRuntime().availableProcessors()));
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "report-verify");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<List<String>>> futures = new ArrayList<>();
      for (HostSource host : hosts) {
        futures.add(pool.submit(() -> host.manifest() == null ? List.<String>of()
            : host.manifest().verifyFiles(host.dir())));
      }
      List<List<String>> problems = new ArrayList<>();
      for (Future<List<String>> f : futures) {
        problems.add(f.get());
      }
      return problems;
    } catch (ExecutionException e) {
      throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while checking the logs against their manifests", e);
    } finally {
      pool.shutdownNow();
    }
  }

  /** Every operation a manifest reports with operations has windows holding exactly that many (unless lost). */
  void checkCounts(Map<String, OpTally> tallies) {
    for (int h = 0; h < run.hosts().size(); h++) {
      HostSource host = run.hosts().get(h);
      Manifest manifest = host.manifest();
      if (manifest == null) {
        continue;
      }
      for (Manifest.Metric metric : manifest.summary()) {
        String op = metric.metric();
        if (!metric.measurement().equals("Operations") || metric.value() <= 0
            || manifest.summaryValue(op, "LostWindows") > 0) {
          continue;
        }
        OpTally tally = tallies.get(op);
        long inWindows = tally == null ? 0 : tally.hosts[h].seenCount;
        if (inWindows != Math.round(metric.value())) {
          problem(host, String.format(Locale.US, "the manifest reports %,d %s operations, its log holds %,d%s",
              Math.round(metric.value()), op, inWindows,
              tally == null || tally.hosts[h].firstMs == Long.MAX_VALUE ? " (no window)" : ""));
        }
      }
    }
  }

  /** A log that does not match its manifest: an error, or with partial input allowed a warning. */
  void problem(HostSource host, String problem) {
    String line = "Host " + host.name() + " (" + host.dir() + "): " + problem;
    if (!allowPartial) {
      throw new ReportInputException(line + "; the output does not match its manifest (--allow-partial reads it "
          + "anyway, with a warning)");
    }
    warnings.add("PARTIAL INPUT, figures may be wrong: " + line);
  }

  /** Input that is incomplete, not inconsistent: an error, or with partial input allowed a warning. */
  void incomplete(HostSource host, String problem) {
    String line = "Host " + host.name() + " (" + host.dir() + "): " + problem;
    if (!allowPartial) {
      throw new ReportInputException(line + "; incomplete input (--allow-partial reads it anyway, marked PARTIAL)");
    }
    warnings.add("PARTIAL INPUT, figures may be wrong: " + line);
  }

  /**
   * A host with ycsb-ext logs and no manifest (the engine writes it last: the run did not end): an error, or with
   * partial input allowed a warning naming it as the missing hosts are named.
   */
  private void withoutManifest(HostSource host) {
    if (!allowPartial) {
      incomplete(host, "ycsb-ext logs without their " + host.prefix() + Manifest.FILE_NAME + " (the run did not "
          + "end: killed, or still running?)");
    }
    withoutManifest.add(host.name() + " (" + LEFT_LOGS + ")");
    warnings.add("PARTIAL INPUT, figures may be wrong: Host " + host.name() + " (" + LEFT_LOGS + "): its logs in "
        + host.dir() + " are merged without their " + host.prefix() + Manifest.FILE_NAME + " (no operation counts to "
        + "check them against, no statuses, no settings)");
  }

  /** A log read with partial input allowed up to its last whole interval: a warning naming where it was cut. */
  void partialTail(HostSource host, String note) {
    warnings.add("PARTIAL INPUT, figures may be wrong: Host " + host.name() + " (" + host.dir() + "): " + note);
  }

  /** True when input that does not match its manifest, or is incomplete, is read with a warning. */
  boolean allowPartial() {
    return allowPartial;
  }

  /**
   * The hosts whose ycsb-ext logs have no manifest, read with partial input allowed, one line each:
   * {@code h2 (ran, left logs but no manifest: killed, or still running?)}.
   */
  List<String> withoutManifest() {
    return withoutManifest;
  }

  /** The warnings of partial input accepted so far. */
  List<String> warnings() {
    return warnings;
  }
}
