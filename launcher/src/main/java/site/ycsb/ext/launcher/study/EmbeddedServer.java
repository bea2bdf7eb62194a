/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import site.ycsb.ext.commandline.ShellWords;
import site.ycsb.ext.launcher.EmbeddedStandinCommand;

/**
 * One server for upstream's bindings at {@code --scale demo}: {@code bin/ycsb standin <name> --port 0} in a JVM of its
 * own, its printed {@code -p} options (and HBase's {@code hbase-site.xml} directory) read from its output once it
 * serves. {@link #close} stops it as Ctrl-C would (TERM, then its own clean stop). Used from one thread.
 */
final class EmbeddedServer implements AutoCloseable {
  /** How long a server may take to start: Cassandra takes tens of seconds on a quiet machine, more on a busy one. */
  private static final long START_TIMEOUT_S = 600;
  private final Process process;
  private final Map<String, String> properties;

  private EmbeddedServer(Process process, Map<String, String> properties) {
    this.process = process;
    this.properties = properties;
  }

  /**
   * Starts it and waits until it serves.
   *
   * @throws IOException naming the server when it cannot be built, exits or does not serve in time
   */
  static EmbeddedServer start(String name) throws IOException, InterruptedException {
    List<String> command;
    try {
      command = EmbeddedStandinCommand.command(name, List.of("--port", "0"),
          new PrintWriter(System.err, true, StandardCharsets.UTF_8));
    } catch (IllegalStateException e) {
      throw new IOException(e.getMessage());
    }
    Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    CompletableFuture<Map<String, String>> ready = CompletableFuture.supplyAsync(() -> readUntilServing(out));
    Map<String, String> props;
    try {
      props = ready.get(START_TIMEOUT_S, TimeUnit.SECONDS);
    } catch (ExecutionException | TimeoutException e) {
      p.destroyForcibly();
      throw new IOException("bin/ycsb standin " + name + " did not serve within " + START_TIMEOUT_S + " s"
          + (e.getCause() != null ? ": " + e.getCause().getMessage() : ""));
    }
    Thread drain = new Thread(() -> {
      try {
        while (out.readLine() != null) {
          // keeps the pipe empty; the server prints nothing more it needs
        }
      } catch (IOException e) {
        // the server stopped
      }
    }, "standin-" + name + "-output");
    drain.setDaemon(true);
    drain.start();
    return new EmbeddedServer(p, props);
  }

  /** Reads the server's output up to its "Serving until interrupted" line; the options it printed. */
  private static Map<String, String> readUntilServing(BufferedReader out) {
    Map<String, String> props = new LinkedHashMap<>();
    try {
      String line;
      while ((line = out.readLine()) != null) {
        if (line.startsWith("-p ")) {
          props.putAll(options(line));
        } else if (line.startsWith("hbase-site.xml: ")) {
          props.put(DemoServers.CLASSPATH, line.substring("hbase-site.xml: ".length()).split(" \\(", 2)[0]);
        } else if (line.startsWith("Serving until interrupted")) {
          return props;
        }
      }
    } catch (IOException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
    throw new IllegalStateException("it exited before serving");
  }

  /** The {@code -p name=value} options of one printed line; single quotes group as in a shell. */
  static Map<String, String> options(String line) {
    List<String> words = ShellWords.split(line);
    Map<String, String> props = new LinkedHashMap<>();
    for (int i = 0; i + 1 < words.size(); i++) {
      if (words.get(i).equals("-p")) {
        String[] kv = words.get(++i).split("=", 2);
        props.put(kv[0], kv.length > 1 ? kv[1] : "");
      }
    }
    return props;
  }

  /** Its options for the binding (and {@link DemoServers#CLASSPATH} for HBase). */
  Map<String, String> properties() {
    return properties;
  }

  @Override
  public void close() {
    process.destroy();
    try {
      if (!process.waitFor(90, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
