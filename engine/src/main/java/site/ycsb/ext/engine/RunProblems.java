/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import site.ycsb.ext.contract.Manifest;

/**
 * Records what went wrong in the run among the manifest's warnings: the measurements' problems (windows lost to a
 * write failure, ...) and the run's failure causes ({@link RunFailures}), the same lines the run printed. Hooks:
 * {@link #prepare}, {@link #record}. Main thread only.
 */
final class RunProblems implements RunFeature {
  private RunContext run;

  @Override
  public void prepare(RunContext run) {
    this.run = run;
  }

  @Override
  public void record(Manifest.Builder manifest) {
    manifest.warnings.addAll(run.measurements().warnings());
    manifest.warnings.addAll(run.failures().causes());
  }
}
