/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunPlan;

/**
 * Command lines from the published studies (with {@code basic} standing in for the database) and upstream's forms
 * parse to the expected final properties; invalid ones give the expected one-line error.
 */
class CommandLineResolverTest {

  private static final String STUDY = "published/aerospike-2017-workload";
  private static final String LATER = "published/override-later";
  private static final String REPO_WORKLOAD_A =
      Paths.get("..", "workloads", "workloada").toAbsolutePath().normalize().toString();

  static Stream<Arguments> commandLines() {
    return Stream.of(
        Arguments.of("Aerospike 2017 study, aerospike client host",
            "run basic -s -threads 90 -P " + STUDY + " -p as.host=10.0.0.1",
            props("db", "site.ycsb.BasicDB", "threadcount", "90", "status", "true", "as.host", "10.0.0.1",
                "workload", "site.ycsb.workloads.CoreWorkload", "recordcount", "1000000000", "operationcount", "0",
                "maxexecutiontime", "43200", "dotransactions", "true", "measurementtype",
                "hdrhistogram+periodichistogram", "periodichistogram.bucket.interval", "0.1")),
        Arguments.of("Aerospike 2017 study, couchbase client host",
            "run basic -s -threads 90 -P " + STUDY + " -p couchbase.host=10.0.0.2 -p couchbase.bucket=default"
                + " -p couchbase.epoll=true -p couchbase.boost=16 -p couchbase.replicateTo=1",
            props("couchbase.host", "10.0.0.2", "couchbase.bucket", "default", "couchbase.epoll", "true",
                "couchbase.boost", "16", "couchbase.replicateTo", "1", "threadcount", "90")),
        Arguments.of("End Point 2015 load with 40 threads",
            "load basic -threads 40 -P " + REPO_WORKLOAD_A + " -p recordcount=500000000",
            props("dotransactions", "false", "threadcount", "40", "recordcount", "500000000")),
        Arguments.of("End Point 2015 workload with 256 threads and a time cap",
            "run basic -threads 256 -P " + REPO_WORKLOAD_A + " -p operationcount=9000000 -p maxexecutiontime=3600",
            props("threadcount", "256", "operationcount", "9000000", "maxexecutiontime", "3600")),
        Arguments.of("Avalon 2016 couchbase settings",
            "run basic -threads 35 -P " + REPO_WORKLOAD_A + " -p couchbase.epoll=true -p couchbase.boost=16"
                + " -p couchbase.upsert=true",
            props("couchbase.upsert", "true", "threadcount", "35")),
        Arguments.of("-P files apply in order, later files win",
            "run basic -P " + STUDY + " -P " + LATER,
            props("requestdistribution", "zipfian", "recordcount", "215000000", "threadcount", "7",
                "fieldlength", "100")),
        Arguments.of("-threads overrides a -P file",
            "run basic -P " + STUDY + " -P " + LATER + " -threads 3",
            props("threadcount", "3")),
        Arguments.of("-p always wins over options and files",
            "run basic -P " + STUDY + " -threads 3 -p threadcount=9 -p recordcount=5",
            props("threadcount", "9", "recordcount", "5")),
        Arguments.of("-p db= overrides the binding's class",
            "run basic -P " + REPO_WORKLOAD_A + " -p db=site.ycsb.GoodBadUglyDB",
            props("db", "site.ycsb.GoodBadUglyDB")),
        Arguments.of("-db works like upstream's Client",
            "run basic -P " + REPO_WORKLOAD_A + " -db site.ycsb.GoodBadUglyDB",
            props("db", "site.ycsb.GoodBadUglyDB")),
        Arguments.of("-target and -l",
            "run basic -P " + REPO_WORKLOAD_A + " -target 5000 -l host-1",
            props("target", "5000", "label", "host-1")),
        Arguments.of("values keep '=' after the first",
            "run basic -P " + REPO_WORKLOAD_A + " -p note=a=b",
            props("note", "a=b")),
        Arguments.of("legacy values inside -p are translated too",
            "run basic -P " + REPO_WORKLOAD_A + " -p exporter=com.yahoo.ycsb.measurements.exporter.JSONArrayMeasurementsExporter",
            props("exporter", "site.ycsb.measurements.exporter.JSONArrayMeasurementsExporter")),
        Arguments.of("operationcount=0 with maxexecutiontime runs until the time is up",
            "run basic -P " + REPO_WORKLOAD_A + " -p operationcount=0 -p maxexecutiontime=5",
            props("operationcount", "0", "maxexecutiontime", "5")),
        Arguments.of("a per-client share of a billion-record load fits",
            "load basic -P " + STUDY + " -p insertstart=750000000 -p insertcount=250000000",
            props("insertstart", "750000000", "insertcount", "250000000")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commandLines")
  void commandLineResolvesToTheExpectedProperties(String name, String commandLine, Map<String, String> expected) {
    RunPlan run = resolve(commandLine);
    expected.forEach((key, value) -> assertEquals(value, run.properties().getProperty(key), key));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("commandLines")
  void resolvedPropertiesNameNoLegacyClass(String name, String commandLine, Map<String, String> expected) {
    RunPlan run = resolve(commandLine);
    run.properties().forEach((key, value) -> assertFalse(value.toString().contains("com.yahoo.ycsb"), key + "=" + value));
  }

  @org.junit.jupiter.api.Test
  void legacyWorkloadClassGivesOneNotice() {
    RunPlan run = resolve("run basic -P " + STUDY);
    assertEquals(1, run.notices().size(), run.notices().toString());
    assertTrue(run.notices().get(0).contains("com.yahoo.ycsb.workloads.CoreWorkload -> site.ycsb.workloads.CoreWorkload"));
  }

  @org.junit.jupiter.api.Test
  void bindingWithJarsOutsideTheLauncherNamesItsDirectory() {
    assertEquals("aerospike-binding", resolve("run aerospike -P " + REPO_WORKLOAD_A).bindingDir().orElse(""));
    assertFalse(resolve("run basic -P " + REPO_WORKLOAD_A).bindingDir().isPresent());
  }

  @org.junit.jupiter.api.Test
  void classpathAndJvmArgsAreSplit() {
    RunPlan run = resolve("run basic -P " + REPO_WORKLOAD_A + " -cp a.jar:b/* -jvm-args=-Xmx1g__-XX:+UseG1GC");
    assertEquals(Arrays.asList("a.jar", "b/*"), run.classpath());
    assertEquals(Arrays.asList("-Xmx1g", "-XX:+UseG1GC"), run.jvmArgs());
  }

  static Stream<Arguments> badCommandLines() {
    return Stream.of(
        Arguments.of("run basic -P no/such/file", "Property file given with -P does not exist: no/such/file"),
        Arguments.of("run nosuch -P " + REPO_WORKLOAD_A, "Unknown binding 'nosuch': expected one of aerospike, basic, couchbase2"),
        Arguments.of("run basic -P " + REPO_WORKLOAD_A + " -threads many",
            "Invalid value 'many' for property 'threadcount'"),
        Arguments.of("run basic -P " + REPO_WORKLOAD_A + " -threads 0", "Invalid value '0' for property 'threadcount'"),
        Arguments.of("run basic -P " + REPO_WORKLOAD_A + " -target -5", "Invalid value '-5' for property 'target'"),
        Arguments.of("run basic -P " + REPO_WORKLOAD_A + " -p maxexecutiontime=1h",
            "Invalid value '1h' for property 'maxexecutiontime'"),
        Arguments.of("run basic -P " + REPO_WORKLOAD_A + " -p status.interval=0",
            "Invalid value '0' for property 'status.interval'"),
        Arguments.of("run basic -P " + REPO_WORKLOAD_A + " -p recordcount=lots", "Invalid value 'lots' for property 'recordcount'"),
        Arguments.of("run basic -P " + REPO_WORKLOAD_A + " -p operationcount=0",
            "operationcount=0 runs until maxexecutiontime ends, but maxexecutiontime is not set"),
        Arguments.of("run basic -P " + REPO_WORKLOAD_A + " -p operationcount=2147483648",
            "operationcount=2147483648 is more than one client can count"),
        Arguments.of("load basic -P " + STUDY + " -p recordcount=4000000000",
            "recordcount-insertstart=4000000000 is more than one client can count"),
        Arguments.of("load basic -P " + STUDY + " -p insertcount=3000000000", "insertcount=3000000000 is more than one client"),
        Arguments.of("load basic -P " + REPO_WORKLOAD_A + " -p recordcount=0", "Nothing to load"),
        Arguments.of("run basic -P " + REPO_WORKLOAD_A + " -p recordcount=100 -p insertstart=100",
            "insertstart=100 is at or past recordcount=100: a run of core's workload picks keys from insertstart up to"
                + " recordcount - 1, so it would find none and never end; give recordcount as the records loaded in"
                + " all (every client's included) or leave insertstart out of the run"),
        Arguments.of("run basic -P " + REPO_WORKLOAD_A + " -p recordcount=100 -p insertstart=250"
            + " -p requestdistribution=uniform", "insertstart=250 is at or past recordcount=100"),
        Arguments.of("run basic -P " + REPO_WORKLOAD_A + " -p novalue", "Invalid -p 'novalue': expected <key>=<value>"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badCommandLines")
  void invalidCommandLineGivesOneLineError(String commandLine, String expectedStart) {
    BadInputException e = assertThrows(BadInputException.class, () -> resolve(commandLine));
    assertTrue(e.getMessage().startsWith(expectedStart), e.getMessage());
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
  }

  @org.junit.jupiter.api.Test
  void aRunFromInsertStartBelowRecordCountOrCountingBackFromTheLastKeyIsAccepted() {
    // a client's share of the key space, and the distributions that do not start at insertstart
    assertEquals("50", resolve("run basic -P " + REPO_WORKLOAD_A + " -p recordcount=100 -p insertstart=50")
        .property("insertstart"));
    for (String distribution : List.of("latest", "exponential")) {
      resolve("run basic -P " + REPO_WORKLOAD_A + " -p recordcount=100 -p insertstart=100 -p requestdistribution="
          + distribution);
    }
    // a load from insertstart past recordcount with its own insertcount is a client's share, not a run
    resolve("load basic -P " + REPO_WORKLOAD_A + " -p recordcount=100 -p insertstart=100 -p insertcount=50");
  }

  @org.junit.jupiter.api.Test
  void aRunThatMeasuresPeriodicallyAnywayTakesPeriodicOptionsAndSaysItsType() {
    String line = "run basic -P " + REPO_WORKLOAD_A + " -p periodichistogram.interval=1";
    assertThrows(BadInputException.class, () -> resolve(line));
    List<String> words = Arrays.asList(line.split(" "));
    RunPlan run = new CommandLineResolver(BindingTable.load(), testResources()).measuringPeriodically()
        .resolve(Phase.RUN, words.subList(1, words.size()), false);
    assertEquals("hdrhistogram+periodichistogram", run.properties().getProperty("measurementtype"));
    List<String> explicit = new java.util.ArrayList<>(words.subList(1, words.size()));
    explicit.addAll(List.of("-p", "measurementtype=hdrhistogram"));
    BadInputException e = assertThrows(BadInputException.class, () -> new CommandLineResolver(BindingTable.load(),
        testResources()).measuringPeriodically().resolve(Phase.RUN, explicit, false));
    assertTrue(e.getMessage().startsWith("Property 'periodichistogram.interval' has no effect with"
        + " measurementtype=hdrhistogram:"), e.getMessage());
  }

  static RunPlan resolve(String commandLine) {
    String[] words = commandLine.split(" ");
    for (int i = 0; i < words.length; i++) {
      words[i] = words[i].replace("__", " ");
    }
    return new CommandLineResolver(BindingTable.load(), testResources())
        .resolve(Phase.fromLabel(words[0]), Arrays.asList(words).subList(1, words.length), true);
  }

  private static Path testResources() {
    try {
      return Paths.get(CommandLineResolverTest.class.getResource("/published").toURI()).getParent();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Map<String, String> props(String... keyValues) {
    Map<String, String> map = new LinkedHashMap<>();
    for (int i = 0; i < keyValues.length; i += 2) {
      map.put(keyValues[i], keyValues[i + 1]);
    }
    return map;
  }
}
