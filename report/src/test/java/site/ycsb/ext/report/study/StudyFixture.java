/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.report.LogFixture;

/**
 * Hand-built study directories for the study report's tests: each run is one host with five 1-s windows of READ and
 * UPDATE (a given count per window at a given latency) and a manifest with the binding, properties, server facts and
 * client-load evidence given; {@code study.json} indexes them.
 */
final class StudyFixture {
  /** The DB class of each built-in binding, as its manifest names it. */
  static final Map<String, String> DB_CLASSES = Map.of("aerospike", "site.ycsb.db.AerospikeClient", "couchbase2",
      "site.ycsb.db.couchbase2.Couchbase2Client");

  private final Path dir;
  private final List<StudyIndex.CellRun> runs = new ArrayList<>();
  private final Map<String, String> systems = new LinkedHashMap<>();

  StudyFixture(Path dir) {
    this.dir = dir;
  }

  /** What one system's runs ask and are measured against. */
  record System(String name, String binding, Map<String, String> properties, Map<String, String> server,
      Map<String, String> client) {
  }

  /**
   * Adds one completed run of a cell.
   *
   * @param perWindow operations per 1-s window, READ and UPDATE each
   * @param readUs READ latency, µs
   * @param updateUs UPDATE latency, µs
   */
  StudyFixture run(System s, String workload, int threads, Map<String, String> labels, int repetition,
      int perWindow, long readUs, long updateUs) throws IOException {
    systems.put(s.name(), s.binding());
    StringBuilder cell = new StringBuilder(s.name() + "-" + workload + "-t" + threads);
    labels.forEach((k, v) -> cell.append('-').append(k).append('-').append(v));
    String rel = "cells/" + cell + "/rep-" + repetition;
    writeHost(dir.resolve(rel), "h1", s, threads, perWindow, readUs, updateUs);
    runs.add(new StudyIndex.CellRun(cell.toString(), s.name(), workload, threads, 0, labels, repetition, rel,
        "completed", 0, runs.size() + 1));
    return this;
  }

  /**
   * Adds one completed run of a cell over client hosts, as fan-out leaves it: a directory per host with its
   * manifest and logs.
   *
   * @param hosts per host name: operations per 1-s window (READ and UPDATE each), READ and UPDATE latency in µs
   */
  StudyFixture runOnHosts(System s, String workload, int threads, int repetition, Map<String, long[]> hosts)
      throws IOException {
    systems.put(s.name(), s.binding());
    String cell = s.name() + "-" + workload + "-t" + threads;
    String rel = "cells/" + cell + "/rep-" + repetition;
    for (Map.Entry<String, long[]> host : hosts.entrySet()) {
      long[] v = host.getValue();
      writeHost(dir.resolve(rel).resolve(host.getKey()), host.getKey(), s, threads, (int) v[0], v[1], v[2]);
    }
    runs.add(new StudyIndex.CellRun(cell, s.name(), workload, threads, 0, Map.of(), repetition, rel, "completed", 0,
        runs.size() + 1));
    return this;
  }

  /** One host's manifest and READ/UPDATE logs of five 1-s windows in {@code out}. */
  private static void writeHost(Path out, String host, System s, int threads, int perWindow, long readUs,
      long updateUs) throws IOException {
    List<Path> files = new ArrayList<>();
    files.add(LogFixture.writeHlog(out, "READ", 1000, windows(perWindow, readUs), LogFixture.T0));
    files.add(LogFixture.writeHlog(out, "UPDATE", 1000, windows(perWindow, updateUs), LogFixture.T0));
    Manifest.Builder m = new Manifest.Builder();
    m.phase = Phase.RUN;
    m.binding = s.binding();
    m.dbClass = DB_CLASSES.getOrDefault(s.binding(), "site.ycsb.BasicDB");
    m.clientVersion = "1.0";
    m.host = host;
    m.label = s.name();
    m.startEpochMs = LogFixture.T0;
    m.endEpochMs = LogFixture.T0 + 5_000;
    m.windowMs = 1000;
    m.outcome = Outcome.COMPLETED;
    m.operations = 10L * perWindow;
    m.server.putAll(s.server());
    m.client.putAll(s.client());
    Properties props = new Properties();
    props.putAll(s.properties());
    props.setProperty("threadcount", Integer.toString(threads));
    m.properties(props).files(files).build().write(out.resolve(Manifest.FILE_NAME));
  }

  private static List<Histogram> windows(int count, long us) {
    List<Histogram> windows = new ArrayList<>();
    for (int w = 0; w < 5; w++) {
      Histogram h = LogFixture.histogram();
      h.recordValueWithCount(us, count);
      windows.add(h);
    }
    return windows;
  }

  /** Adds a planned repetition of a cell that did not complete (its run failed and left nothing). */
  StudyFixture failed(System s, String workload, int threads, int repetition) {
    systems.put(s.name(), s.binding());
    String cell = s.name() + "-" + workload + "-t" + threads;
    runs.add(new StudyIndex.CellRun(cell, s.name(), workload, threads, 0, Map.of(), repetition,
        "cells/" + cell + "/rep-" + repetition, "failed", 1, runs.size() + 1));
    return this;
  }

  private String until = "";
  private int maxRepetitions;

  /** The stopping rule the study is recorded to have run with ({@code study run --until}). */
  StudyFixture until(String rule, int max) {
    this.until = rule;
    this.maxRepetitions = max;
    return this;
  }

  /** Writes {@code study.json} for the runs added and returns the study directory. */
  Path write(String scale, List<String> compare, List<String> tables) throws IOException {
    return write(scale, compare, tables, Map.of());
  }

  /** Writes {@code study.json}, with each system's user labels ({@code cost}, ...). */
  Path write(String scale, List<String> compare, List<String> tables, Map<String, Map<String, String>> labels)
      throws IOException {
    new StudyIndex("fixture", "A fixture study", "", List.of(), "fixture.yaml", scale, 5_000, 0, 2, systems, compare,
        tables, List.of(), List.of(), runs, labels, until, maxRepetitions).write(dir);
    return dir;
  }
}
