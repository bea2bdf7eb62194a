/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.collect;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import site.ycsb.ext.contract.Json;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunEvent;
import site.ycsb.ext.contract.RunFileException;

/**
 * {@code results/<run-id>/fanout.json}, format {@code ycsb-ext-fanout/1}: the one codec of that file. What the fan-out
 * did on each host (share, clock offset, how the run ended, how complete its collected results are) and the warnings
 * of the whole run, for the report and for people. Fan-out fills a {@link Builder} and {@link #write}s the record;
 * tests and tools {@link #read} it. Times are epoch milliseconds. Immutable; thread-safe.
 *
 * @param runId the run's id, the name of its result directory
 * @param phase {@code load} or {@code run}
 * @param binding the binding name
 * @param startAtEpochMs the common start instant every host was asked to start at; 0 when none was set (the run did
 *     not start)
 * @param endEpochMs when the last host's run ended (before collection)
 * @param stoppedByUser whether the runs were stopped on request (Ctrl-C, TERM)
 * @param exitCode fan-out's exit code
 * @param totalTargetOpsPerSec the run's target over all hosts, ops/s (each host's {@code target} share adds up to it);
 *     0 without a target
 * @param lateStartThresholdMs {@code --late-start-ms}: a host that started more than this after the common start
 *     instant is {@link Host#late() late}
 * @param startSkewMs the start skew: the latest host's operations start minus the earliest's, over the hosts whose
 *     operations started (from their manifests, else what fan-out saw), milliseconds; -1 when none started
 * @param warnings the run's warnings, one line each
 * @param hosts one entry per host, in host order
 * @param events the run's events ({@code --event}, {@code --event-note}), run on the central host, by index; empty
 *     when none
 * @param startBarrier how the common start instant was reached: {@code complete: ...} (every host ready, the instant
 *     given once they were), {@code incomplete: ...} (the launch-time instant), {@code off: ...} (a fixed delay);
 *     empty in a record written before the barrier existed
 * @param inStep {@code in step: ...} or {@code NOT IN STEP: ...} with why ({@link InStep}); empty when not judged
 */
