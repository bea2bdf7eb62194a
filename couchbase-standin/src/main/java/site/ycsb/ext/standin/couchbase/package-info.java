/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

/**
 * The Couchbase stand-in: {@link site.ycsb.ext.standin.couchbase.CouchbaseMockCluster} starts CouchbaseMock as a
 * cluster that Couchbase SDK 2.x can use (each node listening on its own loopback address), whose nodes
 * ({@code StandinNode}) refuse what a real server refuses ({@code KvServerRules}) and report versions ending in
 * {@code -standin}; {@link site.ycsb.ext.standin.couchbase.CouchbaseStandinCommand} is
 * {@code bin/ycsb standin couchbase}.
 */
package site.ycsb.ext.standin.couchbase;
