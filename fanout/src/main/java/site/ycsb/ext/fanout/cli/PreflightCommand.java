/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import site.ycsb.ext.fanout.preflight.HostCheck;
import site.ycsb.ext.fanout.run.RemoteClasspath;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.Ssh;
import site.ycsb.ext.fanout.table.PreflightTable;

/** {@code fanout preflight}: the checks a load or run makes before it starts, on their own. One instance per call. */
@Command(name = "preflight",
    header = "Check every host: ssh, Java, deployed tarball, free disk, clock offset and, with -cp, the deployed jars.",
    footer = {"", "Exit codes: 0 every host passed; 1 a host failed a check (its row says which); 2 invalid input.",
        "Example: bin/ycsb fanout preflight --hosts c1,c2,c3",
        "         bin/ycsb fanout preflight --hosts c1,c2,c3 -cp 'redis-binding/lib/*'"})
final class PreflightCommand implements Callable<Integer> {
  @picocli.CommandLine.Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
  boolean help;

  @Spec
  CommandSpec spec;

  @Mixin
  HostOptions hostOptions;

  @Mixin
  CheckOptions checkOptions;

  @picocli.CommandLine.Option(names = "-cp", paramLabel = "<class path>",
      description = "The run's -cp, ':'-separated: every jar it names must be deployed on each host (fanout deploy -cp)"
          + " with its SHA-256.")
  String classpath;

  @Override
  public Integer call() {
    List<HostSpec> hosts;
    Ssh ssh;
    List<String> jars;
    try {
      hosts = hostOptions.hosts();
      ssh = hostOptions.ssh();
      checkOptions.validate();
      jars = classpath == null ? List.of() : RemoteClasspath.of(List.of(classpath.split(":"))).requiredOnHost("")
          .stream().map(path -> path.substring(1)).toList();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    if (classpath != null && jars.isEmpty()) {
      throw new ParameterException(spec.commandLine(), "Invalid value '" + classpath + "' for option '-cp': it names"
          + " no jar on this host; expected the run's -cp, e.g. 'lib/*' (quoted)");
    }
    List<HostCheck> checks = checkOptions.preflight(ssh, hostOptions.remoteDir, jars)
        .check(hosts, checkOptions.preflightTimeout());
    PrintWriter out = spec.commandLine().getOut();
    out.print(PreflightTable.render(checks));
    long failed = checks.stream().filter(c -> !c.ok()).count();
    if (failed > 0) {
      out.println("fanout: preflight failed on " + failed + " of " + hosts.size() + " hosts");
    }
    out.flush();
    return failed == 0 ? 0 : 1;
  }
}
