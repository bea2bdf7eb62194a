/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.couchbase2;

import java.util.Properties;
import java.util.function.Consumer;

/**
 * The binding's property check for a launcher that validates before it starts anything (ycsb-ext's {@code bin/ycsb}
 * names it in its binding table): {@link #accept} reads every binding property as {@code init()} will, and connects
 * nowhere. Stateless; thread-safe.
 */
public final class Couchbase2PropertyCheck implements Consumer<Properties> {

  /**
   * @param props the run's final properties (not changed)
   * @throws InvalidPropertyException with the one line to show, for the first invalid value or unknown property
   */
  @Override
  public void accept(Properties props) {
    Couchbase2Settings.from(props);
  }
}
