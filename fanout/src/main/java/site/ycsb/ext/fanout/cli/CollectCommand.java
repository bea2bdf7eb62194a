/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import site.ycsb.ext.fanout.FanoutInputException;
import site.ycsb.ext.fanout.FanoutProperties;
import site.ycsb.ext.fanout.run.FanoutCollect;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.Ssh;

/**
 * {@code fanout collect}: brings a run home from what its hosts recorded, after the central process that started it
 * died or returned ({@code fanout run --detach}). One instance per call.
 */
@Command(name = "collect",
    header = "Bring a run home from its hosts: results checked against their manifests, fanout.json, the merged report.",
    description = {"For a run whose central process died, or that was started with fanout run --detach. Give the same"
        + " host options as the run. Hosts still running are named (nothing is collected) unless --wait lets them"
        + " finish; an unreachable host is named and the others are collected; collecting twice changes nothing."},
    footer = {"", "Exit codes: 0 every host's results were collected complete and merged; 1 a host still runs, was not"
        + " reached, never started or its results are incomplete (results/<run-id>/fanout.json says which); 2 invalid"
        + " input.",
        "Example: bin/ycsb fanout collect --hosts c1,c2,c3 --run-id run-1"})
final class CollectCommand implements Callable<Integer> {
  private static final Pattern RUN_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");

  @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
  boolean help;

  @Spec
  CommandSpec spec;

  @ParentCommand
  FanoutCommand parent;

  @Mixin
  HostOptions hostOptions;

  @Option(names = "--run-id", paramLabel = "<name>", required = true, description = "The run to collect.")
  String runId;

  @Option(names = "--results", paramLabel = "<dir>", defaultValue = FanoutProperties.RESULTS_DIR_DEFAULT,
      description = "Local directory that receives <run-id>/<host>/ (default: ${DEFAULT-VALUE}).")
  Path resultsDir;

  @Option(names = "--wait", paramLabel = "<seconds>", defaultValue = "0",
      description = "Seconds to wait for hosts still running before collecting (default: ${DEFAULT-VALUE}: name them"
          + " and collect nothing).")
  int waitSeconds;

  @Option(names = "--allow-out-of-step",
      description = "A run whose hosts were not in step is said NOT IN STEP but does not exit 1 for it.")
  boolean allowOutOfStep;

  @Override
  public Integer call() {
    List<HostSpec> hosts;
    Ssh ssh;
    try {
      hosts = hostOptions.hosts();
      ssh = hostOptions.ssh();
      if (!RUN_ID.matcher(runId).matches()) {
        throw FanoutInputException.invalid("option '--run-id'", runId, "letters, digits, '.', '_' or '-'");
      }
      checkResultsDir(resultsDir);
      if (waitSeconds < 0) {
        throw FanoutInputException.invalid("option '--wait'", Integer.toString(waitSeconds),
            "a whole number of seconds from 0");
      }
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    FanoutCollect.Settings settings = new FanoutCollect.Settings(hostOptions.remoteDir, resultsDir, runId,
        Duration.ofSeconds(waitSeconds), Duration.ofSeconds(hostOptions.connectTimeoutSeconds + 30L), allowOutOfStep);
    return new FanoutCollect(ssh, settings, parent.merger(), spec.commandLine().getOut()).execute(hosts);
  }

  /**
   * Refuses a {@code --results} directory that cannot receive the run before any host is asked: an existing one must be
   * a writable directory; a new one is made and removed again, to see that it can be.
   */
  static void checkResultsDir(Path dir) {
    Path target = dir.toAbsolutePath().normalize();
    Path existing = target;
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    String why = "";
    if (existing == null || !Files.isDirectory(existing)) {
      why = (existing == null ? target : existing) + " is not a directory";
    } else if (existing.equals(target)) {
      why = Files.isWritable(target) ? "" : "it is not writable";
    } else {
      try {
        Files.createDirectories(target);
        for (Path made = target; made != null && !made.equals(existing); made = made.getParent()) {
          Files.deleteIfExists(made);
        }
      } catch (java.nio.file.FileSystemException e) {
        why = "it cannot be created" + (e.getReason() == null ? "" : ": " + e.getReason());
      } catch (java.io.IOException e) {
        why = "it cannot be created";
      }
    }
    if (!why.isEmpty()) {
      throw FanoutInputException.invalid("option '--results'", dir.toString(), "a directory this user can write ("
          + why + ")");
    }
  }
}
