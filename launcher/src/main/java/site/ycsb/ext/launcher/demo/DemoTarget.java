/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.demo;

import java.util.List;

/** One database of the demo: an embedded server, the binding that drives it and the properties that point at it. */
interface DemoTarget extends AutoCloseable {

  /** The binding name ({@code aerospike}, {@code couchbase2}); also the run's label in the report. */
  String binding();

  /** What runs, in one line, for the banner: e.g. "aerospike-standin, 1 node on 127.0.0.1:41234". */
  String describe();

  /** Starts the server; returns once it accepts requests. */
  void start() throws Exception;

  /** The {@code key=value} properties that point the binding at the started server. */
  List<String> bindingProperties();

  /** Stops the server; never throws. */
  @Override
  void close();
}
