/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.List;
import org.knowm.xchart.style.markers.Marker;

/**
 * A series to draw: its legend name, points (x, y; y NaN for a gap), colour, line and marker (null for none).
 * Immutable once built (its points are not copied: the caller does not change them).
 */
record Line(String name, List<double[]> points, Color colour, BasicStroke stroke, Marker marker) {
}
