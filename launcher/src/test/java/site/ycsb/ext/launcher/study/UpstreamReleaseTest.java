/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.commandline.BindingTable;
import site.ycsb.ext.commandline.UserBindings;

/**
 * {@code --upstream DIR} points a study's upstream binding jars into the release given; at demo scale a system run on
 * an embedded server whose jars are missing is skipped in one line naming them and where to get them; the options an
 * embedded server prints are read back as {@code bin/ycsb} would take them.
 */
class UpstreamReleaseTest {
  @TempDir
  Path dir;

  @BeforeEach
  void workloads() throws IOException {
    Files.writeString(dir.resolve("workloada"), "readproportion=0.5\n");
  }

  private Study study() {
    return StudyFile.parse("""
        study: s1
        systems:
          couchbase: {binding: basic, standin: couchbase}
          mongodb: {db: site.ycsb.db.MongoDbClient, cp: "/opt/ycsb-0.17.0/mongodb-binding/lib/*", standin: mongodb}
        datasets: {d: {workload: workloada}}
        workloads: {w: {file: workloada}}
        sweep: {threads: [4]}
        duration: 1m
        tables: [steps]
        """, dir.resolve("s.yaml"), n -> true, dir);
  }

  @Test
  void classPathEntriesInsideTheReleaseMoveToTheOneGiven() {
    assertEquals(dir + "/hbase20-binding/lib/*:" + dir + "/hbase20-binding/conf:/etc/other",
        UpstreamRelease.relocate("/opt/ycsb-0.17.0/hbase20-binding/lib/*:/opt/ycsb-0.17.0/hbase20-binding/conf"
            + ":/etc/other", dir));
  }

  @Test
  void aSystemWhoseJarsAreMissingIsSkippedInOneLineAndRunsOnceTheyAreThere() throws IOException {
    Path release = Files.createDirectories(dir.resolve("ycsb-0.17.0/mongodb-binding/lib"));
    StudyPlan missing = StudyPlan.of(UpstreamRelease.at(study(), dir.resolve("ycsb-0.17.0")), "demo", 1, 0);
    assertEquals(List.of("Skipping system 'mongodb' at --scale demo: upstream's binding site.ycsb.db.MongoDbClient is"
        + " missing (" + release + "/* holds no jar): give --upstream DIR, an unpacked ycsb-0.17.0.tar.gz from"
        + " https://github.com/brianfrankcooper/YCSB/releases/download/0.17.0/ycsb-0.17.0.tar.gz, or register its jars"
        + " with bin/ycsb bindings add <name> site.ycsb.db.MongoDbClient '<dir>/lib/*'"
        + " (docs/bindings/upstream-bindings.md)"), missing.skipped());
    assertEquals(List.of("couchbase"), missing.systems().stream().map(Study.SystemSpec::name).toList());

    Files.write(release.resolve("mongodb-binding-0.17.0.jar"), new byte[] {0x50, 0x4b, 5, 6});
    StudyPlan present = StudyPlan.of(UpstreamRelease.at(study(), dir.resolve("ycsb-0.17.0")), "demo", 1, 0);
    assertEquals(List.of(), present.skipped());
    assertEquals(List.of("couchbase", "mongodb"), present.systems().stream().map(Study.SystemSpec::name).toList());
    assertEquals(release + "/*", present.systems().get(1).classpath());
  }

  @Test
  void aSystemWhoseJarsAreMissingTakesThoseOfTheBindingRegisteredForItsClass() throws IOException {
    Path jars = Files.createDirectories(dir.resolve("my-bindings/mongodb/lib"));
    Files.write(jars.resolve("mongodb-binding-0.17.0.jar"), new byte[] {0x50, 0x4b, 5, 6});
    Path file = dir.resolve("bindings.properties");
    Files.writeString(file, "mongo=site.ycsb.db.MongoDbClient|my-bindings/mongodb/lib/*\n");
    UserBindings user = UserBindings.read(file, BindingTable.load());
    Study empty = UpstreamRelease.at(study(), Files.createDirectories(dir.resolve("empty")));

    StudyPlan plan = StudyPlan.of(UpstreamRelease.registered(empty, user), "demo", 1, 0);
    assertEquals(List.of(), plan.skipped());
    assertEquals(List.of("couchbase", "mongodb"), plan.systems().stream().map(Study.SystemSpec::name).toList());
    assertEquals(jars + "/*", plan.systems().get(1).classpath(), "the registered class path, resolved");

    assertEquals(1, StudyPlan.of(UpstreamRelease.registered(empty, UserBindings.read(dir.resolve("none"),
        BindingTable.load())), "demo", 1, 0).skipped().size(), "without a registration: skipped");
    Files.writeString(file, "other=site.ycsb.db.OtherClient|my-bindings/mongodb/lib/*\n");
    assertEquals(1, StudyPlan.of(UpstreamRelease.registered(empty, UserBindings.read(file, BindingTable.load())),
        "demo", 1, 0).skipped().size(), "a registration of another class: skipped");
  }

  @Test
  void aRegisteredBindingKeepsTheFilesDirectoriesAndTheReleaseGivenWins() throws IOException {
    Path file = dir.resolve("bindings.properties");
    Files.writeString(file, "hb=site.ycsb.db.hbase20.HBaseClient20|/srv/hbase20/lib/*\n");
    Study.SystemSpec hbase = new Study.SystemSpec("hbase", null, "site.ycsb.db.hbase20.HBaseClient20",
        dir + "/none/hbase20-binding/lib/*:" + dir + "/none/hbase20-binding/conf", Map.of(), Map.of(), "hbase");
    Study s = study();
    Study withHbase = new Study(s.name(), s.title(), s.source(), s.changes(), List.of(hbase), s.datasets(),
        s.workloads(), s.sweep(), s.duration(), s.warmup(), s.repetitions(), s.hosts(), s.demo(), s.compare(),
        s.tables(), s.file());
    assertEquals("/srv/hbase20/lib/*:" + dir + "/none/hbase20-binding/conf", UpstreamRelease.registered(withHbase,
        UserBindings.read(file, BindingTable.load())).systems().get(0).classpath());

    Path release = Files.createDirectories(dir.resolve("ycsb-0.17.0/mongodb-binding/lib"));
    Files.write(release.resolve("mongodb-binding-0.17.0.jar"), new byte[] {0x50, 0x4b, 5, 6});
    Files.writeString(file, "mongo=site.ycsb.db.MongoDbClient|/srv/mongodb/lib/*\n");
    assertEquals(release + "/*", UpstreamRelease.registered(UpstreamRelease.at(study(), release.getParent()
        .getParent()), UserBindings.read(file, BindingTable.load())).systems().get(1).classpath(),
        "jars found in the release given are used");
  }

  @Test
  void theOptionsAServerPrintsAreReadAsTheShellWould() {
    assertEquals(Map.of("hosts", "127.0.0.1", "port", "41234", "ycsb.ext.servers",
        "cassandra: embedded, single node, on the client host (Apache Cassandra 5.0.4)"),
        EmbeddedServer.options("-p hosts=127.0.0.1 -p port=41234 -p 'ycsb.ext.servers=cassandra: embedded, single"
            + " node, on the client host (Apache Cassandra 5.0.4)'"));
    assertEquals(Map.of("mongodb.url", "mongodb://127.0.0.1:1/ycsb?w=1"),
        EmbeddedServer.options("-p mongodb.url='mongodb://127.0.0.1:1/ycsb?w=1'"));
  }
}
