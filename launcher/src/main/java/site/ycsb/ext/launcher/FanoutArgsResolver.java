/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.nio.file.Paths;
import java.util.List;
import site.ycsb.ext.fanout.YcsbArgs;
import site.ycsb.ext.fanout.YcsbArgsResolver;

/**
 * Gives {@code fanout} the launcher's own parsing of upstream command lines, so that a fan-out resolves
 * {@code -P}/{@code -p} exactly as {@code load}/{@code run} do; the per-client count limits are left to fan-out,
 * which checks each host's share. The binding's own property check runs here too (the central host has the binding's
 * jars), before any host is contacted. Stateless; thread-safe.
 */
final class FanoutArgsResolver implements YcsbArgsResolver {
  @Override
  public YcsbArgs resolve(String phase, List<String> args) {
    try {
      WorkloadOptions options = WorkloadOptions.parse(args);
      ResolvedRun run = new PropertyResolver(BindingTable.load(), Paths.get("").toAbsolutePath())
          .resolve(phase, options, false);
      BindingPropertyCheck.check(run, Installation.current());
      run.notices().forEach(System.err::println);
      return new YcsbArgs(run.bindingName(), run.properties(), run.jvmArgs(), run.extraClasspath());
    } catch (BadInputException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }
}
