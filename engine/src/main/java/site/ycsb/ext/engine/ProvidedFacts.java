/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.CoreProperty;

/**
 * Asks the binding's facts provider, before any DB instance is initialised, what the servers are and which settings
 * are in effect, and sets its answer on the run's properties, where the bindings' own facts went before and where
 * {@link BindingFacts} sorts them into the manifest ({@code db.server.*}, {@code db.setting.*},
 * {@code <binding>.warning.*}). The provider is this project's code in the binding's jar, kept out of the binding
 * class so that the binding stays an adapter: the resource {@value #RESOURCE_PREFIX}{@code <db class>}{@value
 * #RESOURCE_SUFFIX} names it as {@code provider=<class>#<method>}, a public static method taking {@link Properties}
 * (a copy of the run's) and returning a {@code Map<String, String>} of entries to set. It throws an
 * {@link IllegalArgumentException} whose message is one line when the binding's settings cannot work against these
 * servers: the run ends with exit 2 before any client thread starts. The resource may also name
 * {@code after=<class>#<method>}, the same kind of method, asked once the client threads ended (e.g. failure totals
 * the binding counted); its answer is set the same way. A DB class without the resource has no provider. Hooks:
 * {@link #prepare}, {@link #runEnded}. Main thread only.
 */
final class ProvidedFacts implements RunFeature {
  static final String RESOURCE_PREFIX = "META-INF/ycsb/";
  static final String RESOURCE_SUFFIX = ".facts.properties";
  static final String PROVIDER_KEY = "provider";
  static final String AFTER_KEY = "after";

  private Properties props;
  private ClassLoader loader;
  private Optional<String> after = Optional.empty();

  @Override
  public void prepare(RunContext run) {
    props = run.props();
    loader = Optional.ofNullable(Thread.currentThread().getContextClassLoader())
        .orElse(ProvidedFacts.class.getClassLoader());
    String dbClass = props.getProperty(CoreProperty.DB.key(), CoreProperty.DB.defaultValue());
    Optional<String> provider = provider(loader, dbClass, PROVIDER_KEY);
    if (provider.isPresent()) {
      after = provider(loader, dbClass, AFTER_KEY);
      askInto(provider.get());
    }
  }

  @Override
  public void runEnded() {
    if (after.isPresent()) {
      askInto(after.get());
    }
  }

  private void askInto(String name) {
    Properties copy = new Properties();
    copy.putAll(props);
    props.putAll(ask(load(loader, name), name, copy));
  }

  /**
   * The method the DB class's resource names under {@code key}, if it has the resource; a resource without
   * {@value #PROVIDER_KEY} is refused.
   */
  static Optional<String> provider(ClassLoader loader, String dbClass, String key) {
    try (InputStream in = loader.getResourceAsStream(RESOURCE_PREFIX + dbClass + RESOURCE_SUFFIX)) {
      if (in == null) {
        return Optional.empty();
      }
      Properties resource = new Properties();
      resource.load(in);
      if (resource.getProperty(PROVIDER_KEY, "").trim().isEmpty()) {
        throw new IllegalStateException(RESOURCE_PREFIX + dbClass + RESOURCE_SUFFIX + " has no " + PROVIDER_KEY);
      }
      String name = resource.getProperty(key, "").trim();
      return name.isEmpty() ? Optional.empty() : Optional.of(name);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the facts provider of " + dbClass, e);
    }
  }

  private static Map<?, ?> ask(Method method, String name, Properties copy) {
    try {
      Object answer = method.invoke(null, copy);
      if (!(answer instanceof Map)) {
        throw new IllegalStateException("the facts provider " + name + " returned " + answer + ", not a Map");
      }
      return (Map<?, ?>) answer;
    } catch (InvocationTargetException e) {
      if (e.getCause() instanceof IllegalArgumentException) {
        throw new BadInputException(e.getCause().getMessage());
      }
      throw new IllegalStateException("the facts provider " + name + " failed: " + e.getCause(), e.getCause());
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  /** @param name {@code <class>#<method>}: a public static method taking {@link Properties} */
  private static Method load(ClassLoader loader, String name) {
    int hash = name.indexOf('#');
    String problem = "it must name a public static method taking java.util.Properties as <class>#<method>";
    if (hash > 0 && hash < name.length() - 1) {
      try {
        Method method = Class.forName(name.substring(0, hash), true, loader).getMethod(name.substring(hash + 1),
            Properties.class);
        if (Modifier.isStatic(method.getModifiers())) {
          return method;
        }
      } catch (ReflectiveOperationException | LinkageError e) {
        problem += ": " + e;
      }
    }
    throw new IllegalStateException("the facts provider " + name + " cannot be used (" + problem + ")");
  }
}
