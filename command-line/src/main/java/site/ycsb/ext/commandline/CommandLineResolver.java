/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.RunSettings;

/**
 * Turns upstream command-line syntax into a validated {@link RunPlan}. The properties follow upstream's precedence:
 * {@code -P} files in order (later files win), then {@code -threads}/{@code -target}/{@code -s}/{@code -l}/{@code -db},
 * then every {@code -p}, which always wins; the binding table supplies {@code db} unless {@code -p db=} or {@code -db}
 * is given. Legacy class names are translated, and for a load or run {@link RunChecks} gives the typed settings.
 * Stateless apart from the table; thread-safe.
 */
public final class CommandLineResolver {
  /** Property carrying the phase ({@code load}, {@code run}, {@code shell}) to the measurements' metric labels. */
  public static final String PHASE_PROPERTY = RunKeys.PHASE;
  /** Property carrying the binding name to the measurements' metric labels and the manifest. */
  public static final String BINDING_PROPERTY = RunKeys.BINDING;

  private final BindingTable bindings;
  private final Supplier<UserBindings> userBindings;
  private final Path workingDir;
  /** Whether an unset {@code measurementtype} means the periodic one ({@link #measuringPeriodically}). */
  private final boolean periodicByDefault;

  /** A resolver without user bindings. */
  public CommandLineResolver(BindingTable bindings, Path workingDir) {
    this(bindings, UserBindings::none, workingDir);
  }

  /**
   * @param userBindings the user's bindings ({@link UserBindings}), read only when a name is not built in, so that
   *     a broken user file never stops a built-in binding
   */
  public CommandLineResolver(BindingTable bindings, Supplier<UserBindings> userBindings, Path workingDir) {
    this(bindings, userBindings, workingDir, false);
  }

  private CommandLineResolver(BindingTable bindings, Supplier<UserBindings> userBindings, Path workingDir,
      boolean periodicByDefault) {
    this.bindings = bindings;
    this.userBindings = userBindings;
    this.workingDir = workingDir;
    this.periodicByDefault = periodicByDefault;
  }

  /**
   * Resolves and validates one command line.
   *
   * @param phase {@code load}, {@code run} or {@code shell}; sets {@code dotransactions} like upstream's -load/-t
   * @throws BadInputException with a one-line message on any invalid input
   */
  public RunPlan resolve(Phase phase, WorkloadOptions options) {
    return resolve(phase, options, true);
  }

  /**
   * Like {@link #resolve(String, WorkloadOptions)}; {@code perClientLimits=false} skips the checks that counts fit
   * one client, for a fan-out's totals that are split across hosts.
   */
  public RunPlan resolve(Phase phase, WorkloadOptions options, boolean perClientLimits) {
    Properties props = new Properties();
    for (String file : options.propertyFiles) {
      props.putAll(loadFile(file));
    }
    Properties overrides = new Properties();
    if (phase == Phase.LOAD) {
      overrides.setProperty(CoreProperty.DO_TRANSACTIONS.key(), "false");
    } else if (phase == Phase.RUN) {
      overrides.setProperty(CoreProperty.DO_TRANSACTIONS.key(), "true");
    }
    putIfGiven(overrides, CoreProperty.THREAD_COUNT, options.threads);
    putIfGiven(overrides, CoreProperty.TARGET, options.target);
    putIfGiven(overrides, CoreProperty.LABEL, options.label);
    putIfGiven(overrides, CoreProperty.DB, options.dbClass);
    if (options.status) {
      overrides.setProperty(CoreProperty.STATUS.key(), "true");
    }
    for (String pair : options.properties) {
      int eq = pair.indexOf('=');
      if (eq <= 0) {
        throw new BadInputException("Invalid -p '" + pair + "': expected <key>=<value>");
      }
      overrides.setProperty(pair.substring(0, eq).trim(), pair.substring(eq + 1));
    }
    props.putAll(overrides);
    if (periodicByDefault) {
      props.putIfAbsent(CoreProperty.MEASUREMENT_TYPE.key(), RunKeys.PERIODIC_MEASUREMENT_TYPE);
    }

    Optional<BindingTable.Binding> builtIn = bindings.find(options.binding);
    Optional<UserBindings.Binding> user = Optional.empty();
    if (builtIn.isEmpty()) {
      UserBindings users = userBindings.get();
      user = users.find(options.binding);
      if (user.isEmpty() && !props.containsKey(CoreProperty.DB.key())) {
        throw unknownBinding(options.binding, users);
      }
    }
    if (!props.containsKey(CoreProperty.DB.key())) {
      props.setProperty(CoreProperty.DB.key(), builtIn.isPresent() ? builtIn.get().dbClass() : user.get().dbClass());
    }
    Optional<String> bindingDir = builtIn.flatMap(BindingTable.Binding::dir);
    List<String> notices = new ArrayList<>(LegacyNames.translate(props));
    String dbClass = props.getProperty(CoreProperty.DB.key());
    List<String> classpath = new ArrayList<>();
    if (user.isPresent() && user.get().dbClass().equals(dbClass)) {
      classpath.addAll(user.get().classpath());
    }
    classpath.addAll(splitClasspath(options.classpath));
    props.setProperty(PHASE_PROPERTY, phase.label());
    props.setProperty(BINDING_PROPERTY, bindingLabel(options.binding, builtIn, dbClass));
    notices.addAll(PropertySpelling.warnings(props, bindingPrefixes(dbClass, classpath)));
    Optional<RunSettings> settings = phase == Phase.SHELL ? Optional.empty()
        : Optional.of(RunChecks.check(phase, props, perClientLimits));
    return new RunPlan(phase, options.binding, bindingDir, props, notices, classpath,
        splitJvmArgs(options.jvmArgs), OptionalLong.empty(), perClientLimits, settings);
  }

