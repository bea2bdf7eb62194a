/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.BadInputException;

/** The client-host axis {@code sweep.clients}: the file's checks, the cells it expands to, the hosts each runs on. */
class ClientHostsTest {
  @TempDir
  Path dir;

  @BeforeEach
  void workloads() throws IOException {
    Files.writeString(dir.resolve("workloada"), "readproportion=0.5\n");
  }

  private Study parse(String sweep) {
    return StudyFile.parse("""
        study: s1
        systems:
          a: {binding: basic, standin: aerospike}
          b: {binding: basic, standin: couchbase}
        datasets: {d: {workload: workloada}}
        workloads: {w: {file: workloada}}
        sweep: %s
        duration: 1m
        repetitions: 2
        tables: [steps]
        """.formatted(sweep), dir.resolve("s.yaml"), n -> true, dir);
  }

  @Test
  void clientsIsAnAxisOfEveryCellRecordedAsItsClientsLabel() {
    StudyPlan plan = StudyPlan.of(parse("{threads: [35], clients: [1, 2]}"), "full", 0, 2);
    List<StudyPlan.Step> runs = plan.runs();
    assertEquals(2 * 2 * 2, runs.size(), "systems x client steps x repetitions");
    assertEquals(List.of("a 1", "b 1", "a 2", "b 2", "a 1", "b 1", "a 2", "b 2"), runs.stream()
        .map(r -> r.system().name() + " " + r.clients()).toList(), "systems interleaved at each client step");
    assertEquals(Map.of("clients", "2"), runs.get(2).labels());
    assertEquals("a-w-t35-clients-2", runs.get(2).cell());
    assertEquals("clients", runs.get(2).pending().labels().keySet().iterator().next(), "study.json records it");
    assertEquals(0, plan.steps().get(0).clients(), "the load runs on every host");
  }

  @Test
  void withoutTheAxisCellsRunOnEveryHostAndKeepTheirIds() {
    StudyPlan plan = StudyPlan.of(parse("{threads: [35]}"), "full", 0, 2);
    assertTrue(plan.runs().stream().allMatch(r -> r.clients() == 0 && r.labels().isEmpty()));
    assertEquals("a-w-t35", plan.runs().get(0).cell());
  }

  @Test
  void wrongValuesAndTheOldUserAxisAreOneLineEach() {
    List<String> errors = assertThrows(StudyFile.StudyFileException.class,
        () -> parse("{clients: [0, two], labels: {clients: [1, 2]}}")).errors();
    assertEquals(List.of("Invalid value '0' for key 'sweep.clients': expected a whole number from 1 to 1000",
        "Invalid value 'two' for key 'sweep.clients': expected a whole number from 1 to 1000",
        "Invalid key 'sweep.labels.clients': expected the client-host axis as key 'sweep.clients' (whole numbers:"
            + " each cell runs on the first N of the hosts)"), errors);
  }

  @Test
  void fewerClientHostsThanPlannedRunEachCellOnThoseGivenAndSaySo() {
    StudyPlan plan = StudyPlan.of(parse("{clients: [1, 3, 2]}"), "full", 0, 2);
    ClientHosts.check(plan, "c1,c2");
    assertEquals(List.of("Study s1: planned 3 client hosts, ran on 2: each cell planned on more than 2 runs on the 2"
        + " given, every host with its planned threads and target, so those cells' totals are not the planned ones"),
        plan.skipped(), "printed at the start, kept in study.json, shown by the report");
    assertEquals("c1,c2", ClientHosts.first("c1,c2", 3), "the cell of 3 runs on both hosts");
    assertEquals(List.of(), StudyPlan.of(parse("{clients: [1, 2]}"), "full", 0, 2).skipped(), "as planned: no line");
  }

  @Test
  void eachRunOfACellPlannedOnMoreHostsThanGivenRecordsItInItsManifest() {
    StudyPlan plan = StudyPlan.of(parse("{clients: [1, 3, 2]}"), "full", 0, 2);
    StudyRunner runner = new StudyRunner(plan, dir, null, null, null).hostsGiven(2);
    Map<Integer, List<String>> warnings = new java.util.TreeMap<>();
    for (StudyPlan.Step step : plan.steps()) {
      List<String> args = runner.args(step, Map.of(), dir.resolve("out"));
      warnings.computeIfAbsent(step.load() ? -1 : step.clients(), k -> new java.util.ArrayList<>()).addAll(args
          .stream().filter(a -> a.startsWith(StudyRunner.FEWER_HOSTS_WARNING + "=")).toList());
    }
    String line = "ycsb.ext.warning.client-hosts=Study s1: this cell planned 3 client hosts, ran on 2, every host with"
        + " its planned threads and target, so its totals are not the planned ones";
    assertEquals(Map.of(-1, List.of(), 1, List.of(), 2, List.of(), 3, java.util.Collections.nCopies(4, line)),
        warnings, "the runs of the cell of 3 (2 systems x 2 repetitions), no load and no cell run as planned; the"
        + " engine records ycsb.ext.warning.* as the manifest's warnings, which every run report shows");
    StudyRunner asPlanned = new StudyRunner(plan, dir, null, null, null).hostsGiven(3);
    assertTrue(plan.runs().stream().flatMap(s -> asPlanned.args(s, Map.of(), dir.resolve("out")).stream())
        .noneMatch(a -> a.startsWith(StudyRunner.FEWER_HOSTS_WARNING)), "on the hosts planned: no warning");
  }

