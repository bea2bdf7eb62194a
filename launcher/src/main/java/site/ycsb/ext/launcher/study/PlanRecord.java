/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.Json;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunKeys;

/**
 * The plan a study directory was run with, {@value #FILE_NAME} (format {@value #FORMAT}): what shapes every cell, so
 * that a resume with another plan is refused instead of mixing runs of two plans in one cell. Study-wide: the scale,
 * the repetitions, the stopping rule ({@code --until}, {@code --max-repetitions}: a changed rule would let one cell's
 * repetitions stop by two rules), the duration and warm-up, and the study file's SHA-256; per cell: every key of its load's and
 * run's command line (binding, workload file with its SHA-256, class path, every {@code -p} property but the output
 * path and stand-in addresses, which change from session to session). Immutable; thread-safe.
 *
 * @param study the study-wide keys
 * @param cells per cell id, its keys
 */
record PlanRecord(Map<String, String> study, Map<String, Map<String, String>> cells) {
  static final String FILE_NAME = "study-plan.json";
  static final String FORMAT = "ycsb-ext-study-plan/1";
  /** The study-wide key whose change alone (a comment edited) does not change any cell. */
  static final String FILE_SHA = "study file sha256";

  /** The plan of {@code plan} as {@code runner} would run it. */
  static PlanRecord of(StudyPlan plan, StudyRunner runner) throws IOException {
    Map<String, String> study = new LinkedHashMap<>();
    study.put("scale", plan.scale());
    study.put("repetitions", Integer.toString(plan.study().repetitions()));
    study.put("duration", plan.study().duration().toMillis() / 1000.0 + "s");
    study.put("warmup", plan.study().warmup().toMillis() / 1000.0 + "s");
    study.put("until", runner.until() == null ? "none" : runner.until().until());
    study.put("max repetitions", runner.until() == null ? "none" : Integer.toString(runner.until().maxRepetitions()));
    Path file = plan.study().file();
    study.put(FILE_SHA, file != null && Files.isRegularFile(file) ? Manifest.sha256(file) : "none");
    Map<String, Map<String, String>> cells = new TreeMap<>();
    for (StudyPlan.Step step : plan.runs()) {
      if (cells.containsKey(step.cell())) {
        continue;
      }
      Map<String, String> keys = new TreeMap<>();
      StudyPlan.Step load = plan.steps().stream().filter(s -> s.load() && s.system().equals(step.system())
          && s.dataset().equals(step.dataset())).findFirst().orElse(null);
      if (load != null) {
        keys(runner.args(load, Map.of(), Path.of("out")), "load ", keys);
      }
      keys(runner.args(step, Map.of(), Path.of("out")), "", keys);
      keys.put("client hosts", Integer.toString(step.clients()));
      cells.put(step.cell(), keys);
    }
    return new PlanRecord(study, cells);
  }

  /** The keys of one command line: binding, {@code -P} file (with its SHA-256), {@code -cp}, every {@code -p}. */
  private static void keys(List<String> args, String prefix, Map<String, String> keys) throws IOException {
    keys.put(prefix + "binding", args.get(0));
    for (int i = 1; i < args.size(); i++) {
      String a = args.get(i);
      if (a.equals("-P") || a.equals("-cp")) {
        String v = args.get(++i);
        Path p = Path.of(v);
        keys.put(prefix + a, a.equals("-P") && Files.isRegularFile(p)
            ? p.getFileName() + " (sha256 " + Manifest.sha256(p).substring(0, 12) + ")" : v);
      } else if (a.equals("-p")) {
        String kv = args.get(++i);
        int eq = kv.indexOf('=');
        String k = kv.substring(0, eq);
        if (!k.equals(RunKeys.OUTPUT_PATH) && !k.equals(StudyRunner.FEWER_HOSTS_WARNING)) {
          keys.put(prefix + k, kv.substring(eq + 1));
        }
      }
    }
  }

