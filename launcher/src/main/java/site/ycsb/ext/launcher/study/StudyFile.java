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
import java.util.regex.Pattern;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;
import site.ycsb.ext.contract.DurationParser;

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
  static final Set<String> SWEEP_KEYS = Set.of("threads", "target", "clients", "labels");
  static final Set<String> DEMO_KEYS = Set.of("records", "duration", "warmup", "threads");
  static final Set<String> STANDINS = Set.of("aerospike", "couchbase");
  private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,39}");
  private static final String NAME_RULE = "a name of 1 to 40 characters a-z, 0-9 and '-' starting with a letter or digit";
  /** The most cells a study may hold: a typo in a sweep should not queue a month of runs. */
  static final int MAX_CELLS = 10_000;

  private final List<String> errors = new ArrayList<>();
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
      throw new StudyFileException(List.of("Cannot read study file '" + file + "': " + e.getMessage()));
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
          + sorted(TOP_KEYS)));
    }
    unknownKeys("", top, TOP_KEYS);
    String name = string(top, "study", "", true, NAME_RULE);
    if (name != null && !NAME.matcher(name).matches()) {
      error("study", name, NAME_RULE);
    }
    String title = Optional.ofNullable(string(top, "title", "", false, "one line")).orElse(name);
    String source = Optional.ofNullable(string(top, "source", "", false, "one line")).orElse("");
    List<String> changes = stringList(top, "changes", "", "a list of lines");
    List<Study.SystemSpec> systems = systems(top.get("systems"));
    List<Study.Dataset> datasets = datasets(top.get("datasets"));
    Study.Sweep sweep = sweep(top.get("sweep"));
    List<Study.WorkloadSpec> workloads = workloads(top.get("workloads"), datasets, LabelDatasets.picks(sweep));
    LabelDatasets.check(sweep, datasets.stream().map(Study.Dataset::name).toList(), errors);
    ClientHosts.checkLabels(sweep, errors);
    Duration duration = duration(top, "duration", "", true);
    Duration warmup = Optional.ofNullable(duration(top, "warmup", "", false)).orElse(Duration.ZERO);
    if (duration != null && warmup.compareTo(duration) >= 0) {
      errors.add("Invalid value '" + top.get("warmup") + "' for key 'warmup': expected a duration shorter than "
          + "'duration' (" + top.get("duration") + ")");
    }
    int repetitions = (int) whole(top.get("repetitions"), "repetitions", 1, 1, 100);
    List<String> hosts = hosts(top.get("hosts"));
    Study.DemoScale demo = demo(top.get("demo"));
    List<String> compare = compare(top.get("compare"), systems);
    List<String> tables = stringList(top, "tables", "", "a list of " + StudyTables.ALL);
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
    for (Map.Entry<String, Map<?, ?>> entry : named(node, "systems", "binding: aerospike").entrySet()) {
      String key = "systems." + entry.getKey();
      Map<?, ?> m = entry.getValue();
      unknownKeys(key + ".", m, SYSTEM_KEYS);
      String binding = string(m, "binding", key + ".", false, "a binding name (bin/ycsb bindings)");
      String db = string(m, "db", key + ".", false, "a DB class name");
      String cp = string(m, "cp", key + ".", false, "a class path");
      if (binding == null && db == null) {
        errors.add("Missing key '" + key + ".binding': expected a binding name (bin/ycsb bindings), or 'db' with a DB "
            + "class and 'cp'");
      } else if (binding != null && db == null && !bindingExists.test(binding)) {
        error(key + ".binding", binding, "a binding bin/ycsb knows (bin/ycsb bindings), or 'db' with a DB class and"
            + " 'cp'");
      }
      String standin = string(m, "standin", key + ".", false, "one of " + sorted(STANDINS));
      if (standin != null && !STANDINS.contains(standin)) {
        error(key + ".standin", standin, "one of " + sorted(STANDINS));
      }
      systems.add(new Study.SystemSpec(entry.getKey(), binding, db, cp, properties(m.get("properties"),
          key + ".properties"), properties(m.get("labels"), key + ".labels"), standin));
    }
    return systems;
  }

  private List<Study.Dataset> datasets(Object node) {
    List<Study.Dataset> datasets = new ArrayList<>();
    for (Map.Entry<String, Map<?, ?>> entry : named(node, "datasets", "workload: workloada").entrySet()) {
      String key = "datasets." + entry.getKey();
      Map<?, ?> m = entry.getValue();
      unknownKeys(key + ".", m, DATASET_KEYS);
      Path workload = workloadFile(m, "workload", key);
      int threads = (int) whole(m.get("threads"), key + ".threads", 1, 1, 10_000);
      datasets.add(new Study.Dataset(entry.getKey(), workload, properties(m.get("properties"), key + ".properties"),
          threads));
    }
    return datasets;
  }

  private List<Study.WorkloadSpec> workloads(Object node, List<Study.Dataset> datasets, boolean labelsPick) {
    List<Study.WorkloadSpec> workloads = new ArrayList<>();
    for (Map.Entry<String, Map<?, ?>> entry : named(node, "workloads", "file: workloada").entrySet()) {
      String key = "workloads." + entry.getKey();
      Map<?, ?> m = entry.getValue();
      unknownKeys(key + ".", m, WORKLOAD_KEYS);
      Path workload = workloadFile(m, "file", key);
      List<String> names = datasets.stream().map(Study.Dataset::name).toList();
      String dataset = string(m, "dataset", key + ".", false, "one of the datasets " + names);
      if (dataset == null && names.size() == 1) {
        dataset = names.get(0);
      } else if (dataset == null && !names.isEmpty() && !labelsPick) {
        errors.add("Missing key '" + key + ".dataset': expected one of the datasets " + names);
      } else if (dataset != null && !names.contains(dataset)) {
        error(key + ".dataset", dataset, "one of the datasets " + names);
      }
      workloads.add(new Study.WorkloadSpec(entry.getKey(), workload, dataset,
          properties(m.get("properties"), key + ".properties")));
    }
    return workloads;
  }

  private Study.Sweep sweep(Object node) {
    if (node == null) {
      return new Study.Sweep(List.of(1), List.of(0L), Map.of(), List.of());
    }
    if (!(node instanceof Map<?, ?> m)) {
      errors.add("Invalid value for key 'sweep': expected a mapping of " + sorted(SWEEP_KEYS));
      return new Study.Sweep(List.of(1), List.of(0L), Map.of(), List.of());
    }
    unknownKeys("sweep.", m, SWEEP_KEYS);
    List<Integer> threads = new ArrayList<>();
    for (Object v : list(m.get("threads"), "sweep.threads", 1)) {
      threads.add((int) whole(v, "sweep.threads", 1, 1, 10_000));
    }
    List<Long> targets = new ArrayList<>();
    for (Object v : list(m.get("target"), "sweep.target", 0)) {
      targets.add(whole(v, "sweep.target", 0, 0, 1_000_000_000L));
    }
    List<Integer> clients = new ArrayList<>();
    if (m.get("clients") != null) {
      for (Object v : list(m.get("clients"), "sweep.clients", 1)) {
        clients.add((int) whole(v, "sweep.clients", 1, 1, 1000));
      }
    }
    Map<String, Map<String, Map<String, String>>> labels = new LinkedHashMap<>();
    if (m.get("labels") instanceof Map<?, ?> axes && axes.containsKey(Study.Sweep.CLIENTS)) {
      errors.add("Invalid key 'sweep.labels." + Study.Sweep.CLIENTS + "': expected the client-host axis as key "
          + "'sweep.clients' (whole numbers: each cell runs on the first N of the hosts)");
    }
    if (m.get("labels") != null) {
      if (!(m.get("labels") instanceof Map<?, ?> axes)) {
        errors.add("Invalid value for key 'sweep.labels': expected a mapping of axis name to its values, e.g. "
            + "nodes: {3: {}, 6: {}}");
      } else {
        for (Map.Entry<?, ?> axis : axes.entrySet()) {
          String axisName = String.valueOf(axis.getKey());
          String key = "sweep.labels." + axisName;
          Map<String, Map<String, String>> values = new LinkedHashMap<>();
          if (axis.getValue() instanceof List<?> plain && !plain.isEmpty()) {
            plain.forEach(v -> values.put(scalar(v), Map.of()));
          } else if (axis.getValue() instanceof Map<?, ?> withProps && !withProps.isEmpty()) {
            withProps.forEach((v, props) -> values.put(scalar(v), properties(props, key + "." + v)));
          } else {
            errors.add("Invalid value for key '" + key + "': expected a list of values, or a mapping of each value to"
                + " the properties it adds");
          }
          labels.put(axisName, values);
        }
      }
    }
    return new Study.Sweep(threads, targets, labels, clients);
  }

  private Study.DemoScale demo(Object node) {
    Map<?, ?> m = Map.of();
    if (node instanceof Map<?, ?> given) {
      m = given;
      unknownKeys("demo.", m, DEMO_KEYS);
    } else if (node != null) {
      errors.add("Invalid value for key 'demo': expected a mapping of " + sorted(DEMO_KEYS));
    }
    long records = whole(m.get("records"), "demo.records", 2000, 1, 10_000_000);
    Duration duration = Optional.ofNullable(duration(m, "duration", "demo.", false)).orElse(Duration.ofSeconds(10));
    Duration warmup = Optional.ofNullable(duration(m, "warmup", "demo.", false)).orElse(Duration.ofSeconds(2));
    if (warmup.compareTo(duration) >= 0) {
      errors.add("Invalid value '" + m.get("warmup") + "' for key 'demo.warmup': expected a duration shorter than "
          + "'demo.duration'");
    }
    int threads = (int) whole(m.get("threads"), "demo.threads", 4, 1, 256);
    return new Study.DemoScale(records, duration, warmup, threads);
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
      error("compare", String.valueOf(node), "two different systems of " + names + ", e.g. " + names);
      return List.of();
    }
    return l.stream().map(String::valueOf).toList();
  }

  /** A mapping of names to mappings, in file order; each name checked. */
  private Map<String, Map<?, ?>> named(Object node, String key, String example) {
    Map<String, Map<?, ?>> named = new LinkedHashMap<>();
    if (node == null) {
      errors.add("Missing key '" + key + "': expected a mapping of names to their settings, e.g. " + key
          + ": {a: {" + example + "}}");
      return named;
    }
    if (!(node instanceof Map<?, ?> m) || m.isEmpty()) {
      errors.add("Invalid value for key '" + key + "': expected a mapping of names to their settings, e.g. " + key
          + ": {a: {" + example + "}}");
      return named;
    }
    for (Map.Entry<?, ?> e : m.entrySet()) {
      String name = String.valueOf(e.getKey());
      if (!NAME.matcher(name).matches()) {
        errors.add("Invalid name '" + name + "' under key '" + key + "': expected " + NAME_RULE);
      }
      if (e.getValue() instanceof Map<?, ?> value) {
        named.put(name, value);
      } else {
        errors.add("Invalid value for key '" + key + "." + name + "': expected a mapping such as {" + example + "}");
      }
    }
    return named;
  }

  private Path workloadFile(Map<?, ?> m, String name, String parent) {
    String given = string(m, name, parent + ".", true, "a workload file under workloads/ or relative to the study file");
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
    error(parent + "." + name, given, "a workload file under workloads/ (e.g. workloada, "
        + "published/aerospike-vs-couchbase-primary) or relative to the study file");
    return null;
  }

  private Map<String, String> properties(Object node, String key) {
    Map<String, String> props = new LinkedHashMap<>();
    if (node == null) {
      return props;
    }
    if (!(node instanceof Map<?, ?> m)) {
      errors.add("Invalid value for key '" + key + "': expected a mapping of property names to values");
      return props;
    }
    for (Map.Entry<?, ?> e : m.entrySet()) {
      if (e.getValue() instanceof Map || e.getValue() instanceof List) {
        errors.add("Invalid value for key '" + key + "." + e.getKey() + "': expected a single value (text or number)");
      } else {
        props.put(String.valueOf(e.getKey()), scalar(e.getValue()));
      }
    }
    return props;
  }

  private static String scalar(Object v) {
    return v == null ? "" : String.valueOf(v);
  }

  private String string(Map<?, ?> m, String name, String parent, boolean required, String expected) {
    Object v = m.get(name);
    if (v == null) {
      if (required) {
        errors.add("Missing key '" + parent + name + "': expected " + expected);
      }
      return null;
    }
    if (v instanceof Map || v instanceof List) {
      errors.add("Invalid value for key '" + parent + name + "': expected " + expected);
      return null;
    }
    return String.valueOf(v);
  }

  private List<String> stringList(Map<?, ?> m, String name, String parent, String expected) {
    Object v = m.get(name);
    if (v == null) {
      return List.of();
    }
    if (!(v instanceof List<?> l) || l.stream().anyMatch(x -> x instanceof Map || x instanceof List)) {
      errors.add("Invalid value for key '" + parent + name + "': expected " + expected);
      return List.of();
    }
    return l.stream().map(String::valueOf).toList();
  }

  private List<?> list(Object node, String key, Object dflt) {
    if (node == null) {
      return List.of(dflt);
    }
    if (node instanceof List<?> l) {
      if (l.isEmpty()) {
        errors.add("Invalid value '[]' for key '" + key + "': expected one value or a list of at least one");
        return List.of(dflt);
      }
      return l;
    }
    return List.of(node);
  }

  private long whole(Object v, String key, long dflt, long min, long max) {
    if (v == null) {
      return dflt;
    }
    if (v instanceof Integer || v instanceof Long) {
      long n = ((Number) v).longValue();
      if (n >= min && n <= max) {
        return n;
      }
    }
    error(key, String.valueOf(v), "a whole number from " + min + " to " + max);
    return dflt;
  }

  private Duration duration(Map<?, ?> m, String name, String parent, boolean required) {
    Object v = m.get(name);
    if (v == null) {
      if (required) {
        errors.add("Missing key '" + parent + name + "': expected " + DurationParser.EXPECTED);
      }
      return null;
    }
    try {
      Duration d = DurationParser.parse("key '" + parent + name + "'", v instanceof Number n ? n + "s" : v.toString());
      if (!name.equals("warmup") && d.isZero()) {
        error(parent + name, String.valueOf(v), "a duration longer than 0, such as 90s, 10m or 12h");
        return null;
      }
      return d;
    } catch (IllegalArgumentException e) {
      error(parent + name, String.valueOf(v), DurationParser.EXPECTED);
      return null;
    }
  }

  private void unknownKeys(String parent, Map<?, ?> m, Set<String> known) {
    for (Object k : m.keySet()) {
      if (!known.contains(String.valueOf(k))) {
        errors.add("Unknown key '" + parent + k + "': expected one of " + sorted(known));
      }
    }
  }

  private void error(String key, String value, String expected) {
    errors.add("Invalid value '" + value + "' for key '" + key + "': expected " + expected);
  }

  private static String sorted(Set<String> keys) {
    return String.join(", ", keys.stream().sorted().toList());
  }
}
