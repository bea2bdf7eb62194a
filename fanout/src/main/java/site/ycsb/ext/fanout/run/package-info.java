/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * One fan-out load or run as steps (plan, start, follow, collect, merge; {@link site.ycsb.ext.fanout.run.FanoutRun})
 * with its features beside them ({@code FanoutFeature}: events, start skew, clock offsets,
 * live progress), and what they use: the hosts' shares, the remote runs, the load steps.
 */
package site.ycsb.ext.fanout.run;
