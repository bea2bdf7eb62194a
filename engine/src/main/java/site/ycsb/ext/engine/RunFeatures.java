/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * The run's features, in order, and each phase hook called on all of them. A new feature is one class implementing
 * {@link RunFeature} and one line in {@link #all}; its place in the list is the place of its warnings in the manifest
 * and of its lines on stderr. Used as {@link RunFeature} says: {@link #statusLine} from the status thread, everything
 * else from the run's main thread.
 */
final class RunFeatures {
  private final List<RunFeature> features;

  RunFeatures(List<RunFeature> features) {
    this.features = List.copyOf(features);
  }

  /** Every feature of a run, each new (they hold one run's state). */
  static RunFeatures all() {
    // One sampler of whole 1-s windows, two judgements on it: the outages, and the early stop of a run that can only fail.
    FailureWindows windows = new FailureWindows();
    return new RunFeatures(List.of(
        new ProvidedFacts(),
        new BindingFacts(),
        new StandinMark(),
        new LateStartCheck(),
        new ClientLoad(),
        new ClientFacts(),
        new RunProblems(),
        // Before the events: its last sample is taken when the clients end, not after the events' commands.
        windows,
        new RunEvents(),
        new BackoffTotals(),
        new EmptyDatabaseStop(windows),
        new OutageJudgement(windows),
        new JvmStats()));
  }

  void check(Properties props) {
    features.forEach(f -> f.check(props));
  }

  void prepare(RunContext run) {
    features.forEach(f -> f.prepare(run));
  }

  void started(long startMs, boolean operationsRun) {
    features.forEach(f -> f.started(startMs, operationsRun));
  }

  void statusLine() {
    features.forEach(RunFeature::statusLine);
  }

  void clientsEnded(List<ClientWorker> workers) {
    features.forEach(f -> f.clientsEnded(workers));
  }

  void runEnded() {
    features.forEach(RunFeature::runEnded);
  }

  void export(MeasurementsExporter exporter) throws IOException {
    for (RunFeature f : features) {
      f.export(exporter);
    }
  }

  void record(Manifest.Builder manifest) throws IOException {
    for (RunFeature f : features) {
      f.record(manifest);
    }
  }

  /** Every feature's closing lines, in order. */
  List<String> lines() {
    List<String> lines = new ArrayList<>();
    features.forEach(f -> lines.addAll(f.lines()));
    return lines;
  }
}
