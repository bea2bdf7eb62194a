/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static site.ycsb.ext.testsupport.guarantees.GuaranteeDeclaration.assertWordsRoundTrip;

import java.io.IOException;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.function.BiFunction;

import org.junit.jupiter.api.Test;

import site.ycsb.db.AerospikeClient;
import site.ycsb.db.aerospike.facts.EffectivePolicies;
import site.ycsb.ext.testsupport.guarantees.GuaranteeDeclaration;

/**
 * The binding's guarantee declaration ({@code META-INF/ycsb/<db class>.guarantees.properties}, read by a harness's
 * report) says what the binding does: its property names and defaults are {@link AerospikeProperties}', its setting
 * names are those {@link EffectivePolicies} records, and its words translate the recorded values as the parser does.
 */
class AerospikeGuaranteesTest {

  private static Map<String, String> settingsInEffect(String property, String word) {
    Properties props = new Properties();
    props.setProperty(property, word);
    return EffectivePolicies.of(new AerospikePolicies(AerospikeSettings.from(props)), "ycsb");
  }

  @Test
  void namesAndDefaultsAreTheBindingsProperties() throws IOException {
    Properties declared = GuaranteeDeclaration.of(AerospikeClient.class);
    assertEquals(AerospikeProperties.COMMIT_LEVEL, declared.getProperty("writes.property"));
    assertEquals(AerospikeProperties.COMMIT_LEVEL_DEFAULT, declared.getProperty("writes.default"));
    assertEquals(AerospikeProperties.REPLICA, declared.getProperty("reads.property"));
    assertEquals(AerospikeProperties.REPLICA_DEFAULT, declared.getProperty("reads.default"));
    assertEquals(AerospikeProperties.UPDATE, declared.getProperty("update.property"));
    assertEquals(AerospikeProperties.UPDATE_DEFAULT, declared.getProperty("update.default"));
  }

  @Test
  void settingsAndWordsAreThoseTheBindingRecords() throws IOException {
    Properties declared = GuaranteeDeclaration.of(AerospikeClient.class);
    BiFunction<String, String, Map<String, String>> settings = AerospikeGuaranteesTest::settingsInEffect;
    assertWordsRoundTrip(declared, "writes", settings, words(PolicyWords.CommitLevelWord.values()));
    assertWordsRoundTrip(declared, "reads", settings, words(PolicyWords.ReplicaWord.values()));
    assertWordsRoundTrip(declared, "update", settings, words(AerospikeSettings.UpdateMode.values()));
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

  /** @return the words the binding reads for the values: their lower-case names, checked equal to their words */
  private static String[] words(Enum<?>[] values) {
    String[] words = new String[values.length];
    for (int i = 0; i < values.length; i++) {
      words[i] = values[i].name().toLowerCase(Locale.ROOT);
      if (values[i] instanceof PolicyWords.Worded) {
        assertEquals(((PolicyWords.Worded) values[i]).word(), words[i], "the word the binding reads");
      }
    }
    return words;
  }
}
