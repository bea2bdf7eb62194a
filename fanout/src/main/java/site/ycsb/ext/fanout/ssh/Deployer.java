/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code fanout deploy}: copies a distribution tarball to every host over ssh (one connection per host, all hosts in
 * parallel) and unpacks it into {@code <remote-dir>/dist/<sha256 prefix>/}, skipping hosts that already hold a
 * tarball with the same SHA-256; {@code <remote-dir>/current} then points at it. The host checks the SHA-256 of what
 * it received before unpacking. Immutable; thread-safe.
 */
public final class Deployer {
  private static final Logger LOG = LoggerFactory.getLogger(Deployer.class);

  /** What deploy did on one host. */
  public enum Action {
    /** The tarball was copied and unpacked. */
    UNPACKED,
    /** The host already had it. */
    SKIPPED,
    /** The deploy failed; see the detail. */
    FAILED
  }

  /**
   * The outcome on one host.
   *
   * @param host the host
   * @param action what happened
   * @param detail the installation directory, or why it failed
   * @param elapsedMs how long it took, in milliseconds
   */
  public record Result(HostSpec host, Action action, String detail, long elapsedMs) {
  }

  private final Ssh ssh;
  private final String remoteDir;

  public Deployer(Ssh ssh, String remoteDir) {
    this.ssh = ssh;
    this.remoteDir = remoteDir;
  }

  /** Deploys {@code tarball} to every host; never throws for a host's failure (it is in the result). */
  public List<Result> deploy(List<HostSpec> hosts, Tarball tarball, Duration timeout) {
    return Parallel.map(hosts, ssh.maxSessions(), host -> deployTo(host, tarball, timeout));
  }

  /**
   * Copies {@code -cp} jars to every host into {@code <remote-dir>/jars/<sha256>/<name>} ({@link
   * RemoteScripts#deployJar}), skipping those a host already holds with the same SHA-256; each host checks what it
   * received. Never throws for a host's failure (it is in the result: {@code UNPACKED} when any jar was copied).
   */
  public List<Result> deployJars(List<HostSpec> hosts, List<Jar> jars, Duration timeout) {
    return Parallel.map(hosts, ssh.maxSessions(), host -> deployJarsTo(host, jars, timeout));
  }

  /**
   * One jar to deploy.
   *
   * @param file the jar on the central host
   * @param sha256 its SHA-256, lower-case hex
   */
  public record Jar(Path file, String sha256) {
    /** The jar's remote path under a host's base directory: {@code <base>/jars/<sha256>/<file name>}. */
    public String remotePath(String baseDir) {
      return baseDir + "/" + RemoteScripts.JARS_DIR + "/" + sha256 + "/" + file.getFileName();
    }
  }

