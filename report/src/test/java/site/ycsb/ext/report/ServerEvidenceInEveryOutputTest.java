/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.report.model.ReportSummary;

/**
 * The "how this was measured" box of every text format names the servers and the guarantee settings in effect as the
 * manifest captured them, says "not recorded" only for what the manifest lacks (naming it), and keeps a free-text
 * {@code ycsb.ext.servers} next to the captured facts, saying where they disagree.
 */
class ServerEvidenceInEveryOutputTest {
  @TempDir
  Path tmp;

  private static final Map<String, String> AEROSPIKE_SERVER = Map.of("edition", "Aerospike Community Edition",
      "version", "8.1.2.0", "nodes", "3", "replicationFactor", "2", "strongConsistency", "false", "standin",
      "false");
  private static final Map<String, String> AEROSPIKE_SETTINGS = Map.of("commitLevel", "COMMIT_ALL", "replica",
      "SEQUENCE", "readModeAP", "ONE", "updateMode", "replace", "namespace", "test");

  @Test
  void aRealAerospikeServersFactsAndSettingsInEffectReachEveryFormat() throws IOException {
    ReportSummary summary = EvidenceFixture.summarize(EvidenceFixture.host(tmp.resolve("real"), "aerospike",
        AEROSPIKE_SERVER, AEROSPIKE_SETTINGS, Map.of()));
    Map<String, String> outputs = EvidenceFixture.writeAll(summary, tmp.resolve("out"));
    outputs.forEach((file, raw) -> {
      String text = EvidenceFixture.plain(raw);
      for (String fact : new String[] {"Aerospike Community Edition", "version 8.1.2.0", "3 nodes",
          "replication factor 2", "not a stand-in", "commitLevel=COMMIT_ALL", "replica=SEQUENCE",
          "updateMode=replace", "writes acknowledged by 2 copies"}) {
        assertTrue(text.contains(fact), file + " lacks '" + fact + "'");
      }
      assertFalse(text.contains("not recorded"), file + " says not recorded of a run that recorded every fact");
      assertFalse(text.contains("namespace=test"), file + ": only the settings that form the guarantee");
    });
  }

  @Test
  void couchbaseReplicasAndBucketTypeReachEveryFormat() throws IOException {
    ReportSummary summary = EvidenceFixture.summarize(EvidenceFixture.host(tmp.resolve("cb"), "couchbase2",
        Map.of("version", "7.6.0-enterprise", "nodes", "3", "replicas", "1", "replicasPlaced", "1", "bucketType",
            "couchbase", "standin", "false"),
        Map.of("replicateTo", "ONE", "persistTo", "NONE", "updateMode", "merge"), Map.of()));
    EvidenceFixture.writeAll(summary, tmp.resolve("out")).forEach((file, raw) -> {
      String text = EvidenceFixture.plain(raw);
      for (String fact : new String[] {"version 7.6.0-enterprise", "3 nodes", "1 replica", "bucket type couchbase",
          "replicateTo=ONE", "persistTo=NONE", "updateMode=merge"}) {
        assertTrue(text.contains(fact), file + " lacks '" + fact + "'");
      }
    });
  }

  @Test
  void notRecordedNamesWhatTheManifestLacks() throws IOException {
    ReportSummary summary = EvidenceFixture.summarize(EvidenceFixture.host(tmp.resolve("part"), "aerospike",
        Map.of("version", "unknown", "nodes", "2", "replicationFactor", "2"), Map.of(), Map.of()));
    String text = EvidenceFixture.writeAll(summary, tmp.resolve("out")).get("report.txt");
    assertTrue(text.contains("not recorded: edition, version, stand-in or not"), text);
    assertTrue(text.contains("settings in effect: not recorded: the manifest has no guarantee settings"), text);
  }

  @Test
  void freeTextAddsToTheCapturedFactsAndItsDisagreementIsSaid() throws IOException {
    ReportSummary summary = EvidenceFixture.summarize(EvidenceFixture.host(tmp.resolve("given"), "aerospike",
        AEROSPIKE_SERVER, AEROSPIKE_SETTINGS, Map.of(RunKeys.SERVERS, "aerospike-standin (stand-in, 4 nodes) 7.0")));
    EvidenceFixture.writeAll(summary, tmp.resolve("out")).forEach((file, raw) -> {
      String text = EvidenceFixture.plain(raw);
      assertTrue(text.contains("version 8.1.2.0"), file);
      assertTrue(text.contains("aerospike-standin (stand-in, 4 nodes) 7.0"), file);
      assertTrue(text.contains("DISAGREE"), file);
      assertTrue(text.contains("the text says 4 nodes, the manifest records 3"), file);
      assertTrue(text.contains("the text says version 7.0, the manifest records 8.1.2.0"), file);
    });
  }
}
