/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.RunPlanFile;
import site.ycsb.ext.contract.RunSettings;

/**
 * The run plan: the typed settings come from the final properties with core's defaults, and the plan crosses to the
 * benchmark JVM whole through its private file.
 */
class RunPlanTest {
  private static final String WORKLOAD_A = Paths.get("..", "workloads", "workloada").toAbsolutePath().normalize()
      .toString();

  @Test
  void settingsTakeCoreDefaultsFromTheTable() {
    RunSettings settings = CommandLineResolverTest.resolve("run basic -P " + WORKLOAD_A + " -p operationcount=7")
        .runSettings();
    assertEquals(Integer.parseInt(CoreProperty.THREAD_COUNT.defaultValue()), settings.threads());
    assertEquals(0, settings.targetOpsPerSec());
    assertEquals(7, settings.operations());
    assertEquals(Long.parseLong(CoreProperty.STATUS_INTERVAL.defaultValue()), settings.statusIntervalSeconds());
    assertEquals(CoreProperty.EXPORTER.defaultValue(), settings.exporterClass());
    assertEquals(Optional.empty(), settings.exportFile());
    assertEquals(FailureLimit.DEFAULT_MAX, settings.maxFailedShare());
    assertTrue(settings.transactions());
    assertFalse(settings.status() || settings.trackJvm() || settings.spinSleep());
  }

  @Test
  void loadCountsItsRecordsFromRecordcountAndInsertstart() {
    RunSettings settings = CommandLineResolverTest.resolve("load basic -P " + WORKLOAD_A
        + " -p recordcount=3000000000 -p insertstart=1000000000 -threads 4 -target 1000").runSettings();
    assertEquals(2_000_000_000L, settings.operations());
    assertFalse(settings.transactions());
    assertEquals(4, settings.threads());
    assertEquals(1000, settings.targetOpsPerSec());
  }

  @Test
  void loadAllowsNoFailedInsertUnlessTheLimitIsGiven() {
    RunSettings load = CommandLineResolverTest.resolve("load basic -P " + WORKLOAD_A).runSettings();
    assertEquals(0, load.maxFailedShare());
    assertTrue(load.stopsAtFirstFailedInsert());
    RunSettings raised = CommandLineResolverTest.resolve("load basic -P " + WORKLOAD_A + " -p failures.max=0.05")
        .runSettings();
    assertEquals(0.05, raised.maxFailedShare());
    assertFalse(raised.stopsAtFirstFailedInsert());
  }

  @ParameterizedTest
  @ValueSource(strings = {"-0.1", "1.5", "five", "NaN"})
  void limitOutsideZeroToOneIsBadInputNamingTheProperty(String bad) {
    BadInputException e = assertThrows(BadInputException.class,
        () -> CommandLineResolverTest.resolve("run basic -P " + WORKLOAD_A + " -p failures.max=" + bad));
    assertEquals("Invalid value '" + bad + "' for property 'failures.max': expected a fraction from 0 to 1"
        + " (0.01: up to 1% of the operations may fail; 1 disables the check)", e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "run aerospike -P WORKLOAD -s -threads 3 -target 90 -l host-1 -p exportfile=/tmp/x -p as.password=s3cret",
      "load basic -P WORKLOAD -cp a.jar:b/* -jvm-args=-Xmx1g__-XX:+UseG1GC -p measurement.trackjvm=true",
      "shell basic -P WORKLOAD -p threadcount=many"})
  void planCrossesItsFileWhole(String commandLine) throws IOException {
    RunPlan plan = CommandLineResolverTest.resolve(commandLine.replace("WORKLOAD", WORKLOAD_A)).startingAt(42);
    Path file = RunPlanFile.write(plan);
    assertEquals(PosixFilePermissions.fromString("rw-------"), Files.getPosixFilePermissions(file));
    assertEquals(plan, RunPlanFile.read(file, true));
    assertFalse(Files.exists(file), "the plan file is deleted once read");
  }

  @Test
  void fileWithoutAFieldIsRefused(@TempDir Path dir) throws IOException {
    Path file = RunPlanFile.write(CommandLineResolverTest.resolve("run basic -P " + WORKLOAD_A));
    Properties written = new Properties();
    try (var in = Files.newInputStream(file)) {
      written.load(in);
    }
    written.remove("settings.threads");
    Path broken = dir.resolve("broken.properties");
    try (var out = Files.newOutputStream(broken)) {
      written.store(out, null);
    }
    IOException e = assertThrows(IOException.class, () -> RunPlanFile.read(broken, false));
    assertEquals("not a whole run plan: settings.threads is missing", e.getMessage());
    Files.delete(file);
  }

  @Test
  void propertiesCannotBeChangedThroughThePlan() {
    RunPlan plan = CommandLineResolverTest.resolve("run basic -P " + WORKLOAD_A);
    plan.properties().setProperty("threadcount", "99");
    assertFalse("99".equals(plan.property("threadcount")));
    assertThrows(BadInputException.class, () -> plan.startingAt(0));
    assertThrows(IllegalStateException.class,
        () -> CommandLineResolverTest.resolve("shell basic -P " + WORKLOAD_A).runSettings());
  }

  @Test
  void planNeverShowsASecret() {
    RunPlan plan = CommandLineResolverTest.resolve("run basic -P " + WORKLOAD_A + " -p as.password=s3cr3t-value");
    assertFalse(plan.toString().contains("s3cr3t-value"), plan.toString());
    assertTrue(plan.toString().contains("as.password=*****"), plan.toString());
  }

  @Test
  void planNeverShowsADbPasswdOrAListedSecret() {
    RunPlan plan = CommandLineResolverTest.resolve("run basic -P " + WORKLOAD_A + " -p db.passwd=pg-s3cr3t -p"
        + " site.cred=c-s3cr3t -p ycsb.ext.secret.properties=site.cred");
    assertFalse(plan.toString().contains("pg-s3cr3t") || plan.toString().contains("c-s3cr3t"), plan.toString());
    assertTrue(plan.toString().contains("db.passwd=*****") && plan.toString().contains("site.cred=*****"),
        plan.toString());
  }
}
