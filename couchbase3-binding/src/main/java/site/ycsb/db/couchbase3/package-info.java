/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
/** YCSB binding for Couchbase Server on the Java SDK 3.x: {@link site.ycsb.db.couchbase3.Couchbase3Client}. */
package site.ycsb.db.couchbase3;
