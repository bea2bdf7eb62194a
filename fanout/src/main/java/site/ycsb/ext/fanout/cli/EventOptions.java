/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import java.util.List;
import picocli.CommandLine.Option;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.DurationParser;
import site.ycsb.ext.contract.EventSchedule;
import site.ycsb.ext.contract.EventSpec;
import site.ycsb.ext.contract.RunSettings;

/**
 * The event options of {@code run} and {@code fanout run} (a picocli mixin): {@code --event}, {@code --event-note},
 * {@code --event-timeout}. Filled by picocli, then read once through {@link #events} and {@link #timeoutMs}.
 */
public final class EventOptions {

  @Option(names = "--event", paramLabel = "<offset>=<command>",
      description = "Run a command on this host (sh -c) at this offset from the run's start (90s, 10m, 1h30m), beside"
          + " the run, output in <output dir>/event-<n>.out; recorded in the manifest (fanout.json for fanout run)."
          + " Repeatable. '<offset> ends E<n>=<command>' ends the fault of the earlier event E<n> (numbered in the"
          + " order given): the report measures it against the run before that fault. Needs -p"
          + " periodichistogram.output.path for run.")
  List<String> commands;

  @Option(names = "--event-note", paramLabel = "<offset>=<text>",
      description = "Record a marker with this text at this offset from the run's start (e.g. a fault caused by"
          + " hand). Repeatable.")
  List<String> notes;

  @Option(names = "--event-timeout", paramLabel = "<duration>",
      description = "Kill an event's command that runs longer than this (1s, 90s, 5m). Default: 60s.")
  String timeout;

  /** Whether any event option was given. */
  public boolean given() {
    return commands != null && !commands.isEmpty() || notes != null && !notes.isEmpty() || timeout != null;
  }

  /**
   * The events, checked against the run's length.
   *
   * @throws BadInputException naming the option and the valid forms for the first invalid value
   */
  public List<EventSpec> events(RunSettings settings) {
    return EventSpec.parseAll(commands, notes, settings.maxExecutionSeconds() * 1000);
  }

  /**
   * {@code --event-timeout} in milliseconds, {@link EventSchedule#DEFAULT_TIMEOUT_MS} when not given.
   *
   * @throws BadInputException naming the option, the value and the valid forms
   */
  public long timeoutMs() {
    if (timeout == null) {
      return EventSchedule.DEFAULT_TIMEOUT_MS;
    }
    long ms;
    try {
      ms = DurationParser.parse("option '--event-timeout'", timeout).toMillis();
    } catch (IllegalArgumentException e) {
      ms = 0;
    }
    if (ms < 1) {
      throw new BadInputException("Invalid value '" + timeout + "' for option '--event-timeout': expected a duration"
          + " of at least 1ms such as 30s, 2m or 1m30s (units ms, s, m, h, d)");
    }
    return ms;
  }
}
