/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import site.ycsb.Status;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.OutageLimits;

/**
 * The window judgements on a fake clock: the tests move time by hand and call the sampler's steps themselves, on the
 * run's real tally and pauses; nothing sleeps.
 */
class FailureWindowsTest {
  private static final long S = TimeUnit.SECONDS.toNanos(1);
  private static final Status ERROR = new Status("ERROR", "the server is stopped");

  private final ByteArrayOutputStream err = new ByteArrayOutputStream();
  private final AtomicInteger stops = new AtomicInteger();
  private final FailureWindows windows = new FailureWindows();
  private final EmptyDatabaseStop emptyStop = new EmptyDatabaseStop(windows);
  private final OutageJudgement judgement = new OutageJudgement(windows);
  private RunContext run;
  /** The fake monotonic clock, nanoseconds; the run starts at 100 s. */
  private long nowNs = 100 * S;

  private void prepare(Properties props, int threads) {
    run = TestRuns.context(props, new PrintStream(err), threads, 0.01, stops::incrementAndGet);
    for (RunFeature f : List.of(windows, emptyStop, judgement)) {
      f.check(props);
      f.prepare(run);
    }
    windows.begin(nowNs);
  }

  /** {@code ok} successful and {@code failed} failed reads spread over the next second, then the sampler's tick. */
  private void second(int ok, int failed) {
    OperationTally.Counter reads = run.tally().counter("READ");
    for (int i = 0; i < ok; i++) {
      reads.record(Status.OK);
    }
    for (int i = 0; i < failed; i++) {
      reads.record(ERROR);
    }
    nowNs += S;
    tick();
  }

  /** The sampler's tick, 3 ms after the boundary as on a real machine, with the early stop listening. */
  private void tick() {
    FailureWindows.Sample s = windows.sample(nowNs + 3_000_000);
    emptyStop.check(s);
  }

  private void endAt(long extraNs) {
    nowNs += extraNs;
    windows.end(nowNs);
    windows.clientsEnded(List.of());
    judgement.clientsEnded(List.of());
  }

  @Test
  void anOutageToTheEndFailsTheRunNamingItsStartAndLength() {
    prepare(new Properties(), 1);
    for (int k = 0; k < 8; k++) {
      second(1000, 0);
    }
    for (int k = 0; k < 12; k++) {
      second(0, 300);
    }
    endAt(S / 10);

    assertEquals(List.of(new FailureWindows.Outage(8, 12, 3600, true)), windows.outages());
    assertEquals(List.of("no operation succeeded for 12 s, from +8 s to the run's end (3,600 operations failed;"
        + " first: READ: ERROR: the server is stopped)"), run.failures().causes());
    assertEquals(0, stops.get(), "a run with successes at its start is not stopped early");
  }

  @Test
  void backoffPausesWithoutAFailedOperationMakeAnOutageWindowAndWindowsWithASuccessDoNot() {
    prepare(new Properties(), 2);
    second(10, 0);
    // One thread pauses the whole of second 1 and 2 (a long backoff), the other is blocked: no operation ends.
    run.pauses().pauseStarted(nowNs);
    nowNs += S;
    tick();
    nowNs += S;
    run.pauses().pauseEnded(nowNs - 2 * S, nowNs);
    tick();
    // Second 3: a success among failures is no outage.
    second(1, 50);
    endAt(S / 2);
    assertEquals(List.of(new FailureWindows.Outage(1, 2, 0, false)), windows.outages());
    assertTrue(run.failures().causes().get(0).startsWith("no operation succeeded for 2 s, from +1 s to +3 s (0"
        + " operations failed; first: READ: ERROR"), run.failures().causes().toString());
  }

  @Test
  void aLateSampleJudgesTheWindowsItCoversTogether() {
    prepare(new Properties(), 1);
    second(5, 0);
    // The sampler stalls 3 s: one failure-only span, three outage windows.
    run.tally().counter("READ").record(ERROR);
    nowNs += 3 * S;
    tick();
    // Next stall: a success in the span clears all of its windows.
    run.tally().counter("READ").record(ERROR);
    run.tally().counter("READ").record(Status.OK);
    nowNs += 2 * S;
    tick();
    endAt(0);
    assertEquals(List.of(new FailureWindows.Outage(1, 3, 1, false)), windows.outages());
  }