  /**
   * The binding as results name it: the name typed, unless that is a built-in binding run with another class
   * ({@code bin/ycsb run basic -p db=site.ycsb.db.RedisClient}), which is then named by the class's short name.
   */
  static String bindingLabel(String typed, Optional<BindingTable.Binding> builtIn, String dbClass) {
    if (builtIn.isEmpty() || builtIn.get().dbClass().equals(dbClass)) {
      return typed;
    }
    return dbClass.substring(dbClass.lastIndexOf('.') + 1);
  }

  /** Every built-in binding's property prefix, and those of the names an outside binding declares in its jars. */
  private Set<String> bindingPrefixes(String dbClass, List<String> classpath) {
    Set<String> prefixes = new TreeSet<>();
    bindings.names().forEach(name -> bindings.get(name).prefix().ifPresent(prefixes::add));
    OutsidePropertyCheck.declaration(classpath, dbClass).ifPresent(declared -> declared.forEach(name -> {
      int dot = name.indexOf('.');
      if (dot > 0) {
        prefixes.add(name.substring(0, dot + 1));
      }
    }));
    return prefixes;
  }

  private BadInputException unknownBinding(String name, UserBindings users) {
    List<String> userNames = new ArrayList<>();
    users.all().forEach(b -> userNames.add(b.name()));
    return new BadInputException("Unknown binding '" + name + "': expected one of " + String.join(", ",
        bindings.names()) + (userNames.isEmpty() ? "" : ", " + String.join(", ", userNames)) + " (user bindings in "
        + users.file() + "), or any name with -p db=<class> -cp '<jars>'; see bin/ycsb bindings");
  }

  /**
   * Resolves an argument list as it follows {@code load}/{@code run} ({@code <binding> [-P file]... [-p k=v]...}).
   *
   * @throws BadInputException with a one-line message on any invalid input
   */
  public RunPlan resolve(Phase phase, List<String> args, boolean perClientLimits) {
    return resolve(phase, WorkloadOptions.parse(args), perClientLimits);
  }

  /**
   * A resolver for runs that measure with periodic histograms whatever the user gives (fan-out, which merges hosts by
   * window, and load sweeps): an unset {@code measurementtype} becomes
   * {@value RunKeys#PERIODIC_MEASUREMENT_TYPE} before the checks, so {@code periodichistogram.*} properties are
   * taken; an explicit other type is kept (and checked as given).
   */
  public CommandLineResolver measuringPeriodically() {
    return new CommandLineResolver(bindings, userBindings, workingDir, true);
  }

  /** The resolver for the current installation's binding table and the working directory. */
  public static CommandLineResolver forWorkingDirectory() {
    return new CommandLineResolver(BindingTable.load(), UserBindings::load, Paths.get("").toAbsolutePath());
  }

  private Properties loadFile(String file) {
    Path path = workingDir.resolve(file);
    Properties fileProps = new Properties();
    try {
      byte[] bytes = Files.readAllBytes(path);
      PropertyFileCheck.check(file, bytes);
      try (InputStream in = new ByteArrayInputStream(bytes)) {
        fileProps.load(in);
      }
    } catch (NoSuchFileException e) {
      throw new BadInputException("Property file given with -P does not exist: " + file);
    } catch (IOException e) {
      throw new BadInputException("Property file given with -P cannot be read: " + file + " (" + e.getMessage() + ")");
    }
    return fileProps;
  }

  private static void putIfGiven(Properties props, CoreProperty property, String value) {
    if (value != null) {
      props.setProperty(property.key(), value);
    }
  }

  private static List<String> splitClasspath(String classpath) {
    if (classpath == null || classpath.trim().isEmpty()) {
      return Collections.emptyList();
    }
    List<String> entries = new ArrayList<>();
    for (String entry : classpath.split(java.io.File.pathSeparator)) {
      if (!entry.isEmpty()) {
        entries.add(entry);
      }
    }
    return entries;
  }

  private static List<String> splitJvmArgs(String jvmArgs) {
    if (jvmArgs == null || jvmArgs.trim().isEmpty()) {
      return Collections.emptyList();
    }
    return Arrays.asList(jvmArgs.trim().split("\\s+"));
  }
}
