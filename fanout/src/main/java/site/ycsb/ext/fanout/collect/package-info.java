/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * What fan-out brings home after a run: each host's results copied and checked against its manifest, the
 * merged summary, and the run record ({@code fanout.json}, {@link site.ycsb.ext.fanout.collect.RunRecord}).
 */
package site.ycsb.ext.fanout.collect;
