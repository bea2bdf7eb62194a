/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * What this project records beside the aerospike binding (not part of the binding offered to upstream YCSB): the
 * servers' facts, the policies in effect, the run's warnings and the settings the namespace cannot honour, asked by
 * the engine through {@link site.ycsb.db.aerospike.facts.AerospikeFacts} before the binding's instances start.
 */
package site.ycsb.db.aerospike.facts;
