/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import site.ycsb.ext.contract.BadInputException;

/**
 * Upstream {@code bin/ycsb} syntax, shared by {@code load}, {@code run} and {@code shell}:
 * {@code <binding> [-P file]... [-p k=v]... [-s] [-threads N] [-target N] [-l label] [-cp path] [-jvm-args '...']}.
 * A plain holder filled by picocli; not thread-safe.
 */
public final class WorkloadOptions {

  /** Options as a program would give them: {@code <binding> -P file... -p key=value...}. */
  public static WorkloadOptions of(String binding, List<String> propertyFiles, List<String> properties) {
    WorkloadOptions options = new WorkloadOptions();
    options.binding = binding;
    options.propertyFiles = new ArrayList<>(propertyFiles);
    options.properties = new ArrayList<>(properties);
    return options;
  }

  /** Parses upstream's argument list ({@code <binding> [-P file]... [-p k=v]... [-threads N] ...}). */
  public static WorkloadOptions parse(List<String> args) {
    Holder holder = new Holder();
    try {
      new picocli.CommandLine(holder).setPosixClusteredShortOptionsAllowed(false).parseArgs(args.toArray(new String[0]));
    } catch (picocli.CommandLine.ParameterException e) {
      throw new BadInputException(e.getMessage());
    }
    return holder.options;
  }

  /** A throwaway command to parse into. */
  @picocli.CommandLine.Command(name = "ycsb-args")
  static final class Holder {
    @picocli.CommandLine.Mixin
    WorkloadOptions options;
  }

  @Parameters(index = "0", paramLabel = "<binding>",
      description = "Binding name from the binding table (basic, aerospike, couchbase2, ...).")
  String binding;

  @Option(names = "-P", paramLabel = "<file>",
      description = "Workload property file; repeatable, applied in the order given (later files win).")
  List<String> propertyFiles = new ArrayList<>();

  @Option(names = "-p", paramLabel = "<key=value>",
      description = "A property; repeatable. Always overrides -P files and the options below.")
  List<String> properties = new ArrayList<>();

  @Option(names = "-s", description = "Print a status line to stderr every status.interval seconds (default 10).")
  boolean status;

  @Option(names = "-threads", paramLabel = "<n>", description = "Client threads (property threadcount; default 1).")
  String threads;

  @Option(names = "-target", paramLabel = "<ops/s>",
      description = "Target throughput for the whole client, operations per second (property target; default: unthrottled).")
  String target;

  @Option(names = "-l", paramLabel = "<label>", description = "Label prefixed to status lines (property label).")
  String label;

  @Option(names = "-db", paramLabel = "<class>", description = "DB class, same as -p db=<class>.")
  String dbClass;

  @Option(names = "-cp", paramLabel = "<path>",
      description = "Extra class path for the benchmark JVM (':'-separated), e.g. a custom DB or workload.")
  String classpath;

  @Option(names = "-jvm-args", paramLabel = "<args>",
      description = "Extra JVM options for the benchmark JVM, e.g. '-Xmx4g -XX:+UseG1GC' (added after JAVA_OPTS).")
  String jvmArgs;
}
