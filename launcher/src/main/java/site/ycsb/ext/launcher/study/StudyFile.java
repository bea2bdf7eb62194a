/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * Reads a study file (YAML, schema in {@code docs/studies.md}) into a checked {@link Study}. Every problem is
 * collected, one line each naming the key and its valid values, and thrown together as a {@link StudyFileException}
 * before anything runs. Not thread-safe (one instance per file).
 */
public final class StudyFile {
  static final Set<String> TOP_KEYS = Set.of("study", "title", "source", "changes", "systems", "datasets", "workloads",
      "sweep", "duration", "warmup", "repetitions", "hosts", "demo", "compare", "tables");
  static final Set<String> SYSTEM_KEYS = Set.of("binding", "db", "cp", "properties", "labels", "standin");
  static final Set<String> DATASET_KEYS = Set.of("workload", "properties", "threads");
  static final Set<String> WORKLOAD_KEYS = Set.of("file", "dataset", "properties");
  static final Set<String> DEMO_KEYS = Set.of("records", "duration", "warmup", "threads", "labels");
  static final Set<String> STANDINS = Set.of("aerospike", "couchbase", "cassandra", "hbase", "mongodb");
  /** The most cells a study may hold: a typo in a sweep should not queue a month of runs. */
  static final int MAX_CELLS = 10_000;

  private final List<String> errors = new ArrayList<>();
  private final FileValues values = new FileValues(errors);
  private final Path file;
  private final Predicate<String> bindingExists;
  private final Path workloadsDir;

  /** One line per problem of a study file. */
  public static final class StudyFileException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final List<String> errors;

    StudyFileException(List<String> errors) {
      super(String.join("\n", errors));
      this.errors = List.copyOf(errors);
    }

