/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.couchbase3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.it.ReadmeExamples;
import site.ycsb.ext.it.ReadmeExamples.Section;

/**
 * The couchbase3 binding's test bodies through the packaged {@code bin/ycsb}, shared by every server they run
 * against (the stand-in always, a real Couchbase Server in a container where Docker runs): the load and run of
 * {@code docs/bindings/couchbase3.md} as written there with the server's {@code -p} options added, periodic
 * histograms, the manifest's server facts and settings; durability the bucket cannot give and a bad property, exit
 * 2 before anything runs. The SDK 3 jars never share this JVM's class path with SDK 2's: every run is its own JVM.
 */
abstract class Couchbase3BinYcsbContract {
  @TempDir
  Path work;

  /** @return the {@code couchbase.*} options that reach the server (host, bucket, user, password, ports) */
  protected abstract Map<String, String> serverOptions();

  /** @return the bucket's key-value nodes */
  protected abstract int nodes();

  /** @return the bucket's replicas */
  protected abstract int replicas();

  /** @return whether the server is the stand-in (the manifest marks it) */
  protected abstract boolean standin();

  /**
   * @return what the one line refusing {@code couchbase.durability=majority} says of this bucket, or null when the
   *     bucket gives it (then every write of the load is acknowledged by a majority of its copies)
   */
  protected abstract String majorityRefusal();

  /** The page's command as {@code bin/ycsb} arguments: workload paths made absolute, the server's options added. */
  protected List<String> fromPage(String command) {
    List<String> words = ReadmeExamples.shellWords(command);
    List<String> args = new ArrayList<>();
    for (String word : words.subList(1, words.size())) {
      if (word.startsWith("workloads/")) {
        args.add(Distribution.home().resolve(word).toString());
      } else if (word.startsWith("periodichistogram.output.path=")) {
        args.add("periodichistogram.output.path=" + work.resolve(word.substring(word.indexOf('=') + 1)) + "/");
      } else if (word.startsWith("couchbase.replicateTo=") && replicas() == 0) {
        args.add("couchbase.replicateTo=0"); // the page's stand-in has a replica; this bucket has none
      } else {
        args.add(word);
      }
    }
    for (Map.Entry<String, String> option : serverOptions().entrySet()) {
      args.add("-p");
      args.add(option.getKey() + "=" + option.getValue());
    }
    return args;
  }

  protected static String only(String prefix) {
    List<String> commands = ReadmeExamples.commands(Section.COUCHBASE3, prefix);
    assertEquals(1, commands.size(), prefix + ": " + commands);
    return commands.get(0);
  }

  @Test
  void pagesLoadAndRunWriteTheirWindowsAndAManifestOfTheServer() throws IOException {
    Distribution.Result load = Distribution.ycsb(work,
        fromPage(only("./bin/ycsb load couchbase3")).toArray(new String[0]));
    assertEquals(0, load.exitCode, load.toString());
    assertEquals(1000, count(load.stdout, "[INSERT], Return=OK"), load.toString());
    assertFalse(load.stderr.contains("[WARN]") || load.stderr.contains("[ERROR]"),
        "the SDK's own logging is quiet: " + load.stderr);

    Distribution.Result run = Distribution.ycsb(work,
        fromPage(only("./bin/ycsb run couchbase3")).toArray(new String[0]));
    assertEquals(0, run.exitCode, run.toString());
    long reads = count(run.stdout, "[READ], Return=OK");
    long updates = count(run.stdout, "[UPDATE], Return=OK");
    assertEquals(5000, reads + updates, run.toString());
    assertFalse(run.stdout.contains("Return=ERROR"), run.toString());

    Path out = work.resolve("results/cb3-run");
    Manifest manifest = Manifest.read(out.resolve(Manifest.FILE_NAME));
    assertEquals(Outcome.COMPLETED, manifest.outcome());
    assertEquals("couchbase3", manifest.binding());
    assertEquals("site.ycsb.db.couchbase3.Couchbase3Client", manifest.dbClass());
    assertEquals(5000, manifest.operations());
    if (standin()) {
      assertEquals("true", manifest.server().get("standin"), manifest.server().toString());
    } else {
      assertNotEquals("true", manifest.server().get("standin"), manifest.server().toString());
    }
    assertEquals(Integer.toString(nodes()), manifest.server().get("nodes"), manifest.server().toString());
    assertEquals(Integer.toString(replicas()), manifest.server().get("replicas"), manifest.server().toString());
    assertTrue(manifest.settings().get("sdk").startsWith("java-client 3."), manifest.settings().toString());
    assertEquals("NONE", manifest.settings().get("durability"), manifest.settings().toString());
    assertEquals("*****", manifest.properties().get("couchbase.password"), manifest.properties().toString());
    try (Stream<Path> files = Files.list(out)) {
      assertTrue(files.anyMatch(f -> f.getFileName().toString().equals("READ.hlog")), out.toString());
    }
    manifest.verifyFiles(out);
  }

