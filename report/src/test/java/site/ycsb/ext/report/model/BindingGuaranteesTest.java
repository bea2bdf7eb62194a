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
    assertEquals("not known for binding basic", RunFacts.of(List.of(manifest("basic", "site.ycsb.BasicDB", Map.of(),
        Map.of())), "").facts().get(RunFacts.WRITE_ACK));
  }
}
