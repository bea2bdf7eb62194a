/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import site.ycsb.ext.commandline.BindingTable;
import site.ycsb.ext.commandline.Installation;
import site.ycsb.ext.commandline.UserBindings;
import site.ycsb.ext.commandline.WorkloadOptions;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.ExitCodes;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.launcher.PhaseCommand;
import site.ycsb.ext.report.study.StoppingRule;

/** {@code bin/ycsb study}: a published study's matrix of runs as one command ({@code docs/studies.md}). */
@Command(name = "study", mixinStandardHelpOptions = true,
    header = "Run a study file: systems x workloads x sweep x repetitions, resumable (see docs/studies.md).",
    subcommands = {StudyCommand.RunStudy.class})
public final class StudyCommand {

  /** {@code bin/ycsb study run FILE}. One instance per invocation. */
  @Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
      header = "Run (or resume) every cell of a study file; then bin/ycsb report <out> draws its tables.",
      footer = {"", "Example: bin/ycsb study run studies/aerospike-vs-couchbase-2017.yaml --scale demo "
          + "--repetitions 2 --out results/study-1",
          "Run the same command again to resume: completed cells are skipped, failed or missing ones run.",
          "Exit codes: 0 every run completed and is valid; 1 a run or load failed (the study resumes) or a repetition is"
              + " INVALID (unless --allow-partial); 2 invalid study file or"
              + " options (one line each, before anything runs); above 128 stopped by a signal."})
  static final class RunStudy implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The study file (YAML).")
    Path file;

    @Option(names = "--scale", paramLabel = "SCALE", defaultValue = "full",
        description = "full (the study as written) or demo (minutes on this machine, against the stand-ins and"
            + " embedded servers, bin/ycsb standin; systems without one are skipped). Default: ${DEFAULT-VALUE}.")
    String scale;

    @Option(names = "--repetitions", paramLabel = "N", defaultValue = "0",
        description = "Runs per cell, overriding the study file's 'repetitions' (1 to 100).")
    int repetitions;

    @Option(names = "--hosts", paramLabel = "HOST,...",
        description = "Client hosts, [user@]host[:port] comma-separated, overriding the file's 'hosts': each load and"
            + " cell runs as bin/ycsb fanout load|run over them, a cell of sweep.clients N over the first N (deploy"
            + " first with bin/ycsb fanout deploy).")
    String hosts;

    @Option(names = "--ssh-config", paramLabel = "FILE",
        description = "ssh configuration file for the hosts, passed to fan-out as -F.")
    Path sshConfig;

    @Option(names = "--fanout-arg", paramLabel = "ARG",
        description = "An option given to every bin/ycsb fanout load|run, repeatable, e.g."
            + " --fanout-arg=--start-delay=5.")
    List<String> fanoutArgs = new ArrayList<>();

    @Option(names = "--upstream", paramLabel = "DIR",
        description = "Upstream YCSB 0.17.0's unpacked release (ycsb-0.17.0.tar.gz): the systems' cp entries under"
            + " .../ycsb-0.17.0/ point into DIR instead. At --scale demo a system run through upstream's binding"
            + " (Cassandra, HBase, MongoDB) is skipped, in one line, when its jars are missing.")
    Path upstream;

    @Option(names = "--out", paramLabel = "DIR",
        description = "The study directory (default: results/<study>[-demo]); give the same one to resume.")
    Path out;

    @Option(names = "--replan",
        description = "Resume a study directory whose plan changed (study file, scale, repetitions): keep the finished"
            + " cells whose own plan did not change, run the others again (without it such a resume is refused).")
    boolean replan;

    @Option(names = "--until", paramLabel = "VALUE:PCT%,...",
        description = "After the planned repetitions, add rounds of every cell (interleaved) until in every cell each"
            + " value's 95%% interval is within its bound of the mean, e.g. 'ops/s:5%%,READ.p99:10%%' (values: ops/s,"
            + " <OP>.ops/s, <OP>.p50|p95|p99|p999), or --max-repetitions is reached; see docs/studies.md.")
    String until;

    @Option(names = "--max-repetitions", paramLabel = "N", defaultValue = "0",
        description = "With --until: the most repetitions of a cell (at least 2 and the study's repetitions, at most"
            + " 100).")
    int maxRepetitions;

    @Option(names = "--allow-partial",
        description = "Exit 0 when the study is left PARTIAL (a run failed or did not run) or has INVALID repetitions"
            + " (see docs/studies.md); its last line still says so, and so does its report.")
    boolean allowPartial;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
      PrintWriter stdout = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      if (!StudyPlan.SCALES.contains(scale)) {
        throw new BadInputException("Invalid value '" + scale + "' for option '--scale': expected full or demo");
      }
      if (spec.commandLine().getParseResult().hasMatchedOption("--repetitions")
          && (repetitions < 1 || repetitions > 100)) {
        throw new BadInputException("Invalid value '" + repetitions + "' for option '--repetitions': expected a "
            + "whole number from 1 to 100");
      }
      Study study;
      BindingTable bindings = BindingTable.load();
      try {
        study = StudyFile.read(file, name -> bindings.find(name).isPresent(),
            Installation.current().workloads().orElse(null));
      } catch (StudyFile.StudyFileException e) {
        e.errors().forEach(line -> err.println("ycsb study: " + line));
        return ExitCodes.BAD_INPUT;
      }
      if (hosts != null && hosts.isBlank()) {
        throw new BadInputException("Invalid value '" + hosts + "' for option '--hosts': expected [user@]host[:port],..."
            + " (leave --hosts out to run on this host)");
      }
      if (upstream != null) {
        if (!Files.isDirectory(upstream)) {
          throw new BadInputException("Invalid value '" + upstream + "' for option '--upstream': expected the"
              + " directory of upstream's unpacked ycsb-0.17.0.tar.gz (" + UpstreamRelease.WHERE + ")");
        }
        study = UpstreamRelease.at(study, upstream);
      }
      study = UpstreamRelease.registered(study, UserBindings.load());
      String hostList = hosts != null ? hosts : "demo".equals(scale) ? "" : String.join(",", study.hosts());
      StudyPlan plan = StudyPlan.of(study, scale, repetitions, ClientHosts.count(hostList));
      StoppingRule rule = stoppingRule(plan.study().repetitions());
      ClientHosts.check(plan, hostList);
      checkHosts(hostList);
      if (plan.runs().isEmpty()) {
        plan.skipped().forEach(err::println);
        throw new BadInputException("Study '" + study.name() + "' has no run at scale " + scale);
      }
      Path dir = out != null ? out : Paths.get("results", study.name() + ("demo".equals(scale) ? "-demo" : ""));
      usable(dir);
      List<String> problems = preflight(plan, dir);
      if (!problems.isEmpty()) {
        problems.forEach(line -> err.println("ycsb study: " + line));
        return ExitCodes.BAD_INPUT;
      }
      try (DemoServers servers = new DemoServers()) {
        StudyRunner.Servers adapter = new StudyRunner.Servers() {
          @Override
          public Map<String, String> properties(String standin) throws Exception {
            return servers.properties(standin);
          }

          @Override
          public void close() {
            servers.close();
          }
        };
        StudyRunner.PhaseExecutor executor = hostList.isEmpty() ? (phase, args, clients) ->
            PhaseCommand.run(phase, WorkloadOptions.parse(args), null, err)
            : new FanoutCells(study.name(), hostList, hostArgs(), dir.toAbsolutePath().resolve(".fanout"), stdout,
            err);
        return new StudyRunner(plan, dir.toAbsolutePath(), executor, adapter, stdout).replan(replan)
            .hostsGiven(ClientHosts.count(hostList)).allowPartial(allowPartial).until(rule).run();
      }
    }

    /** {@code --until} and {@code --max-repetitions} checked (one line naming the grammar), or null without. */
    private StoppingRule stoppingRule(int planned) {
      boolean max = spec.commandLine().getParseResult().hasMatchedOption("--max-repetitions");
      if (until == null) {
        if (max) {
          throw new BadInputException("Option '--max-repetitions' is only taken with --until (a stopping rule): "
              + "use --repetitions for a fixed number");
        }
        return null;
      }
      StoppingRule rule;
      try {
        rule = StoppingRule.parse(until, maxRepetitions);
      } catch (IllegalArgumentException e) {
        throw new BadInputException("Invalid value '" + until + "' for option '--until': " + e.getMessage());
      }
      if (!max) {
        throw new BadInputException("Option '--until' needs --max-repetitions N (at least " + Math.max(2, planned)
            + ", at most 100): the most repetitions of a cell");
      }
      if (maxRepetitions < Math.max(2, planned) || maxRepetitions > 100) {
        throw new BadInputException("Invalid value '" + maxRepetitions + "' for option '--max-repetitions': expected "
            + "a whole number from " + Math.max(2, planned) + " (at least 2 and the study's " + planned
            + " repetitions) to 100");
      }
      return rule;
    }

    /** Refuses, in one line, a study directory that is a file or cannot be created (nothing is created here). */
    private static void usable(Path dir) {
      String expected = "a study directory that can be created and written (new, or one to resume)";
      if (Files.exists(dir) && !Files.isDirectory(dir)) {
        throw new BadInputException("Invalid value '" + dir + "' for option '--out': expected " + expected
            + " (it is a file)");
      }
      site.ycsb.ext.contract.NewDirectories created = site.ycsb.ext.contract.NewDirectories.before(dir);
      try {
        Files.createDirectories(dir);
        Files.delete(Files.createTempFile(dir, ".ycsb-study-probe", ".tmp"));
      } catch (IOException e) {
        throw site.ycsb.ext.contract.PathProblem.option("--out", dir, expected, e);
      } finally {
        created.removeEmpty();
      }
    }

    /** Refuses, in one line, hosts that cannot take part: a bad list, or a host not reachable or not deployed. */
    private void checkHosts(String hostList) {
      if (hostList.isEmpty()) {
        return;
      }
      if (sshConfig != null && !Files.isRegularFile(sshConfig)) {
        throw new BadInputException("Invalid value '" + sshConfig + "' for option '--ssh-config': expected an"
            + " existing ssh config file");
      }
      List<String> unready;
      try {
        unready = FanoutCells.unready(hostList, sshConfig);
      } catch (IllegalArgumentException e) {
        throw new BadInputException(e.getMessage());
      }
      if (!unready.isEmpty()) {
        throw new BadInputException("Client hosts not ready, no cell started: " + String.join("; ", unready)
            + ": expected hosts reachable over ssh with the distribution deployed (bin/ycsb fanout deploy; bin/ycsb"
            + " fanout preflight shows every check)");
      }
    }

    /** Fan-out's options for every load and run besides the hosts: the ssh config, the extra options given. */
    private List<String> hostArgs() {
      List<String> args = new ArrayList<>();
      if (sshConfig != null) {
        args.addAll(List.of("--ssh-config", sshConfig.toAbsolutePath().toString()));
      }
      args.addAll(fanoutArgs);
      return args;
    }

    /**
     * Resolves every load and run's command line as {@code bin/ycsb load|run} would (stand-in addresses as
     * placeholders), so a bad property is one line and exit 2 before any cell starts.
     */
    private static List<String> preflight(StudyPlan plan, Path dir) {
      StudyRunner runner = new StudyRunner(plan, dir, null, null, null);
      List<String> problems = new ArrayList<>();
      Path scratch = dir.toAbsolutePath().resolve(".preflight-" + System.nanoTime());
      for (StudyPlan.Step step : plan.steps()) {
        Map<String, String> standin = step.system().standin() != null && "demo".equals(plan.scale())
            ? ("aerospike".equals(step.system().standin()) ? Map.of("as.host", "127.0.0.1")
            : Map.of("couchbase.host", "127.0.0.1")) : Map.of();
        List<String> args = runner.args(step, standin, scratch);
        try {
          PhaseCommand.resolve(step.load() ? Phase.LOAD : Phase.RUN, WorkloadOptions.parse(args));
        } catch (IllegalArgumentException e) {
          String line = step.describe() + ": " + e.getMessage();
          if (!problems.contains(line)) {
            problems.add(line);
          }
        }
      }
      return problems;
    }
  }
}
