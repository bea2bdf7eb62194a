/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The throttle's arithmetic and waiting, on a clock the test moves (no sleeping, no timing assertions). */
class ThrottleTest {
  private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);
  private static final long START = 5_000_000_000L;

  private final AtomicLong clock = new AtomicLong(START);
  private final List<Long> parks = new ArrayList<>();

  /** A throttle whose parking moves the test's clock by the parked time (as a real park would). */
  private Throttle throttle(long periodNs) {
    return new Throttle(periodNs, false, clock::get, nanos -> {
      parks.add(nanos);
      clock.addAndGet(nanos);
    });
  }

  @Test
  void targetIsSplitAcrossTheThreads() {
    assertEquals(300 * MS, Throttle.forThread(10, 3, false).periodNs());
    assertEquals(200_000, Throttle.forThread(20_000, 4, false).periodNs());
    assertEquals(1_000 * MS, Throttle.forThread(1, 1, false).periodNs());
  }

  @Test
  void threadsNthOperationIsDueAtNTimesItsPeriodFromItsStart() {
    Throttle throttle = Throttle.forThread(10, 3, false);
    assertEquals(START, throttle.intendedStartNs(START, 0));
    assertEquals(START + 300 * MS, throttle.intendedStartNs(START, 1));
    assertEquals(START + 7 * 300 * MS, throttle.intendedStartNs(START, 7));
  }

  @Test
  void intendedStartsDoNotDriftOverAMillionOperations() {
    // 3 ops/s on one thread: a period of 333,333,333 ns that sleeping past it must not lengthen.
    Throttle throttle = throttle(Throttle.forThread(3, 1, false).periodNs());
    long last = 0;
    for (long n = 0; n < 1_000_000; n++) {
      last = throttle.awaitTurn(START, n, () -> false);
      clock.addAndGet(1_000); // each operation takes 1 us and lands the thread 1 us past its turn
    }
    assertEquals(START + 999_999L * 333_333_333L, last);
    assertEquals(START + 999_999L * 333_333_333L + 1_000, clock.get());
  }

  @Test
  void zeroTargetIsUnthrottled() {
    Throttle throttle = Throttle.forThread(0, 8, false);
    assertFalse(throttle.isThrottled());
    assertEquals(0, throttle.periodNs());
    Throttle withClock = throttle(0);
    withClock.spreadFirstOperation(0.9);
    assertEquals(START, withClock.awaitTurn(START, 1_000, () -> false));
    assertEquals(List.of(), parks);
  }

  @Test
  void threadThatFellBehindDoesNotWait() {
    Throttle throttle = throttle(300 * MS);
    clock.set(START + 10 * 300 * MS + 1);
    assertEquals(0, throttle.waitNs(START, 4, clock.get()));
    assertEquals(START + 4 * 300 * MS, throttle.awaitTurn(START, 4, () -> false));
    assertEquals(START + 10 * 300 * MS, throttle.awaitTurn(START, 10, () -> false));
    assertEquals(List.of(), parks);
  }

  @Test
  void threadThatIsEarlyWaitsUntilItsOperationIsDue() {
    Throttle throttle = throttle(300 * MS);
    clock.set(START + 100 * MS);
    assertEquals(200 * MS, throttle.waitNs(START, 1, clock.get()));
    assertEquals(START + 300 * MS, throttle.awaitTurn(START, 1, () -> false));
    assertTrue(clock.get() >= START + 300 * MS);
  }

  @Test
  void spinSleepWaitsWithoutParking() {
    // core's spin.sleep: the clock moves 1 ms per reading while the thread spins towards its turn.
    Throttle spinning = new Throttle(300 * MS, true, () -> clock.addAndGet(MS), parks::add);
    assertEquals(START + 300 * MS, spinning.awaitTurn(START, 1, () -> false));
    assertTrue(clock.get() >= START + 300 * MS);
    assertEquals(List.of(), parks);
  }

  @Test
  void stopRequestEndsTheWait() {
    Throttle throttle = throttle(300 * MS);
    throttle.awaitTurn(START, 1_000, () -> true);
    assertEquals(List.of(), parks);
    assertEquals(START, clock.get());
  }

  @Test
  void latenessIsTheReadingThatFoundTheTurnDueLessTheIntendedStart() {
    Throttle throttle = throttle(300 * MS);
    clock.set(START + 10 * 300 * MS + 1);
    assertEquals(6 * 300 * MS + 1, throttle.lateness(START, 4, () -> false));
    assertEquals(1, throttle.lateness(START, 10, () -> false));
    assertEquals(List.of(), parks);
    // early: the park lands the clock on the turn exactly, so the turn is taken 0 ns late
    assertEquals(0, throttle.lateness(START, 11, () -> false));
    assertEquals(List.of(300 * MS - 1), parks);
  }

  @Test
  void latenessIsNegativeWhenTheStopEndsTheWait() {
    Throttle throttle = throttle(300 * MS);
    assertEquals(-1_000 * 300 * MS, throttle.lateness(START, 1_000, () -> true));
    assertEquals(List.of(), parks);
  }

  @Test
  void firstOperationIsSpreadOverAtMostOnePeriod() {
    Throttle throttle = throttle(300 * MS);
    throttle.spreadFirstOperation(0.5);
    assertEquals(List.of(150 * MS), parks);
  }
}
