/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;
import site.ycsb.ext.commandline.Installation;
import site.ycsb.ext.contract.ExitCodes;

/**
 * {@code bin/ycsb standin cassandra|hbase|mongodb}: the servers for upstream's bindings, each in a JVM of its own from
 * its optional module's jars ({@code <module>/target/lib} in a source tree, built with {@code ./mvnw} on first use;
 * never on bin/ycsb's class path, so cassandra-all's or Hadoop's jars are pulled only when used). The server's JVM
 * starts with the module's {@code jvm.options} (Cassandra's Java 17 openings), then {@code JAVA_OPTS}; its options,
 * {@code --help} included, are passed on unchanged. Stopping: Ctrl-C reaches both JVMs; a TERM to this one is passed
 * on, and this JVM waits for the server's own clean stop. One instance per invocation.
 */
public abstract class EmbeddedStandinCommand implements Callable<Integer> {
  private final String module;
  private final String mainClass;

  @Spec
  CommandSpec spec;

  @Unmatched
  List<String> args = new ArrayList<>();

  EmbeddedStandinCommand(String module, String mainClass) {
    this.module = module;
    this.mainClass = mainClass;
  }

  /** {@code bin/ycsb standin cassandra}. */
  @Command(name = "cassandra", header = "Serve a real Apache Cassandra 5.0 node (embedded, single node, on this"
      + " host) for upstream's cassandra binding; --help for its options.")
  public static final class Cassandra extends EmbeddedStandinCommand {
    public Cassandra() {
      super("cassandra-embedded", "site.ycsb.ext.embedded.cassandra.CassandraCommand");
    }
  }

  /** {@code bin/ycsb standin hbase}. */
  @Command(name = "hbase", header = "Serve a real HBase 2.5 mini cluster (embedded, single node, on this host) for"
      + " upstream's hbase20 binding; --help for its options.")
  public static final class HBase extends EmbeddedStandinCommand {
    public HBase() {
      super("hbase-embedded", "site.ycsb.ext.embedded.hbase.HBaseCommand");
    }
  }

  /** {@code bin/ycsb standin mongodb}. */
  @Command(name = "mongodb", header = "Serve a MongoDB STAND-IN (mongo-java-server, in memory; not MongoDB) for"
      + " upstream's mongodb binding; --help for its options.")
  public static final class MongoDb extends EmbeddedStandinCommand {
    public MongoDb() {
      super("mongodb-standin", "site.ycsb.ext.embedded.mongodb.MongoDbStandinCommand");
    }
  }

  @Override
  public Integer call() throws IOException, InterruptedException {
    List<String> command;
    try {
      command = command(spec.name(), module, mainClass, args, spec.commandLine().getErr());
    } catch (IllegalStateException e) {
      spec.commandLine().getErr().println(e.getMessage());
      return e.getMessage().contains("not in this distribution") ? ExitCodes.BAD_INPUT : ExitCodes.RUN_FAILED;
    }
    String name = spec.name();
    Process server = new ProcessBuilder(command).inheritIO().start();
    Thread passOn = new Thread(() -> {
      server.destroy();
      try {
        server.waitFor(90, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, "standin-" + name + "-stop");
    Runtime.getRuntime().addShutdownHook(passOn);
    int code = server.waitFor();
    try {
      Runtime.getRuntime().removeShutdownHook(passOn);
    } catch (IllegalStateException e) {
      // shutting down: the hook is running
    }
    return code;
  }

  /**
   * The command line that starts the server {@code name} ({@code cassandra}, {@code hbase}, {@code mongodb}) in a JVM
   * of its own with {@code args}; builds its module first when a source tree lacks it (progress on {@code err}).
   *
   * @throws IllegalStateException with the one line to print when the server's jars are not here and cannot be built
   */
  public static List<String> command(String name, List<String> args, PrintWriter err)
      throws IOException, InterruptedException {
    EmbeddedStandinCommand c = switch (name) {
      case "cassandra" -> new Cassandra();
      case "hbase" -> new HBase();
      case "mongodb" -> new MongoDb();
      default -> throw new IllegalArgumentException("no embedded server " + name);
    };
    return command(name, c.module, c.mainClass, args, err);
  }

  private static List<String> command(String name, String module, String mainClass, List<String> args,
      PrintWriter err) throws IOException, InterruptedException {
    Path home = Installation.current().home();
    Path lib = home.resolve(module).resolve("target").resolve("lib");
    if (!Files.isDirectory(lib)) {
      if (!Files.isRegularFile(home.resolve("pom.xml")) || !Files.isRegularFile(home.resolve("mvnw"))) {
        throw new IllegalStateException("standin " + name + ": not in this distribution (its server's jars are large"
            + " and optional): run it from a source tree of ycsb-ext, where bin/ycsb standin " + name + " builds the "
            + module + " module on first use (docs/standins.md)");
      }
      err.println("standin " + name + ": building the " + module + " module with ./mvnw (downloads its server's jars"
          + " once; a few minutes)...");
      err.flush();
      Process build = new ProcessBuilder(home.resolve("mvnw").toString(), "-B", "-q", "-DskipTests", "-pl", module,
          "-am", "package").directory(home.toFile()).inheritIO().start();
      if (build.waitFor() != 0 || !Files.isDirectory(lib)) {
        throw new IllegalStateException("standin " + name + ": the build failed (see above); build it yourself with"
            + " ./mvnw -pl " + module + " -am package -DskipTests");
      }
    }
    List<String> command = new ArrayList<>();
    command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
    Path options = lib.resolve("jvm.options");
    if (Files.isRegularFile(options)) {
      command.add("@" + options);
    }
    String javaOpts = System.getenv("JAVA_OPTS");
    if (javaOpts != null && !javaOpts.isBlank()) {
      command.addAll(List.of(javaOpts.trim().split("\\s+")));
    }
    command.addAll(List.of("-cp", lib + File.separator + "*", mainClass));
    command.addAll(args);
    return command;
  }
}
