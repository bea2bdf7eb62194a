/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.commandline.CommandLineResolver;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.RunSettings;
import site.ycsb.ext.fanout.FanoutInputException;

class WorkSharesTest {

  /** A load's settings as fan-out resolves them (counts are totals), from {@code key, value} pairs. */
  private static RunSettings load(String... pairs) {
    return settings(Phase.LOAD, pairs);
  }

  private static RunSettings run(String... pairs) {
    return settings(Phase.RUN, pairs);
  }

  private static RunSettings settings(Phase phase, String... pairs) {
    List<String> args = new ArrayList<>(List.of("basic"));
    for (int i = 0; i < pairs.length; i += 2) {
      args.add("-p");
      args.add(pairs[i] + "=" + pairs[i + 1]);
    }
    return CommandLineResolver.forWorkingDirectory().resolve(phase, args, false).runSettings();
  }

  @Test
  void loadSharesAreContiguousDisjointAndCoverTheRangeExactly() {
    long[][] cases = {{10, 3}, {1000, 4}, {7, 7}, {1_000_000_007L, 5}, {3_000_000_000L, 2}, {1, 1}, {100, 1}};
    for (long[] c : cases) {
      long records = c[0];
      int hosts = (int) c[1];
      List<HostShare> shares = WorkShares.forLoad(load("recordcount", Long.toString(records)), hosts);
      assertEquals(hosts, shares.size());
      long next = 0;
      long min = Long.MAX_VALUE;
      long max = 0;
      for (HostShare share : shares) {
        long start = share.insertStart();
        long count = share.count();
        assertEquals(next, start, "share starts where the previous ended, for " + records + "/" + hosts);
        assertTrue(count <= Integer.MAX_VALUE);
        next = start + count;
        min = Math.min(min, count);
        max = Math.max(max, count);
      }
      assertEquals(records, next, "shares cover recordcount exactly");
      assertTrue(max - min <= 1, "shares differ by at most one record");
    }
  }

  @Test
  void loadHonoursInsertStartAndInsertCount() {
    List<HostShare> shares = WorkShares.forLoad(load("recordcount", "1000", "insertstart", "100",
        "insertcount", "500"), 3);
    assertEquals(Map.of("insertstart", "100", "insertcount", "167"), shares.get(0).properties());
    assertEquals(Map.of("insertstart", "267", "insertcount", "167"), shares.get(1).properties());
    assertEquals(Map.of("insertstart", "434", "insertcount", "166"), shares.get(2).properties());
  }

  @Test
  void loadWithoutInsertCountTakesTheRestOfRecordCount() {
    List<HostShare> shares = WorkShares.forLoad(load("recordcount", "10", "insertstart", "4"), 2);
    assertEquals(Map.of("insertstart", "4", "insertcount", "3"), shares.get(0).properties());
    assertEquals(Map.of("insertstart", "7", "insertcount", "3"), shares.get(1).properties());
  }

  @Test
  void loadShareBeyondIntIsRejectedWithTheNumberOfHostsNeeded() {
    FanoutInputException e = assertThrows(FanoutInputException.class,
        () -> WorkShares.forLoad(load("recordcount", "5000000000"), 2));
    assertEquals("insertcount=5000000000 split across 2 hosts gives 2500000000 per host, more than core's per-client"
        + " limit of 2147483647: use at least 3 hosts", e.getMessage());
    assertEquals(3, WorkShares.forLoad(load("recordcount", "5000000000"), 3).size());
  }

  @Test
  void loadWithFewerRecordsThanHostsIsRejected() {
    FanoutInputException e = assertThrows(FanoutInputException.class,
        () -> WorkShares.forLoad(load("recordcount", "2"), 3));
    assertEquals("Cannot split 2 records (recordcount=2, insertstart=0, insertcount=2) across 3 hosts: expected at least one record"
        + " per host", e.getMessage());
  }

