/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunFileException;
import site.ycsb.ext.fanout.collect.InStep;
import site.ycsb.ext.fanout.collect.RunRecord;

/**
 * Judges whether a fan-out's hosts ran together ({@link InStep}) from its record, once each host's start is measured,
 * and each host's collected manifest (its operations' end); records the verdict in the record ({@code inStep}). Used
 * by {@code fanout run} and {@code fanout collect} on their thread. Stateless.
 */
final class InStepCheck {
  private InStepCheck() {
  }

  /**
   * @param advice what to change when not in step, naming the measured initialisation time ({@link InStep#advice})
   */
  static InStep judge(RunRecord.Builder record, Path runDir, String advice) {
    List<InStep.HostRun> hosts = new ArrayList<>();
    for (RunRecord.HostBuilder h : record.hosts) {
      Manifest m = manifest(runDir.resolve(h.label));
      boolean started = h.startEpochMs > 0 && !h.state.startsWith("never started");
      hosts.add(new InStep.HostRun(h.label, started ? h.startEpochMs : 0,
          started && m != null && m.operations() > 0 ? m.endEpochMs() : 0, m == null ? -1 : m.operations()));
    }
    InStep verdict = InStep.judge(record.startAtEpochMs, hosts, advice);
    record.inStep = verdict.line();
    return verdict;
  }

  private static Manifest manifest(Path hostDir) {
    Path file = hostDir.resolve(Manifest.FILE_NAME);
    if (!Files.isRegularFile(file)) {
      return null;
    }
    try {
      return Manifest.read(file);
    } catch (RunFileException e) {
      return null;
    }
  }
}
