/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout;

import java.util.List;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.HostsParser;
import site.ycsb.ext.fanout.ssh.Ssh;
import site.ycsb.ext.testsupport.ssh.LoopbackHostsExtension;

/** Fan-out's view of test-support's loopback SSH hosts: its host list and an ssh that trusts them. Stateless. */
public final class LoopbackSsh {
  private LoopbackSsh() {
  }

  /** The hosts as fan-out parses {@code --hosts}. */
  public static List<HostSpec> hostSpecs(LoopbackHostsExtension hosts) {
    return HostsParser.parseList(hosts.hosts().hostsOption());
  }

  /** An {@link Ssh} that uses the test client's config file (5 s connect timeout). */
  public static Ssh ssh(LoopbackHostsExtension hosts) {
    return new Ssh("ssh", 5, hosts.hosts().client().config(), List.of());
  }
}
