/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * How fan-out reaches a client host: the host list and its parser, the ssh client and its calls with time limits,
 * the shell scripts run on a host, and the deployment of the distribution and the {@code -cp} jars.
 */
package site.ycsb.ext.fanout.ssh;
