/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.couchbase.mock.Bucket;
import com.couchbase.mock.memcached.MemcachedServer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Durability requirements with the real SDK 3 (java-client 3.12.2, the couchbase3 binding's) over loopback: SDK 3
 * negotiates synchronous replication with the stand-in, sends its durability frames, and gets what a server answers.
 * SDK 3 runs in a child JVM ({@code src/test/sdk3}, compiled here against the jars the build copied to
 * {@code target/sdk3}), because SDK 2, which the other tests use, has the same artifact and packages.
 */
class Sdk3DurabilityTest {
  private static final Path SDK3 = Paths.get("target", "sdk3");
  private static final Path PROBE_CLASSES = Paths.get("target", "sdk3-probe");
  private static final String PASSWORD = "s3cret";
  /** Hang guard for one answer of the probe, seconds: an SDK bootstrap on a loaded machine takes a few. */
  private static final int ANSWER_GUARD_S = 120;

  @BeforeAll
  static synchronized void compileProbe() throws IOException {
    Path source = Paths.get("src", "test", "sdk3", "site", "ycsb", "ext", "standin", "couchbase", "sdk3",
        "DurabilityProbe.java");
    Files.createDirectories(PROBE_CLASSES);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int exit = javac.run(null, null, null, "-d", PROBE_CLASSES.toString(), "-cp", sdk3ClassPath(false),
        "--release", "17", source.toString());
    assertEquals(0, exit, "the SDK 3 probe compiles against " + SDK3);
  }

  @Test
  void majorityOnThreeNodesWithOneReplicaSucceedsAndTheReplicaHoldsTheWrite() throws Exception {
    try (CouchbaseMockCluster cluster = start(3, 1); Probe sdk3 = new Probe(cluster, PASSWORD, 10_000)) {
      assertEquals("ok", sdk3.ask("upsert majority MAJORITY"));
      assertEquals("replicas 1 {\"value\":\"majority\"}", sdk3.ask("replicas majority"));
      // The stand-in keeps nothing on disk: the persistence levels are applied as majority.
      assertEquals("ok", sdk3.ask("upsert active MAJORITY_AND_PERSIST_TO_ACTIVE"));
      assertEquals("ok", sdk3.ask("upsert persist PERSIST_TO_MAJORITY"));
      assertEquals("replicas 1 {\"value\":\"persist\"}", sdk3.ask("replicas persist"));
    }
  }

  @Test
  void moreReplicasThanOtherNodesIsDurabilityImpossibleAndNoReplicaIsAChainOfOne() throws Exception {
    try (CouchbaseMockCluster cluster = start(1, 1); Probe sdk3 = new Probe(cluster, PASSWORD, 10_000)) {
      assertEquals("error DurabilityImpossibleException", sdk3.ask("upsert impossible MAJORITY"));
      assertEquals("ok", sdk3.ask("upsert plain NONE"));
    }
    try (CouchbaseMockCluster cluster = start(1, 0); Probe sdk3 = new Probe(cluster, PASSWORD, 10_000)) {
      assertEquals("ok", sdk3.ask("upsert alone MAJORITY"));
    }
  }

  @Test
  void aStoppedReplicaNodeMakesTheWriteAmbiguousAndItsReturnLetsAWaitingWriteSucceed() throws Exception {
    try (CouchbaseMockCluster cluster = start(3, 1)) {
      int control = cluster.openControlPort(0);
      try (Probe sdk3 = new Probe(cluster, PASSWORD, 2_000)) {
        assertEquals("ok", sdk3.ask("upsert before MAJORITY"));
        int replica = replicaNode(cluster, "during") + 1;
        assertTrue(ctl(control, "stop " + replica).startsWith("ok node " + replica), "stopped");
        String answer = sdk3.ask("upsert during MAJORITY");
        assertTrue(answer.equals("error DurabilityAmbiguousException")
            || answer.equals("error AmbiguousTimeoutException"), answer);
        assertTrue(ctl(control, "start " + replica).startsWith("ok node " + replica), "started");
        assertEquals("ok", sdk3.ask("upsert during MAJORITY"));
      }
      try (Probe sdk3 = new Probe(cluster, PASSWORD, 60_000)) {
        int replica = replicaNode(cluster, "waits") + 1;
        assertTrue(ctl(control, "stop " + replica).startsWith("ok"));
        sdk3.send("upsert waits MAJORITY");
        for (int i = 0; i < ANSWER_GUARD_S * 20 && cluster.syncWritesWaiting() == 0; i++) {
          Thread.sleep(50);
        }
        assertEquals(1, cluster.syncWritesWaiting(), "the write waits for its replica");
        assertTrue(ctl(control, "start " + replica).startsWith("ok"));
        assertEquals("ok", sdk3.answer());
        assertEquals("replicas 1 {\"value\":\"waits\"}", sdk3.ask("replicas waits"));
      }
    }
  }

  private static CouchbaseMockCluster start(int nodes, int replicas) throws IOException {
    return CouchbaseMockCluster.start(nodes, replicas, "durable", 0, 0, false, null, PASSWORD);
  }

  /* The node (from 0) holding the replica of the key's vBucket. */
  private static int replicaNode(CouchbaseMockCluster cluster, String key) {
    Bucket bucket = cluster.mock().getBuckets().get(cluster.bucket());
    MemcachedServer replica = bucket.getVBucketInfo()[bucket.getVbIndexForKey(key)].getReplicas().get(0);
    return List.of(bucket.getServers()).indexOf(replica);
  }

  /* What bin/ycsb standin ctl sends to the control port, and its answer line. */
  private static String ctl(int port, String command) throws IOException {
    try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
      socket.setSoTimeout(ANSWER_GUARD_S * 1000);
      Writer out = new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8);
      out.write(command + "\n");
      out.flush();
      return new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8)).readLine();
    }
  }

  private static String sdk3ClassPath(boolean withProbe) throws IOException {
    List<String> entries = new ArrayList<>();
    try (Stream<Path> jars = Files.list(SDK3)) {
      entries.addAll(jars.map(Path::toString).filter(p -> p.endsWith(".jar")).sorted().collect(Collectors.toList()));
    }
    assertEquals(5, entries.size(), "the build copied SDK 3's five jars to " + SDK3);
    if (withProbe) {
      entries.add(PROBE_CLASSES.toString());
    }
    return String.join(java.io.File.pathSeparator, entries);
  }

  /** The SDK 3 probe in its own JVM, bootstrapped on the cluster. */
  static final class Probe implements AutoCloseable {
    private final Process process;
    private final BufferedReader out;
    private final Writer in;
    private final ExecutorService reader = Executors.newSingleThreadExecutor();

    Probe(CouchbaseMockCluster cluster, String password, int durableTimeoutMs) throws Exception {
      Path log = Files.createTempFile(Paths.get("target"), "sdk3-probe", ".log");
      process = probe(cluster, password, Integer.toString(durableTimeoutMs)).redirectError(log.toFile()).start();
      out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
      in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
      assertEquals("ready", answer(), "SDK 3 bootstrapped (its log: " + log + ")");
    }

    private static ProcessBuilder probe(CouchbaseMockCluster cluster, String password, String... more)
        throws IOException {
      List<String> command = new ArrayList<>(List.of(Paths.get(System.getProperty("java.home"), "bin", "java")
          .toString(), "-cp", sdk3ClassPath(true), "site.ycsb.ext.standin.couchbase.sdk3.DurabilityProbe",
          "couchbase://127.0.0.1:" + cluster.carrierPort(), cluster.bucket(), password));
      command.addAll(List.of(more));
      return new ProcessBuilder(command);
    }

    /** @return the probe's answer to one upsert after logging in as the bucket's user with {@code password} */
    static String refusal(CouchbaseMockCluster cluster, String password) throws Exception {
      return refusal(cluster, cluster.bucket(), password);
    }

    /** @return the probe's answer to one upsert after logging in as {@code user} with {@code password} */
    static String refusal(CouchbaseMockCluster cluster, String user, String password) throws Exception {
      Path log = Files.createTempFile(Paths.get("target"), "sdk3-login", ".log");
      Process process = probe(cluster, password, "10000", user).redirectError(log.toFile()).start();
      try {
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertTrue(process.waitFor(ANSWER_GUARD_S, TimeUnit.SECONDS), "the probe ended");
        return out + " (its log: " + log + ")";
      } finally {
        process.destroyForcibly();
      }
    }

    void send(String command) throws IOException {
      in.write(command + "\n");
      in.flush();
    }

    String answer() throws Exception {
      Future<String> line = reader.submit(out::readLine);
      return line.get(ANSWER_GUARD_S, TimeUnit.SECONDS);
    }

    String ask(String command) throws Exception {
      send(command);
      return answer();
    }

    @Override
    public void close() throws Exception {
      try {
        send("quit");
        process.waitFor(60, TimeUnit.SECONDS);
      } finally {
        process.destroyForcibly();
        reader.shutdownNow();
      }
    }
  }
}
