/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import site.ycsb.ext.commandline.BindingTable;
import site.ycsb.ext.commandline.Installation;
import site.ycsb.ext.commandline.UserBindings;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.ClasspathJar;
import site.ycsb.ext.fanout.table.TextTable;

/**
 * {@code bin/ycsb bindings}: lists the built-in bindings and the user's ({@link UserBindings}); {@code bindings add}
 * adds a user binding. One instance per invocation.
 */
@Command(name = "bindings", mixinStandardHelpOptions = true, sortOptions = false,
    header = "List the bindings (built-in and your own); 'bindings add' adds one, e.g. an upstream binding.",
    description = {"Your bindings are lines <name>=<db class>|<class path> in the bindings file: $"
        + UserBindings.FILE_ENV + " when set, else ~/.ycsb-ext/bindings.properties."},
    subcommands = BindingsCommand.Add.class,
    footer = {"", "Example: bin/ycsb bindings add redis site.ycsb.db.RedisClient '/opt/ycsb-redis/lib/*'",
        "         bin/ycsb run redis -P workloads/workloada -p redis.host=127.0.0.1",
        "Exit codes: 0 listed or added, 2 invalid input (a bad line of the bindings file is named)."})
final class BindingsCommand implements Callable<Integer> {

  @Option(names = "--file", paramLabel = "<file>",
      description = "The bindings file to read or add to (default: $" + UserBindings.FILE_ENV
          + ", else ~/.ycsb-ext/bindings.properties).")
  Path file;

  @Spec
  CommandSpec spec;

  Path file() {
    return file == null ? UserBindings.defaultFile() : file.toAbsolutePath();
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    BindingTable builtIn = BindingTable.load();
    Installation installation = Installation.current();
    TextTable table = new TextTable("binding", "DB class", "jars");
    for (String name : builtIn.names()) {
      BindingTable.Binding b = builtIn.get(name);
      table.row(name, b.dbClass(), b.dir().map(dir -> jars(installation, dir)).orElse("the engine's own lib"));
    }
    UserBindings users = UserBindings.read(file(), builtIn);
    for (UserBindings.Binding b : users.all()) {
      table.row(b.name(), b.dbClass(), String.join(":", b.classpath()) + jarCount(b));
    }
    out.print(table.render());
    out.println(users.all().isEmpty() ? "No bindings of your own in " + users.file() + "; add one with: bin/ycsb"
        + " bindings add <name> <db class> '<jars>' (docs/bindings/upstream-bindings.md)"
        : "Your bindings are read from " + users.file() + ".");
    out.println("Any other binding: bin/ycsb run <name> -p db=<db class> -cp '<binding jar>:<its dependencies>/*'");
    out.flush();
    return 0;
  }

  private static String jars(Installation installation, String dir) {
    try {
      return installation.bindingLib(dir).toString();
    } catch (BadInputException e) {
      return "(not built: " + dir + ")";
    }
  }

  private static String jarCount(UserBindings.Binding b) {
    int n = ClasspathJar.files(b.classpath()).size();
    return n == 0 ? "  (no jar found there now)" : "  (" + n + (n == 1 ? " file)" : " files)");
  }

  /** {@code bindings add <name> <db class> <class path>}. */
  @Command(name = "add", mixinStandardHelpOptions = true,
      header = "Add a binding of your own: a line <name>=<db class>|<class path> in the bindings file.",
      footer = {"", "Example: bin/ycsb bindings add redis site.ycsb.db.RedisClient '/opt/ycsb-redis/lib/*'",
          "Relative class path entries are made absolute against the working directory."})
  static final class Add implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<name>", description = "The name for bin/ycsb load|run|shell <name>.")
    String name;

    @Parameters(index = "1", paramLabel = "<db class>", description = "The binding's DB class, e.g. "
        + "site.ycsb.db.RedisClient.")
    String dbClass;

    @Parameters(index = "2", paramLabel = "<class path>", description = "The binding's jar and all its dependencies,"
        + " ':'-separated; 'dir/*' (quoted) is every jar in dir.")
    String classpath;

    @picocli.CommandLine.ParentCommand
    BindingsCommand parent;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
      BindingTable builtIn = BindingTable.load();
      UserBindings users = UserBindings.read(parent.file(), builtIn);
      UserBindings.Binding added;
      try {
        added = users.add(name, dbClass, classpath, Paths.get("").toAbsolutePath(), builtIn);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write the bindings file " + users.file(), e);
      }
      PrintWriter out = spec.commandLine().getOut();
      int files = ClasspathJar.files(added.classpath()).size();
      out.println("Added binding '" + added.name() + "' (" + added.dbClass() + ", " + files
          + (files == 1 ? " file" : " files") + " on its class path) to " + users.file());
      out.println("Run it: bin/ycsb run " + added.name() + " -P workloads/workloada -p <its properties>");
      out.flush();
      return 0;
    }
  }
}
