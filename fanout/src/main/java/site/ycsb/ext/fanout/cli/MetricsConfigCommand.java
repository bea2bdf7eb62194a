/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import site.ycsb.ext.fanout.run.ScrapeConfig;
import site.ycsb.ext.fanout.ssh.HostSpec;

/** {@code fanout metrics-config}: a Prometheus scrape configuration for the hosts of a hosts list. One per call. */
@Command(name = "metrics-config",
    header = "Write a Prometheus scrape configuration for the metrics endpoints of a fan-out's hosts.",
    footer = {"", "Exit codes: 0 written; 2 invalid input.",
        "Example: bin/ycsb fanout metrics-config --hosts-file hosts.txt --metrics-port 9464 --out prometheus-ycsb.yml"})
final class MetricsConfigCommand implements Callable<Integer> {
  @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
  boolean help;

  @Spec
  CommandSpec spec;

  @ArgGroup(exclusive = true, multiplicity = "1")
  HostOptions.HostSource source;

  @Option(names = "--metrics-port", paramLabel = "<port>", required = true,
      description = "The port every host serves its metrics on (fanout run --metrics-port), 1 to 65535.")
  int port;

  @Option(names = "--job", paramLabel = "<name>", defaultValue = "ycsb",
      description = "The Prometheus job name. Default: ${DEFAULT-VALUE}.")
  String job;

  @Option(names = "--scrape-interval", paramLabel = "<seconds>", defaultValue = "1",
      description = "Seconds between scrapes, 1 to 3600. Default: ${DEFAULT-VALUE}.")
  int intervalSeconds;

  @Option(names = "--out", paramLabel = "<file>", description = "Write the configuration to this file (default: stdout).")
  Path out;

  @Override
  public Integer call() throws IOException {
    List<HostSpec> hosts;
    try {
      hosts = source.hosts();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    if (port < 1 || port > 65_535) {
      throw new ParameterException(spec.commandLine(), "Invalid value '" + port + "' for option '--metrics-port': "
          + "expected 1 to 65535");
    }
    if (intervalSeconds < 1 || intervalSeconds > 3600) {
      throw new ParameterException(spec.commandLine(), "Invalid value '" + intervalSeconds + "' for option "
          + "'--scrape-interval': expected 1 to 3600 seconds");
    }
    String yaml = ScrapeConfig.yaml(hosts, port, job, intervalSeconds, source.description());
    if (out == null) {
      spec.commandLine().getOut().print(yaml);
      spec.commandLine().getOut().flush();
    } else {
      Files.writeString(out, yaml, StandardCharsets.UTF_8);
      spec.commandLine().getOut().println("Wrote " + out + " (" + hosts.size() + " targets)");
      spec.commandLine().getOut().flush();
    }
    return 0;
  }
}
