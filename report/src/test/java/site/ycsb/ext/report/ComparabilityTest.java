/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Json;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.Comparability;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.render.ReportProse;
import site.ycsb.ext.report.render.ReportWriter;

/** A comparison says, at the top of every format, when the compared runs did not ask for the same things. */
class ComparabilityTest {
  @TempDir
  Path tmp;

  private Path run(String name, String binding, Map<String, String> properties, Map<String, String> server)
      throws IOException {
    Path dir = tmp.resolve(name);
    List<Histogram> windows = new ArrayList<>();
    for (int w = 0; w < 5; w++) {
      Histogram h = LogFixture.histogram();
      h.recordValueWithCount(300, 100);
      windows.add(h);
    }
    List<Path> files = List.of(LogFixture.writeHlog(dir, "READ", 1000, windows, LogFixture.T0));
    Manifest.Builder m = new Manifest.Builder();
    m.phase = Phase.RUN;
    m.binding = binding;
    m.dbClass = Map.of("aerospike", "site.ycsb.db.AerospikeClient", "couchbase2",
        "site.ycsb.db.couchbase2.Couchbase2Client").getOrDefault(binding, "site.ycsb.BasicDB");
    m.clientVersion = "1.0";
    m.host = name;
    m.startEpochMs = LogFixture.T0;
    m.endEpochMs = LogFixture.T0 + 5_000;
    m.windowMs = 1000;
    m.outcome = Outcome.COMPLETED;
    m.server.putAll(server);
    Properties props = new Properties();
    props.putAll(properties);
    m.properties(props).files(files).build().write(dir.resolve(Manifest.FILE_NAME));
    return dir;
  }

  private ReportSummary compare(Path... dirs) {
    List<RunSource> runs = new ArrayList<>();
    for (Path dir : dirs) {
      runs.add(RunSource.discover(dir.getFileName().toString(), dir));
    }
    return Report.of(runs).summarize();
  }

  @Test
  void runsDifferingOnlyInCommitLevelAreNotLikeForLikeInEveryFormat() throws IOException {
    ReportSummary summary = compare(
        run("all", "aerospike", Map.of("as.commitLevel", "all"), Map.of("replicationFactor", "2")),
        run("master", "aerospike", Map.of("as.commitLevel", "master"), Map.of("replicationFactor", "2")));
    Comparability c = summary.comparability();
    assertFalse(c.likeForLike());
    assertEquals(1, c.differences().size(), c.differences().toString());
    assertEquals("writes acknowledged by: all: 2 copies (as.commitLevel=all, replication factor 2); master: 1 copy"
        + " (as.commitLevel=master)", c.differences().get(0).line());
    assertTrue(new ReportProse(summary).ratioSentences().get(0)
        .endsWith("(not like for like: writes acknowledged by 2 copies in all, 1 copy in master)"),
        new ReportProse(summary).ratioSentences().toString());
    Path out = tmp.resolve("out");
    ReportWriter.write(summary, out, EnumSet.of(ReportFormat.TEXT, ReportFormat.MD, ReportFormat.JSON,
        ReportFormat.HTML, ReportFormat.TEX));
    for (String file : List.of("report.txt", "report.md", "report.json", "report.html", "report.tex")) {
      String text = Files.readString(out.resolve(file));
      assertTrue(text.toLowerCase().contains("not like for like"), file);
      assertTrue(text.contains("1 copy (as.commitLevel=master)"), file);
    }
    Map<String, Object> json = Json.parseObject(Files.readString(out.resolve("report.json")));
    assertEquals(2, ((List<?>) json.get("runs")).size(), "report.json lists the runs under \"runs\"");
    assertEquals(false, ((Map<?, ?>) json.get("comparability")).get("likeForLike"));
  }

