/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * What this project records beside the couchbase3 binding (not part of the binding offered to upstream YCSB): the
 * servers' facts, the settings in effect and the run's warnings, asked by the engine through
 * {@link site.ycsb.db.couchbase3.facts.Couchbase3Facts} before the binding's instances start and after the run.
 */
package site.ycsb.db.couchbase3.facts;
