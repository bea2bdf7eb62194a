/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;

import java.nio.file.Path;

/**
 * One rendered chart: its title, a caption saying how to read it, and the PNG and SVG files holding it. Immutable.
 *
 * @param title the chart's title
 * @param caption one sentence under the chart
 * @param png the bitmap file
 * @param svg the vector file
 */
public record Figure(String title, String caption, Path png, Path svg) {
}
