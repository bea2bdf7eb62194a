/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;
import site.ycsb.ext.fanout.FanoutInputException;
import site.ycsb.ext.fanout.FanoutProperties;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.HostsParser;
import site.ycsb.ext.fanout.ssh.Ssh;

/**
 * The options every fan-out subcommand shares: which hosts, how to reach them, where on them to work. A plain holder
 * filled by picocli; not thread-safe.
 */
public final class HostOptions {

  /** Exactly one of {@code --hosts} and {@code --hosts-file}. */
  static final class HostSource {
    @Option(names = "--hosts", paramLabel = "<host,...>", required = true,
        description = "Client hosts, comma-separated: [user@]host[:port].")
    String hosts;

    @Option(names = "--hosts-file", paramLabel = "<file>", required = true,
        description = "File with one [user@]host[:port] a line, optionally followed by per-host overrides"
            + " threads=N, remote-dir=PATH, label=NAME; '#' starts a comment.")
    Path hostsFile;

    /** The hosts named, parsed; throws IllegalArgumentException with one line for a bad entry. */
    List<HostSpec> hosts() {
      return hosts != null ? HostsParser.parseList(hosts) : HostsParser.parseFile(hostsFile);
    }

    /** Where the hosts came from, for messages: the file, or the list option. */
    String description() {
      return hostsFile != null ? hostsFile.toString() : "--hosts " + hosts;
    }
  }

  @ArgGroup(exclusive = true, multiplicity = "1")
  HostSource source;

  @Option(names = "--ssh", paramLabel = "<program>", defaultValue = "ssh",
      description = "The OpenSSH client to run (default: ${DEFAULT-VALUE}).")
  String sshProgram;

  @Option(names = "--ssh-config", paramLabel = "<file>",
      description = "ssh configuration file passed as -F (default: the user's ~/.ssh/config).")
  Path sshConfig;

  @Option(names = "--ssh-option", paramLabel = "<Key=Value>",
      description = "Extra ssh option passed as -o, repeatable, e.g. ProxyJump=bastion or UserKnownHostsFile=file."
          + " BatchMode=yes and StrictHostKeyChecking=yes are always on.")
  List<String> sshOptions = new ArrayList<>();

  @Option(names = "--connect-timeout", paramLabel = "<seconds>",
      defaultValue = "" + FanoutProperties.CONNECT_TIMEOUT_SECONDS_DEFAULT,
      description = "Seconds ssh waits for a connection (default: ${DEFAULT-VALUE}).")
  int connectTimeoutSeconds;

  @Option(names = "--max-sessions", paramLabel = "<n>", defaultValue = "" + FanoutProperties.MAX_SESSIONS_DEFAULT,
      description = "How many hosts fan-out works on at once: ssh sessions of the preflight, deploy, stop and"
          + " collection, and run sessions still connecting at the start (default: ${DEFAULT-VALUE}). The start"
          + " instant is set late enough for every wave of hosts to be started before it.")
  String maxSessions;

  @Option(names = "--remote-dir", paramLabel = "<dir>", defaultValue = FanoutProperties.REMOTE_DIR_DEFAULT,
      description = "Base directory on each host, relative to the login directory or absolute (default:"
          + " ${DEFAULT-VALUE}); holds dist/, current, results/.")
  String remoteDir;

  /** These options as the arguments of another fan-out command ({@code fanout collect}), defaults left out. */
  List<String> asArguments() {
    List<String> args = new ArrayList<>();
    if (source.hosts != null) {
      args.addAll(List.of("--hosts", source.hosts));
    } else {
      args.addAll(List.of("--hosts-file", source.hostsFile.toString()));
    }
    if (!sshProgram.equals("ssh")) {
      args.addAll(List.of("--ssh", sshProgram));
    }
    if (sshConfig != null) {
      args.addAll(List.of("--ssh-config", sshConfig.toString()));
    }
    sshOptions.forEach(o -> args.addAll(List.of("--ssh-option", o)));
    if (connectTimeoutSeconds != FanoutProperties.CONNECT_TIMEOUT_SECONDS_DEFAULT) {
      args.addAll(List.of("--connect-timeout", Integer.toString(connectTimeoutSeconds)));
    }
    if (!maxSessions.equals("" + FanoutProperties.MAX_SESSIONS_DEFAULT)) {
      args.addAll(List.of("--max-sessions", maxSessions));
    }
    if (!remoteDir.equals(FanoutProperties.REMOTE_DIR_DEFAULT)) {
      args.addAll(List.of("--remote-dir", remoteDir));
    }
    return args;
  }

  /** The hosts, parsed. */
  List<HostSpec> hosts() {
    return source.hosts();
  }

  /** The ssh settings, validated. */
  Ssh ssh() {
    if (remoteDir.isEmpty() || remoteDir.indexOf('\'') >= 0 || remoteDir.indexOf('\n') >= 0) {
      throw FanoutInputException.invalid("option '--remote-dir'", remoteDir, "a non-empty directory path");
    }
    if (sshConfig != null && !Files.isRegularFile(sshConfig)) {
      throw FanoutInputException.invalid("option '--ssh-config'", sshConfig.toString(), "an existing ssh config file");
    }
    return new Ssh(sshProgram, connectTimeoutSeconds, sshConfig, sshOptions, maxSessions());
  }

  /** {@code --max-sessions}, a whole number from 1. */
  private int maxSessions() {
    try {
      int n = Integer.parseInt(maxSessions.strip());
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException e) {
      // said below
    }
    throw FanoutInputException.invalid("option '--max-sessions'", maxSessions, "a whole number from 1");
  }
}