  @Test
  void anOutageWithinTheLimitIsAWarningAndItsPausesDoNotCountAsFailedTime() {
    Properties props = new Properties();
    props.setProperty(OutageLimits.MAX_OUTAGE, "30s");
    prepare(props, 1);
    for (int k = 0; k < 10; k++) {
      second(100, 0);
    }
    // 5 s in which the only thread fails and pauses most of each second.
    for (int k = 0; k < 5; k++) {
      run.pauses().pauseStarted(nowNs);
      run.pauses().pauseEnded(nowNs, nowNs + 900_000_000L);
      second(0, 10);
    }
    for (int k = 0; k < 5; k++) {
      second(100, 0);
    }
    // A second outage to the end: its pauses in the partial window after the last whole one are excused too.
    for (int k = 0; k < 2; k++) {
      run.pauses().pauseStarted(nowNs);
      run.pauses().pauseEnded(nowNs, nowNs + 900_000_000L);
      second(0, 10);
    }
    run.pauses().pauseStarted(nowNs);
    run.pauses().pauseEnded(nowNs, nowNs + 500_000_000L);
    run.tally().counter("READ").record(ERROR);
    endAt(S / 2);

    assertEquals(List.of(), run.failures().causes());
    assertEquals(new FailureWindows.Outage(20, 2, 21, true), windows.outages().get(1));
    String warning = "no operation succeeded for 5 s, from +10 s to +15 s (50 operations failed; first: READ: ERROR:"
        + " the server is stopped), within failures.outage.max=30s";
    assertEquals("ycsb: warning: " + warning, judgement.lines().get(0));
    Manifest.Builder manifest = new Manifest.Builder();
    judgement.record(manifest);
    assertEquals(warning, manifest.warnings.get(0));
    assertEquals(2, manifest.warnings.size());
  }

  @Test
  void failedTimeAboveFailuresMaxFailsARunThatNeverHadAWholeOutage() {
    prepare(new Properties(), 4);
    // Every second one of four threads pauses 200 ms, while the others succeed: 5% of the threads' time.
    for (int k = 0; k < 10; k++) {
      run.pauses().pauseStarted(nowNs);
      run.pauses().pauseEnded(nowNs, nowNs + 200_000_000L);
      second(1000, 2);
    }
    endAt(0);
    assertEquals(List.of(), windows.outages());
    assertEquals(List.of("client threads spent 5% of the run's time backing off after failed operations (2.0 s of"
        + " 40.0 s over 4 threads); more than failures.max=0.01 allows"), run.failures().causes());
  }

  @Test
  void failedTimeIsNotSaidWhenTheOperationsAlreadyFailTheRun() {
    prepare(new Properties(), 1);
    // Every read fails, every update succeeds: no outage, and the operation rule (no READ succeeded) fails the run.
    for (int k = 0; k < 5; k++) {
      run.pauses().pauseStarted(nowNs);
      run.pauses().pauseEnded(nowNs, nowNs + 900_000_000L);
      for (int i = 0; i < 10; i++) {
        run.tally().counter("UPDATE").record(Status.OK);
      }
      second(0, 10);
    }
    endAt(0);
    assertEquals(List.of(), windows.outages());
    assertEquals(List.of(), run.failures().causes());
  }

  @Test
  void everyOperationOfTheFirstTenSecondsFailingStopsTheRunOnceAndSaysSo() {
    prepare(new Properties(), 1);
    for (int k = 0; k < 9; k++) {
      second(0, 20);
    }
    assertEquals(0, stops.get(), "not before 10 s");
    second(0, 20);
    second(0, 20);
    assertEquals(1, stops.get());
    endAt(S / 5);
    assertEquals(List.of("every operation of the first 10 s failed (200 operations; first: READ: ERROR: the server is"
        + " stopped): is the database loaded and reachable? The run stopped there (failures.stop.after=10s; 0 never"
        + " stops early)"), run.failures().causes(), "the early stop's line only: the outage is the same fact");
  }

  @Test
  void aSuccessInTheFirstSecondsOrZeroTurnsTheEarlyStopOff() {
    prepare(new Properties(), 1);
    second(1, 20);
    for (int k = 0; k < 12; k++) {
      second(0, 20);
    }
    assertEquals(0, stops.get());

    FailureWindows other = new FailureWindows();
    EmptyDatabaseStop off = new EmptyDatabaseStop(other);
    Properties props = new Properties();
    props.setProperty(OutageLimits.STOP_AFTER, "0");
    RunContext offRun = TestRuns.context(props, new PrintStream(err), 1, 0.01, stops::incrementAndGet);
    other.check(props);
    other.prepare(offRun);
    off.prepare(offRun);
    off.check(new FailureWindows.Sample(60 * S, 0, 1000, 0));
    assertEquals(0, stops.get());
    assertFalse(other.stoppedEarly());
  }

  @Test
  void pausedTimeCountsPausesGoingOnNowOnce() {
    PausedTime paused = new PausedTime();
    paused.pauseStarted(10);
    paused.pauseStarted(20);
    assertEquals(2, paused.pausingNow());
    assertEquals((30 - 10) + (30 - 20), paused.totalNs(30));
    paused.pauseEnded(10, 40);
    assertEquals(30 + 25, paused.totalNs(45));
    paused.pauseEnded(20, 50);
    assertEquals(60, paused.totalNs(1_000));
  }

  @Test
  void aBackoffShowsItsPauseWhileItLasts() {
    PausedTime paused = new PausedTime();
    long[] clock = {0};
    boolean[] seen = new boolean[1];
    Backoff[] self = new Backoff[1];
    self[0] = new Backoff(new BackoffPolicy(5, 5), paused, () -> clock[0], ns -> {
      seen[0] = self[0].pausingNow() && paused.pausingNow() == 1;
      clock[0] += ns;
    });
    self[0].afterOperation(true, () -> false);
    assertTrue(seen[0]);
    assertFalse(self[0].pausingNow());
    assertEquals(TimeUnit.MILLISECONDS.toNanos(5), paused.totalNs(clock[0]));
  }
}
