/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import site.ycsb.ext.contract.HostStateLine;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunFileException;
import site.ycsb.ext.fanout.collect.HostState;
import site.ycsb.ext.fanout.collect.RunRecord;

/**
 * Gives every host of a finished (or refused) fan-out its one {@link HostState}, from its entry and its collected
 * manifest, into the record and, as a {@link HostStateLine}, into {@value HostStateLine#FILE_NAME} beside the host's
 * collected manifest; then says each once on the console. Used by {@code fanout run} and {@code fanout collect}
 * before the merge (which shows the same lines in the report) and the record is written, on their thread. Stateless.
 */
final class HostStates {
  private HostStates() {
  }

  /**
   * Fills each host's state in {@code record}, writes it into each collected host directory and prints one line per
   * host under {@code Host states:}.
   *
   * @throws UncheckedIOException when a host directory's state file cannot be written
   */
  static void assign(RunRecord.Builder record, Path runDir, PrintWriter out) {
    List<Manifest> manifests = new ArrayList<>();
    long runEnd = 0;
    for (RunRecord.HostBuilder h : record.hosts) {
      Manifest m = manifest(runDir.resolve(h.label));
      manifests.add(m);
      if (m != null && m.startEpochMs() > 0 && m.operations() > 0) {
        runEnd = Math.max(runEnd, m.endEpochMs());
      }
    }
    out.println("Host states:");
    for (int i = 0; i < record.hosts.size(); i++) {
      RunRecord.HostBuilder h = record.hosts.get(i);
      Path hostDir = runDir.resolve(h.label);
      HostState state = HostState.of(h, started(hostDir, manifests.get(i), h), manifests.get(i),
          record.startAtEpochMs, runEnd);
      h.state = state.words();
      h.stateNote = state.note();
      HostStateLine line = lineOf(h);
      if (Files.isDirectory(hostDir)) {
        write(hostDir.resolve(HostStateLine.FILE_NAME), line.line() + "\n");
      }
      out.println("  " + line.line());
    }
    out.flush();
  }

  /** The host's state as said everywhere, from its entry once {@link #assign} filled it. */
  static HostStateLine lineOf(RunRecord.HostBuilder h) {
    return new HostStateLine(h.label, h.state, h.stateNote, h.late && h.lateStartMs != null ? h.lateStartMs : -1);
  }

  private static void write(Path file, String text) {
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }

  /**
   * Whether a host's operations started: its manifest counts operations, or its benchmark JVM said it started them
   * (the start measured into the host's entry: a host that started and then did none, starved of CPU, is not a host
   * that never started), or (without a manifest) a periodic window log was collected. Any other manifest without
   * operations is a host that never started (its DB init failed, it was stopped at the start barrier): it has no run
   * time, and none is said.
   */
  private static boolean started(Path hostDir, Manifest manifest, RunRecord.HostBuilder h) {
    if (manifest != null) {
      return manifest.operations() > 0 || h.startEpochMs > 0;
    }
    try (Stream<Path> files = Files.list(hostDir)) {
      return files.anyMatch(f -> f.getFileName().toString().endsWith(".hlog"));
    } catch (IOException e) {
      return false;
    }
  }

  private static Manifest manifest(Path hostDir) {
    Path file = hostDir.resolve(Manifest.FILE_NAME);
    if (!Files.isRegularFile(file)) {
      return null;
    }
    try {
      return Manifest.read(file);
    } catch (RunFileException e) {
      return null;
    }
  }
}
