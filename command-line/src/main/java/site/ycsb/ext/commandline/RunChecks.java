/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.CoreOperations;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.OutageLimits;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunSettings;

/**
 * Checks of the final properties that core 0.17.0 skips or gets wrong, done before anything starts: numbers that
 * must be numbers, per-client counts that must fit core's {@code int}, {@code failures.max} and the outage limits ({@code failures.outage.max},
 * {@code failures.stop.after}), and a run that would do
 * nothing; core properties set to a blank value (an unset shell variable: core would take its default, or false);
 * booleans that are not {@code true} or {@code false}; and, with core's workload, distribution and order names core
 * would silently replace by another; {@code periodichistogram.*} properties without a periodic
 * {@code measurementtype} ({@link PeriodicOptions}). They give the typed {@link RunSettings}. Stateless; thread-safe.
 */
public final class RunChecks {
  /** Core's workload class, whose own properties are checked too. */
  static final String CORE_WORKLOAD = "site.ycsb.workloads.CoreWorkload";

  /** Core properties for which a blank value makes no sense ({@code label} may be blank). */
  private static final List<String> NOT_BLANK = Arrays.asList("db", "workload", "exporter", "exportfile",
      "threadcount", "target", "maxexecutiontime", "status", "status.interval", "dotransactions", "recordcount",
      "insertstart", "insertcount", "operationcount", "measurementtype", "measurement.trackjvm", "spin.sleep",
      "measurement.interval", "histogram.buckets");

  /** CoreWorkload's properties for which a blank value makes no sense. */
  private static final List<String> CORE_WORKLOAD_NOT_BLANK = Arrays.asList("table", "fieldcount", "fieldlength",
      "fieldlengthdistribution", "fieldnameprefix", "readallfields", "writeallfields", "readproportion",
      "updateproportion", "insertproportion", "scanproportion", "readmodifywriteproportion", "requestdistribution",
      "zeropadding", "insertorder", "minscanlength", "maxscanlength", "scanlengthdistribution", "hotspotdatafraction",
      "hotspotopnfraction", "dataintegrity", "core_workload_insertion_retry_limit",
      "core_workload_insertion_retry_interval");

  /** Booleans core reads with {@code Boolean.parseBoolean}, where any other word silently means false. */
  private static final List<String> BOOLEANS = Arrays.asList("status", "dotransactions", "measurement.trackjvm",
      "spin.sleep");
  private static final List<String> CORE_WORKLOAD_BOOLEANS = Arrays.asList("readallfields", "writeallfields",
      "dataintegrity");

  /**
   * CoreWorkload's named choices and their valid values, as core 0.17.0 compares them (exactly): an unknown request
   * distribution fails late with a bare "Unknown request distribution", an unknown insert order silently means
   * {@code ordered}.
   */
  private static final String[][] CORE_WORKLOAD_CHOICES = {
      {"requestdistribution", "uniform", "zipfian", "latest", "hotspot", "sequential", "exponential"},
      {"insertorder", "hashed", "ordered"},
      {"fieldlengthdistribution", "constant", "uniform", "zipfian", "histogram"},
      {"scanlengthdistribution", "uniform", "zipfian"}};

  private RunChecks() {
  }

  /**
   * Refuses blank core properties, booleans other than true/false and, with core's workload, unknown choices.
   *
   * @throws BadInputException naming the property, its value and the valid values
   */
  static void checkValues(Properties props) {
    boolean coreWorkload = CORE_WORKLOAD.equals(CoreProperty.WORKLOAD.valueIn(props));
    for (String key : NOT_BLANK) {
      refuseBlank(props, key);
    }
    for (String key : BOOLEANS) {
      checkBoolean(props, key);
    }
    if (!coreWorkload) {
      return;
    }
    for (String key : CORE_WORKLOAD_NOT_BLANK) {
      refuseBlank(props, key);
    }
    for (String key : CORE_WORKLOAD_BOOLEANS) {
      checkBoolean(props, key);
    }
    for (String[] choice : CORE_WORKLOAD_CHOICES) {
      String value = props.getProperty(choice[0]);
      if (value != null && !Arrays.asList(choice).subList(1, choice.length).contains(value.trim())) {
        throw BadInputException.invalidValue(choice[0], value, "one of "
            + String.join(", ", Arrays.asList(choice).subList(1, choice.length)));
      }
    }
  }

  private static void refuseBlank(Properties props, String key) {
    String value = props.getProperty(key);
    if (value != null && value.trim().isEmpty()) {
      throw BadInputException.invalidValue(key, "", "a value (leave the property out to use its default)");
    }
  }

  private static void checkBoolean(Properties props, String key) {
    String value = props.getProperty(key);
    if (value != null) {
      String word = value.trim().toLowerCase(Locale.ROOT);
      if (!word.equals("true") && !word.equals("false")) {
        throw BadInputException.invalidValue(key, value, "true or false");
      }
    }
  }