  /** The plan recorded in {@code dir}, or null when none is (a new directory, or one of an older version). */
  static PlanRecord read(Path dir) {
    Path file = dir.resolve(FILE_NAME);
    if (!Files.isRegularFile(file)) {
      return null;
    }
    try {
      Map<String, Object> json = Json.parseObject(Files.readString(file, StandardCharsets.UTF_8));
      if (!FORMAT.equals(json.get("format"))) {
        throw new IllegalArgumentException("format " + json.get("format") + ", expected " + FORMAT);
      }
      Map<String, Map<String, String>> cells = new TreeMap<>();
      ((Map<?, ?>) json.get("cells")).forEach((k, v) -> cells.put(String.valueOf(k), strings(v)));
      return new PlanRecord(strings(json.get("study")), cells);
    } catch (IOException | IllegalArgumentException | ClassCastException | NullPointerException e) {
      throw new BadInputException("Cannot read '" + file + "' (the plan this study directory was run with): "
          + e.getMessage() + "; give another --out");
    }
  }

  private static Map<String, String> strings(Object map) {
    Map<String, String> out = new LinkedHashMap<>();
    ((Map<?, ?>) map).forEach((k, v) -> out.put(String.valueOf(k), String.valueOf(v)));
    return out;
  }

  /** Writes it atomically into {@code dir}. */
  void write(Path dir) throws IOException {
    StringBuilder s = new StringBuilder("{\n  \"format\": ").append(Json.quote(FORMAT)).append(",\n  \"study\": ")
        .append(object(study)).append(",\n  \"cells\": {");
    int i = 0;
    for (Map.Entry<String, Map<String, String>> c : cells.entrySet()) {
      s.append(i++ == 0 ? "\n" : ",\n").append("    ").append(Json.quote(c.getKey())).append(": ")
          .append(object(c.getValue()));
    }
    s.append(cells.isEmpty() ? "}\n}\n" : "\n  }\n}\n");
    Path tmp = dir.resolve(FILE_NAME + ".partial");
    Files.writeString(tmp, s, StandardCharsets.UTF_8);
    Files.move(tmp, dir.resolve(FILE_NAME), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  private static String object(Map<String, String> map) {
    List<String> members = new ArrayList<>();
    map.forEach((k, v) -> members.add(Json.quote(k) + ": " + Json.quote(v)));
    return "{" + String.join(", ", members) + "}";
  }

  /**
   * What differs from the {@code earlier} plan, one phrase per key ({@code repetitions 2 -> 3},
   * {@code maxexecutiontime 8 -> 4 (12 cells)}, {@code cell x: not planned before}); empty when nothing that shapes a
   * cell did. The study file's hash alone is not a change.
   */
  List<String> changes(PlanRecord earlier) {
    Set<String> out = new LinkedHashSet<>();
    study.forEach((k, v) -> {
      String was = earlier.study().get(k);
      if (!k.equals(FILE_SHA) && was != null && !was.equals(v)) {
        out.add(k + " " + was + " -> " + v);
      }
    });
    Map<String, Integer> perKey = new LinkedHashMap<>();
    for (String cell : changedCells(earlier)) {
      Map<String, String> was = earlier.cells().get(cell);
      if (was == null) {
        continue;
      }
      Map<String, String> now = cells.get(cell);
      TreeSet<String> keys = new TreeSet<>(was.keySet());
      keys.addAll(now.keySet());
      for (String k : keys) {
        if (!String.valueOf(was.get(k)).equals(String.valueOf(now.get(k)))) {
          perKey.merge(k + " " + (was.get(k) == null ? "(unset)" : was.get(k)) + " -> "
              + (now.get(k) == null ? "(unset)" : now.get(k)), 1, Integer::sum);
        }
      }
    }
    perKey.forEach((k, n) -> out.add(k + " (" + n + " cell" + (n == 1 ? "" : "s") + ")"));
    return List.copyOf(out);
  }

  /** The cells whose keys differ from (or were not in) the {@code earlier} plan. */
  Set<String> changedCells(PlanRecord earlier) {
    Set<String> changed = new TreeSet<>();
    cells.forEach((cell, keys) -> {
      if (!keys.equals(earlier.cells().get(cell))) {
        changed.add(cell);
      }
    });
    return changed;
  }
}
