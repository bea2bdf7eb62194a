/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * The {@code bin/ycsb fanout} commands (picocli): {@code deploy}, {@code preflight}, {@code load}, {@code run},
 * {@code metrics-config}, and the option groups they share.
 */
package site.ycsb.ext.fanout.cli;
