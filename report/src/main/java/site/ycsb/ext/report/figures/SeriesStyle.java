/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;

import java.awt.BasicStroke;
import java.awt.Color;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * How a series is drawn, so a reader can tell the series apart by more than colour: one colour per run (or system),
 * the same in every figure (the Okabe-Ito palette, readable with colour-blindness), and one line style and marker per
 * percentile. Stateless and thread-safe.
 */
final class SeriesStyle {

  /** Okabe and Ito's colour-blind-safe palette without its yellow (too light on white), then black. */
  private static final Color[] COLOURS = {new Color(0x0072B2), new Color(0xD55E00), new Color(0x009E73),
      new Color(0xCC79A7), new Color(0xE69F00), new Color(0x56B4E9), Color.BLACK};

  private SeriesStyle() {
  }

  /** The colour of the run or system at this index (in the order given); repeats after seven. */
  static Color colour(int index) {
    return COLOURS[Math.floorMod(index, COLOURS.length)];
  }

  /** The line of a percentile: p99 and higher solid and wider, p95 dashed, others dotted; width in px. */
  static BasicStroke line(String percentile, float widthPx) {
    return switch (percentile) {
      case "p99", "p99.9", "max" -> new BasicStroke(widthPx * 1.5f);
      case "p95" -> new BasicStroke(widthPx, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {8, 4}, 0);
      default -> new BasicStroke(widthPx, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {2, 3}, 0);
    };
  }

  /** The marker of a percentile on the throughput-latency curve: p95 a circle, p99 a diamond, others a square. */
  static Marker marker(String percentile) {
    return switch (percentile) {
      case "p95" -> SeriesMarkers.CIRCLE;
      case "p99" -> SeriesMarkers.DIAMOND;
      default -> SeriesMarkers.SQUARE;
    };
  }
}
