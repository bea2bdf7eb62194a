/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/** The helper classes of the aerospike binding, {@code site.ycsb.db.AerospikeClient}. */
package site.ycsb.db.aerospike;
