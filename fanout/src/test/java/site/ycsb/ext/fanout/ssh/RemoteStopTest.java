/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.fanout.LoopbackSsh;
import site.ycsb.ext.testsupport.ssh.LoopbackHostsExtension;

/** The stop script over the real ssh client: it signals a run's launcher by process id, and nothing else. */
class RemoteStopTest {
  @RegisterExtension
  static final LoopbackHostsExtension HOSTS = new LoopbackHostsExtension("127.0.0.2");
  @TempDir
  static Path dir;

  private static SshCall.Result stop(long pid, boolean force, String propsFile) {
    return SshCall.run(LoopbackSsh.ssh(HOSTS), LoopbackSsh.hostSpecs(HOSTS).get(0), RemoteScripts.stop(pid, force, propsFile), new byte[0],
        Duration.ofSeconds(30));
  }

  @Test
  void signalsTheLauncherOfThisRunOnly() throws Exception {
    String props = dir.resolve("run-1-h.properties").toString();
    // Processes whose command lines look like a launcher of this run, of another run, and something else.
    Process ours = new ProcessBuilder("/bin/sh", "-c", "sleep 60; :", RemoteScripts.LAUNCHER_MAIN, "-P", props).start();
    Process otherRun = new ProcessBuilder("/bin/sh", "-c", "sleep 60; :", RemoteScripts.LAUNCHER_MAIN, "-P",
        props + ".other").start();
    Process unrelated = new ProcessBuilder("sleep", "60").start();
    try {
      assertEquals("fanout-stop not-ours", stop(unrelated.pid(), false, props).stdout().strip());
      assertEquals("fanout-stop not-ours", stop(otherRun.pid(), true, props).stdout().strip());
      assertEquals("fanout-stop signalled", stop(ours.pid(), false, props).stdout().strip());
      assertTrue(ours.waitFor(10, TimeUnit.SECONDS), "TERM ended the run's launcher");
      assertTrue(unrelated.isAlive());
      assertTrue(otherRun.isAlive());
      assertEquals("fanout-stop gone", stop(ours.pid(), false, props).stdout().strip());
    } finally {
      unrelated.destroyForcibly();
      otherRun.destroyForcibly();
      ours.destroyForcibly();
    }
    assertFalse(ours.isAlive());
  }
}
