/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The life every embedded server's command shares ({@code bin/ycsb standin cassandra|hbase|mongodb}): its
 * {@code --port} and {@code --data} checked as picocli refuses an option (exit 2, one line), the data directory (the
 * one given, or a temporary one deleted on stop), then serving until interrupted: on Ctrl-C or TERM a shutdown hook
 * stops the server, deletes a temporary directory and lets {@link #serve} return 0. A server that does not start is
 * one line and exit 1. One per invocation, used from the command's thread (and its shutdown hook).
 */
public final class EmbeddedServing {
  /**
   * Starts a server in its data directory.
   *
   * @param <T> the started server
   */
  @FunctionalInterface
  public interface Starter<T> {
    /**
     * @param dir the data directory, or null for a server without one
     * @throws Exception when it does not start: its message ends the one line printed
     */
    T start(Path dir) throws Exception;
  }

  private final CommandSpec spec;
  private final String name;
  private final CountDownLatch stopped = new CountDownLatch(1);
  private long startNs;
  private Path dir;
  private boolean temporary;

  /**
   * @param spec the command's picocli spec: its output streams, and the command line its errors name
   * @param name the server's name, as after {@code bin/ycsb standin}
   */
  public EmbeddedServing(CommandSpec spec, String name) {
    this.spec = spec;
    this.name = name;
  }

  /**
   * Checks {@code --port} and {@code --data}, makes the data directory ({@code data}, or a temporary one deleted on
   * stop when it is null) and starts the server in it.
   *
   * @param what what did not start, for the error line, e.g. {@code the node did not start on 127.0.0.1:9042}
   * @return the server, or null when it did not start (one line {@code standin <name>: <what>: <reason>} printed)
   * @throws CommandLine.ParameterException for a bad option ({@link #check})
   */
  public <T> T start(int port, Path data, String what, Starter<T> starter) {
    check(port, data);
    startNs = System.nanoTime();
    try {
      dir = data != null ? data.toAbsolutePath() : Files.createTempDirectory("ycsb-" + name + "-");
      temporary = data == null;
      return starter.start(dir);
    } catch (Exception e) {
      failed(what, e);
      return null;
    }
  }

  /** {@link #start} for a server without a data directory (in memory). */
  public <T> T startInMemory(int port, String what, Starter<T> starter) {
    check(port, null);
    startNs = System.nanoTime();
    try {
      return starter.start(null);
    } catch (Exception e) {
      failed(what, e);
      return null;
    }
  }

  private void failed(String what, Exception e) {
    String reason = e.getMessage() == null && e.getCause() != null ? e.getCause().getMessage() : e.getMessage();
    spec.commandLine().getErr().println("standin " + name + ": " + what + ": " + reason);
  }

  /** {@code ready in N.N s}: the time {@link #start} took. */
  public String readyIn() {
    return String.format("ready in %.1f s", (System.nanoTime() - startNs) / 1e9);
  }

  /** {@code Data: <dir>[ (temporary: ...)]; <facts>}: where the server keeps its data and what else to know of it. */
  public String dataLine(String facts) {
    return "Data: " + dir + (temporary ? " (temporary: deleted on stop; --data keeps it)" : "") + "; " + facts;
  }

  /**
   * Refuses a port outside 0..65535 and a {@code --data} that exists and is not a directory.
   *
   * @param data the {@code --data} given, or null (none, or a command without it)
   * @throws CommandLine.ParameterException naming the option, the value and what is expected
   */
  void check(int port, Path data) {
    if (port < 0 || port > 65535) {
      throw new CommandLine.ParameterException(spec.commandLine(), "Invalid value '" + port
          + "' for option '--port': expected 1..65535, or 0 for a free one");
    }
    if (data != null && Files.exists(data) && !Files.isDirectory(data)) {
      throw new CommandLine.ParameterException(spec.commandLine(), "Invalid value '" + data
          + "' for option '--data': expected a directory (or a path to create one)");
    }
  }

  /**
   * Prints {@code lines} and "Serving until interrupted (Ctrl-C).", then waits until a shutdown hook has run
   * {@code stop} and deleted a temporary data directory.
   *
   * @param stop stops the server cleanly (in the shutdown hook)
   * @return 0, once stopped
   */
  public int serve(List<String> lines, Runnable stop) throws InterruptedException {
    Path delete = temporary ? dir : null;
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try {
        stop.run();
      } catch (RuntimeException e) {
        System.err.println("standin " + name + ": stopping: " + e.getMessage());
      }
      if (delete != null) {
        delete(delete);
      }
      stopped.countDown();
    }, "standin-" + name + "-shutdown"));
    PrintWriter out = spec.commandLine().getOut();
    lines.forEach(out::println);
    out.println("Serving until interrupted (Ctrl-C).");
    out.flush();
    stopped.await();
    return 0;
  }

  /** Deletes a directory and everything in it; a failure is one line on stderr. */
  void delete(Path dir) {
    try (Stream<Path> files = Files.walk(dir)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      System.err.println("standin " + name + ": could not delete " + dir + ": " + e.getMessage());
    }
  }
}
