/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Enabled;
import jdk.jfr.EventType;
import jdk.jfr.FlightRecorder;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;
import jdk.jfr.Threshold;

/**
 * One binding call as the engine timed it, a Java Flight Recorder event ({@value #NAME}): its duration is the call,
 * begun just before the engine's start reading and ended just after its end reading, on the calling thread, so a
 * recording places it among that thread's socket reads, parks and monitor waits and the JVM's pauses
 * ({@code benchmarks/lib/jfr-slow.sh} breaks slow calls down by them). Off unless a recording's settings enable it
 * (e.g. {@code benchmarks/lib/slow-operations.jfc}); a recording keeps only calls of at least the threshold, 1 ms
 * unless the settings say otherwise. An instance is made only while a recording enables the event ({@link #begun}):
 * otherwise the operation path allocates nothing for it. Not thread-safe: one instance per call, on the calling
 * thread.
 */
@Name(OperationEvent.NAME)
@Label("YCSB operation")
@Category("YCSB")
@Description("One binding call timed by the engine")
@Enabled(false)
@StackTrace(false)
@Threshold("1 ms")
final class OperationEvent extends jdk.jfr.Event {
  /** The event's name in recordings. */
  static final String NAME = "site.ycsb.ext.Operation";

  @Label("Operation")
  @Description("READ, UPDATE, INSERT, SCAN, DELETE or CLEANUP")
  String operation;

  @Label("Status")
  @Description("The binding's status name, e.g. OK or NOT_FOUND")
  String status;

  /** The event's type, looked up once JFR runs (the lookup registers the event with JFR). */
  private static final class Type {
    static final EventType EVENT = EventType.getEventType(OperationEvent.class);
  }

  /**
   * A begun event when a running recording enables it, else null (one read of JFR's state, nothing allocated).
   * Any thread.
   */
  static OperationEvent begun() {
    if (!FlightRecorder.isInitialized() || !Type.EVENT.isEnabled()) {
      return null;
    }
    OperationEvent event = new OperationEvent();
    event.begin();
    return event;
  }

  /**
   * Ends a begun event at the call's end and commits it when the recording keeps it (over the threshold).
   *
   * @param event     what {@link #begun} returned, or null (nothing done)
   * @param operation the operation's name
   * @param result    the binding's status, or null
   */
  static void finish(OperationEvent event, String operation, site.ycsb.Status result) {
    if (event == null) {
      return;
    }
    event.end();
    if (event.shouldCommit()) {
      event.operation = operation;
      event.status = result == null ? "null" : result.getName();
      event.commit();
    }
  }
}
