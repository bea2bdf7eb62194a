/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code bin/ycsb standin couchbase}: starts a {@link CouchbaseMockCluster}, prints the {@code -p} options that
 * point the {@code couchbase2} binding at it, and serves until the JVM is interrupted (Ctrl-C or TERM: a shutdown
 * hook stops the mock). Exit codes: 2 invalid options, 1 a port could not be bound (or the {@code --tls} certificate
 * made), 0 after {@link #stop()}
 * (tests). The launcher adds it under {@code standin}; {@link #main} runs it alone
 * ({@code java -cp 'lib/*' site.ycsb.ext.standin.couchbase.CouchbaseStandinCommand --nodes 3}). One instance per
 * invocation.
 */
@Command(name = "couchbase", mixinStandardHelpOptions = true, sortOptions = false,
    header = "Serve a Couchbase cluster stand-in (CouchbaseMock, for tests and demos; not a database).",
    description = {"Node i listens on and is advertised as 127.0.0.i (SDK 2.x tells nodes apart by address), with"
        + " one couchbase bucket kept in memory (bucket password '" + CouchbaseStandinCommand.DEFAULT_PASSWORD + "'"
        + " unless --password, printed with the -p options, which serve both Couchbase bindings):"
        + " anyone who reaches its ports can read and write it,"
        + " so it listens on loopback only unless --bind-all. Each node refuses what a real server refuses for the"
        + " operations the couchbase2 binding sends (documents over 20 MiB, keys over 250 bytes, more than 16"
        + " sub-document paths, paths over 1024 bytes), applies durability levels (a majority of the configured"
        + " copies; DurabilityImpossible when the nodes cannot hold them) and reports its version ending in"
        + " -standin. No query service (N1QL), and none advertised: workloads that scan, and couchbase.kv=false,"
        + " fail at init.",
        "Prints the -p options for the couchbase2 and couchbase3 bindings, then serves until interrupted (Ctrl-C)."},
    footer = {"", "Example:", "  bin/ycsb standin couchbase --nodes 3 --replicas 1",
        "  bin/ycsb load couchbase2 -P workloads/workloada <the printed -p options> -p couchbase.replicateTo=1",
        "  bin/ycsb standin couchbase --nodes 3 --replicas 1 --password secret",
        "  bin/ycsb load couchbase3 -P workloads/workloada <the printed -p options> -p couchbase.durability=majority",
        "  bin/ycsb standin couchbase --password secret --control-port 3101   # then: bin/ycsb standin ctl --port 3101"
            + " stop 2",
        "", "Exit codes: 0 stopped, 1 a port could not be bound (or the --tls certificate made), 2 invalid options."})
public final class CouchbaseStandinCommand implements Callable<Integer> {

  @Spec
  CommandSpec spec;

  @Option(names = "--nodes", paramLabel = "N", defaultValue = "3",
      description = "Nodes, 1.." + CouchbaseMockCluster.MAX_NODES + ". Default: ${DEFAULT-VALUE}.")
  int nodes;

  @Option(names = "--replicas", paramLabel = "R", defaultValue = "1",
      description = "Replicas of every document, 0.." + CouchbaseMockCluster.MAX_REPLICAS + " (at most N-1 are"
          + " placed). Default: ${DEFAULT-VALUE}.")
  int replicas;

  @Option(names = "--port", paramLabel = "P", defaultValue = "8091",
      description = "HTTP (bootstrap) port, 1..65535, or 0 for a free one (key-value ports: --kv-port-base)."
          + " Default: ${DEFAULT-VALUE}.")
  int port;

  @Option(names = "--bucket", paramLabel = "B", defaultValue = "default",
      description = "Bucket name (letters, digits, '_', '-', '.', '%%'). Default: ${DEFAULT-VALUE}.")
  String bucket;

  @Option(names = "--kv-port-base", paramLabel = "K", defaultValue = "0",
      description = "Key-value port of node 1; node i listens on K+i-1 (1..65536-N, not overlapping --port), or 0"
          + " for free ones. Default: ${DEFAULT-VALUE}.")
  int kvPortBase;

  @Option(names = "--tls", paramLabel = "DIR",
      description = "Also serve each node's key-value port and the HTTP port over TLS, with a new self-signed"
          + " certificate for"
          + " 127.0.0.1..127.0.0.N written to DIR (" + StandinTls.KEY_STORE + ", " + StandinTls.CERTIFICATE + ", and "
          + StandinTls.TRUST_STORE + " for clients, password '" + StandinTls.PASSWORD + "', valid "
          + StandinTls.VALIDITY_DAYS + " days); the printed options then use TLS. For trying the binding's TLS"
          + " settings, not for protecting data.")
  Path tlsDir;

  /** The bucket password unless {@code --password}: the couchbase3 binding (SDK 3) needs one. */
  static final String DEFAULT_PASSWORD = "standin";

  @Option(names = "--password", paramLabel = "PW", defaultValue = DEFAULT_PASSWORD,
      description = "Bucket password (the key-value service accepts the bucket's name as user with it), printed"
          + " with the -p options (couchbase.password), which then serve the couchbase2 and couchbase3 bindings"
          + " alike. --password '' serves a bucket without password, which only couchbase2 can open (SDK 3 refuses"
          + " an empty password). Not a protection. Default: ${DEFAULT-VALUE}.")
  String password;

  @Option(names = "--control-port", paramLabel = "PORT", defaultValue = "0",
      description = "Also listen on 127.0.0.1:PORT for node control (1..65535): 'bin/ycsb standin ctl --port PORT"
          + " stop|start|restart N' or 'status' stops, starts or restarts node N (127.0.0.N); a stopped node's"
          + " copies do not acknowledge durable writes. Default: none.")
  int controlPort;

  @Option(names = "--bind-all",
      description = "Listen on all interfaces instead of each node's loopback address (the nodes are still"
          + " advertised as 127.0.0.i). Even with --password, anyone who reaches the ports can read and write the"
          + " bucket.")
  boolean bindAll;

  private final CountDownLatch stopped = new CountDownLatch(1);

  public static void main(String[] args) {
    System.exit(new CommandLine(new CouchbaseStandinCommand()).execute(args));
  }

  @Override
  public Integer call() throws InterruptedException {
    validate();
    CouchbaseMockCluster cluster;
    try {
      cluster = CouchbaseMockCluster.start(nodes, replicas, bucket, port, kvPortBase, bindAll, tlsDir, password);
    } catch (IOException e) {
      spec.commandLine().getErr().println("standin couchbase: cannot start on HTTP port " + port
          + (tlsDir == null ? "" : " with TLS in " + tlsDir)
          + (kvPortBase == 0 ? "" : " and key-value ports " + kvPortBase + "-" + (kvPortBase + nodes - 1)) + ": "
          + (e instanceof FileSystemException ? ((FileSystemException) e).getFile() + ": " + reason(e)
          : e.getMessage()));
      return 1;
    }
    if (controlPort != 0) {
      try {
        cluster.openControlPort(controlPort);
      } catch (IOException e) {
        cluster.close();
        spec.commandLine().getErr().println("standin couchbase: cannot open the control port 127.0.0.1:"
            + controlPort + ": " + e.getMessage());
        return 1;
      }
    }
    Thread hook = new Thread(() -> {
      cluster.close();
      stopped.countDown();
    }, "standin-couchbase-shutdown");
    Runtime.getRuntime().addShutdownHook(hook);
    PrintWriter out = spec.commandLine().getOut();
    out.println("Couchbase stand-in (CouchbaseMock): " + nodes + (nodes == 1 ? " node" : " nodes") + " on 127.0.0.1"
        + (nodes == 1 ? "" : "-127.0.0." + nodes) + ", " + replicas + (replicas == 1 ? " replica" : " replicas")
        + ", bucket " + bucket + (password.isEmpty() ? " without password" : " with a password") + ", HTTP port "
        + cluster.httpPort() + ", key-value ports "
        + carrierPorts(cluster) + ", no query service");
    if (tlsDir != null) {
      out.println("TLS: key-value ports " + tlsPorts(cluster) + ", HTTPS port " + cluster.httpsPort() + " (certificate "
          + tlsDir.resolve(StandinTls.CERTIFICATE)
          + ", trust store " + cluster.tlsTrustStore() + ", password " + StandinTls.PASSWORD + ")");
    }
    out.println("Durability: writes with a level are answered once " + cluster.majority() + " of "
        + (replicas + 1) + " copies hold them (persistence levels as majority: nothing is kept on disk)"
        + (controlPort == 0 ? "" : "; node control on 127.0.0.1:" + controlPort + " (bin/ycsb standin ctl)"));
    out.println(bindAll ? "Listening on all interfaces (--bind-all): anyone who reaches these ports can read and"
        + " write the bucket." : "Listening on loopback only (each node on its own address).");
    out.println(options(cluster.bindingSettings()));
    out.println("Serving until interrupted (Ctrl-C).");
    out.flush();
    try {
      stopped.await();
    } finally {
      cluster.close();
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException e) {
        // The JVM is already shutting down: the hook is running.
      }
    }
    return 0;
  }

  private static String tlsPorts(CouchbaseMockCluster cluster) {
    StringBuilder ports = new StringBuilder();
    for (int node = 0; node < cluster.nodes(); node++) {
      ports.append(node == 0 ? "" : ",").append(cluster.tlsPort(node));
    }
    return ports.toString();
  }

  private static String carrierPorts(CouchbaseMockCluster cluster) {
    StringBuilder ports = new StringBuilder();
    for (int node = 0; node < cluster.nodes(); node++) {
      ports.append(node == 0 ? "" : ",").append(cluster.carrierPort(node));
    }
    return ports.toString();
  }

  /** @return the settings as {@code -p name=value} options on one line, ready to paste */
  static String options(Map<String, String> settings) {
    StringBuilder line = new StringBuilder();
    for (Map.Entry<String, String> setting : settings.entrySet()) {
      line.append(line.length() == 0 ? "" : " ").append("-p ").append(setting.getKey()).append('=')
          .append(setting.getValue());
    }
    return line.toString();
  }

  private void validate() {
    if (nodes < 1 || nodes > CouchbaseMockCluster.MAX_NODES) {
      throw invalid("--nodes", Integer.toString(nodes), "1.." + CouchbaseMockCluster.MAX_NODES);
    }
    if (replicas < 0 || replicas > CouchbaseMockCluster.MAX_REPLICAS) {
      throw invalid("--replicas", Integer.toString(replicas), "0.." + CouchbaseMockCluster.MAX_REPLICAS);
    }
    if (port < 0 || port > 65535) {
      throw invalid("--port", Integer.toString(port), "0..65535");
    }
    if (bucket.isEmpty() || bucket.length() > 100 || !bucket.matches("[A-Za-z0-9_.%-]+")) {
      throw invalid("--bucket", bucket, "1..100 letters, digits, '_', '-', '.' or '%'");
    }
    if (kvPortBase != 0 && (kvPortBase < 1 || kvPortBase > 65536 - nodes)) {
      throw invalid("--kv-port-base", Integer.toString(kvPortBase), "0 or 1.." + (65536 - nodes) + " for " + nodes
          + (nodes == 1 ? " node" : " nodes"));
    }
    if (kvPortBase != 0 && port >= kvPortBase && port < kvPortBase + nodes) {
      throw invalid("--kv-port-base", Integer.toString(kvPortBase), "a range " + kvPortBase + ".."
          + (kvPortBase + nodes - 1) + " that does not hold the HTTP port --port " + port);
    }
    if (controlPort < 0 || controlPort > 65535 || controlPort != 0 && controlPort == port) {
      throw invalid("--control-port", Integer.toString(controlPort), "1..65535, not the HTTP port --port " + port);
    }
    if (tlsDir != null) {
      validateTlsDir();
    }
  }

  /*
   * An empty path would be the current directory, and a path at or under a file cannot be made a directory: both
   * are refused before anything is bound or written.
   */
  private void validateTlsDir() {
    String valid = "a directory (created if missing) to write the certificate to";
    if (tlsDir.toString().isBlank()) {
      throw invalid("--tls", tlsDir.toString(), valid);
    }
    for (Path at = tlsDir.toAbsolutePath(); at != null; at = at.getParent()) {
      if (Files.exists(at)) {
        if (!Files.isDirectory(at)) {
          throw invalid("--tls", tlsDir.toString(), valid + "; " + at + " is a file");
        }
        if (!Files.isWritable(at)) {
          throw invalid("--tls", tlsDir.toString(), valid + "; " + at + " is not writable");
        }
        break;
      }
    }
    try {
      Files.createDirectories(tlsDir);
    } catch (IOException e) {
      throw invalid("--tls", tlsDir.toString(), valid + "; it cannot be created: " + reason(e));
    }
  }

  /** @return why a file operation failed, in words: never only the path, which the message already names */
  static String reason(IOException e) {
    if (e instanceof FileSystemException && ((FileSystemException) e).getReason() != null) {
      return ((FileSystemException) e).getReason();
    }
    if (e instanceof NoSuchFileException) {
      return "the file system refused it (no such file or directory)";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "a file of that name is in the way";
    }
    return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
  }

  /** Stops serving: {@link #call()} returns 0. For tests and embedding; callable from any thread. */
  public void stop() {
    stopped.countDown();
  }

  private ParameterException invalid(String option, String value, String valid) {
    return new ParameterException(spec.commandLine(),
        "Invalid value '" + value + "' for option '" + option + "': expected " + valid);
  }
}
