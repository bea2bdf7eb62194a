/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import site.ycsb.ext.contract.Json;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunEvent;
import site.ycsb.ext.contract.RunFileException;

/**
 * One event of a run as the report marks it on every time-series figure (a labelled vertical line at
 * {@link #atMs}) and measures it ({@link Disruptions}). Read from the run's {@code fanout.json} or manifests
 * ({@link #read}). Immutable; thread-safe.
 *
 * @param label the marker's label, e.g. {@code E1 +90s}
 * @param atMs the instant the event took effect, epoch ms: when its command started, else (a note, or a command that
 *     never started) its planned instant
 * @param event the event as recorded
 */
public record EventMarker(String label, long atMs, RunEvent event) {

  /** The marker of a recorded event. */
  public static EventMarker of(RunEvent event) {
    long at = event.startedEpochMs() > 0 ? event.startedEpochMs() : event.plannedEpochMs();
    return new EventMarker(event.markerLabel(), at, event);
  }

  /** The warning the report shows for an event that did not go as planned (failed, timed out, late, not started). */
  public Optional<String> warning() {
    return event.warning();
  }

  /**
   * The events of one run directory, by index: those of its {@code fanout.json} (a fan-out runs them on the central
   * host), else those of the manifests in it and in its host subdirectories (one level down), each index once.
   *
   * @throws RunFileException when a file holding the events cannot be read
   */
  public static List<EventMarker> read(Path runDir) {
    Map<Integer, RunEvent> events = new TreeMap<>();
    Path fanout = runDir.resolve("fanout.json");
    if (Files.isRegularFile(fanout)) {
      // fanout.json's codec lives in the fan-out module; its events field is RunEvent's own codec.
      try {
        Map<String, Object> json = Json.parseObject(Files.readString(fanout, StandardCharsets.UTF_8));
        RunEvent.fromJson(json.get("events")).forEach(e -> events.put(e.index(), e));
      } catch (IOException | IllegalArgumentException e) {
        throw new RunFileException("Cannot read the events of '" + fanout + "': " + e.getMessage(), e);
      }
    } else {
      List<Path> manifests = new ArrayList<>();
      if (Files.isRegularFile(runDir.resolve(Manifest.FILE_NAME))) {
        manifests.add(runDir.resolve(Manifest.FILE_NAME));
      }
      try (Stream<Path> children = Files.list(runDir)) {
        children.map(c -> c.resolve(Manifest.FILE_NAME)).filter(Files::isRegularFile).sorted()
            .forEach(manifests::add);
      } catch (IOException e) {
        throw new RunFileException("Cannot list '" + runDir + "': " + e.getMessage(), e);
      }
      for (Path m : manifests) {
        Manifest.read(m).events().forEach(e -> events.putIfAbsent(e.index(), e));
      }
    }
    return events.values().stream().map(EventMarker::of).toList();
  }
}
