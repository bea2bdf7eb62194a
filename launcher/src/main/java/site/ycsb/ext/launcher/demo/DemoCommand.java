/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.demo;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine;
import site.ycsb.ext.commandline.Installation;
import site.ycsb.ext.commandline.WorkloadOptions;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.ExitCodes;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.launcher.PhaseCommand;
import site.ycsb.ext.report.Report;
import site.ycsb.ext.report.ReportFormat;
import site.ycsb.ext.report.ReportInputException;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.Provenance;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.render.ReportWriter;
import site.ycsb.ext.report.render.TextRenderer;

/**
 * {@code bin/ycsb demo}: the whole chain on embedded servers. Starts aerospike-standin and a 3-node CouchbaseMock on
 * loopback, loads a small data set into each, runs workload A with periodic histograms for a fixed time, then
 * compares the two runs with {@code report --compare}. One instance per invocation; not thread-safe.
 */
@Command(name = "demo", mixinStandardHelpOptions = true, sortOptions = false,
    header = "Run load, run, periodic histograms and report --compare on embedded servers (no cluster needed).",
    description = {"Starts aerospike-standin and a 3-node CouchbaseMock on loopback, loads a small record set"
        + " into each, runs workload A against each for a fixed time, and writes a comparison report.",
        "The embedded servers measure the tool, not the databases."},
    footer = {"", "Exit codes: 0 the demo completed and wrote its report; 1 a step failed (the line names it);"
        + " 2 invalid options.",
        "Example: bin/ycsb demo --seconds 30 --out results/my-demo"})
public final class DemoCommand implements Callable<Integer> {

  @Option(names = "--out", paramLabel = "<dir>",
      description = "Results directory (default: results/demo-<timestamp> in the working directory).")
  Path out;

  @Option(names = "--seconds", paramLabel = "<s>", defaultValue = "20",
      description = "Length of each run in seconds (default: ${DEFAULT-VALUE}).")
  int seconds;

  @Option(names = "--records", paramLabel = "<n>", defaultValue = "2000",
      description = "Records loaded into each database (default: ${DEFAULT-VALUE}).")
  int records;

  @Option(names = "--threads", paramLabel = "<n>", defaultValue = "4",
      description = "Client threads per run (default: ${DEFAULT-VALUE}).")
  int threads;

  @Option(names = "--containers",
      description = "Use real server images (aerospike/aerospike-server, couchbase/server) through Testcontainers;"
          + " needs a Docker engine.")
  boolean containers;

  @Spec
  CommandSpec spec;

  private PrintWriter console;
  private PrintWriter err;

