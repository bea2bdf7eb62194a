/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.Cluster;
import com.couchbase.client.java.CouchbaseCluster;
import com.couchbase.client.java.PersistTo;
import com.couchbase.client.java.ReplicateTo;
import com.couchbase.client.java.document.JsonDocument;
import com.couchbase.client.java.document.json.JsonObject;
import com.couchbase.client.java.env.CouchbaseEnvironment;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code standin couchbase}: the printed {@code -p} options reach a multi-node cluster that replicates. */
class CouchbaseStandinCommandTest {

  @Test
  void printedOptionsReachAThreeNodeClusterWhereReplicateToOneSucceeds() throws Exception {
    CouchbaseStandinCommand command = new CouchbaseStandinCommand();
    StringWriter out = new StringWriter();
    CommandLine cmd = new CommandLine(command);
    cmd.setOut(new PrintWriter(out, true));
    ExecutorService runner = Executors.newSingleThreadExecutor();
    try {
      Future<Integer> exit = runner.submit(() -> cmd.execute("--nodes", "3", "--replicas", "1", "--port", "0",
          "--bucket", "ycsb"));
      Map<String, String> options = awaitOptions(out, exit);
      assertEquals("127.0.0.1", options.get("couchbase.host"));
      assertEquals("ycsb", options.get("couchbase.bucket"));
      CouchbaseEnvironment env = PatientSdk2.builder()
          .bootstrapHttpDirectPort(Integer.parseInt(options.get("couchbase.bootstrapHttpPort")))
          .bootstrapCarrierDirectPort(Integer.parseInt(options.get("couchbase.bootstrapCarrierPort")))
          .mutationTokensEnabled(true).build();
      Cluster cluster = CouchbaseCluster.create(env, options.get("couchbase.host"));
      try {
        Bucket bucket = cluster.openBucket(options.get("couchbase.bucket"), options.get("couchbase.password"), 30,
            TimeUnit.SECONDS);
        assertEquals(3, bucket.bucketManager().info().nodeCount(), "the SDK sees three nodes");
        bucket.upsert(JsonDocument.create("user1", JsonObject.create().put("field0", "a")), PersistTo.NONE,
            ReplicateTo.ONE);
        assertNotNull(bucket.get("user1"));
      } finally {
        cluster.disconnect();
        env.shutdown();
      }
      command.stop();
      assertEquals(0, exit.get(30, TimeUnit.SECONDS));
    } finally {
      runner.shutdownNow();
    }
  }

  @Test
  void passwordIsPrintedAndOpensTheBucketInSdk2sBucketPasswordMode() throws Exception {
    CouchbaseStandinCommand command = new CouchbaseStandinCommand();
    StringWriter out = new StringWriter();
    CommandLine cmd = new CommandLine(command);
    cmd.setOut(new PrintWriter(out, true));
    ExecutorService runner = Executors.newSingleThreadExecutor();
    try {
      Future<Integer> exit = runner.submit(() -> cmd.execute("--nodes", "1", "--replicas", "0", "--port", "0",
          "--password", "s3cret"));
      Map<String, String> options = awaitOptions(out, exit);
      assertEquals("s3cret", options.get("couchbase.password"));
      assertTrue(out.toString().contains("bucket default with a password"), out.toString());
      CouchbaseEnvironment env = PatientSdk2.builder()
          .bootstrapHttpDirectPort(Integer.parseInt(options.get("couchbase.bootstrapHttpPort")))
          .bootstrapCarrierDirectPort(Integer.parseInt(options.get("couchbase.bootstrapCarrierPort"))).build();
      Cluster cluster = CouchbaseCluster.create(env, options.get("couchbase.host"));
      try {
        Bucket bucket = cluster.openBucket("default", options.get("couchbase.password"), 30, TimeUnit.SECONDS);
        bucket.upsert(JsonDocument.create("user1", JsonObject.create().put("field0", "a")));
        assertNotNull(bucket.get("user1"));
      } finally {
        cluster.disconnect();
        env.shutdown();
      }
      command.stop();
      assertEquals(0, exit.get(30, TimeUnit.SECONDS));
    } finally {
      runner.shutdownNow();
    }
  }

