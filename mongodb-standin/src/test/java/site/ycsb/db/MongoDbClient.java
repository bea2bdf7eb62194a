/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db;

import site.ycsb.ext.embedded.mongodb.MongoTestDB;

/**
 * Test-only: {@link MongoTestDB} under the class name of upstream's mongodb binding, so a study file's
 * {@code db: site.ycsb.db.MongoDbClient} finds it in the stand-in release directory {@code AvalonDemoStudyIT} builds
 * (upstream's own binding is not on Maven Central). Not upstream's code.
 */
public final class MongoDbClient extends MongoTestDB {
}
