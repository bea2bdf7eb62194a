/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.StatusLine;
import site.ycsb.ext.fanout.LoopbackSsh;
import site.ycsb.ext.fanout.collect.HostRecord;
import site.ycsb.ext.fanout.collect.HostState;
import site.ycsb.ext.fanout.preflight.HostCheck;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.RemoteScripts;
import site.ycsb.ext.testsupport.ssh.LoopbackHostsExtension;

/**
 * One host's remote run over the real ssh client and a real SSH server. The launcher itself cannot run in this module
 * (it depends on fan-out), so the host's {@code bin/ycsb} is a shell script that behaves like it on the wire: status
 * lines on stderr, a command line naming the launcher and its {@code -P} file. The real launcher runs in FanoutIT.
 */
class RemoteRunTest {
  @RegisterExtension
  static final LoopbackHostsExtension HOSTS = new LoopbackHostsExtension("127.0.0.2");
  @TempDir
  static Path dir;
  static Path install;

  @BeforeAll
  static void startHost() throws Exception {
    install = dir.resolve("install");
    Files.createDirectories(install.resolve("bin"));
    Path ycsb = install.resolve("bin/ycsb");
    // Prints the properties it received (minus the comment line), as the basic binding does, the launcher's start
    // line, a status line a second for $secs seconds, then the summary's first line and waits $exportsecs seconds
    // (the export).
    Files.writeString(ycsb, String.join("\n",
        "#!/bin/sh",
        "for a; do last=$a; done",
        "exec /bin/sh -c 'grep -v \"^#\" \"$0\" | sed \"s/^/got /\" >&2; n=0;"
            + " secs=$(sed -n \"s/^secs=//p\" \"$0\"); e=$(sed -n \"s/^exportsecs=//p\" \"$0\");"
            + " sed -n \"s/^say=//p\" \"$0\" >&2; echo \"Starting test.\" >&2;"
            + " while [ $n -lt $secs ]; do n=$((n+1)); sleep 1;"
            + " echo \"2026-01-01 00:00:0$n:000 $n sec: $((n*100)) operations; 100 current ops/sec;\" >&2; done;"
            + " echo \"[OVERALL], RunTime(ms), $((secs*1000))\"; sleep ${e:-0}'"
            + " \"$last\" " + RemoteScripts.LAUNCHER_MAIN + " \"$@\"",
        ""), StandardCharsets.UTF_8);
    ycsb.toFile().setExecutable(true);
  }

  private static final String SECRET = "hunter2-never-shown";

  private static RemoteRun run(String name, int seconds) throws IOException {
    return run(name, seconds, 0);
  }

  private static RemoteRun run(String name, int seconds, int exportSeconds) throws IOException {
    return run(name, seconds, exportSeconds, "");
  }

  /** @param say a line the host prints on stderr before its operations start, or empty */
  private static RemoteRun run(String name, int seconds, int exportSeconds, String say) throws IOException {
    HostSpec host = LoopbackSsh.hostSpecs(HOSTS).get(0);
    HostCheck check = new HostCheck(host, "", dir.toString(), "", 17, install.toString(), "", 1, 0, 0, List.of());
    Path logs = Files.createDirectories(dir.resolve("logs-" + name));
    java.util.Properties props = new java.util.Properties();
    props.setProperty("secs", Integer.toString(seconds));
    props.setProperty("db.password", SECRET);
    props.setProperty("api.password", "x");
    RemoteRun run = new RemoteRun(host, check, dir.resolve("out-" + name).toString(),
        dir.resolve("props-" + name).toString(), logs, props);
    run.start(LoopbackSsh.ssh(HOSTS), ("secs=" + seconds + "\nexportsecs=" + exportSeconds + "\nsay=" + say
        + "\ndb.password=" + SECRET
        + "\napi.password=x\n")
        .getBytes(StandardCharsets.ISO_8859_1),
        List.of("run", "basic", "-P", dir.resolve("props-" + name).toString()),
        new RemoteScripts.Launch(install.toString(), dir.resolve("out-" + name).toString(),
            dir.resolve("props-" + name).toString(), List.of(), dir.resolve("host-" + name).toString(),
            "format=" + HostRecord.FORMAT + "\nrunId=" + name, false, List.of("db.password", "api.password")));
    return run;
  }

  @Test
  void followsStatusLinesAndEndsWithTheRemoteExitCode() throws Exception {
    RemoteRun run = run("ok", 2);
    assertTrue(run.awaitEnd(120_000));
    assertEquals(RemoteRun.State.FINISHED, run.state());
    assertEquals(0, run.exitCode());
    assertTrue(run.pid() > 0);
    assertEquals(new StatusLine(2, 200, 100), run.lastStatus());
    assertTrue(Files.readString(dir.resolve("logs-ok/127.0.0.2.stderr.log")).contains("got secs=2"),
        "the properties arrived on stdin");
    assertFalse(Files.exists(dir.resolve("props-ok")), "the properties file is deleted at the end");
  }

  @Test
  void hostKeepsItsOwnRecordAndMaskedLogsOfTheRun() throws Exception {
    RemoteRun run = run("record", 1);
    assertTrue(run.awaitEnd(120_000));
    Path host = dir.resolve("host-record");
    HostRecord record = HostRecord.parse(Files.readAllLines(host.resolve(RemoteScripts.HOST_RECORD)));
    assertEquals("record", record.runId());
    assertEquals(run.pid(), record.launcherPid());
    assertEquals(0, record.exitCode().orElseThrow());
    assertTrue(record.endEpochMs() > 0);
    String log = Files.readString(host.resolve("stderr.log"));
    assertTrue(log.contains("got secs=1") && log.contains("got db.password=*****"), log);
    assertFalse(log.contains(SECRET), log);
    assertFalse(Files.exists(host.resolve("o")), "the output pipes are removed at the end");
  }

