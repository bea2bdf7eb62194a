/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;

import java.util.List;
import org.knowm.xchart.XYChart;

/**
 * A drawn figure before it is saved: its file name (without extension), its panels stacked top to bottom, its title
 * (without the partial-input mark) and its caption. Not thread-safe: the panels are mutable XChart charts.
 *
 * @param name the file name of its PNG, SVG and chart data, without extension: {@code throughput-read}
 * @param panels the charts, stacked top to bottom in one image
 * @param title the figure's title
 * @param caption one sentence on how to read it
 */
record FigureDraft(String name, List<XYChart> panels, String title, String caption) {
}
