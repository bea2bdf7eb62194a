/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.HostStateLine;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.fanout.LoopbackSsh;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.testsupport.ssh.LoopbackHostsExtension;

/** Collection over the real ssh client from a real SSH server on 127.0.0.2. */
class CollectorTest {
  @RegisterExtension
  static final LoopbackHostsExtension HOSTS = new LoopbackHostsExtension("127.0.0.2");
  @TempDir
  static Path dir;

  /** Writes a result directory and its manifest (the launcher's codec) listing its files. */
  static Path resultDir(String name, int exitCode, String outcome) throws IOException {
    Path remote = HOSTS.hosts().server(0).home().resolve("ycsb-ext/results/" + name + "/h");
    Files.createDirectories(remote);
    Files.writeString(remote.resolve("READ.hlog"), "#[StartTime: 1700000000.000 (seconds since epoch)]\n");
    Files.writeString(remote.resolve("READ.json"), "{\"start\":1,\"end\":2}\n");
    Manifest.Builder manifest = new Manifest.Builder();
    manifest.phase = Phase.RUN;
    manifest.exitCode = exitCode;
    manifest.outcome = Outcome.fromLabel(outcome);
    manifest.operations = 42;
    manifest.files(List.of(remote.resolve("READ.hlog"), remote.resolve("READ.json"))).build()
        .write(remote.resolve(Manifest.FILE_NAME));
    return remote;
  }

  private Collector.Result collect(Path remote, String local) {
    return new Collector(LoopbackSsh.ssh(HOSTS)).collect(LoopbackSsh.hostSpecs(HOSTS).get(0), remote.toString(),
        dir.resolve("central/" + local + "/h"), List.of(), Duration.ofSeconds(30));
  }

  @Test
  void verifiedDirectoryIsComplete() throws IOException {
    Collector.Result r = collect(resultDir("ok", 0, "completed"), "ok");
    assertEquals(Collector.Completeness.COMPLETE, r.completeness(), r.problems().toString());
    assertEquals(2, r.filesVerified());
    assertEquals(42, r.operations());
    assertTrue(Files.isRegularFile(r.dir().resolve("READ.hlog")));
    assertTrue(Files.notExists(r.dir().resolve(Collector.PARTIAL_MARKER)));
  }

  @Test
  void fileThatDiffersFromItsManifestMakesThePartialMarkNameIt() throws IOException {
    Path remote = resultDir("tampered", 0, "completed");
    Files.writeString(remote.resolve("READ.json"), "{\"start\":1,\"end\":3}\n");
    Collector.Result r = collect(remote, "tampered");
    assertEquals(Collector.Completeness.PARTIAL, r.completeness());
    assertEquals(1, r.filesVerified());
    assertEquals(1, r.problems().size());
    assertTrue(r.problems().get(0).startsWith("READ.json has another SHA-256 "), r.problems().toString());
    assertTrue(Files.readString(r.dir().resolve(Collector.PARTIAL_MARKER)).contains("READ.json has another SHA-256"));
  }

  @Test
  void runThatDidNotCompleteOrWroteNoManifestIsPartial() throws IOException {
    Collector.Result failed = collect(resultDir("failed", 1, "interrupted"), "failed");
    assertEquals(Collector.Completeness.PARTIAL, failed.completeness());
    assertEquals(List.of("the run's exit code was 1", "the run's outcome was 'interrupted'"), failed.problems());

    Path remote = resultDir("killed", 0, "completed");
    Files.delete(remote.resolve("manifest.json"));
    Collector.Result killed = collect(remote, "killed");
    assertEquals(Collector.Completeness.PARTIAL, killed.completeness());
    assertEquals(List.of("no manifest.json: the run ended before writing it"), killed.problems());
    assertTrue(Files.isRegularFile(killed.dir().resolve("READ.hlog")), "partial results are kept");
  }

  @Test
  void aKilledLauncherWhoseBenchmarkJvmCompletedLeavesCompleteResults() throws IOException {
    Path remote = resultDir("launcher-killed", 0, "completed");
    Collector.Result r = new Collector(LoopbackSsh.ssh(HOSTS)).collect(LoopbackSsh.hostSpecs(HOSTS).get(0),
        remote.toString(), dir.resolve("central/launcher-killed/h"),
        List.of("the run ended exit 137, ended by signal 9"), Duration.ofSeconds(30));
    assertEquals(Collector.Completeness.COMPLETE, r.completeness(), r.problems().toString());
    assertEquals(List.of(), r.problems());
    assertTrue(Files.notExists(r.dir().resolve(Collector.PARTIAL_MARKER)));
  }

  @Test
  void unreachableHostIsMissing() throws IOException {
    HostSpec nowhere = new HostSpec("", "127.0.0.9", 1, "nowhere", OptionalInt.empty(), "");
    Collector.Result r = new Collector(LoopbackSsh.ssh(HOSTS)).collect(nowhere, "/tmp/x", dir.resolve("central/none/nowhere"),
        List.of("the run ended connection lost (ssh exit 255)"), Duration.ofSeconds(30));
    assertEquals(Collector.Completeness.MISSING, r.completeness());
    assertTrue(r.problems().get(0).startsWith("results not fetched: "), r.problems().toString());
    assertEquals("the run ended connection lost (ssh exit 255)", r.problems().get(1));
  }

  @Test
  void hostStillUnreachableOnASecondCollectStaysMissingDespiteTheStateFileOfTheFirst() throws IOException {
    Path local = Files.createDirectories(dir.resolve("central/again/nowhere"));
    Files.writeString(local.resolve(HostStateLine.FILE_NAME), "nowhere: lost (no result collected: ...)\n");
    HostSpec nowhere = new HostSpec("", "127.0.0.9", 1, "nowhere", OptionalInt.empty(), "");
    Collector.Result r = new Collector(LoopbackSsh.ssh(HOSTS)).collect(nowhere, "/tmp/x", local, List.of(),
        Duration.ofSeconds(30));
    assertEquals(Collector.Completeness.MISSING, r.completeness(), r.problems().toString());
  }
}
