/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeSet;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.ClasspathJar;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.RunPlan;

/**
 * Checks the properties of a binding that is not built in (a DB class from {@code -cp} or the user's bindings), in
 * the first JVM before anything starts, as far as that is sound:
 * <ul>
 *   <li>a binding may declare its property names in its jars, as the keys of a properties resource
 *       {@value #DECLARATION_DIR}{@code <db class>.properties}; a property under one of the declared names' prefixes
 *       (the text up to the first dot, e.g. {@code redis.}) that is not declared is then invalid input (a typo such
 *       as {@code redis.hots}), named with the declared ones;</li>
 *   <li>a property under a built-in binding's prefix ({@code as.}, {@code couchbase.}, {@code basicdb.}) given to
 *       another class gets a warning: the class will not read it.</li>
 * </ul>
 * A binding without a declaration (upstream's, today) has its own properties unchecked: nothing can tell its
 * names from a typo. Stateless; thread-safe.
 */
public final class OutsidePropertyCheck {
  /** Where in a binding's jars its property declaration lies: {@code META-INF/ycsb/<db class>.properties}. */
  public static final String DECLARATION_DIR = "META-INF/ycsb/";

  private OutsidePropertyCheck() {
  }

  /**
   * Checks one resolved plan whose DB class is not its built-in binding's.
   *
   * @return warnings, one line each (the caller prints them)
   * @throws BadInputException for a property under a declared prefix that the binding does not declare
   */
  public static List<String> check(RunPlan run, BindingTable table) {
    String dbClass = run.property(CoreProperty.DB.key());
    Properties props = run.properties();
    List<String> warnings = new ArrayList<>();
    for (String name : table.names()) {
      BindingTable.Binding builtIn = table.get(name);
      if (builtIn.dbClass().equals(dbClass) || builtIn.prefix().isEmpty()) {
        continue;
      }
      TreeSet<String> foreign = new TreeSet<>();
      for (String key : props.stringPropertyNames()) {
        if (key.startsWith(builtIn.prefix().get())) {
          foreign.add(key);
        }
      }
      if (!foreign.isEmpty()) {
        warnings.add("ycsb: warning: " + String.join(", ", foreign) + (foreign.size() == 1 ? " is a property" : " are"
            + " properties") + " of binding " + name + ", which " + dbClass + " does not read");
      }
    }
    declaration(run.classpath(), dbClass).ifPresent(declared -> checkDeclared(props, declared, dbClass));
    return warnings;
  }

  private static void checkDeclared(Properties props, TreeSet<String> declared, String dbClass) {
    TreeSet<String> prefixes = new TreeSet<>();
    for (String name : declared) {
      int dot = name.indexOf('.');
      if (dot > 0) {
        prefixes.add(name.substring(0, dot + 1));
      }
    }
    for (String key : new TreeSet<>(props.stringPropertyNames())) {
      int dot = key.indexOf('.');
      if (dot > 0 && prefixes.contains(key.substring(0, dot + 1)) && !declared.contains(key)) {
        throw new BadInputException("Unknown property '" + key + "' for binding " + dbClass + ": expected one of "
            + String.join(", ", declared) + " (declared in its jar's " + DECLARATION_DIR + dbClass + ".properties)");
      }
    }
  }

  /** The property names the binding declares in its jars, if it does. */
  static Optional<TreeSet<String>> declaration(List<String> classpath, String dbClass) {
    List<URL> urls = new ArrayList<>();
    for (Path file : ClasspathJar.files(classpath)) {
      try {
        urls.add(file.toUri().toURL());
      } catch (MalformedURLException e) {
        throw new IllegalStateException(e);
      }
    }
    if (urls.isEmpty()) {
      return Optional.empty();
    }
    // No parent: only the binding's own jars are searched, never ycsb-ext's.
    try (URLClassLoader jars = new URLClassLoader(urls.toArray(new URL[0]), null)) {
      URL resource = jars.findResource(DECLARATION_DIR + dbClass + ".properties");
      if (resource == null) {
        return Optional.empty();
      }
      Properties declared = new Properties();
      try (InputStream in = resource.openStream()) {
        declared.load(in);
      }
      return Optional.of(new TreeSet<>(declared.stringPropertyNames()));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the property declaration of " + dbClass + " from -cp", e);
    }
  }
}
