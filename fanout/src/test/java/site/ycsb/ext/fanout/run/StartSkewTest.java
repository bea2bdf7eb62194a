/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The measured start: lateness per host against the common instant, the skew, the hosts over the threshold. */
class StartSkewTest {
  private static final long AT = 1_795_484_785_000L;

  private static StartSkew skew(long... offsetsMs) {
    Map<String, Long> starts = new LinkedHashMap<>();
    for (int i = 0; i < offsetsMs.length; i++) {
      starts.put("h" + i, offsetsMs[i] == Long.MIN_VALUE ? 0 : AT + offsetsMs[i]);
    }
    return new StartSkew(AT, 100, starts);
  }

  @Test
  void skewIsTheLatestStartMinusTheEarliestAndHostsOverTheThresholdAreLate() {
    StartSkew s = skew(3, 747, -2, 100);
    assertEquals(749, s.skewMs().getAsLong());
    assertEquals(747, s.latenessMs("h1").getAsLong());
    assertEquals(-2, s.latenessMs("h2").getAsLong());
    assertEquals(List.of("h1"), s.lateHosts(), "late means more than the threshold, not equal to it");
    assertFalse(s.isLate("h3"));
    assertEquals("Start skew 749 ms over 4 hosts (start after the common instant: h0 +3, h1 +747, h2 -2, h3 +100 ms);"
        + " late (more than --late-start-ms=100): h1", s.line());
    assertEquals(1, s.line().split("747", -1).length - 1, "one lateness figure for the late host: " + s.line());
  }

  @Test
  void hostWithoutAManifestLeavesTheSkewUnknownAndIsNotCalledLate() {
    StartSkew s = skew(5, Long.MIN_VALUE);
    assertTrue(s.skewMs().isEmpty());
    assertTrue(s.latenessMs("h1").isEmpty());
    assertFalse(s.isLate("h1"));
    assertEquals("Start skew unknown over 2 hosts (start after the common instant: h0 +5, h1 ? ms); late (more than"
        + " --late-start-ms=100): none", s.line());
  }
}
