/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.IOException;
import java.nio.file.Paths;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.ExitCodes;
import site.ycsb.ext.contract.NewDirectories;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.RunPlanFile;

/**
 * Entry point of the benchmark JVM started by {@code load}/{@code run}: reads (and deletes) the run plan's private
 * file ({@link RunPlanFile}) named by its only argument, runs the {@link Benchmark} and exits with its code.
 */
public final class BenchmarkMain {
  private BenchmarkMain() {
  }

  public static void main(String[] args) {
    int code;
    NewDirectories created = null;
    try {
      RunPlan plan = RunPlanFile.read(Paths.get(args[0]), true);
      created = NewDirectories.beforePrefix(plan.property(RunKeys.OUTPUT_PATH));
      code = new Benchmark(plan, System.err).run();
    } catch (BadInputException e) {
      if (created != null) {
        // refused before anything started: the directories the measurements made for it go too
        created.removeEmpty();
      }
      System.err.println("ycsb: " + e.getMessage());
      code = ExitCodes.BAD_INPUT;
    } catch (IOException e) {
      System.err.println("ycsb: cannot read the run plan: " + e.getMessage());
      code = ExitCodes.BAD_INPUT;
    }
    System.exit(code);
  }
}
