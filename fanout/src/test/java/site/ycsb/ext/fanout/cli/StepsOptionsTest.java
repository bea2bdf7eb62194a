/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import site.ycsb.ext.commandline.CommandLineResolver;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.RunSettings;
import site.ycsb.ext.fanout.run.StepPlan;

class StepsOptionsTest {

  private static StepsOptions parse(String... args) {
    StepsOptions options = new StepsOptions();
    new CommandLine(options).parseArgs(args);
    return options;
  }

  @Test
  void listsAndRangesGiveOneStepPerValueInOrder() {
    assertEquals(List.of(10_000L, 20_000L, 40_000L), StepPlan.parse("target=10000,20000,40000").values());
    StepPlan range = StepPlan.parse("target=10000:40000:10000");
    assertEquals(List.of(10_000L, 20_000L, 30_000L, 40_000L), range.values());
    assertEquals("target", range.property());
    assertEquals("step-2-target-20000", range.directoryName(1));
    StepPlan threads = StepPlan.parse("threads=8,16");
    assertEquals("threadcount", threads.property());
    assertEquals("threads=16", threads.label(1));
  }

  @Test
  void badSpecsAreOneLineNamingTheOptionAndTheForms() {
    for (String bad : List.of("target=", "target=5:1:1", "target=1:1000:1", "rate=100", "target=0,10", "target=1,,2")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StepPlan.parse(bad), bad);
      assertEquals("Invalid value '" + bad + "' for option '--steps': expected " + StepPlan.EXPECTED, e.getMessage());
    }
  }

  @Test
  void sweepOptionsNeedStepsAndAPauseInRange() {
    assertNull(parse().sweep());
    assertEquals("Options '--slo', '--keep-going', '--step-pause' and '--step-warmup' need '--steps'",
        assertThrows(IllegalArgumentException.class, () -> parse("--keep-going").sweep()).getMessage());
    assertEquals("Invalid value '-1' for option '--step-pause': expected 0 to 86400 seconds",
        assertThrows(IllegalArgumentException.class, () -> parse("--steps", "threads=1,2", "--step-pause", "-1")
            .sweep()).getMessage());
    StepsOptions.Sweep sweep = parse("--steps", "threads=1,2", "--step-pause", "5", "--keep-going", "--slo",
        "READ.p99<=5ms").sweep();
    assertEquals(5, sweep.pauseSeconds());
    assertEquals("READ.p99<=5ms", sweep.objectives().toString());
  }

  private static String warmup(String maxSeconds, String... more) {
    List<String> args = new java.util.ArrayList<>(List.of("basic", "-p", "maxexecutiontime=" + maxSeconds));
    for (String kv : more) {
      args.add("-p");
      args.add(kv);
    }
    // As both sweeps resolve their base run: measuring with periodic histograms.
    RunPlan base = CommandLineResolver.forWorkingDirectory().measuringPeriodically().resolve(Phase.RUN, args, true);
    return StepPlan.parse("target=100,200").stepRun(base, 1).property(RunKeys.STEP_WARMUP_MS);
  }

  @Test
  void defaultStepWarmupIsATenthOfTheStepAtMostTenSecondsInWholeWindowsAtLeastOne() {
    assertEquals("3000", warmup("30", "status.interval=1"), "10% of 30 s: 3 windows of 1 s");
    assertEquals("10000", warmup("600", "status.interval=1"), "at most 10 s");
    assertEquals("5000", warmup("30", "status.interval=1", "periodichistogram.interval=5"), "at least one window");
    assertEquals("500", warmup("3", "status.interval=1", "periodichistogram.interval=0.5"), "a window of 0.5 s");
    assertEquals("4000", warmup("25", "periodichistogram.interval=2"), "2.5 s rounded up to 2 whole windows of 2 s");
  }

  /** The sweep: 15-s steps with the default 10-s windows lost 12.8 s, 0 s and 9.8 s, the table said 7.5 s. */
  @Test
  void fifteenSecondStepsWithDefaultWindowsShortenTheWindowSoEveryStepLosesTheSameWholeWindows() {
    RunPlan base = CommandLineResolver.forWorkingDirectory().resolve(Phase.RUN, List.of("basic", "-p",
        "maxexecutiontime=15"), true);
    StepPlan plan = StepPlan.parse("target=2000,4000,8000");
    for (int step = 0; step < 3; step++) {
      RunPlan run = plan.stepRun(base, step);
      assertEquals("2", run.property("periodichistogram.interval"), "the default 10-s window shortens to fit");
      assertEquals("2000", run.property(RunKeys.STEP_WARMUP_MS), "one whole window after the partial first one");
    }
    assertEquals("5000", warmup("30"), "a 30-s step: the default window shortens to 5 s, one window left out");
    assertEquals("10000", warmup("60"), "a 60-s step holds the default 10-s windows");
  }

  @Test
  void aGivenWindowTheStepCannotHoldIsRefusedNamingAWindowAndAStepLengthThatWork() {
    BadInputException e = assertThrows(BadInputException.class, () -> warmup("15", "periodichistogram.interval=10"));
    assertEquals("Option '--steps': a step of maxexecutiontime=15 s cannot hold its partial first window, a warm-up of"
        + " 1 window and 2 measured windows of periodichistogram.interval=10 (40 s needed); use -p maxexecutiontime=40"
        + " or more, or -p periodichistogram.interval=3", e.getMessage());
    BadInputException status = assertThrows(BadInputException.class, () -> warmup("4", "status.interval=5"));
    assertEquals("Option '--steps': a step of maxexecutiontime=4 s cannot hold its partial first window, a warm-up of"
        + " 1 window and 2 measured windows of status.interval=5 (20 s needed); use -p maxexecutiontime=20 or more,"
        + " or -p periodichistogram.interval=1", status.getMessage());
  }

  @Test
  void givenStepWarmupIsRecordedInEveryStepAndMustBeShorterThanTheStep() {
    RunPlan base = CommandLineResolver.forWorkingDirectory().resolve(Phase.RUN, List.of("basic", "-p",
        "maxexecutiontime=30"), true);
    for (String[] given : new String[][] {{"0", "0"}, {"500ms", "500"}, {"20s", "20000"}, {"0m", "0"}}) {
      StepPlan plan = parse("--steps", "target=1,2", "--step-warmup", given[0]).sweep().plan();
      for (int step = 0; step < 2; step++) {
        assertEquals(given[1], plan.stepRun(base, step).property(RunKeys.STEP_WARMUP_MS), given[0]);
      }
    }
    StepPlan tooLong = parse("--steps", "target=1", "--step-warmup", "1m").sweep().plan();
    assertEquals("Invalid value '60000ms' for option '--step-warmup': expected a duration from 0 to less than each"
        + " step's maxexecutiontime=30 s", assertThrows(BadInputException.class, () -> tooLong.stepRun(base, 0))
        .getMessage());
    for (String bad : List.of("10", "-1s", "2h", "1.5s", "s", "")) {
      assertEquals("Invalid value '" + bad + "' for option '--step-warmup': expected 0 or a whole number with ms, s"
          + " or m (500ms, 10s, 2m), shorter than each step", assertThrows(IllegalArgumentException.class,
              () -> parse("--steps", "target=1", "--step-warmup", bad).sweep(), bad).getMessage());
    }
  }

  @Test
  void everyStepIsTimeBound() {
    CommandLineResolver resolver = CommandLineResolver.forWorkingDirectory();
    RunSettings unbounded = resolver.resolve(Phase.RUN, List.of("basic", "-p", "operationcount=10"), false).runSettings();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> StepsOptions.stepSeconds(unbounded));
    assertEquals("Option '--steps' needs -p maxexecutiontime=<seconds> (1 or more): every step is time-bound",
        e.getMessage());
    RunSettings bounded = resolver.resolve(Phase.RUN, List.of("basic", "-p", "maxexecutiontime=30"), false).runSettings();
    assertEquals(30, StepsOptions.stepSeconds(bounded));
  }

  @Test
  void eachStepRunIsTheBaseRunTimeBoundLabelledAndCheckedAgain() {
    CommandLineResolver resolver = CommandLineResolver.forWorkingDirectory();
    RunPlan base = resolver.resolve(Phase.RUN, List.of("basic", "-p", "operationcount=500", "-p", "maxexecutiontime=30",
        "-p", "x=kept"), true);
    RunPlan step = StepPlan.parse("target=100,200").stepRun(base, 1);
    assertEquals(200, step.runSettings().targetOpsPerSec());
    assertEquals(0, step.runSettings().operations());
    assertEquals("target=200", step.runSettings().label());
    assertEquals("intended", step.property("measurement.interval"));
    assertEquals("kept", step.property("x"));
    assertEquals(500, base.runSettings().operations(), "the base plan is unchanged");

    RunPlan threads = StepPlan.parse("threads=4").stepRun(base, 0);
    assertEquals(4, threads.runSettings().threads());
    assertNull(threads.property("measurement.interval"), "latency from the intended start only under a target");
    RunPlan given = resolver.resolve(Phase.RUN, List.of("basic", "-p", "maxexecutiontime=30", "-p",
        "measurement.interval=op"), true);
    assertEquals("op", StepPlan.parse("target=100").stepRun(given, 0).property("measurement.interval"));

    BadInputException e = assertThrows(BadInputException.class,
        () -> StepPlan.parse("target=99999999999").stepRun(base, 0));
    assertEquals("Invalid value '99999999999' for property 'target': expected a whole number of operations per second,"
        + " 0 for unthrottled", e.getMessage());
  }
}
