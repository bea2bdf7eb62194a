/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * This project's facts layer around the couchbase2 adapter: what the servers are, the settings in effect and the
 * run's warnings, answered to the engine before the binding's instances start ({@link
 * site.ycsb.db.couchbase2.facts.Couchbase2Facts}). It stays in this project: the adapter offered to upstream YCSB
 * records nothing.
 */
package site.ycsb.db.couchbase2.facts;
