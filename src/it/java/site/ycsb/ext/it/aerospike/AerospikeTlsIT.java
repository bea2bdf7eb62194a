/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.aerospike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.testsupport.tls.TestCertificates;
import site.ycsb.ext.testsupport.tls.TlsForwarder;

/**
 * The packaged {@code bin/ycsb load aerospike} with {@code as.tls.name} over real TLS on loopback: a JDK TLS
 * forwarder in front of a one-node {@code aerospike-standin} (which speaks plain TCP), the trust store given to the
 * benchmark JVM through {@code JAVA_OPTS}. The load lands through TLS; an untrusted certificate and a certificate for
 * another TLS name fail the run with one line.
 */
class AerospikeTlsIT {
  private static final String TLS_NAME = "standin.test";

  @TempDir
  static Path work;

  private static AerospikeStandin standin;
  private static TestCertificates certificates;
  private static Path ca;
  private static Path trust;

  @BeforeAll
  static void start() throws IOException {
    standin = AerospikeStandin.builder().nodes(1).namespace("ycsb").recordRequests(0).start();
    certificates = new TestCertificates(work);
    ca = certificates.certificateAuthority("ca");
    trust = certificates.trustStore("trust", ca);
  }

  @AfterAll
  static void stop() {
    standin.close();
  }

  private static TlsForwarder forwarder(Path keyStore) throws Exception {
    return new TlsForwarder(TlsForwarder.context(keyStore, null), InetAddress.getLoopbackAddress(), standin.port(),
        false, TlsForwarder.UNCHANGED);
  }

  private static Distribution.Result load(TlsForwarder forwarder, Path trustStore, String table) {
    return Distribution.ycsb(work, Duration.ofSeconds(120), Map.of("JAVA_OPTS", "-Djavax.net.ssl.trustStore="
        + trustStore + " -Djavax.net.ssl.trustStorePassword=" + TestCertificates.PASSWORD), "load", "aerospike",
        "-P", Distribution.home().resolve("workloads/workloada").toString(), "-threads", "4",
        "-p", "recordcount=200", "-p", "table=" + table, "-p", "as.host=127.0.0.1:" + forwarder.port(),
        "-p", "as.tls.name=" + TLS_NAME, "-p", "as.connectTimeout=3000");
  }

  @Test
  void loadRunsOverTlsWithTheTrustStoreOfTheBenchmarkJvm() throws Exception {
    Path keys = certificates.signedKeyStore("server", ca, "dns:" + TLS_NAME, null, 30);
    try (TlsForwarder forwarder = forwarder(keys)) {
      long before = standin.recordCount("ycsb");
      Distribution.Result result = load(forwarder, trust, "tls");
      assertEquals(0, result.exitCode, result.toString());
      assertTrue(result.stdout.contains("[INSERT], Return=OK, 200"), result.toString());
      assertEquals(before + 200, standin.recordCount("ycsb"));
      assertTrue(forwarder.connections() > 0, "the client connected through TLS");
    }
  }

  @Test
  void untrustedOrMisnamedCertificateFailsTheRunWithOneLine() throws Exception {
    Path otherCa = certificates.certificateAuthority("otherca");
    Path otherTrust = certificates.trustStore("othertrust", otherCa);
    Path keys = certificates.signedKeyStore("server2", ca, "dns:" + TLS_NAME, null, 30);
    Path misnamed = certificates.signedKeyStore("misnamed", ca, "dns:other.test", null, 30);
    try (TlsForwarder forwarder = forwarder(keys);
        TlsForwarder wrongName = forwarder(misnamed)) {
      for (Distribution.Result result : List.of(load(forwarder, otherTrust, "untrusted"),
          load(wrongName, trust, "misnamed"))) {
        assertEquals(1, result.exitCode, result.toString());
        List<String> lines = new ArrayList<>();
        for (String line : result.stderr.split("\n")) {
          if (!line.isEmpty()) {
            lines.add(line);
          }
        }
        assertEquals(1, lines.size(), result.toString());
        assertTrue(lines.get(0).startsWith("ycsb: DB init failed in client threads 0-3: Cannot connect to"
            + " Aerospike at [127.0.0.1:"), result.toString());
      }
    }
  }
}
