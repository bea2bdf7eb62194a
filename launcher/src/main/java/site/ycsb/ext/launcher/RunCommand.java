/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import picocli.CommandLine.Command;

/** {@code bin/ycsb run}: the transaction phase, upstream syntax. */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
    header = "Run the workload's operations (upstream syntax: bin/ycsb run <binding> -P <workload> ...).",
    footer = {"", "Example: bin/ycsb run basic -P workloads/workloada -p operationcount=10000 -threads 4 -s",
        "operationcount=0 with maxexecutiontime=<s> runs until the time is up.",
        "Exit codes: 0 completed, 1 the run failed (cause on stderr), 2 invalid input."})
final class RunCommand extends PhaseCommand {
  RunCommand() {
    super("run");
  }
}
