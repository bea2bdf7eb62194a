/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.ext.contract.StartBarrierProtocol;
import site.ycsb.ext.contract.StartLine;
import site.ycsb.ext.contract.StatusLine;
import site.ycsb.ext.contract.StopSignals;
import site.ycsb.ext.fanout.preflight.HostCheck;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.RemoteScripts;
import site.ycsb.ext.fanout.ssh.Ssh;
import site.ycsb.ext.fanout.ssh.SshCall;

/**
 * One client host's load or run, driven over one ssh connection: sends the host's properties on stdin, learns the
 * remote launcher's process id, follows the status lines on stderr for the live progress, and records how it ended.
 * The remote output is kept in {@code logs/<label>.stdout.log} and {@code .stderr.log}. State is read from any
 * thread (volatile fields); {@link #start} and {@link #awaitEnd} are called by the fan-out's main thread.
 */
final class RemoteRun {
  private static final Logger LOG = LoggerFactory.getLogger(RemoteRun.class);
  private static final Pattern LATE = Pattern.compile("common start instant passed (\\d+) ms ago");
  /** The launcher's line at the start of the operations (core's wording). */
  private static final String STARTING_TEST = "Starting test.";
  /** How a run whose session ended before its launcher ran is described ({@link #describeEnd}). */
  static final String NOT_LAUNCHED = site.ycsb.ext.fanout.collect.HostState.NOT_LAUNCHED;
  private static final Pattern WAITING = Pattern.compile("starting in (\\d+) ms at the common start instant");
  /**
   * How OpenSSH's client starts the lines it prints itself when a session fails or is cut ({@code Connection to h
   * closed by remote host.}, {@code Timeout, server h not responding.}, {@code client_loop: send disconnect: Broken
   * pipe}, ...): the cause of a lost connection, never the host's own last line.
   */
  private static final List<String> SSH_MESSAGE_STARTS = List.of("ssh: ", "ssh_", "client_loop: ", "Connection to ",
      "Connection closed by ", "Connection reset by ", "Timeout, server ", "kex_exchange_identification: ",
      "packet_write_wait: ", "Read from remote host ", "Write failed: ", "Bad packet length", "Corrupted MAC");

  /** Where a host's run is. */
  enum State {
    /** ssh is connecting or the launcher is starting. */
    STARTING,
    /** Every DB instance is initialised; waiting for the common start instant. */
    WAITING,
    /** The operations have started (status lines arrive). */
    RUNNING,
    /** The operations have ended; the launcher exports the summary and writes the manifest. */
    EXPORTING,
    /** The launcher exited 0. */
    FINISHED,
    /** The launcher or the remote script exited non-zero. */
    FAILED,
    /** The ssh connection ended without the remote script reporting an exit: the host died or the network failed. */
    LOST
  }

  final HostSpec host;
  final HostCheck check;
  final String resultDir;
  final String propertiesFile;
  private final Path logDir;
  private final UnaryOperator<String> mask;

  private volatile State state = State.STARTING;
  private volatile long startEpochMs;
  private volatile long pid = -1;
  private volatile Integer exitCode;
  private volatile int sshExit = Integer.MIN_VALUE;
  private volatile StatusLine lastStatus;
  private volatile String lastMessage = "";
  /** ssh's own last line (its reason for a failed or cut session), or empty. */
  private volatile String lastSshMessage = "";
  private volatile long lateStartMs = -1;
  private volatile boolean detached;
  /** When the ssh session was opened, and when the launcher's process id came back, central clock, epoch ms. */
  private volatile long launchEpochMs;
  private volatile long launchedEpochMs;
  /** When the host said it was ready (every DB instance initialised), central clock, epoch ms; 0 until it has. */
  private volatile long readyEpochMs;
  private volatile Process process;
  /** For a lost connection: whether the remote launcher was seen to end (or the host stayed unreachable). */
  private volatile boolean detachedDone;
  private volatile boolean detachedUnreachable;
  private volatile Thread detachedWatcher;
  private final CountDownLatch settled = new CountDownLatch(1);
  private volatile Thread errReader;