  @Test
  void progressFollowsTheHostFromRunningThroughExportingToDone() throws Exception {
    RemoteRun run = run("states", 2, 3);
    List<RemoteRun> runs = List.of(run);
    long deadline = System.currentTimeMillis() + 30_000;
    // stdout (the summary) and stderr (the status lines) are read by two threads: on a loaded machine the summary's
    // first line may be read before the last status line, so wait for both
    while ((run.state() != RemoteRun.State.EXPORTING || run.lastStatus() == null
        || run.lastStatus().operations() < 200) && !run.ended() && System.currentTimeMillis() < deadline) {
      Thread.sleep(50);
    }
    assertEquals(RemoteRun.State.EXPORTING, run.state(), "after the summary's first line, before the end");
    String exporting = Progress.line(runs, 2_000, 0);
    assertTrue(exporting.endsWith("| 127.0.0.2 exporting") && exporting.contains(" 200 operations"), exporting);
    assertTrue(run.awaitEnd(120_000));
    assertEquals("[fanout 3 s] 200 operations, 0 current ops/s | 127.0.0.2 done", Progress.line(runs, 3_400, 0));
  }

  @Test
  void runningHostShowsItsRateFromTheFirstStatusLine() throws Exception {
    RemoteRun run = run("running", 3);
    long deadline = System.currentTimeMillis() + 30_000;
    while (run.lastStatus() == null && System.currentTimeMillis() < deadline) {
      Thread.sleep(50);
    }
    String line = Progress.line(List.of(run), 1_500, 0);
    // A later status line may have arrived meanwhile (200, 300 operations): the state and rate are the same.
    assertTrue(line.matches("\\[fanout 1 s\\] [123]00 operations, 100 current ops/s \\| 127\\.0\\.0\\.2 running 100 ops/s"),
        line);
    assertTrue(run.awaitEnd(120_000));
  }

  @Test
  void secretPropertiesTheHostPrintsAreMaskedInItsLogs() throws Exception {
    RemoteRun run = run("secret", 1);
    assertTrue(run.awaitEnd(120_000));
    String log = Files.readString(dir.resolve("logs-secret/127.0.0.2.stderr.log"));
    assertTrue(log.contains("got db.password=*****") && log.contains("got api.password=*****"), log);
    assertFalse(log.contains(SECRET), log);
  }

  @Test
  void lostConnectionIsFollowedByProcessIdUntilTheRunEndsOnTheHost() throws Exception {
    RemoteRun run = run("lost", 4);
    cutOnceRunning(run);
    assertFalse(run.settledRemotely(), "the run still goes on on the host");
    followToItsEnd(run);
    assertTrue(run.settledRemotely());
    assertFalse(run.unreachableAfterLoss());
    assertEquals("connection lost; the run has ended on the host", run.lastMessage());
  }

  @Test
  void aLostConnectionQuotesNoUnrelatedHostLineAndItsRunEndNamesNoState() throws Exception {
    String waiting = "All client threads initialised; starting in 10153 ms at the common start instant";
    RemoteRun run = run("lost-cause", 4, 0, waiting);
    cutOnceRunning(run);
    assertTrue(Files.readString(dir.resolve("logs-lost-cause/127.0.0.2.stderr.log")).contains(waiting),
        "the host printed the line");
    // ssh was killed here: it printed nothing, so nothing is quoted as the cause
    assertEquals("", run.lastMessage());
    String runEnd = CollectStep.Target.of(run).runEnd();
    assertEquals("ssh session cut before the launcher's exit (ssh exit 137)", runEnd);
    followToItsEnd(run);
    assertEquals("ssh session cut before the launcher's exit (ssh exit 137), launcher followed to its end by process"
        + " id", CollectStep.Target.of(run).runEnd());
    for (HostState.Kind kind : HostState.Kind.values()) {
      assertFalse(CollectStep.Target.of(run).runEnd().startsWith(kind.word()), "no state word: " + kind.word());
    }
  }

  @Test
  void onlyOpenSshsOwnLinesAreTakenAsTheCauseOfACutSession() {
    assertTrue(RemoteRun.isSshMessage("Connection to 127.0.0.2 closed by remote host."));
    assertTrue(RemoteRun.isSshMessage("Timeout, server 127.0.0.2 not responding."));
    assertTrue(RemoteRun.isSshMessage("client_loop: send disconnect: Broken pipe"));
    assertFalse(RemoteRun.isSshMessage("All client threads initialised; starting in 10153 ms at the common start"
        + " instant"));
    assertFalse(RemoteRun.isSshMessage("[WARN] RemoteRun - h4: something"));
  }

  /** Kills the local ssh once the host's status lines arrive: the connection is lost while the run goes on. */
  private static void cutOnceRunning(RemoteRun run) throws InterruptedException {
    long deadline = System.currentTimeMillis() + 60_000;
    while (run.lastStatus() == null && System.currentTimeMillis() < deadline) {
      Thread.sleep(100);
    }
    run.disconnect();
    assertTrue(run.awaitEnd(30_000));
    assertEquals(RemoteRun.State.LOST, run.state());
  }

  /** Follows a lost run by its process id over new connections until it has ended on the host (at most 60 s). */
  private static void followToItsEnd(RemoteRun run) throws InterruptedException {
    run.watchDetached(LoopbackSsh.ssh(HOSTS), Duration.ofMillis(500), Duration.ofSeconds(30), Duration.ofSeconds(20));
    long deadline = System.currentTimeMillis() + 60_000;
    while (!run.settledRemotely() && System.currentTimeMillis() < deadline) {
      Thread.sleep(100);
    }
  }
}
