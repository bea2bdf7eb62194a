/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * The check of every host before a run (ssh, its directory and disk, Java, the installed distribution, its clock
 * offset from the central host), each host's verdict a {@link site.ycsb.ext.fanout.preflight.HostCheck}.
 */
package site.ycsb.ext.fanout.preflight;
