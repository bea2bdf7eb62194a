/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The run manifest, {@code <periodichistogram.output.path>manifest.json}, format {@code ycsb-ext-manifest/1}: the one
 * codec of that file. The engine builds and {@link #write}s it; fan-out, the report and the tests {@link #read} it
 * and {@link #verifyFiles check} the files it lists. Times are epoch milliseconds. Immutable; secret property values
 * are masked when the manifest is built, so a {@code Manifest} never holds them.
 *
 * @param phase the phase, {@link Phase#LOAD} or {@link Phase#RUN}
 * @param binding the binding name, e.g. {@code aerospike}
 * @param dbClass the DB class
 * @param clientVersion the ycsb-ext version that ran it
 * @param host the client host that wrote it
 * @param label the user's label for the run, may be empty
 * @param startEpochMs run start: the first window of every operation starts no earlier
 * @param startAtEpochMs the common start instant the run was asked to start at ({@code --start-at}, which fan-out
 *     gives every host); 0 when none was given. {@code startEpochMs - startAtEpochMs} is how late this host started
 * @param endEpochMs run end: the last window of every operation ends no later
 * @param windowMs periodic window length, milliseconds; 0 when the run wrote no windows
 * @param exitCode the benchmark's exit code
 * @param outcome how the run ended
 * @param reason why the run did not complete, one line; empty when it did
 * @param operations operations the client counted (successful and failed)
 * @param throughputOpsPerSec operations divided by the run's length, as core's {@code [OVERALL], Throughput} line
 * @param failures failed operations by status name (e.g. {@code ERROR}), whole run
 * @param warnings warnings recorded by the run
 * @param properties the run's properties, secret values masked, sorted by name
 * @param summary the run's exported metrics, in export order
 * @param files the files the run wrote, with their size and SHA-256, in name order
 * @param client what the client host and build were ({@code cpuModel}, {@code logicalCores}, {@code memoryBytes},
 *     {@code os}, {@code jdk}, {@code gc}, {@code heapMaxBytes}, {@code jvmArgs}, {@code libraries}, ...), sorted
 * @param server what the binding learnt of the servers at init ({@code edition}, {@code version}, {@code nodes},
 *     {@code replicationFactor}, ...; {@code standin=true} for a stand-in), sorted; empty when it said nothing
 * @param settings the binding's policies in effect after defaults (timeouts, retries, durability, read mode,
 *     update mode, ...), sorted; empty when it said nothing
 * @param clientClasspath the files of {@code -cp} (a user binding's class path included), wildcards expanded, in
 *     class-path order, each with its version and SHA-256 ({@link ClasspathJar}); empty without {@code -cp}
 * @param events the run's events ({@code --event}, {@code --event-note}) as they happened, by index; empty when none
 * @param backoffs how many times a client thread backed off after a failed operation (the engine's backoff policy)
 * @param backoffMs the client threads' time spent backing off, summed over threads, milliseconds
 */
public record Manifest(Phase phase, String binding, String dbClass, String clientVersion, String host, String label,
    long startEpochMs, long startAtEpochMs, long endEpochMs, long windowMs, int exitCode, Outcome outcome,
    String reason, long operations, double throughputOpsPerSec, Map<String, Long> failures, List<String> warnings, Map<String, String> properties,
    List<Metric> summary, List<FileEntry> files, Map<String, String> client, Map<String, String> server,
    Map<String, String> settings, List<ClasspathJar> clientClasspath,
    List<RunEvent> events, long backoffs, long backoffMs) {

  /** The format this codec writes; it reads every {@code ycsb-ext-manifest/1.x}. */
  public static final String FORMAT = "ycsb-ext-manifest/1";
  /** The file name a run writes after its output prefix. */
  public static final String FILE_NAME = RunKeys.MANIFEST_FILE_NAME;

  private static final String FORMAT_NAME = "ycsb-ext-manifest/";

  public Manifest {
    failures = Map.copyOf(new TreeMap<>(failures));
    warnings = List.copyOf(warnings);
    properties = Collections.unmodifiableMap(new TreeMap<>(properties));
    summary = List.copyOf(summary);
    files = List.copyOf(files);
    client = Collections.unmodifiableMap(new TreeMap<>(client));
    server = Collections.unmodifiableMap(new TreeMap<>(server));
    settings = Collections.unmodifiableMap(new TreeMap<>(settings));
    clientClasspath = List.copyOf(clientClasspath);
    events = List.copyOf(events);
  }

  /**
   * One exported metric line, e.g. {@code READ / Return=OK / 61234}.
   *
   * @param metric the operation or {@code OVERALL}
   * @param measurement e.g. {@code Return=OK} or {@code Operations}
   * @param value the number
   */
  public record Metric(String metric, String measurement, double value) {
  }

  /**
   * One file the run wrote.
   *
   * @param name its name, in the manifest's directory
   * @param bytes its size
   * @param sha256 its SHA-256, lower-case hex
   */
  public record FileEntry(String name, long bytes, String sha256) {

    /** The entry of an existing file, measured now. */
    public static FileEntry of(Path file) throws IOException {
      return new FileEntry(file.getFileName().toString(), Files.size(file), Manifest.sha256(file));
    }
  }

  /** The SHA-256 of a file, lower-case hex. */
  public static String sha256(Path file) throws IOException {
    MessageDigest digest;
    try {
      digest = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
    byte[] buffer = new byte[64 * 1024];
    try (InputStream in = Files.newInputStream(file)) {
      int n;
      while ((n = in.read(buffer)) > 0) {
        digest.update(buffer, 0, n);
      }
    }
    StringBuilder hex = new StringBuilder(64);
    for (byte b : digest.digest()) {
      hex.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
    }
    return hex.toString();
  }

  /** The summary value of one metric line, or {@code NaN} when the run exported none. */
  public double summaryValue(String metric, String measurement) {
    for (Metric m : summary) {
      if (m.metric().equals(metric) && m.measurement().equals(measurement)) {
        return m.value();
      }
    }
    return Double.NaN;
  }

  /**
   * Writes the manifest atomically (a {@code .partial} file moved into place).
   *
   * @param file where, usually {@code <prefix>manifest.json}
   */
  public void write(Path file) throws IOException {
    Path dir = file.toAbsolutePath().getParent();
    Files.createDirectories(dir);
    Path partial = dir.resolve(file.getFileName() + ".partial");
    try (Writer out = Files.newBufferedWriter(partial, StandardCharsets.UTF_8)) {
      out.write(toJson());
    }
    Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /** The manifest as JSON text, one entry per line. */
  public String toJson() {
    StringBuilder json = new StringBuilder(4096).append("{\n");
    text(json, "format", FORMAT);
    text(json, "phase", phase.label());
    text(json, "binding", binding);
    text(json, "dbClass", dbClass);
    text(json, "clientVersion", clientVersion);
    text(json, "host", host);
    text(json, "label", label);
    number(json, "startEpochMs", startEpochMs);
    number(json, "startAtEpochMs", startAtEpochMs);
    number(json, "endEpochMs", endEpochMs);
    number(json, "windowMs", windowMs);
    number(json, "exitCode", exitCode);
    text(json, "outcome", outcome.label());
    text(json, "reason", reason);
    number(json, "operations", operations);
    number(json, "throughputOpsPerSec", throughputOpsPerSec);
    json.append("  \"failures\": {");
    String sep = "";
    for (Map.Entry<String, Long> e : failures.entrySet()) {
      json.append(sep).append(Json.quote(e.getKey())).append(": ").append(e.getValue());
      sep = ", ";
    }
    json.append("},\n  \"warnings\": [");
    sep = "";
    for (String w : warnings) {
      json.append(sep).append(Json.quote(w));
      sep = ", ";
    }
    json.append("],\n  \"properties\": {");
    sep = "\n    ";
    for (Map.Entry<String, String> e : properties.entrySet()) {
      json.append(sep).append(Json.quote(e.getKey())).append(": ").append(Json.quote(e.getValue()));
      sep = ",\n    ";
    }
    json.append("\n  },\n  \"summary\": [");
    sep = "\n    ";
    for (Metric m : summary) {
      json.append(sep).append("{\"metric\": ").append(Json.quote(m.metric())).append(", \"measurement\": ")
          .append(Json.quote(m.measurement())).append(", \"value\": ").append(Json.number(m.value())).append('}');
      sep = ",\n    ";
    }
    json.append("\n  ],\n");
    map(json, "client", client);
    map(json, "server", server);
    map(json, "settings", settings);
    // Outside bindings: which jars ran, by version and SHA-256.
    json.append("  \"clientClasspath\": [");
    sep = "\n    ";
    for (ClasspathJar jar : clientClasspath) {
      json.append(sep).append("{\"path\": ").append(Json.quote(jar.path())).append(", \"version\": ")
          .append(Json.quote(jar.version())).append(", \"sha256\": ").append(Json.quote(jar.sha256())).append('}');
      sep = ",\n    ";
    }
    json.append(clientClasspath.isEmpty() ? "],\n" : "\n  ],\n");
    json.append("  \"events\": ").append(RunEvent.toJsonArray(events)).append(",\n");
    number(json, "backoffs", backoffs);
    number(json, "backoffMs", backoffMs);
    json.append("  \"files\": [");
    sep = "\n    ";
    for (FileEntry f : files) {
      json.append(sep).append("{\"name\": ").append(Json.quote(f.name())).append(", \"bytes\": ").append(f.bytes())
          .append(", \"sha256\": ").append(Json.quote(f.sha256())).append('}');
      sep = ",\n    ";
    }
    return json.append("\n  ]\n}\n").toString();
  }

  private static void map(StringBuilder json, String name, Map<String, String> values) {
    json.append("  ").append(Json.quote(name)).append(": {");
    String sep = "\n    ";
    for (Map.Entry<String, String> e : values.entrySet()) {
      json.append(sep).append(Json.quote(e.getKey())).append(": ").append(Json.quote(e.getValue()));
      sep = ",\n    ";
    }
    json.append(values.isEmpty() ? "},\n" : "\n  },\n");
  }

  private static Map<String, String> map(Map<String, Object> json, String key) {
    Map<String, String> values = new TreeMap<>();
    if (json.get(key) instanceof Map<?, ?> m) {
      m.forEach((k, v) -> values.put(String.valueOf(k), String.valueOf(v)));
    }
    return values;
  }

  private static void text(StringBuilder json, String name, String value) {
    json.append("  ").append(Json.quote(name)).append(": ").append(Json.quote(value)).append(",\n");
  }

  private static void number(StringBuilder json, String name, double value) {
    json.append("  ").append(Json.quote(name)).append(": ").append(Json.number(value)).append(",\n");
  }

  /**
   * Reads a manifest file.
   *
   * @throws RunFileException naming the file when it cannot be read, is not JSON, is not a manifest, has another
   *     major format version, or lacks a required field ({@code phase}, {@code startEpochMs}, {@code endEpochMs},
   *     {@code exitCode}, {@code outcome})
   */
  public static Manifest read(Path file) {
    Map<String, Object> json;
    try {
      json = Json.parseObject(Files.readString(file, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new RunFileException("Cannot read manifest '" + file + "': " + e.getMessage(), e);
    } catch (IllegalArgumentException e) {
      throw new RunFileException("Corrupt manifest '" + file + "': " + e.getMessage(), e);
    }
    Object format = json.get("format");
    if (!(format instanceof String f) || !f.startsWith(FORMAT_NAME)) {
      throw new RunFileException("'" + file + "' is not a run manifest: its \"format\" is " + format
          + ", expected " + FORMAT);
    }
    String version = f.substring(FORMAT_NAME.length());
    if (!version.equals("1") && !version.startsWith("1.")) {
      throw new RunFileException("Manifest '" + file + "' has format " + f + "; this version of ycsb-ext reads "
          + FORMAT + " only");
    }
    for (String required : List.of("phase", "startEpochMs", "endEpochMs", "exitCode", "outcome")) {
      if (!json.containsKey(required)) {
        throw new RunFileException("Corrupt manifest '" + file + "': no \"" + required + "\"");
      }
    }
    Map<String, Long> failures = new LinkedHashMap<>();
    if (json.get("failures") instanceof Map<?, ?> map) {
      map.forEach((k, v) -> failures.put(String.valueOf(k), v instanceof Double d ? Math.round(d) : 0L));
    }
    List<String> warnings = new ArrayList<>();
    if (json.get("warnings") instanceof List<?> list) {
      list.forEach(w -> warnings.add(String.valueOf(w)));
    }
    Map<String, String> properties = new LinkedHashMap<>();
    if (json.get("properties") instanceof Map<?, ?> map) {
      map.forEach((k, v) -> properties.put(String.valueOf(k), String.valueOf(v)));
    }
    List<Metric> summary = new ArrayList<>();
    if (json.get("summary") instanceof List<?> list) {
      for (Object entry : list) {
        if (entry instanceof Map<?, ?> m && m.get("value") instanceof Double value) {
          summary.add(new Metric(String.valueOf(m.get("metric")), String.valueOf(m.get("measurement")), value));
        }
      }
    }
    List<FileEntry> files = new ArrayList<>();
    if (json.get("files") instanceof List<?> list) {
      for (Object entry : list) {
        if (entry instanceof Map<?, ?> m && m.get("bytes") instanceof Double bytes) {
          files.add(new FileEntry(String.valueOf(m.get("name")), Math.round(bytes), String.valueOf(m.get("sha256"))));
        }
      }
    }
    List<ClasspathJar> clientClasspath = new ArrayList<>();
    if (json.get("clientClasspath") instanceof List<?> list) {
      for (Object entry : list) {
        if (entry instanceof Map<?, ?> m) {
          clientClasspath.add(new ClasspathJar(String.valueOf(m.get("path")), String.valueOf(m.get("version")),
              String.valueOf(m.get("sha256"))));
        }
      }
    }
    return new Manifest(phase(file, text(json, "phase")), text(json, "binding"), text(json, "dbClass"),
        text(json, "clientVersion"), text(json, "host"),
        text(json, "label"), (long) num(json, "startEpochMs"),
        json.containsKey("startAtEpochMs") ? (long) num(json, "startAtEpochMs") : 0, (long) num(json, "endEpochMs"),
        (long) num(json, "windowMs"), (int) num(json, "exitCode"), outcome(file, text(json, "outcome")), text(json, "reason"),
        (long) num(json, "operations"), num(json, "throughputOpsPerSec"), failures, warnings, properties, summary,
        files, map(json, "client"), map(json, "server"), map(json, "settings"), clientClasspath,
        events(file, json),
        (long) num(json, "backoffs"), (long) num(json, "backoffMs"));
  }

  private static List<RunEvent> events(Path file, Map<String, Object> json) {
    try {
      return RunEvent.fromJson(json.get("events"));
    } catch (IllegalArgumentException e) {
      throw new RunFileException("Corrupt manifest '" + file + "': " + e.getMessage(), e);
    }
  }

  private static Phase phase(Path file, String label) {
    try {
      return Phase.fromLabel(label);
    } catch (IllegalArgumentException e) {
      throw new RunFileException("Corrupt manifest '" + file + "': " + e.getMessage());
    }
  }

  private static Outcome outcome(Path file, String label) {
    try {
      return Outcome.fromLabel(label);
    } catch (IllegalArgumentException e) {
      throw new RunFileException("Corrupt manifest '" + file + "': " + e.getMessage());
    }
  }

  private static String text(Map<String, Object> json, String key) {
    Object v = json.get(key);
    return v == null ? "" : String.valueOf(v);
  }

  private static double num(Map<String, Object> json, String key) {
    return json.get(key) instanceof Double d ? d : 0;
  }

  /**
   * Checks the files this manifest lists, in {@code dir}: each must exist with its listed size and SHA-256.
   *
   * @param dir the manifest's directory
   * @return one line per file that is missing, shortened, grown or changed; empty when every file matches
   */
  public List<String> verifyFiles(Path dir) {
    List<String> problems = new ArrayList<>();
    Path base = dir.toAbsolutePath().normalize();
    for (FileEntry entry : files) {
      Path file = base.resolve(entry.name()).normalize();
      if (!base.equals(file.getParent()) || !Files.isRegularFile(file)) {
        problems.add(entry.name() + " is listed in the manifest but missing");
        continue;
      }
      try {
        long size = Files.size(file);
        if (size != entry.bytes()) {
          problems.add(entry.name() + " has " + size + " bytes, the manifest lists " + entry.bytes()
              + (size < entry.bytes() ? " (truncated?)" : ""));
        } else if (!sha256(file).equals(entry.sha256())) {
          problems.add(entry.name() + " has another SHA-256 than the manifest lists (changed since the run)");
        }
      } catch (IOException e) {
        problems.add(entry.name() + " cannot be read: " + e.getMessage());
      }
    }
    return problems;
  }

  /**
   * Builds a manifest; used by the engine, which fills it as the run goes. Not thread-safe.
   */
  public static final class Builder {
    public Phase phase = Phase.RUN;
    public String binding = "";
    public String dbClass = "";
    public String clientVersion = "";
    public String host = "";
    public String label = "";
    public long startEpochMs;
    public long startAtEpochMs;
    public long endEpochMs;
    public long windowMs;
    public int exitCode;
    public Outcome outcome = Outcome.FAILED;
    public String reason = "";
    public long operations;
    public double throughputOpsPerSec;
    public final Map<String, Long> failures = new TreeMap<>();
    public final List<String> warnings = new ArrayList<>();
    public final List<Metric> summary = new ArrayList<>();
    private final Map<String, String> properties = new TreeMap<>();
    private final List<FileEntry> files = new ArrayList<>();
    /** What the client host and build were; see {@link Manifest#client}. */
    public final Map<String, String> client = new TreeMap<>();
    /** What the binding learnt of the servers; see {@link Manifest#server}. */
    public final Map<String, String> server = new TreeMap<>();
    /** The binding's policies in effect; see {@link Manifest#settings}. */
    public final Map<String, String> settings = new TreeMap<>();
    /** The files of {@code -cp}; see {@link Manifest#clientClasspath}. */
    public final List<ClasspathJar> clientClasspath = new ArrayList<>();
    /** The run's events as they happened; see {@link Manifest#events}. */
    public final List<RunEvent> events = new ArrayList<>();
    /** Client backoffs and their time; see {@link Manifest#backoffs}. */
    public long backoffs;
    public long backoffMs;

    /** Records the run's properties, secret values masked. */
    public Builder properties(Properties props) {
      SecretNames secrets = SecretNames.of(props);
      for (String key : props.stringPropertyNames()) {
        properties.put(key, secrets.shown(key, props.getProperty(key)));
      }
      return this;
    }

    /** Records the files the run wrote, measuring their size and SHA-256 now. */
    public Builder files(List<Path> written) throws IOException {
      for (Path file : written) {
        files.add(FileEntry.of(file));
      }
      files.sort(Comparator.comparing(FileEntry::name));
      return this;
    }

    public Manifest build() {
      return new Manifest(phase, binding, dbClass, clientVersion, host, label, startEpochMs, startAtEpochMs,
          endEpochMs, windowMs, exitCode, outcome, reason, operations, throughputOpsPerSec, failures, warnings,
          properties, summary, files, client, server, settings, clientClasspath, events, backoffs, backoffMs);
    }
  }
}
