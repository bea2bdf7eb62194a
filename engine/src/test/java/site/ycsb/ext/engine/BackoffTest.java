/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.BadInputException;

class BackoffTest {
  private long nowNs;

  private Backoff backoff(BackoffPolicy policy) {
    return new Backoff(policy, () -> nowNs, ns -> nowNs += ns);
  }

  @Test
  void doublesEachFailureInARowUpToTheMaximum() {
    BackoffPolicy policy = new BackoffPolicy(2, 50);
    assertEquals(2, policy.pauseMs(1));
    assertEquals(4, policy.pauseMs(2));
    assertEquals(32, policy.pauseMs(5));
    assertEquals(50, policy.pauseMs(6));
    assertEquals(50, policy.pauseMs(Long.MAX_VALUE));
  }

  @Test
  void pausesAfterFailuresResetsOnSuccessAndCountsItsPauses() {
    Backoff backoff = backoff(new BackoffPolicy(1, 100));
    long before = nowNs;
    assertEquals(before, backoff.afterOperation(true, () -> false));
    backoff.afterOperation(true, () -> false);
    backoff.afterOperation(true, () -> false);
    assertEquals(TimeUnit.MILLISECONDS.toNanos(1 + 2 + 4), nowNs - before);
    assertEquals(-1, backoff.afterOperation(false, () -> false));
    long afterSuccess = nowNs;
    backoff.afterOperation(true, () -> false);
    assertEquals(TimeUnit.MILLISECONDS.toNanos(1), nowNs - afterSuccess);
    assertEquals(4, backoff.pauses());
    assertEquals(TimeUnit.MILLISECONDS.toNanos(8), backoff.pausedNs());
  }

  @Test
  void aStopRequestEndsAPause() {
    Backoff backoff = backoff(new BackoffPolicy(10_000, 10_000));
    long before = nowNs;
    backoff.afterOperation(true, () -> nowNs - before > 0);
    assertTrue(nowNs - before < TimeUnit.MILLISECONDS.toNanos(10_000));
  }

  @Test
  void zeroTurnsItOffAndTheDefaultsAreOn() {
    Properties props = new Properties();
    assertEquals(new BackoffPolicy(BackoffPolicy.DEFAULT_INITIAL_MS, BackoffPolicy.DEFAULT_MAX_MS),
        BackoffPolicy.from(props));
    props.setProperty(BackoffPolicy.INITIAL_MS, "0");
    Backoff off = backoff(BackoffPolicy.from(props));
    assertEquals(-1, off.afterOperation(true, () -> false));
    assertEquals(0, off.pauses());
  }

  @Test
  void rejectsAMaximumBelowTheInitialPauseNamingTheProperty() {
    Properties props = new Properties();
    props.setProperty(BackoffPolicy.INITIAL_MS, "20");
    props.setProperty(BackoffPolicy.MAX_MS, "10");
    BadInputException e = assertThrows(BadInputException.class, () -> BackoffPolicy.from(props));
    assertEquals("Invalid value '10' for property 'ycsb.ext.backoff.maxms': expected whole milliseconds from 20 to"
        + " 3600000 (at least ycsb.ext.backoff.initialms)", e.getMessage());
  }

  @Test
  void rejectsAnInitialPauseThatIsNotWholeMillisecondsNamingTheProperty() {
    for (String bad : new String[] {"fast", "-1", "1.5", "3600001"}) {
      Properties props = new Properties();
      props.setProperty(BackoffPolicy.INITIAL_MS, bad);
      BadInputException e = assertThrows(BadInputException.class, () -> BackoffPolicy.from(props), bad);
      assertEquals("Invalid value '" + bad + "' for property 'ycsb.ext.backoff.initialms': expected whole"
          + " milliseconds from 0 to 3600000 (0 turns backoff off)", e.getMessage());
    }
  }
}
