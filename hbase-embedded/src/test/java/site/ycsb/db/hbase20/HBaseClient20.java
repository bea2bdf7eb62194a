/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.hbase20;

import site.ycsb.ext.embedded.hbase.HBaseTestDB;

/**
 * Test-only: {@link HBaseTestDB} under the class name of upstream's hbase20 binding, so a study file's
 * {@code db: site.ycsb.db.hbase20.HBaseClient20} finds it in the stand-in release directory
 * {@code EndPointDemoStudyIT} builds (upstream's own binding is not on Maven Central). Not upstream's code.
 */
public final class HBaseClient20 extends HBaseTestDB {
}
