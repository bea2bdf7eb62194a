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
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.fanout.run.FanoutCollect.HostState;
import site.ycsb.ext.fanout.run.FanoutCollect.Probe;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.RemoteScripts;

/**
 * What {@code fanout collect} makes of a host's answer: a launcher gone without a recorded exit a few seconds ago is
 * still ending (asked again), one gone long ago is not; and what a re-collect keeps of the earlier record. The host's
 * state script runs here under {@code sh}, on a host directory made for it.
 */
class FanoutCollectProbeTest {
  private static final HostSpec HOST = new HostSpec("", "h1", 22, "h1", OptionalInt.empty(), "");
  private static final Pattern GONE = Pattern.compile("fanout-state gone (\\d+)");

  @TempDir
  Path dir;

  @Test
  void aLauncherGoneAFewSecondsAgoIsStillEndingAndOneGoneLongAgoIsNot() {
    assertTrue(new Probe(HOST, "b", HostState.GONE, null, "", 2).stillEnding());
    assertTrue(new Probe(HOST, "b", HostState.GONE, null, "", -1).stillEnding(), "unknown age: asked again");
    assertFalse(new Probe(HOST, "b", HostState.GONE, null, "", FanoutCollect.ENDING_SECONDS).stillEnding());
    assertFalse(new Probe(HOST, "b", HostState.GONE, null, "", 3_600).stillEnding());
    assertFalse(new Probe(HOST, "b", HostState.ENDED, null, "", 2).stillEnding());
  }

  @Test
  void theHostsStateScriptSaysHowLongAGoneLaunchersFilesHaveBeenStill() throws Exception {
    Path host = Files.createDirectories(dir.resolve("host"));
    Process ended = new ProcessBuilder("true").start();
    ended.waitFor();
    Files.writeString(host.resolve(RemoteScripts.HOST_RECORD), "runId=r1\nlauncherPid=" + ended.pid() + "\n",
        StandardCharsets.UTF_8);
    Files.writeString(host.resolve("stderr.log"), "Starting test.\n", StandardCharsets.UTF_8);
    long recent = goneSeconds(host);
    assertTrue(recent >= 0 && recent < FanoutCollect.ENDING_SECONDS, "just written: " + recent);
    FileTime hourAgo = FileTime.from(Instant.now().minusSeconds(3_600));
    for (Path f : List.of(host.resolve(RemoteScripts.HOST_RECORD), host.resolve("stderr.log"))) {
      Files.setLastModifiedTime(f, hourAgo);
    }
    long old = goneSeconds(host);
    assertTrue(old >= 3_590 && old < 3_700, "an hour ago: " + old);
  }

  private static long goneSeconds(Path host) throws IOException, InterruptedException {
    Process sh = new ProcessBuilder("sh", "-c", RemoteScripts.hostState(host.toString())).redirectErrorStream(true)
        .start();
    String out = new String(sh.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, sh.waitFor(), out);
    Matcher m = GONE.matcher(out);
    assertTrue(m.find(), out);
    return Long.parseLong(m.group(1));
  }

  @Test
  void aReCollectKeepsTheCollectionTimeOfHostsNotFetchedAgainAndAnEarlierNeverStartedCause() {
    RunRecord.Builder first = new RunRecord.Builder();
    first.hosts.add(host("h1", 812, "completed", "exit 0"));
    first.hosts.add(host("h2", 640, "never started (ssh: connect to host 127.0.0.3 port 22: Connection refused)",
        "not launched (ssh exit 255)"));
    first.hosts.get(1).problems.add("ssh: connect to host 127.0.0.3 port 22: Connection refused");
    RunRecord earlier = first.build();

    RunRecord.Builder again = new RunRecord.Builder();
    again.hosts.add(host("h1", 0, "", "exit 0"));
    again.hosts.add(host("h2", 15, "", "no record of the run on the host"));
    again.hosts.get(1).problems.add("no record of run r1 on this host");
    FanoutCollect.keepEarlier(earlier, List.of(HostState.ENDED, HostState.NONE), again);

    assertEquals(812, again.hosts.get(0).collectMs, "complete here already: its recorded collection time stays");
    assertEquals(15, again.hosts.get(1).collectMs, "fetched again: this collect's time");
    assertEquals("not launched (ssh exit 255)", again.hosts.get(1).runEnd);
    assertEquals(List.of("ssh: connect to host 127.0.0.3 port 22: Connection refused"), again.hosts.get(1).problems);
  }

  private static RunRecord.HostBuilder host(String label, long collectMs, String state, String runEnd) {
    RunRecord.HostBuilder h = new RunRecord.HostBuilder();
    h.label = label;
    h.collectMs = collectMs;
    h.state = state;
    h.runEnd = runEnd;
    return h;
  }
}
