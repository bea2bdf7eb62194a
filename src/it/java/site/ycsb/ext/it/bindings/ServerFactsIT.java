/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.standin.Edition;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * The packaged {@code bin/ycsb load} of each binding against its stand-in writes, in the run's manifest, what the
 * binding learnt of the servers ({@code server}) and the settings in effect ({@code settings}), read back through
 * {@link Manifest#read}.
 */
class ServerFactsIT {
  private static final String RECORDS = "200";

  @TempDir
  Path work;

  private Manifest load(String binding, List<String> server, String... more) {
    Path out = work.resolve(binding + "-load");
    List<String> args = new ArrayList<>(Arrays.asList("load", binding, "-P",
        Distribution.home().resolve("workloads/workloada").toString(), "-threads", "2",
        "-p", "recordcount=" + RECORDS, "-p", "periodichistogram.output.path=" + out + "/"));
    args.addAll(server);
    args.addAll(Arrays.asList(more));
    Distribution.Result result = Distribution.ycsb(work, Duration.ofSeconds(120), Map.of(),
        args.toArray(new String[0]));
    assertEquals(0, result.exitCode, result.toString());
    return Manifest.read(out.resolve(Manifest.FILE_NAME));
  }

  @Test
  void aerospikeRunRecordsTheStandinsFactsAndThePoliciesInEffect() {
    try (AerospikeStandin standin = AerospikeStandin.builder().nodes(2).namespace("ycsb")
        .edition(Edition.ENTERPRISE).replicationFactor(2).nsupPeriod(Duration.ofSeconds(60)).start()) {
      Manifest manifest = load("aerospike", List.of("-p", "as.host=" + standin.seed()),
          "-p", "as.commitLevel=master", "-p", "as.update=replace", "-p", "writeallfields=true");
      Map<String, String> server = manifest.server();
      assertEquals("Aerospike Enterprise Edition (ycsb-ext stand-in)", server.get("edition"), manifest.toJson());
      assertEquals("true", server.get("standin"), manifest.toJson());
      assertTrue(server.get("version").matches("\\d+(\\.\\d+)+"), manifest.toJson());
      assertEquals("2", server.get("nodes"), manifest.toJson());
      assertEquals("2", server.get("replicationFactor"), manifest.toJson());
      assertEquals("60", server.get("nsupPeriod"), manifest.toJson());
      assertEquals("memory", server.get("storageEngine"), manifest.toJson());
      Map<String, String> settings = manifest.settings();
      assertEquals("COMMIT_MASTER", settings.get("commitLevel"), manifest.toJson());
      assertEquals("replace", settings.get("updateMode"), manifest.toJson());
      assertEquals("CREATE_ONLY", settings.get("insert.recordExistsAction"), manifest.toJson());
      assertEquals("false", settings.get("tls"), manifest.toJson());
      // The facts have their own sections: none is left among the recorded properties.
      assertFalse(manifest.properties().keySet().stream()
          .anyMatch(k -> k.startsWith("db.server.") || k.startsWith("db.setting.")),
          manifest.toJson());
    }
  }

  @Test
  void couchbase2RunRecordsTheBucketsFactsAndTheSettingsInEffect() throws IOException {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(3, 1, "ycsb")) {
      List<String> server = new ArrayList<>();
      mock.bindingSettings().forEach((name, value) -> server.addAll(Arrays.asList("-p", name + "=" + value)));
      Manifest manifest = load("couchbase2", server, "-p", "couchbase.replicateTo=1", "-p", "couchbase.upsert=true",
          "-p", "couchbase.kvTimeout=3000");
      Map<String, String> settings = manifest.settings();
      assertEquals("ONE", settings.get("replicateTo"), manifest.toJson());
      assertEquals("upsert", settings.get("insertMode"), manifest.toJson());
      assertEquals("merge", settings.get("updateMode"), manifest.toJson());
      assertEquals("3000", settings.get("kvTimeoutMs"), manifest.toJson());
      assertEquals("sync", settings.get("mutations"), manifest.toJson());
      assertEquals("false", settings.get("tls"), manifest.toJson());
      Map<String, String> facts = manifest.server();
      assertEquals("3", facts.get("nodes"), manifest.toJson());
      assertEquals("1", facts.get("replicas"), manifest.toJson());
      assertEquals("couchbase", facts.get("bucketType"), manifest.toJson());
      assertFalse(facts.get("version").isEmpty() || facts.get("version").equals("unknown"), manifest.toJson());
      // The Couchbase stand-in marks its nodes' version, so the run is marked as a stand-in run.
      assertTrue(facts.get("version").endsWith("-standin"), manifest.toJson());
      assertEquals("true", facts.get("standin"), manifest.toJson());
    }
  }
}
