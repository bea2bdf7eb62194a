/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import picocli.CommandLine.Command;
import site.ycsb.ext.contract.Phase;

/** {@code bin/ycsb load}: the load phase (inserts), upstream syntax. */
@Command(name = "load", mixinStandardHelpOptions = true, sortOptions = false,
    header = "Load the data set into the database (upstream syntax: bin/ycsb load <binding> -P <workload> ...).",
    footer = {"", "Example: bin/ycsb load basic -P workloads/workloada -p recordcount=1000",
        "Exit codes: 0 completed, 1 the run failed (cause on stderr), 2 invalid input."})
final class LoadCommand extends PhaseCommand {
  LoadCommand() {
    super(Phase.LOAD);
  }
}