  @Test
  void commitAllAndCommitMasterAtReplicationFactorOneAreLikeForLikeWithANoteOnTheNames() throws IOException {
    ReportSummary summary = compare(
        run("all", "aerospike", Map.of("as.commitLevel", "all"), Map.of("replicationFactor", "1")),
        run("master", "aerospike", Map.of("as.commitLevel", "master"), Map.of("replicationFactor", "1")));
    Comparability c = summary.comparability();
    assertTrue(c.likeForLike(), c.differences().toString());
    assertEquals(1, c.differences().size(), c.differences().toString());
    assertTrue(c.differences().get(0).nameOnly());
    assertEquals("writes acknowledged by: the same guarantee, the settings differ in name only: all: 1 copy"
        + " (as.commitLevel=all, replication factor 1); master: 1 copy (as.commitLevel=master)",
        c.differences().get(0).line());
    ReportProse prose = new ReportProse(summary);
    assertFalse(prose.ratioSentences().get(0).contains("not like for like"), prose.ratioSentences().toString());
    assertTrue(prose.comparabilityBox().get(0).startsWith("Like for like"), prose.comparabilityBox().toString());
    Path out = tmp.resolve("out");
    ReportWriter.write(summary, out, EnumSet.of(ReportFormat.TEXT, ReportFormat.MD, ReportFormat.JSON,
        ReportFormat.HTML, ReportFormat.TEX));
    for (String file : List.of("report.txt", "report.md", "report.json", "report.html", "report.tex")) {
      String text = Files.readString(out.resolve(file));
      assertFalse(text.toLowerCase().contains("not like for like"), file);
      assertFalse(text.contains("1 copies"), file);
      assertTrue(text.contains("differ in name only"), file);
    }
  }

  @Test
  void aerospikeCommitAllWithTwoCopiesAndCouchbaseReplicateToOneAcknowledgeAlike() throws IOException {
    ReportSummary summary = compare(
        run("as", "aerospike", Map.of("as.update", "replace"), Map.of("replicationFactor", "2")),
        run("cb", "couchbase2", Map.of("couchbase.replicateTo", "1", "couchbase.update", "replace"), Map.of()));
    Comparability c = summary.comparability();
    assertTrue(c.likeForLike(), c.differences().toString());
  }

  /**
   * The couchbaselabs fork's update (a whole-document upsert, as perfrunner runs it) against this project's default
   * sub-document merge: the box said "not like for like" with the bare words upsert and merge.
   */
  @Test
  void aWholeDocumentUpsertAgainstASubDocumentMergeIsNamedSoInEveryFormat() throws IOException {
    ReportSummary summary = compare(
        run("fork", "couchbase2", Map.of("couchbase.update", "upsert"), Map.of()),
        run("ours", "couchbase2", Map.of(), Map.of()));
    Comparability c = summary.comparability();
    assertFalse(c.likeForLike());
    assertEquals("update: whole-document upsert vs sub-document merge: fork: upsert; ours: merge",
        c.differences().get(0).line());
    assertTrue(new ReportProse(summary).ratioSentences().get(0).endsWith("(not like for like: update whole-document"
        + " upsert vs sub-document merge: upsert in fork, merge in ours)"),
        new ReportProse(summary).ratioSentences().toString());
    Path out = tmp.resolve("out");
    ReportWriter.write(summary, out, EnumSet.of(ReportFormat.TEXT, ReportFormat.MD, ReportFormat.JSON,
        ReportFormat.HTML, ReportFormat.TEX));
    for (String file : List.of("report.txt", "report.md", "report.json", "report.html", "report.tex")) {
      String text = Files.readString(out.resolve(file));
      assertTrue(text.contains("whole-document upsert vs sub-document merge"), file);
    }
    ReportSummary same = compare(run("a", "couchbase2", Map.of("couchbase.update", "replace"), Map.of()),
        run("b", "couchbase2", Map.of("couchbase.update", "upsert"), Map.of()));
    assertEquals("update: whole-document replace vs whole-document upsert: a: replace; b: upsert",
        same.comparability().differences().get(0).line());
  }

  @Test
  void theSdksEnumNamesInEffectiveSettingsCountAsTheirNumbers() throws IOException {
    Path dir = run("cb-enum", "couchbase2", Map.of("couchbase.replicateTo", "1"), Map.of());
    Manifest read = Manifest.read(dir.resolve(Manifest.FILE_NAME));
    assertEquals("2 copies (couchbase.replicateTo=1)", site.ycsb.ext.report.model.RunFacts.of(List.of(
        new Manifest(read.phase(), read.binding(), read.dbClass(), read.clientVersion(), read.host(), read.label(),
            read.startEpochMs(), read.startAtEpochMs(), read.endEpochMs(), read.windowMs(), read.exitCode(),
            read.outcome(), read.reason(), read.operations(), read.throughputOpsPerSec(), read.failures(),
            read.warnings(), read.properties(), read.summary(), read.files(), read.client(), read.server(),
            Map.of("replicateTo", "ONE"), read.clientClasspath(), read.events(), read.backoffs(), read.backoffMs())),
            "").facts().get("writes acknowledged by"));
  }

