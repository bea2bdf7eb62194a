/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import site.ycsb.ext.fanout.FanoutInputException;
import site.ycsb.ext.fanout.FanoutProperties;

/**
 * How fan-out reaches its client hosts: the system OpenSSH client, so that {@code ~/.ssh/config}, agents, jump hosts
 * and ControlMaster work as they do for the user. Every connection runs with {@code BatchMode=yes} (never a prompt),
 * {@code StrictHostKeyChecking=yes} and a connect timeout, plus keep-alives so that a dead host is noticed; the user's
 * {@code -F} file and {@code -o} options come after those (ssh takes the first value it sees, so they cannot switch
 * them off, and fan-out rejects attempts to). Remote commands run as {@code sh -c '<script>'}. Immutable; thread-safe.
 */
public final class Ssh {
  private static final Set<String> FIXED = Set.of("batchmode", "stricthostkeychecking", "connecttimeout");
  private static final Optional<Path> SETSID = findSetsid();

  private final String executable;
  private final int connectTimeoutSeconds;
  private final Path configFile;
  private final List<String> options;
  private final int maxSessions;

  /**
   * @param executable the ssh program, e.g. {@code ssh} or {@code /usr/bin/ssh}
   * @param connectTimeoutSeconds seconds to wait for a connection, from 1
   * @param configFile ssh's {@code -F} file, or null for the user's default configuration
   * @param options extra {@code -o} options as {@code Key=Value}
   * @throws FanoutInputException when an option is malformed or tries to change a fixed option
   */
  public Ssh(String executable, int connectTimeoutSeconds, Path configFile, List<String> options) {
    this(executable, connectTimeoutSeconds, configFile, options, FanoutProperties.MAX_SESSIONS_DEFAULT);
  }

  /**
   * As {@link #Ssh(String, int, Path, List)}, with how many hosts fan-out works on at once.
   *
   * @param maxSessions the bound of {@code --max-sessions}, from 1 ({@link Parallel})
   */
  public Ssh(String executable, int connectTimeoutSeconds, Path configFile, List<String> options, int maxSessions) {
    if (connectTimeoutSeconds < 1) {
      throw FanoutInputException.invalid("option '--connect-timeout'", Integer.toString(connectTimeoutSeconds),
          "a whole number of seconds from 1");
    }
    for (String option : options) {
      checkOption(option);
    }
    this.executable = executable;
    this.connectTimeoutSeconds = connectTimeoutSeconds;
    this.configFile = configFile;
    this.options = List.copyOf(options);
    if (maxSessions < 1) {
      throw FanoutInputException.invalid("option '--max-sessions'", Integer.toString(maxSessions),
          "a whole number from 1");
    }
    this.maxSessions = maxSessions;
  }

  /** How many hosts fan-out works on at once ({@code --max-sessions}): ssh sessions of each step, from 1. */
  public int maxSessions() {
    return maxSessions;
  }

  private static void checkOption(String option) {
    int eq = option.indexOf('=');
    int space = option.indexOf(' ');
    int split = eq > 0 ? eq : space;
    if (split <= 0 || option.startsWith("-")) {
      throw FanoutInputException.invalid("option '--ssh-option'", option, "an ssh option as Key=Value, e.g."
          + " ProxyJump=bastion");
    }
    String key = option.substring(0, split).trim().toLowerCase(Locale.ROOT);
    if (FIXED.contains(key)) {
      throw FanoutInputException.invalid("option '--ssh-option'", option, "an option other than BatchMode,"
          + " StrictHostKeyChecking and ConnectTimeout (fan-out fixes those; use --connect-timeout for the timeout)");
    }
  }

  /** The ssh command line that runs {@code script} with {@code sh -c} on {@code host}. */
  public List<String> command(HostSpec host, String script) {
    List<String> command = new ArrayList<>();
    command.add(executable);
    command.add("-T");
    command.add("-o");
    command.add("BatchMode=yes");
    command.add("-o");
    command.add("StrictHostKeyChecking=yes");
    command.add("-o");
    command.add("ConnectTimeout=" + connectTimeoutSeconds);
    if (configFile != null) {
      command.add("-F");
      command.add(configFile.toString());
    }
    for (String option : options) {
      command.add("-o");
      command.add(option);
    }
    command.add("-o");
    command.add("ServerAliveInterval=" + FanoutProperties.SERVER_ALIVE_INTERVAL_SECONDS);
    command.add("-o");
    command.add("ServerAliveCountMax=" + FanoutProperties.SERVER_ALIVE_COUNT_MAX);
    if (host.port() > 0) {
      command.add("-p");
      command.add(Integer.toString(host.port()));
    }
    if (!host.user().isEmpty()) {
      command.add("-l");
      command.add(host.user());
    }
    command.add("--");
    command.add(host.host());
    command.add("sh -c " + ShellQuote.quote(script));
    return command;
  }

  /**
   * Starts ssh running {@code script} on {@code host}, stdin, stdout and stderr as pipes. Where {@code setsid} exists
   * ssh runs in its own session, so that a Ctrl-C on the central host reaches fan-out (which then stops the remote
   * runs by their process ids and collects) rather than cutting the connections.
   */
  public Process start(HostSpec host, String script) throws IOException {
    List<String> command = new ArrayList<>();
    SETSID.ifPresent(path -> command.add(path.toString()));
    command.addAll(command(host, script));
    return new ProcessBuilder(command).start();
  }

  private static Optional<Path> findSetsid() {
    for (String candidate : new String[] {"/usr/bin/setsid", "/bin/setsid"}) {
      Path path = Paths.get(candidate);
      if (Files.isExecutable(path)) {
        return Optional.of(path);
      }
    }
    return Optional.empty();
  }
}
