/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.OutputStream;
import java.lang.reflect.Constructor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.htrace.core.HTraceConfiguration;
import org.apache.htrace.core.Tracer;
import site.ycsb.DB;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.RunSettings;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * The classes and files a run's settings name, loaded and checked before anything starts: the exporter, the export
 * file, the workload (initialised with the run's properties), the DB class and core's tracer. Each problem is a
 * {@link BadInputException} naming the property, the value and what was expected. Main thread only.
 */
final class RunInputs {
  private static final Pattern NUMBER_FORMAT = Pattern.compile("For input string: \"(.*)\"");

  private final RunPlan plan;
  private final RunSettings settings;
  private final Properties props;

  /** @param props the run's properties, the one object the workload and the DB instances get */
  RunInputs(RunPlan plan, Properties props) {
    this.plan = plan;
    this.settings = plan.runSettings();
    this.props = props;
  }

  /** The exporter class's {@code (OutputStream)} constructor. */
  @SuppressWarnings("unchecked")
  Constructor<? extends MeasurementsExporter> exporterConstructor() {
    String name = settings.exporterClass();
    try {
      Class<?> type = Class.forName(name);
      if (!MeasurementsExporter.class.isAssignableFrom(type)) {
        throw BadInputException.invalidValue("exporter", name, "a class implementing " + MeasurementsExporter.class.getName());
      }
      return ((Class<? extends MeasurementsExporter>) type).getConstructor(OutputStream.class);
    } catch (ClassNotFoundException | LinkageError e) {
      throw BadInputException.invalidValue("exporter", name, "a loadable exporter class, e.g. " + CoreProperty.EXPORTER.defaultValue()
          + " or site.ycsb.measurements.exporter.JSONArrayMeasurementsExporter");
    } catch (NoSuchMethodException e) {
      throw BadInputException.invalidValue("exporter", name, "an exporter with a public (OutputStream) constructor");
    }
  }

  /** Checks that the export file, if any, can be written: a file in an existing, writable directory. */
  void checkExportFile() {
    if (settings.exportFile().isEmpty()) {
      return;
    }
    String exportFile = settings.exportFile().get();
    Path path = Paths.get(exportFile).toAbsolutePath();
    Path dir = path.getParent();
    if (Files.isDirectory(path) || dir == null || !Files.isDirectory(dir) || !Files.isWritable(dir)) {
      throw BadInputException.invalidValue("exportfile", exportFile, "a file in an existing, writable directory");
    }
  }

  /** Checks that the DB class loads and is a {@link DB}; returns its name. */
  String checkDbClass() {
    String dbClass = settings.dbClass();
    try {
      if (!DB.class.isAssignableFrom(Class.forName(dbClass))) {
        throw BadInputException.invalidValue("db", dbClass, "a subclass of site.ycsb.DB");
      }
    } catch (ClassNotFoundException | LinkageError e) {
      throw BadInputException.invalidValue("db", dbClass, "a loadable DB class: check the binding name, -p db and -cp ("
          + RunFailures.describe(e) + ")");
    }
    return dbClass;
  }

  /** The workload, made and initialised with the run's properties. */
  Workload loadWorkload() {
    String name = settings.workloadClass();
    Workload loaded;
    try {
      loaded = (Workload) Class.forName(name).getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | LinkageError | ClassCastException e) {
      throw BadInputException.invalidValue("workload", name, "a loadable subclass of site.ycsb.Workload ("
          + RunFailures.describe(e) + ")");
    }
    try {
      loaded.init(props);
    } catch (NumberFormatException e) {
      throw numberProperty(name, e);
    } catch (WorkloadException | RuntimeException e) {
      throw new BadInputException("Workload " + name + " rejected its properties: " + RunFailures.describe(e));
    }
    return loaded;
  }

  /** Core's tracer for the DB instances, configured by every {@code htrace.*} property (without its prefix). */
  Tracer tracer() {
    Map<String, String> conf = new HashMap<>();
    for (String key : props.stringPropertyNames()) {
      if (key.startsWith(CoreProperty.HTRACE_PREFIX)) {
        conf.put(key.substring(CoreProperty.HTRACE_PREFIX.length()), props.getProperty(key));
      }
    }
    return new Tracer.Builder("YCSB " + plan.phase()).conf(HTraceConfiguration.fromMap(conf)).build();
  }

  /**
   * A workload's bare {@code NumberFormatException} ("For input string: "abc"") as the property it came from: the one
   * property whose value is that input, when exactly one is.
   */
  private BadInputException numberProperty(String workloadName, NumberFormatException e) {
    Matcher m = NUMBER_FORMAT.matcher(String.valueOf(e.getMessage()));
    if (m.find()) {
      String bad = m.group(1);
      List<String> keys = props.stringPropertyNames().stream().filter(k -> props.getProperty(k).trim().equals(bad))
          .sorted().toList();
      if (keys.size() == 1) {
        return BadInputException.invalidValue(keys.get(0), props.getProperty(keys.get(0)), "a number");
      }
    }
    return new BadInputException("Workload " + workloadName + " rejected its properties: " + RunFailures.describe(e));
  }
}