  @Test
  void locallyOnlyOneClientHostIsAccepted() {
    StudyPlan plan = StudyPlan.of(parse("{clients: [1, 2]}"), "full", 0, 0);
    BadInputException e = assertThrows(BadInputException.class, () -> ClientHosts.check(plan, ""));
    assertEquals("Invalid value '2' for key 'sweep.clients': the study runs on this host only, expected 1; pass"
        + " --hosts with at least 2 client hosts (or list them in 'hosts')", e.getMessage());
    ClientHosts.check(StudyPlan.of(parse("{clients: [1]}"), "full", 0, 0), "");
  }

  @Test
  void demoScaleOnThisHostRunsOneClientHostPerCell() {
    StudyPlan local = StudyPlan.of(parse("{clients: [1, 2, 4]}"), "demo", 0, 0);
    assertEquals(List.of(1), local.study().sweep().clients());
    ClientHosts.check(local, "");
    StudyPlan fanned = StudyPlan.of(parse("{clients: [1, 2]}"), "demo", 0, 2);
    assertEquals(List.of(1, 2), fanned.study().sweep().clients(), "with --hosts the axis is kept");
  }

  @Test
  void aCellRunsOnTheFirstNHosts() {
    assertEquals("c1", ClientHosts.first("c1,c2,c3", 1));
    assertEquals("c1,c2", ClientHosts.first("c1,c2,c3", 2));
    assertEquals("c1,c2,c3", ClientHosts.first("c1,c2,c3", 0));
    assertEquals(3, ClientHosts.count("c1,c2,c3"));
    assertEquals(0, ClientHosts.count(""));
  }

  /** End Point: one client host per server node, set by each node count's value; not a property of the runs. */
  @Test
  void aUserAxisValueSetsItsCellsClientHosts() {
    Study study = parse("{labels: {nodes: {1: {clients: 1, as.host: n1}, 4: {clients: 4, as.host: n4}}}}");
    StudyPlan plan = StudyPlan.of(study, "full", 0, 4);
    assertEquals(List.of(1, 1, 4, 4, 1, 1, 4, 4), plan.runs().stream().map(StudyPlan.Step::clients).toList());
    assertEquals(Map.of("as.host", "n4"), plan.runs().get(2).labelProperties());
    assertEquals(Map.of("nodes", "4"), plan.runs().get(2).labels(), "the node count names the cell");
    StudyPlan onTwo = StudyPlan.of(study, "full", 0, 2);
    ClientHosts.check(onTwo, "c1,c2");
    assertTrue(onTwo.skipped().get(0).startsWith("Study s1: planned 4 client hosts, ran on 2: "), onTwo.skipped()
        .toString());
    StudyPlan demo = StudyPlan.of(study, "demo", 0, 0);
    assertTrue(demo.runs().stream().allMatch(r -> r.clients() == 0), "demo on this host: one client, this one");
    ClientHosts.check(demo, "");
  }

  @Test
  void aUserAxisValuesClientHostsAreCheckedInTheFile() {
    List<String> errors = assertThrows(StudyFile.StudyFileException.class,
        () -> parse("{labels: {nodes: {1: {clients: 0}, 2: {clients: x}}}}")).errors();
    assertEquals(List.of("Invalid value '0' for key 'sweep.labels.nodes.1.clients': expected a whole number from 1 to"
        + " 1000", "Invalid value 'x' for key 'sweep.labels.nodes.2.clients': expected a whole number from 1 to 1000"),
        errors);
    errors = assertThrows(StudyFile.StudyFileException.class,
        () -> parse("{clients: [1], labels: {nodes: {1: {clients: 1}}}}")).errors();
    assertEquals(List.of("Invalid key 'sweep.labels.nodes.1.clients': expected the client hosts in 'sweep.clients' or"
        + " in the user axis's values, not both"), errors);
  }

  /** Avalon steps over 1-14 client hosts, End Point one per server node: both need the hosts, except at demo. */
  @Test
  void theSeedStudiesStepOverClientHosts() throws IOException {
    Path studies = Path.of(System.getProperty("user.dir")).getParent().resolve("studies");
    Path workloads = studies.getParent().resolve("workloads");
    for (Map.Entry<String, Integer> seed : Map.of("avalon-2016", 14, "endpoint-2015", 32).entrySet()) {
      Study study = StudyFile.read(studies.resolve(seed.getKey() + ".yaml"), n -> true, workloads);
      String hosts = String.join(",", java.util.stream.IntStream.rangeClosed(1, seed.getValue())
          .mapToObj(i -> "c" + i).toList());
      StudyPlan full = StudyPlan.of(study, "full", 0, seed.getValue());
      ClientHosts.check(full, hosts);
      assertEquals(seed.getValue(), full.runs().stream().mapToInt(StudyPlan.Step::clients).max().orElseThrow());
      assertEquals(1, full.runs().stream().mapToInt(StudyPlan.Step::clients).min().orElseThrow());
      BadInputException local = assertThrows(BadInputException.class,
          () -> ClientHosts.check(StudyPlan.of(study, "full", 0, 0), ""));
      assertTrue(local.getMessage().contains("pass --hosts with at least " + seed.getValue()), local.getMessage());
      ClientHosts.check(StudyPlan.of(study, "demo", 0, 0), "");
    }
  }
}
