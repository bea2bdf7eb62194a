/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout;

import picocli.CommandLine.Command;

/** {@code fanout run}: each host runs its share of operationcount and -target, all starting at one instant. */
@Command(name = "run",
    header = "Run from every host in step; operationcount and -target are split evenly across hosts.",
    footer = {"", FanoutPhaseCommand.EXIT_CODES,
        "Example: bin/ycsb fanout run --hosts c1,c2,c3 --run-id run-1 basic -P workloads/workloada"
            + " -p operationcount=300000"})
final class FanoutRunCommand extends FanoutPhaseCommand {
  FanoutRunCommand() {
    super("run");
  }
}
