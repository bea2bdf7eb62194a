/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.fanout.FanoutInputException;

class HostsParserTest {

  @Test
  void listGivesUserHostPortAndHostLabels() {
    List<HostSpec> hosts = HostsParser.parseList("bench@client-1.example.com:2222, 10.0.0.7,[fe80::1%eth0]:22");
    assertEquals(new HostSpec("bench", "client-1.example.com", 2222, "client-1.example.com", OptionalInt.empty(), ""),
        hosts.get(0));
    assertEquals(new HostSpec("", "10.0.0.7", 0, "10.0.0.7", OptionalInt.empty(), ""), hosts.get(1));
    assertEquals("fe80::1%eth0", hosts.get(2).host());
    assertEquals(22, hosts.get(2).port());
    assertEquals("fe80__1_eth0", hosts.get(2).label());
    assertEquals("bench@client-1.example.com:2222", hosts.get(0).display());
    assertEquals("[fe80::1%eth0]:22", hosts.get(2).display());
  }

  @Test
  void sameHostOnTwoPortsGetsPortInItsLabel() {
    List<HostSpec> hosts = HostsParser.parseList("127.0.0.2:2201,127.0.0.2:2202,127.0.0.3");
    assertEquals(List.of("127.0.0.2_2201", "127.0.0.2_2202", "127.0.0.3"),
        hosts.stream().map(HostSpec::label).toList());
  }

  @Test
  void fileHasCommentsBlankLinesAndPerHostOverrides(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("hosts");
    Files.writeString(file, String.join("\n",
        "# client hosts of the 2017 rerun",
        "",
        "ycsb@c1:2200   threads=8 remote-dir=/data/ycsb   # the big one",
        "c2 label=second",
        "  c3  "));
    List<HostSpec> hosts = HostsParser.parseFile(file);
    assertEquals(3, hosts.size());
    assertEquals(new HostSpec("ycsb", "c1", 2200, "c1", OptionalInt.of(8), "/data/ycsb"), hosts.get(0));
    assertEquals("second", hosts.get(1).label());
    assertEquals(new HostSpec("", "c3", 0, "c3", OptionalInt.empty(), ""), hosts.get(2));
  }

  @Test
  void badEntriesAreOneLineErrorsNamingValueAndExpectation(@TempDir Path dir) throws IOException {
    assertEquals("Invalid value 'a,,b' for option '--hosts': expected a comma-separated list of [user@]host[:port]"
        + " without empty entries", message(() -> HostsParser.parseList("a,,b")));
    assertEquals("Invalid value 'h:99999' for the port on option '--hosts': expected a port from 1 to 65535"
        .replace("'h:99999'", "'99999'"), message(() -> HostsParser.parseList("h:99999")));
    assertEquals("Invalid value '-oProxyCommand=x' for the host on option '--hosts': expected [user@]host[:port] with"
        + " a host name, IPv4 address or [IPv6 address] and a port from 1 to 65535",
        message(() -> HostsParser.parseList("-oProxyCommand=x")));
    assertEquals("Host 'a' is listed twice in option '--hosts': each client host runs one share",
        message(() -> HostsParser.parseList("a,a")));

    Path file = dir.resolve("hosts");
    Files.writeString(file, "c1 threads=0\n");
    assertEquals("Invalid value '0' for 'threads' on line 1 of hosts file " + file + ": expected a whole number from 1",
        message(() -> HostsParser.parseFile(file)));
    Files.writeString(file, "c1\nc2 cpus=4\n");
    assertEquals("Invalid value 'cpus' for the per-host override key on line 2 of hosts file " + file
        + ": expected threads, remote-dir or label", message(() -> HostsParser.parseFile(file)));
    Files.writeString(file, "# nothing\n\n");
    assertEquals("Hosts file " + file + " lists no host: expected one [user@]host[:port] a line",
        message(() -> HostsParser.parseFile(file)));
    Files.writeString(file, "c1 label=x\nc2 label=x\n");
    assertTrue(message(() -> HostsParser.parseFile(file)).startsWith("Result label 'x' is used by two hosts"));
    assertEquals("Hosts file given with --hosts-file does not exist: " + dir.resolve("missing"),
        message(() -> HostsParser.parseFile(dir.resolve("missing"))));
  }

  private static String message(org.junit.jupiter.api.function.Executable call) {
    String message = assertThrows(FanoutInputException.class, call).getMessage();
    assertEquals(-1, message.indexOf('\n'), "one line: " + message);
    return message;
  }
}
