/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunFileException;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.fanout.FanoutProperties;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.fanout.preflight.HostCheck;
import site.ycsb.ext.fanout.preflight.Preflight;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.HostsParser;
import site.ycsb.ext.fanout.ssh.Ssh;
import site.ycsb.ext.launcher.Main;

/**
 * Runs a study's loads and cells over client hosts: each as {@code bin/ycsb fanout load|run} (in this JVM, through
 * the launcher's own command line) with the study's hosts, ssh config and extra fan-out options. Fan-out refuses a
 * result directory that exists and writes each host's output under {@code <remote-dir>/results/<run-id>/}, so each
 * attempt gets a run id of its own ({@code <study>.<cell>.rep-<n>.<epoch ms>}) and its local directory is then
 * moved to the cell's ({@code cells/<cell>/rep-<n>}: the host directories, {@code fanout.json}, logs and merged
 * report). A fanned-out run counts as completed when its {@code fanout.json} says exit 0 and every host's results are
 * complete. Used from the launcher's main thread.
 */
final class FanoutCells implements StudyRunner.PhaseExecutor {
  private final String study;
  private final String hostList;
  private final List<String> hostArgs;
  private final Path staging;
  private final PrintWriter out;
  private final PrintWriter err;

  /**
   * @param hostList the client hosts, {@code --hosts}' value: a cell of N client hosts runs on the first N
   * @param hostArgs fan-out's other host options ({@code --ssh-config ...}) and any extra options
   * @param staging where fan-out writes before a run is moved to its cell (under the study directory)
   */
  FanoutCells(String study, String hostList, List<String> hostArgs, Path staging, PrintWriter out, PrintWriter err) {
    this.study = study;
    this.hostList = hostList;
    this.hostArgs = List.copyOf(hostArgs);
    this.staging = staging;
    this.out = out;
    this.err = err;
  }

  @Override
  public int run(Phase phase, List<String> args, int clients) {
    Path outDir = Path.of(args.stream().filter(a -> a.startsWith(RunKeys.OUTPUT_PATH + "=")).findFirst()
        .orElseThrow().substring(RunKeys.OUTPUT_PATH.length() + 1));
    String runId = study + "." + outDir.getParent().getFileName() + "." + outDir.getFileName() + "."
        + System.currentTimeMillis();
    List<String> command = new ArrayList<>(List.of("fanout", phase.label(), "--hosts",
        ClientHosts.first(hostList, clients)));
    command.addAll(hostArgs);
    command.addAll(List.of("--results", staging.toString(), "--run-id", runId));
    command.addAll(args);
    CommandLine cmd = Main.commandLine();
    cmd.setOut(out);
    cmd.setErr(err);
    int code = cmd.execute(command.toArray(String[]::new));
    Path produced = staging.resolve(runId);
    if (Files.isDirectory(produced)) {
      try {
        Files.createDirectories(outDir.getParent());
        Files.move(produced, outDir);
      } catch (IOException e) {
        throw new UncheckedIOException("Could not move fan-out's " + produced + " to " + outDir, e);
      }
    }
    return code;
  }

  /** Whether {@code runDir} holds a fanned-out run. */
  static boolean isFanout(Path runDir) {
    return Files.isRegularFile(runDir.resolve(RunRecord.FILE_NAME));
  }

  /**
   * A fanned-out run's status: its hosts' manifest outcome ({@code completed}, ...) when fan-out exited 0 and every
   * host's results are complete, else {@code failed}.
   */
  static String status(Path runDir) {
    try {
      RunRecord record = RunRecord.read(runDir.resolve(RunRecord.FILE_NAME));
      if (record.exitCode() != 0 || record.hosts().isEmpty()
          || !record.hosts().stream().allMatch(h -> "complete".equals(h.results()))) {
        return "failed";
      }
      String status = "completed";
      for (RunRecord.Host h : record.hosts()) {
        String outcome = Manifest.read(runDir.resolve(h.label()).resolve(Manifest.FILE_NAME)).outcome().label();
        status = "completed".equals(status) ? outcome : status;
      }
      return status;
    } catch (RunFileException | IllegalArgumentException e) {
      return "failed";
    }
  }

  /**
   * The hosts that cannot take part, one entry each ({@code host (why)}): ssh, Java and the deployed distribution
   * are checked as fan-out's preflight does; clock and disk are left to each run's own preflight.
   *
   * @throws IllegalArgumentException with one line for a host list that does not parse
   */
  static List<String> unready(String hosts, Path sshConfig) {
    List<HostSpec> specs = HostsParser.parseList(hosts);
    Ssh ssh = new Ssh("ssh", FanoutProperties.CONNECT_TIMEOUT_SECONDS_DEFAULT, sshConfig, List.of());
    List<HostCheck> checks = new Preflight(ssh, FanoutProperties.REMOTE_DIR_DEFAULT, Long.MAX_VALUE / 4, 0, true)
        .check(specs, Duration.ofSeconds(FanoutProperties.CONNECT_TIMEOUT_SECONDS_DEFAULT + 30L));
    return checks.stream().filter(c -> !c.ok()).map(c -> c.host().display() + " (" + String.join("; ", c.problems())
        + ")").toList();
  }
}
