/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import site.ycsb.db.AerospikeClient;
import site.ycsb.db.aerospike.facts.EffectivePolicies;

/**
 * The binding's guarantee declaration ({@code META-INF/ycsb/<db class>.guarantees.properties}, read by a harness's
 * report) says what the binding does: its property names and defaults are {@link AerospikeProperties}', its setting
 * names are those {@link EffectivePolicies} records, and its words translate the recorded values as the parser does.
 */
class AerospikeGuaranteesTest {

  static Properties declaration() throws IOException {
    String name = "META-INF/ycsb/" + AerospikeClient.class.getName() + ".guarantees.properties";
    Properties declared = new Properties();
    try (InputStream in = AerospikeGuaranteesTest.class.getClassLoader().getResourceAsStream(name)) {
      assertNotNull(in, name + " is in the binding's jar");
      declared.load(in);
    }
    return declared;
  }

  private static Map<String, String> settingsInEffect(String property, String word) {
    Properties props = new Properties();
    props.setProperty(property, word);
    return EffectivePolicies.of(new AerospikePolicies(AerospikeSettings.from(props)), "ycsb");
  }

  /** Every word of the property: the declaration turns the setting it gives back into the word. */
  private static void wordsRoundTrip(Properties declared, String aspect, PolicyWords.Worded[] words) {
    String property = declared.getProperty(aspect + ".property");
    String setting = declared.getProperty(aspect + ".setting");
    TreeSet<String> declaredWords = new TreeSet<String>();
    for (String key : declared.stringPropertyNames()) {
      if (key.startsWith(aspect + ".word.")) {
        declaredWords.add(key);
      }
    }
    TreeSet<String> used = new TreeSet<String>();
    for (PolicyWords.Worded word : words) {
      String value = settingsInEffect(property, word.word()).get(setting);
      assertNotNull(value, setting + " is recorded");
      String key = aspect + ".word." + value;
      assertEquals(word.word(), declared.getProperty(key, value.toLowerCase(Locale.ROOT)), key);
      if (declared.containsKey(key)) {
        used.add(key);
      }
    }
    assertEquals(declaredWords, used, "every declared word of " + aspect + " is one the binding records");
  }

  @Test
  void namesAndDefaultsAreTheBindingsProperties() throws IOException {
    Properties declared = declaration();
    assertEquals(AerospikeProperties.COMMIT_LEVEL, declared.getProperty("writes.property"));
    assertEquals(AerospikeProperties.COMMIT_LEVEL_DEFAULT, declared.getProperty("writes.default"));
    assertEquals(AerospikeProperties.REPLICA, declared.getProperty("reads.property"));
    assertEquals(AerospikeProperties.REPLICA_DEFAULT, declared.getProperty("reads.default"));
    assertEquals(AerospikeProperties.UPDATE, declared.getProperty("update.property"));
    assertEquals(AerospikeProperties.UPDATE_DEFAULT, declared.getProperty("update.default"));
  }

  @Test
  void settingsAndWordsAreThoseTheBindingRecords() throws IOException {
    Properties declared = declaration();
    wordsRoundTrip(declared, "writes", PolicyWords.CommitLevelWord.values());
    wordsRoundTrip(declared, "reads", PolicyWords.ReplicaWord.values());
    wordsRoundTrip(declared, "update", AerospikeSettings.UpdateMode.values());
    for (PolicyWords.CommitLevelWord word : PolicyWords.CommitLevelWord.values()) {
      assertTrue(declared.containsKey("writes.copies." + word.word()), "copies of commit level " + word.word());
    }
    assertEquals("1", declared.getProperty("writes.copies.master"), "the master alone acknowledges");
    assertEquals("all", declared.getProperty("writes.copies.all"), "every replica acknowledges");
    for (String word : declared.getProperty("reads.master").split(",")) {
      assertTrue(PolicyWords.ReplicaWord.valueOf(word.toUpperCase(Locale.ROOT)).replica()
          .name().matches("MASTER|SEQUENCE"), word + " reads the master first");
    }
  }
}
