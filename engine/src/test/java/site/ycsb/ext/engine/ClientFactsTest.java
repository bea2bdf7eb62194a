/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClientFactsTest {
  @TempDir
  Path tmp;

  @Test
  void cpuModelIsTheFirstModelName() throws IOException {
    Path cpuinfo = tmp.resolve("cpuinfo");
    Files.writeString(cpuinfo, "processor\t: 0\nvendor_id\t: X\nmodel name\t: Test CPU @ 3.0GHz\n\nprocessor\t: 1\n"
        + "model name\t: Other\n");
    assertEquals("Test CPU @ 3.0GHz", ClientFacts.cpuModel(cpuinfo));
    assertEquals(ClientFacts.UNKNOWN, ClientFacts.cpuModel(tmp.resolve("missing")));
  }

  @Test
  void secretJvmFlagsAreMasked() {
    String args = ClientFacts.jvmArgs(List.of("-Xmx4g", "-Das.password=hunter2", "-Dycsb.home=/opt/y"));
    assertFalse(args.contains("hunter2"), args);
    assertTrue(args.contains("-Xmx4g") && args.contains("-Dycsb.home=/opt/y") && args.contains("-Das.password="),
        args);
  }

  @Test
  void librariesAreTheJarNamesSorted() {
    assertEquals("aerospike-client-jdk8-9.2.0.jar,core-0.17.0.jar",
        ClientFacts.libraries("/a/lib/core-0.17.0.jar:/b/target/classes:/c/aerospike-client-jdk8-9.2.0.jar"));
  }

  @Test
  void everyFactIsThere() {
    Map<String, String> facts = ClientFacts.collect();
    for (String key : List.of("cpuModel", "logicalCores", "memoryBytes", "os", "kernel", "jdk", "gc", "heapMaxBytes",
        "libraries", "ycsbExtVersion", "ycsbExtCommit", "ycsbCoreVersion")) {
      assertTrue(facts.containsKey(key) && !facts.get(key).isEmpty(), key + " in " + facts);
    }
    assertTrue(facts.containsKey("jvmArgs"), "the JVM's flags, possibly none: " + facts);
    assertEquals(Integer.toString(Runtime.getRuntime().availableProcessors()), facts.get("logicalCores"));
  }
}