  @Override
  public Integer call() throws Exception {
    console = spec.commandLine().getOut();
    err = spec.commandLine().getErr();
    validate();
    Path results = out != null ? out : Paths.get("results",
        "demo-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
    Path workload = Installation.current().workloads()
        .orElseThrow(() -> new BadInputException("workloads/ is missing from " + Installation.current().home()))
        .resolve("workloada");
    List<DemoTarget> targets = containers ? ContainerTargets.create()
        : Arrays.<DemoTarget>asList(new AerospikeDemoTarget(), new CouchbaseDemoTarget());
    createResults(results);
    banner(results);
    List<String> compare = new ArrayList<>();
    try {
      for (DemoTarget target : targets) {
        step("Starting " + target.binding() + " server");
        target.start();
        console.println("  " + target.describe());
        Path runDir = results.resolve(target.binding()).toAbsolutePath();
        step("Loading " + records + " records into " + target.binding());
        int load = PhaseCommand.run(Phase.LOAD, options(target, workload, runDir, Phase.LOAD), null, err);
        if (load != ExitCodes.OK) {
          return fail("the load into " + target.binding() + " failed (exit " + load + ", see above)");
        }
        step("Running workload A against " + target.binding() + " for " + seconds + " s (" + threads + " threads)");
        int run = PhaseCommand.run(Phase.RUN, options(target, workload, runDir, Phase.RUN), null, err);
        if (run != ExitCodes.OK) {
          return fail("the run against " + target.binding() + " failed (exit " + run + ", see above)");
        }
        target.close();
        compare.add(target.binding() + "=" + runDir.resolve("run"));
      }
    } finally {
      targets.forEach(DemoTarget::close);
    }
    step("Report: " + String.join(" vs ", compare));
    Path reportDir = results.resolve("report").toAbsolutePath();
    try {
      List<RunSource> runs = new ArrayList<>();
      for (String pair : compare) {
        int eq = pair.indexOf('=');
        runs.add(RunSource.discover(pair.substring(0, eq), Path.of(pair.substring(eq + 1))));
      }
      // The first quarter of each run is the JVMs' warm-up: left out, as a published report would.
      ReportSummary summary = Report.of(runs).warmup(Duration.ofSeconds(seconds / 4)).summarize();
      console.print(TextRenderer.render(summary));
      console.flush();
      ReportWriter.write(summary, reportDir, EnumSet.allOf(ReportFormat.class));
    } catch (ReportInputException | IOException e) {
      return fail("the report failed: " + e.getMessage());
    }
    console.println();
    console.println("Done. Results: " + results.toAbsolutePath());
    console.println("  periodic histograms: " + results.toAbsolutePath().resolve("aerospike/run") + ", "
        + results.toAbsolutePath().resolve("couchbase2/run"));
    console.println("  report page:         " + reportDir.resolve("report.html"));
    console.println("Reminder: embedded stand-in servers on one machine measure the tool, not the databases.");
    console.println("Bundle the evidence for a reader to verify: bin/ycsb bundle --warmup " + seconds / 4 + "s --compare "
        + String.join(" --compare ", compare) + " --out " + results.toAbsolutePath().resolve("demo.tar.gz"));
    return ExitCodes.OK;
  }

  private void validate() {
    if (seconds < 1 || seconds > 3600) {
      throw new BadInputException("Invalid value '" + seconds + "' for option '--seconds': expected 1 to 3600");
    }
    if (records < 1) {
      throw new BadInputException("Invalid value '" + records + "' for option '--records': expected a whole number from 1");
    }
    if (threads < 1 || threads > 256) {
      throw new BadInputException("Invalid value '" + threads + "' for option '--threads': expected 1 to 256");
    }
  }

  /** Creates the results directory, or refuses {@code --out} in one line (exit 2) when it cannot be created. */
  private void createResults(Path results) {
    try {
      Files.createDirectories(results);
    } catch (IOException | SecurityException e) {
      String cause = e instanceof java.nio.file.AccessDeniedException ? "permission denied"
          : e instanceof java.nio.file.FileAlreadyExistsException ? "a file of that name is in the way"
          : e instanceof java.nio.file.NoSuchFileException ? "cannot create " + ((java.nio.file.NoSuchFileException) e).getFile()
          : e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
      throw new BadInputException("Invalid value '" + results + "' for option '--out': expected a directory that can"
          + " be created and written (" + cause + ")");
    }
  }

  private WorkloadOptions options(DemoTarget target, Path workload, Path runDir, Phase phase) {
    List<String> props = new ArrayList<>(target.bindingProperties());
    if (phase == Phase.RUN) {
      // The run is bounded by time; the load always inserts every record (the run reads them).
      props.add("operationcount=0");
      props.add("maxexecutiontime=" + seconds);
    }
    props.addAll(Arrays.asList(
        "recordcount=" + records,
        "threadcount=" + threads,
        "requestdistribution=uniform",
        "measurementtype=hdrhistogram+periodichistogram",
        "periodichistogram.interval=1",
        "hdrhistogram.percentiles=50,95,99,99.9",
        "status=true",
        "status.interval=" + Math.max(1, seconds / 5),
        "label=" + target.binding(),
        Provenance.SERVERS_PROPERTY + "=" + target.binding() + (containers
            ? ": the real server image in a container on this machine"
            : ": embedded stand-in on this machine (" + (target.binding().equals("aerospike")
            ? "aerospike-standin, " + AerospikeDemoTarget.EDITION.infoName() + " rules" : "CouchbaseMock") + ")"),
        RunKeys.OUTPUT_PATH + "=" + runDir.resolve(phase.label()) + "/"));
    return WorkloadOptions.of(target.binding(), Arrays.asList(workload.toString()), props);
  }

  private void banner(Path results) {
    console.println("================================================================================");
    console.println(" ycsb-ext demo: load, run (periodic histograms), report --compare");
    if (containers) {
      console.println(" The servers are real images in containers on this machine, sharing it with the client:");
      console.println(" one small machine, so the figures show the tool working, not a database benchmark.");
    } else {
      console.println(" The servers are EMBEDDED STAND-INS (aerospike-standin, CouchbaseMock) sharing this");
      console.println(" machine with the client: the figures measure the tool, NOT the databases.");
    }
    console.println(" Results go to " + results.toAbsolutePath());
    console.println("================================================================================");
  }

  private void step(String what) {
    console.println();
    console.println("==> " + what);
  }

  private int fail(String cause) {
    err.println("ycsb: demo: " + cause);
    return ExitCodes.RUN_FAILED;
  }
}
