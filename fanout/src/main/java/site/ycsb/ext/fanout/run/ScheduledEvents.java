/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;


import java.io.File;
import java.io.PrintWriter;
import java.util.List;
import site.ycsb.ext.contract.EventSchedule;
import site.ycsb.ext.contract.EventSpec;
import site.ycsb.ext.contract.RunEvent;
import site.ycsb.ext.fanout.collect.RunRecord;

/**
 * Fan-out feature: the run's events ({@code fanout run --event}), run on the central host from the common start
 * instant, their output in the run's directory, their record and warnings in {@code fanout.json}. Made for one run;
 * its hooks run on the run's thread.
 */
final class ScheduledEvents implements FanoutFeature {
  private final List<EventSpec> events;
  private final long timeoutMs;
  private final PrintWriter out;
  private EventSchedule schedule;

  /**
   * @param timeoutMs how long an event's command may run, milliseconds, from 1
   * @param out where each event's warning is said
   */
  ScheduledEvents(List<EventSpec> events, long timeoutMs, PrintWriter out) {
    this.events = events;
    this.timeoutMs = timeoutMs;
    this.out = out;
  }

  @Override
  public void started(FanoutPlan plan, long startAtEpochMs) {
    schedule = new EventSchedule(events, plan.runDir().toAbsolutePath() + File.separator, timeoutMs,
        Secrets.masker(plan.props()));
    // The hosts' operations start at the common instant (each late host is named as such), so events count from it.
    schedule.start(startAtEpochMs);
  }

  @Override
  public void ended(RunRecord.Builder record) {
    // The events, as they happened.
    record.events.addAll(schedule.finish());
    for (RunEvent event : record.events) {
      event.warning().ifPresent(w -> {
        record.warnings.add(w);
        out.println("fanout: warning: " + w);
      });
    }
  }
}
