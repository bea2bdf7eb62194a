/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Phase;

/** The report's guarantees come from the bindings' own declarations, defaults included. */
class BindingGuaranteesTest {
  private static final String AEROSPIKE = "site.ycsb.db.AerospikeClient";
  private static final String COUCHBASE = "site.ycsb.db.couchbase2.Couchbase2Client";
  private static final String COUCHBASE3 = "site.ycsb.db.couchbase3.Couchbase3Client";

  private static Manifest manifest(String binding, String dbClass, Map<String, String> properties,
      Map<String, String> settings) {
    Manifest.Builder m = new Manifest.Builder();
    m.phase = Phase.RUN;
    m.binding = binding;
    m.dbClass = dbClass;
    m.server.put("replicationFactor", "2");
    m.settings.putAll(settings);
    Properties props = new Properties();
    props.putAll(properties);
    return m.properties(props).build();
  }

  private static Properties declaration(String dbClass) throws IOException {
    Properties declared = new Properties();
    try (InputStream in = BindingGuaranteesTest.class.getClassLoader()
        .getResourceAsStream(BindingGuarantees.DIR + dbClass + BindingGuarantees.SUFFIX)) {
      declared.load(in);
    }
    return declared;
  }

  private static Comparability compare(Properties declared, Manifest... runs) {
    Map<String, RunFacts> facts = new LinkedHashMap<>();
    for (int i = 0; i < runs.length; i++) {
      facts.put("run" + i, RunFacts.of(List.of(runs[i]), "", c -> Optional.of(BindingGuarantees.of(declared))));
    }
    return Comparability.ofFacts(facts);
  }

  /**
   * couchbase2's replicateTo=1 and couchbase3's durability=majority on a bucket with 1 replica: both have 2 copies
   * acknowledge a write (a majority of 2), so they are judged alike; how the replica acknowledges (the client's
   * observe polling, the server's synchronous replication) is named as a difference.
   */
  @Test
  void couchbase3MajorityAndCouchbase2ReplicateToOneAreJudgedOnTheCopiesEachGuarantees() {
    Manifest cb2 = manifest("couchbase2", COUCHBASE, Map.of("couchbase.replicateTo", "1"),
        Map.of("replicateTo", "ONE", "persistTo", "NONE", "updateMode", "merge"));
    Manifest.Builder b = new Manifest.Builder();
    b.phase = Phase.RUN;
    b.binding = "couchbase3";
    b.dbClass = COUCHBASE3;
    b.server.put("replicas", "1");
    b.settings.putAll(Map.of("durability", "MAJORITY", "persistTo", "NONE", "replicateTo", "NONE",
        "updateMode", "merge"));
    Properties props = new Properties();
    props.setProperty("couchbase.durability", "majority");
    Manifest cb3 = b.properties(props).build();
    RunFacts cb3Facts = RunFacts.of(List.of(cb3), "");
    assertEquals("2 copies (couchbase.durability=majority, 1 replica)", cb3Facts.facts().get(RunFacts.WRITE_ACK));
    Map<String, RunFacts> runs = new LinkedHashMap<>();
    runs.put("cb2", RunFacts.of(List.of(cb2), ""));
    runs.put("cb3", cb3Facts);
    Comparability c = Comparability.ofFacts(runs);
    assertTrue(c.likeForLike(), c.differences().toString());
    assertEquals("write replication: cb2: observed by the client (the SDK polls the replicas after the active copy"
        + " answered); cb3: synchronous (the server replicates before it answers)",
        c.differences().stream().filter(d -> d.aspect().equals(RunFacts.REPLICATION)).findFirst().orElseThrow()
            .line());
    // Legacy durability in couchbase3 is the same observe-based guarantee as couchbase2's.
    b.settings.putAll(Map.of("durability", "NONE", "replicateTo", "ONE"));
    RunFacts legacy = RunFacts.of(List.of(b.properties(new Properties()).build()), "");
    assertEquals("2 copies (couchbase.replicateTo=1)", legacy.facts().get(RunFacts.WRITE_ACK));
    runs.put("cb3", legacy);
    assertTrue(Comparability.ofFacts(runs).differences().stream()
        .noneMatch(d -> d.aspect().equals(RunFacts.REPLICATION) || d.aspect().equals(RunFacts.WRITE_ACK)),
        Comparability.ofFacts(runs).differences().toString());
    // A majority on 2 replicas is 2 of 3 copies, not 3.
    b.settings.putAll(Map.of("durability", "MAJORITY", "replicateTo", "NONE"));
    b.server.put("replicas", "2");
    assertEquals("2 copies (couchbase.durability=majority, 2 replicas)", RunFacts.of(List.of(
        b.properties(new Properties()).build()), "").facts().get(RunFacts.WRITE_ACK));
  }

  @Test
  void aChangedDeclaredDefaultChangesTheVerdict() throws IOException {
    Manifest given = manifest("aerospike", AEROSPIKE, Map.of("as.commitLevel", "all"), Map.of());
    Manifest defaulted = manifest("aerospike", AEROSPIKE, Map.of(), Map.of());
    Properties declared = declaration(AEROSPIKE);
    assertTrue(compare(declared, given, defaulted).likeForLike(), "the declared default is all");
    declared.setProperty("writes.default", "master");
    Comparability c = compare(declared, given, defaulted);
    assertFalse(c.likeForLike());
    assertEquals("writes acknowledged by: run0: 2 copies (as.commitLevel=all, replication factor 2); run1: 1 copy"
        + " (as.commitLevel=master)", c.differences().get(0).line());
  }

  @Test
  void theSettingInEffectWinsOverPropertyAndDefaultInTheBindingsWords() {
    Manifest m = manifest("aerospike", AEROSPIKE, Map.of("as.commitLevel", "all"),
        Map.of("commitLevel", "COMMIT_MASTER", "replica", "RANDOM", "updateMode", "replace"));
    RunFacts facts = RunFacts.of(List.of(m), "");
    assertEquals("1 copy (as.commitLevel=master)", facts.facts().get(RunFacts.WRITE_ACK));
    assertEquals("any replica (as.replica=random)", facts.facts().get(RunFacts.READS));
    assertEquals("replace", facts.facts().get(RunFacts.UPDATE));
    Manifest cb = manifest("couchbase2", COUCHBASE, Map.of(), Map.of("replicateTo", "TWO", "persistTo", "ONE"));
    Map<String, String> cbFacts = RunFacts.of(List.of(cb), "").facts();
    assertEquals("3 copies (couchbase.replicateTo=2, persistTo=1)", cbFacts.get(RunFacts.WRITE_ACK));
    assertEquals("the master (active copy)", cbFacts.get(RunFacts.READS));
    assertEquals("merge", cbFacts.get(RunFacts.UPDATE));
  }

  @Test
  void aDbClassWithoutADeclarationIsNotKnown() {
    assertTrue(BindingGuarantees.find("site.ycsb.BasicDB").isEmpty());
    assertEquals(RunFacts.UNKNOWN, RunFacts.of(List.of(manifest("basic", "site.ycsb.BasicDB", Map.of(),
        Map.of())), "").facts().get(RunFacts.WRITE_ACK));
  }
}
