/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.standin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.it.ReadmeExamples;

/**
 * The packaged {@code bin/ycsb standin couchbase}, as the README's example starts it (on a free port): the
 * {@code -p} options it prints point the packaged
 * {@code couchbase2} binding at a 3-node cluster where {@code replicateTo=1} works, it stops on SIGTERM, and bad
 * options exit 2.
 */
class CouchbaseStandinIT {
  @TempDir
  Path work;

  @Test
  void printedOptionsServeALoadWithReplicationAndTheStandinStopsOnTerm() throws Exception {
    List<String> examples = ReadmeExamples.commands(ReadmeExamples.Section.STANDIN, "./bin/ycsb standin couchbase");
    assertEquals(1, examples.size(), examples.toString());
    List<String> command = new ArrayList<>();
    command.add(Distribution.home().resolve("bin/ycsb").toString());
    command.addAll(Arrays.asList(examples.get(0).substring("./bin/ycsb ".length()).split(" +")));
    command.addAll(Arrays.asList("--port", "0")); // a free port instead of 8091: other tests run meanwhile
    Path out = work.resolve("standin.out");
    Process standin = new ProcessBuilder(command).directory(work.toFile())
        .redirectOutput(out.toFile()).redirectError(work.resolve("standin.err").toFile()).start();
    try {
      String options = awaitOptionsLine(standin, out);
      List<String> load = new ArrayList<>(Arrays.asList("load", "couchbase2", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-p", "recordcount=200", "-threads", "4",
          "-p", "couchbase.replicateTo=1"));
      load.addAll(Arrays.asList(options.split(" ")));
      Distribution.Result result = Distribution.ycsb(work, load.toArray(new String[0]));
      assertEquals(0, result.exitCode, result.toString());
      assertTrue(result.stdout.contains("[INSERT], Return=OK, 200"), result.toString());
      assertTrue(Files.readString(out).startsWith("Couchbase stand-in (CouchbaseMock): 3 nodes on"
          + " 127.0.0.1-127.0.0.3, 1 replica, bucket default"), Files.readString(out));
    } finally {
      standin.descendants().forEach(ProcessHandle::destroy);
      standin.destroy();
      boolean stopped = standin.waitFor(20, TimeUnit.SECONDS);
      if (!stopped) {
        standin.descendants().forEach(ProcessHandle::destroyForcibly);
        standin.destroyForcibly();
      }
      assertTrue(stopped, "the stand-in stopped within 20 s of SIGTERM");
    }
  }

  @Test
  void badOptionExitsTwoNamingIt() {
    Distribution.Result result = Distribution.ycsb(work, "standin", "couchbase", "--replicas", "4");
    assertEquals(2, result.exitCode, result.toString());
    assertTrue(result.stderr.contains("Invalid value '4' for option '--replicas': expected 0..3"), result.toString());
  }

  /** Waits (at most 60 s) for the line of {@code -p} options and returns it. */
  private static String awaitOptionsLine(Process standin, Path out) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline && standin.isAlive()) {
      for (String line : Files.readAllLines(out, StandardCharsets.UTF_8)) {
        if (line.startsWith("-p ")) {
          return line;
        }
      }
      Thread.sleep(100);
    }
    throw new AssertionError("no -p line from the stand-in: " + Files.readString(out));
  }
}
