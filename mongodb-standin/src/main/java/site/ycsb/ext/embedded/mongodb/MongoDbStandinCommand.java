/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.mongodb;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import site.ycsb.ext.embedded.EmbeddedServing;

/**
 * {@code bin/ycsb standin mongodb}: starts a {@link MongoDbStandin}, prints the options that point upstream's
 * mongodb binding at it, and serves until interrupted (a shutdown hook stops it). The launcher runs this class in a
 * JVM of its own ({@link #main}). One instance per invocation.
 */
@Command(name = "mongodb", mixinStandardHelpOptions = true, sortOptions = false,
    header = "Serve a MongoDB STAND-IN (mongo-java-server: MongoDB's wire protocol in memory; not MongoDB).",
    description = {"Listens on 127.0.0.1 only. Differs from MongoDB: " + MongoDbStandin.DIFFERENCES + ". Its"
        + " figures measure the tool and mongo-java-server on one machine, never MongoDB.",
        "Prints the -p and -cp options for upstream's mongodb binding, then serves until interrupted (Ctrl-C)."},
    footer = {"", "Example:", "  bin/ycsb standin mongodb --port 27017",
        "  bin/ycsb load mongodb -P workloads/workloada <the printed options>",
        "", "Exit codes: 0 stopped, 1 the port could not be bound, 2 invalid options."})
public final class MongoDbStandinCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Option(names = "--port", paramLabel = "P", defaultValue = "27017",
      description = "TCP port on 127.0.0.1, 1..65535, or 0 for a free one. Default: ${DEFAULT-VALUE}.")
  int port;

  public static void main(String[] args) {
    // mongo-java-server logs every connection at INFO: warnings only, unless the user asks for more
    if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
      System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    }
    System.exit(new CommandLine(new MongoDbStandinCommand()).execute(args));
  }

  @Override
  public Integer call() throws InterruptedException {
    EmbeddedServing serving = new EmbeddedServing(spec, "mongodb");
    MongoDbStandin server = serving.startInMemory(port, "cannot listen on 127.0.0.1:" + port, dir -> {
      try {
        return MongoDbStandin.start(port);
      } catch (RuntimeException e) {
        throw e.getCause() instanceof Exception cause ? cause : e;
      }
    });
    if (server == null) {
      return 1;
    }
    return serving.serve(List.of(
        "MongoDB STAND-IN (mongo-java-server " + MongoDbStandin.version() + "; not MongoDB) on 127.0.0.1:"
            + server.port() + ", database " + MongoDbStandin.DATABASE + ", " + serving.readyIn(),
        "Differs from MongoDB: " + MongoDbStandin.DIFFERENCES + ".",
        "Upstream's mongodb binding: -p db=site.ycsb.db.MongoDbClient -cp '<ycsb-0.17.0>/mongodb-binding/lib/*'"
            + " (or a name from bin/ycsb bindings)",
        "-p mongodb.url='" + server.url() + "' -p 'ycsb.ext.servers=" + MongoDbStandin.SERVERS_TEXT + "'"),
        server::close);
  }
}
