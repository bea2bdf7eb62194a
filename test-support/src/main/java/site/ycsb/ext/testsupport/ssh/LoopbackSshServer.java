/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.ssh;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.apache.sshd.server.Environment;
import org.apache.sshd.server.ExitCallback;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.channel.ChannelSession;
import org.apache.sshd.server.command.Command;
import org.apache.sshd.server.config.keys.AuthorizedKeysAuthenticator;
import org.apache.sshd.server.keyprovider.SimpleGeneratorHostKeyProvider;

/**
 * A real SSH server on one loopback address, standing in for one client host: Apache MINA sshd in the test JVM,
 * public-key authentication against an authorized-keys file, and an exec channel that runs the command with
 * {@code /bin/sh -c} as the current user in the host's own home directory (so that hosts do not share files). Like
 * OpenSSH without a terminal, a closed connection does not signal the remote processes. {@link #kill()} simulates a
 * host that dies: connections drop and every process it started is killed. Thread-safe.
 */
public final class LoopbackSshServer implements AutoCloseable {
  private final SshServer server;
  private final String address;
  private final Path home;
  private final KeyPair hostKey;
  private final List<Process> processes = new CopyOnWriteArrayList<>();

  private LoopbackSshServer(SshServer server, String address, Path home, KeyPair hostKey) {
    this.server = server;
    this.address = address;
    this.home = home;
    this.hostKey = hostKey;
  }

  /**
   * Starts a server on {@code address} (e.g. {@code 127.0.0.2}) and a free port.
   *
   * @param home the host's login directory (created)
   * @param authorizedKeys the public keys allowed to log in
   */
  public static LoopbackSshServer start(String address, Path home, Path authorizedKeys) throws IOException {
    Files.createDirectories(home);
    SshServer server = SshServer.setUpDefaultServer();
    server.setHost(address);
    server.setPort(0);
    SimpleGeneratorHostKeyProvider keys = new SimpleGeneratorHostKeyProvider(home.resolve("../"
        + home.getFileName() + ".hostkey"));
    keys.setAlgorithm("EC");
    keys.setKeySize(256);
    server.setKeyPairProvider(keys);
    server.setPublickeyAuthenticator(new AuthorizedKeysAuthenticator(authorizedKeys));
    server.setPasswordAuthenticator(null);
    server.setKeyboardInteractiveAuthenticator(null);
    LoopbackSshServer loopback = new LoopbackSshServer(server, address, home, keys.loadKeys(null).get(0));
    server.setCommandFactory((channel, command) -> loopback.new ShellCommand(command));
    server.start();
    return loopback;
  }

  /** The loopback address the server listens on. */
  public String address() {
    return address;
  }

  /** The port the server listens on. */
  public int port() {
    return server.getPort();
  }

  /** The host's login directory, where remote commands start. */
  public Path home() {
    return home;
  }

  /** {@code address:port}, as fan-out's {@code --hosts} takes it. */
  public String hostAndPort() {
    return address + ":" + port();
  }

  /** The {@code known_hosts} line for this server's host key. */
  public String knownHostsLine() {
    return "[" + address + "]:" + port() + " " + PublicKeyEntry.toString(hostKey.getPublic());
  }

  /** The processes started by this server's exec channels and all their descendants that are still alive. */
  public List<ProcessHandle> liveProcesses() {
    List<ProcessHandle> live = new ArrayList<>();
    for (Process p : processes) {
      Stream.concat(Stream.of(p.toHandle()), p.descendants()).filter(ProcessHandle::isAlive).forEach(live::add);
    }
    return live;
  }

  /** Simulates the host dying: drops every connection, refuses new ones, and kills every process it started. */
  public void kill() throws IOException {
    List<ProcessHandle> victims = liveProcesses();
    server.stop(true);
    victims.forEach(ProcessHandle::destroyForcibly);
  }

  @Override
  public void close() throws IOException {
    kill();
  }

  /** One exec request: {@code /bin/sh -c <command>} with the channel's streams pumped to and from it. */
  private final class ShellCommand implements Command {
    private final String command;
    private InputStream in;
    private OutputStream out;
    private OutputStream err;
    private ExitCallback exit;
    private Process process;

    ShellCommand(String command) {
      this.command = command;
    }

    @Override
    public void setInputStream(InputStream in) {
      this.in = in;
    }

    @Override
    public void setOutputStream(OutputStream out) {
      this.out = out;
    }

    @Override
    public void setErrorStream(OutputStream err) {
      this.err = err;
    }

    @Override
    public void setExitCallback(ExitCallback callback) {
      this.exit = callback;
    }

    @Override
    public void start(ChannelSession channel, Environment env) throws IOException {
      ProcessBuilder builder = new ProcessBuilder("/bin/sh", "-c", command).directory(home.toFile());
      Map<String, String> environment = builder.environment();
      environment.put("HOME", home.toString());
      process = builder.start();
      processes.add(process);
      Thread stdin = pump(in, process.getOutputStream(), true, "stdin");
      Thread stdout = pump(process.getInputStream(), out, false, "stdout");
      Thread stderr = pump(process.getErrorStream(), err, false, "stderr");
      Thread waiter = new Thread(() -> {
        try {
          int code = process.waitFor();
          stdout.join(TimeUnit.SECONDS.toMillis(10));
          stderr.join(TimeUnit.SECONDS.toMillis(10));
          stdin.interrupt();
          exit.onExit(code);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }, "sshd-exec-wait");
      waiter.setDaemon(true);
      waiter.start();
    }

    @Override
    public void destroy(ChannelSession channel) {
      // Like OpenSSH without a pty: the process is not signalled; its output has nowhere to go any more.
    }

    /**
     * Copies {@code from} to {@code to}. When the channel side fails (connection gone), keeps draining the process so
     * that it never blocks on a full pipe, as a process whose sshd went away gets EPIPE instead.
     */
    private Thread pump(InputStream from, OutputStream to, boolean closeTo, String name) {
      Thread thread = new Thread(() -> {
        byte[] buffer = new byte[16 * 1024];
        boolean sinkOk = true;
        try {
          int n;
          while ((n = from.read(buffer)) >= 0) {
            if (sinkOk && n > 0) {
              try {
                to.write(buffer, 0, n);
                to.flush();
              } catch (IOException e) {
                sinkOk = false;
              }
            }
          }
        } catch (IOException e) {
          // source closed
        } finally {
          if (closeTo) {
            try {
              to.close();
            } catch (IOException ignored) {
              // the process ended
            }
          }
        }
      }, "sshd-exec-" + name);
      thread.setDaemon(true);
      thread.start();
      return thread;
    }
  }
}
