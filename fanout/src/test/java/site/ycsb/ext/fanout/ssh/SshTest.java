/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.fanout.FanoutInputException;

class SshTest {

  @Test
  void fixedOptionsComeFirstThenConfigAndUserOptionsThenKeepAlivesAndTheDestination() {
    Ssh ssh = new Ssh("/usr/bin/ssh", 7, Path.of("/tmp/cfg"), List.of("ProxyJump=bastion", "ControlPath=/tmp/%C"));
    HostSpec host = new HostSpec("bench", "c1", 2222, "c1", OptionalInt.empty(), "");
    assertEquals(List.of("/usr/bin/ssh", "-T", "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=yes", "-o",
        "ConnectTimeout=7", "-F", "/tmp/cfg", "-o", "ProxyJump=bastion", "-o", "ControlPath=/tmp/%C", "-o",
        "ServerAliveInterval=5", "-o", "ServerAliveCountMax=6", "-p", "2222", "-l", "bench", "--", "c1",
        "sh -c 'echo it'\\''s'"), ssh.command(host, "echo it's"));
  }

  @Test
  void defaultPortAndUserAreLeftToSsh() {
    Ssh ssh = new Ssh("ssh", 10, null, List.of());
    List<String> command = ssh.command(new HostSpec("", "c1", 0, "c1", OptionalInt.empty(), ""), "true");
    assertEquals(List.of("--", "c1", "sh -c true"), command.subList(command.size() - 3, command.size()));
    assertEquals(-1, command.indexOf("-p"));
    assertEquals(-1, command.indexOf("-l"));
    assertEquals(-1, command.indexOf("-F"));
  }

  @Test
  void optionsThatWouldWeakenTheConnectionAreRejected() {
    for (String option : List.of("BatchMode=no", "stricthostkeychecking=accept-new", "ConnectTimeout 100")) {
      FanoutInputException e = assertThrows(FanoutInputException.class, () -> new Ssh("ssh", 10, null,
          List.of(option)));
      assertEquals("Invalid value '" + option + "' for option '--ssh-option': expected an option other than BatchMode,"
          + " StrictHostKeyChecking and ConnectTimeout (fan-out fixes those; use --connect-timeout for the timeout)",
          e.getMessage());
    }
    assertEquals("Invalid value '-v' for option '--ssh-option': expected an ssh option as Key=Value, e.g."
        + " ProxyJump=bastion", assertThrows(FanoutInputException.class,
            () -> new Ssh("ssh", 10, null, List.of("-v"))).getMessage());
    assertEquals("Invalid value '0' for option '--connect-timeout': expected a whole number of seconds from 1",
        assertThrows(FanoutInputException.class, () -> new Ssh("ssh", 0, null, List.of())).getMessage());
  }
}
