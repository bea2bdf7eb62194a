/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
/** The couchbase3 binding's settings, shared cluster, statuses and failure log. */
package site.ycsb.db.couchbase3.support;
