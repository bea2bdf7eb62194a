/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * A study as its file declares it ({@code docs/studies.md}), checked and immutable: the systems, the data sets each
 * is loaded with once, the workloads run against them, the sweep axes, durations, repetitions and the comparison the
 * report draws. {@link StudyFile} builds it; {@link StudyPlan} expands it into cells. Thread-safe (immutable).
 *
 * @param name short name, used in directory names ({@code [a-z0-9-]})
 * @param title one line for the report's title
 * @param source the published study this reproduces, or empty
 * @param changes what this file changes from the original, one line each
 * @param systems the systems, in the file's order (the order cells interleave in)
 * @param datasets the data sets, in the file's order
 * @param workloads the workloads, in the file's order
 * @param sweep the sweep axes
 * @param duration each run's length ({@code maxexecutiontime})
 * @param warmup the start of each run the report leaves out
 * @param repetitions runs per cell, from 1
 * @param hosts client hosts: empty for this host only
 * @param demo what {@code --scale demo} shrinks the study to
 * @param compare the systems of the ratio, {@code first ÷ second}; empty when the study compares none
 * @param tables the study's own tables (e.g. {@code table1}); the per-cell table is always drawn
 * @param file the study file
 */
public record Study(String name, String title, String source, List<String> changes, List<SystemSpec> systems,
    List<Dataset> datasets, List<WorkloadSpec> workloads, Sweep sweep, Duration duration, Duration warmup,
    int repetitions, List<String> hosts, DemoScale demo, List<String> compare, List<String> tables, Path file) {

  /**
   * One system: a binding by name, or a DB class with its class path.
   *
   * @param name the study's name for it (the report's label)
   * @param binding the binding name ({@code bin/ycsb bindings}), or {@code null} with {@code dbClass}
   * @param dbClass {@code -p db=<class>}, or {@code null}
   * @param classpath {@code -cp}, or {@code null}
   * @param properties {@code -p} properties for every phase (cluster addresses, client settings)
   * @param labels user facts shown by the report (e.g. {@code servers: 3 nodes})
   * @param standin the stand-in {@code --scale demo} runs it against: {@code aerospike}, {@code couchbase} or
   *     {@code null} (skipped at demo scale)
   */
  public record SystemSpec(String name, String binding, String dbClass, String classpath, Map<String, String> properties,
      Map<String, String> labels, String standin) {
  }

  /**
   * One data set: a workload file whose record shape and count the load phase inserts.
   *
   * @param name its name in directory names
   * @param workload the workload file (under {@code workloads/}, or relative to the study file)
   * @param properties overrides ({@code recordcount}, {@code fieldlength}, ...)
   * @param loadThreads client threads of the load
   */
  public record Dataset(String name, Path workload, Map<String, String> properties, int loadThreads) {
  }

  /**
   * One workload run against a data set.
   *
   * @param name its name in directory names
   * @param file the workload file
   * @param dataset the data set it reads
   * @param properties overrides
   */
  public record WorkloadSpec(String name, Path file, String dataset, Map<String, String> properties) {
  }

  /**
   * The sweep axes; a cell is one value of each.
   *
   * @param threads client threads per host
   * @param targets {@code -target} in ops/s, 0 for none
   * @param labels user axes by name: each value with the properties it adds (e.g. server addresses per node count)
   * @param clients client hosts per cell, each cell on the first N of the hosts given; empty when not an axis (every
   *     cell on all of them)
   */
  public record Sweep(List<Integer> threads, List<Long> targets, Map<String, Map<String, Map<String, String>>> labels,
      List<Integer> clients) {
    /** The label a cell's client-host count is recorded under in {@code study.json} (the report's step axis). */
    public static final String CLIENTS = "clients";
  }

  /**
   * What {@code --scale demo} changes: records, durations and threads on one machine, against the stand-ins.
   *
   * @param records records per data set
   * @param duration each run's length
   * @param warmup warm-up left out
   * @param threads the highest thread count (sweep values above are lowered to it)
   * @param labels per user axis, the values demo scale keeps (in the file's order); an axis not named keeps all
   */
  public record DemoScale(long records, Duration duration, Duration warmup, int threads,
      Map<String, List<String>> labels) {
  }
}
