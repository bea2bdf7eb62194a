/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import org.apache.htrace.core.TraceScope;
import org.apache.htrace.core.Tracer;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.ext.measurements.ExtMeasurements;
import site.ycsb.ext.measurements.OperationRecorder;
import site.ycsb.measurements.Measurements;

/**
 * Times and records one client thread's calls to the binding, in place of core's {@code DBWrapper} and with its
 * behaviour: a trace scope per call, the latency from {@code System.nanoTime()} around the call in microseconds
 * under the operation's name ({@code READ}, or {@code READ-FAILED}, or {@code READ-<status>} with
 * {@code reportlatencyforeacherror=true} or the status in {@code latencytrackederrors}), the intended latency from the
 * intended start, the status count, and {@code CLEANUP}'s latency. One difference: with our measurements the end of
 * the call is read once, by the periodic histogram inside its recording step ({@link ExtMeasurements#measureSince},
 * through this thread's {@link OperationRecorder}),
 * and gives both the latency and the window, where core's wrapper and a second clock read for the window would
 * take two.
 *
 * <p>One instance per client thread, as every {@link DB}; not thread-safe.
 */
final class MeasuredDB extends DB {
  private static final String EACH_ERROR = "reportlatencyforeacherror";
  private static final String TRACKED_ERRORS = "latencytrackederrors";

  private final DB db;
  private final Tracer tracer;
  private final Measurements measurements;
  /** This thread's recorder when ours are installed, else null. */
  private final OperationRecorder ours;
  private final String simpleName;
  private boolean eachError;
  private Set<String> trackedErrors = Collections.emptySet();

  /**
   * @param db the binding's instance, its properties set
   * @param tracer the run's tracer
   */
  MeasuredDB(DB db, Tracer tracer) {
    this.db = db;
    this.tracer = tracer;
    this.measurements = Measurements.getMeasurements();
    this.ours = measurements instanceof ExtMeasurements
        ? ((ExtMeasurements) measurements).newOperationRecorder() : null;
    this.simpleName = db.getClass().getSimpleName();
  }

  @Override
  public void setProperties(Properties p) {
    db.setProperties(p);
  }

  @Override
  public Properties getProperties() {
    return db.getProperties();
  }

  @Override
  public void init() throws DBException {
    try (TraceScope span = tracer.newScope(simpleName + "#init")) {
      db.init();
      eachError = Boolean.parseBoolean(getProperties().getProperty(EACH_ERROR, "false"));
      String tracked = getProperties().getProperty(TRACKED_ERRORS);
      if (!eachError && tracked != null) {
        trackedErrors = new HashSet<String>(Arrays.asList(tracked.split(",")));
      }
    }
  }

  @Override
  public void cleanup() throws DBException {
    try (TraceScope span = tracer.newScope(simpleName + "#cleanup")) {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      db.cleanup();
      measure("CLEANUP", Status.OK, intended, start);
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    try (TraceScope span = tracer.newScope(simpleName + "#read")) {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      return done("READ", db.read(table, key, fields, result), intended, start);
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    try (TraceScope span = tracer.newScope(simpleName + "#scan")) {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      return done("SCAN", db.scan(table, startkey, recordcount, fields, result), intended, start);
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    try (TraceScope span = tracer.newScope(simpleName + "#update")) {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      return done("UPDATE", db.update(table, key, values), intended, start);
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    try (TraceScope span = tracer.newScope(simpleName + "#insert")) {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      return done("INSERT", db.insert(table, key, values), intended, start);
    }
  }

  @Override
  public Status delete(String table, String key) {
    try (TraceScope span = tracer.newScope(simpleName + "#delete")) {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      return done("DELETE", db.delete(table, key), intended, start);
    }
  }

  private Status done(String operation, Status result, long intendedNanos, long startNanos) {
    measure(operation, result, intendedNanos, startNanos);
    if (ours != null) {
      ours.reportStatus(operation, result);
    } else {
      measurements.reportStatus(operation, result);
    }
    return result;
  }

  private void measure(String operation, Status result, long intendedNanos, long startNanos) {
    String name = operation;
    if (result == null || !result.isOk()) {
      String status = result == null ? "null" : result.getName();
      name = eachError || trackedErrors.contains(status) ? operation + "-" + status : operation + "-FAILED";
    }
    if (ours != null) {
      ours.measureSince(name, startNanos, intendedNanos);
      return;
    }
    long endNanos = System.nanoTime();
    measurements.measure(name, (int) ((endNanos - startNanos) / 1000));
    measurements.measureIntended(name, (int) ((endNanos - intendedNanos) / 1000));
  }
}
