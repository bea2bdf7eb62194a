/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.couchbase.client.java.env.ClusterEnvironment;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.db.couchbase3.Couchbase3Client;
import site.ycsb.db.couchbase3.facts.EffectiveSettings;

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

  private static Properties declaration() throws IOException {
    String name = "META-INF/ycsb/" + Couchbase3Client.class.getName() + ".guarantees.properties";
    Properties declared = new Properties();
    try (InputStream in = Couchbase3GuaranteesTest.class.getClassLoader().getResourceAsStream(name)) {
      assertNotNull(in, name + " is in the binding's jar");
      declared.load(in);
    }
    return declared;
  }

  private static Map<String, String> settingsInEffect(String property, String word) {
    Properties props = new Properties();
    props.setProperty(Couchbase3Properties.PASSWORD, "pw");
    props.setProperty(property, word);
    return EffectiveSettings.of(Couchbase3Settings.from(props), environment);
  }

  /** Every word of the property: the declaration turns the setting it gives back into the word. */
  private static void wordsRoundTrip(Properties declared, String aspect, String... words) {
    String property = declared.getProperty(aspect + ".property");
    String setting = declared.getProperty(aspect + ".setting");
    TreeSet<String> declaredWords = new TreeSet<>();
    for (String key : declared.stringPropertyNames()) {
      if (key.startsWith(aspect + ".word.")) {
        declaredWords.add(key);
      }
    }
    TreeSet<String> used = new TreeSet<>();
    for (String word : words) {
      String value = settingsInEffect(property, word).get(setting);
      assertNotNull(value, setting + " is recorded");
      String key = aspect + ".word." + value;
      assertEquals(word, declared.getProperty(key, value.toLowerCase(Locale.ROOT)), key);
      if (declared.containsKey(key)) {
        used.add(key);
      }
    }
    assertEquals(declaredWords, used, "every declared word of " + aspect + " is one the binding records");
  }

  @Test
  void namesAndDefaultsAreTheBindingsProperties() throws IOException {
    Properties declared = declaration();
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
    List<String> majority = Arrays.asList(declaration().getProperty("writes.majority").split(","));
    for (String value : new String[] {"1", "2", "3"}) {
      String recorded = settingsInEffect(Couchbase3Properties.DURABILITY, value).get("durability");
      assertTrue(majority.contains(value), value);
      assertTrue(majority.contains(recorded.toLowerCase(Locale.ROOT)), recorded);
    }
    assertTrue(!majority.contains("none") && !majority.contains("0"), majority.toString());
  }

  @Test
  void settingsAndWordsAreThoseTheBindingRecords() throws IOException {
    Properties declared = declaration();
    wordsRoundTrip(declared, "writes", "none", "majority", "majority_and_persist_to_active", "persist_to_majority");
    wordsRoundTrip(declared, "writes.observed", "0", "1", "2", "3");
    wordsRoundTrip(declared, "writes.also", "0", "1", "2", "3", "4");
    wordsRoundTrip(declared, "update", "merge", "replace", "upsert");
  }
}
