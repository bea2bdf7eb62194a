/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.standin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;

/**
 * The packaged {@code bin/ycsb standin couchbase} with fixed key-value ports: node i listens on its own loopback
 * address and port base+i only, every node reports a version ending in {@code -standin}, and a load whose documents
 * are larger than a real server's 20 MiB limit is refused by the stand-in as the server refuses it (E2BIG, which
 * the packaged {@code couchbase2} binding reports as {@code RequestTooBigException}): the load fails at its first
 * insert.
 */
class CouchbaseStandinRulesIT {
  private static final Pattern NODE_VERSION = Pattern.compile("\"version\":\"([^\"]*)\"");

  @TempDir
  Path work;

  @Test
  void fixedPortsOnLoopbackVersionsMarkedAndOversizedDocumentsRefused() throws Exception {
    int base = freePortBase(2);
    List<String> command = new ArrayList<>(Arrays.asList(Distribution.home().resolve("bin/ycsb").toString(),
        "standin", "couchbase", "--password", "", "--nodes", "2", "--replicas", "1", "--port", "0", "--kv-port-base",
        Integer.toString(base)));
    Path out = work.resolve("standin.out");
    Process standin = new ProcessBuilder(command).directory(work.toFile())
        .redirectOutput(out.toFile()).redirectError(work.resolve("standin.err").toFile()).start();
    try {
      String options = awaitOptionsLine(standin, out);
      String printed = Files.readString(out);
      assertTrue(printed.contains(", key-value ports " + base + "," + (base + 1) + ", "), printed);
      assertTrue(printed.contains("Listening on loopback only"), printed);
      int httpPort = Integer.parseInt(option(options, "couchbase.bootstrapHttpPort"));
      for (int node = 1; node <= 2; node++) {
        connect("127.0.0." + node, base + node - 1);
        int port = base + node - 1;
        assertThrows(ConnectException.class, () -> connect("127.0.0.9", port), "node " + node + " beyond loopback");
        String config = httpGet("127.0.0." + node, httpPort, "/pools/default/buckets/default");
        Matcher m = NODE_VERSION.matcher(config);
        int versions = 0;
        while (m.find()) {
          assertTrue(m.group(1).endsWith("-standin"), config);
          versions++;
        }
        assertEquals(2, versions, config);
      }

      List<String> load = new ArrayList<>(Arrays.asList("load", "couchbase2", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-p", "recordcount=2", "-threads", "1",
          "-p", "fieldcount=1", "-p", "fieldlength=" + (20 * 1024 * 1024 + 1)));
      load.addAll(Arrays.asList(options.split(" ")));
      Distribution.Result result = Distribution.ycsb(work, load.toArray(new String[0]));
      // documents over the item size limit are refused before the first insert (exit 2, one line naming the
      // property and the limit); the stand-in's own refusal of such a write is KvServerRulesTest's
      assertEquals(2, result.exitCode, result.toString());
      assertEquals(-1.0, result.summary("INSERT", "Return=OK"), result.toString());
      assertEquals(List.of("ycsb: Invalid value '20971521' for property 'fieldlength': expected documents of at most"
          + " 20971520 bytes, the bucket's item size limit (20 MiB): fieldcount=1 fields of 20971521 bytes make JSON"
          + " documents of at least 20971535 bytes, which the server refuses on every insert; lower fieldcount or"
          + " fieldlength"), result.errorLines(), result.toString());
    } finally {
      standin.descendants().forEach(ProcessHandle::destroy);
      standin.destroy();
      if (!standin.waitFor(20, TimeUnit.SECONDS)) {
        standin.descendants().forEach(ProcessHandle::destroyForcibly);
        standin.destroyForcibly();
      }
    }
  }

  /** The two TLS commands of the documentation: the packaged stand-in with {@code --tls}, a load with its options. */
  @Test
  void tlsStandinServesALoadWithReplicationOverTls() throws Exception {
    Path tlsDir = work.resolve("standin-tls");
    Path out = work.resolve("standin-tls.out");
    Process standin = new ProcessBuilder(Distribution.home().resolve("bin/ycsb").toString(), "standin", "couchbase",
        "--port", "0", "--tls", tlsDir.toString()).directory(work.toFile())
        .redirectOutput(out.toFile()).redirectError(work.resolve("standin.err").toFile()).start();
    try {
      String options = awaitOptionsLine(standin, out);
      assertTrue(options.contains(" -p couchbase.sslEnabled=true -p couchbase.sslTruststoreFile="
          + tlsDir.resolve("standin-truststore.p12") + " -p couchbase.sslTruststorePassword=standin"), options);
      assertTrue(options.contains(" -p couchbase.bootstrapCarrierSslPort=")
          && options.contains(" -p couchbase.bootstrapHttpSslPort="), options);
      assertTrue(Files.readString(out).contains("TLS: key-value ports "), Files.readString(out));
      List<String> load = new ArrayList<>(Arrays.asList("load", "couchbase2", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-p", "recordcount=100", "-threads", "2",
          "-p", "couchbase.replicateTo=1"));
      load.addAll(Arrays.asList(options.split(" ")));
      Distribution.Result result = Distribution.ycsb(work, load.toArray(new String[0]));
      assertEquals(0, result.exitCode, result.toString());
      assertEquals(100.0, result.summary("INSERT", "Return=OK"), result.toString());
    } finally {
      standin.descendants().forEach(ProcessHandle::destroy);
      standin.destroy();
      if (!standin.waitFor(20, TimeUnit.SECONDS)) {
        standin.descendants().forEach(ProcessHandle::destroyForcibly);
        standin.destroyForcibly();
      }
    }
  }

  private static String option(String options, String name) {
    for (String word : options.split(" ")) {
      if (word.startsWith(name + "=")) {
        return word.substring(name.length() + 1);
      }
    }
    throw new AssertionError("no " + name + " in " + options);
  }

  /** A port p on 127.0.0.1 free a moment ago, with p+1 .. p+nodes-1 inside the port range. */
  private static int freePortBase(int nodes) throws IOException {
    try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      int port = probe.getLocalPort();
      return port + nodes > 65535 ? port - nodes : port;
    }
  }

  private static void connect(String address, int port) throws IOException {
    try (Socket socket = new Socket(InetAddress.getByName(address), port)) {
      assertTrue(socket.isConnected());
    }
  }

  private static String httpGet(String address, int port, String path) throws Exception {
    HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();
    HttpResponse<String> response = client.send(HttpRequest.newBuilder(
        URI.create("http://" + address + ":" + port + path)).timeout(Duration.ofSeconds(60)).build(),
        HttpResponse.BodyHandlers.ofString());
    assertEquals(200, response.statusCode(), response.body());
    return response.body();
  }

  /** Waits (at most 60 s) for the line of {@code -p} options and returns it. */
  private static String awaitOptionsLine(Process standin, Path out) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline && standin.isAlive()) {
      for (String line : Files.readAllLines(out, StandardCharsets.UTF_8)) {
        if (line.startsWith("-p ")) {
          return line;
        }
      }
      Thread.sleep(100);
    }
    throw new AssertionError("no -p line from the stand-in: " + Files.readString(out)
        + Files.readString(out.resolveSibling("standin.err")));
  }
}