    /** The problems, one line each, in file order. */
    public List<String> errors() {
      return errors;
    }
  }

  private StudyFile(Path file, Predicate<String> bindingExists, Path workloadsDir) {
    this.file = file;
    this.bindingExists = bindingExists;
    this.workloadsDir = workloadsDir;
  }

  /**
   * Reads and checks a study file.
   *
   * @param bindingExists whether a binding name is known ({@code BindingTable})
   * @param workloadsDir the installation's {@code workloads/}, where relative workload files are looked up first
   * @throws StudyFileException with every problem, one line each
   */
  public static Study read(Path file, Predicate<String> bindingExists, Path workloadsDir) {
    String text;
    try {
      text = Files.readString(file);
    } catch (IOException e) {
      throw new StudyFileException(List.of("Cannot read study file '" + file + "': "
          + site.ycsb.ext.contract.PathProblem.cause(e) + " (expected a YAML study file, docs/studies.md)"));
    }
    return new StudyFile(file, bindingExists, workloadsDir).parse(text);
  }

  /** Parses the text of a study file ({@code file} names it in errors and anchors relative paths). */
  static Study parse(String text, Path file, Predicate<String> bindingExists, Path workloadsDir) {
    return new StudyFile(file, bindingExists, workloadsDir).parse(text);
  }

  private Study parse(String text) {
    Object root;
    try {
      root = new Yaml(new SafeConstructor(new LoaderOptions())).load(text);
    } catch (YAMLException e) {
      throw new StudyFileException(List.of("Study file '" + file + "' is not valid YAML: "
          + e.getMessage().replaceAll("\\s+", " ").trim()));
    }
    if (!(root instanceof Map<?, ?> top)) {
      throw new StudyFileException(List.of("Study file '" + file + "' must be a mapping of the keys "
          + FileValues.sorted(TOP_KEYS)));
    }
    values.unknownKeys("", top, TOP_KEYS);
    String name = values.string(top, "study", "", true, FileValues.NAME_RULE);
    if (name != null && !FileValues.NAME.matcher(name).matches()) {
      values.error("study", name, FileValues.NAME_RULE);
    }
    String title = Optional.ofNullable(values.string(top, "title", "", false, "one line")).orElse(name);
    String source = Optional.ofNullable(values.string(top, "source", "", false, "one line")).orElse("");
    List<String> changes = values.stringList(top, "changes", "", "a list of lines");
    List<Study.SystemSpec> systems = systems(top.get("systems"));
    List<Study.Dataset> datasets = datasets(top.get("datasets"));
    Study.Sweep sweep = SweepSection.parse(top.get("sweep"), values, errors);
    List<Study.WorkloadSpec> workloads = workloads(top.get("workloads"), datasets, LabelDatasets.picks(sweep));
    LabelDatasets.check(sweep, datasets.stream().map(Study.Dataset::name).toList(), errors);
    ClientHosts.checkLabels(sweep, errors);
    Duration duration = values.duration(top, "duration", "", true);
    Duration warmup = Optional.ofNullable(values.duration(top, "warmup", "", false)).orElse(Duration.ZERO);
    if (duration != null && warmup.compareTo(duration) >= 0) {
      errors.add("Invalid value '" + top.get("warmup") + "' for key 'warmup': expected a duration shorter than "
          + "'duration' (" + top.get("duration") + ")");
    }
    int repetitions = (int) values.whole(top.get("repetitions"), "repetitions", 1, 1, 100);
    List<String> hosts = hosts(top.get("hosts"));
    Study.DemoScale demo = demo(top.get("demo"), sweep);
    List<String> compare = compare(top.get("compare"), systems);
    List<String> tables = values.stringList(top, "tables", "", "a list of " + StudyTables.ALL);
    StudyTables.check(tables, compare, sweep, errors);
    long cells = (long) systems.size() * workloads.size() * sweep.threads().size() * sweep.targets().size()
        * Math.max(1, sweep.clients().size())
        * sweep.labels().values().stream().mapToLong(Map::size).reduce(1, (a, b) -> a * b) * repetitions;
    if (cells > MAX_CELLS) {
      errors.add("The study has " + cells + " cell runs (systems x workloads x sweep values x repetitions): expected "
          + "at most " + MAX_CELLS);
    }
    if (!errors.isEmpty()) {
      throw new StudyFileException(errors);
    }
    return new Study(name, title, source, changes, systems, datasets, workloads, sweep, duration, warmup,
        repetitions, hosts, demo, compare, tables, file);
  }

  private List<Study.SystemSpec> systems(Object node) {
    List<Study.SystemSpec> systems = new ArrayList<>();
    for (Map.Entry<String, Map<?, ?>> entry : values.named(node, "systems", "binding: aerospike").entrySet()) {
      String key = "systems." + entry.getKey();
      Map<?, ?> m = entry.getValue();
      values.unknownKeys(key + ".", m, SYSTEM_KEYS);
      String binding = values.string(m, "binding", key + ".", false, "a binding name (bin/ycsb bindings)");
      String db = values.string(m, "db", key + ".", false, "a DB class name");
      String cp = values.string(m, "cp", key + ".", false, "a class path");
      if (binding == null && db == null) {
        errors.add("Missing key '" + key + ".binding': expected a binding name (bin/ycsb bindings), or 'db' with a DB "
            + "class and 'cp'");
      } else if (binding != null && db == null && !bindingExists.test(binding)) {
        values.error(key + ".binding", binding, "a binding bin/ycsb knows (bin/ycsb bindings), or 'db' with a DB"
            + " class and 'cp'");
      }
      String standin = values.string(m, "standin", key + ".", false, "one of " + FileValues.sorted(STANDINS));
      if (standin != null && !STANDINS.contains(standin)) {
        values.error(key + ".standin", standin, "one of " + FileValues.sorted(STANDINS));
      }
      systems.add(new Study.SystemSpec(entry.getKey(), binding, db, cp, values.properties(m.get("properties"),
          key + ".properties"), values.properties(m.get("labels"), key + ".labels"), standin));
    }
    return systems;
  }

  private List<Study.Dataset> datasets(Object node) {
    List<Study.Dataset> datasets = new ArrayList<>();
    for (Map.Entry<String, Map<?, ?>> entry : values.named(node, "datasets", "workload: workloada").entrySet()) {
      String key = "datasets." + entry.getKey();
      Map<?, ?> m = entry.getValue();
      values.unknownKeys(key + ".", m, DATASET_KEYS);
      Path workload = workloadFile(m, "workload", key);
      int threads = (int) values.whole(m.get("threads"), key + ".threads", 1, 1, 10_000);
      datasets.add(new Study.Dataset(entry.getKey(), workload,
          values.properties(m.get("properties"), key + ".properties"), threads));
    }
    return datasets;
  }

  private List<Study.WorkloadSpec> workloads(Object node, List<Study.Dataset> datasets, boolean labelsPick) {
    List<Study.WorkloadSpec> workloads = new ArrayList<>();
    for (Map.Entry<String, Map<?, ?>> entry : values.named(node, "workloads", "file: workloada").entrySet()) {
      String key = "workloads." + entry.getKey();
      Map<?, ?> m = entry.getValue();
      values.unknownKeys(key + ".", m, WORKLOAD_KEYS);
      Path workload = workloadFile(m, "file", key);
      List<String> names = datasets.stream().map(Study.Dataset::name).toList();
      String dataset = values.string(m, "dataset", key + ".", false, "one of the datasets " + names);
      if (dataset == null && names.size() == 1) {
        dataset = names.get(0);
      } else if (dataset == null && !names.isEmpty() && !labelsPick) {
        errors.add("Missing key '" + key + ".dataset': expected one of the datasets " + names);
      } else if (dataset != null && !names.contains(dataset)) {
        values.error(key + ".dataset", dataset, "one of the datasets " + names);
      }
      workloads.add(new Study.WorkloadSpec(entry.getKey(), workload, dataset,
          values.properties(m.get("properties"), key + ".properties")));
    }
    return workloads;
  }

  private Study.DemoScale demo(Object node, Study.Sweep sweep) {
    Map<?, ?> m = Map.of();
    if (node instanceof Map<?, ?> given) {
      m = given;
      values.unknownKeys("demo.", m, DEMO_KEYS);
    } else if (node != null) {
      errors.add("Invalid value for key 'demo': expected a mapping of " + FileValues.sorted(DEMO_KEYS));
    }
    long records = values.whole(m.get("records"), "demo.records", 2000, 1, 10_000_000);
    Duration duration = Optional.ofNullable(values.duration(m, "duration", "demo.", false))
        .orElse(Duration.ofSeconds(10));
    Duration warmup = Optional.ofNullable(values.duration(m, "warmup", "demo.", false)).orElse(Duration.ofSeconds(2));
    if (warmup.compareTo(duration) >= 0) {
      errors.add("Invalid value '" + m.get("warmup") + "' for key 'demo.warmup': expected a duration shorter than "
          + "'demo.duration'");
    }
    int threads = (int) values.whole(m.get("threads"), "demo.threads", 4, 1, 256);
    return new Study.DemoScale(records, duration, warmup, threads, demoLabels(m.get("labels"), sweep));
  }

  /** {@code demo.labels}: per user axis of {@code sweep.labels}, a non-empty list of its values to keep. */
  private Map<String, List<String>> demoLabels(Object node, Study.Sweep sweep) {
    Map<String, List<String>> kept = new LinkedHashMap<>();
    if (node == null) {
      return kept;
    }
    if (!(node instanceof Map<?, ?> m)) {
      errors.add("Invalid value '" + node + "' for key 'demo.labels': expected a mapping of user axes ("
          + String.join(", ", sweep.labels().keySet()) + ") to lists of their values");
      return kept;
    }
    m.forEach((axis, list) -> {
      Map<String, Map<String, String>> values = sweep.labels().get(String.valueOf(axis));
      if (values == null) {
        errors.add("Unknown key 'demo.labels." + axis + "': expected one of the user axes of sweep.labels ("
            + String.join(", ", sweep.labels().keySet()) + ")");
      } else if (!(list instanceof List<?> l) || l.isEmpty()
          || !l.stream().allMatch(v -> values.containsKey(String.valueOf(v)))) {
        errors.add("Invalid value '" + list + "' for key 'demo.labels." + axis + "': expected a non-empty list of its"
            + " values (" + String.join(", ", values.keySet()) + ")");
      } else {
        kept.put(String.valueOf(axis), l.stream().map(String::valueOf).toList());
      }
    });
    return kept;
  }

  private List<String> hosts(Object node) {
    if (node == null || "local".equals(node)) {
      return List.of();
    }
    if (node instanceof List<?> l && !l.isEmpty() && l.stream().allMatch(h -> h instanceof String)) {
      return l.stream().map(String::valueOf).toList();
    }
    errors.add("Invalid value '" + node + "' for key 'hosts': expected local, or a list of client host names");
    return List.of();
  }

  private List<String> compare(Object node, List<Study.SystemSpec> systems) {
    if (node == null) {
      return List.of();
    }
    List<String> names = systems.stream().map(Study.SystemSpec::name).toList();
    if (!(node instanceof List<?> l) || l.size() != 2 || !names.containsAll(l.stream().map(String::valueOf).toList())
        || l.get(0).equals(l.get(1))) {
      values.error("compare", String.valueOf(node), "two different systems of " + names + ", e.g. " + names);
      return List.of();
    }
    return l.stream().map(String::valueOf).toList();
  }

  private Path workloadFile(Map<?, ?> m, String name, String parent) {
    String given = values.string(m, name, parent + ".", true,
        "a workload file under workloads/ or relative to the study file");
    if (given == null) {
      return null;
    }
    Path base = file.toAbsolutePath().getParent();
    for (Path candidate : List.of(workloadsDir == null ? Path.of(given) : workloadsDir.resolve(given),
        base == null ? Path.of(given) : base.resolve(given))) {
      if (Files.isRegularFile(candidate)) {
        return candidate.toAbsolutePath().normalize();
      }
    }
    values.error(parent + "." + name, given, "a workload file under workloads/ (e.g. workloada, "
        + "published/aerospike-vs-couchbase-primary) or relative to the study file");
    return null;
  }


}
