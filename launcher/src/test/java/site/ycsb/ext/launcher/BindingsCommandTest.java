/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import site.ycsb.ext.contract.ExitCodes;

/** {@code bin/ycsb bindings} lists the built-in and the user's bindings; {@code bindings add} adds one. */
class BindingsCommandTest {
  @TempDir
  Path tmp;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int execute(String... args) {
    CommandLine cmd = Main.commandLine();
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(err, true));
    return cmd.execute(args);
  }

  @Test
  void addedBindingIsListedAfterTheBuiltInOnes() throws IOException {
    Path lib = Files.createDirectories(tmp.resolve("redis-lib"));
    Files.write(lib.resolve("redis-binding-0.17.0.jar"), new byte[] {1});
    Path file = tmp.resolve("bindings.properties");
    assertEquals(0, execute("bindings", "--file", file.toString(), "add", "redis", "site.ycsb.db.RedisClient",
        lib + "/*"), err.toString());
    assertEquals(0, execute("bindings", "--file", file.toString()), err.toString());
    String listing = out.toString();
    assertTrue(listing.lines().anyMatch(l -> l.startsWith("aerospike ") && l.contains("site.ycsb.db.AerospikeClient")),
        listing);
    assertTrue(listing.lines().anyMatch(l -> l.startsWith("basic ") && l.contains("site.ycsb.BasicDB")), listing);
    assertTrue(listing.lines().anyMatch(l -> l.startsWith("redis ") && l.contains("site.ycsb.db.RedisClient")
        && l.contains(lib + "/*") && l.endsWith("(1 file)")), listing);
  }

  @Test
  void aBadLineInTheFileIsInvalidInputNamingTheLine() throws IOException {
    Path file = tmp.resolve("bindings.properties");
    Files.writeString(file, "redis=RedisClient|/x/*\n");
    assertEquals(ExitCodes.BAD_INPUT, execute("bindings", "--file", file.toString()));
    assertEquals("ycsb: Bindings file " + file + ", line 1: invalid DB class 'RedisClient': expected a fully"
        + " qualified class name such as site.ycsb.db.RedisClient", err.toString().strip());
  }
}
