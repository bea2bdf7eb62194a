/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
/**
 * {@code bin/ycsb bundle} and {@code bin/ycsb verify}: a run's raw evidence, its report and a record of how it was
 * computed in one {@code .tar.gz} ({@link site.ycsb.ext.report.bundle.Bundler}), and the check that recomputes every
 * number from it ({@link site.ycsb.ext.report.bundle.Verifier}).
 */
package site.ycsb.ext.report.bundle;
