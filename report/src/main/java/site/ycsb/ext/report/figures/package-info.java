/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * The report's charts (XChart, PNG and SVG) and the chart data written next to each, so tests can check what a reader
 * sees: one class per figure, listed in {@link site.ycsb.ext.report.figures.Figures}.
 */
package site.ycsb.ext.report.figures;
