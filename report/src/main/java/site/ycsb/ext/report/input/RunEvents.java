/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import site.ycsb.ext.report.model.RunSummary;
import java.util.TreeMap;
import site.ycsb.ext.contract.HostStateLine;
import site.ycsb.ext.contract.Json;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunEvent;
import site.ycsb.ext.contract.RunFileException;

/**
 * The events of a run ({@code --event}, {@code --event-note}) as recorded: a fan-out runs them on the central host
 * and records them in its {@code fanout.json}; a single host records them in its manifest. Stateless; thread-safe.
 */
final class RunEvents {
  /** The fan-out's record of a run, in a fan-out run directory (its codec lives in the fan-out module). */
  static final String FANOUT_RECORD = "fanout.json";

  private RunEvents() {
  }

  /** The events of the hosts' manifests, by index, each index once. */
  static List<RunEvent> fromManifests(List<HostSource> hosts) {
    Map<Integer, RunEvent> events = new TreeMap<>();
    for (HostSource host : hosts) {
      Manifest m = host.manifest();
      if (m != null) {
        m.events().forEach(e -> events.putIfAbsent(e.index(), e));
      }
    }
    return List.copyOf(events.values());
  }

  /**
   * The events of a fan-out run directory's {@code fanout.json}, or empty when the directory has none.
   *
   * @throws RunFileException when the file exists but its events cannot be read
   */
  static Optional<List<RunEvent>> fromFanoutRecord(Path runDir) {
    return readFanoutRecord(runDir).map(json -> RunEvent.fromJson(json.get("events")));
  }

  /**
   * The hosts a fan-out run directory's {@code fanout.json} planned, each with what fan-out recorded of its end
   * ({@code h3 (exit 93, refused to start)}), by label; empty when the directory has none. Read as JSON: the report
   * imports no fan-out class.
   */
  static Optional<Map<String, String>> plannedHosts(Path runDir) {
    return readFanoutRecord(runDir).map(json -> {
      Map<String, String> planned = new java.util.LinkedHashMap<>();
      Object hosts = json.get("hosts");
      if (hosts instanceof List<?> list) {
        for (Object o : list) {
          if (o instanceof Map<?, ?> h && h.get("label") instanceof String label) {
            List<String> said = new ArrayList<>();
            if (h.get("exitCode") instanceof Number code) {
              said.add("exit " + code.longValue());
            }
            if (h.get("runEnd") instanceof String end && !end.isBlank()) {
              said.add(end);
            }
            if (h.get("problems") instanceof List<?> problems && !problems.isEmpty()) {
              said.add(String.valueOf(problems.get(0)));
            }
            planned.put(label, said.isEmpty() ? "" : " (" + String.join(", ", said) + ")");
          }
        }
      }
      return planned;
    });
  }

  /**
   * Each planned host's one state as a fan-out run directory's {@code fanout.json} records it ({@code state},
   * {@code stateNote}, {@code lateStartMs} as lateness when {@code late} and as the start's offset when the host
   * started), in host order; empty when the directory has no record, or a record written before states were
   * kept.
   */
  static List<HostStateLine> hostStates(Path runDir) {
    List<HostStateLine> states = new ArrayList<>();
    readFanoutRecord(runDir).ifPresent(json -> {
      if (json.get("hosts") instanceof List<?> list) {
        for (Object o : list) {
          if (o instanceof Map<?, ?> h && h.get("label") instanceof String label
              && h.get("state") instanceof String state && !state.isBlank()) {
            long lateMs = Boolean.TRUE.equals(h.get("late")) && h.get("lateStartMs") instanceof Number ms
                ? ms.longValue() : -1;
            long startOffsetMs = h.get("lateStartMs") instanceof Number ms
                && !state.startsWith(HostStateLine.NEVER_STARTED) ? ms.longValue() : HostStateLine.UNKNOWN_START;
            states.add(new HostStateLine(label, state, h.get("stateNote") instanceof String note ? note : "",
                lateMs, startOffsetMs));
          }
        }
      }
    });
    return states;
  }

  /**
   * A fan-out run directory's {@code fanout.json} verdict when its hosts did not run together ({@code inStep}
   * starting {@code NOT IN STEP}); empty when they did, or when there is no such record.
   */
  static String notInStep(Path runDir) {
    return readFanoutRecord(runDir).map(json -> json.get("inStep") instanceof String line
        && line.startsWith(RunSummary.NOT_IN_STEP) ? line : "").orElse("");
  }

  private static Optional<Map<String, Object>> readFanoutRecord(Path runDir) {
    Path record = runDir.resolve(FANOUT_RECORD);
    if (!Files.isRegularFile(record)) {
      return Optional.empty();
    }
    try {
      return Optional.of(Json.parseObject(Files.readString(record, StandardCharsets.UTF_8)));
    } catch (IOException | IllegalArgumentException e) {
      throw new RunFileException("Cannot read '" + record + "': " + e.getMessage(), e);
    }
  }
}
