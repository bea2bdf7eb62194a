/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import site.ycsb.ext.contract.HostStateLine;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunEvent;
import site.ycsb.ext.contract.RunFileException;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.report.ReportInputException;

/**
 * One benchmark run to report on: a label and the hosts whose windows are merged into it. Immutable.
 *
 * @param label the name shown in tables and legends
 * @param hosts one entry per client host (at least one)
 * @param events the run's events ({@code --event}, {@code --event-note}) as recorded, by index: a fan-out run
 *     directory's {@code fanout.json} holds them, else the hosts' manifests
 * @param missingHosts the hosts the run planned ({@code fanout.json}) that left no output here, one line each
 *     ({@code client-8 (exit 93, ...)}); the report names them at its top and marks itself partial
 * @param hostStates each planned host's one state as fan-out said it ({@code fanout.json}), in host order; empty
 *     for a run that fan-out did not record
 */
public record RunSource(String label, List<HostSource> hosts, List<RunEvent> events, List<String> missingHosts,
    List<HostStateLine> hostStates, String notInStep) {

  /** How deep below a run directory host directories are searched. */
  static final int MAX_DEPTH = 6;

  /** What a run directory must hold, for error messages. */
  public static final String EXPECTED = "a manifest.json, or <OP>.hlog / <OP>.json files written by "
      + "measurementtype=hdrhistogram+periodichistogram (or upstream's <OP>.hdr), in it or in a sub-directory "
      + "(one per client host)";

  public RunSource {
    hosts = List.copyOf(hosts);
    events = List.copyOf(events);
    missingHosts = List.copyOf(missingHosts);
    hostStates = List.copyOf(hostStates);
    if (hosts.isEmpty()) {
      throw new IllegalArgumentException("a run needs at least one host");
    }
  }

  /** A run whose hosts were in step, or not judged. */
  public RunSource(String label, List<HostSource> hosts, List<RunEvent> events, List<String> missingHosts,
      List<HostStateLine> hostStates) {
    this(label, hosts, events, missingHosts, hostStates, "");
  }

  /** A run without the hosts' states. */
  public RunSource(String label, List<HostSource> hosts, List<RunEvent> events, List<String> missingHosts) {
    this(label, hosts, events, missingHosts, List.of());
  }

  /** A run with every planned host present. */
  public RunSource(String label, List<HostSource> hosts, List<RunEvent> events) {
    this(label, hosts, events, List.of());
  }

  /** A run whose events are those its hosts' manifests recorded. */
  public RunSource(String label, List<HostSource> hosts) {
    this(label, hosts, RunEvents.fromManifests(hosts));
  }

  /**
   * Finds the hosts of a run: every {@code [prefix]manifest.json} at any depth below {@code path} (a fan-out run
   * directory has one per host) and every other directory holding {@code *.hlog} files (a host that died before
   * writing its manifest) or upstream YCSB's {@code *.hdr} interval logs; without any, every directory holding
   * fork-format {@code *.json} window files. {@code path} may also be an output prefix such as {@code results/a-}.
   *
   * @param label the run's label, or {@code null} to take the manifests' label, else the directory name
   * @throws ReportInputException when nothing usable is found, saying what was expected
   */
  public static RunSource discover(String label, Path path) {
    List<HostSource> hosts = new ArrayList<>();
    if (Files.isDirectory(path)) {
      hosts.addAll(manifestHosts(path));
      // a host killed before it wrote its manifest still has logs: keep it (the report marks it)
      Set<Path> covered = new HashSet<>();
      hosts.forEach(h -> covered.add(h.dir().toAbsolutePath().normalize()));
      for (String extension : List.of(".hlog", ".hdr")) {
        for (HostSource h : plainHosts(path, extension)) {
          if (covered.add(h.dir().toAbsolutePath().normalize())) {
            hosts.add(h);
          }
        }
      }
      if (hosts.isEmpty()) {
        hosts.addAll(plainHosts(path, ".json"));
      }
    } else if (path.getParent() != null && Files.isDirectory(path.getParent())) {
      String prefix = path.getFileName().toString();
      Path manifestFile = path.getParent().resolve(prefix + Manifest.FILE_NAME);
      Manifest manifest = Files.isRegularFile(manifestFile) ? readManifest(manifestFile) : null;
      HostSource host = new HostSource(hostName(manifest, path.getParent(), path.getParent()), path.getParent(),
          prefix, manifest);
      if (!host.operationLogs().isEmpty()) {
        hosts.add(host);
      }
    } else {
      throw new ReportInputException("Run directory '" + path + "' does not exist: expected " + EXPECTED);
    }
    if (hosts.isEmpty()) {
      throw new ReportInputException("No run output in '" + path + "': expected " + EXPECTED);
    }
    uniqueNames(hosts, path);
    String runLabel = label;
    if (runLabel == null || runLabel.isEmpty()) {
      runLabel = hosts.stream().map(HostSource::manifest).filter(m -> m != null && !m.label().isEmpty())
          .map(Manifest::label).findFirst().orElse(null);
    }
    if (runLabel == null) {
      Path name = path.toAbsolutePath().normalize().getFileName();
      runLabel = name == null ? path.toString() : name.toString();
    }
    List<RunEvent> events = Files.isDirectory(path) ? RunEvents.fromFanoutRecord(path).orElse(null) : null;
    List<String> missing = new ArrayList<>();
    if (Files.isDirectory(path)) {
      Set<String> found = new HashSet<>();
      hosts.forEach(h -> {
        found.add(h.name());
        found.add(h.dir().getFileName() == null ? "" : h.dir().getFileName().toString());
      });
      RunEvents.plannedHosts(path).orElse(Map.of()).forEach((planned, said) -> {
        if (!found.contains(planned)) {
          missing.add(planned + said);
        }
      });
    }
    return new RunSource(runLabel, hosts, events == null ? RunEvents.fromManifests(hosts) : events, missing,
        Files.isDirectory(path) ? RunEvents.hostStates(path) : List.of(),
        Files.isDirectory(path) ? RunEvents.notInStep(path) : "");
  }

  private static List<HostSource> manifestHosts(Path root) {
    List<HostSource> hosts = new ArrayList<>();
    for (Path file : walk(root)) {
      String name = file.getFileName().toString();
      if (name.endsWith(Manifest.FILE_NAME)) {
        String prefix = name.substring(0, name.length() - Manifest.FILE_NAME.length());
        Manifest manifest = readManifest(file);
        hosts.add(new HostSource(hostName(manifest, file.getParent(), root), file.getParent(), prefix, manifest));
      }
    }
    return hosts;
  }

  private static List<HostSource> plainHosts(Path root, String extension) {
    Set<Path> dirs = new HashSet<>();
    List<HostSource> hosts = new ArrayList<>();
    for (Path file : walk(root)) {
      if (file.getFileName().toString().endsWith(extension) && dirs.add(file.getParent())) {
        HostSource host = new HostSource(hostName(null, file.getParent(), root), file.getParent(), "", null);
        if (!host.operationLogs().isEmpty()) {
          hosts.add(host);
        }
      }
    }
    return hosts;
  }

  private static List<Path> walk(Path root) {
    try (Stream<Path> files = Files.walk(root, MAX_DEPTH)) {
      return files.filter(Files::isRegularFile).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot list '" + root + "'", e);
    }
  }

  private static String hostName(Manifest manifest, Path dir, Path root) {
    if (manifest != null && !manifest.host().isEmpty()) {
      return manifest.host();
    }
    Path relative = root.toAbsolutePath().normalize().relativize(dir.toAbsolutePath().normalize());
    if (relative.toString().isEmpty()) {
      Path name = dir.toAbsolutePath().normalize().getFileName();
      return name == null ? dir.toString() : name.toString();
    }
    return relative.toString();
  }

  /** Hosts sharing a name (two runs on one machine) are told apart by their directories. */
  private static void uniqueNames(List<HostSource> hosts, Path root) {
    Set<String> seen = new HashSet<>();
    Set<String> duplicated = new HashSet<>();
    for (HostSource h : hosts) {
      if (!seen.add(h.name())) {
        duplicated.add(h.name());
      }
    }
    if (duplicated.isEmpty()) {
      return;
    }
    for (int i = 0; i < hosts.size(); i++) {
      HostSource h = hosts.get(i);
      if (duplicated.contains(h.name())) {
        String where = hostName(null, h.dir(), root) + (h.prefix().isEmpty() ? "" : "/" + h.prefix());
        hosts.set(i, new HostSource(h.name() + " (" + where + ")", h.dir(), h.prefix(), h.manifest()));
      }
    }
  }

  /** The manifest at {@code file}, its problems reported as the report's input problems (exit 1, one line). */
  public static Manifest readManifest(Path file) {
    try {
      return Manifest.read(file);
    } catch (RunFileException e) {
      throw new ReportInputException(e.getMessage(), e);
    }
  }

  /**
   * The warm-up of a load step, recorded by the step runner in its hosts' manifests
   * ({@value RunKeys#STEP_WARMUP_MS}); the longest of its hosts', zero when none recorded one.
   */
  public Duration stepWarmup() {
    long ms = 0;
    for (HostSource host : hosts) {
      ms = Math.max(ms, host.millisecondsProperty(RunKeys.STEP_WARMUP_MS, 0));
    }
    return Duration.ofMillis(ms);
  }
}
