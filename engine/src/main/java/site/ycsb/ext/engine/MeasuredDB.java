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
import site.ycsb.UnknownDBException;
import site.ycsb.ext.measurements.ExtMeasurements;
import site.ycsb.ext.measurements.HeldOperation;
import site.ycsb.measurements.Measurements;

/**
 * Times and records one client thread's calls to the binding, in place of core's {@code DBWrapper} and with its
 * behaviour: a trace scope per call; the latency, {@code System.nanoTime()} before and after the call, in whole
 * microseconds, under the operation's name ({@code READ}, {@code READ-FAILED}, or {@code READ-<status>} with
 * {@code reportlatencyforeacherror=true} or the status in {@code latencytrackederrors}); the intended latency from
 * the intended start; the status; {@code CLEANUP}'s latency; and core's "DBWrapper: ..." line at init. With our
 * measurements each name's values go through a handle taken at its first value and kept ({@link HeldOperations}):
 * straight into this thread's writer, with the call's end reading ({@link HeldOperation#measure}), so the value's
 * window comes from the same reading as its latency, and recording reads no clock and looks nothing up, as core's
 * measurement reads no clock.
 *
 * <p>One instance per client thread, as every {@link DB}: the engine's {@code ClientWorker} (as core's
 * {@code ClientThread}) calls {@code init}, the operations and {@code cleanup} on its own thread; the instance is
 * made on the main thread, so no handle is taken before the first value. Not thread-safe; a call from another thread
 * is still recorded exactly (the handles fall back to that thread's own writers). Each call is also an
 * {@link OperationEvent} for flight recordings that enable it.
 */
@SuppressWarnings("try") // each call holds its trace scope open without referring to it, as DBWrapper does
final class MeasuredDB extends DB {
  private static final String EACH_ERROR = "reportlatencyforeacherror";
  private static final String TRACKED_ERRORS = "latencytrackederrors";

  private final DB db;
  private final Tracer tracer;
  private final Measurements measurements;
  /**
   * This instance's handles on our measurements, taken at each name's first value; null when the installed
   * measurements are core's (the latency alone, by name).
   */
  private final HeldOperations held;
  /** The trace scopes' names, made once: the per-call path builds no string. */
  private final String initScope;
  private final String cleanupScope;
  private final String readScope;
  private final String scanScope;
  private final String updateScope;
  private final String insertScope;
  private final String deleteScope;
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
    this.held = measurements instanceof ExtMeasurements ? new HeldOperations((ExtMeasurements) measurements) : null;
    String simpleName = db.getClass().getSimpleName();
    this.initScope = simpleName + "#init";
    this.cleanupScope = simpleName + "#cleanup";
    this.readScope = simpleName + "#read";
    this.scanScope = simpleName + "#scan";
    this.updateScope = simpleName + "#update";
    this.insertScope = simpleName + "#insert";
    this.deleteScope = simpleName + "#delete";
  }

  /**
   * A new instance of the binding's class with the run's properties, measured; what core's {@code DBFactory.newDB}
   * makes, with this class in place of {@code DBWrapper}.
   *
   * @throws UnknownDBException when the class cannot be instantiated
   */
  static MeasuredDB create(String dbClass, Properties props, Tracer tracer) throws UnknownDBException {
    DB created;
    try {
      created = (DB) Class.forName(dbClass, true, MeasuredDB.class.getClassLoader()).getDeclaredConstructor()
          .newInstance();
    } catch (ReflectiveOperationException | ClassCastException e) {
      throw new UnknownDBException("DB class " + dbClass + " cannot be instantiated", e);
    }
    created.setProperties(props);
    return new MeasuredDB(created, tracer);
  }

  /** The binding's instance. */
  DB delegate() {
    return db;
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
    try (TraceScope span = tracer.newScope(initScope)) {
      db.init();
      eachError = Boolean.parseBoolean(getProperties().getProperty(EACH_ERROR, "false"));
      String tracked = getProperties().getProperty(TRACKED_ERRORS);
      if (!eachError && tracked != null) {
        trackedErrors = new HashSet<String>(Arrays.asList(tracked.split(",")));
      }
      System.err.println("DBWrapper: report latency for each error is " + eachError
          + " and specific error codes to track for latency are: " + new HashSet<String>(trackedErrors));
    }
  }

  @Override
  public void cleanup() throws DBException {
    try (TraceScope span = tracer.newScope(cleanupScope)) {
      OperationEvent event = OperationEvent.begun();
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      db.cleanup();
      measure(HeldOperations.CLEANUP, Status.OK, intended, start, System.nanoTime());
      OperationEvent.finish(event, HeldOperations.name(HeldOperations.CLEANUP), Status.OK);
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    try (TraceScope span = tracer.newScope(readScope)) {
      OperationEvent event = OperationEvent.begun();
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status status = db.read(table, key, fields, result);
      return done(HeldOperations.READ, status, intended, start, System.nanoTime(), event);
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    try (TraceScope span = tracer.newScope(scanScope)) {
      OperationEvent event = OperationEvent.begun();
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status status = db.scan(table, startkey, recordcount, fields, result);
      return done(HeldOperations.SCAN, status, intended, start, System.nanoTime(), event);
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    try (TraceScope span = tracer.newScope(updateScope)) {
      OperationEvent event = OperationEvent.begun();
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status status = db.update(table, key, values);
      return done(HeldOperations.UPDATE, status, intended, start, System.nanoTime(), event);
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    try (TraceScope span = tracer.newScope(insertScope)) {
      OperationEvent event = OperationEvent.begun();
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status status = db.insert(table, key, values);
      return done(HeldOperations.INSERT, status, intended, start, System.nanoTime(), event);
    }
  }

  @Override
  public Status delete(String table, String key) {
    try (TraceScope span = tracer.newScope(deleteScope)) {
      OperationEvent event = OperationEvent.begun();
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status status = db.delete(table, key);
      return done(HeldOperations.DELETE, status, intended, start, System.nanoTime(), event);
    }
  }

  private Status done(int op, Status status, long intendedNanos, long startNanos, long endNanos,
      OperationEvent event) {
    OperationEvent.finish(event, HeldOperations.name(op), status);
    HeldOperation target = measure(op, status, intendedNanos, startNanos, endNanos);
    if (target == null) {
      measurements.reportStatus(HeldOperations.name(op), status);
    } else {
      held.succeeded(op, endNanos).reportStatus(status);
    }
    return status;
  }

  /**
   * Records the latency and the intended latency of one call of {@code op} that ended at the reading
   * {@code endNanos}: with our measurements through the held handle of its name (returned), else through core's
   * {@code measure(name, us)} (null returned).
   */
  private HeldOperation measure(int op, Status status, long intendedNanos, long startNanos, long endNanos) {
    boolean ok = status != null && status.isOk();
    String code = ok || status == null ? null : status.getName();
    String tracked = code != null && (eachError || trackedErrors.contains(code)) ? code : null;
    int latencyUs = (int) ((endNanos - startNanos) / 1000);
    int intendedUs = (int) ((endNanos - intendedNanos) / 1000);
    if (held != null) {
      HeldOperation target = ok ? held.succeeded(op, endNanos) : held.failed(op, tracked, endNanos);
      target.measure(latencyUs, endNanos);
      target.measureIntended(intendedUs, endNanos);
      return target;
    }
    String name = HeldOperations.name(op);
    if (!ok) {
      name = tracked != null ? name + "-" + tracked : name + "-FAILED";
    }
    measurements.measure(name, latencyUs);
    measurements.measureIntended(name, intendedUs);
    return null;
  }
}
