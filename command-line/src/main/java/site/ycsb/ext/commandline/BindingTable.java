/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeSet;
import site.ycsb.ext.contract.BadInputException;

/**
 * The binding table: {@code bin/ycsb <binding>} name to DB class and to the directory holding the binding's
 * jars. Data, not code: it is read from {@code bindings.properties} next to this class. Immutable, thread-safe.
 */
public final class BindingTable {

  /**
   * One row of the table.
   *
   * @param name the name on the command line, e.g. {@code aerospike}
   * @param dbClass the DB class
   * @param dir the directory (relative to the installation) whose {@code lib/} or {@code target/lib/} holds the jars;
   *     empty when the class is on the launcher's own class path
   * @param check the binding's property check class, in its jars ({@link BindingPropertyCheck} runs it)
   * @param prefix the prefix of the binding's own properties, e.g. {@code as.}
   */
  public record Binding(String name, String dbClass, Optional<String> dir, Optional<String> check,
      Optional<String> prefix) {
  }

  private final Properties table;

  private BindingTable(Properties table) {
    this.table = table;
  }

  /** Loads the table shipped in this module. */
  public static BindingTable load() {
    Properties table = new Properties();
    try (InputStream in = BindingTable.class.getResourceAsStream("bindings.properties")) {
      if (in == null) {
        throw new IllegalStateException("bindings.properties is missing from the command-line jar");
      }
      table.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new BindingTable(table);
  }

  /** The sorted binding names, for help and errors. */
  public TreeSet<String> names() {
    TreeSet<String> names = new TreeSet<>();
    for (String key : table.stringPropertyNames()) {
      if (key.endsWith(".class")) {
        names.add(key.substring(0, key.length() - ".class".length()));
      }
    }
    return names;
  }

  /**
   * Looks a binding up by name.
   *
   * @throws BadInputException naming the known bindings when {@code name} is not one of them
   */
  public Binding get(String name) {
    String dbClass = table.getProperty(name + ".class");
    if (dbClass == null) {
      throw new BadInputException("Unknown binding '" + name + "': expected one of " + String.join(", ", names())
          + " (or any name with -p db=<class> and -cp <jars>)");
    }
    return new Binding(name, dbClass, Optional.ofNullable(table.getProperty(name + ".dir")),
        Optional.ofNullable(table.getProperty(name + ".check")), Optional.ofNullable(table.getProperty(name
        + ".prefix")));
  }

  /** Like {@link #get} but never fails: unknown names give an empty result. */
  public Optional<Binding> find(String name) {
    return table.getProperty(name + ".class") == null ? Optional.empty() : Optional.of(get(name));
  }
}
