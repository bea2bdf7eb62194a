/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Test-scope access to the measurements module's package-private {@code .hlog} writer ({@link HlogFormat}), so the
 * report's tests read exactly what a run writes (this class sits in the writer's package; it is not shipped).
 * Stateless.
 */
public final class HlogFormatBridge {

  /** The words the writer puts before the window length in the header ({@link HlogFormat#WINDOW_COMMENT}). */
  public static final String WINDOW_COMMENT = HlogFormat.WINDOW_COMMENT;

  private HlogFormatBridge() {
  }

  /**
   * One operation's whole {@code .hlog}, as {@code PeriodicHistogram} writes it: the header, then one line per window.
   *
   * @param operation the tag, e.g. {@code READ}
   * @param windowMs the grid's window length, ms
   * @param windows the windows' histograms (microseconds)
   * @param boundsMs per window its start and end, epoch ms ({@code {start, end}})
   */
  public static String log(String operation, long windowMs, List<Histogram> windows, List<long[]> boundsMs) {
    HlogFormat format = new HlogFormat(operation, windowMs);
    StringBuilder out = new StringBuilder(text(format.header(boundsMs.get(0)[0])));
    for (int i = 0; i < windows.size(); i++) {
      out.append(text(format.interval(windows.get(i), boundsMs.get(i)[0], boundsMs.get(i)[1])));
    }
    return out.toString();
  }

  private static String text(ByteArrayOutputStream bytes) {
    return new String(bytes.toByteArray(), StandardCharsets.US_ASCII);
  }
}
