/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.EventSpec;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunKeys;

class BindingFactsTest {

  @Test
  void theBindingsFactsGoToTheirSectionsAndTheRestToTheProperties() {
    Properties props = new Properties();
    props.setProperty("recordcount", "100");
    props.setProperty(RunKeys.WARNING_PREFIX + "x", "something to know");
    props.setProperty(RunKeys.SERVER_PREFIX + "version", "8.1.0");
    props.setProperty(RunKeys.SETTING_PREFIX + "as.commitLevel", "COMMIT_ALL");
    props.setProperty(EventSpec.PROPERTY_PREFIX + "1", "note 10s=hello");
    BindingFacts facts = new BindingFacts();
    facts.prepare(TestRuns.context(props, 0, new PrintStream(new ByteArrayOutputStream())));
    // A binding sets its facts on the shared properties during its init, after prepare.
    props.setProperty(RunKeys.SERVER_PREFIX + "nodes", "3");
    Manifest.Builder builder = new Manifest.Builder();
    facts.record(builder);
    Manifest manifest = builder.build();

    assertEquals(List.of("something to know"), manifest.warnings());
    assertEquals(Map.of("version", "8.1.0", "nodes", "3"), manifest.server());
    assertEquals(Map.of("as.commitLevel", "COMMIT_ALL"), manifest.settings());
    assertEquals(Map.of("recordcount", "100"), manifest.properties());
  }
}
