/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.commandline.BindingTable;

class StudyFileTest {
  private static final Set<String> BINDINGS = Set.of("aerospike", "couchbase2", "basic");

  @TempDir
  Path dir;

  @BeforeEach
  void workloads() throws IOException {
    Files.createDirectories(dir.resolve("workloads"));
    Files.writeString(dir.resolve("workloads/workloada"), "readproportion=0.5\n");
  }

  private static final String GOOD = """
      study: s1
      systems:
        a: {binding: aerospike, standin: aerospike, properties: {as.host: h1}}
        b: {binding: couchbase2, standin: couchbase}
      datasets:
        d: {workload: workloada, threads: 8, properties: {recordcount: 1000}}
      workloads:
        w: {file: workloada}
      sweep: {threads: [4, 8], target: [0, 500], labels: {nodes: {"3": {as.host: n3}, "6": {}}}}
      duration: 1m
      warmup: 10s
      repetitions: 2
      compare: [a, b]
      tables: [table1]
      """;

  private Study parse(String text) {
    return StudyFile.parse(text, dir.resolve("s.yaml"), BINDINGS::contains, dir.resolve("workloads"));
  }

  private List<String> errors(String text) {
    return assertThrows(StudyFile.StudyFileException.class, () -> parse(text)).errors();
  }

  @Test
  void readsEveryKey() {
    Study s = parse(GOOD);
    assertEquals("s1", s.name());
    assertEquals(List.of("a", "b"), s.systems().stream().map(Study.SystemSpec::name).toList());
    assertEquals("h1", s.systems().get(0).properties().get("as.host"));
    assertEquals(8, s.datasets().get(0).loadThreads());
    assertEquals("d", s.workloads().get(0).dataset());
    assertEquals(List.of(4, 8), s.sweep().threads());
    assertEquals(List.of(0L, 500L), s.sweep().targets());
    assertEquals("n3", s.sweep().labels().get("nodes").get("3").get("as.host"));
    assertEquals(Duration.ofMinutes(1), s.duration());
    assertEquals(Duration.ofSeconds(10), s.warmup());
    assertEquals(2, s.repetitions());
    assertEquals(List.of("a", "b"), s.compare());
    assertTrue(s.hosts().isEmpty());
  }

  @Test
  void unknownKeyNamesItAndTheValidKeys() {
    List<String> errors = errors(GOOD.replace("repetitions: 2", "repetitons: 2"));
    assertEquals(List.of("Unknown key 'repetitons': expected one of changes, compare, datasets, demo, duration, hosts, "
        + "repetitions, source, study, sweep, systems, tables, title, warmup, workloads"), errors);
  }

  @Test
  void everyErrorIsOneLineAndAllAreReportedTogether() {
    String bad = GOOD.replace("threads: [4, 8]", "threads: [4, many]").replace("binding: couchbase2", "binding: nosql")
        .replace("duration: 1m", "duration: soon").replace("file: workloada", "file: nothere")
        .replace("a: {binding: aerospike,", "a: {binding: aerospike, colour: red,");
    List<String> errors = errors(bad);
    assertEquals(5, errors.size(), errors.toString());
    errors.forEach(e -> assertFalse(e.contains("\n"), e));
    assertTrue(errors.contains("Unknown key 'systems.a.colour': expected one of binding, cp, db, labels, properties, "
        + "standin"), errors.toString());
    assertTrue(errors.contains("Invalid value 'nosql' for key 'systems.b.binding': expected a binding bin/ycsb knows "
        + "(bin/ycsb bindings), or 'db' with a DB class and 'cp'"), errors.toString());
    assertTrue(errors.contains("Invalid value 'many' for key 'sweep.threads': expected a whole number from 1 to 10000"),
        errors.toString());
    assertTrue(errors.stream().anyMatch(e -> e.startsWith("Invalid value 'soon' for key 'duration': expected")),
        errors.toString());
    assertTrue(errors.stream().anyMatch(e -> e.startsWith("Invalid value 'nothere' for key 'workloads.w.file'")),
        errors.toString());
  }