  /**
   * @param secrets properties whose secret values are masked in every line the host sends back ({@link Secrets})
   */
  RemoteRun(HostSpec host, HostCheck check, String resultDir, String propertiesFile, Path logDir, Properties secrets) {
    this.mask = Secrets.masker(secrets);
    this.host = host;
    this.check = check;
    this.resultDir = resultDir;
    this.propertiesFile = propertiesFile;
    this.logDir = logDir;
  }

  /**
   * Starts the remote run.
   *
   * @param properties the host's properties file content, sent on stdin (it holds any secrets)
   * @param ycsbArgs the {@code bin/ycsb} arguments
   * @param launch where the run goes on the host and what the host records of it
   */
  void start(Ssh ssh, byte[] properties, List<String> ycsbArgs, RemoteScripts.Launch launch) {
    String script = RemoteScripts.run(launch, ycsbArgs);
    launchEpochMs = System.currentTimeMillis();
    try {
      process = ssh.start(host, script);
    } catch (IOException e) {
      lastMessage = "cannot start ssh: " + e.getMessage();
      state = State.FAILED;
      return;
    }
    errReader = follow(process.getErrorStream(), logDir.resolve(host.label() + ".stderr.log"), this::onStderr, null);
    follow(process.getInputStream(), logDir.resolve(host.label() + ".stdout.log"), this::onStdout,
        this::settle);
    try (OutputStream in = process.getOutputStream()) {
      in.write(properties);
    } catch (IOException e) {
      // ssh ended early: its exit code and stderr say why
    }
  }

  private void onStdout(String line) {
    if (line.startsWith("fanout-pid ")) {
      pid = Long.parseLong(line.substring("fanout-pid ".length()).trim());
      launchedEpochMs = System.currentTimeMillis();
    } else if (line.startsWith("fanout-ready ")) {
      ready();
    } else if (line.startsWith("fanout-exit ")) {
      exitCode = Integer.parseInt(line.substring("fanout-exit ".length()).trim());
    } else if (line.equals("fanout-detached")) {
      detached = true;
    } else if (line.startsWith("fanout-error ")) {
      lastMessage = line.substring("fanout-error ".length());
    } else if (line.startsWith("[OVERALL], ") && !ended()) {
      // The summary is printed after the operations: the launcher is exporting.
      state = State.EXPORTING;
    }
  }

  private void onStderr(String line) {
    Optional<StatusLine> status = StatusLine.parse(line);
    if (status.isPresent()) {
      lastStatus = status.get();
      if (state == State.STARTING || state == State.WAITING) {
        state = State.RUNNING;
      }
      return;
    }
    if (StartBarrierProtocol.parseReady(line).isPresent()) {
      ready();
      return;
    }
    Optional<StartLine> started = StartLine.parse(line);
    if (started.isPresent()) {
      startEpochMs = started.get().startEpochMs();
      return;
    }
    if (line.equals(STARTING_TEST)) {
      if (state == State.STARTING || state == State.WAITING) {
        state = State.RUNNING;
      }
      return;
    }
    Matcher late = LATE.matcher(line);
    if (late.find()) {
      lateStartMs = Long.parseLong(late.group(1));
      if (readyEpochMs == 0) {
        readyEpochMs = System.currentTimeMillis();
      }
      state = State.RUNNING;
      return;
    }
    if (WAITING.matcher(line).find()) {
      if (readyEpochMs == 0) {
        readyEpochMs = System.currentTimeMillis();
      }
      state = State.WAITING;
      return;
    }
    // The host's progress lines above say nothing of why a run ended; its other lines and ssh's own may.
    if (isSshMessage(line)) {
      lastSshMessage = line.strip();
    }
    if (!line.isBlank()) {
      lastMessage = line.strip();
    }
  }

  /** Whether a stderr line is one of OpenSSH's own (its reason for a failed or cut session). */
  static boolean isSshMessage(String line) {
    String l = line.strip();
    return SSH_MESSAGE_STARTS.stream().anyMatch(l::startsWith);
  }

