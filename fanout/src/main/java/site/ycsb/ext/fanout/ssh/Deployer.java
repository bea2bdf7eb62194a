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
    return Parallel.map(hosts, host -> deployTo(host, tarball, timeout));
  }

  private Result deployTo(HostSpec host, Tarball tarball, Duration timeout) {
    long startNs = System.nanoTime();
    String base = host.remoteDir().isEmpty() ? remoteDir : host.remoteDir();
    Process process;
    try {
      process = ssh.start(host, RemoteScripts.deploy(base, tarball.sha256(), tarball.topDir()));
    } catch (IOException e) {
      return new Result(host, Action.FAILED, "cannot start ssh: " + e.getMessage(), 0);
    }
    Thread watchdog = Watchdog.destroyAfter(process, timeout);
    StringBuilder stderr = new StringBuilder();
    Thread errPump = SshCall.pump(process.getErrorStream(), new OutputStream() {
      @Override
      public void write(int b) {
        stderr.append((char) b);
      }

      @Override
      public void write(byte[] b, int off, int len) {
        stderr.append(new String(b, off, len, StandardCharsets.UTF_8));
      }
    }, false);
    Action action = Action.FAILED;
    String detail = "";
    try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
        StandardCharsets.UTF_8)); OutputStream in = process.getOutputStream()) {
      String line;
      boolean stdinOpen = true;
      while ((line = out.readLine()) != null) {
        if (line.equals("fanout-deploy need") && stdinOpen) {
          Files.copy(tarball.file(), in);
          in.close();
          stdinOpen = false;
          action = Action.UNPACKED;
        } else if (line.equals("fanout-deploy have") && stdinOpen) {
          in.close();
          stdinOpen = false;
          action = Action.SKIPPED;
        } else if (line.startsWith("fanout-deploy checksum-mismatch")) {
          detail = "the host received a tarball with SHA-256 " + line.substring(line.lastIndexOf(' ') + 1)
              + " instead of " + tarball.sha256();
        } else if (line.startsWith("fanout-deploy current ")) {
          detail = line.substring("fanout-deploy current ".length());
        }
      }
    } catch (IOException e) {
      // ssh ended early: its exit code and stderr say why
    }
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
    watchdog.interrupt();
    long elapsedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNs);
    if (exit != 0) {
      String err = stderr.toString().strip();
      String reason = detail.isEmpty() ? (err.isEmpty() ? "exit code " + exit : err.substring(err.lastIndexOf('\n') + 1))
          : detail;
      LOG.debug("Deploy to {} failed: {}", host.display(), reason); // the deploy table shows it
      return new Result(host, Action.FAILED, reason, elapsedMs);
    }
    return new Result(host, action, detail, elapsedMs);
  }
}
