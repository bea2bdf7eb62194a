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
    assertEquals("Start skew 749 ms (latest start minus earliest, over the 4 of 4 hosts that started; each host's"
        + " start after the common instant: h0 +3, h1 +747, h2 -2, h3 +100 ms); late (more than --late-start-ms=100):"
        + " h1", s.line());
    assertEquals(1, s.line().split("747", -1).length - 1, "one lateness figure for the late host: " + s.line());
  }

  @Test
  void theSkewIsOneFigureOverTheHostsThatStartedAndTheOthersAreNamed() {
    // the case: hosts whose DB init failed never started; the skew is over the 2 that did, not "unknown"
    StartSkew s = skew(5, Long.MIN_VALUE, 337, Long.MIN_VALUE);
    assertEquals(332, s.skewMs().getAsLong());
    assertEquals(List.of("h0", "h2"), s.startedHosts());
    assertTrue(s.latenessMs("h1").isEmpty());
    assertFalse(s.isLate("h1"));
    assertEquals("Start skew 332 ms (latest start minus earliest, over the 2 of 4 hosts that started; each host's"
        + " start after the common instant: h0 +5, h2 +337 ms, h1, h3 never started); late (more than"
        + " --late-start-ms=100): h2", s.line());
  }

  @Test
  void noHostStartedHasNoSkew() {
    StartSkew s = skew(Long.MIN_VALUE, Long.MIN_VALUE);
    assertTrue(s.skewMs().isEmpty());
    assertTrue(s.line().startsWith("Start skew none (latest start minus earliest, over the 0 of 2 hosts that"
        + " started; each host's start after the common instant: none, h0, h1 never started)"), s.line());
  }
}
