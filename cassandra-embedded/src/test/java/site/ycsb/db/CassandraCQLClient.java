/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db;

import site.ycsb.ext.embedded.cassandra.CassandraTestDB;

/**
 * Test-only: {@link CassandraTestDB} under the class name of upstream's cassandra binding, so a study file's
 * {@code db: site.ycsb.db.CassandraCQLClient} finds it in the stand-in release directory {@code EndPointDemoStudyIT}
 * builds (upstream's own binding is not on Maven Central). Not upstream's code.
 */
public final class CassandraCQLClient extends CassandraTestDB {
}
