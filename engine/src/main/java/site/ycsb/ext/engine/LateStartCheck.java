/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.Optional;
import java.util.Properties;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunKeys;

/**
 * Names a start later than the common start instant allows ({@link LateStart}) on stderr when the run starts and
 * among the manifest's warnings. Hooks: {@link #prepare} (reads the threshold), {@link #started}, {@link #record}.
 * Main thread only.
 */
final class LateStartCheck implements RunFeature {
  private RunContext run;
  private LateStart rule;
  private Optional<String> warning = Optional.empty();

  /** Whether a fan-out started this client: it then says each host's lateness once, so the manifest does not. */
  private boolean fanout;

  @Override
  public void check(Properties props) {
    rule = LateStart.from(props);
    fanout = props.containsKey(RunKeys.FANOUT_HOST_COUNT);
  }

  @Override
  public void prepare(RunContext run) {
    this.run = run;
  }

  @Override
  public void started(long startMs, boolean operationsRun) {
    // Judged whether or not the operations run: an init that outlasted the common instant is named too.
    warning = rule.warning(run.commonStart().epochMs().orElse(0), startMs, run.host());
    warning.ifPresent(w -> run.err().println("ycsb: warning: " + w));
  }

  @Override
  public void record(Manifest.Builder manifest) {
    if (!fanout) {
      warning.ifPresent(manifest.warnings::add);
    }
  }
}
