/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/** Settings, shared connection, statuses and N1QL statements of the couchbase2 binding. */
package site.ycsb.db.couchbase2.support;