public record RunRecord(String runId, Phase phase, String binding, long startAtEpochMs, long endEpochMs,
    boolean stoppedByUser, int exitCode, long totalTargetOpsPerSec, long lateStartThresholdMs, long startSkewMs,
    List<String> warnings, List<Host> hosts, List<RunEvent> events, String startBarrier, String inStep) {

  /** The format this codec writes; it reads every {@code ycsb-ext-fanout/1.x}. */
  public static final String FORMAT = "ycsb-ext-fanout/1";
  /** The file name in the run directory. */
  public static final String FILE_NAME = "fanout.json";

  private static final String FORMAT_NAME = "ycsb-ext-fanout/";

  public RunRecord {
    warnings = List.copyOf(warnings);
    hosts = List.copyOf(hosts);
    events = List.copyOf(events);
  }

  /**
   * One host's entry.
   *
   * @param label the host's label, the name of its result directory
   * @param destination {@code [user@]host[:port]} as fan-out reached it
   * @param share the properties fan-out split for this host (e.g. {@code operationcount}, {@code target}), whole
   *     numbers
   * @param clockOffsetMs the host's clock minus the central host's, milliseconds; NaN when unknown
   * @param clockBoundMs the offset's bound (half the round trip of the probe that measured it), milliseconds: the
   *     true offset is within {@code clockOffsetMs} plus or minus it; NaN when unknown
   * @param runEnd how the launcher and its ssh session ended, in no state's word, e.g. {@code exit 0} or {@code ssh
   *     session cut before the launcher's exit (ssh exit 255)}; empty when it did not start
   * @param exitCode the remote launcher's exit code; empty when unknown
   * @param plannedStartEpochMs the common start instant the host was asked to start at; 0 when it was not started
   * @param startEpochMs when the host's operations started, from its manifest; 0 when unknown
   * @param lateStartMs milliseconds from the planned instant to the host's start (negative: before it): from its
   *     manifest, else as its launcher reported missing the instant; empty when unknown
   * @param late whether {@code lateStartMs} exceeds the run's {@code lateStartThresholdMs}
   * @param results how complete the collected results are: {@code complete}, {@code partial}, {@code missing}; empty
   *     when not collected
   * @param filesVerified files that matched the host's manifest
   * @param operations operations the host's manifest reports; -1 when unknown
   * @param collectMs how long fetching and checking took, milliseconds; -1 when not collected
   * @param problems why the host's results are not complete, or why it could not start
   * @param state the host's one state ({@link HostState}): {@code ok}, {@code late (...)}, {@code stopped at t of T},
   *     {@code never started (...)}, {@code lost (...)}; empty in a record written before states were kept
   * @param stateNote what else is true of the host's run (a launcher killed after its JVM completed), or empty
   */
  public record Host(String label, String destination, Map<String, Long> share, double clockOffsetMs,
      double clockBoundMs, String runEnd,
      OptionalInt exitCode, long plannedStartEpochMs, long startEpochMs, OptionalLong lateStartMs, boolean late,
      String results, int filesVerified, long operations, long collectMs,
      List<String> problems, String state, String stateNote) {

    public Host {
      share = Collections.unmodifiableMap(new LinkedHashMap<>(share));
      problems = List.copyOf(problems);
    }
  }

  /** The entry of the host labelled {@code label}. */
  public Optional<Host> host(String label) {
    return hosts.stream().filter(h -> h.label().equals(label)).findFirst();
  }

  /** Writes the record into {@code runDir} as {@value #FILE_NAME}, atomically replacing an earlier one. */
  public Path write(Path runDir) throws IOException {
    Path target = runDir.resolve(FILE_NAME);
    Path partial = runDir.resolve(FILE_NAME + ".partial");
    Files.writeString(partial, toJson(), StandardCharsets.UTF_8);
    Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    return target;
  }

  /** The record as JSON text: one line per run field, one line per host. */
  public String toJson() {
    StringBuilder json = new StringBuilder(2048).append("{\n");
    json.append("  \"format\": ").append(Json.quote(FORMAT)).append(",\n");
    json.append("  \"runId\": ").append(Json.quote(runId)).append(",\n");
    json.append("  \"phase\": ").append(Json.quote(phase.label())).append(",\n");
    json.append("  \"binding\": ").append(Json.quote(binding)).append(",\n");
    json.append("  \"startAtEpochMs\": ").append(startAtEpochMs).append(",\n");
    json.append("  \"endEpochMs\": ").append(endEpochMs).append(",\n");
    json.append("  \"stoppedByUser\": ").append(stoppedByUser).append(",\n");
    json.append("  \"exitCode\": ").append(exitCode).append(",\n");
    json.append("  \"totalTargetOpsPerSec\": ").append(totalTargetOpsPerSec).append(",\n");
    json.append("  \"lateStartThresholdMs\": ").append(lateStartThresholdMs).append(",\n");
    json.append("  \"startSkewMs\": ").append(startSkewMs).append(",\n");
    json.append("  \"startBarrier\": ").append(Json.quote(startBarrier)).append(",\n");
    json.append("  \"inStep\": ").append(Json.quote(inStep)).append(",\n");
    json.append("  \"warnings\": ").append(strings(warnings)).append(",\n");
    json.append("  \"events\": ").append(RunEvent.toJsonArray(events)).append(",\n");
    json.append("  \"hosts\": [");
    String sep = "\n    ";
    for (Host h : hosts) {
      json.append(sep).append('{');
      json.append("\"label\": ").append(Json.quote(h.label()));
      json.append(", \"state\": ").append(Json.quote(h.state()));
      json.append(", \"stateNote\": ").append(Json.quote(h.stateNote()));
      json.append(", \"destination\": ").append(Json.quote(h.destination()));
      json.append(", \"share\": {");
      String shareSep = "";
      for (Map.Entry<String, Long> e : h.share().entrySet()) {
        json.append(shareSep).append(Json.quote(e.getKey())).append(": ").append(e.getValue());
        shareSep = ", ";
      }
      json.append('}');
      json.append(", \"clockOffsetMs\": ").append(Double.isNaN(h.clockOffsetMs()) ? "null"
          : String.format(Locale.US, "%.3f", h.clockOffsetMs()));
      json.append(", \"clockBoundMs\": ").append(Double.isNaN(h.clockBoundMs()) ? "null"
          : String.format(Locale.US, "%.3f", h.clockBoundMs()));
      json.append(", \"runEnd\": ").append(Json.quote(h.runEnd()));
      json.append(", \"exitCode\": ").append(h.exitCode().isPresent() ? Integer.toString(h.exitCode().getAsInt())
          : "null");
      json.append(", \"plannedStartEpochMs\": ").append(h.plannedStartEpochMs());
      json.append(", \"startEpochMs\": ").append(h.startEpochMs());
      json.append(", \"lateStartMs\": ").append(h.lateStartMs().isPresent() ? Long.toString(h.lateStartMs()
          .getAsLong()) : "null");
      json.append(", \"late\": ").append(h.late());
      json.append(", \"results\": ").append(Json.quote(h.results()));
      json.append(", \"filesVerified\": ").append(h.filesVerified());
      json.append(", \"operations\": ").append(h.operations());
      json.append(", \"collectMs\": ").append(h.collectMs());
      json.append(", \"problems\": ").append(strings(h.problems()));
      json.append('}');
      sep = ",\n    ";
    }
    return json.append(hosts.isEmpty() ? "]\n}\n" : "\n  ]\n}\n").toString();
  }

  private static String strings(List<String> values) {
    StringBuilder out = new StringBuilder("[");
    for (int i = 0; i < values.size(); i++) {
      out.append(i == 0 ? "" : ", ").append(Json.quote(values.get(i)));
    }
    return out.append(']').toString();
  }

  /**
   * Reads a {@value #FILE_NAME}.
   *
   * @throws RunFileException naming the file when it cannot be read, is not JSON, is not a fan-out record, has another
   *     major format version, or lacks a required field ({@code runId}, {@code phase}, {@code exitCode},
   *     {@code hosts})
   */
  public static RunRecord read(Path file) {
    Map<String, Object> json;
    try {
      json = Json.parseObject(Files.readString(file, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new RunFileException("Cannot read fan-out record '" + file + "': " + e.getMessage(), e);
    } catch (IllegalArgumentException e) {
      throw new RunFileException("Corrupt fan-out record '" + file + "': " + e.getMessage(), e);
    }
    Object format = json.get("format");
    if (!(format instanceof String f) || !f.startsWith(FORMAT_NAME)) {
      throw new RunFileException("'" + file + "' is not a fan-out record: its \"format\" is " + format + ", expected "
          + FORMAT);
    }
    String version = f.substring(FORMAT_NAME.length());
    if (!version.equals("1") && !version.startsWith("1.")) {
      throw new RunFileException("Fan-out record '" + file + "' has format " + f + "; this version of ycsb-ext reads "
          + FORMAT + " only");
    }
    for (String required : List.of("runId", "phase", "exitCode", "hosts")) {
      if (!json.containsKey(required)) {
        throw new RunFileException("Corrupt fan-out record '" + file + "': no \"" + required + "\"");
      }
    }
    List<Host> hosts = new ArrayList<>();
    if (json.get("hosts") instanceof List<?> list) {
      for (Object entry : list) {
        if (!(entry instanceof Map<?, ?> m)) {
          throw new RunFileException("Corrupt fan-out record '" + file + "': a host entry is not an object");
        }
        hosts.add(host(m));
      }
    }
    return new RunRecord(text(json, "runId"), phase(file, text(json, "phase")), text(json, "binding"),
        (long) num(json, "startAtEpochMs", 0), (long) num(json, "endEpochMs", 0),
        Boolean.TRUE.equals(json.get("stoppedByUser")), (int) num(json, "exitCode", 0),
        (long) num(json, "totalTargetOpsPerSec", 0), (long) num(json, "lateStartThresholdMs", 0),
        (long) num(json, "startSkewMs", -1), strings(json.get("warnings")), hosts, events(file, json),
        text(json, "startBarrier"), text(json, "inStep"));
  }

  private static List<RunEvent> events(Path file, Map<String, Object> json) {
    try {
      return RunEvent.fromJson(json.get("events"));
    } catch (IllegalArgumentException e) {
      throw new RunFileException("Corrupt fan-out record '" + file + "': " + e.getMessage(), e);
    }
  }

  private static Host host(Map<?, ?> m) {
    Map<String, Long> share = new LinkedHashMap<>();
    if (m.get("share") instanceof Map<?, ?> s) {
      s.forEach((k, v) -> share.put(String.valueOf(k), v instanceof Double d ? Math.round(d) : 0L));
    }
    OptionalInt exitCode = m.get("exitCode") instanceof Double d ? OptionalInt.of((int) Math.round(d))
        : OptionalInt.empty();
    return new Host(text(m, "label"), text(m, "destination"), share, num(m, "clockOffsetMs", Double.NaN),
        num(m, "clockBoundMs", Double.NaN),
        text(m, "runEnd"), exitCode, (long) num(m, "plannedStartEpochMs", 0), (long) num(m, "startEpochMs", 0),
        m.get("lateStartMs") instanceof Double late ? OptionalLong.of(Math.round(late)) : OptionalLong.empty(),
        Boolean.TRUE.equals(m.get("late")), text(m, "results"),
        (int) num(m, "filesVerified", 0), (long) num(m, "operations", -1), (long) num(m, "collectMs", -1),
        strings(m.get("problems")), text(m, "state"), text(m, "stateNote"));
  }

  private static Phase phase(Path file, String label) {
    try {
      return Phase.fromLabel(label);
    } catch (IllegalArgumentException e) {
      throw new RunFileException("Corrupt fan-out record '" + file + "': " + e.getMessage(), e);
    }
  }

  private static String text(Map<?, ?> json, String key) {
    Object v = json.get(key);
    return v == null ? "" : String.valueOf(v);
  }

  private static double num(Map<?, ?> json, String key, double absent) {
    return json.get(key) instanceof Double d ? d : absent;
  }

  private static List<String> strings(Object value) {
    List<String> out = new ArrayList<>();
    if (value instanceof List<?> list) {
      list.forEach(v -> out.add(String.valueOf(v)));
    }
    return out;
  }

  /** The record as fan-out's main thread fills it, then {@link #build}s it. Not thread-safe. */
  public static final class Builder {
    public String runId = "";
    public Phase phase = Phase.RUN;
    public String binding = "";
    public long startAtEpochMs;
    public long endEpochMs;
    public boolean stoppedByUser;
    public int exitCode;
    public long totalTargetOpsPerSec;
    public long lateStartThresholdMs;
    public long startSkewMs = -1;
    public final List<HostBuilder> hosts = new ArrayList<>();
    public final List<String> warnings = new ArrayList<>();
    public final List<RunEvent> events = new ArrayList<>();
    public String startBarrier = "";
    public String inStep = "";

    /** The immutable record. */
    public RunRecord build() {
      return new RunRecord(runId, phase, binding, startAtEpochMs, endEpochMs, stoppedByUser, exitCode,
          totalTargetOpsPerSec, lateStartThresholdMs, startSkewMs, warnings, hosts.stream().map(HostBuilder::build).toList(),
          events, startBarrier, inStep);
    }
  }

  /** One host's entry as fan-out fills it. Not thread-safe. */
  public static final class HostBuilder {
    public String label = "";
    public String destination = "";
    public final Map<String, Long> share = new LinkedHashMap<>();
    public double clockOffsetMs = Double.NaN;
    public double clockBoundMs = Double.NaN;
    public String runEnd = "";
    public Integer exitCode;
    public long plannedStartEpochMs;
    public long startEpochMs;
    public Long lateStartMs;
    public boolean late;
    public String results = "";
    public int filesVerified;
    public long operations = -1;
    public long collectMs = -1;
    public final List<String> problems = new ArrayList<>();
    public String state = "";
    public String stateNote = "";

    /** The immutable entry. */
    public Host build() {
      return new Host(label, destination, share, clockOffsetMs, clockBoundMs, runEnd,
          exitCode == null ? OptionalInt.empty() : OptionalInt.of(exitCode), plannedStartEpochMs, startEpochMs,
          lateStartMs == null ? OptionalLong.empty() : OptionalLong.of(lateStartMs), late, results, filesVerified,
          operations, collectMs, problems, state, stateNote);
    }
  }
}
