/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import site.ycsb.ext.report.ReportCommand;

/**
 * Runs {@code bin/ycsb report} in this JVM, exactly as the command line would, with every format written to one
 * directory. Stateless.
 */
final class ReportRun {

  private ReportRun() {
  }

  /** The report's exit code and the first line it printed on stderr (empty when none). */
  record Outcome(int exitCode, String errorLine) {
  }

  static Outcome run(List<String> reportArgs, Path outDir) {
    List<String> args = new ArrayList<>(reportArgs);
    args.add("--out");
    args.add(outDir.toString());
    StringWriter err = new StringWriter();
    CommandLine cmd = new CommandLine(new ReportCommand());
    cmd.setOut(new PrintWriter(new StringWriter()));
    cmd.setErr(new PrintWriter(err));
    int exit = cmd.execute(args.toArray(new String[0]));
    String first = err.toString().strip().lines().findFirst().orElse("");
    return new Outcome(exit, first);
  }
}
