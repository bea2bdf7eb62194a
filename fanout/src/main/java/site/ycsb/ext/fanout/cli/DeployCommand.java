/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import site.ycsb.ext.fanout.preflight.Preflight;
import site.ycsb.ext.fanout.run.RemoteClasspath;
import site.ycsb.ext.fanout.ssh.Deployer;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.Ssh;
import site.ycsb.ext.fanout.ssh.Tarball;
import site.ycsb.ext.fanout.table.TextTable;

/** {@code fanout deploy <tarball>}: installs the distribution on every host. One instance per invocation. */
@Command(name = "deploy",
    header = "Copy the distribution tarball to every host and unpack it (hosts that have it are skipped).",
    description = {"Unpacks into <remote-dir>/dist/<sha256 prefix>/ and points <remote-dir>/current at it.",
        "With -cp, also copies those jars (an outside binding and its dependencies) into"
            + " <remote-dir>/jars/<sha256>/, checked by SHA-256 on each host; fanout load|run with the same -cp then"
            + " runs those copies."},
    footer = {"", "Exit codes: 0 every host has the tarball; 1 a host failed (its line says why); 2 invalid input.",
        "Example: bin/ycsb fanout deploy --hosts c1,c2,c3 distributions/target/ycsb-ext-0.1.0-SNAPSHOT.tar.gz",
        "         bin/ycsb fanout deploy --hosts c1,c2,c3 ycsb-ext-0.1.0-SNAPSHOT.tar.gz -cp 'redis-binding/lib/*'"})
final class DeployCommand implements Callable<Integer> {
  @picocli.CommandLine.Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
  boolean help;

  private static final Duration TIMEOUT = Duration.ofMinutes(30);

  @Spec
  CommandSpec spec;

  @Mixin
  HostOptions hostOptions;

  @Parameters(index = "0", paramLabel = "<tarball>", description = "The distribution, ycsb-ext-<version>.tar.gz.")
  Path tarball;

  @picocli.CommandLine.Option(names = "-cp", paramLabel = "<class path>",
      description = "Jars to copy too, ':'-separated as for load|run ('dir/*' quoted is every jar in dir).")
  String classpath;

  @Override
  public Integer call() {
    List<HostSpec> hosts;
    Ssh ssh;
    Tarball dist;
    List<Deployer.Jar> jars;
    try {
      hosts = hostOptions.hosts();
      ssh = hostOptions.ssh();
      dist = Tarball.of(tarball);
      jars = classpath == null ? List.of() : RemoteClasspath.of(List.of(classpath.split(":"))).jars();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    PrintWriter out = spec.commandLine().getOut();
    out.printf(Locale.US, "Deploying %s (SHA-256 %s) to %d hosts...%n", tarball.getFileName(),
        Preflight.shortSha(dist.sha256()), hosts.size());
    out.flush();
    List<Deployer.Result> results = new Deployer(ssh, hostOptions.remoteDir).deploy(hosts, dist, TIMEOUT);
    TextTable table = new TextTable("host", "deploy", "time", "installation");
    int failed = 0;
    for (Deployer.Result r : results) {
      failed += r.action() == Deployer.Action.FAILED ? 1 : 0;
      table.row(r.host().label(), r.action().name().toLowerCase(Locale.ROOT),
          String.format(Locale.US, "%.1f s", r.elapsedMs() / 1000.0), r.detail());
    }
    if (classpath != null) {
      failed += deployJars(new Deployer(ssh, hostOptions.remoteDir), hosts, jars, table, out);
    }
    out.print(table.render());
    if (failed > 0) {
      out.printf(Locale.US, "fanout: deploy failed on %d of %d hosts%n", failed, hosts.size());
    }
    out.flush();
    return failed == 0 ? 0 : 1;
  }

  /** Copies the {@code -cp} jars; adds a row per host; returns the number of hosts that failed. */
  private int deployJars(Deployer deployer, List<HostSpec> hosts, List<Deployer.Jar> jars, TextTable table,
      PrintWriter out) {
    if (jars.isEmpty()) {
      throw new ParameterException(spec.commandLine(), "Invalid value '" + classpath + "' for option '-cp': it names"
          + " no jar on this host; expected the binding's jar and its dependencies, e.g. 'lib/*' (quoted)");
    }
    out.printf(Locale.US, "Copying %d -cp jars to %d hosts...%n", jars.size(), hosts.size());
    out.flush();
    int failed = 0;
    for (Deployer.Result r : deployer.deployJars(hosts, jars, TIMEOUT)) {
      failed += r.action() == Deployer.Action.FAILED ? 1 : 0;
      table.row(r.host().label(), r.action() == Deployer.Action.UNPACKED ? "jars copied"
          : r.action().name().toLowerCase(Locale.ROOT) + (r.action() == Deployer.Action.SKIPPED ? " jars" : ""),
          String.format(Locale.US, "%.1f s", r.elapsedMs() / 1000.0), r.detail());
    }
    return failed;
  }
}
