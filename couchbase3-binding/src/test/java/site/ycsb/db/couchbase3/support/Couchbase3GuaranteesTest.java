/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static site.ycsb.ext.testsupport.guarantees.GuaranteeDeclaration.assertWordsRoundTrip;

import com.couchbase.client.java.env.ClusterEnvironment;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.function.BiFunction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.db.couchbase3.Couchbase3Client;
import site.ycsb.db.couchbase3.facts.EffectiveSettings;
import site.ycsb.ext.testsupport.guarantees.GuaranteeDeclaration;

/**
 * The binding's guarantees declaration (read by the report to compare runs) against the binding: its properties and
 * defaults are {@link Couchbase3Properties}', the settings it reads are those {@link EffectiveSettings} records, and
 * every word it declares is one the binding records for a value of the property.
 */
class Couchbase3GuaranteesTest {
  private static ClusterEnvironment environment;

  @BeforeAll
  static void environment() {
    environment = ClusterEnvironment.builder().build();
  }

  @AfterAll
  static void shutdown() {
    environment.shutdown();
  }

  private static Map<String, String> settingsInEffect(String property, String word) {
    Properties props = new Properties();
    props.setProperty(Couchbase3Properties.PASSWORD, "pw");
    props.setProperty(property, word);
    return EffectiveSettings.of(Couchbase3Settings.from(props), environment);
  }

  @Test
  void namesAndDefaultsAreTheBindingsProperties() throws IOException {
    Properties declared = GuaranteeDeclaration.of(Couchbase3Client.class);
    assertEquals(Couchbase3Properties.DURABILITY, declared.getProperty("writes.property"));
    assertEquals(Couchbase3Properties.DURABILITY_DEFAULT, declared.getProperty("writes.default"));
    assertEquals(Couchbase3Properties.REPLICATE_TO, declared.getProperty("writes.observed.property"));
    assertEquals(Couchbase3Properties.REPLICATE_TO_DEFAULT, declared.getProperty("writes.observed.default"));
    assertEquals(Couchbase3Properties.PERSIST_TO, declared.getProperty("writes.also.property"));
    assertEquals(Couchbase3Properties.PERSIST_TO_DEFAULT, declared.getProperty("writes.also.default"));
    assertEquals(Couchbase3Properties.UPDATE, declared.getProperty("update.property"));
    assertEquals(Couchbase3Properties.UPDATE_DEFAULT, declared.getProperty("update.default"));
    assertEquals("observed", declared.getProperty("writes.replication"), "without a level, the SDK observes");
    assertEquals("always", declared.getProperty("reads.master"), "the binding reads the active copy only");
  }

  @Test
  void majorityWordsAreEveryLevelAboveNoneInBothForms() throws IOException {
    Properties declared = GuaranteeDeclaration.of(Couchbase3Client.class);
    List<String> majority = Arrays.asList(declared.getProperty("writes.majority").split(","));
    for (String value : new String[] {"1", "2", "3"}) {
      String recorded = settingsInEffect(Couchbase3Properties.DURABILITY, value).get("durability");
      assertTrue(majority.contains(value), value);
      assertTrue(majority.contains(recorded.toLowerCase(Locale.ROOT)), recorded);
    }
    assertTrue(!majority.contains("none") && !majority.contains("0"), majority.toString());
  }

  @Test
  void settingsAndWordsAreThoseTheBindingRecords() throws IOException {
    Properties declared = GuaranteeDeclaration.of(Couchbase3Client.class);
    BiFunction<String, String, Map<String, String>> settings = Couchbase3GuaranteesTest::settingsInEffect;
    assertWordsRoundTrip(declared, "writes", settings, "none", "majority", "majority_and_persist_to_active",
        "persist_to_majority");
    assertWordsRoundTrip(declared, "writes.observed", settings, "0", "1", "2", "3");
    assertWordsRoundTrip(declared, "writes.also", settings, "0", "1", "2", "3", "4");
    assertWordsRoundTrip(declared, "update", settings, "merge", "replace", "upsert");
  }
}
