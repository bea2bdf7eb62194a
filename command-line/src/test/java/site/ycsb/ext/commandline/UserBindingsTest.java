/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.RunPlan;

/** The user's bindings file: read, checked line by line, added to, and used by {@code bin/ycsb run <name>}. */
class UserBindingsTest {
  private static final String WORKLOAD_A = Paths.get("..", "workloads", "workloada").toAbsolutePath().normalize()
      .toString();
  private static final BindingTable BUILT_IN = BindingTable.load();

  @TempDir
  Path dir;

  private Path file(String text) throws IOException {
    Path file = dir.resolve("bindings.properties");
    Files.writeString(file, text);
    return file;
  }

  private RunPlan resolve(Path bindingsFile, String commandLine) {
    return new CommandLineResolver(BUILT_IN, () -> UserBindings.read(bindingsFile, BUILT_IN), dir)
        .resolve(Phase.RUN, List.of(commandLine.split(" ")), true);
  }

  /** A binary file (e.g. a program copied over it) is named as not text, without Java's "Input length = 1". */
  @Test
  void aBinaryBindingsFileIsNamedAsNotText() throws IOException {
    Path file = Files.write(dir.resolve("bindings.properties"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1});
    site.ycsb.ext.contract.BadInputException e = org.junit.jupiter.api.Assertions.assertThrows(
        site.ycsb.ext.contract.BadInputException.class, () -> UserBindings.read(file, BUILT_IN));
    assertEquals("Bindings file " + file + " cannot be read: not a UTF-8 text file (expected lines NAME=CLASS "
        + "[CLASSPATH])", e.getMessage());
  }

  @Test
  void aUserBindingSuppliesItsClassAndClassPathAndKeepsItsName() throws IOException {
    Files.createDirectories(dir.resolve("redis/lib"));
    Path file = file("# mine\n\nredis=site.ycsb.db.RedisClient|redis/lib/*:/opt/extra.jar\n");
    RunPlan plan = resolve(file, "redis -P " + WORKLOAD_A + " -cp /tmp/more.jar");
    assertEquals("site.ycsb.db.RedisClient", plan.property("db"));
    assertEquals(List.of(dir.resolve("redis/lib/*").toString(), "/opt/extra.jar", "/tmp/more.jar"), plan.classpath());
    assertEquals("redis", plan.property(RunKeys.BINDING));
  }

  @Test
  void aBuiltInNameRunWithAnotherClassIsLabelledByThatClass() throws IOException {
    RunPlan plan = resolve(file(""), "basic -P " + WORKLOAD_A + " -p db=site.ycsb.db.RedisClient");
    assertEquals("RedisClient", plan.property(RunKeys.BINDING));
    assertEquals("basic", resolve(file(""), "basic -P " + WORKLOAD_A).property(RunKeys.BINDING));
  }

  @Test
  void anUnknownNameWithoutDbClassNamesTheBindingsFile() throws IOException {
    Path file = file("redis=site.ycsb.db.RedisClient|/opt/r/*\n");
    BadInputException e = assertThrows(BadInputException.class, () -> resolve(file, "mongo -P " + WORKLOAD_A));
    assertTrue(e.getMessage().startsWith("Unknown binding 'mongo': expected one of aerospike, basic, couchbase2,"
        + " couchbase3, redis (user bindings in " + file + ")"), e.getMessage());
  }

  @Test
  void aBadLineIsNamedWithItsFileAndLineNumber() throws IOException {
    Path file = file("# comment\nredis site.ycsb.db.RedisClient\n");
    BadInputException e = assertThrows(BadInputException.class, () -> UserBindings.read(file, BUILT_IN));
    assertEquals("Bindings file " + file + ", line 2: 'redis site.ycsb.db.RedisClient' is not"
        + " <name>=<db class>|<class path>", e.getMessage());
  }

  @Test
  void aBuiltInNameOrATwiceDefinedNameIsRefused() throws IOException {
    Path builtIn = file("basic=site.ycsb.db.RedisClient|/x/*\n");
    assertTrue(assertThrows(BadInputException.class, () -> UserBindings.read(builtIn, BUILT_IN)).getMessage()
        .contains("line 1: 'basic' is a built-in binding"));
    Path twice = file("r=a.B|/x/*\nr=a.C|/y/*\n");
    assertTrue(assertThrows(BadInputException.class, () -> UserBindings.read(twice, BUILT_IN)).getMessage()
        .endsWith("line 2: binding 'r' is already defined on line 1"));
    Path noClass = file("r=redis|/x/*\n");
    assertTrue(assertThrows(BadInputException.class, () -> UserBindings.read(noClass, BUILT_IN)).getMessage()
        .contains("line 1: invalid DB class 'redis'"));
  }

  @Test
  void addWritesALineThatReadsBackAndRefusesAClassPathWithoutJars() throws IOException {
    Path lib = Files.createDirectories(dir.resolve("lib"));
    Files.write(lib.resolve("redis-binding-0.17.0.jar"), new byte[] {1});
    Path file = dir.resolve("sub/bindings.properties");
    UserBindings.read(file, BUILT_IN).add("redis", "site.ycsb.db.RedisClient", "lib/*", dir, BUILT_IN);
    UserBindings read = UserBindings.read(file, BUILT_IN);
    assertEquals(List.of(lib.resolve("*").toString()), read.find("redis").orElseThrow().classpath());
    BadInputException e = assertThrows(BadInputException.class, () -> read.add("mongo", "site.ycsb.db.MongoDbClient",
        "nowhere/*", dir, BUILT_IN));
    assertTrue(e.getMessage().startsWith("Invalid class path 'nowhere/*' for binding 'mongo'"), e.getMessage());
    assertThrows(BadInputException.class, () -> read.add("redis", "a.B", "lib/*", dir, BUILT_IN));
  }
}
