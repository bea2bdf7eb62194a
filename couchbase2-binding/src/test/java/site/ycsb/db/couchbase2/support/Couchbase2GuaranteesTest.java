/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static site.ycsb.ext.testsupport.guarantees.GuaranteeDeclaration.assertWordsRoundTrip;

import com.couchbase.client.java.env.CouchbaseEnvironment;
import com.couchbase.client.java.env.DefaultCouchbaseEnvironment;
import java.io.IOException;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.function.BiFunction;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.db.couchbase2.Couchbase2Client;
import site.ycsb.db.couchbase2.facts.EffectiveSettings;
import site.ycsb.ext.testsupport.guarantees.GuaranteeDeclaration;

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

  private static Map<String, String> settingsInEffect(String property, String word) {
    Properties props = new Properties();
    props.setProperty(property, word);
    return EffectiveSettings.of(Couchbase2Settings.from(props), environment);
  }

  @Test
  void namesAndDefaultsAreTheBindingsProperties() throws IOException {
    Properties declared = GuaranteeDeclaration.of(Couchbase2Client.class);
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
    Properties declared = GuaranteeDeclaration.of(Couchbase2Client.class);
    BiFunction<String, String, Map<String, String>> settings = Couchbase2GuaranteesTest::settingsInEffect;
    assertWordsRoundTrip(declared, "writes", settings, "0", "1", "2", "3");
    assertWordsRoundTrip(declared, "writes.also", settings, "0", "1", "2", "3", "4");
    String[] updates = new String[UpdateMode.values().length];
    for (int i = 0; i < updates.length; i++) {
      updates[i] = UpdateMode.values()[i].name().toLowerCase(Locale.ROOT);
    }
    assertWordsRoundTrip(declared, "update", settings, updates);
  }
}
