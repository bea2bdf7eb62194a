/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.ext.report.study.StudyIndex;

/**
 * A study expanded into what runs, in order: per data set, one load per system, then its cell runs with the systems
 * interleaved (repetition 1 of every cell, A B A B, then repetition 2, ...) so drift over hours favours no system and
 * repetitions are spread over the study's time. {@code --scale demo} shrinks records, durations and threads and drops
 * the systems without a stand-in. Thread-safe (immutable).
 *
 * @param study the study as run (scaled for demo)
 * @param scale {@code full} or {@code demo}
 * @param systems the systems that run
 * @param skipped one line per system left out, and one when the study runs on fewer client hosts than it plans
 * @param steps loads and runs, in run order
 */
public record StudyPlan(Study study, String scale, List<Study.SystemSpec> systems, List<String> skipped,
    List<Step> steps) {

  /** The scale names {@code --scale} takes. */
  public static final List<String> SCALES = List.of("full", "demo");

  /**
   * One load or run.
   *
   * @param load true for a load
   * @param system the system
   * @param dataset the data set loaded or read
   * @param workload the workload run, {@code null} for a load
   * @param threads client threads
   * @param target total target ops/s, 0 for none
   * @param labels user axes' values
   * @param labelProperties the properties the label values add
   * @param repetition from 1; 0 for a load
   * @param dir output directory relative to the study directory
   * @param clients the client hosts it runs on, the first N of those given; 0 for all of them (or this host)
   */
  public record Step(boolean load, Study.SystemSpec system, Study.Dataset dataset, Study.WorkloadSpec workload,
      int threads, long target, Map<String, String> labels, Map<String, String> labelProperties, int repetition,
      String dir, int clients) {

    /** The cell's id: its directory name under {@code cells/}. */
    public String cell() {
      StringBuilder id = new StringBuilder(system.name()).append('-').append(workload.name()).append("-t")
          .append(threads);
      if (target > 0) {
        id.append("-target").append(target);
      }
      labels.forEach((k, v) -> id.append('-').append(k).append('-').append(v.replaceAll("[^A-Za-z0-9.]", "_")));
      return id.toString();
    }

    /** This run as repetition {@code r} of its cell (a round a stopping rule adds). */
    Step again(int r) {
      return new Step(false, system, dataset, workload, threads, target, labels, labelProperties, r,
          "cells/" + cell() + "/rep-" + r, clients);
    }

    /** The entry of {@code study.json} for this run, in its state before it runs. */
    StudyIndex.CellRun pending() {
      return new StudyIndex.CellRun(cell(), system.name(), workload.name(), threads, target, labels, repetition, dir,
          StudyIndex.PENDING, -1, 0);
    }

    /** One line naming the step, for progress. */
    public String describe() {
      return load ? dataset.name() + " into " + system.name()
          : system.name() + " " + workload.name() + " threads=" + threads + (target > 0 ? " target=" + target : "")
          + labels.entrySet().stream().map(e -> " " + e.getKey() + "=" + e.getValue()).reduce("", String::concat)
          + " repetition " + repetition;
    }
  }

  /**
   * Expands a study.
   *
   * @param scale {@code full} or {@code demo}
   * @param repetitions overrides the study's repetitions when above 0
   */
  public static StudyPlan of(Study given, String scale, int repetitions) {
    return of(given, scale, repetitions, 0);
  }

  /**
   * Expands a study to run over client hosts.
   *
   * @param scale {@code full} or {@code demo}
   * @param repetitions overrides the study's repetitions when above 0
   * @param hostCount the client hosts given, 0 for this host only (at demo scale the client-host axis is then 1)
   */
  public static StudyPlan of(Study given, String scale, int repetitions, int hostCount) {
    Study study = given;
    if (repetitions > 0) {
      study = withRepetitions(study, repetitions);
    }
    List<Study.SystemSpec> systems = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    boolean demo = "demo".equals(scale);
    if (demo) {
      study = demo(study, hostCount);
    }
    for (Study.SystemSpec s : study.systems()) {
      String missing = demo && s.standin() != null ? UpstreamRelease.missingJars(s.classpath()) : null;
      if (demo && s.standin() == null) {
        skipped.add("Skipping system '" + s.name() + "' at --scale demo: it has no stand-in (run it at full scale "
            + "against a real cluster, with its addresses in systems." + s.name() + ".properties)");
      } else if (missing != null) {
        skipped.add(UpstreamRelease.skipLine(s, missing));
      } else {
        systems.add(s);
      }
    }
    List<Step> steps = new ArrayList<>();
    List<Map<String, String>> points = labelPoints(study.sweep().labels());
    Study planned = study;
    for (Study.Dataset ds : study.datasets()) {
      List<Study.WorkloadSpec> workloads = study.workloads().stream().filter(w -> points.stream()
          .anyMatch(p -> ds.name().equals(LabelDatasets.of(planned, w, p)))).toList();
      if (workloads.isEmpty()) {
        continue;
      }
      for (Study.SystemSpec s : systems) {
        steps.add(new Step(true, s, ds, null, ds.loadThreads(), 0, Map.of(), Map.of(), 0,
            "loads/" + s.name() + "-" + ds.name(), 0));
      }
      for (int r = 1; r <= study.repetitions(); r++) {
        for (Study.WorkloadSpec w : workloads) {
          for (int clients : study.sweep().clients().isEmpty() ? List.of(0) : study.sweep().clients()) {
            for (int threads : study.sweep().threads()) {
              for (long target : study.sweep().targets()) {
                for (Map<String, String> point : points) {
                  if (ds.name().equals(LabelDatasets.of(study, w, point))) {
                    addCell(steps, systems, study, ds, w, threads, target, point, r, clients);
                  }
                }
              }
            }
          }
        }
      }
    }
    String fewer = ClientHosts.fewerLine(study.name(), steps.stream().mapToInt(Step::clients).max().orElse(0),
        hostCount);
    if (fewer != null) {
      skipped.add(fewer);
    }
    return new StudyPlan(study, scale, List.copyOf(systems), List.copyOf(skipped), List.copyOf(steps));
  }

  /** One cell's run of each system, interleaved; {@code clients} 0 when client hosts are not an axis. */
  private static void addCell(List<Step> steps, List<Study.SystemSpec> systems, Study study, Study.Dataset ds,
      Study.WorkloadSpec w, int threads, long target, Map<String, String> point, int r, int clients) {
    Map<String, String> labels = new LinkedHashMap<>();
    if (clients > 0) {
      labels.put(Study.Sweep.CLIENTS, Integer.toString(clients));
    }
    labels.putAll(point);
    Map<String, String> props = labelProperties(study, point);
    int hosts = clients > 0 ? clients : ClientHosts.of(study, point);
    for (Study.SystemSpec s : systems) {
      Step step = new Step(false, s, ds, w, threads, target, labels, props, r, "", hosts);
      steps.add(new Step(false, s, ds, w, threads, target, labels, props, r, "cells/" + step.cell() + "/rep-" + r,
          hosts));
    }
  }

  /** The runs only (no loads), in order. */
  public List<Step> runs() {
    return steps.stream().filter(s -> !s.load()).toList();
  }

  private static Map<String, String> labelProperties(Study study, Map<String, String> point) {
    Map<String, String> props = new LinkedHashMap<>();
    point.forEach((axis, value) -> props.putAll(study.sweep().labels().get(axis).get(value)));
    props.remove(LabelDatasets.KEY);
    props.remove(ClientHosts.KEY);
    return props;
  }

  /** Every combination of the user axes' values, the first axis slowest; one empty point without axes. */
  static List<Map<String, String>> labelPoints(Map<String, Map<String, Map<String, String>>> axes) {
    List<Map<String, String>> points = new ArrayList<>();
    points.add(new LinkedHashMap<>());
    for (Map.Entry<String, Map<String, Map<String, String>>> axis : axes.entrySet()) {
      List<Map<String, String>> next = new ArrayList<>();
      for (Map<String, String> p : points) {
        for (String value : axis.getValue().keySet()) {
          Map<String, String> q = new LinkedHashMap<>(p);
          q.put(axis.getKey(), value);
          next.add(q);
        }
      }
      points = next;
    }
    return points;
  }

  private static Study withRepetitions(Study s, int repetitions) {
    return new Study(s.name(), s.title(), s.source(), s.changes(), s.systems(), s.datasets(), s.workloads(), s.sweep(),
        s.duration(), s.warmup(), repetitions, s.hosts(), s.demo(), s.compare(), s.tables(), s.file());
  }

  /**
   * The study at demo scale: demo records, duration, warm-up, threads capped, the user axes' values that
   * {@code demo.labels} keeps; this host only, and one client host per cell, unless hosts are given.
   */
  private static Study demo(Study s, int hostCount) {
    Study.DemoScale d = s.demo();
    List<Study.Dataset> datasets = new ArrayList<>();
    for (Study.Dataset ds : s.datasets()) {
      Map<String, String> props = new LinkedHashMap<>(ds.properties());
      props.put("recordcount", Long.toString(d.records()));
      props.remove("insertcount");
      props.remove("insertstart");
      datasets.add(new Study.Dataset(ds.name(), ds.workload(), props, Math.min(ds.loadThreads(), d.threads())));
    }
    List<Integer> ordered = new ArrayList<>();
    s.sweep().threads().forEach(t -> {
      int capped = Math.min(t, d.threads());
      if (!ordered.contains(capped)) {
        ordered.add(capped);
      }
    });
    Map<String, Map<String, Map<String, String>>> labels = new LinkedHashMap<>();
    s.sweep().labels().forEach((axis, values) -> {
      Map<String, Map<String, String>> kept = new LinkedHashMap<>(values);
      kept.keySet().retainAll(d.labels().getOrDefault(axis, List.copyOf(values.keySet())));
      labels.put(axis, kept);
    });
    Study.Sweep sweep = new Study.Sweep(ordered, s.sweep().targets(), labels, s.sweep().clients());
    if (hostCount == 0) {
      sweep = ClientHosts.local(sweep);
    }
    Duration warmup = d.warmup();
    return new Study(s.name(), s.title() + " (demo scale)", s.source(), s.changes(), s.systems(), datasets,
        s.workloads(), sweep, d.duration(), warmup, s.repetitions(), List.of(), d, s.compare(), s.tables(), s.file());
  }
}
