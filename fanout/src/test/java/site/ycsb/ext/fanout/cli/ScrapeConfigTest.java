/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ScrapeConfigTest {

  @TempDir
  Path tmp;

  private int run(StringWriter out, StringWriter err, String... args) {
    CommandLine cmd = new CommandLine(new MetricsConfigCommand());
    cmd.setOut(new PrintWriter(out));
    cmd.setErr(new PrintWriter(err));
    return cmd.execute(args);
  }

  @Test
  void oneTargetPerHostOfTheHostsFileLabelledWithItsResultDirectory() throws IOException {
    Path hosts = tmp.resolve("hosts.txt");
    Files.writeString(hosts, "# clients\n10.0.0.11 label=c1\nbench@client-2:2222 threads=8\n[::1]:22\n");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    assertEquals(0, run(out, err, "--hosts-file", hosts.toString(), "--metrics-port", "9464"), err.toString());
    String yaml = out.toString();
    assertTrue(yaml.contains("scrape_configs:\n  - job_name: 'ycsb'\n    scrape_interval: 1s\n    static_configs:\n"),
        yaml);
    assertTrue(yaml.contains("      - targets: ['10.0.0.11:9464']\n        labels:\n          ycsb_host: 'c1'\n"), yaml);
    assertTrue(yaml.contains("      - targets: ['client-2:9464']\n"), "ssh port and user are not the metrics "
        + "target's: " + yaml);
    assertTrue(yaml.contains("      - targets: ['[::1]:9464']\n"), yaml);
  }

  @Test
  void badPortIsAOneLineUsageError() {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    assertEquals(2, run(out, err, "--hosts", "h1,h2", "--metrics-port", "70000"));
    assertTrue(err.toString().startsWith("Invalid value '70000' for option '--metrics-port': expected 1 to 65535"),
        err.toString());
  }
}