  /** The host is ready at the start barrier (its benchmark JVM's line, or its detached script's). */
  private void ready() {
    if (readyEpochMs == 0) {
      readyEpochMs = System.currentTimeMillis();
    }
    if (state == State.STARTING) {
      state = State.WAITING;
    }
  }

  /**
   * Waits for the ssh connection to end and the final state to be settled.
   *
   * @return whether it ended within the timeout
   */
  boolean awaitEnd(long timeoutMs) throws InterruptedException {
    return process == null || settled.await(timeoutMs, TimeUnit.MILLISECONDS);
  }

  /** Called by the stdout follower at the end of stdout: waits for ssh's exit and decides how the run ended. */
  private void settle() {
    Process p = process;
    try {
      p.waitFor();
      errReader.join(5_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    sshExit = p.isAlive() ? -1 : p.exitValue();
    Integer code = exitCode;
    if (detached && code == null && sshExit == 0) {
      // A detached run's session ends by design once the launcher runs (and, with the barrier, is ready).
      settled.countDown();
      return;
    }
    if (code != null) {
      state = code == 0 ? State.FINISHED : State.FAILED;
    } else if (pid <= 0) {
      // The session ended before the launcher ran (ssh refused, the script refused): the host never started.
      state = State.FAILED;
    } else if (sshExit == 255 || sshExit >= 128 || sshExit < 0) {
      state = State.LOST;
    } else {
      state = State.FAILED;
    }
    if (state == State.LOST) {
      // A cut connection's cause is ssh's own line; whatever the host printed last is unrelated to it.
      lastMessage = lastSshMessage;
    }
    if (state != State.FINISHED) {
      LOG.warn("{}: the remote run ended {}{}", host.label(), describeEnd(), lastMessage.isEmpty() ? ""
          : ": " + lastMessage);
    }
    settled.countDown();
  }

  /** Whether the run has ended and its final state is settled (or it never started). */
  boolean ended() {
    return process == null || settled.getCount() == 0;
  }

  /**
   * Whether nothing more will happen on this host: the connection ended and, if it was lost while the launcher ran,
   * the launcher has ended too (or the host stayed unreachable).
   */
  boolean settledRemotely() {
    return ended() && (state != State.LOST || pid <= 0 || detachedDone);
  }

  /** Whether the connection was lost and the host then stayed unreachable, so the run's end is unknown. */
  boolean unreachableAfterLoss() {
    return detachedUnreachable;
  }

  /**
   * After a lost connection, follows the remote launcher by its process id over new connections every
   * {@code probeInterval}, until it ends or the host has been unreachable for {@code lostTimeout}. A network blip
   * therefore does not cost a long run: it goes on, and its results are collected when it ends. Idempotent.
   */
  synchronized void watchDetached(Ssh ssh, Duration probeInterval, Duration lostTimeout, Duration sshTimeout) {
    if (detachedWatcher != null || state != State.LOST || pid <= 0) {
      return;
    }
    LOG.warn("{}: connection lost; following the run by its process id {} until it ends", host.label(), pid);
    Thread watcher = new Thread(() -> {
      long lastReached = System.nanoTime();
      while (!detachedDone) {
        try {
          Thread.sleep(probeInterval.toMillis());
        } catch (InterruptedException e) {
          return;
        }
        SshCall.Result probe = SshCall.run(ssh, host, RemoteScripts.probe(pid, propertiesFile), new byte[0],
            sshTimeout);
        String answer = probe.stdout().strip();
        if (answer.equals("fanout-probe alive")) {
          lastReached = System.nanoTime();
          lastMessage = "connection lost; the run goes on on the host";
        } else if (answer.equals("fanout-probe gone") || answer.equals("fanout-probe not-ours")) {
          lastMessage = "connection lost; the run has ended on the host";
          detachedDone = true;
        } else if (System.nanoTime() - lastReached > lostTimeout.toNanos()) {
          lastMessage = "connection lost and the host unreachable for " + lostTimeout.toSeconds() + " s: "
              + probe.reason();
          detachedUnreachable = true;
          detachedDone = true;
        }
      }
    }, "fanout-reattach-" + host.label());
    watcher.setDaemon(true);
    detachedWatcher = watcher;
    watcher.start();
  }

  /** Stops following a lost run (the fan-out gives up on it). */
  void giveUp() {
    Thread watcher = detachedWatcher;
    if (watcher != null) {
      watcher.interrupt();
    }
    detachedDone = true;
  }

  /** Kills the local ssh process (the remote run is stopped separately, by its process id). */
  void disconnect() {
    Process p = process;
    if (p != null) {
      p.destroyForcibly();
    }
  }

  /** Whether the host's run script said the run goes on there without this connection ({@code --detach}). */
  boolean detached() {
    return detached;
  }

  State state() {
    return state;
  }

  long pid() {
    return pid;
  }

  Integer exitCode() {
    return exitCode;
  }

  StatusLine lastStatus() {
    return lastStatus;
  }

  String lastMessage() {
    return lastMessage;
  }

  /** When this host's operations started as its launcher printed it, epoch milliseconds; 0 until it has. */
  long startEpochMs() {
    return startEpochMs;
  }

  /** When the ssh session that launched this host was opened, central clock, epoch ms; 0 before. */
  long launchEpochMs() {
    return launchEpochMs;
  }

  /**
   * How long the launch's ssh round trip took: from opening the session to the launcher's process id coming back,
   * milliseconds; -1 until it has.
   */
  long launchRoundTripMs() {
    long launched = launchedEpochMs;
    return launched > 0 ? launched - launchEpochMs : -1;
  }

  /** When the host said it was ready (DB and client threads initialised), central clock, epoch ms; 0 until then. */
  long readyEpochMs() {
    return readyEpochMs;
  }

  /** How many milliseconds after the common start instant this host started, or -1 when it was on time. */
  long lateStartMs() {
    return lateStartMs;
  }

  /** A short description of how the run ended, e.g. {@code exit 0} or {@code connection lost (ssh exit 255)}. */
  String describeEnd() {
    Integer code = exitCode;
    if (code != null) {
      return describeExit(code);
    }
    if (sshExit == Integer.MIN_VALUE) {
      return process == null ? "not started" : "still running";
    }
    if (pid <= 0) {
      return NOT_LAUNCHED + " (ssh exit " + sshExit + ")";
    }
    if (state != State.LOST) {
      return "remote script failed (ssh exit " + sshExit + ")";
    }
    String cut = "ssh session cut before the launcher's exit (ssh exit " + sshExit + ")";
    if (detachedUnreachable) {
      return cut + ", then the host stayed unreachable";
    }
    return detachedDone ? cut + ", launcher followed to its end by process id" : cut;
  }

  /** {@code exit 0}, or {@code exit 137, ended by signal 9} for a launcher a signal ended. */
  static String describeExit(int code) {
    if (code > 128) {
      return "exit " + code + (StopSignals.isHandledStop(code) ? ", stopped by signal " : ", ended by signal ")
          + StopSignals.name(code - 128);
    }
    return "exit " + code;
  }

  private Thread follow(InputStream stream, Path log, Consumer<String> sink, Runnable atEnd) {
    Thread thread = new Thread(() -> {
      try (BufferedReader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8));
           Writer out = new BufferedWriter(Files.newBufferedWriter(log, StandardCharsets.UTF_8))) {
        String line;
        while ((line = reader.readLine()) != null) {
          line = mask.apply(line);
          out.write(line);
          out.write('\n');
          out.flush();
          try {
            sink.accept(line);
          } catch (RuntimeException e) {
            LOG.debug("{}: unreadable line '{}'", host.label(), line, e);
          }
        }
      } catch (IOException e) {
        LOG.debug("{}: output stream ended: {}", host.label(), e.toString());
      }
      if (atEnd != null) {
        atEnd.run();
      }
    }, "fanout-follow-" + host.label());
    thread.setDaemon(true);
    thread.start();
    return thread;
  }
}