  /** Printed without a password, the options did not serve couchbase3 (SDK 3 refuses an empty one). */
  @Test
  void aDefaultPasswordIsPrintedSoTheOptionsServeEveryBindingAndNoneOnlyWhenAsked() throws Exception {
    for (String[] args : new String[][] {{"--port", "0", "--nodes", "1"}, {"--port", "0", "--nodes", "1",
        "--password", ""}}) {
      CouchbaseStandinCommand command = new CouchbaseStandinCommand();
      StringWriter out = new StringWriter();
      CommandLine cmd = new CommandLine(command);
      cmd.setOut(new PrintWriter(out, true));
      ExecutorService runner = Executors.newSingleThreadExecutor();
      try {
        Future<Integer> exit = runner.submit(() -> cmd.execute(args));
        Map<String, String> options = awaitOptions(out, exit);
        assertEquals(args.length == 4 ? CouchbaseStandinCommand.DEFAULT_PASSWORD : null,
            options.get("couchbase.password"), out.toString());
        command.stop();
        assertEquals(0, exit.get(30, TimeUnit.SECONDS));
      } finally {
        runner.shutdownNow();
      }
    }
  }

  /** {@code --tls /proc/x} gave the path as its own cause ("cannot start ...: /proc/x"). */
  @Test
  void aTlsDirectoryThatCannotBeMadeIsRefusedWithTheReason(@TempDir Path dir) throws Exception {
    java.nio.file.Path file = java.nio.file.Files.createFile(dir.resolve("file"));
    StringWriter err = new StringWriter();
    CommandLine cmd = new CommandLine(new CouchbaseStandinCommand());
    cmd.setErr(new PrintWriter(err, true));
    assertEquals(2, cmd.execute("--tls", file.resolve("x").toString()));
    assertEquals("Invalid value '" + file.resolve("x") + "' for option '--tls': expected a directory (created if"
        + " missing) to write the certificate to; " + file + " is a file", firstLine(err));
    org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.isDirectory(Path.of("/proc/self")));
    StringWriter err2 = new StringWriter();
    cmd.setErr(new PrintWriter(err2, true));
    assertEquals(2, cmd.execute("--tls", "/proc/x"));
    assertTrue(firstLine(err2).startsWith("Invalid value '/proc/x' for option '--tls': expected a directory (created"
        + " if missing) to write the certificate to; "), firstLine(err2));
    assertFalse(firstLine(err2).endsWith(": /proc/x") || firstLine(err2).contains("Exception"), firstLine(err2));
  }

  @Test
  void invalidOptionsExitTwoNamingTheOption() {
    StringWriter err = new StringWriter();
    CommandLine cmd = new CommandLine(new CouchbaseStandinCommand());
    cmd.setErr(new PrintWriter(err, true));
    assertEquals(2, cmd.execute("--nodes", "9"));
    assertTrue(err.toString().contains("Invalid value '9' for option '--nodes': expected 1..8"), err.toString());
    assertEquals(2, cmd.execute("--bucket", "my bucket"));
    assertTrue(err.toString().contains("Invalid value 'my bucket' for option '--bucket'"), err.toString());
  }

  @Test
  void kvPortBaseOutOfRangeOrHoldingTheHttpPortExitsTwoWithOneLineNamingIt() {
    StringWriter err = new StringWriter();
    CommandLine cmd = new CommandLine(new CouchbaseStandinCommand());
    cmd.setErr(new PrintWriter(err, true));
    assertEquals(2, cmd.execute("--nodes", "3", "--kv-port-base", "65534"));
    assertEquals("Invalid value '65534' for option '--kv-port-base': expected 0 or 1..65533 for 3 nodes",
        err.toString().lines().findFirst().orElse(""));
    StringWriter err2 = new StringWriter();
    cmd.setErr(new PrintWriter(err2, true));
    assertEquals(2, cmd.execute("--nodes", "3", "--port", "12001", "--kv-port-base", "12000"));
    assertEquals("Invalid value '12000' for option '--kv-port-base': expected a range 12000..12002 that does not"
        + " hold the HTTP port --port 12001", err2.toString().lines().findFirst().orElse(""));
  }

  @Test
  void controlPortOutOfRangeOrTheHttpPortExitsTwoWithOneLineNamingIt() {
    StringWriter err = new StringWriter();
    CommandLine cmd = new CommandLine(new CouchbaseStandinCommand());
    cmd.setErr(new PrintWriter(err, true));
    assertEquals(2, cmd.execute("--port", "12001", "--control-port", "12001"));
    assertEquals("Invalid value '12001' for option '--control-port': expected 1..65535, not the HTTP port --port"
        + " 12001", firstLine(err));
    StringWriter err2 = new StringWriter();
    cmd.setErr(new PrintWriter(err2, true));
    assertEquals(2, cmd.execute("--control-port", "65536"));
    assertEquals("Invalid value '65536' for option '--control-port': expected 1..65535, not the HTTP port --port"
        + " 8091", firstLine(err2));
  }

  @Test
  void controlPortStopsAndStartsANodeAsStandinCtlAsksIt() throws Exception {
    CouchbaseStandinCommand command = new CouchbaseStandinCommand();
    StringWriter out = new StringWriter();
    CommandLine cmd = new CommandLine(command);
    cmd.setOut(new PrintWriter(out, true));
    int control;
    try (java.net.ServerSocket free = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      control = free.getLocalPort();
    }
    ExecutorService runner = Executors.newSingleThreadExecutor();
    try {
      Future<Integer> exit = runner.submit(() -> cmd.execute("--nodes", "2", "--replicas", "1", "--port", "0",
          "--control-port", Integer.toString(control)));
      Map<String, String> options = awaitOptions(out, exit);
      assertTrue(out.toString().contains("Durability: writes with a level are answered once 2 of 2 copies hold them"
          + " (persistence levels as majority: nothing is kept on disk); node control on 127.0.0.1:" + control),
          out.toString());
      assertEquals("ok node 2 (127.0.0.2) stopped", ctl(control, "stop 2"));
      assertEquals("ok 1=up 2=down", ctl(control, "status"));
      java.util.regex.Matcher ports = java.util.regex.Pattern.compile("key-value ports (\\d+),(\\d+)")
          .matcher(out.toString());
      assertTrue(ports.find(), out.toString());
      int kv2 = Integer.parseInt(ports.group(2));
      assertThrows(java.net.ConnectException.class, () -> new java.net.Socket("127.0.0.2", kv2).close(),
          "a stopped node refuses connections");
      try (java.net.Socket node1 = new java.net.Socket("127.0.0.1",
          Integer.parseInt(options.get("couchbase.bootstrapCarrierPort")))) {
        assertTrue(node1.isConnected(), "the other node still serves");
      }
      assertEquals("ok node 2 (127.0.0.2) started", ctl(control, "start 2"));
      try (java.net.Socket node2 = new java.net.Socket("127.0.0.2", kv2)) {
        assertTrue(node2.isConnected(), "served again on its port");
      }
      assertEquals("ok 1=up 2=up", ctl(control, "status"));
      assertTrue(ctl(control, "stop 3").startsWith("error invalid node '3': expected 1..2"));
      command.stop();
      assertEquals(0, exit.get(30, TimeUnit.SECONDS));
    } finally {
      runner.shutdownNow();
    }
  }

  private static String ctl(int port, String line) throws Exception {
    try (java.net.Socket socket = new java.net.Socket(java.net.InetAddress.getLoopbackAddress(), port)) {
      socket.setSoTimeout(60_000);
      socket.getOutputStream().write((line + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
      return new java.io.BufferedReader(new java.io.InputStreamReader(socket.getInputStream(),
          java.nio.charset.StandardCharsets.UTF_8)).readLine();
    }
  }

  @Test
  void emptyTlsDirectoryExitsTwoWithOneLineAndWritesNothingIntoTheCurrentDirectory() throws Exception {
    Path cwd = Paths.get("").toAbsolutePath();
    StringWriter err = new StringWriter();
    assertEquals(2, runUntilExit(err, "--nodes", "1", "--replicas", "0", "--port", "0", "--tls", ""));
    assertEquals("Invalid value '' for option '--tls': expected a directory (created if missing) to write the"
        + " certificate to", firstLine(err));
    for (String written : new String[] {StandinTls.KEY_STORE, StandinTls.TRUST_STORE, StandinTls.CERTIFICATE}) {
      assertTrue(Files.notExists(cwd.resolve(written)), written + " written into " + cwd);
    }
  }

  @Test
  void tlsPathThatIsAFileOrUnderAFileExitsTwoWithOneLineAndWritesNothing(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("a-file"), "x");
    StringWriter err = new StringWriter();
    assertEquals(2, runUntilExit(err, "--nodes", "1", "--replicas", "0", "--port", "0", "--tls", file.toString()));
    assertEquals("Invalid value '" + file + "' for option '--tls': expected a directory (created if missing) to"
        + " write the certificate to; " + file + " is a file", firstLine(err));
    StringWriter err2 = new StringWriter();
    Path under = file.resolve("tls");
    assertEquals(2, runUntilExit(err2, "--nodes", "1", "--replicas", "0", "--port", "0", "--tls", under.toString()));
    assertEquals("Invalid value '" + under + "' for option '--tls': expected a directory (created if missing) to"
        + " write the certificate to; " + file + " is a file", firstLine(err2));
    assertEquals("x", Files.readString(file));
    try (var listed = Files.list(dir)) {
      assertEquals(1, listed.count(), "nothing but the file in " + dir);
    }
  }

  /**
   * Runs the command; when it starts serving instead of exiting (within a hang guard of 60 s) it is stopped, what
   * it wrote into the current directory removed, and the test fails.
   */
  private static int runUntilExit(StringWriter err, String... args) throws Exception {
    CouchbaseStandinCommand command = new CouchbaseStandinCommand();
    StringWriter out = new StringWriter();
    CommandLine cmd = new CommandLine(command);
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(err, true));
    ExecutorService runner = Executors.newSingleThreadExecutor();
    try {
      Future<Integer> exit = runner.submit(() -> cmd.execute(args));
      for (int i = 0; i < 1200 && !exit.isDone() && !out.toString().contains("Serving until"); i++) {
        Thread.sleep(50);
      }
      if (!exit.isDone()) {
        command.stop();
        exit.get(30, TimeUnit.SECONDS);
        Path cwd = Paths.get("").toAbsolutePath();
        for (String written : new String[] {StandinTls.KEY_STORE, StandinTls.TRUST_STORE, StandinTls.CERTIFICATE}) {
          Files.deleteIfExists(cwd.resolve(written));
        }
        throw new AssertionError("started serving instead of refusing " + String.join(" ", args) + ": " + out);
      }
      return exit.get();
    } finally {
      runner.shutdownNow();
    }
  }

  /* The launcher prints only this line (picocli's usage follows it here). */
  private static String firstLine(StringWriter err) {
    return err.toString().lines().findFirst().orElse("");
  }

  /** Waits (bounded) for the line of {@code -p} options and parses it. */
  private static Map<String, String> awaitOptions(StringWriter out, Future<Integer> exit) throws Exception {
    for (int i = 0; i < 600 && !exit.isDone(); i++) {
      for (String line : out.toString().split("\n")) {
        if (line.startsWith("-p ")) {
          Map<String, String> options = new HashMap<>();
          for (String option : line.substring(3).split(" -p ")) {
            int eq = option.indexOf('=');
            options.put(option.substring(0, eq), option.substring(eq + 1));
          }
          return options;
        }
      }
      Thread.sleep(50);
    }
    throw new AssertionError("no -p line within 30 s (exit " + (exit.isDone() ? exit.get() : "pending") + "): " + out);
  }
}
