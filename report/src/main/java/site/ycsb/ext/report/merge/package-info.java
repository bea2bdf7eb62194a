/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * Merging one run: {@link site.ycsb.ext.report.merge.RunMerger} adds the windows of every host slot by slot, checks
 * the input against the manifests, and derives the host rows and warnings.
 */
package site.ycsb.ext.report.merge;
