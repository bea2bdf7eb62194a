/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.fanout.FanoutInputException;
import site.ycsb.ext.fanout.LoopbackSsh;
import site.ycsb.ext.testsupport.ssh.LoopbackHostsExtension;

/** Deploy over the real ssh client to real SSH servers on 127.0.0.2 and 127.0.0.3. */
class DeployerTest {
  @RegisterExtension
  static final LoopbackHostsExtension HOSTS = new LoopbackHostsExtension("127.0.0.2", "127.0.0.3");
  @TempDir
  static Path dir;

  /** A small distribution-shaped tarball whose bin/ycsb prints {@code version}. */
  static Path tarball(Path workDir, String version) throws Exception {
    Path top = workDir.resolve("src-" + version).resolve("ycsb-ext-test");
    Files.createDirectories(top.resolve("bin"));
    Path script = top.resolve("bin/ycsb");
    Files.writeString(script, "#!/bin/sh\necho " + version + "\n");
    script.toFile().setExecutable(true);
    Path archive = workDir.resolve("ycsb-ext-test-" + version + ".tar.gz");
    Process tar = new ProcessBuilder("tar", "-czf", archive.toString(), "-C", top.getParent().toString(),
        "ycsb-ext-test").inheritIO().start();
    assertEquals(0, tar.waitFor());
    return archive;
  }

  @Test
  void firstDeployUnpacksSecondSkipsANewTarballSwitchesCurrent() throws Exception {
    Deployer deployer = new Deployer(LoopbackSsh.ssh(HOSTS), "ycsb-ext");
    Tarball v1 = Tarball.of(tarball(dir, "v1"));
    assertEquals("ycsb-ext-test", v1.topDir());
    assertEquals(Manifest.sha256(v1.file()), v1.sha256());

    List<Deployer.Result> first = deployer.deploy(LoopbackSsh.hostSpecs(HOSTS), v1, Duration.ofMinutes(1));
    for (int i = 0; i < 2; i++) {
      assertEquals(Deployer.Action.UNPACKED, first.get(i).action(), first.get(i).toString());
      Path current = HOSTS.hosts().server(i).home().resolve("ycsb-ext/current");
      assertEquals(current.toRealPath().toString(), first.get(i).detail());
      assertTrue(Files.isExecutable(current.resolve("bin/ycsb")));
      assertTrue(current.toRealPath().toString().contains("/dist/" + v1.sha256().substring(0, 12) + "/"));
    }

    List<Deployer.Result> second = deployer.deploy(LoopbackSsh.hostSpecs(HOSTS), v1, Duration.ofMinutes(1));
    assertEquals(List.of(Deployer.Action.SKIPPED, Deployer.Action.SKIPPED),
        second.stream().map(Deployer.Result::action).toList());

    Tarball v2 = Tarball.of(tarball(dir, "v2"));
    assertNotEquals(v1.sha256(), v2.sha256());
    List<Deployer.Result> third = deployer.deploy(LoopbackSsh.hostSpecs(HOSTS).subList(0, 1), v2, Duration.ofMinutes(1));
    assertEquals(Deployer.Action.UNPACKED, third.get(0).action());
    Path current = HOSTS.hosts().server(0).home().resolve("ycsb-ext/current");
    assertEquals("#!/bin/sh\necho v2\n", Files.readString(current.resolve("bin/ycsb")));
    assertTrue(Files.isDirectory(HOSTS.hosts().server(0).home().resolve("ycsb-ext/dist/" + v1.sha256().substring(0, 12))),
        "the previous version stays for a roll-back");
  }

  @Test
  void classPathJarsLandByTheirSha256AndTheRunUsesThoseCopies() throws Exception {
    Path lib = Files.createDirectories(dir.resolve("outside-lib"));
    Files.write(lib.resolve("outside-binding-1.0.jar"), new byte[] {1, 2, 3});
    Files.write(lib.resolve("outside-dep-2.1.jar"), new byte[] {4, 5});
    site.ycsb.ext.fanout.run.RemoteClasspath cp = site.ycsb.ext.fanout.run.RemoteClasspath.of(
        List.of(lib + "/*", "/on/the/hosts.jar"));
    assertEquals(List.of("/on/the/hosts.jar"), cp.passedUnchanged());
    Deployer deployer = new Deployer(LoopbackSsh.ssh(HOSTS), "ycsb-ext");

    List<Deployer.Result> first = deployer.deployJars(LoopbackSsh.hostSpecs(HOSTS), cp.jars(), Duration.ofMinutes(1));
    for (int i = 0; i < 2; i++) {
      assertEquals(Deployer.Action.UNPACKED, first.get(i).action(), first.get(i).toString());
      String base = HOSTS.hosts().server(i).home().resolve("ycsb-ext").toRealPath().toString();
      assertEquals("2 of 2 jars copied (the others were there) to " + base + "/jars", first.get(i).detail());
      String remote = cp.onHost(base);
      String[] entries = remote.split(":");
      assertEquals(3, entries.length, remote);
      assertEquals("/on/the/hosts.jar", entries[2]);
      for (int j = 0; j < 2; j++) {
        Path copy = Path.of(entries[j]);
        assertEquals(cp.jars().get(j).sha256(), Manifest.sha256(copy), "the host holds the same bytes: " + copy);
        assertEquals(cp.jars().get(j).file().getFileName(), copy.getFileName());
      }
    }
    List<Deployer.Result> again = deployer.deployJars(LoopbackSsh.hostSpecs(HOSTS), cp.jars(), Duration.ofMinutes(1));
    assertEquals(List.of(Deployer.Action.SKIPPED, Deployer.Action.SKIPPED),
        again.stream().map(Deployer.Result::action).toList(), again.toString());
  }

  @Test
  void notATarballIsRejectedBeforeAnyHostIsContacted() throws IOException {
    Path bogus = Files.writeString(dir.resolve("bogus.tar.gz"), "not gzip");
    FanoutInputException e = org.junit.jupiter.api.Assertions.assertThrows(FanoutInputException.class,
        () -> Tarball.of(bogus));
    assertTrue(e.getMessage().startsWith("Distribution tarball " + bogus + " cannot be read as a .tar.gz: "),
        e.getMessage());
  }
}
