/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.couchbase2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;
import site.ycsb.ext.it.Distribution;

/**
 * The packaged {@code bin/ycsb} with the couchbase2 binding against a 3-node CouchbaseMock (one replica) in this
 * JVM: the published Couchbase settings ({@code epoll=true boost=16 replicateTo=1}) load and run workload A with
 * {@code dataintegrity=true}, and every read verifies.
 */
class Couchbase2DistributionIT {
  private static final String RECORDS = "500";
  private static final String OPERATIONS = "2000";

  private static CouchbaseMockCluster mock;

  @TempDir
  Path work;

  @BeforeAll
  static void startMock() throws IOException {
    mock = CouchbaseMockCluster.start(3, 1, "ycsb");
  }

  @AfterAll
  static void stopMock() {
    mock.close();
  }

  private List<String> command(String phase, String... extra) {
    List<String> args = new ArrayList<>(Arrays.asList(phase, "couchbase2", "-P",
        Distribution.home().resolve("workloads/workloada").toString(), "-threads", "4",
        "-p", "recordcount=" + RECORDS, "-p", "operationcount=" + OPERATIONS, "-p", "dataintegrity=true",
        "-p", "couchbase.host=127.0.0.1", "-p", "couchbase.bucket=ycsb",
        "-p", "couchbase.bootstrapHttpPort=" + mock.httpPort(),
        "-p", "couchbase.bootstrapCarrierPort=" + mock.carrierPort(),
        "-p", "couchbase.epoll=true", "-p", "couchbase.boost=16", "-p", "couchbase.replicateTo=1"));
    args.addAll(Arrays.asList(extra));
    return args;
  }

  @Test
  void publishedSettingsLoadAndRunWorkloadAWithEveryReadVerified() throws IOException {
    Distribution.Result load = Distribution.ycsb(work, command("load").toArray(new String[0]));
    assertEquals(0, load.exitCode, load.toString());
    assertEquals(Long.parseLong(RECORDS), count(load.stdout, "[INSERT], Return=OK"), load.toString());

    Path out = work.resolve("results");
    Files.createDirectories(out);
    Distribution.Result run = Distribution.ycsb(work, command("run", "-p",
        "periodichistogram.output.path=" + out + "/").toArray(new String[0]));
    assertEquals(0, run.exitCode, run.toString());
    long reads = count(run.stdout, "[READ], Return=OK");
    long updates = count(run.stdout, "[UPDATE], Return=OK");
    assertEquals(Long.parseLong(OPERATIONS), reads + updates, run.toString());
    assertEquals(reads, count(run.stdout, "[VERIFY], Return=OK"), run.toString());
    assertFalse(run.stdout.contains("UNEXPECTED_STATE"), run.toString());
    assertFalse(run.stdout.contains("Return=ERROR"), run.toString());
  }

  @Test
  void shrinkingUpdatesAreRecordedInTheManifestWarnings() throws IOException {
    // Its own table: the other tests' records are in the same mock bucket.
    Distribution.Result load = Distribution.ycsb(work, command("load", "-p", "table=shrinking", "-p", "recordcount=50",
        "-p", "couchbase.replicateTo=0").toArray(new String[0]));
    assertEquals(0, load.exitCode, load.toString());
    Path out = work.resolve("replace");
    Files.createDirectories(out);
    Distribution.Result run = Distribution.ycsb(work, command("run", "-p", "table=shrinking", "-p", "recordcount=50",
        "-p", "operationcount=100", "-p", "couchbase.replicateTo=0", "-p", "couchbase.update=replace", "-p",
        "periodichistogram.output.path=" + out + "/").toArray(new String[0]));
    assertEquals(0, run.exitCode, run.toString());
    String manifest = new String(Files.readAllBytes(out.resolve("manifest.json")), StandardCharsets.UTF_8);
    assertTrue(manifest.contains("couchbase.update=replace with writeallfields=false writes whole documents"),
        manifest);
  }

  @Test
  void temporaryFailuresAreRetriedAndTheirCountReachesTheManifest() throws IOException {
    Path out = work.resolve("retries");
    Files.createDirectories(out);
    // Each mock node answers its next 3 SETs (upserts) with a temporary failure.
    mock.command("OPFAIL", "{\"code\":134,\"count\":3,\"operation\":1}");
    Distribution.Result load;
    try {
      load = Distribution.ycsb(work, command("load", "-p", "table=retried", "-p", "recordcount=50", "-p",
          "couchbase.upsert=true", "-p", "couchbase.replicateTo=0", "-p",
          "periodichistogram.output.path=" + out + "/").toArray(new String[0]));
    } finally {
      mock.command("OPFAIL", "{\"code\":0,\"count\":0}");
    }
    assertEquals(0, load.exitCode, load.toString());
    assertEquals(50, count(load.stdout, "[INSERT], Return=OK"), load.toString());
    String manifest = new String(Files.readAllBytes(out.resolve("manifest.json")), StandardCharsets.UTF_8);
    assertTrue(manifest.contains("9 temporary-failure retries"), manifest);
  }

  @Test
  void badBindingPropertyIsRefusedBeforeTheRunWithItsOneLine() {
    Distribution.Result result = Distribution.ycsb(work, command("run", "-p", "couchbase.upsert=yes")
        .toArray(new String[0]));
    assertEquals(2, result.exitCode, result.toString());
    assertEquals("ycsb: Invalid value 'yes' for property 'couchbase.upsert': expected true or false",
        result.stderr.trim(), result.toString());
  }

  /** @return the value of the summary line {@code <prefix>, <count>} */
  private static long count(String stdout, String prefix) {
    for (String line : stdout.split("\n")) {
      if (line.startsWith(prefix + ", ")) {
        return Long.parseLong(line.substring(prefix.length() + 2).trim());
      }
    }
    return 0;
  }
}
