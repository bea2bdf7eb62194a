/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import java.util.OptionalInt;

/**
 * One client host of a fan-out: where to reach it over ssh and its per-host overrides. Immutable.
 *
 * @param user the ssh login name, or empty for ssh's default (its config, else the local user)
 * @param host the host name or address as ssh should see it (no brackets around an IPv6 address)
 * @param port the ssh port, or 0 for ssh's default (its config, else 22)
 * @param label the name of the host's result directory {@code results/<run-id>/<label>/}; unique in a run
 * @param threads per-host {@code threadcount} override, or empty to use the command line's
 * @param remoteDir per-host remote base directory override, or empty to use {@code --remote-dir}
 */
public record HostSpec(String user, String host, int port, String label, OptionalInt threads, String remoteDir) {

  /** {@code [user@]host[:port]} as written in a hosts list, IPv6 addresses in brackets when a port follows. */
  public String display() {
    String h = host.indexOf(':') >= 0 && port > 0 ? "[" + host + "]" : host;
    return (user.isEmpty() ? "" : user + "@") + h + (port > 0 ? ":" + port : "");
  }

  /** This host with another label. */
  HostSpec withLabel(String newLabel) {
    return new HostSpec(user, host, port, newLabel, threads, remoteDir);
  }
}
