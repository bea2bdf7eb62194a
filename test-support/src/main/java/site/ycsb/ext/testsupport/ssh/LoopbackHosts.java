/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.ssh;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A set of client hosts for tests: one {@link LoopbackSshServer} per loopback address (127.0.0.2, .3, ...), each with
 * its own home directory under {@code dir}, all trusted by one {@link SshTestClient}. {@link LoopbackHostsExtension}
 * starts and stops one for a test class. Not thread-safe; close it.
 */
public final class LoopbackHosts implements AutoCloseable {
  private final SshTestClient client;
  private final List<LoopbackSshServer> servers = new ArrayList<>();

  private LoopbackHosts(SshTestClient client) {
    this.client = client;
  }

  /** Starts one server per address. */
  public static LoopbackHosts start(Path dir, String... addresses) throws IOException, InterruptedException {
    LoopbackHosts hosts = new LoopbackHosts(SshTestClient.create(dir.resolve("client")));
    try {
      for (String address : addresses) {
        LoopbackSshServer server = LoopbackSshServer.start(address, dir.resolve("host-" + address),
            hosts.client.authorizedKeys());
        hosts.servers.add(server);
        hosts.client.trust(server);
      }
    } catch (IOException | RuntimeException e) {
      hosts.close();
      throw e;
    }
    return hosts;
  }

  /** The central host's ssh client set-up that trusts every server. */
  public SshTestClient client() {
    return client;
  }

  /** The servers, in the order of the addresses given. */
  public List<LoopbackSshServer> servers() {
    return servers;
  }

  /** The server of the {@code index}-th address given, from 0. */
  public LoopbackSshServer server(int index) {
    return servers.get(index);
  }

  /** {@code --hosts} for all servers: {@code 127.0.0.2:port,127.0.0.3:port,...}. */
  public String hostsOption() {
    return servers.stream().map(LoopbackSshServer::hostAndPort).collect(Collectors.joining(","));
  }

  @Override
  public void close() throws IOException {
    IOException first = null;
    for (LoopbackSshServer server : servers) {
      try {
        server.close();
      } catch (IOException e) {
        first = first == null ? e : first;
      }
    }
    if (first != null) {
      throw first;
    }
  }
}
