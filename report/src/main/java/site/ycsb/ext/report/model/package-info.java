/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * The report as data: {@link site.ycsb.ext.report.model.ReportSummary} and its runs, operations, hosts, provenance and
 * objectives, immutable, with the unit formatting ({@link site.ycsb.ext.report.model.Units}) every output shares.
 */
package site.ycsb.ext.report.model;
