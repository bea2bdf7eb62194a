/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/** The YCSB binding for Couchbase Server through Java SDK 2.x: {@link site.ycsb.db.couchbase2.Couchbase2Client}. */
package site.ycsb.db.couchbase2;
