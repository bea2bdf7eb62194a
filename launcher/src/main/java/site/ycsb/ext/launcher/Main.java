/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine;
import site.ycsb.ext.commandline.VersionInfo;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.ExitCodes;
import site.ycsb.ext.fanout.cli.FanoutCommand;

/** {@code bin/ycsb}: the picocli root; every subcommand is listed here. */
@Command(name = "ycsb", mixinStandardHelpOptions = true, versionProvider = VersionInfo.class,
    header = "ycsb-ext: YCSB for published database benchmarks.",
    description = "Upstream command lines (load, run, shell) work unchanged; see each subcommand's --help.",
    subcommands = {
        LoadCommand.class,
        RunCommand.class,
        ShellCommand.class,
        BindingsCommand.class,
        site.ycsb.ext.report.ReportCommand.class, site.ycsb.ext.report.bundle.BundleCommand.class, site.ycsb.ext.report.bundle.VerifyCommand.class,
        FanoutCommand.class,
        StandinGroupCommand.class,
        site.ycsb.ext.launcher.demo.DemoCommand.class,
        site.ycsb.ext.launcher.study.StudyCommand.class,
        CommandLine.HelpCommand.class,
    })
public final class Main {

  private Main() {
  }

  public static void main(String[] args) {
    System.exit(execute(args));
  }

  /** Runs one command line and returns its exit code (see {@link ExitCodes}). */
  public static int execute(String... args) {
    return commandLine().execute(args);
  }

  /** The configured picocli command line: upstream-style single-dash options, one-line errors. */
  public static CommandLine commandLine() {
    CommandLine cmd = new CommandLine(new Main());
    cmd.setPosixClusteredShortOptionsAllowed(false);
    cmd.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
      PrintWriter err = commandLine.getErr();
      if (e instanceof BadInputException) {
        err.println("ycsb: " + e.getMessage());
        return ExitCodes.BAD_INPUT;
      }
      err.println("ycsb: " + e);
      return ExitCodes.RUN_FAILED;
    });
    cmd.setParameterExceptionHandler((e, args) -> {
      CommandLine failed = e.getCommandLine();
      failed.getErr().println("ycsb: " + message(e));
      failed.getErr().println("Try '" + failed.getCommandSpec().qualifiedName() + " --help' for the syntax.");
      return ExitCodes.BAD_INPUT;
    });
    return cmd;
  }

  /** The one-line error; an unknown first word is named as an unknown command, with the commands there are. */
  private static String message(CommandLine.ParameterException e) {
    if (e instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()
        && !u.getCommandLine().getSubcommands().isEmpty() && u.getCommandLine().getParseResult() != null
        && u.getCommandLine().getParseResult().originalArgs().indexOf(u.getUnmatched().get(0)) == 0) {
      return "Unknown command '" + u.getUnmatched().get(0) + "': expected one of "
          + String.join(", ", u.getCommandLine().getSubcommands().keySet());
    }
    return e.getMessage();
  }
}
