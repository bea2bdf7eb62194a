/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.util.Properties;

/**
 * Checks of the final properties that core 0.17.0 skips or gets wrong, done before anything starts: numbers that
 * must be numbers, per-client counts that must fit core's {@code int}, {@code failures.max}, and a run that would do
 * nothing.
 * Stateless; thread-safe.
 */
final class RunChecks {
  private RunChecks() {
  }

  /**
   * @param phase {@code load} or {@code run}
   * @param perClientLimits whether the counts must fit one client ({@code false} for a fan-out's total, which is
   *     split across hosts and checked per share)
   * @throws BadInputException naming the property, its value and what is expected
   */
  static void check(String phase, Properties props, boolean perClientLimits) {
    number(props, "threadcount", "1", 1, Integer.MAX_VALUE, "a whole number from 1");
    number(props, "target", "0", 0, Integer.MAX_VALUE, "a whole number of operations per second, 0 for unthrottled");
    long maxSeconds = number(props, "maxexecutiontime", "0", 0, Integer.MAX_VALUE, "a whole number of seconds, 0 for no limit");
    number(props, "status.interval", "10", 1, Integer.MAX_VALUE, "a whole number of seconds from 1");
    FailureLimit.from(props, phase);
    long recordCount = number(props, "recordcount", "0", 0, Long.MAX_VALUE, "a whole number from 0");
    long insertStart = number(props, "insertstart", "0", 0, Long.MAX_VALUE, "a whole number from 0");
    boolean explicitInsertCount = props.containsKey("insertcount");
    long insertCount = explicitInsertCount
        ? number(props, "insertcount", "0", 0, Long.MAX_VALUE, "a whole number from 0")
        : Math.max(0, recordCount - insertStart);
    if (perClientLimits) {
      fitsInt(explicitInsertCount ? "insertcount" : "recordcount-insertstart", insertCount,
          "split the load across clients with -p insertstart=<first key> -p insertcount=<records> on each"
              + " (bin/ycsb fanout load does this)");
    }
    long operationCount = number(props, "operationcount", "0", 0, Long.MAX_VALUE, "a whole number from 0");
    if (perClientLimits) {
      fitsInt("operationcount", operationCount,
          "split the operations across clients, each with its own -p operationcount (bin/ycsb fanout run does this)");
    }

    boolean transactions = Boolean.parseBoolean(props.getProperty("dotransactions", "true"));
    if (transactions && operationCount == 0 && maxSeconds == 0) {
      throw new BadInputException("operationcount=0 runs until maxexecutiontime ends, but maxexecutiontime is not set:"
          + " give -p operationcount=<n> or -p maxexecutiontime=<seconds>");
    }
    if (!transactions && insertCount == 0) {
      throw new BadInputException("Nothing to load: recordcount=" + recordCount + ", insertstart=" + insertStart
          + (explicitInsertCount ? ", insertcount=0" : "") + "; give -p recordcount=<n>");
    }
  }

  private static long number(Properties props, String key, String dflt, long min, long max, String expected) {
    String value = props.getProperty(key, dflt).trim();
    long parsed;
    try {
      parsed = Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw BadInputException.invalidValue(key, value, expected);
    }
    if (parsed < min || parsed > max) {
      throw BadInputException.invalidValue(key, value, expected);
    }
    return parsed;
  }

  private static void fitsInt(String what, long count, String howToSplit) {
    if (count > Integer.MAX_VALUE) {
      throw new BadInputException(what + "=" + count + " is more than one client can count (core's limit is "
          + Integer.MAX_VALUE + " per client): " + howToSplit);
    }
  }
}
