/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code bin/ycsb standin}: groups the stand-in servers. Not runnable by itself: without a subcommand picocli
 * reports the missing subcommand and exits 2. {@link #main} runs it without the launcher
 * ({@code java -cp 'lib/*' site.ycsb.ext.standin.StandinCommand aerospike --port 3000}).
 */
@Command(name = "standin", mixinStandardHelpOptions = true,
    header = "Run a stand-in database server on loopback for tests and demos.",
    description = "Serves until interrupted (Ctrl-C). Loopback addresses only.",
    subcommands = {AerospikeStandinCommand.class, StandinCtlCommand.class, CommandLine.HelpCommand.class})
public final class StandinCommand {

  public static void main(String[] args) {
    System.exit(new CommandLine(new StandinCommand()).execute(args));
  }
}
