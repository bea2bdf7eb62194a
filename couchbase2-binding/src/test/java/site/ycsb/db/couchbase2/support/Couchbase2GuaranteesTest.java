/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.couchbase.client.java.env.CouchbaseEnvironment;
import com.couchbase.client.java.env.DefaultCouchbaseEnvironment;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.db.couchbase2.Couchbase2Client;
import site.ycsb.db.couchbase2.facts.EffectiveSettings;

/**
 * The binding's guarantee declaration ({@code META-INF/ycsb/<db class>.guarantees.properties}, read by a harness's
 * report) says what the binding does: its property names and defaults are {@link Couchbase2Properties}', its setting
 * names are those {@link EffectiveSettings} records, and its words translate the recorded values as the parser does.
 */
class Couchbase2GuaranteesTest {
  private static CouchbaseEnvironment environment;

  @BeforeAll
  static void environment() {
    environment = DefaultCouchbaseEnvironment.create();
  }

  @AfterAll
  static void shutdown() {
    environment.shutdown();
  }

  private static Properties declaration() throws IOException {
    String name = "META-INF/ycsb/" + Couchbase2Client.class.getName() + ".guarantees.properties";
    Properties declared = new Properties();
    try (InputStream in = Couchbase2GuaranteesTest.class.getClassLoader().getResourceAsStream(name)) {
      assertNotNull(in, name + " is in the binding's jar");
      declared.load(in);
    }
    return declared;
  }

  private static Map<String, String> settingsInEffect(String property, String word) {
    Properties props = new Properties();
    props.setProperty(property, word);
    return EffectiveSettings.of(Couchbase2Settings.from(props), environment);
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
    assertEquals(Couchbase2Properties.REPLICATE_TO, declared.getProperty("writes.property"));
    assertEquals(Couchbase2Properties.REPLICATE_TO_DEFAULT, declared.getProperty("writes.default"));
    assertEquals(Couchbase2Properties.PERSIST_TO, declared.getProperty("writes.also.property"));
    assertEquals(Couchbase2Properties.PERSIST_TO_DEFAULT, declared.getProperty("writes.also.default"));
    assertEquals(Couchbase2Properties.UPDATE, declared.getProperty("update.property"));
    assertEquals(Couchbase2Properties.UPDATE_DEFAULT, declared.getProperty("update.default"));
    assertEquals("true", declared.getProperty("writes.replicas"), "replicateTo counts replicas besides the active");
    assertEquals("always", declared.getProperty("reads.master"), "the binding reads the active copy only");
  }

  @Test
  void settingsAndWordsAreThoseTheBindingRecords() throws IOException {
    Properties declared = declaration();
    wordsRoundTrip(declared, "writes", "0", "1", "2", "3");
    wordsRoundTrip(declared, "writes.also", "0", "1", "2", "3", "4");
    String[] updates = new String[Couchbase2Settings.UpdateMode.values().length];
    for (int i = 0; i < updates.length; i++) {
      updates[i] = Couchbase2Settings.UpdateMode.values()[i].word();
    }
    wordsRoundTrip(declared, "update", updates);
  }
}
