/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;

/**
 * The file a {@link RunPlan} crosses to the benchmark JVM in: readable by the current user only (0600), so that
 * secrets such as {@code as.password} never appear in a process listing, and deleted once read. Its format is a
 * properties file: {@code plan.*} for the plan's fields, {@code settings.<component>} for each {@link RunSettings}
 * component, and {@code property.<key>} for each property. Reading decodes exactly what was written (no defaults, no
 * checks), and refuses a file that lacks a field. Stateless; thread-safe.
 */
public final class RunPlanFile {
  private static final String PLAN = "plan.";
  private static final String SETTINGS = "settings.";
  private static final String PROPERTY = "property.";

  private RunPlanFile() {
  }

  /** Writes {@code plan} to a new 0600 file in the temporary directory and returns its path. */
  public static Path write(RunPlan plan) throws IOException {
    Properties out = new Properties();
    out.setProperty(PLAN + "phase", plan.phase().label());
    out.setProperty(PLAN + "binding", plan.binding());
    plan.bindingDir().ifPresent(dir -> out.setProperty(PLAN + "bindingDir", dir));
    plan.startAtEpochMs().ifPresent(ms -> out.setProperty(PLAN + "startAtEpochMs", Long.toString(ms)));
    out.setProperty(PLAN + "oneClient", Boolean.toString(plan.oneClient()));
    writeList(out, PLAN + "notice.", plan.notices());
    writeList(out, PLAN + "classpath.", plan.classpath());
    writeList(out, PLAN + "jvmArgs.", plan.jvmArgs());
    plan.settings().ifPresent(settings -> writeSettings(out, settings));
    Properties props = plan.properties();
    for (String key : props.stringPropertyNames()) {
      out.setProperty(PROPERTY + key, props.getProperty(key));
    }
    Path file = Files.createTempFile("ycsb-ext-plan-", ".properties",
        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
    try (OutputStream stream = Files.newOutputStream(file)) {
      out.store(stream, "ycsb-ext run plan; deleted by the benchmark JVM once read");
    }
    return file;
  }

  /**
   * Reads a file {@link #write} wrote.
   *
   * @param delete whether to delete the file once read (also when it cannot be decoded)
   * @throws IOException when the file cannot be read or is not a whole run plan
   */
  public static RunPlan read(Path file, boolean delete) throws IOException {
    Properties in = new Properties();
    try (InputStream stream = Files.newInputStream(file)) {
      in.load(stream);
    } finally {
      if (delete) {
        Files.deleteIfExists(file);
      }
    }
    Properties props = new Properties();
    for (String key : in.stringPropertyNames()) {
      if (key.startsWith(PROPERTY)) {
        props.setProperty(key.substring(PROPERTY.length()), in.getProperty(key));
      }
    }
    String startAt = in.getProperty(PLAN + "startAtEpochMs");
    return new RunPlan(phase(required(in, PLAN + "phase")), required(in, PLAN + "binding"),
        Optional.ofNullable(in.getProperty(PLAN + "bindingDir")), props, readList(in, PLAN + "notice."),
        readList(in, PLAN + "classpath."), readList(in, PLAN + "jvmArgs."),
        startAt == null ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(startAt)),
        Boolean.parseBoolean(required(in, PLAN + "oneClient")), readSettings(in));
  }

  private static void writeList(Properties out, String prefix, List<String> values) {
    for (int i = 0; i < values.size(); i++) {
      out.setProperty(prefix + i, values.get(i));
    }
  }

  private static List<String> readList(Properties in, String prefix) {
    List<String> values = new ArrayList<>();
    for (String value; (value = in.getProperty(prefix + values.size())) != null; ) {
      values.add(value);
    }
    return values;
  }

  private static void writeSettings(Properties out, RunSettings settings) {
    for (RecordComponent component : RunSettings.class.getRecordComponents()) {
      Object value;
      try {
        value = component.getAccessor().invoke(settings);
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
      if (value instanceof Optional<?> optional) {
        optional.ifPresent(present -> out.setProperty(SETTINGS + component.getName(), present.toString()));
      } else {
        out.setProperty(SETTINGS + component.getName(), value.toString());
      }
    }
  }

  /** The settings, or empty when the file has none (a shell's plan). */
  private static Optional<RunSettings> readSettings(Properties in) throws IOException {
    RecordComponent[] components = RunSettings.class.getRecordComponents();
    if (in.getProperty(SETTINGS + components[0].getName()) == null) {
      return Optional.empty();
    }
    Class<?>[] types = new Class<?>[components.length];
    Object[] values = new Object[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      String key = SETTINGS + components[i].getName();
      values[i] = types[i] == Optional.class ? Optional.ofNullable(in.getProperty(key)) : decode(types[i],
          required(in, key));
    }
    try {
      Constructor<RunSettings> canonical = RunSettings.class.getDeclaredConstructor(types);
      return Optional.of(canonical.newInstance(values));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Object decode(Class<?> type, String value) {
    if (type == int.class) {
      return Integer.parseInt(value);
    } else if (type == long.class) {
      return Long.parseLong(value);
    } else if (type == double.class) {
      return Double.parseDouble(value);
    } else if (type == boolean.class) {
      return Boolean.parseBoolean(value);
    } else if (type == String.class) {
      return value;
    }
    throw new IllegalStateException("RunSettings has a component of a type the plan file cannot carry: " + type);
  }

  private static Phase phase(String label) throws IOException {
    try {
      return Phase.fromLabel(label);
    } catch (IllegalArgumentException e) {
      throw new IOException("not a run plan: " + e.getMessage(), e);
    }
  }

  private static String required(Properties in, String key) throws IOException {
    String value = in.getProperty(key);
    if (value == null) {
      throw new IOException("not a whole run plan: " + key + " is missing");
    }
    return value;
  }
}
