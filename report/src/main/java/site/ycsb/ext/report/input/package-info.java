/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * What the report reads: run and host directories ({@link site.ycsb.ext.report.input.RunSource},
 * {@link site.ycsb.ext.report.input.HostSource}), and the window readers of every log format it accepts (our
 * {@code .hlog} and upstream's {@code .hdr} interval logs, the 2016 fork's {@code .json}), with the grid alignment
 * and the histogram decoder they share.
 */
package site.ycsb.ext.report.input;
