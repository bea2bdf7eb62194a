/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.OutageLimits;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.RunSettings;

/**
 * Judges the run by time as well as by operations, since client backoff makes a failing database cost few failed
 * operations: (a) an outage of {@link FailureWindows} longer than {@value OutageLimits#MAX_OUTAGE} (default: any)
 * fails the run, in one line naming its start and length; (b) so does a failed-time share above
 * {@value RunSettings#MAX_FAILED_SHARE_PROPERTY}: the client threads' backoff pauses summed over threads, divided by
 * threads x run length (the pauses during an outage within {@value OutageLimits#MAX_OUTAGE}, and in the windows just
 * before and after it, do not count: the failover was measured on purpose), said only when the operations alone do not
 * already fail the run ({@link RunOutcome#decide}, whose line then stands). A run shorter than one window is judged
 * by its operations only. Outages within the limit are warnings (stderr, the manifest's {@code warnings}); failing
 * ones are run failure causes, so the outcome's reason and the manifest carry them. Hooks: {@link #prepare},
 * {@link #clientsEnded} (after {@link FailureWindows}' last sample), {@link #record}, {@link #lines}. Main thread
 * only.
 */
final class OutageJudgement implements RunFeature {
  private final FailureWindows windows;
  private RunContext run;
  private final List<String> warnings = new ArrayList<>();

  /** @param windows the run's windows, listed before this feature (it samples them first) */
  OutageJudgement(FailureWindows windows) {
    this.windows = windows;
  }

  @Override
  public void prepare(RunContext run) {
    this.run = run;
  }

  @Override
  public void clientsEnded(List<ClientWorker> workers) {
    if (!windows.ran() || windows.last().elapsedNs() < FailureWindows.WINDOW_NS) {
      return;
    }
    OutageLimits limits = windows.limits();
    String first = windows.firstFailure();
    List<FailureWindows.Outage> failing = new ArrayList<>();
    long excusedPausedNs = 0;
    for (FailureWindows.Outage outage : windows.outages()) {
      if (limits.failsRun(outage.lengthS())) {
        failing.add(outage);
      } else {
        warnings.add(outage.describe(first) + ", within " + OutageLimits.MAX_OUTAGE + "="
            + limitText(limits));
        // The onset and recovery windows beside a tolerated outage are part of the failover measured.
        excusedPausedNs += windows.pausedNs(outage.startS() - 1, outage.startS() + outage.lengthS() + 1);
      }
    }
    if (windows.stoppedEarly()) {
      return;
    }
    if (!failing.isEmpty()) {
      run.failures().add(outageCause(failing, first, limits));
      return;
    }
    double maxShare = run.settings().maxFailedShare();
    if (RunOutcome.decide(run.tally().snapshot(), maxShare, List.of()).kind() == Outcome.FAILED) {
      // The operations already fail the run, and their line (an operation type without success, the failed share)
      // says more than the time it cost.
      return;
    }
    int threads = run.settings().threads();
    long threadNs = threads * windows.last().elapsedNs();
    long failedNs = Math.max(0, windows.last().pausedNs() - excusedPausedNs);
    double share = (double) failedNs / threadNs;
    if (share > maxShare) {
      run.failures().add(String.format(Locale.US, "client threads spent %s of the run's time backing off after failed"
          + " operations (%.1f s of %.1f s over %d threads); more than %s=%s allows",
          RunOutcome.percent(share), failedNs / 1e9, threadNs / 1e9, threads,
          RunSettings.MAX_FAILED_SHARE_PROPERTY, java.math.BigDecimal.valueOf(maxShare).stripTrailingZeros()
              .toPlainString()));
    }
  }

  /** The first failing outage in one line, with how many more there were. */
  private static String outageCause(List<FailureWindows.Outage> failing, String first, OutageLimits limits) {
    StringBuilder line = new StringBuilder(failing.get(0).describe(first));
    if (failing.size() > 1) {
      long seconds = failing.stream().mapToLong(FailureWindows.Outage::lengthS).sum();
      line.append(String.format(Locale.US, "; %d outages in all, %d s", failing.size(), seconds));
    }
    if (!limits.maxOutage().isZero()) {
      line.append("; longer than ").append(OutageLimits.MAX_OUTAGE).append('=').append(limitText(limits))
          .append(" allows");
    }
    return line.toString();
  }

  private static String limitText(OutageLimits limits) {
    long ms = limits.maxOutage().toMillis();
    return ms % 1000 == 0 ? TimeUnit.MILLISECONDS.toSeconds(ms) + "s" : ms + "ms";
  }

  @Override
  public void record(Manifest.Builder manifest) {
    manifest.warnings.addAll(warnings);
  }

  @Override
  public List<String> lines() {
    return warnings.stream().map(w -> "ycsb: warning: " + w).toList();
  }
}