  @Test
  void replicateToBeyondTheBucketsReplicasIsExit2BeforeTheFirstOperation() {
    List<String> args = fromPage(only("./bin/ycsb load couchbase3"));
    int asked = replicas() + 1;
    args.addAll(List.of("-p", "table=refused", "-p", "couchbase.replicateTo=" + asked));
    Distribution.Result result = Distribution.ycsb(work, args.toArray(new String[0]));
    assertEquals(2, result.exitCode, result.toString());
    assertTrue(result.stderr.contains("couchbase.replicateTo=" + asked + " waits for " + asked + " replica"
        + (asked == 1 ? "" : "s") + " but bucket '" + serverOptions().get("couchbase.bucket") + "' has " + replicas()
        + (replicas() == 1 ? " replica" : " replicas") + " on " + nodes() + " key-value node"), result.toString());
    assertEquals(0, count(result.stdout, "[INSERT], Return=OK"), result.toString());
  }

  @Test
  void majorityIsAppliedOrRefusedNamingWhatTheBucketHas() throws IOException {
    List<String> args = fromPage(only("./bin/ycsb load couchbase3"));
    int legacy = args.indexOf(args.stream().filter(a -> a.startsWith("couchbase.replicateTo=")).findFirst()
        .orElseThrow());
    args.subList(legacy - 1, legacy + 1).clear();
    args.addAll(List.of("-p", "table=durable", "-p", "couchbase.durability=majority", "-p",
        "periodichistogram.output.path=" + work.resolve("results/cb3-majority") + "/", "-p",
        "measurementtype=hdrhistogram+periodichistogram"));
    Distribution.Result result = Distribution.ycsb(work, args.toArray(new String[0]));
    if (majorityRefusal() == null) {
      assertEquals(0, result.exitCode, result.toString());
      assertEquals(1000, count(result.stdout, "[INSERT], Return=OK"), result.toString());
      assertFalse(result.stdout.contains("Return=DURABILITY_FAILURE") || result.stdout.contains("Return=ERROR"),
          result.toString());
      Manifest manifest = Manifest.read(work.resolve("results/cb3-majority").resolve(Manifest.FILE_NAME));
      assertEquals("MAJORITY", manifest.settings().get("durability"), manifest.settings().toString());
      assertEquals("true", manifest.server().get("durableWrites"), manifest.server().toString());
      return;
    }
    assertEquals(2, result.exitCode, result.toString());
    assertTrue(result.stderr.contains("couchbase.durability=majority"), result.toString());
    assertTrue(result.stderr.contains(majorityRefusal()), result.toString());
    assertEquals(0, count(result.stdout, "[INSERT], Return=OK"), result.toString());
  }

  @Test
  void badPropertyIsRefusedBeforeTheRunWithItsOneLine() {
    List<String> args = fromPage(only("./bin/ycsb load couchbase3"));
    args.addAll(List.of("-p", "couchbase.durability=4"));
    Distribution.Result result = Distribution.ycsb(work, args.toArray(new String[0]));
    assertEquals(2, result.exitCode, result.toString());
    assertEquals("ycsb: Invalid value '4' for property 'couchbase.durability': expected 0 (none), 1 (majority), 2"
        + " (majority_and_persist_to_active) or 3 (persist_to_majority), numbers or names, case-insensitive",
        result.stderr.trim(), result.toString());
  }

  /** @return the value of the summary line {@code <prefix>, <count>} */
  protected static long count(String stdout, String prefix) {
    for (String line : stdout.split("\n")) {
      if (line.startsWith(prefix + ", ")) {
        return Long.parseLong(line.substring(prefix.length() + 2).trim());
      }
    }
    return 0;
  }
}
