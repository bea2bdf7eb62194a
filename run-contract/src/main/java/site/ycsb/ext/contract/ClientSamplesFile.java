/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The codec of {@code <prefix>client.csv}, format {@value #FORMAT}: the benchmark JVM's load per window (CPU, GC
 * pauses, start lag under a target), written by the engine while it runs and read by the report for its
 * client-saturation verdict. The file is a {@code #} header line naming the format and the units, a column line,
 * then one {@link ClientSample} per line, numbers in {@link Locale#ROOT}. Stateless; thread-safe.
 */
public final class ClientSamplesFile {
  /** The format this codec writes and reads. */
  public static final String FORMAT = "ycsb-ext-client-samples/1";
  /** The header: format, then the units. */
  public static final String HEADER = "# " + FORMAT + ": one line per window; times epoch ms; cpuCores = the JVM's"
      + " CPU time / wall time; cpuWaitCores = the time its threads waited for a CPU / wall time; gcShare = GC pause time / wall time; lag = actual - intended operation start under a"
      + " target, ms";
  /** The column line. */
  public static final String COLUMNS = "startMs,endMs,cpuCores,coresAvailable,cpuWaitCores,gcShare,lagMeanMs,lagMaxMs";

  private ClientSamplesFile() {
  }

  /** The line, without its line end, for one sample. */
  public static String line(ClientSample s) {
    return String.format(Locale.ROOT, "%d,%d,%.4f,%d,%.4f,%.5f,%.3f,%.3f", s.startMs(), s.endMs(),
        s.cpuCores(), s.coresAvailable(), s.cpuWaitCores(), s.gcShare(), s.lagMeanMs(), s.lagMaxMs());
  }

  /**
   * Reads a samples file. A last line without its line end (a run killed mid-write) is left out.
   *
   * @throws RunFileException naming the file and the line when it is not this format
   */
  public static List<ClientSample> read(Path file) {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new RunFileException("Cannot read client samples '" + file + "': " + e.getMessage(), e);
    }
    String[] lines = text.split("\n", -1);
    if (lines.length < 2 || !lines[0].startsWith("# " + FORMAT)) {
      throw new RunFileException("'" + file + "' is not " + FORMAT + " (first line: "
          + (lines.length == 0 ? "none" : lines[0]) + ")");
    }
    List<ClientSample> samples = new ArrayList<>();
    // lines[last] is what follows the last line end: empty for a whole file, a cut line otherwise.
    for (int i = 2; i < lines.length - 1; i++) {
      String[] f = lines[i].split(",");
      try {
        if (f.length != 8) {
          throw new NumberFormatException(f.length + " fields, expected 8");
        }
        samples.add(new ClientSample(Long.parseLong(f[0]), Long.parseLong(f[1]), Double.parseDouble(f[2]),
            Integer.parseInt(f[3]), Double.parseDouble(f[4]), Double.parseDouble(f[5]), Double.parseDouble(f[6]),
            Double.parseDouble(f[7])));
      } catch (NumberFormatException e) {
        throw new RunFileException("Corrupt client samples '" + file + "' at line " + (i + 1) + ": " + e.getMessage());
      }
    }
    return samples;
  }
}
