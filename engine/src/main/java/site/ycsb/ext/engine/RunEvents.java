/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.EventSchedule;
import site.ycsb.ext.contract.EventSpec;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunEvent;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.SecretMask;

/**
 * The run's events ({@code --event}, {@link EventSpec#fromProperties}): scheduled from the instant the operations
 * start ({@link EventSchedule}), waited for when the clients end, recorded in the manifest's {@code events} (commands
 * masked) with their output files, and each named on stderr at the end. Hooks: {@link #prepare} (reads and checks the
 * events and {@value EventSchedule#TIMEOUT_PROPERTY}), {@link #started}, {@link #clientsEnded}, {@link #record},
 * {@link #lines}. Main thread only; the schedule runs the events on its own daemon threads.
 */
final class RunEvents implements RunFeature {
  private RunContext run;
  private EventSchedule schedule;
  /** The events asked for and the longest an event may run, milliseconds: checked before anything is written. */
  private List<EventSpec> specs;
  private long timeoutMs;
  /** The events as they happened, once the clients ended. */
  private List<RunEvent> recorded = List.of();

  @Override
  public void check(Properties props) {
    specs = EventSpec.fromProperties(props);
    String timeout = props.getProperty(EventSchedule.TIMEOUT_PROPERTY);
    try {
      timeoutMs = timeout == null ? EventSchedule.DEFAULT_TIMEOUT_MS : Long.parseLong(timeout.trim());
    } catch (NumberFormatException e) {
      timeoutMs = 0;
    }
    if (timeoutMs < 1) {
      throw BadInputException.invalidValue(EventSchedule.TIMEOUT_PROPERTY, timeout, "whole milliseconds from 1");
    }
    if (!specs.isEmpty() && props.getProperty(RunKeys.OUTPUT_PATH, "").trim().isEmpty()) {
      throw new BadInputException("Option '--event' needs an output directory: add -p "
          + RunKeys.OUTPUT_PATH + "=<dir>/ (the events' output and their record in the manifest go"
          + " there)");
    }
  }

  @Override
  public void prepare(RunContext run) {
    this.run = run;
    schedule = new EventSchedule(specs, run.output().prefix(), timeoutMs, SecretMask.masker(run.props()));
  }

  @Override
  public void started(long startMs, boolean operationsRun) {
    if (operationsRun) {
      // Offsets count from the instant the operations start.
      schedule.start(startMs);
    }
  }

  @Override
  public void clientsEnded(List<ClientWorker> workers) {
    recorded = schedule.finish();
  }

  @Override
  public void record(Manifest.Builder manifest) throws IOException {
    manifest.events.addAll(recorded);
    recorded.forEach(e -> e.warning().ifPresent(manifest.warnings::add));
    // The events' output files lie beside the manifest.
    Path dir = run.outputFile(Manifest.FILE_NAME).orElseThrow().toAbsolutePath().getParent();
    List<Path> written = new ArrayList<>();
    for (RunEvent event : recorded) {
      if (!event.outputFile().isEmpty() && Files.isRegularFile(dir.resolve(event.outputFile()))) {
        written.add(dir.resolve(event.outputFile()));
      }
    }
    manifest.files(written);
  }

  @Override
  public List<String> lines() {
    return recorded.stream().map(event -> event.warning().map(w -> "ycsb: warning: " + w).orElse("Event "
        + event.index() + " (+" + event.offset() + "): " + event.status().label() + (event.exitCode() >= 0
        ? " (exit " + event.exitCode() + ")" : ""))).toList();
  }
}