  /**
   * @param phase {@code load} or {@code run}
   * @param perClientLimits whether the counts must fit one client ({@code false} for a fan-out's total, which is
   *     split across hosts and checked per share)
   * @return the checked values, core's defaults applied
   * @throws BadInputException naming the property, its value and what is expected
   */
  public static RunSettings check(Phase phase, Properties props, boolean perClientLimits) {
    checkValues(props);
    PeriodicOptions.check(props);
    int threads = (int) number(props, CoreProperty.THREAD_COUNT, 1, Integer.MAX_VALUE, "a whole number from 1");
    long target = number(props, CoreProperty.TARGET, 0, Integer.MAX_VALUE,
        "a whole number of operations per second, 0 for unthrottled");
    long maxSeconds = number(props, CoreProperty.MAX_EXECUTION_TIME, 0, Integer.MAX_VALUE,
        "a whole number of seconds, 0 for no limit");
    long statusInterval = number(props, CoreProperty.STATUS_INTERVAL, 1, Integer.MAX_VALUE,
        "a whole number of seconds from 1");
    double maxFailedShare = FailureLimit.maxFailedShare(props, phase);
    // Checked here so a bad value is refused before the benchmark JVM starts; the engine reads them again.
    OutageLimits.from(props);
    long recordCount = number(props, CoreProperty.RECORD_COUNT, 0, Long.MAX_VALUE, "a whole number from 0");
    long insertStart = number(props, CoreProperty.INSERT_START, 0, Long.MAX_VALUE, "a whole number from 0");
    boolean explicitInsertCount = props.containsKey(CoreProperty.INSERT_COUNT.key());
    long insertCount = explicitInsertCount
        ? number(props, CoreProperty.INSERT_COUNT, 0, Long.MAX_VALUE, "a whole number from 0")
        : Math.max(0, recordCount - insertStart);
    if (perClientLimits) {
      fitsInt(explicitInsertCount ? "insertcount" : "recordcount-insertstart", insertCount,
          "split the load across clients with -p insertstart=<first key> -p insertcount=<records> on each"
              + " (bin/ycsb fanout load does this)");
    }
    long operationCount = number(props, CoreProperty.OPERATION_COUNT, 0, Long.MAX_VALUE, "a whole number from 0");
    if (perClientLimits) {
      fitsInt("operationcount", operationCount,
          "split the operations across clients, each with its own -p operationcount (bin/ycsb fanout run does this)");
    }
    boolean transactions = Boolean.parseBoolean(CoreProperty.DO_TRANSACTIONS.valueIn(props));
    if (transactions && operationCount == 0 && maxSeconds == 0) {
      throw new BadInputException("operationcount=0 runs until maxexecutiontime ends, but maxexecutiontime is not set:"
          + " give -p operationcount=<n> or -p maxexecutiontime=<seconds>");
    }
    if (transactions && props.containsKey(CoreProperty.INSERT_START.key()) && insertStart >= recordCount
        && keysFromInsertStart(props)) {
      throw new BadInputException("insertstart=" + insertStart + " is at or past recordcount=" + recordCount
          + ": a run of core's workload picks keys from insertstart up to recordcount - 1, so it would find none and"
          + " never end; give recordcount as the records loaded in all (every client's included) or leave insertstart"
          + " out of the run");
    }
    if (!transactions && insertCount == 0) {
      throw new BadInputException("Nothing to load: recordcount=" + recordCount + ", insertstart=" + insertStart
          + (explicitInsertCount ? ", insertcount=0" : "") + "; give -p recordcount=<n>");
    }
    return new RunSettings(transactions, threads, target, transactions ? operationCount : insertCount, recordCount,
        insertStart, maxSeconds,
        Boolean.parseBoolean(CoreProperty.STATUS.valueIn(props)), statusInterval, CoreProperty.LABEL.valueIn(props),
        maxFailedShare, CoreProperty.DB.valueIn(props), CoreProperty.WORKLOAD.valueIn(props),
        CoreProperty.EXPORTER.valueIn(props), Optional.ofNullable(CoreProperty.EXPORT_FILE.valueIn(props)),
        CoreProperty.MEASUREMENT_TYPE.valueIn(props), Boolean.parseBoolean(CoreProperty.TRACK_JVM.valueIn(props)),
        Boolean.parseBoolean(CoreProperty.SPIN_SLEEP.valueIn(props)));
  }

  /**
   * Whether a run's keys come from {@code [insertstart, recordcount)}: core's workload with a request distribution
   * other than {@code latest} and {@code exponential} (those count back from the last key instead). Core's
   * {@code nextKeynum} draws again while a key is past the last one loaded, so on an empty range it never returns.
   */
  private static boolean keysFromInsertStart(Properties props) {
    String distribution = props.getProperty("requestdistribution", "uniform").trim();
    return CoreOperations.CORE_WORKLOAD.equals(CoreProperty.WORKLOAD.valueIn(props))
        && !distribution.equals("latest") && !distribution.equals("exponential");
  }

  private static long number(Properties props, CoreProperty property, long min, long max, String expected) {
    String key = property.key();
    String value = property.valueIn(props);
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
