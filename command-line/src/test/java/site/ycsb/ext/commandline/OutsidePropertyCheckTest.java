/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunPlan;

/** An outside binding's properties: checked against the names it declares, warned when they belong to a built-in. */
class OutsidePropertyCheckTest {
  private static final String WORKLOAD_A = Paths.get("..", "workloads", "workloada").toAbsolutePath().normalize()
      .toString();
  private static final BindingTable TABLE = BindingTable.load();

  @TempDir
  Path dir;

  private Path jarDeclaring(String dbClass, String names) throws IOException {
    Path jar = dir.resolve("lib/redis-binding-0.17.0.jar");
    Files.createDirectories(jar.getParent());
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      out.putNextEntry(new JarEntry(OutsidePropertyCheck.DECLARATION_DIR + dbClass + ".properties"));
      out.write(names.getBytes(StandardCharsets.ISO_8859_1));
      out.closeEntry();
    }
    return jar;
  }

  private static RunPlan plan(String commandLine) {
    return new CommandLineResolver(TABLE, Paths.get("")).resolve(Phase.RUN, List.of(commandLine.split(" ")), true);
  }

  @Test
  void aTypoUnderADeclaredPrefixIsInvalidInputNamingTheDeclaredNames() throws IOException {
    jarDeclaring("site.ycsb.db.RedisClient", "redis.host=\nredis.port=6379\nredis.password=\n");
    RunPlan typo = plan("redis -P " + WORKLOAD_A + " -p db=site.ycsb.db.RedisClient -cp " + dir + "/lib/*"
        + " -p redis.hots=127.0.0.1");
    BadInputException e = assertThrows(BadInputException.class, () -> OutsidePropertyCheck.check(typo, TABLE));
    assertEquals("Unknown property 'redis.hots' for binding site.ycsb.db.RedisClient: expected one of redis.host,"
        + " redis.password, redis.port (declared in its jar's META-INF/ycsb/site.ycsb.db.RedisClient.properties)",
        e.getMessage());
    RunPlan right = plan("redis -P " + WORKLOAD_A + " -p db=site.ycsb.db.RedisClient -cp " + dir + "/lib/*"
        + " -p redis.host=127.0.0.1 -p other.thing=1");
    assertEquals(List.of(), OutsidePropertyCheck.check(right, TABLE));
  }

  @Test
  void aBuiltInBindingsPropertyGivenToAnotherClassIsAWarningAndWithoutADeclarationNothingElseIsChecked() {
    RunPlan plan = plan("redis -P " + WORKLOAD_A + " -p db=site.ycsb.db.RedisClient -p as.host=10.0.0.1"
        + " -p as.namespace=ycsb -p redis.hots=x");
    assertEquals(List.of("ycsb: warning: as.host, as.namespace are properties of binding aerospike, which"
        + " site.ycsb.db.RedisClient does not read"), OutsidePropertyCheck.check(plan, TABLE));
  }

  @Test
  void builtInBindingsAreLeftToTheirOwnCheck() {
    assertEquals(List.of(), BindingPropertyCheck.check(plan("basic -P " + WORKLOAD_A + " -p as.host=x"),
        new Installation(Paths.get(".."))));
  }
}
