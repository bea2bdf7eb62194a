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
import site.ycsb.measurements.Measurements;

/**
 * Times and records one client thread's calls to the binding, in place of core's {@code DBWrapper} and with its
 * behaviour: a trace scope per call; the latency, {@code System.nanoTime()} before and after the call, in whole
 * microseconds, under the operation's name ({@code READ}, {@code READ-FAILED}, or {@code READ-<status>} with
 * {@code reportlatencyforeacherror=true} or the status in {@code latencytrackederrors}); the intended latency from
 * the intended start; the status; {@code CLEANUP}'s latency; and core's "DBWrapper: ..." line at init. With our
 * measurements the call's end reading is handed on with the latency
 * ({@link ExtMeasurements#measure(String, int, long)}), so the value's window comes from the same reading as its
 * latency and recording reads no clock, as core's measurement reads none.
 *
 * <p>One instance per client thread, as every {@link DB}; not thread-safe.
 */
@SuppressWarnings("try") // each call holds its trace scope open without referring to it, as DBWrapper does
final class MeasuredDB extends DB {
  private static final String EACH_ERROR = "reportlatencyforeacherror";
  private static final String TRACKED_ERRORS = "latencytrackederrors";

  private final DB db;
  private final Tracer tracer;
  private final Measurements measurements;
  /** The installed measurements when they are ours, else null (core's: the latency alone). */
  private final ExtMeasurements ours;
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
    this.ours = measurements instanceof ExtMeasurements ? (ExtMeasurements) measurements : null;
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
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      db.cleanup();
      measure("CLEANUP", Status.OK, intended, start, System.nanoTime());
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    try (TraceScope span = tracer.newScope(readScope)) {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status status = db.read(table, key, fields, result);
      return done("READ", status, intended, start, System.nanoTime());
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    try (TraceScope span = tracer.newScope(scanScope)) {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status status = db.scan(table, startkey, recordcount, fields, result);
      return done("SCAN", status, intended, start, System.nanoTime());
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    try (TraceScope span = tracer.newScope(updateScope)) {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status status = db.update(table, key, values);
      return done("UPDATE", status, intended, start, System.nanoTime());
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    try (TraceScope span = tracer.newScope(insertScope)) {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status status = db.insert(table, key, values);
      return done("INSERT", status, intended, start, System.nanoTime());
    }
  }

  @Override
  public Status delete(String table, String key) {
    try (TraceScope span = tracer.newScope(deleteScope)) {
      long intended = measurements.getIntendedtartTimeNs();
      long start = System.nanoTime();
      Status status = db.delete(table, key);
      return done("DELETE", status, intended, start, System.nanoTime());
    }
  }

  private Status done(String operation, Status status, long intendedNanos, long startNanos, long endNanos) {
    measure(operation, status, intendedNanos, startNanos, endNanos);
    measurements.reportStatus(operation, status);
    return status;
  }

  /** Records the latency and the intended latency of one call that ended at the reading {@code endNanos}. */
  private void measure(String operation, Status status, long intendedNanos, long startNanos, long endNanos) {
    String name = operation;
    if (status == null || !status.isOk()) {
      String code = status == null ? null : status.getName();
      name = code != null && (eachError || trackedErrors.contains(code)) ? operation + "-" + code
          : operation + "-FAILED";
    }
    int latencyUs = (int) ((endNanos - startNanos) / 1000);
    int intendedUs = (int) ((endNanos - intendedNanos) / 1000);
    if (ours != null) {
      ours.measure(name, latencyUs, endNanos);
      ours.measureIntended(name, intendedUs, endNanos);
    } else {
      measurements.measure(name, latencyUs);
      measurements.measureIntended(name, intendedUs);
    }
  }
}
