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
 * stops the server, deletes a temporary directory and lets {@link #serve} return 0. One per invocation, used from the
 * command's thread (and its shutdown hook).
 */
public final class EmbeddedServing {
  private final CommandSpec spec;
  private final String name;
  private final CountDownLatch stopped = new CountDownLatch(1);

  /**
   * @param spec the command's picocli spec: its output streams, and the command line its errors name
   * @param name the server's name, as after {@code bin/ycsb standin}
   */
  public EmbeddedServing(CommandSpec spec, String name) {
    this.spec = spec;
    this.name = name;
  }

  /**
   * Refuses a port outside 0..65535 and a {@code --data} that exists and is not a directory.
   *
   * @param data the {@code --data} given, or null (none, or a command without it)
   * @throws CommandLine.ParameterException naming the option, the value and what is expected
   */
  public void check(int port, Path data) {
    if (port < 0 || port > 65535) {
      throw new CommandLine.ParameterException(spec.commandLine(), "Invalid value '" + port
          + "' for option '--port': expected 1..65535, or 0 for a free one");
    }
    if (data != null && Files.exists(data) && !Files.isDirectory(data)) {
      throw new CommandLine.ParameterException(spec.commandLine(), "Invalid value '" + data
          + "' for option '--data': expected a directory (or a path to create one)");
    }
  }

  /** {@code data} made absolute, or a new temporary directory {@code ycsb-<name>-*} when it is null. */
  public Path directory(Path data) throws IOException {
    return data != null ? data.toAbsolutePath() : Files.createTempDirectory("ycsb-" + name + "-");
  }

  /** Prints {@code standin <name>: <why>} on the error stream; returns 1, the exit code of a server that did not start. */
  public int failed(String why) {
    spec.commandLine().getErr().println("standin " + name + ": " + why);
    return 1;
  }

  /**
   * Prints {@code lines} and "Serving until interrupted (Ctrl-C).", then waits until a shutdown hook has run
   * {@code stop} and deleted {@code temporary}.
   *
   * @param stop stops the server cleanly (in the shutdown hook)
   * @param temporary the temporary data directory to delete after the stop, or null to keep it
   * @return 0, once stopped
   */
  public int serve(List<String> lines, Runnable stop, Path temporary) throws InterruptedException {
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try {
        stop.run();
      } catch (RuntimeException e) {
        System.err.println("standin " + name + ": stopping: " + e.getMessage());
      }
      if (temporary != null) {
        delete(temporary);
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
