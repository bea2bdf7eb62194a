/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.RunPlan;

/**
 * Runs a binding's own property check in the first JVM, before anything starts, so that a bad binding property
 * (an invalid value, a misspelled name under the binding's prefix) exits 2 with the binding's one line instead of
 * failing every client thread's {@code init()} with exit 1. The check is the binding's own settings parser, a
 * public static method taking {@link Properties}, named {@code <class>#<method>} by the binding table
 * ({@code <name>.check} in {@code bindings.properties}, which states the contract), and loaded from the binding's
 * jars in a class loader of its own, closed afterwards: the binding needs no class for this project alone.
 * Stateless; thread-safe.
 */
public final class BindingPropertyCheck {
  private BindingPropertyCheck() {
  }

  /**
   * Checks the binding properties of a resolved command line; a DB class other than its built-in binding's is
   * checked by {@link OutsidePropertyCheck}; a built-in binding without a check class is not checked.
   *
   * @return warnings to print, one line each
   * @throws BadInputException with the binding's one-line message
   * @throws IllegalStateException when the installation's check class cannot be loaded (a packaging error)
   */
  public static List<String> check(RunPlan run, Installation installation) {
    BindingTable table = BindingTable.load();
    Optional<BindingTable.Binding> found = table.find(run.binding());
    if (found.isEmpty() || !found.get().dbClass().equals(run.property(CoreProperty.DB.key()))) {
      return OutsidePropertyCheck.check(run, table);
    }
    if (found.get().check().isEmpty() || found.get().dir().isEmpty()) {
      return List.of();
    }
    BindingTable.Binding binding = found.get();
    Properties copy = run.properties();
    try (URLClassLoader jars = new URLClassLoader(jarUrls(installation.bindingLib(binding.dir().get())),
        BindingPropertyCheck.class.getClassLoader())) {
      Method check = load(jars, binding.check().get());
      try {
        check.invoke(null, copy);
      } catch (InvocationTargetException e) {
        if (e.getCause() instanceof IllegalArgumentException) {
          throw new BadInputException(e.getCause().getMessage());
        }
        throw new IllegalStateException("the binding's property check " + binding.check().get() + " failed: "
            + e.getCause(), e.getCause());
      } catch (IllegalAccessException e) {
        throw new IllegalStateException(e);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the jars of binding '" + binding.name() + "'", e);
    }
    return List.of();
  }

  /** @param name {@code <class>#<method>}: a public static method taking {@link Properties} */
  private static Method load(ClassLoader jars, String name) {
    int hash = name.indexOf('#');
    String problem = "it must name a public static method taking java.util.Properties as <class>#<method>";
    if (hash > 0 && hash < name.length() - 1) {
      try {
        Method method = Class.forName(name.substring(0, hash), true, jars).getMethod(name.substring(hash + 1),
            Properties.class);
        if (Modifier.isStatic(method.getModifiers())) {
          return method;
        }
      } catch (ReflectiveOperationException | LinkageError e) {
        problem += ": " + e;
      }
    }
    throw new IllegalStateException("the binding's property check " + name + " cannot be used (" + problem + ")");
  }

  private static URL[] jarUrls(Path lib) throws IOException {
    List<URL> urls = new ArrayList<>();
    try (DirectoryStream<Path> jars = Files.newDirectoryStream(lib, "*.jar")) {
      for (Path jar : jars) {
        urls.add(toUrl(jar));
      }
    }
    return urls.toArray(new URL[0]);
  }

  private static URL toUrl(Path jar) {
    try {
      return jar.toUri().toURL();
    } catch (MalformedURLException e) {
      throw new IllegalStateException(e);
    }
  }
}
