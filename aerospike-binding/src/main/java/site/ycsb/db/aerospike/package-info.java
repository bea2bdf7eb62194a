/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/** Properties, settings, client policies, statuses and the shared client of the aerospike binding. */
package site.ycsb.db.aerospike;