  @Test
  void loadRangeBeyondRecordCountIsRejected() {
    FanoutInputException e = assertThrows(FanoutInputException.class,
        () -> WorkShares.forLoad(load("recordcount", "10", "insertstart", "5", "insertcount", "10"), 2));
    assertTrue(e.getMessage().startsWith("insertstart=5 plus insertcount=10 exceeds recordcount=10"), e.getMessage());
  }

  @Test
  void nonNumericCountIsOneLineNamingTheProperty() {
    BadInputException e = assertThrows(BadInputException.class, () -> load("recordcount", "lots"));
    assertEquals("Invalid value 'lots' for property 'recordcount': expected a whole number from 0", e.getMessage());
    e = assertThrows(BadInputException.class, () -> run("operationcount", "-5"));
    assertEquals("Invalid value '-5' for property 'operationcount': expected a whole number from 0", e.getMessage());
  }

  @Test
  void runSplitsOperationsAndTargetPlacingRemaindersOnTheFirstHosts() {
    List<HostShare> shares = WorkShares.forRun(run("operationcount", "10", "target", "1001"), 3);
    assertEquals(Map.of("operationcount", "4", "target", "334"), shares.get(0).properties());
    assertEquals(Map.of("operationcount", "3", "target", "334"), shares.get(1).properties());
    assertEquals(Map.of("operationcount", "3", "target", "333"), shares.get(2).properties());
  }

  @Test
  void unthrottledTimeBoundRunStaysSoOnEveryHost() {
    for (HostShare share : WorkShares.forRun(run("maxexecutiontime", "60"), 4)) {
      assertEquals("0", share.properties().get("operationcount"));
      assertFalse(share.properties().containsKey("target"), "no target means unthrottled on every host");
    }
  }

  @Test
  void targetBelowOneOpPerHostIsRejected() {
    FanoutInputException e = assertThrows(FanoutInputException.class,
        () -> WorkShares.forRun(run("operationcount", "100", "target", "2"), 3));
    assertEquals("Cannot split target=2 ops/s across 3 hosts: expected at least 1 ops/s per host (0 would mean"
        + " unthrottled)", e.getMessage());
  }

  @Test
  void splitOfLargeCountsSumsExactly() {
    long total = Long.MAX_VALUE / 2;
    List<WorkShares.Range> ranges = WorkShares.split(17, total, 7);
    long sum = 0;
    for (WorkShares.Range r : ranges) {
      sum += r.count();
    }
    assertEquals(total, sum);
    assertEquals(17 + total, ranges.get(6).first() + ranges.get(6).count());
  }

  @Test
  void everyHostRecordsTheRunsTotalTargetAndHostCountBesideItsShare() {
    RunSettings run = CommandLineResolver.forWorkingDirectory().resolve(Phase.RUN, List.of("basic", "-target", "2000",
        "-p", "maxexecutiontime=10"), false).runSettings();
    assertEquals(Map.of(RunKeys.FANOUT_HOST_COUNT, "3", RunKeys.FANOUT_TOTAL_TARGET, "2000"),
        WorkShares.runProperties(run, Phase.RUN, 3));
    assertEquals(List.of("667", "667", "666"), WorkShares.forRun(run, 3).stream()
        .map(share -> share.properties().get(CoreProperty.TARGET.key())).toList(), "each host's own target is its share");
    RunSettings unthrottled = CommandLineResolver.forWorkingDirectory().resolve(Phase.RUN, List.of("basic", "-p", "operationcount=100"), false)
        .runSettings();
    assertEquals(Map.of(RunKeys.FANOUT_HOST_COUNT, "2"), WorkShares.runProperties(unthrottled, Phase.RUN, 2));
    assertEquals(Map.of(RunKeys.FANOUT_HOST_COUNT, "3"), WorkShares.runProperties(run, Phase.LOAD, 3),
        "a load's target is not split, so it records no total");
  }
}