  private Result deployJarsTo(HostSpec host, List<Jar> jars, Duration timeout) {
    long startNs = System.nanoTime();
    String base = host.remoteDir().isEmpty() ? remoteDir : host.remoteDir();
    int copied = 0;
    String dir = "";
    for (Jar jar : jars) {
      Result r = transfer(host, RemoteScripts.deployJar(base, jar.sha256(), jar.file().getFileName().toString()),
          jar.file(), jar.sha256(), timeout);
      if (r.action() == Action.FAILED) {
        return new Result(host, Action.FAILED, jar.file().getFileName() + ": " + r.detail(),
            TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNs));
      }
      copied += r.action() == Action.UNPACKED ? 1 : 0;
      dir = r.detail();
    }
    // The host's jars directory: the last jar's absolute path without its <sha256>/<name>.
    String jarsDir = dir;
    for (int up = 0; up < 2 && jarsDir.lastIndexOf('/') > 0; up++) {
      jarsDir = jarsDir.substring(0, jarsDir.lastIndexOf('/'));
    }
    return new Result(host, copied > 0 ? Action.UNPACKED : Action.SKIPPED, copied + " of " + jars.size()
        + " jars copied (the others were there) to " + jarsDir,
        TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNs));
  }

  private Result deployTo(HostSpec host, Tarball tarball, Duration timeout) {
    String base = host.remoteDir().isEmpty() ? remoteDir : host.remoteDir();
    return transfer(host, RemoteScripts.deploy(base, tarball.sha256(), tarball.topDir()), tarball.file(),
        tarball.sha256(), timeout);
  }

  /** Runs a deploy-protocol script ({@code fanout-deploy need|have|checksum-mismatch|current}), sending {@code file}. */
  private Result transfer(HostSpec host, String script, Path file, String sha256, Duration timeout) {
    long startNs = System.nanoTime();
    Process process;
    try {
      process = ssh.start(host, script);
    } catch (IOException e) {
      return new Result(host, Action.FAILED, "cannot start ssh: " + e.getMessage(), 0);
    }
    Thread watchdog = Watchdog.destroyAfter(process, timeout);
    StringBuilder stderr = new StringBuilder();
    Thread errPump = SshCall.pump(process.getErrorStream(), appendingTo(stderr), false);
    Exchange exchange = new Exchange();
    exchange.follow(process, file, sha256);
    int exit = awaitExit(process, errPump, timeout);
    watchdog.interrupt();
    long elapsedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNs);
    if (exit != 0) {
      String err = stderr.toString().strip();
      String reason = exchange.detail.isEmpty()
          ? (err.isEmpty() ? "exit code " + exit : err.substring(err.lastIndexOf('\n') + 1)) : exchange.detail;
      LOG.debug("Deploy to {} failed: {}", host.display(), reason); // the deploy table shows it
      return new Result(host, Action.FAILED, reason, elapsedMs);
    }
    return new Result(host, exchange.action, exchange.detail, elapsedMs);
  }

  /** A stream that appends what is written to it, as UTF-8, to {@code text}. */
  private static OutputStream appendingTo(StringBuilder text) {
    return new OutputStream() {
      @Override
      public void write(int b) {
        text.append((char) b);
      }

      @Override
      public void write(byte[] b, int off, int len) {
        text.append(new String(b, off, len, StandardCharsets.UTF_8));
      }
    };
  }

  /** Waits for ssh's exit, at most {@code timeout} (then kills it), and for its stderr; its exit code, -1 if killed. */
  private static int awaitExit(Process process, Thread errPump, Duration timeout) {
    int exit;
    try {
      if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        process.destroyForcibly();
        process.waitFor();
        exit = -1;
      } else {
        exit = process.exitValue();
      }
      errPump.join(2_000);
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
      exit = -1;
    }
    return exit;
  }

  /** One host's side of the deploy protocol as its script reported it: what was done and the detail. */
  private static final class Exchange {
    Action action = Action.FAILED;
    String detail = "";

    /** Reads the script's lines, sending {@code file} when the host needs it, until ssh's output ends. */
    void follow(Process process, Path file, String sha256) {
      try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
          StandardCharsets.UTF_8)); OutputStream in = process.getOutputStream()) {
        String line;
        boolean stdinOpen = true;
        while ((line = out.readLine()) != null) {
          if (line.equals("fanout-deploy need") && stdinOpen) {
            Files.copy(file, in);
            in.close();
            stdinOpen = false;
            action = Action.UNPACKED;
          } else if (line.equals("fanout-deploy have") && stdinOpen) {
            in.close();
            stdinOpen = false;
            action = Action.SKIPPED;
          } else if (line.startsWith("fanout-deploy checksum-mismatch")) {
            detail = "the host received a file with SHA-256 " + line.substring(line.lastIndexOf(' ') + 1)
                + " instead of " + sha256;
          } else if (line.startsWith("fanout-deploy current ")) {
            detail = line.substring("fanout-deploy current ".length());
          }
        }
      } catch (IOException e) {
        // ssh ended early: its exit code and stderr say why
      }
    }
  }
}
