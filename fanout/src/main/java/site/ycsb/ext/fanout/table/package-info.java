/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * The plain-text tables fan-out prints (the preflight table and the column layout they share).
 */
package site.ycsb.ext.fanout.table;
