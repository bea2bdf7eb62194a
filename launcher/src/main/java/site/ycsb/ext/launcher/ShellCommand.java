/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import site.ycsb.ext.commandline.BindingPropertyCheck;
import site.ycsb.ext.commandline.CommandLineResolver;
import site.ycsb.ext.commandline.Installation;
import site.ycsb.ext.commandline.WorkloadOptions;
import site.ycsb.ext.contract.EngineProcess;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunPlan;

/** {@code bin/ycsb shell}: core's interactive command line against one binding. */
@Command(name = "shell", mixinStandardHelpOptions = true, sortOptions = false,
    header = "Interactive shell against a binding (core's CommandLine: read, insert, update, delete, scan).",
    footer = {"", "Example: bin/ycsb shell basic", "Type 'help' at the prompt for the commands, 'quit' to leave."})
final class ShellCommand implements Callable<Integer> {

  @Mixin
  WorkloadOptions options;

  @Spec
  CommandSpec spec;

  @Override
  public Integer call() {
    RunPlan run = CommandLineResolver.forWorkingDirectory().resolve(Phase.SHELL, options);
    java.util.List<String> warnings = BindingPropertyCheck.check(run, Installation.current());
    PrintWriter err = spec.commandLine().getErr();
    run.notices().forEach(err::println);
    warnings.forEach(err::println);
    err.flush();
    return new BenchmarkJvm(Installation.current(), err).run(run, EngineProcess.SHELL_MAIN);
  }
}
