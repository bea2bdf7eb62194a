/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.Manifest;

/**
 * The facts provider a DB class names in its jar ({@code META-INF/ycsb/<db class>.facts.properties}, here in this
 * module's test resources) is asked before the clients start, and its answer reaches the manifest's sections.
 */
class ProvidedFactsTest {

  /** The provider of {@code test.facts.Answering}: echoes a property it was given, to show it got the run's. */
  public static Map<String, String> answer(Properties props) {
    Map<String, String> facts = new LinkedHashMap<>();
    facts.put("db.server.edition", "Test Edition");
    facts.put("db.setting.namespace", props.getProperty("test.namespace"));
    facts.put("test.warning.facts", "a warning of the provider");
    props.setProperty("test.changed", "the provider's copy only");
    return facts;
  }

  /** The after-run provider of {@code test.facts.Answering}: what the binding counted during the run. */
  public static Map<String, String> afterRun(Properties props) {
    return Map.of("test.warning.counted", "counted " + props.getProperty("test.namespace"));
  }

  /** The provider of {@code test.facts.Refusing}: the servers cannot honour the settings. */
  public static Map<String, String> refuse(Properties props) {
    throw new IllegalArgumentException("test.namespace=" + props.getProperty("test.namespace") + ": no such namespace");
  }

  private static RunContext context(Properties props) {
    return TestRuns.context(props, 0, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
  }

  @Test
  void theProvidersAnswerIsSetOnTheRunsPropertiesAndSortedIntoTheManifest() {
    Properties props = new Properties();
    props.setProperty("db", "test.facts.Answering");
    props.setProperty("test.namespace", "ycsb");
    RunContext run = context(props);
    new ProvidedFacts().prepare(run);
    assertEquals("Test Edition", props.getProperty("db.server.edition"));
    assertNull(props.getProperty("test.changed"), "the provider gets a copy");
    BindingFacts facts = new BindingFacts();
    facts.prepare(run);
    Manifest.Builder manifest = new Manifest.Builder();
    facts.record(manifest);
    assertEquals(Map.of("edition", "Test Edition"), manifest.server);
    assertEquals(Map.of("namespace", "ycsb"), manifest.settings);
    assertEquals(List.of("a warning of the provider"), manifest.warnings);
  }

  @Test
  void theAfterProviderIsAskedOnceTheRunEndedAndItsAnswerReachesTheWarnings() {
    Properties props = new Properties();
    props.setProperty("db", "test.facts.Answering");
    props.setProperty("test.namespace", "ycsb");
    RunContext run = context(props);
    ProvidedFacts provided = new ProvidedFacts();
    provided.prepare(run);
    assertNull(props.getProperty("test.warning.counted"), "not before the run");
    provided.runEnded();
    BindingFacts facts = new BindingFacts();
    facts.prepare(run);
    Manifest.Builder manifest = new Manifest.Builder();
    facts.record(manifest);
    assertEquals(List.of("a warning of the provider", "counted ycsb"), manifest.warnings.stream().sorted()
        .collect(java.util.stream.Collectors.toList()));
  }

  @Test
  void aRefusalIsBadInputWithTheProvidersLine() {
    Properties props = new Properties();
    props.setProperty("db", "test.facts.Refusing");
    props.setProperty("test.namespace", "elsewhere");
    BadInputException refused = assertThrows(BadInputException.class, () -> new ProvidedFacts().prepare(context(props)));
    assertEquals("test.namespace=elsewhere: no such namespace", refused.getMessage());
  }

  @Test
  void aDbClassWithoutAProviderAddsNothing() {
    Properties props = new Properties();
    props.setProperty("db", "site.ycsb.BasicDB");
    new ProvidedFacts().prepare(context(props));
    assertEquals(Map.of("db", "site.ycsb.BasicDB"), Map.copyOf(props));
  }
}
