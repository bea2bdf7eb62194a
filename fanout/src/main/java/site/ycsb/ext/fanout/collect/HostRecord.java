/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.collect;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import site.ycsb.ext.contract.Phase;

/**
 * What a client host keeps of its fan-out run, next to its results ({@code <base>/results/<run-id>/.fanout-hosts/
 * <label>/host.properties}): the plan as the central host made it (written when the run starts), then what the host's
 * run script adds ({@code launcherStartEpochMs}, {@code launcherPid}, and at the end {@code exitCode},
 * {@code endEpochMs}). {@code fanout collect} builds {@code fanout.json} from it without the central process that
 * started the run. Format {@value #FORMAT}: one {@code key=value} a line, values without newlines, later lines winning.
 * The one codec of that file. Immutable; thread-safe.
 *
 * @param values the file's keys and values, in file order
 */
public record HostRecord(Map<String, String> values) {
  /** The format this codec writes. */
  public static final String FORMAT = "ycsb-ext-fanout-host/1";
  /** Prefix of a share key, e.g. {@code share.operationcount}. */
  private static final String SHARE = "share.";

  public HostRecord {
    values = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }

  /**
   * The plan's lines, written by the central host when it starts the run.
   *
   * @param plannedStartEpochMs the common start instant, epoch milliseconds
   * @param clockOffsetMs the host's clock minus the central host's, milliseconds (NaN when unknown)
   * @param clockBoundMs the offset's uncertainty (half the probe's round trip), milliseconds
   */
  public static String plan(String runId, Phase phase, String binding, String label, String destination, int hostCount,
      long plannedStartEpochMs, long lateStartThresholdMs, long totalTargetOpsPerSec, Map<String, Long> share,
      double clockOffsetMs, double clockBoundMs, boolean detached) {
    StringBuilder out = new StringBuilder();
    line(out, "format", FORMAT);
    line(out, "runId", runId);
    line(out, "phase", phase.label());
    line(out, "binding", binding);
    line(out, "label", label);
    line(out, "destination", destination);
    line(out, "hostCount", Integer.toString(hostCount));
    line(out, "plannedStartEpochMs", Long.toString(plannedStartEpochMs));
    line(out, "lateStartThresholdMs", Long.toString(lateStartThresholdMs));
    line(out, "totalTargetOpsPerSec", Long.toString(totalTargetOpsPerSec));
    share.forEach((k, v) -> line(out, SHARE + k, Long.toString(v)));
    if (!Double.isNaN(clockOffsetMs)) {
      line(out, "clockOffsetMs", String.format(Locale.US, "%.3f", clockOffsetMs));
      line(out, "clockBoundMs", String.format(Locale.US, "%.3f", clockBoundMs));
    }
    line(out, "detached", Boolean.toString(detached));
    return out.toString().stripTrailing();
  }

  private static void line(StringBuilder out, String key, String value) {
    out.append(key).append('=').append(value.replace('\n', ' ')).append('\n');
  }

  /**
   * Reads the file's lines.
   *
   * @throws IllegalArgumentException when it is not a host record of this format
   */
  public static HostRecord parse(List<String> lines) {
    Map<String, String> values = new LinkedHashMap<>();
    for (String line : lines) {
      int eq = line.indexOf('=');
      if (eq > 0) {
        values.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
      }
    }
    String format = values.getOrDefault("format", "");
    if (!format.equals(FORMAT)) {
      throw new IllegalArgumentException("not a fan-out host record (format '" + format + "', expected " + FORMAT + ")");
    }
    return new HostRecord(values);
  }

  public String runId() {
    return text("runId");
  }

  public Phase phase() {
    return Phase.fromLabel(text("phase"));
  }

  public String binding() {
    return text("binding");
  }

  public String destination() {
    return text("destination");
  }

  /** The common start instant the host was asked to start at, epoch milliseconds. */
  public long plannedStartEpochMs() {
    return number("plannedStartEpochMs", 0);
  }

  /**
   * The common start instant the central process gave at the start barrier ({@code barrierStartEpochMs}, written
   * with the host's {@code go} file), epoch milliseconds; 0 when none was given (no barrier, or it did not complete
   * for this host: it then started at {@link #plannedStartEpochMs}).
   */
  public long barrierStartEpochMs() {
    return number("barrierStartEpochMs", 0);
  }

  public long lateStartThresholdMs() {
    return number("lateStartThresholdMs", 0);
  }

  public long totalTargetOpsPerSec() {
    return number("totalTargetOpsPerSec", 0);
  }

  /** The host's share, e.g. {@code operationcount}, in file order. */
  public Map<String, Long> share() {
    Map<String, Long> share = new LinkedHashMap<>();
    values.forEach((k, v) -> {
      if (k.startsWith(SHARE)) {
        share.put(k.substring(SHARE.length()), Long.parseLong(v));
      }
    });
    return share;
  }

  /** The host's clock minus the central host's when the run started, milliseconds; NaN when unknown. */
  public double clockOffsetMs() {
    return decimal("clockOffsetMs");
  }

  /** The bound of {@link #clockOffsetMs}, milliseconds; NaN when unknown. */
  public double clockBoundMs() {
    return decimal("clockBoundMs");
  }

  /** The remote launcher's process id; -1 when it did not start. */
  public long launcherPid() {
    return number("launcherPid", -1);
  }

  /** The remote launcher's exit code, as its run script recorded it; empty while it runs or when it was lost. */
  public OptionalInt exitCode() {
    String v = values.get("exitCode");
    return v == null || v.isEmpty() ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(v));
  }

  /** When the launcher ended, epoch milliseconds (whole seconds); 0 when unknown. */
  public long endEpochMs() {
    return number("endEpochMs", 0);
  }

  public boolean detached() {
    return Boolean.parseBoolean(text("detached"));
  }

  private String text(String key) {
    return values.getOrDefault(key, "");
  }

  private long number(String key, long absent) {
    String v = values.get(key);
    return v == null || v.isEmpty() ? absent : Long.parseLong(v);
  }

  private double decimal(String key) {
    String v = values.get(key);
    return v == null || v.isEmpty() ? Double.NaN : Double.parseDouble(v);
  }
}
