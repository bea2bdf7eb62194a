/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import java.util.Objects;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import site.ycsb.ext.commandline.VersionInfo;
import site.ycsb.ext.fanout.collect.ReportSummaryMerger;
import site.ycsb.ext.fanout.collect.SummaryMerger;

/**
 * {@code bin/ycsb fanout}: drives one benchmark from many client hosts over OpenSSH. Not runnable itself (picocli
 * reports a missing subcommand). Its load and run parse YCSB's arguments with the command-line module's
 * {@link site.ycsb.ext.commandline.CommandLineResolver}, exactly as {@code bin/ycsb load|run} do. Immutable.
 */
@Command(name = "fanout", versionProvider = VersionInfo.class,
    header = "Run one benchmark from many client hosts over ssh, in step, and bring every result home.",
    description = {"Uses the system OpenSSH client (your ~/.ssh/config, agent, jump hosts and ControlMaster apply).",
        "Typical use: fanout deploy, then fanout load, then fanout run; fanout preflight checks the hosts."},
    subcommands = {DeployCommand.class, PreflightCommand.class, FanoutLoadCommand.class, FanoutRunCommand.class,
        CollectCommand.class, MetricsConfigCommand.class,
        CommandLine.HelpCommand.class},
    footer = {"", "Exit codes: 0 done on every host; 1 a host failed or its results are incomplete (see each"
        + " subcommand's --help); 2 invalid input, before any host is contacted; 130 (Ctrl-C) or 143 (TERM) stopped,"
        + " after collecting and merging what ran.",
        "Example: bin/ycsb fanout run --hosts c1,c2,c3 --run-id run-1 basic -P workloads/workloada"})
public final class FanoutCommand {
  @CommandLine.Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
  boolean help;

  /** Prints the version ({@link VersionInfo}), as every command does ({@link #VERSION_OPTION}). */
  @CommandLine.Option(names = {"-V", VERSION_OPTION}, versionHelp = true, description = "Print version information and"
      + " exit.")
  boolean version;

  /** The option that prints the version. */
  public static final String VERSION_OPTION = "--version";

  private final SummaryMerger merger;

  public FanoutCommand() {
    this(new ReportSummaryMerger());
  }

  /** @param merger makes the merged summary after collection */
  public FanoutCommand(SummaryMerger merger) {
    this.merger = Objects.requireNonNull(merger, "merger");
  }

  SummaryMerger merger() {
    return merger;
  }
}
