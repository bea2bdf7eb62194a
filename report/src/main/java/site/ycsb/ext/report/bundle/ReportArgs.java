/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParseResult;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.report.ReportCommand;

/**
 * A {@code bin/ycsb report} command line, parsed by {@link ReportCommand}'s own picocli model (so bundle and verify
 * accept exactly the report's options and no copy of them can drift), split into its run directories and the other
 * options so the directories can be mapped into or out of a bundle. Immutable; thread-safe.
 *
 * @param options every option but {@code --compare}, as {@code name} or {@code name value} tokens, in the order given
 * @param runDirs the {@code <run-dir>}s, in order
 * @param compares the {@code --compare} entries as {@code {label, dir}}, in order
 */
record ReportArgs(List<String> options, List<String> runDirs, List<String[]> compares) {

  /** Options the bundle sets itself: the report's output directory and its formats (all). */
  static final List<String> RESERVED = List.of("--out", "--format");

  /** Parses {@code args} as the report would; an invalid one is a one-line {@link BadInputException}. */
  static ReportArgs parse(List<String> args) {
    ParseResult parsed;
    try {
      parsed = new CommandLine(new ReportCommand()).parseArgs(args.toArray(new String[0]));
    } catch (CommandLine.ParameterException e) {
      throw new BadInputException(e.getMessage());
    }
    List<String> options = new ArrayList<>();
    List<String[]> compares = new ArrayList<>();
    // an option given twice (--compare a=x --compare b=y) is matched twice, each time with all of its values
    for (OptionSpec o : new java.util.LinkedHashSet<>(parsed.matchedOptions())) {
      String name = o.longestName();
      if (RESERVED.contains(name)) {
        throw new BadInputException("Option '" + name + "' is the bundle's own: the bundle writes every format of "
            + "the report, and 'bundle --out' names the archive");
      }
      if (o.usageHelp() || o.versionHelp()) {
        throw new BadInputException("Option '" + name + "' is not a report option to bundle");
      }
      if (name.equals("--compare")) {
        for (String entry : o.stringValues()) {
          int eq = entry.indexOf('=');
          if (eq <= 0 || eq == entry.length() - 1) {
            throw new BadInputException("Invalid value '" + entry + "' for option '--compare': expected LABEL=DIR, "
                + "e.g. aerospike=results/run-1");
          }
          compares.add(new String[] {entry.substring(0, eq), entry.substring(eq + 1)});
        }
      } else if (o.arity().max() == 0) {
        options.add(name);
      } else {
        for (String value : o.stringValues()) {
          options.add(name);
          options.add(value);
        }
      }
    }
    List<String> runDirs = new ArrayList<>();
    for (PositionalParamSpec p : parsed.matchedPositionals()) {
      runDirs.addAll(p.stringValues());
    }
    if (runDirs.isEmpty() && compares.isEmpty()) {
      throw new BadInputException("Missing run directory: give at least one <run-dir> or --compare LABEL=DIR");
    }
    return new ReportArgs(List.copyOf(options), List.copyOf(runDirs), List.copyOf(compares));
  }

  /** The command line with every run directory mapped by {@code dir}: options, then run dirs, then comparisons. */
  List<String> toArgs(UnaryOperator<String> dir) {
    List<String> args = new ArrayList<>(options);
    runDirs.forEach(d -> args.add(dir.apply(d)));
    for (String[] c : compares) {
      args.add("--compare");
      args.add(c[0] + "=" + dir.apply(c[1]));
    }
    return args;
  }

  /** Every run directory, the {@code <run-dir>}s first. */
  List<String> allDirs() {
    List<String> all = new ArrayList<>(runDirs);
    compares.forEach(c -> all.add(c[1]));
    return all;
  }
}
