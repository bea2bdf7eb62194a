/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code bin/ycsb standin aerospike}: starts an {@link AerospikeStandin} with the given nodes, port, namespaces,
 * edition and namespace settings, prints the edition, the settings and the seed {@code host:port}, and serves
 * until the JVM is interrupted (a shutdown hook closes it). Exit codes: 2 invalid options, 1 the port or an address could not be bound, 0 after a
 * {@link #stop()} (tests). One instance per invocation.
 */
@Command(name = "aerospike", mixinStandardHelpOptions = true,
    header = "Serve the Aerospike wire protocol (a stand-in for tests and demos, not a database).",
    description = "Nodes listen on 127.0.0.1, 127.0.0.2, ... (same port), master disjoint partitions (and hold "
        + "replicas with --replication-factor 2) and list each other as peers: a client seeded with the printed "
        + "host finds all of them. Records live in memory. It answers as a Community Edition server (refusing what "
        + "one refuses, with its result codes) unless --edition enterprise is given.")
public final class AerospikeStandinCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Option(names = "--port", paramLabel = "PORT", defaultValue = "3000",
      description = "TCP port of every node, 1..65535, or 0 for a free one. Default: ${DEFAULT-VALUE}.")
  int port;

  @Option(names = "--nodes", paramLabel = "N", defaultValue = "3",
      description = "Nodes, 1..254, on 127.0.0.1 .. 127.0.0.N. Default: ${DEFAULT-VALUE}.")
  int nodes;

  @Option(names = "--namespace", paramLabel = "NAME", defaultValue = "ycsb", split = ",",
      description = "Namespaces to serve (comma-separated or repeated). Default: ${DEFAULT-VALUE}.")
  String[] namespaces;

  @Option(names = "--default-ttl", paramLabel = "SECONDS", defaultValue = "0",
      description = "Namespace default-ttl: TTL of records written with TTL 0; 0 never expires. A non-zero value "
          + "needs --nsup-period or --allow-ttl-without-nsup. Default: ${DEFAULT-VALUE}.")
  long defaultTtlSeconds;

  @Option(names = "--edition", paramLabel = "EDITION", defaultValue = "community",
      description = "community (refuses linearized reads, durable deletes, logins and strong consistency as a "
          + "Community Edition server does) or enterprise. Default: ${DEFAULT-VALUE}.")
  String edition;

  @Option(names = "--strong-consistency",
      description = "Make every namespace strong-consistency (Enterprise only).")
  boolean strongConsistency;

  @Option(names = "--max-record-size", paramLabel = "BYTES", defaultValue = "1048576",
      description = "Namespace max-record-size: larger records answer RECORD_TOO_BIG (13); 0 no limit. "
          + "Default: ${DEFAULT-VALUE} (1 MiB).")
  long maxRecordSize;

  @Option(names = "--nsup-period", paramLabel = "SECONDS", defaultValue = "0",
      description = "Namespace nsup-period: how often expired records are deleted; 0 expires nothing and refuses "
          + "writes with a TTL (FORBIDDEN, 22). Default: ${DEFAULT-VALUE}.")
  long nsupPeriodSeconds;

  @Option(names = "--allow-ttl-without-nsup",
      description = "Namespace allow-ttl-without-nsup: accept TTL writes while --nsup-period is 0.")
  boolean allowTtlWithoutNsup;

  @Option(names = "--replication-factor", paramLabel = "N", defaultValue = "1",
      description = "Namespace replication-factor, 1..256: copies of each partition on different nodes; with 2 "
          + "a stopped node's partitions are served by their replicas. Default: ${DEFAULT-VALUE}.")
  int replicationFactor;

  @Option(names = "--control-port", paramLabel = "PORT",
      description = "Also listen on 127.0.0.1:PORT for node control (bin/ycsb standin ctl --port PORT stop 2), so a"
          + " run's --event can stop, start or restart a node. Default: none.")
  Integer controlPort;

  private final CountDownLatch stopped = new CountDownLatch(1);

  @Override
  public Integer call() throws InterruptedException {
    AerospikeStandinBuilder builder = AerospikeStandin.builder().recordRequests(0);
    if (port < 0 || port > 65535) {
      throw invalid("--port", Integer.toString(port), "0..65535");
    }
    if (nodes < 1 || nodes > 254) {
      throw invalid("--nodes", Integer.toString(nodes), "1..254");
    }
    if (defaultTtlSeconds < 0 || defaultTtlSeconds > NamespaceConfig.MAX_ALLOWED_TTL) {
      throw invalid("--default-ttl", Long.toString(defaultTtlSeconds), "0.." + NamespaceConfig.MAX_ALLOWED_TTL
          + " seconds");
    }
    Edition ed;
    try {
      ed = Edition.parse(edition);
    } catch (IllegalArgumentException e) {
      throw invalid("--edition", edition, "community or enterprise");
    }
    if (strongConsistency && ed != Edition.ENTERPRISE) {
      throw new ParameterException(spec.commandLine(), "Invalid option '--strong-consistency' with --edition "
          + ed.optionName() + ": strong consistency is an Enterprise Edition feature (add --edition enterprise)");
    }
    if (maxRecordSize < 0) {
      throw invalid("--max-record-size", Long.toString(maxRecordSize), "0 or more bytes");
    }
    if (nsupPeriodSeconds < 0) {
      throw invalid("--nsup-period", Long.toString(nsupPeriodSeconds), "0 or more seconds");
    }
    if (replicationFactor < 1 || replicationFactor > 256) {
      throw invalid("--replication-factor", Integer.toString(replicationFactor), "1..256");
    }
    if (controlPort != null && (controlPort < 1 || controlPort > 65535)) {
      throw invalid("--control-port", Integer.toString(controlPort), "1..65535");
    }
    if (defaultTtlSeconds != 0 && nsupPeriodSeconds == 0 && !allowTtlWithoutNsup) {
      throw new ParameterException(spec.commandLine(), "Invalid value '" + defaultTtlSeconds + "' for option "
          + "'--default-ttl': a non-zero default-ttl needs --nsup-period > 0 or --allow-ttl-without-nsup");
    }
    try {
      builder.namespace(namespaces);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "Invalid value '" + String.join(",", namespaces)
          + "' for option '--namespace': expected names of 1..31 characters without ':' or ';'");
    }
    builder.port(port).nodes(nodes).defaultTtl(Duration.ofSeconds(defaultTtlSeconds)).edition(ed)
        .strongConsistency(strongConsistency).maxRecordSize(maxRecordSize)
        .nsupPeriod(Duration.ofSeconds(nsupPeriodSeconds)).allowTtlWithoutNsup(allowTtlWithoutNsup)
        .replicationFactor(replicationFactor);
    AerospikeStandin standin;
    try {
      standin = builder.start();
    } catch (UncheckedIOException e) {
      spec.commandLine().getErr().println("standin aerospike: " + e.getMessage());
      return 1;
    }
    ControlPort control;
    try {
      control = controlPort == null ? null : new ControlPort(standin, controlPort);
    } catch (UncheckedIOException e) {
      standin.close();
      spec.commandLine().getErr().println("standin aerospike: " + e.getMessage());
      return 1;
    }
    Thread hook = new Thread(() -> {
      if (control != null) {
        control.close();
      }
      standin.close();
      stopped.countDown();
    }, "standin-shutdown");
    Runtime.getRuntime().addShutdownHook(hook);
    PrintWriter out = spec.commandLine().getOut();
    out.println("Aerospike stand-in (" + ed.infoName() + "): " + nodes + (nodes == 1 ? " node" : " nodes")
        + ", namespace " + String.join(",", namespaces) + ", hosts " + String.join(",", standin.hosts()));
    out.println("namespace settings: "
        + standin.namespaceConfig().infoSettings(Math.min(replicationFactor, nodes)));
    out.println("seed " + standin.seed());
    if (control != null) {
      out.println("control port 127.0.0.1:" + control.port() + " (bin/ycsb standin ctl --port " + control.port()
          + " stop|start|restart N)");
    }
    out.println("Serving until interrupted (Ctrl-C).");
    out.flush();
    try {
      stopped.await();
    } finally {
      if (control != null) {
        control.close();
      }
      standin.close();
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException e) {
        // The JVM is already shutting down: the hook is running.
      }
    }
    return 0;
  }

  /** Stops serving: {@link #call()} returns 0. For tests and embedding; callable from any thread. */
  void stop() {
    stopped.countDown();
  }

  private ParameterException invalid(String option, String value, String valid) {
    return new ParameterException(spec.commandLine(),
        "Invalid value '" + value + "' for option '" + option + "': expected " + valid);
  }
}
