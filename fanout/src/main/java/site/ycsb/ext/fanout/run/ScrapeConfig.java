/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.util.List;
import site.ycsb.ext.fanout.ssh.HostSpec;

/**
 * A Prometheus scrape configuration (YAML) for the metrics endpoints of a fan-out's hosts, as
 * {@code fanout run --metrics-port} starts them: one target {@code <host>:<port>} per host, labelled with the host's
 * result-directory name ({@code ycsb_host}). Stateless.
 */
public final class ScrapeConfig {

  private ScrapeConfig() {
  }

  /**
   * @param hosts the fan-out's hosts
   * @param port the metrics port every host serves on
   * @param job the Prometheus job name
   * @param intervalSeconds the scrape interval, seconds (the periodic window length suits)
   * @param source where the hosts came from, for the header comment
   */
  public static String yaml(List<HostSpec> hosts, int port, String job, int intervalSeconds, String source) {
    StringBuilder out = new StringBuilder()
        .append("# Prometheus scrape configuration for the ycsb-ext fan-out hosts of ").append(source).append(",\n")
        .append("# written by bin/ycsb fanout metrics-config. Runs serve their metrics with\n")
        .append("#   bin/ycsb fanout run ... --metrics-port ").append(port).append(" <binding> ...\n")
        .append("# Include it in prometheus.yml (scrape_configs) or start Prometheus with it as --config.file.\n")
        .append("scrape_configs:\n")
        .append("  - job_name: ").append(quote(job)).append('\n')
        .append("    scrape_interval: ").append(intervalSeconds).append("s\n")
        .append("    static_configs:\n");
    for (HostSpec host : hosts) {
      String address = host.host().indexOf(':') >= 0 ? "[" + host.host() + "]" : host.host();
      out.append("      - targets: [").append(quote(address + ":" + port)).append("]\n")
          .append("        labels:\n")
          .append("          ycsb_host: ").append(quote(host.label())).append('\n');
    }
    return out.toString();
  }

  /** A YAML single-quoted scalar. */
  private static String quote(String s) {
    return "'" + s.replace("'", "''") + "'";
  }
}