  /**
   * Two databases' runs: their server versions are not called a difference; a run with replicateTo=0 has no
   * replication to record; the same guarantees give no box at all.
   */
  @Test
  void crossSystemBoxesLeaveOutVersionsAndSayNothingIsMissingWhereNothingExists() throws IOException {
    ReportSummary summary = compare(run("as", "aerospike", Map.of("as.commitLevel", "master"),
        Map.of("version", "8.1.2.0", "replicationFactor", "1")), run("cb", "couchbase2",
        Map.of("couchbase.replicateTo", "0"), Map.of("version", "7.6.0", "replicas", "1")));
    Comparability c = summary.comparability();
    assertFalse(c.differences().stream().anyMatch(d -> d.aspect().equals("server version")), c.toString());
    assertFalse(c.toString().contains("not recorded"), c.toString());
    List<String> box = new ReportProse(summary).comparabilityBox();
    assertFalse(String.join(" ", box).contains("differ in their workload or versions"), box.toString());
  }

  /** A binding without a declaration: its guarantees are unknown, neither the same nor called different. */
  @Test
  void unknownGuaranteesAreNotCalledDifferent() throws IOException {
    ReportSummary summary = compare(run("as", "aerospike", Map.of(), Map.of()), run("b", "basic", Map.of(),
        Map.of()));
    Comparability c = summary.comparability();
    assertTrue(c.likeForLike(), c.toString());
    assertEquals("Like for like not known: a compared run's binding declares no guarantees", c.title());
    assertTrue(c.differences().stream().anyMatch(d -> d.words().equals("writes acknowledged by unknown in b (the "
        + "binding declares no guarantees)")), c.toString());
    String text = site.ycsb.ext.report.render.TextRenderer.render(summary);
    assertFalse(text.contains("by not known"), text);
    assertTrue(text.contains("set -p ycsb.ext.servers=... to say what you ran against"), text);
    ReportSummary said = compare(run("said", "basic", Map.of("ycsb.ext.servers", "3 nodes of X 1.2"), Map.of()));
    String saidText = site.ycsb.ext.report.render.TextRenderer.render(said);
    assertFalse(saidText.contains("set -p ycsb.ext.servers"), saidText);
    assertTrue(saidText.contains("as given (ycsb.ext.servers): 3 nodes of X 1.2"), saidText);
    assertTrue(text.contains("guarantee: unknown: binding basic declares no guarantees"), text);
  }

  @Test
  void workloadShapeDifferencesAreListedWithoutBreakingLikeForLike() throws IOException {
    ReportSummary summary = compare(run("a", "aerospike", Map.of("fieldlength", "100"), Map.of()),
        run("b", "aerospike", Map.of("fieldlength", "1000", "requestdistribution", "zipfian"), Map.of()));
    Comparability c = summary.comparability();
    assertTrue(c.likeForLike(), c.differences().toString());
    assertEquals(List.of("record", "key distribution"), c.differences().stream().map(Comparability.Difference::aspect)
        .toList());
    assertFalse(new ReportProse(summary).ratioSentences().get(0).contains("not like for like"));
    assertEquals("The compared runs differ in their workload or versions", new ReportProse(summary)
        .comparabilityBox().get(0));
  }

  @Test
  void equalSettingsGiveNoBox() throws IOException {
    ReportSummary summary = compare(run("x", "aerospike", Map.of(), Map.of()), run("y", "aerospike", Map.of(),
        Map.of()));
    assertTrue(new ReportProse(summary).comparabilityBox().isEmpty());
    assertTrue(compare(run("solo", "aerospike", Map.of(), Map.of())).comparability().differences().isEmpty());
  }
}
