/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * One short ssh call that runs a script to completion: stdin given up front, stdout captured (or written to a file),
 * stderr captured, bounded by a timeout after which ssh is killed. Stateless; thread-safe.
 */
public final class SshCall {
  private SshCall() {
  }

  /**
   * The outcome of a call.
   *
   * @param exitCode ssh's exit code (the script's, or 255 for a connection failure), or -1 after a timeout
   * @param stdout the script's stdout (empty when it went to a file)
   * @param stderr the script's and ssh's stderr
   * @param timedOut whether the call was killed at its timeout
   */
  public record Result(int exitCode, String stdout, String stderr, boolean timedOut) {
    /** The last non-empty stderr line (ssh's reason for a failure), or a description of the exit. */
    public String reason() {
      if (timedOut) {
        return "timed out";
      }
      String[] lines = stderr.strip().split("\n");
      String last = lines[lines.length - 1].strip();
      return last.isEmpty() ? "exit code " + exitCode : last;
    }
  }

  /** Runs {@code script} on {@code host} with {@code stdin} as its input. */
  public static Result run(Ssh ssh, HostSpec host, String script, byte[] stdin, Duration timeout) {
    return run(ssh, host, script, stdin, null, timeout);
  }

  /**
   * Runs {@code script} on {@code host}; its stdout goes to {@code stdoutFile} when that is not null.
   */
  public static Result run(Ssh ssh, HostSpec host, String script, byte[] stdin, Path stdoutFile, Duration timeout) {
    Process process;
    try {
      process = ssh.start(host, script);
    } catch (IOException e) {
      return new Result(-1, "", "cannot start ssh: " + e.getMessage(), false);
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Thread outPump;
    try {
      OutputStream outTarget = stdoutFile == null ? out : Files.newOutputStream(stdoutFile);
      outPump = pump(process.getInputStream(), outTarget, stdoutFile != null);
    } catch (IOException e) {
      process.destroyForcibly();
      throw new UncheckedIOException("cannot write " + stdoutFile, e);
    }
    Thread errPump = pump(process.getErrorStream(), err, false);
    try (OutputStream in = process.getOutputStream()) {
      in.write(stdin);
    } catch (IOException e) {
      // ssh ended early; its exit code and stderr say why
    }
    boolean finished;
    try {
      finished = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
      if (!finished) {
        process.destroyForcibly();
        process.waitFor();
      }
      outPump.join(5_000);
      errPump.join(5_000);
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
      return new Result(-1, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), true);
    }
    return new Result(finished ? process.exitValue() : -1, out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8), !finished);
  }

  /** Copies {@code in} to {@code out} on a daemon thread, closing {@code out} at the end when asked. */
  static Thread pump(InputStream in, OutputStream out, boolean closeOut) {
    Thread thread = new Thread(() -> {
      byte[] buffer = new byte[64 * 1024];
      try (InputStream source = in) {
        int n;
        while ((n = source.read(buffer)) > 0) {
          synchronized (out) {
            out.write(buffer, 0, n);
          }
        }
      } catch (IOException e) {
        // the stream ends with the process
      } finally {
        if (closeOut) {
          try {
            out.close();
          } catch (IOException ignored) {
            // nothing more to write
          }
        }
      }
    }, "fanout-ssh-pump");
    thread.setDaemon(true);
    thread.start();
    return thread;
  }
}
