/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.db.MongoDbClient;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.testsupport.chain.LauncherChain;

/**
 * The Avalon study file as written, at {@code --scale demo}, with {@code --upstream} naming a release directory laid
 * out as upstream's ({@code mongodb-binding/lib/}) that holds a test-only {@code site.ycsb.db.MongoDbClient} over
 * MongoDB's driver: both systems load and run, MongoDB against {@code bin/ycsb standin mongodb} (started by the study
 * from this module's target/lib, hence an integration test) and recorded as a STAND-IN; without the release, MongoDB
 * is skipped in one line naming the missing jars and where to get them.
 */
class AvalonDemoStudyIT {
  @TempDir
  Path work;

  private Path release() throws IOException {
    return new StandInRelease(work.resolve("ycsb-0.17.0")).binding("mongodb", Paths.get("target/test-classes"),
        List.of(MongoDbClient.class.getName(), MongoTestDB.class.getName()), Paths.get("target/driver-lib")).root();
  }

  @Test
  void bothSystemsRunAtDemoScaleOnceUpstreamsReleaseIsNamed() throws Exception {
    Path out = work.resolve("study");
    LauncherChain.Result r = LauncherChain.ycsb(work, Duration.ofMinutes(10), "study", "run",
        LauncherChain.home().resolve("studies/avalon-2016.yaml").toString(), "--scale", "demo", "--repetitions", "1",
        "--upstream", release().toString(), "--out", out.toString());
    assertTrue(!r.stdout.contains("Skipping system 'mongodb'"), r.toString());
    List<Path> mongoRuns;
    try (Stream<Path> files = Files.walk(out)) {
      mongoRuns = files.filter(p -> p.getFileName().toString().equals("manifest.json")
          && p.toString().contains("mongodb")).toList();
    }
    assertTrue(mongoRuns.size() >= 3, "MongoDB's load and its runs of workloads A and E\n" + mongoRuns + "\n" + r);
    for (Path file : mongoRuns) {
      Manifest m = Manifest.read(file);
      assertEquals("completed", m.outcome().label(), file + "\n" + r);
      assertTrue(m.properties().getOrDefault("ycsb.ext.servers", "").startsWith("mongodb: STAND-IN on the client"
          + " host (mongo-java-server"), file + ": " + m.properties());
    }
  }

  @Test
  void withoutTheReleaseMongoDbIsSkippedInOneLine() throws Exception {
    Path empty = Files.createDirectories(work.resolve("empty"));
    LauncherChain.Result r = LauncherChain.ycsb(work, Duration.ofMinutes(5), "study", "run",
        LauncherChain.home().resolve("studies/avalon-2016.yaml").toString(), "--scale", "demo", "--repetitions", "1",
        "--upstream", empty.toString(), "--out", work.resolve("study").toString());
    assertEquals(1, r.stdout.lines().filter(l -> l.startsWith("Skipping system 'mongodb' at --scale demo: upstream's"
        + " binding site.ycsb.db.MongoDbClient is missing (" + empty + "/mongodb-binding/lib/* holds no jar)")
        && l.contains("https://github.com/brianfrankcooper/YCSB/releases/download/0.17.0/ycsb-0.17.0.tar.gz"))
        .count(), r.toString());
  }
}
