/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * The report as text: its tables and sentences, one renderer per format (text, Markdown, LaTeX, JSON, CSV, HTML) and
 * {@link site.ycsb.ext.report.render.ReportWriter}, which writes the files.
 */
package site.ycsb.ext.report.render;
