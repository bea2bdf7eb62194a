/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout;

import java.util.Objects;
import picocli.CommandLine.Command;

/**
 * {@code bin/ycsb fanout}: drives one benchmark from many client hosts over OpenSSH. Not runnable itself (picocli
 * reports a missing subcommand). The launcher adds it to its root with
 * {@code commandLine.addSubcommand(new FanoutCommand(resolver))}, where the resolver parses YCSB arguments exactly as
 * {@code bin/ycsb load|run} does. Immutable.
 */
@Command(name = "fanout",
    header = "Run one benchmark from many client hosts over ssh, in step, and bring every result home.",
    description = {"Uses the system OpenSSH client (your ~/.ssh/config, agent, jump hosts and ControlMaster apply).",
        "Typical use: fanout deploy, then fanout load, then fanout run; fanout preflight checks the hosts."},
    subcommands = {DeployCommand.class, PreflightCommand.class, FanoutLoadCommand.class, FanoutRunCommand.class})
public final class FanoutCommand {
  @picocli.CommandLine.Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
  boolean help;

  private final YcsbArgsResolver resolver;
  private final SummaryMerger merger;

  /**
   * @param resolver parses YCSB arguments with the launcher's parser
   */
  public FanoutCommand(YcsbArgsResolver resolver) {
    this(resolver, new ReportSummaryMerger());
  }

  /**
   * @param resolver parses YCSB arguments with the launcher's parser
   * @param merger makes the merged summary after collection
   */
  public FanoutCommand(YcsbArgsResolver resolver, SummaryMerger merger) {
    this.resolver = Objects.requireNonNull(resolver, "resolver");
    this.merger = Objects.requireNonNull(merger, "merger");
  }

  YcsbArgsResolver resolver() {
    return resolver;
  }

  SummaryMerger merger() {
    return merger;
  }
}
