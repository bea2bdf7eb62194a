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
import site.ycsb.ext.commandline.BindingTable;

/**
 * The study file's layouts ({@code tables: [nodes | steps | mixes | table1]}) and the user axis whose values pick
 * the data set their cells read (End Point's server nodes): checked with one line each, and planned as one load per
 * system and picked data set with the cells that read it.
 */
class StudyLayoutsFileTest {
  @TempDir
  Path dir;

  @BeforeEach
  void workloads() throws IOException {
    Files.createDirectories(dir.resolve("workloads"));
    Files.writeString(dir.resolve("workloads/workloada"), "readproportion=0.5\n");
  }

  private static final String NODES = """
      study: ep
      systems:
        a: {binding: aerospike}
        b: {binding: couchbase2}
      datasets:
        n1: {workload: workloada, properties: {recordcount: 100, as.host: "h1"}}
        n2: {workload: workloada, properties: {recordcount: 200, as.host: "h1,h2"}}
      workloads:
        read: {file: workloada}
        write: {file: workloada}
      sweep: {threads: [4], labels: {nodes: {"1": {dataset: n1}, "2": {dataset: n2, as.timeout: "50"}}}}
      duration: 1m
      tables: [nodes]
      """;

  private Study parse(String text) {
    return StudyFile.parse(text, dir.resolve("s.yaml"), n -> true, dir.resolve("workloads"));
  }

  private List<String> errors(String text) {
    return assertThrows(StudyFile.StudyFileException.class, () -> parse(text)).errors();
  }

  @Test
  void nodeValuesPickTheirDataSetsOneLoadEachAndTheKeyIsNoProperty() {
    StudyPlan plan = StudyPlan.of(parse(NODES), "full", 0);
    List<String> order = plan.steps().stream().map(s -> s.load() ? "load " + s.dir() : s.cell() + " reads "
        + s.dataset().name()).toList();
    assertEquals(List.of("load loads/a-n1", "load loads/b-n1", "a-read-t4-nodes-1 reads n1",
        "b-read-t4-nodes-1 reads n1", "a-write-t4-nodes-1 reads n1", "b-write-t4-nodes-1 reads n1",
        "load loads/a-n2", "load loads/b-n2", "a-read-t4-nodes-2 reads n2", "b-read-t4-nodes-2 reads n2",
        "a-write-t4-nodes-2 reads n2", "b-write-t4-nodes-2 reads n2"), order);
    StudyPlan.Step n2 = plan.runs().get(4);
    assertEquals(Map.of("as.timeout", "50"), n2.labelProperties(), "dataset picks, it is not passed as -p");
  }

  @Test
  void aDataSetPickedByALabelMustExist() {
    List<String> errors = errors(NODES.replace("dataset: n2,", "dataset: n3,"));
    assertEquals(List.of("Invalid value 'n3' for key 'sweep.labels.nodes.2.dataset': expected one of the datasets "
        + "[n1, n2]"), errors);
  }

  @Test
  void layoutsAreCheckedWithOneLineEach() {
    assertEquals(List.of("Invalid value 'graph' for key 'tables': expected one of [mixes, nodes, steps, table1]"),
        errors(NODES.replace("tables: [nodes]", "tables: [graph]")));
    assertEquals(List.of("Key 'tables' lists nodes, which needs the user axis 'sweep.labels.nodes': expected the"
        + " server node counts, e.g. nodes: {1: {dataset: n1}, 2: {dataset: n2}}"), errors(NODES
        .replace("labels: {nodes:", "labels: {size:")));
    assertEquals(List.of("steps", "mixes"), parse(NODES.replace("tables: [nodes]", "tables: [steps, mixes]"))
        .tables());
  }

  /** The seed studies draw their own layouts. */
  @Test
  void seedStudiesNameTheirLayouts() throws IOException {
    Path studies = Path.of(System.getProperty("user.dir")).getParent().resolve("studies");
    BindingTable bindings = BindingTable.load();
    Map<String, String> expected = Map.of("aerospike-vs-couchbase-2017", "table1", "endpoint-2015", "nodes",
        "avalon-2016", "steps", "aerospike-1m-tps", "mixes");
    expected.forEach((name, table) -> {
      Study s = StudyFile.read(studies.resolve(name + ".yaml"), n -> bindings.find(n).isPresent(),
          studies.getParent().resolve("workloads"));
      assertTrue(s.tables().contains(table), name + " draws " + table + ": " + s.tables());
    });
  }

  @Test
  void demoLabelsKeepTheNamedValuesOfAnAxisAtDemoScaleOnly() {
    Study study = parse(NODES.replace("duration: 1m", "duration: 1m\ndemo: {labels: {nodes: [2]}}")
        .replace("{binding: aerospike}", "{binding: aerospike, standin: aerospike}")
        .replace("{binding: couchbase2}", "{binding: couchbase2, standin: couchbase}"));
    List<StudyPlan.Step> demo = StudyPlan.of(study, "demo", 1, 0).steps();
    assertEquals(List.of("n2"), demo.stream().map(s -> s.dataset().name()).distinct().toList(),
        "only the size kept: its cells and its data set's loads");
    assertEquals(2 + 2 * 2, demo.size(), "2 loads, 2 systems x 2 workloads");
    assertEquals(List.of("n1", "n2"), StudyPlan.of(study, "full", 1, 0).steps().stream()
        .map(s -> s.dataset().name()).distinct().toList(), "full scale keeps every size");

    assertEquals(List.of("Unknown key 'demo.labels.size': expected one of the user axes of sweep.labels (nodes)"),
        errors(NODES.replace("duration: 1m", "duration: 1m\ndemo: {labels: {size: [1]}}")));
    assertEquals(List.of("Invalid value '[4]' for key 'demo.labels.nodes': expected a non-empty list of its values"
        + " (1, 2)"), errors(NODES.replace("duration: 1m", "duration: 1m\ndemo: {labels: {nodes: [4]}}")));
  }
}