  @Test
  void missingKeysAreNamed() {
    List<String> errors = errors("study: s1\n");
    assertTrue(errors.stream().anyMatch(e -> e.startsWith("Missing key 'systems'")), errors.toString());
    assertTrue(errors.stream().anyMatch(e -> e.startsWith("Missing key 'datasets'")), errors.toString());
    assertTrue(errors.stream().anyMatch(e -> e.startsWith("Missing key 'workloads'")), errors.toString());
    assertTrue(errors.stream().anyMatch(e -> e.startsWith("Missing key 'duration'")), errors.toString());
  }

  @Test
  void warmupMustBeShorterThanTheRun() {
    assertEquals(List.of("Invalid value '2m' for key 'warmup': expected a duration shorter than 'duration' (1m)"),
        errors(GOOD.replace("warmup: 10s", "warmup: 2m")));
  }

  @Test
  void compareNamesTwoSystems() {
    List<String> errors = errors(GOOD.replace("compare: [a, b]", "compare: [a, c]").replace("tables: [table1]", ""));
    assertEquals(1, errors.size(), errors.toString());
    assertTrue(errors.get(0).startsWith("Invalid value '[a, c]' for key 'compare': expected two different systems"),
        errors.toString());
  }

  @Test
  void invalidYamlIsOneLine() {
    List<String> errors = errors("study: [unclosed\n");
    assertEquals(1, errors.size());
    assertTrue(errors.get(0).contains("is not valid YAML"), errors.get(0));
  }

  @Test
  void seedStudiesParse() throws IOException {
    Path studies = Path.of(System.getProperty("user.dir")).getParent().resolve("studies");
    Path workloads = studies.getParent().resolve("workloads");
    try (var files = Files.list(studies)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).toList()) {
        Study s = StudyFile.read(f, n -> true, workloads);
        assertFalse(s.source().isEmpty(), f + " names its source");
        assertFalse(s.changes().isEmpty(), f + " says what it changes");
      }
    }
  }

  /** Every file under studies/ parses with the real binding table and expands at both scales. */
  @Test
  void everyStudyFileParsesAndPlansAtBothScales() throws IOException {
    Path studies = Path.of(System.getProperty("user.dir")).getParent().resolve("studies");
    Path workloads = studies.getParent().resolve("workloads");
    BindingTable bindings = BindingTable.load();
    List<String> names = new java.util.ArrayList<>();
    try (var files = Files.list(studies)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
        Study s = StudyFile.read(f, n -> bindings.find(n).isPresent(), workloads);
        names.add(s.name());
        assertEquals(f.getFileName().toString(), s.name() + ".yaml", "a study's name is its file's");
        for (String scale : StudyPlan.SCALES) {
          StudyPlan plan = StudyPlan.of(s, scale, 0);
          assertFalse(plan.runs().isEmpty(), f + " has runs at scale " + scale);
          if ("demo".equals(scale)) {
            long skipped = s.systems().stream().filter(sys -> sys.standin() == null
                || UpstreamRelease.missingJars(sys.classpath()) != null).count();
            assertEquals(skipped, plan.skipped().size(), f + ": one line per system skipped at demo (no stand-in, or"
                + " upstream's jars missing)");
            assertTrue(plan.study().hosts().isEmpty(), f + ": demo runs on this host");
            assertTrue(plan.study().sweep().threads().stream().allMatch(t -> t <= s.demo().threads()), f.toString());
          } else {
            assertTrue(plan.skipped().isEmpty(), f.toString());
          }
        }
      }
    }
    assertTrue(names.containsAll(List.of("aerospike-vs-couchbase-2017", "endpoint-2015", "avalon-2016",
        "aerospike-1m-tps")), "the four seed studies: " + names);
  }
}
