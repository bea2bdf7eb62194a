/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import picocli.CommandLine.Command;
import site.ycsb.ext.contract.Phase;

/** {@code fanout load}: each host inserts its own contiguous share of the key range. */
@Command(name = "load",
    header = "Load from every host in step; host i of N inserts its own contiguous share of recordcount.",
    footer = {"", FanoutPhaseCommand.EXIT_CODES,
        "Example: bin/ycsb fanout load --hosts c1,c2,c3 --run-id load-1 basic -P workloads/workloada"
            + " -p recordcount=300000"})
final class FanoutLoadCommand extends FanoutPhaseCommand {
  FanoutLoadCommand() {
    super(Phase.LOAD);
  }
}
