/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A misspelled core property gets one warning naming the nearest core name; binding and unrelated names do not. */
class PropertySpellingTest {
  private static final String WORKLOAD_A =
      java.nio.file.Paths.get("..", "workloads", "workloada").toAbsolutePath().normalize().toString();

  private static List<String> notices(String extra) {
    return CommandLineResolverTest.resolve("run basic -P " + WORKLOAD_A + " -p operationcount=10 " + extra).notices();
  }

  @Test
  void misspelledCorePropertyIsNamedWithTheNearestName() {
    List<String> notices = notices("-p recordcout=10");
    assertEquals(1, notices.size(), notices.toString());
    assertEquals("ycsb: warning: core reads no property 'recordcout'; did you mean 'recordcount'?", notices.get(0));
  }

  @Test
  void misspelledWorkloadAndMeasurementNamesAreNamedToo() {
    assertTrue(notices("-p readproprotion=0.5").get(0).endsWith("did you mean 'readproportion'?"));
    assertTrue(notices("-p status.intervall=5").get(0).endsWith("did you mean 'status.interval'?"));
  }

  @Test
  void bindingPropertiesAndUnrelatedNamesAreLeftAlone() {
    assertEquals(List.of(), notices("-p basicdb.verbose=false -p couchbase.host=127.0.0.1 -p as.host=127.0.0.1"
        + " -p mycustom.setting=1 -p recordcount=10 -p periodichistogram.interval=1s"));
  }
}
