/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/** Reads back what a run wrote: {@code .hlog} through HdrHistogram's own reader, {@code .json} line by line. */
final class RunFiles {

  private static final Pattern LINE = Pattern.compile(
      "\\{\"start\":([0-9.]+),\"end\":([0-9.]+),\"opsec\":([0-9.]+),\"scale\":([0-9.E-]+),\"linear\":\\{(.*)}}");
  private static final Pattern BUCKET = Pattern.compile("\"(>?[0-9]+)\":([0-9]+)");

  private RunFiles() {
  }

  /** Every interval histogram of an interval log, in order. */
  static List<Histogram> hlog(Path file) {
    List<Histogram> windows = new ArrayList<>();
    try {
      HistogramLogReader reader = new HistogramLogReader(file.toFile());
      EncodableHistogram next;
      while ((next = reader.nextIntervalHistogram()) != null) {
        windows.add((Histogram) next);
      }
      reader.close();
    } catch (FileNotFoundException e) {
      throw new UncheckedIOException(e);
    }
    return windows;
  }

  /** Every line of a fork-format file, parsed; fails on a line that does not have the format. */
  static List<ForkLine> json(Path file) {
    List<ForkLine> lines = new ArrayList<>();
    try {
      for (String line : Files.readAllLines(file)) {
        Matcher m = LINE.matcher(line);
        if (!m.matches()) {
          throw new AssertionError("not a fork-format line: " + line);
        }
        Map<String, Long> buckets = new LinkedHashMap<>();
        Matcher b = BUCKET.matcher(m.group(5));
        int end = 0;
        while (b.find()) {
          buckets.put(b.group(1), Long.parseLong(b.group(2)));
          end = b.end();
        }
        if (end != m.group(5).length()) {
          throw new AssertionError("bad buckets: " + line);
        }
        lines.add(new ForkLine(Math.round(Double.parseDouble(m.group(1)) * 1000),
            Math.round(Double.parseDouble(m.group(2)) * 1000), Double.parseDouble(m.group(3)),
            Double.parseDouble(m.group(4)), buckets));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return lines;
  }

  /** One parsed {@code .json} line; times converted to epoch milliseconds. */
  record ForkLine(long startMs, long endMs, double opsec, double scaleSec, Map<String, Long> linear) {
    long count() {
      return linear.values().stream().mapToLong(Long::longValue).sum();
    }
  }
}
